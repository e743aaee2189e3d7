import { z } from 'zod';
import { LANG_CODES, type LangCode } from './languages.js';
import { bodyId, digitId } from './site.js';

// The catalogue in the console (issue 27, ADR 0042): staff with catalog.edit list, create, edit,
// publish, unpublish and duplicate products, every text in the six languages side by side. Only
// published products reach buyers (listings, detail, search, sitemaps, cart, checkout).
// Saving sends the version edited: a save over a newer version is refused (409), never merged.

export const PRODUCT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The generated pictures the shop draws (catalog/images.ts), one per kind of product. */
export const PRODUCT_IMAGE_KINDS = ['switch', 'router', 'sfp', 'qsfp', 'dac', 'aoc', 'patch', 'ap', 'nic', 'injector', 'rack'] as const;

/** The texts of a product per language, in the order the editor shows them. */
export const PRODUCT_TEXT_FIELDS = ['name', 'shortDesc', 'longDesc', 'features', 'specs', 'faq'] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_SHORT_DESC_MAX = 1000;
export const PRODUCT_LONG_DESC_MAX = 20_000;
export const PRODUCT_LIST_ITEMS_MAX = 40;

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid');
const item = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong').refine(noNul, 'invalid');

/** One language's texts; an empty string or list is a text the language does not have. */
export const productTexts = z.object({
  name: text(PRODUCT_NAME_MAX).default(''),
  shortDesc: text(PRODUCT_SHORT_DESC_MAX).default(''),
  /** Light Markdown (## headings, - lists, blank-line paragraphs); HTML is sanitised by the server. */
  longDesc: text(PRODUCT_LONG_DESC_MAX).default(''),
  features: z.array(item(300)).max(PRODUCT_LIST_ITEMS_MAX, 'tooLong').default([]),
  specs: z.array(z.object({ label: item(120), value: item(300) })).max(PRODUCT_LIST_ITEMS_MAX, 'tooLong').default([]),
  faq: z.array(z.object({ q: item(500), a: item(3000) })).max(PRODUCT_LIST_ITEMS_MAX, 'tooLong').default([]),
});
export type ProductTexts = z.output<typeof productTexts>;

/** Every language's texts: a missing language is one without texts. */
export const productTextsByLang = z.object(Object.fromEntries(LANG_CODES.map((l) => [l, productTexts.default(productTexts.parse({}))])) as Record<LangCode, z.ZodDefault<typeof productTexts>>);
export type ProductTextsByLang = Record<LangCode, ProductTexts>;

export const emptyProductTexts = (): ProductTexts => ({ name: '', shortDesc: '', longDesc: '', features: [], specs: [], faq: [] });

/** How many texts of a field a language has: 0 or 1 for a single text, the items of a list. */
export function textCount(t: ProductTexts, field: ProductTextField): number {
  const v = t[field];
  return Array.isArray(v) ? v.length : v.trim() ? 1 : 0;
}

export interface LanguageCompleteness {
  complete: boolean;
  /** The fields where this language has fewer texts than another language (or no name). */
  missing: ProductTextField[];
}

/**
 * The completeness rule (ADR 0042): a language is complete when it has every text another
 * language has, field by field (as many features, specs and questions as the language with the
 * most), and a name. The server's list filter computes the same in SQL (staff-queries.ts).
 */
export function completeness(texts: Partial<Record<LangCode, ProductTexts>>): Record<LangCode, LanguageCompleteness> {
  const of = (l: LangCode) => texts[l] ?? emptyProductTexts();
  const wanted = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((f) => [f, Math.max(f === 'name' ? 1 : 0, ...LANG_CODES.map((l) => textCount(of(l), f)))])) as Record<ProductTextField, number>;
  return Object.fromEntries(
    LANG_CODES.map((l) => {
      const missing = PRODUCT_TEXT_FIELDS.filter((f) => textCount(of(l), f) < wanted[f]);
      return [l, { complete: missing.length === 0, missing }];
    }),
  ) as Record<LangCode, LanguageCompleteness>;
}

const keyText = z.string('required').trim().min(1, 'required').max(80, 'tooLong').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid');
const modelText = z.string('required').trim().min(1, 'required').max(60, 'tooLong').regex(/^[A-Za-z0-9][A-Za-z0-9._/+-]*$/, 'invalid');

