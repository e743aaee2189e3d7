import type { StaffCategory } from '@netshop/contract';
import { ChevronDown, ChevronRight, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLangCode } from '../../../../lib/i18n';
import styles from '../pages/console-categories.module.css';

/** A category's name in the console's language, else English, Chinese, then its key. */
export function useCategoryName() {
  const { i18n } = useTranslation();
  const lang = toLangCode(i18n.language);
  return (c: StaffCategory) => c.texts[lang]?.name || c.texts.en.name || c.texts['zh-CN'].name || c.key;
}

/**
 * The tree on the left: each category a button that opens it in the editor, with a toggle for its
 * sub-categories (open at first) and a mark when a language is incomplete.
 */
export function CategoryTree({ items, selected, onSelect }: { items: StaffCategory[]; selected: number | null; onSelect(id: number): void }) {
  const { t } = useTranslation('console-catalog-tree');
  const nameOf = useCategoryName();
  const [closed, setClosed] = useState<Set<number>>(new Set());
  const childrenOf = (parent: number | null) => items.filter((c) => c.parentId === parent);
  const toggle = (id: number) =>
    setClosed((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const branch = (parent: number | null) => (
    <ul className={styles.treeList}>
      {childrenOf(parent).map((c) => {
        const kids = childrenOf(c.id);
        const open = !closed.has(c.id);
        const incomplete = Object.values(c.complete).some((x) => !x);
        return (
          <li key={c.id}>
            <div className={styles.treeRow}>
              {kids.length > 0 ? (
                <button type="button" className={styles.toggle} aria-expanded={open} aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: nameOf(c) })} onClick={() => toggle(c.id)}>
                  {open ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
                </button>
              ) : (
                <span className={styles.toggleSpace} />
              )}
              <button type="button" className={styles.node} aria-current={selected === c.id ? 'true' : undefined} onClick={() => onSelect(c.id)} data-testid={`category-node-${c.key}`}>
                <span className={styles.nodeName}>{nameOf(c)}</span>
                <span className={styles.nodeCount}>{t('tree.products', { count: c.productCount })}</span>
                {incomplete && <CircleAlert size={14} className={styles.nodeWarn} role="img" aria-label={t('tree.incomplete')} />}
              </button>
            </div>
            {kids.length > 0 && open && branch(c.id)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav aria-label={t('tree.label')} className={styles.tree} data-testid="category-tree">
      {branch(null)}
    </nav>
  );
}
