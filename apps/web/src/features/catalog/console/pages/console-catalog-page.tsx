import { LANG_CODES, PRODUCT_STATUSES, type StaffProductList } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch, QueueSelect } from '../../../../components/console/queue-filters';
import { Button, buttonClass } from '../../../../components/ui/button';
import { productListQuery } from '../api/catalog-console-api';
import { ProductTable } from '../components/product-table';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { useCategoryOptions } from '../hooks/use-category-options';
import styles from './console-catalog.module.css';

/** The list's filters: words, category, status, a language missing a text, out of stock. */
function CatalogFilters({ f }: { f: ReturnType<typeof useCatalogFilters> }) {
  const { t } = useTranslation('console-catalog');
  const categories = useCategoryOptions();
  const { query, set } = f;
  return (
    <QueueFilters>
      <QueueSearch label={t('search')} button={t('searchButton')} testId="catalog-search" draft={f.draft} setDraft={f.setDraft} onSearch={(q) => set({ q })} />
      <label className={styles.filter}>
        <span>{t('columns.category')}</span>
        <select value={query.categoryId ?? ''} onChange={(e) => set({ categoryId: e.target.value })} data-testid="catalog-category">
          <option value="">{t('any')}</option>
          {categories.options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <QueueSelect label={t('columns.status')} value={query.status ?? ''} onChange={(status) => set({ status })} options={PRODUCT_STATUSES} optionLabel={(s) => t(`status.${s}`)} any={t('any')} testId="catalog-status" />
      <QueueSelect
        label={t('missing')}
        value={(query.missing ?? '') as string}
        onChange={(missing) => set({ missing })}
        options={[...LANG_CODES, 'any']}
        optionLabel={(l) => (l === 'any' ? t('missingAny') : t(`languages.${l}`))}
        any={t('none')}
        testId="catalog-missing"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={query.outOfStock === '1'} onChange={(e) => set({ outOfStock: e.target.checked ? '1' : '' })} data-testid="catalog-out-of-stock" />
        <span>{t('outOfStock')}</span>
      </label>
      {f.narrowed && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            f.setDraft('');
            set({ q: '', categoryId: '', status: '', missing: '', outOfStock: '' });
          }}
        >
          {t('clear')}
        </Button>
      )}
    </QueueFilters>
  );
}

/**
 * /console/catalog (permission catalog.edit: sales, administrators): every product of every
 * status, searched by a name in any language, a model or a SKU's product number, filtered, paged,
 * with each language's completeness at a glance (ADR 0042).
 */
export function Component() {
  const { t } = useTranslation(['console-catalog', 'console']);
  const allowed = useStaffCan('catalog.edit');
  const filters = useCatalogFilters();
  const list = useQuery({ ...productListQuery(filters.query), enabled: allowed });
  const categories = useCategoryOptions();

  return (
    <PermissionGate permission="catalog.edit" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="catalog-no-access">
      <ConsoleQueue
        testId="catalog"
        title={t('title')}
        lead={t('lead')}
        titleRow={(title) => (
          <div className={styles.titleRow}>
            {title}
            <Link to="/console/catalog/new" className={buttonClass('primary')} data-testid="catalog-new">
              <Plus size={16} aria-hidden="true" /> {t('new')}
            </Link>
          </div>
        )}
        filters={<CatalogFilters f={filters} />}
        query={list}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page) => filters.set({ page: String(page) })}
        renderPage={(page: StaffProductList) => (
          <section className={styles.panel} aria-labelledby="catalog-count">
            <h2 id="catalog-count" className={styles.count} data-testid="catalog-count">
              {t('count', { count: page.total })}
            </h2>
            {page.items.length === 0 ? (
              <p className={styles.empty} data-testid="catalog-empty">
                {t('empty')}
              </p>
            ) : (
              <ProductTable items={page.items} categoryName={categories.name} />
            )}
          </section>
        )}
      />
    </PermissionGate>
  );
}
