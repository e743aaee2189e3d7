import { langIdByCode, type CategoryNode } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../../lib/shared-api/catalog-api';

export interface CategoryOption {
  id: number;
  /** The name with its parents' ("Switches › Access switches"), for a select. */
  label: string;
}

/** The shop's categories in the console's language, as a flat list in the menu's order. */
export function useCategoryOptions() {
  const { i18n } = useTranslation();
  const tree = useQuery(categoriesQuery(langIdByCode(i18n.language) ?? 1));
  return useMemo(() => {
    const options: CategoryOption[] = [];
    const walk = (nodes: readonly CategoryNode[], path: string[]) => {
      for (const n of nodes) {
        options.push({ id: n.categoryId, label: [...path, n.name].join(' › ') });
        walk(n.children, [...path, n.name]);
      }
    };
    walk(tree.data ?? [], []);
    const byId = new Map(options.map((o) => [o.id, o.label]));
    return { options, name: (id: number) => byId.get(id) ?? `#${id}` };
  }, [tree.data]);
}
