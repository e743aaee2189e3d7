import type { Money, ProductCard, ProductDetail, ProductList } from '@netshop/contract';
import { API, parseFilters, RECENTLY_VIEWED_MAX, type Sort } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rows, statement, type Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { renderLightMarkdown } from '../../lib/markdown.js';
import type { Memo } from '../../lib/memo.js';
import { cardColumns, cardJoins, imageUrl, productText, toCard, type CardRow } from '../../lib/product-card.js';
import { categoryAndDescendants, categoryPath, type CatalogReference } from '../../lib/reference.js';
import type { RequestContext } from '../../lib/request-context.js';

/** What a product's generated picture is drawn from. */
export async function productImage(ctx: RequestContext, key: string) {
  const [p] = await rows<{ image: string; model: string }>(ctx.db, sql`SELECT image, model FROM product WHERE key = ${key}`);
  return p ?? null;
}

/**
 * SQL condition: the product has one SKU matching every filter (OR within an attribute).
 * product.attrs (the values over all SKUs, GIN-indexed) answers a one-attribute filter exactly
 * and narrows the candidates for more; the SKU check then makes a combination exact.
 */
function skuMatch(filters: Record<string, string[]>, productAlias: string): SQL {
  const entries = Object.entries(filters);
  if (!entries.length) return sql`TRUE`;
  const alias = sql.raw(productAlias);
  const perProduct = entries.map(([key, values]) =>
    sql`(${sql.join(
      values.map((v) => sql`${alias}.attrs @> ${JSON.stringify({ [key]: [v] })}::jsonb`),
      sql` OR `,
    )})`,
  );
  const prefilter = sql.join(perProduct, sql` AND `);
  if (entries.length === 1) return prefilter;
  const perSku = entries.map(([key, values]) => sql`(${sql.join(values.map((v) => sql`s.attrs @> ${JSON.stringify({ [key]: v })}::jsonb`), sql` OR `)})`);
  return sql`(${prefilter} AND EXISTS (SELECT 1 FROM sku s WHERE s.product_id = ${alias}.id AND ${sql.join(perSku, sql` AND `)}))`;
}

const ORDER: Record<Sort, SQL> = {
  popular: sql`p.popularity DESC NULLS LAST, p.id`,
  newest: sql`p.created_at DESC NULLS LAST, p.id`,
  price_asc: sql`p.min_price ASC, p.id`,
  price_desc: sql`p.min_price DESC, p.id`,
};

const documentText = (langId: number) => translated('document_i18n', 'document_id', sql`d.id`, langId, 'dt');

/** The coding of SKUs made for any MSA-compliant equipment: not a brand to shop by. */
const GENERIC_CODING = 'generic';

export interface ListParams {
  cateId?: number;
  kind: 'all' | 'featured' | 'new' | 'brand' | 'volume';
  brand?: string;
  filters?: string;
  sort: Sort;
  page: number;
  pageSize: number;
}

/**
 * A listing page: items with their count (one round trip) and facet counts (a second);
 * labels and the category path come from the memoised reference data.
 */
/**
 * `counts` keeps each filter combination's total and facet counts: they change only when
 * products do and are the costly part of a listing on a large catalogue.
 */
