import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PermissionGate } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Tabs } from '../../../../components/ui/tabs';
import { toLangCode } from '../../../../lib/i18n';
import { attributesQuery, categoriesQuery, treeKey } from '../api/catalog-tree-api';
import { AttributeEditor, attributeName } from '../components/attribute-editor';
import { CategoryEditor } from '../components/category-editor';
import { CategoryTree } from '../components/category-tree';
import { LanguageBadges } from '../components/language-badges';
import styles from './console-categories.module.css';

type Selection = { kind: 'edit'; id: number } | { kind: 'new' } | null;

/** On a phone the editor sits under the list: bring it into view when something is chosen. */
function showEditor(id: string) {
  if (!window.matchMedia?.('(max-width: 960px)').matches) return;
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
}

/**
 * /console/catalog/categories (permission catalog.edit, issue 27): the category tree on the left
 * and the selected category's six languages on the right (stacked on a phone); a second tab for
 * the filter attributes and their values. Buyers see every change at once.
 */
export function Component() {
  const { t } = useTranslation('console-catalog-tree');
  const [tab, setTab] = useState<'categories' | 'attributes'>('categories');
  const cats = useQuery(categoriesQuery());
  return (
    <PermissionGate permission="catalog.edit" title={t('title')} noAccess={t('noAccess')} error={cats.error} testId="categories-no-access">
      <p className={styles.back}>
        <Link to="/console/catalog">{t('back')}</Link>
      </p>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(id) => setTab(id as typeof tab)}
        items={[
          { id: 'categories', label: t('tabs.categories'), content: <CategoriesTab /> },
          { id: 'attributes', label: t('tabs.attributes'), content: <AttributesTab /> },
        ]}
      />
    </PermissionGate>
  );
}

function CategoriesTab() {
  const { t } = useTranslation('console-catalog-tree');
  const queryClient = useQueryClient();
  const cats = useQuery(categoriesQuery());
  const [selection, setSelection] = useState<Selection>(null);
  const [generation, setGeneration] = useState(0);
  if (cats.isError) return <LoadError onRetry={() => void cats.refetch()} />;
  if (!cats.data) return <Skeleton height={400} />;
  const { items, maxDepth } = cats.data;
  const current = selection?.kind === 'edit' ? items.find((c) => c.id === selection.id) ?? null : null;
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: treeKey });
    setGeneration((g) => g + 1);
  };
  const newParent = current ? (current.parentId ?? current.id) : null;

  return (
    <div className={styles.split}>
      <div className={styles.side}>
        <Button variant="secondary" onClick={() => {
          setSelection({ kind: 'new' });
          showEditor('category-editor-title');
        }} data-testid="category-add">
          <Plus size={16} aria-hidden="true" />
          {t('tree.add')}
        </Button>
        {items.length === 0 ? <p className={styles.empty}>{t('tree.empty')}</p> : <CategoryTree items={items} selected={current?.id ?? null} onSelect={(id) => {
              setSelection({ kind: 'edit', id });
              showEditor('category-editor-title');
            }} />}
      </div>
      <div className={styles.main}>
        {selection?.kind === 'new' ? (
          <CategoryEditor key={`new-${generation}`} category={null} items={items} maxDepth={maxDepth} newParentId={newParent} onSaved={(id) => setSelection({ kind: 'edit', id })} onDeleted={() => setSelection(null)} onReload={() => void reload()} />
        ) : current ? (
          <CategoryEditor key={`${current.id}-${generation}`} category={current} items={items} maxDepth={maxDepth} onSaved={() => undefined} onDeleted={() => setSelection(null)} onReload={() => void reload()} />
        ) : (
          <p className={styles.placeholder}>{t('tree.pick')}</p>
        )}
      </div>
    </div>
  );
}

function AttributesTab() {
  const { t, i18n } = useTranslation('console-catalog-tree');
  const lang = toLangCode(i18n.language);
  const queryClient = useQueryClient();
  const attrs = useQuery(attributesQuery());
  const [selection, setSelection] = useState<Selection>(null);
  const [generation, setGeneration] = useState(0);
  if (attrs.isError) return <LoadError onRetry={() => void attrs.refetch()} />;
  if (!attrs.data) return <Skeleton height={400} />;
  const items = attrs.data.items;
  const place = selection?.kind === 'edit' ? items.findIndex((a) => a.id === selection.id) : -1;
  const current = place >= 0 ? items[place]! : null;
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: treeKey });
    setGeneration((g) => g + 1);
  };

  return (
    <div className={styles.split}>
      <div className={styles.side}>
        <Button variant="secondary" onClick={() => {
          setSelection({ kind: 'new' });
          showEditor('attribute-editor-title');
        }} data-testid="attribute-add">
          <Plus size={16} aria-hidden="true" />
          {t('attributes.add')}
        </Button>
        <ul className={styles.attrList} aria-label={t('attributes.label')}>
          {items.map((a) => (
            <li key={a.id}>
              <button type="button" className={styles.node} aria-current={current?.id === a.id ? 'true' : undefined} onClick={() => {
                setSelection({ kind: 'edit', id: a.id });
                showEditor('attribute-editor-title');
              }} data-testid={`attribute-node-${a.key}`}>
                <span className={styles.nodeName}>{attributeName(a, lang)}</span>
                <span className={styles.nodeCount}>{a.facet ? t('attributes.isFacet') : t('attributes.notFacet')}</span>
              </button>
              {current?.id === a.id && <LanguageBadges complete={a.complete} />}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.main}>
        {selection?.kind === 'new' ? (
          <AttributeEditor key={`new-${generation}`} attribute={null} place={-1} count={items.length} lang={lang} onSaved={(id) => setSelection({ kind: 'edit', id })} onReload={() => void reload()} />
        ) : current ? (
          <AttributeEditor key={`${current.id}-${generation}`} attribute={current} place={place} count={items.length} lang={lang} onSaved={() => undefined} onReload={() => void reload()} />
        ) : (
          <p className={styles.placeholder}>{t('attributes.pick')}</p>
        )}
      </div>
    </div>
  );
}