const productFields = z.object({
  key: keyText,
  brand: z.string('required').trim().min(1, 'required').max(40, 'tooLong').refine(noNul, 'invalid'),
  model: modelText,
  categoryId: bodyId('required'),
  image: z.enum(PRODUCT_IMAGE_KINDS, 'invalid'),
  featured: z.boolean().default(false),
  isNew: z.boolean().default(false),
  texts: productTextsByLang,
});

/** A language's texts hang on its name: without one a buyer would see them under no title. */
function namedLanguages(b: { texts: ProductTextsByLang }, ctx: z.RefinementCtx) {
  for (const l of LANG_CODES) {
    const t = b.texts[l];
    if (!t.name && PRODUCT_TEXT_FIELDS.some((f) => f !== 'name' && textCount(t, f) > 0)) ctx.addIssue({ code: 'custom', path: ['texts', l, 'name'], message: 'required' });
  }
}

export const productVersion = z.number('required').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');

/** A new product's identity and texts (it starts as a draft). */
export const staffProductBody = productFields.superRefine(namedLanguages);
export type StaffProductBody = z.input<typeof staffProductBody>;
/** A product saved by the editor, with the version it was loaded at. */
export const staffProductUpdateBody = productFields.extend({ version: productVersion }).superRefine(namedLanguages);
export type StaffProductUpdateBody = z.input<typeof staffProductUpdateBody>;

export const staffPublishBody = z.object({
  version: productVersion,
  /** Publishing with a language incomplete needs a reason, recorded on the product and in the audit log. */
  overrideReason: z.string('invalid').trim().min(1, 'required').max(500, 'tooLong').refine(noNul, 'invalid').optional(),
});
export type StaffPublishBody = z.input<typeof staffPublishBody>;
export const staffVersionBody = z.object({ version: productVersion });

export const staffProductParams = z.object({ productId: digitId });

export const staffProductQuery = z.object({
  /** A product's name in any language, its model, or a SKU's product number (contains). */
  q: z.string().trim().max(100, 'tooLong').refine(noNul, 'invalid').optional(),
  categoryId: digitId.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** Products with a language incomplete: that language, or `any`. */
  missing: z.enum(['zh-CN', 'en', 'es', 'fi', 'fr', 'ja', 'any']).optional(),
  outOfStock: z.enum(['1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffProductQuery = z.input<typeof staffProductQuery>;

const langFlags = z.object(Object.fromEntries(LANG_CODES.map((l) => [l, z.boolean()])) as Record<LangCode, z.ZodBoolean>);

export const staffProductRow = z.object({
  id: z.number().int(),
  key: z.string(),
  model: z.string(),
  brand: z.string(),
  /** In the request's language, falling back to English, Chinese, then the model. */
  name: z.string(),
  categoryId: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  totalStock: z.number().int(),
  skuCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Per language: complete (true) or missing a text another language has. */
  complete: langFlags,
});
export type StaffProductRow = z.infer<typeof staffProductRow>;
export const staffProductList = z.object({ items: z.array(staffProductRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type StaffProductList = z.infer<typeof staffProductList>;

export const staffSku = z.object({
  id: z.number().int(),
  productNo: z.string(),
  attrs: z.record(z.string(), z.string()),
  price: z.number().int(),
  stock: z.number().int(),
  weightG: z.number().int(),
  /** The most units one sample application may ask for; 0 = not offered as a sample. */
  sampleLimit: z.number().int(),
  tiers: z.array(z.object({ minQty: z.number().int(), price: z.number().int() })),
});
export type StaffSku = z.infer<typeof staffSku>;

export const staffProduct = z.object({
  id: z.number().int(),
  key: z.string(),
  brand: z.string(),
  model: z.string(),
  categoryId: z.number().int(),
  image: z.enum(PRODUCT_IMAGE_KINDS),
  featured: z.boolean(),
  isNew: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  version: z.number().int(),
  /** Why it was published with a language incomplete; null when it was complete. */
  publishOverrideReason: z.string().nullable(),
  updatedAt: z.string(),
  texts: z.object(Object.fromEntries(LANG_CODES.map((l) => [l, productTexts])) as Record<LangCode, typeof productTexts>),
  skus: z.array(staffSku),
});
export type StaffProduct = z.infer<typeof staffProduct>;

export const staffProductSaved = z.object({ id: z.number().int(), version: z.number().int(), status: z.enum(PRODUCT_STATUSES) });
export type StaffProductSaved = z.infer<typeof staffProductSaved>;
