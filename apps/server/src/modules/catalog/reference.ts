import type { CategoryNode } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import type { Memo } from '../../lib/memo.js';
import { loadCurrencies } from '../site/index.js';
import { attributeRows, categoryRows } from './reference-queries.js';

// Reference data every catalogue request needs (category tree, attribute labels), loaded once
// per language and kept in the per-process memo with the site's currencies: this keeps listing
// and detail requests within their budget of database round trips. Catalog, cart, checkout,
// content, orders, search and the SEO pages read it through catalog/index.ts (ADR 0035).

export interface CategoryInfo {
  categoryId: number;
  key: string;
  parentId: number | null;
  name: string;
  description: string;
  icon: string;
  productCount: number;
}

export interface CatalogReference {
  categories: Map<number, CategoryInfo>;
  tree: CategoryNode[];
  /** attribute key → { name, facet, sort, values: value key → label } */
  attributes: Map<string, { name: string; facet: boolean; sort: number; values: Map<string, { label: string; sort: number }> }>;
}

export async function loadReference(db: Db, langId: number): Promise<CatalogReference> {
  const [cats, attrs] = await Promise.all([categoryRows(db, langId), attributeRows(db, langId)]);

  const categories = new Map<number, CategoryInfo>();
  for (const c of cats) {
    categories.set(c.id, { categoryId: c.id, key: c.key, parentId: c.parentId, name: c.name, description: c.description, icon: c.icon, productCount: c.n });
  }
  const nodes = new Map<number, CategoryNode>();
  for (const c of categories.values()) nodes.set(c.categoryId, { categoryId: c.categoryId, key: c.key, name: c.name, description: c.description, icon: c.icon, productCount: c.productCount, children: [] });
  const tree: CategoryNode[] = [];
  for (const c of categories.values()) {
    const node = nodes.get(c.categoryId)!;
    if (c.parentId && nodes.has(c.parentId)) nodes.get(c.parentId)!.children.push(node);
    else tree.push(node);
  }
  // A parent counts the products of all its descendants.
  const total = (n: CategoryNode): number => (n.productCount += n.children.reduce((s, ch) => s + total(ch), 0)) && n.productCount;
  tree.forEach(total);

  const attributes: CatalogReference['attributes'] = new Map();
  for (const a of attrs) {
    let entry = attributes.get(a.key);
    if (!entry) {
      entry = { name: a.name, facet: a.facet, sort: a.sort, values: new Map() };
      attributes.set(a.key, entry);
    }
    if (a.vkey) entry.values.set(a.vkey, { label: a.label ?? a.vkey, sort: a.vsort ?? 0 });
  }
  return { categories, tree, attributes };
}

export function categoryPath(ref: CatalogReference, categoryId: number) {
  const path = [];
  let c = ref.categories.get(categoryId);
  while (c) {
    path.unshift({ categoryId: c.categoryId, key: c.key, name: c.name });
    c = c.parentId ? ref.categories.get(c.parentId) : undefined;
  }
  return path;
}

/** The category and all its descendants. */
export function categoryAndDescendants(ref: CatalogReference, categoryId: number): number[] {
  const out = [categoryId];
  for (let i = 0; i < out.length; i++) for (const c of ref.categories.values()) if (c.parentId === out[i]) out.push(c.categoryId);
  return out;
}

/** The catalogue's reference data per language and the site's currencies (a price's conversion), through the memo. */
export function withMemo(memo: Memo, db: Db) {
  return {
    reference: (langId: number) => memo(`catalog-ref/${langId}`, () => loadReference(db, langId)),
    currencies: () => memo('currencies', () => loadCurrencies(db)),
  };
}
