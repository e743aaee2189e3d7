import type { StaffProductRow } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import styles from '../pages/console-catalog.module.css';
import { LanguageBadges } from './language-badges';
import { StatusTag } from './status-tag';

/** A page of products: a table, cards on a phone (data-table's .cards). */
export function ProductTable({ items, categoryName }: { items: readonly StaffProductRow[]; categoryName(id: number): string }) {
  const { t } = useTranslation('console-catalog');
  const when = useConsoleDate();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="catalog-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.category')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col" className={styles.num}>
              {t('columns.stock')}
            </th>
            <th scope="col">{t('columns.languages')}</th>
            <th scope="col">{t('columns.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} data-testid={`catalog-row-${p.id}`}>
              {/* No label on a phone's card: the product's name heads it. */}
              <td className={styles.productCell}>
                <Link to={`/console/catalog/${p.id}`} className={styles.productLink}>
                  {p.name}
                </Link>
                <span className={styles.muted}>
                  {p.brand} · {p.model}
                </span>
              </td>
              <td data-label={t('columns.category')}>{categoryName(p.categoryId)}</td>
              <td data-label={t('columns.status')}>
                <StatusTag status={p.status} />
              </td>
              <td data-label={t('columns.stock')} className={styles.num}>
                {p.skuCount === 0 ? t('noSkus') : p.totalStock === 0 ? <span className={styles.out}>{t('outOfStock')}</span> : p.totalStock}
              </td>
              <td data-label={t('columns.languages')}>
                <LanguageBadges complete={p.complete} />
              </td>
              <td data-label={t('columns.updated')} className={styles.when}>
                <time dateTime={p.updatedAt}>{when(p.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
