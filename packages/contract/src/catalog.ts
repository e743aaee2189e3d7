import { z } from 'zod';
import { DOC_TYPES } from './constants.js';
import { bodyId, digitId } from './site.js';
import { LIST_KINDS, MAX_PAGE_SIZE, SORTS } from './filters.js';

export * from './filters.js';

/** An amount in minor units of an ISO currency (JPY has none). */
export const money = z.object({ amount: z.number().int(), currency: z.string().length(3), minorUnits: z.number().int() });
export type Money = z.infer<typeof money>;


export const listQuery = z.object({
  cateId: digitId.optional(),
  kind: z.enum(LIST_KINDS).default('all'),
  /** With kind=brand: the `coding` value, e.g. Cisco. */
  brand: z.string().max(40).optional(),
  filters: z.string().max(1000).optional(),
  sort: z.enum(SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Absurd sizes are capped, not refused. */
  pageSize: z.coerce.number().int().min(1).default(24).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  currencyId: digitId.optional(),
});
export type ListQuery = z.input<typeof listQuery>;

export const productCard = z.object({
  spuId: z.number().int(),
  key: z.string(),
  name: z.string(),
  shortDesc: z.string(),
  model: z.string(),
  image: z.string(),
  price: money,
  /** The 50+ unit price, shown on volume listings. */
  volumePrice: money,
  totalStock: z.number().int(),
  ratingAvg: z.number(),
  reviewCount: z.number().int(),
  keyAttrs: z.array(z.object({ name: z.string(), value: z.string() })),
  isNew: z.boolean(),
  featured: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const facet = z.object({
  key: z.string(),
  name: z.string(),
  values: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
});
export type Facet = z.infer<typeof facet>;

export const categoryRef = z.object({ categoryId: z.number().int(), key: z.string(), name: z.string() });

export const productList = z.object({
  items: z.array(productCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.array(facet),
  /**
   * kind=brand only (ADR 0006): every switch brand products are coded for, each with the number of
   * products coded for it under the other filters (the `coding` attribute, not among the facets).
   */
  brands: facet.shape.values.optional(),
  /** The category and its ancestors, root first. */
  path: z.array(categoryRef),
});
export type ProductList = z.infer<typeof productList>;

export type CategoryNode = {
  categoryId: number;
  key: string;
  name: string;
  description: string;
  icon: string;
  productCount: number;
  children: CategoryNode[];
};
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    productCount: z.number().int(),
    children: z.array(categoryNode),
  }),
  // A recursive schema is a component of the OpenAPI document, named by this id (ADR 0036).
).meta({ id: 'CategoryNode' });

export const skuView = z.object({
  skuId: z.number().int(),
  productNo: z.string(),
  attrs: z.record(z.string(), z.string()),
  price: money,
  tiers: z.array(z.object({ minQty: z.number().int(), price: money })),
  stock: z.number().int(),
  weightG: z.number().int(),
  /** Free samples (issue 14): the most units one application may ask for; 0 = not offered as a sample. */
  sampleLimit: z.number().int(),
});
export type SkuView = z.infer<typeof skuView>;

export const reviewView = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  author: z.string(),
  lang: z.string(),
  helpful: z.number().int(),
  createdAt: z.string(),
});

export const productDetail = z.object({
  spuId: z.number().int(),
  key: z.string(),
  name: z.string(),
  shortDesc: z.string(),
  /** Sanitised HTML rendered from the product's light Markdown. */
  longHtml: z.string(),
  brand: z.string(),
  model: z.string(),
  /** The pictures staff uploaded, the first the main one; else the three generated drawings. */
  images: z.array(z.string()),
  /** Each picture's text in the request's language, else the product's name (same order as images). */
  imageAlts: z.array(z.string()),
  features: z.array(z.string()),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  path: z.array(categoryRef),
  /** The sale attributes the SKUs differ in, with their values in display order. */
  options: z.array(z.object({ key: z.string(), name: z.string(), values: z.array(z.object({ key: z.string(), label: z.string() })) })),
  /** Sale attributes all SKUs share (shown as key facts). */
  facts: z.array(z.object({ name: z.string(), value: z.string() })),
  skus: z.array(skuView),
  compat: z.array(z.string()),
  docs: z.array(z.object({ id: z.number().int(), type: z.string(), title: z.string(), url: z.string() })),
  rating: z.object({ avg: z.number(), count: z.number().int(), histogram: z.array(z.number().int()).length(5) }),
  reviews: z.array(reviewView),
  similar: z.array(productCard),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const spuParams = z.object({ spuId: digitId });
export const currencyQuery = z.object({ currencyId: digitId.optional() });
export const recentlyViewedBody = z.object({ visitorId: z.string().uuid(), spuId: bodyId() });
export const recentlyViewedQuery = z.object({ visitorId: z.string().uuid(), currencyId: digitId.optional() });
/** At login: the visitor id whose (guest) visits join the buyer's list, as the guest cart joins the cart. */
export const recentlyViewedMergeBody = z.object({ visitorId: z.string().uuid() });
export const recentlyViewedMergeResult = z.object({ merged: z.number().int() });

export const documentsQuery = z.object({
  type: z.enum(DOC_TYPES).optional(),
  spuId: digitId.optional(),
  /** Prefix of a model or of a SKU's product number, e.g. "SFP-10G" or "SFP-10G-ZR-CI". */
  model: z.string().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 50)),
});
export const documentItem = z.object({
  id: z.number().int(),
  type: z.enum(DOC_TYPES),
  title: z.string(),
  spuId: z.number().int(),
  productName: z.string(),
  model: z.string(),
  url: z.string(),
  updatedAt: z.string(),
});
export const documentList = z.object({ items: z.array(documentItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type DocumentItem = z.infer<typeof documentItem>;
export type DocumentList = z.infer<typeof documentList>;