export async function listProducts(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, q: ListParams, counts: Memo): Promise<ProductList | null> {
  const { db, langId } = ctx;
  if (q.cateId !== undefined && !ref.categories.has(q.cateId)) return null;
  const filters = parseFilters(q.filters);
  for (const key of Object.keys(filters)) if (!ref.attributes.has(key)) delete filters[key];
  // Shop by compatible brand: the products coded for the chosen brand (its name in any case), or,
  // before a brand is chosen, those coded for any; the brands' counts come with the facet counts.
  const codings = ref.attributes.get('coding')?.values ?? new Map<string, { label: string; sort: number }>();
  const brands = q.kind === 'brand' ? [...codings.keys()].filter((k) => k !== GENERIC_CODING).sort((a, b) => codings.get(a)!.sort - codings.get(b)!.sort) : [];
  const wanted = q.brand?.trim();
  let brandScope = sql`TRUE`;
  if (q.kind === 'brand' && wanted) filters.coding = [brands.find((b) => b.toLowerCase() === wanted.toLowerCase()) ?? wanted];
  else if (q.kind === 'brand') brandScope = brands.length ? skuMatch({ coding: brands }, 'p') : sql`FALSE`;

  const cats = q.cateId !== undefined ? categoryAndDescendants(ref, q.cateId) : null;
  const base = [
    cats ? sql`p.category_id IN (${sql.join(cats.map((c) => sql`${c}`), sql`, `)})` : sql`TRUE`,
    q.kind === 'featured' ? sql`p.featured` : q.kind === 'new' ? sql`p.is_new` : sql`TRUE`,
    brandScope,
  ];
  const where = sql.join([...base, skuMatch(filters, 'p')], sql` AND `);
  const offset = (q.page - 1) * q.pageSize;

  // Facet counts: for each attribute, over products matching every *other* filter, so a buyer
  // can widen a choice as well as narrow it.
  const facetBlocks = [
    sql`SELECT kv.key AS attr, v.value, count(*)::int AS n
          FROM product p, jsonb_each(p.attrs) kv, jsonb_array_elements_text(kv.value) v
         WHERE ${sql.join([...base, skuMatch(filters, 'p')], sql` AND `)}
           ${Object.keys(filters).length ? sql`AND kv.key NOT IN (${sql.join(Object.keys(filters).map((k) => sql`${k}`), sql`, `)})` : sql``}
         GROUP BY 1, 2`,
    ...Object.keys(filters).map((key) => {
      const others = Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key));
      return sql`SELECT kv.key AS attr, v.value, count(*)::int AS n
          FROM product p, jsonb_each(p.attrs) kv, jsonb_array_elements_text(kv.value) v
         WHERE ${sql.join([...base, skuMatch(others, 'p')], sql` AND `)} AND kv.key = ${key}
         GROUP BY 1, 2`;
    }),
  ];

  // A plain ORDER BY … LIMIT lets PostgreSQL use the sort indexes and compute the card columns
  // (per-product subqueries) for the page's rows only; the total and the facet counts are
  // separate queries, kept for a minute per filter combination since they change only when
  // products do.
  const order = q.kind === 'volume' && q.sort === 'popular'
    ? sql`(p.min_price - coalesce((SELECT min(t.price) FROM sku_tier t JOIN sku s ON s.id = t.sku_id WHERE s.product_id = p.id), p.min_price)) DESC, p.id`
    : ORDER[q.sort];
  const key = `${langId}/${q.cateId ?? ''}/${q.kind}/${q.brand ?? ''}/${JSON.stringify(filters)}`;
  const [items, [count], facetRows] = await Promise.all([
    rows<CardRow>(
      db,
      // The page's ids first (no per-product subqueries for the rows OFFSET skips), then cards.
      sql`SELECT ${cardColumns(langId)}
            FROM (SELECT p.id FROM product p WHERE ${where} ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}) page
            JOIN product p ON p.id = page.id ${cardJoins(langId)}
           ORDER BY ${order}`,
    ),
    counts(`count/${key}`, () => rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM product p WHERE ${where}`)),
    counts(`facets/${key}`, () => rows<{ attr: string; value: string; n: number }>(db, sql.join(facetBlocks, sql` UNION ALL `))),
  ]);
  const total = Number(count.n);

  const facets = [...ref.attributes.entries()]
    .filter(([key, a]) => a.facet && !(key === 'coding' && q.kind === 'brand'))
    .map(([key, a]) => ({
      key,
      name: a.name,
      values: facetRows
        .filter((f) => f.attr === key)
        .map((f) => ({ key: f.value, label: a.values.get(f.value)?.label ?? f.value, count: Number(f.n), sort: a.values.get(f.value)?.sort ?? 999 }))
        .sort((x, y) => x.sort - y.sort)
        .map(({ sort: _s, ...v }) => v),
    }))
    .filter((f) => f.values.length > 1 || (filters[f.key]?.length ?? 0) > 0);
  // Every brand, in the catalogue's order, with its count under the other filters (0 when none).
  const brandCount = new Map(facetRows.filter((f) => f.attr === 'coding').map((f) => [f.value, Number(f.n)]));

  return {
    items: items.map((r) => toCard(r, ref, price)),
    total,
    page: q.page,
    pageSize: q.pageSize,
    facets,
    ...(q.kind === 'brand' ? { brands: brands.map((key) => ({ key, label: codings.get(key)!.label, count: brandCount.get(key) ?? 0 })) } : {}),
    path: q.cateId !== undefined ? categoryPath(ref, q.cateId) : [],
  };
}

/** What the product detail's one query answers. */
interface DetailRow {
  id: number;
  key: string;
  brand: string;
  model: string;
  categoryId: number;
  name: string;
  shortDesc: string;
  longDesc: string | null;
  features: string[];
  specs: { label: string; value: string }[];
  faq: { q: string; a: string }[];
  ratingAvg: string;
  reviewCount: number;
  skus: { id: number; productNo: string; price: number; stock: number; weightG: number; sampleLimit: number; attrs: Record<string, string>; tiers: { minQty: number; price: number }[] }[];
  compat: string[];
  docs: { id: number; type: string; title: string }[];
  reviews: { id: number; rating: number; content: string; author: string; lang: string; helpful: number; createdAt: string }[];
  histogram: number[];
  similar: (CardRow & { attrs: Record<string, string> })[];
}

// The detail query's text is fixed per language (only the product id varies), so it is built once
// per language and runs as a prepared statement (db/client.ts `statement`).
const detailStatements = new Map<number, (db: Db, spuId: number) => Promise<DetailRow[]>>();
function detailStatement(langId: number) {
  let run = detailStatements.get(langId);
  if (!run) {
    const ht = translated('product_i18n', 'product_id', sql`h.id`, langId, 'ht');
    const docText = documentText(langId);
    run = statement<DetailRow>((spuId) =>
      sql`SELECT h.id, h.key, h.brand, h.model, h.category_id AS "categoryId",
               ${ht.pick('name')} AS name, ${ht.pick('short_desc')} AS "shortDesc", ${ht.pick('long_desc')} AS "longDesc",
               ${ht.pick('features')} AS features, ${ht.pick('specs')} AS specs, ${ht.pick('faq')} AS faq,
               h.rating_avg::text AS "ratingAvg", h.review_count AS "reviewCount",
               coalesce((SELECT json_agg(json_build_object('id', s.id, 'productNo', s.product_no, 'price', s.price, 'stock', s.stock, 'weightG', s.weight_g,
                                                           'sampleLimit', s.sample_limit, 'attrs', s.attrs,
                                                           'tiers', coalesce((SELECT json_agg(json_build_object('minQty', t.min_qty, 'price', t.price) ORDER BY t.min_qty)
                                                                                FROM sku_tier t WHERE t.sku_id = s.id), '[]'))
                                         ORDER BY s.sort, s.id)
                           FROM sku s WHERE s.product_id = h.id), '[]') AS skus,
               coalesce((SELECT json_agg(c.name ORDER BY c.sort) FROM product_compat c WHERE c.product_id = h.id), '[]') AS compat,
               coalesce((SELECT json_agg(json_build_object('id', d.id, 'type', d.type, 'title', ${docText.pick('title')}) ORDER BY d.id)
                           FROM document d ${docText.joins}
                          WHERE d.product_id = h.id), '[]') AS docs,
               coalesce((SELECT json_agg(r ORDER BY r."createdAt" DESC) FROM (
                           SELECT rv.id, rv.rating, rv.content, rv.author, l.short_name AS lang, rv.helpful, rv.created_at AS "createdAt"
                             FROM review rv JOIN language l ON l.id = rv.lang_id
                            WHERE rv.product_id = h.id AND rv.status = 'published' ORDER BY rv.created_at DESC LIMIT 10) r), '[]') AS reviews,
               (SELECT json_build_array(
                   count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
                   count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)) FROM review WHERE product_id = h.id AND status = 'published') AS histogram,
               -- The order of product_category_idx (NULLS LAST): the first four rows of the index, not a sort of the category.
               coalesce((SELECT json_agg(x) FROM (
                           SELECT ${cardColumns(langId)} FROM product p ${cardJoins(langId)}
                            WHERE p.category_id = h.category_id AND p.id <> h.id
                            ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT 4) x), '[]') AS similar
          FROM product h ${ht.joins}
         WHERE h.id = ${spuId}`,
    );
    detailStatements.set(langId, run);
  }
  return run;
}

/**
 * Product detail in one round trip: the product with its texts, SKUs with tiers, compatibility,
 * documents, latest reviews, rating histogram and similar products, each a JSON column (the
 * outer product is `h`, as the similar products' card columns use `p`).
 */
export async function productDetail(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, spuId: number): Promise<ProductDetail | null> {
  const { db, langId } = ctx;
  const [head] = await detailStatement(langId)(db, spuId);
  if (!head) return null;
  const { skus } = head;

  // Options: attributes whose value differs between SKUs; facts: attributes all SKUs share.
  const keys = [...new Set(skus.flatMap((s) => Object.keys(s.attrs)))];
  const sortKey = (k: string) => ref.attributes.get(k)?.sort ?? 999;
  keys.sort((a, b) => sortKey(a) - sortKey(b));
  const label = (k: string, v: string) => ref.attributes.get(k)?.values.get(v)?.label ?? v;
  const options = [];
  const facts = [];
  for (const k of keys) {
    const values = [...new Set(skus.map((s) => s.attrs[k]).filter(Boolean))];
    const name = ref.attributes.get(k)?.name ?? k;
    if (values.length > 1 || skus.some((s) => !s.attrs[k])) {
      values.sort((a, b) => (ref.attributes.get(k)?.values.get(a)?.sort ?? 999) - (ref.attributes.get(k)?.values.get(b)?.sort ?? 999));
      options.push({ key: k, name, values: values.map((v) => ({ key: v, label: label(k, v) })) });
    } else {
      facts.push({ name, value: label(k, values[0]) });
    }
  }

  return {
    spuId: Number(head.id),
    key: head.key,
    name: head.name,
    shortDesc: head.shortDesc,
    longHtml: head.longDesc ? renderLightMarkdown(head.longDesc) : '',
    brand: head.brand,
    model: head.model,
    images: [1, 2, 3].map((v) => imageUrl(head.key, v)),
    features: head.features,
    specs: head.specs,
    faq: head.faq,
    path: categoryPath(ref, Number(head.categoryId)),
    options,
    facts,
    skus: skus.map((s) => ({
      skuId: Number(s.id),
      productNo: s.productNo,
      attrs: s.attrs,
      price: price(Number(s.price)),
      tiers: s.tiers.map((t) => ({ minQty: Number(t.minQty), price: price(Number(t.price)) })),
      stock: Number(s.stock),
      weightG: Number(s.weightG),
      sampleLimit: Number(s.sampleLimit),
    })),
    compat: head.compat,
    docs: head.docs.map((d) => ({ ...d, url: API.catalog.documentDownload.href({ docId: d.id }) })),
    rating: { avg: Number(head.ratingAvg), count: Number(head.reviewCount), histogram: head.histogram.map(Number) },
    reviews: head.reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    similar: head.similar.map((r) => toCard(r, ref, price)),
  };
}

/** Records a visit for the visitor and, when logged in, for the buyer too. */
export async function recordView(ctx: RequestContext, visitorId: string, spuId: number, userId: number | null = null): Promise<boolean> {
  const r = await rows<{ ok: number }>(
    ctx.db,
    sql`WITH v AS (
          INSERT INTO recently_viewed (visitor_id, product_id, viewed_at)
          SELECT ${visitorId}::uuid, p.id, now() FROM product p WHERE p.id = ${spuId}
          ON CONFLICT (visitor_id, product_id) DO UPDATE SET viewed_at = now()
          RETURNING product_id)
        ${
          userId
            ? sql`, u AS (INSERT INTO user_recently_viewed (user_id, product_id, viewed_at) SELECT ${userId}, product_id, now() FROM v
                          ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = now())`
            : sql``
        }
        SELECT 1 AS ok FROM v`,
  );
  return r.length > 0;
}

/**
 * At login, the visits this device made as a guest (its visitor id) join the buyer's list: a
 * product in both keeps its later visit, so the list stays newest first with each product once;
 * only the guest's newest `limit` can reach the list, which shows `limit` in all.
 */
export async function mergeRecentlyViewed(ctx: RequestContext, visitorId: string, userId: number, limit = RECENTLY_VIEWED_MAX): Promise<number> {
  const r = await rows<{ productId: number }>(
    ctx.db,
    sql`INSERT INTO user_recently_viewed (user_id, product_id, viewed_at)
          SELECT ${userId}, product_id, viewed_at FROM recently_viewed WHERE visitor_id = ${visitorId}::uuid ORDER BY viewed_at DESC LIMIT ${limit}
        ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = GREATEST(user_recently_viewed.viewed_at, excluded.viewed_at)
        RETURNING product_id AS "productId"`,
  );
  return r.length;
}

/** A logged-in buyer's list follows the account; a guest's the visitor id. */
export async function recentlyViewed(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, visitorId: string, limit = RECENTLY_VIEWED_MAX, userId: number | null = null): Promise<ProductCard[]> {
  const { db, langId } = ctx;
  const source = userId
    ? sql`(SELECT product_id, viewed_at FROM user_recently_viewed WHERE user_id = ${userId} ORDER BY viewed_at DESC LIMIT ${limit})`
    : sql`(SELECT product_id, viewed_at FROM recently_viewed WHERE visitor_id = ${visitorId}::uuid ORDER BY viewed_at DESC LIMIT ${limit})`;
  const r = await rows<CardRow>(
    db,
    sql`SELECT ${cardColumns(langId)} FROM ${source} rv JOIN product p ON p.id = rv.product_id ${cardJoins(langId)}
         ORDER BY rv.viewed_at DESC`,
  );
  return r.map((x) => toCard(x, ref, price));
}

/** A document's product, type and title in the language asked for (the PDF download). */
export async function documentHead(ctx: RequestContext, docId: number) {
  const { db, langId } = ctx;
  const docText = documentText(langId);
  const [d] = await rows<{ productId: number; type: string; title: string }>(
    db,
    sql`SELECT d.product_id AS "productId", d.type, ${docText.pick('title')} AS title
          FROM document d ${docText.joins} WHERE d.id = ${docId}`,
  );
  return d ?? null;
}

/**
 * Technical documents, filtered by type, product, and a prefix of the model or of a SKU's product
 * number (the number on a module's label carries its coding suffix), newest first.
 */
export async function listDocuments(ctx: RequestContext, q: { type?: string; spuId?: number; model?: string; page: number; pageSize: number }) {
  const { db, langId } = ctx;
  const model = q.model?.trim().toUpperCase().replace(/[%_\\]/g, '');
  const pt = productText(langId);
  const docText = documentText(langId);
  const r = await rows<{ id: number; type: string; title: string; spuId: number; productName: string; model: string; updatedAt: string; total: number }>(
    db,
    sql`SELECT d.id, d.type, ${docText.pick('title')} AS title, p.id AS "spuId", ${pt.pick('name')} AS "productName", p.model,
               d.updated_at AS "updatedAt", count(*) OVER() AS total
          FROM document d JOIN product p ON p.id = d.product_id ${docText.joins} ${pt.joins}
         WHERE ${q.type ? sql`d.type = ${q.type}` : sql`TRUE`}
           AND ${q.spuId ? sql`p.id = ${q.spuId}` : sql`TRUE`}
           AND ${model ? sql`(upper(p.model) LIKE ${`${model}%`} OR EXISTS (SELECT 1 FROM sku s WHERE s.product_id = p.id AND s.product_no LIKE ${`${model}%`}))` : sql`TRUE`}
         ORDER BY d.updated_at DESC, d.id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  return {
    items: r.map((d) => ({
      id: Number(d.id),
      type: d.type as 'datasheet',
      title: d.title,
      spuId: Number(d.spuId),
      productName: d.productName,
      model: d.model,
      url: API.catalog.documentDownload.href({ docId: d.id }),
      updatedAt: new Date(d.updatedAt).toISOString(),
    })),
    total: r.length ? Number(r[0].total) : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
