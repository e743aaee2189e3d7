import type { Sort } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';
import { cardColumns, cardJoins, cardRow, type CardRow } from './card-queries.js';

// A listing page's three statements (ADR 0007, bench/README.md): the page's cards, the total and
// the facet counts, over one filter. The total and facets are kept per filter combination by the
// caller; the page reads the cards of its own rows only.

/** Which products a listing shows. */
export interface ListingFilter {
  /** The category and its descendants; null for every category. */
  categoryIds: number[] | null;
  kind: 'all' | 'featured' | 'new' | 'brand' | 'volume';
  /** Products coded for any of these brands (a brand listing before a brand is chosen; [] matches none); null for no such scope. */
  anyBrand: string[] | null;
  /** attribute key → values: a SKU must match every attribute, any of its values. */
  filters: Record<string, string[]>;
}

/**
 * SQL condition: the product has one SKU matching every filter (OR within an attribute).
 * product.attrs (the values over all SKUs, GIN-indexed) answers a one-attribute filter exactly
 * and narrows the candidates for more; the SKU check then makes a combination exact.
 */
function skuMatch(filters: Record<string, string[]>): SQL {
  const entries = Object.entries(filters);
  if (!entries.length) return sql`TRUE`;
  const perProduct = entries.map(([key, values]) =>
    sql`(${sql.join(
      values.map((v) => sql`p.attrs @> ${JSON.stringify({ [key]: [v] })}::jsonb`),
      sql` OR `,
    )})`,
  );
  const prefilter = sql.join(perProduct, sql` AND `);
  if (entries.length === 1) return prefilter;
  const perSku = entries.map(([key, values]) => sql`(${sql.join(values.map((v) => sql`s.attrs @> ${JSON.stringify({ [key]: v })}::jsonb`), sql` OR `)})`);
  return sql`(${prefilter} AND EXISTS (SELECT 1 FROM sku s WHERE s.product_id = p.id AND ${sql.join(perSku, sql` AND `)}))`;
}

const PUBLISHED = sql`p.status = 'published'`;

/** The conditions of a listing but its attribute filters. */
function scope(f: ListingFilter): SQL[] {
  const brandScope = f.anyBrand === null ? sql`TRUE` : f.anyBrand.length ? skuMatch({ coding: f.anyBrand }) : sql`FALSE`;
  return [
    // Only published products reach buyers (issue 27): drafts and unpublished ones are the console's.
    PUBLISHED,
    f.categoryIds ? sql`p.category_id IN (${sql.join(f.categoryIds.map((c) => sql`${c}`), sql`, `)})` : sql`TRUE`,
    f.kind === 'featured' ? sql`p.featured` : f.kind === 'new' ? sql`p.is_new` : sql`TRUE`,
    brandScope,
  ];
}

const where = (f: ListingFilter) => sql.join([...scope(f), skuMatch(f.filters)], sql` AND `);

const ORDER: Record<Sort, SQL> = {
  popular: sql`p.popularity DESC NULLS LAST, p.id`,
  newest: sql`p.created_at DESC NULLS LAST, p.id`,
  price_asc: sql`p.min_price ASC, p.id`,
  price_desc: sql`p.min_price DESC, p.id`,
};

/**
 * One page of cards. A plain ORDER BY … LIMIT lets PostgreSQL use the sort indexes, and the card
 * columns (per-product subqueries) are computed for the page's ids only, not for the rows OFFSET
 * skips. A volume listing by popularity puts the largest volume discount first.
 */
export async function listingPage(db: Db, langId: number, f: ListingFilter, sort: Sort, limit: number, offset: number): Promise<CardRow[]> {
  const order = f.kind === 'volume' && sort === 'popular'
    ? sql`(p.min_price - coalesce((SELECT min(t.price) FROM sku_tier t JOIN sku s ON s.id = t.sku_id WHERE s.product_id = p.id), p.min_price)) DESC, p.id`
    : ORDER[sort];
  return typedRows(
    db,
    cardRow,
    sql`SELECT ${cardColumns(langId)}
          FROM (SELECT p.id FROM product p WHERE ${where(f)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
          JOIN product p ON p.id = page.id ${cardJoins(langId)}
         ORDER BY ${order}`,
  );
}

const countRow = row({ n: col.int });

/** How many products the listing matches (one row). */
export async function listingTotal(db: Db, f: ListingFilter) {
  return typedRows(db, countRow, sql`SELECT count(*)::int AS n FROM product p WHERE ${where(f)}`);
}

const facetCountRow = row({ attr: col.text, value: col.text, n: col.int });

/**
 * Facet counts: for each attribute, over products matching every *other* filter, so a buyer can
 * widen a choice as well as narrow it. Read from product.attrs (one row per product).
 */
export async function listingFacets(db: Db, f: ListingFilter) {
  const base = scope(f);
  const keys = Object.keys(f.filters);
  const blocks = [
    sql`SELECT kv.key AS attr, v.value, count(*)::int AS n
          FROM product p, jsonb_each(p.attrs) kv, jsonb_array_elements_text(kv.value) v
         WHERE ${sql.join([...base, skuMatch(f.filters)], sql` AND `)}
           ${keys.length ? sql`AND kv.key NOT IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})` : sql``}
         GROUP BY 1, 2`,
    ...keys.map((key) => {
      const others = Object.fromEntries(Object.entries(f.filters).filter(([k]) => k !== key));
      return sql`SELECT kv.key AS attr, v.value, count(*)::int AS n
          FROM product p, jsonb_each(p.attrs) kv, jsonb_array_elements_text(kv.value) v
         WHERE ${sql.join([...base, skuMatch(others)], sql` AND `)} AND kv.key = ${key}
         GROUP BY 1, 2`;
    }),
  ];
  return typedRows(db, facetCountRow, sql.join(blocks, sql` UNION ALL `));
}
