import type { CategoryNode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { translated } from '../db/translated.js';
import type { Memo } from './memo.js';
import type { CurrencyRow } from './pricing.js';

// Reference data every catalogue request needs (category tree, attribute labels, currencies),
// loaded once per language and kept in the per-process memo: this keeps listing and detail
// requests within their budget of database round trips. A shared layer (issue 12): catalog,
// cart, checkout, content, orders, search and the SEO pages read it, none from another domain.

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
  const ct = translated('category_i18n', 'category_id', sql`c.id`, langId, 'ct');
  const at = translated('attribute_i18n', 'attribute_id', sql`a.id`, langId, 'at');
  const vt = translated('attribute_value_i18n', 'value_id', sql`v.id`, langId, 'vt');
  const [cats, attrs] = await Promise.all([
    rows<{ id: number; key: string; parentId: number | null; icon: string; name: string; description: string; n: number }>(
      db,
      sql`SELECT c.id, c.key, c.parent_id AS "parentId", c.icon,
                 ${ct.pick('name')} AS name, ${ct.pick('description')} AS description,
                 (SELECT count(*)::int FROM product p WHERE p.category_id = c.id) AS n
            FROM category c ${ct.joins}
           ORDER BY c.sort, c.id`,
    ),
    rows<{ key: string; facet: boolean; sort: number; name: string; vkey: string | null; vsort: number | null; label: string | null }>(
      db,
      sql`SELECT a.key, a.facet, a.sort, ${at.pick('name')} AS name, v.key AS vkey, v.sort AS vsort,
                 coalesce(${vt.pick('label')}, v.key) AS label
            FROM attribute a ${at.joins}
            LEFT JOIN attribute_value v ON v.attribute_id = a.id ${vt.joins}
           ORDER BY a.sort, v.sort`,
    ),
  ]);

  const categories = new Map<number, CategoryInfo>();
  for (const c of cats) {
    categories.set(Number(c.id), { categoryId: Number(c.id), key: c.key, parentId: c.parentId === null ? null : Number(c.parentId), name: c.name, description: c.description, icon: c.icon, productCount: Number(c.n) });
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
      entry = { name: a.name, facet: a.facet, sort: Number(a.sort), values: new Map() };
      attributes.set(a.key, entry);
    }
    if (a.vkey) entry.values.set(a.vkey, { label: a.label ?? a.vkey, sort: Number(a.vsort) });
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

export type { CurrencyRow } from './pricing.js';

export async function loadCurrencies(db: Db): Promise<CurrencyRow[]> {
  const r = await rows<{ id: number; code: string; minorUnits: number; rate: string; isBase: boolean }>(
    db,
    sql`SELECT id, code, minor_units AS "minorUnits", rate::text AS rate, is_base AS "isBase" FROM currency`,
  );
  return r.map((c) => ({ currencyId: Number(c.id), code: c.code, minorUnits: Number(c.minorUnits), rate: c.rate, isBase: c.isBase }));
}

export function withMemo(memo: Memo, db: Db) {
  return {
    reference: (langId: number) => memo(`catalog-ref/${langId}`, () => loadReference(db, langId)),
    currencies: () => memo('currencies', () => loadCurrencies(db)),
  };
}
