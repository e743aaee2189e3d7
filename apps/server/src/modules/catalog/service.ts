import type { Money, ProductCard, ProductDetail, ProductList } from '@netshop/contract';
import { API, parseFilters, RECENTLY_VIEWED_MAX, type Sort } from '@netshop/contract';
import { renderLightMarkdown } from '../../lib/markdown.js';
import type { Memo } from '../../lib/memo.js';
import type { RequestContext } from '../../lib/request-context.js';
import { drawingUrl, toCard } from './cards.js';
import { detailRowById } from './detail-queries.js';
import { documentHeadRow, documentPage } from './document-queries.js';
import { pictureUrl } from './image-service.js';
import { listingFacets, listingPage, listingTotal, type ListingFilter } from './listing-queries.js';
import { copyGuestViews, insertView, productImageRow, recentlyViewedCards } from './queries.js';
import { categoryAndDescendants, categoryPath, type CatalogReference } from './reference.js';

/** What a product's generated picture is drawn from. */
export async function productImage(ctx: RequestContext, key: string) {
  return (await productImageRow(ctx.db, key)) ?? null;
}

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
 * A listing page: items (one round trip), their total and facet counts (one each); labels and
 * the category path come from the memoised reference data. `counts` keeps each filter
 * combination's total and facet counts: they change only when products do and are the costly
 * part of a listing on a large catalogue.
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
  let anyBrand: string[] | null = null;
  if (q.kind === 'brand' && wanted) filters.coding = [brands.find((b) => b.toLowerCase() === wanted.toLowerCase()) ?? wanted];
  else if (q.kind === 'brand') anyBrand = brands;

  const filter: ListingFilter = { categoryIds: q.cateId !== undefined ? categoryAndDescendants(ref, q.cateId) : null, kind: q.kind, anyBrand, filters };
  const key = `${langId}/${q.cateId ?? ''}/${q.kind}/${q.brand ?? ''}/${JSON.stringify(filters)}`;
  const [items, [count], facetRows] = await Promise.all([
    listingPage(db, langId, filter, q.sort, q.pageSize, (q.page - 1) * q.pageSize),
    counts(`count/${key}`, () => listingTotal(db, filter)),
    counts(`facets/${key}`, () => listingFacets(db, filter)),
  ]);
  const total = count.n;

  const facets = [...ref.attributes.entries()]
    .filter(([key, a]) => a.facet && !(key === 'coding' && q.kind === 'brand'))
    .map(([key, a]) => ({
      key,
      name: a.name,
      values: facetRows
        .filter((f) => f.attr === key)
        .map((f) => ({ key: f.value, label: a.values.get(f.value)?.label ?? f.value, count: f.n, sort: a.values.get(f.value)?.sort ?? 999 }))
        .sort((x, y) => x.sort - y.sort)
        .map(({ sort: _s, ...v }) => v),
    }))
    .filter((f) => f.values.length > 1 || (filters[f.key]?.length ?? 0) > 0);
  // Every brand, in the catalogue's order, with its count under the other filters (0 when none).
  const brandCount = new Map(facetRows.filter((f) => f.attr === 'coding').map((f) => [f.value, f.n]));

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

/**
 * Product detail in one round trip (detail-queries.ts), shaped for the buyer: options and facts
 * from the SKUs' attributes, prices in the request's currency.
 */
export async function productDetail(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, spuId: number): Promise<ProductDetail | null> {
  const head = await detailRowById(ctx.db, ctx.langId, spuId);
  if (!head) return null;
  const { skus, pictures: gallery } = head;

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
    spuId: head.id,
    key: head.key,
    name: head.name,
    shortDesc: head.shortDesc,
    longHtml: head.longDesc ? renderLightMarkdown(head.longDesc) : '',
    brand: head.brand,
    model: head.model,
    // The pictures staff uploaded, or the generated drawings of a product without any.
    images: gallery.length ? gallery.map((g) => pictureUrl(head.key, g.name)) : [1, 2, 3].map((v) => drawingUrl(head.key, v)),
    imageAlts: gallery.length ? gallery.map((g) => g.alt || head.name) : [head.name, head.name, head.name],
    features: head.features,
    specs: head.specs,
    faq: head.faq,
    path: categoryPath(ref, head.categoryId),
    options,
    facts,
    skus: skus.map((s) => ({
      skuId: s.id,
      productNo: s.productNo,
      attrs: s.attrs,
      price: price(s.price),
      tiers: s.tiers.map((t) => ({ minQty: t.minQty, price: price(t.price) })),
      stock: s.stock,
      weightG: s.weightG,
      sampleLimit: s.sampleLimit,
    })),
    compat: head.compat,
    docs: head.docs.map((d) => ({ ...d, url: API.catalog.documentDownload.href({ docId: d.id }) })),
    rating: { avg: Number(head.ratingAvg), count: head.reviewCount, histogram: head.histogram },
    reviews: head.reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    similar: head.similar.map((r) => toCard(r, ref, price)),
  };
}

/** Records a visit for the visitor and, when logged in, for the buyer too. */
export async function recordView(ctx: RequestContext, visitorId: string, spuId: number, userId: number | null = null): Promise<boolean> {
  return insertView(ctx.db, visitorId, spuId, userId);
}

/**
 * At login, the visits this device made as a guest (its visitor id) join the buyer's list: a
 * product in both keeps its later visit, so the list stays newest first with each product once;
 * only the guest's newest `limit` can reach the list, which shows `limit` in all.
 */
export async function mergeRecentlyViewed(ctx: RequestContext, visitorId: string, userId: number, limit = RECENTLY_VIEWED_MAX): Promise<number> {
  return copyGuestViews(ctx.db, visitorId, userId, limit);
}

/** A logged-in buyer's list follows the account; a guest's the visitor id. */
export async function recentlyViewed(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, visitorId: string, limit = RECENTLY_VIEWED_MAX, userId: number | null = null): Promise<ProductCard[]> {
  const r = await recentlyViewedCards(ctx.db, ctx.langId, visitorId, userId, limit);
  return r.map((x) => toCard(x, ref, price));
}

/** A document's product, type and title in the language asked for (the PDF download). */
export async function documentHead(ctx: RequestContext, docId: number) {
  return (await documentHeadRow(ctx.db, ctx.langId, docId)) ?? null;
}

/**
 * Technical documents, filtered by type, product, and a prefix of the model or of a SKU's product
 * number (the number on a module's label carries its coding suffix), newest first.
 */
export async function listDocuments(ctx: RequestContext, q: { type?: string; spuId?: number; model?: string; page: number; pageSize: number }) {
  const modelPrefix = q.model?.trim().toUpperCase().replace(/[%_\\]/g, '');
  const r = await documentPage(ctx.db, ctx.langId, { type: q.type, spuId: q.spuId, modelPrefix, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return {
    items: r.map((d) => ({
      id: d.id,
      type: d.type as 'datasheet',
      title: d.title,
      spuId: d.spuId,
      productName: d.productName,
      model: d.model,
      url: API.catalog.documentDownload.href({ docId: d.id }),
      updatedAt: d.updatedAt.toISOString(),
    })),
    total: r.length ? r[0].total : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
