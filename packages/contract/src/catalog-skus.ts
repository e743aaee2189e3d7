import { z } from 'zod';
import { IMPORT_PRICE_MAX, IMPORT_STOCK_MAX, IMPORT_TIERS_MAX, IMPORT_WEIGHT_MAX } from './catalog-import.js';
import { productVersion } from './catalog-console.js';
import { SAMPLE_QUANTITY_MAX } from './samples.js';
import { bodyId } from './site.js';

// A product's SKUs edited in the console (issue 27): the whole list is saved at once over the
// product's version (PUT …/products/:productId/skus), existing SKUs by id, new ones without, the
// ones left out removed; one transaction with its audit entry, the product's listing totals and
// its search row. The limits are the import's (catalog-import.ts), so a SKU the file wrote can
// always be saved again here and the other way round.

/** More would not fit an editor (nor a product page's variant picker). */
export const SKUS_PER_PRODUCT_MAX = 100;
export const SKU_PRICE_MAX = IMPORT_PRICE_MAX;
export const SKU_STOCK_MAX = IMPORT_STOCK_MAX;
export const SKU_WEIGHT_MAX = IMPORT_WEIGHT_MAX;
export const SKU_TIERS_MAX = IMPORT_TIERS_MAX;
export const SKU_TIER_QTY_MAX = 1_000_000;
export const SKU_PRODUCT_NO_MAX = 80;

const noNul = (s: string) => !s.includes('\u0000');
/** What a spreadsheet would run as a formula when the catalogue is exported and opened (the import refuses it too). */
const notFormula = (s: string) => !/^[=+\-@]/.test(s);
/** No control characters (tabs, line breaks) inside a product number printed on labels and invoices. */
const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);

/** A product number as the import takes it: trimmed, at most 80 characters, no formula, unique shop-wide (case-insensitively). */
export const skuProductNo = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(SKU_PRODUCT_NO_MAX, 'productNoTooLong')
  .refine(noNul, 'invalid')
  .refine(noControl, 'invalid')
  .refine(notFormula, 'invalid');

const attrKey = z.string().regex(/^[a-z0-9_-]{1,40}$/i, 'invalid');
const int = (min: number, max: number, tooBig: 'amountTooLarge' | 'tooMany' | 'invalid') => z.number('required').int('invalid').min(min, 'invalid').max(max, tooBig);

export const skuTierInput = z.object({
  /** Buying this many or more costs `price` a unit; 2 at least (see restatesPrice for a 1). */
  minQty: int(1, SKU_TIER_QTY_MAX, 'tooMany'),
  price: int(1, SKU_PRICE_MAX, 'amountTooLarge'),
});

export const staffSkuInput = z.object({
  /** An existing SKU of this product; absent for a new one. */
  id: bodyId().optional(),
  productNo: skuProductNo,
  /** Sale attribute key → value key (attribute / attribute_value); every SKU of a product has the same keys. */
  attrs: z.record(attrKey, z.string().min(1, 'required').regex(/^[^;=\u0000-\u001f]{1,40}$/, 'invalid')).default({}),
  /** US cents, the shop's base currency. */
  price: int(1, SKU_PRICE_MAX, 'amountTooLarge'),
  weightG: int(0, SKU_WEIGHT_MAX, 'tooMany'),
  /**
   * Units in stock, set to this. Left out for an existing SKU, its stock stays as orders have left
   * it: the editor sends it only when staff changed it, so a save never puts back units sold since
   * the page was loaded. A new SKU needs it.
   */
  stock: int(0, SKU_STOCK_MAX, 'tooMany').optional(),
  /** The most units of it one sample application may ask for; 0 = not offered as a sample. */
  sampleLimit: int(0, SAMPLE_QUANTITY_MAX, 'tooMany').default(0),
  /** Quantity prices: quantities ascending, each price below the one before (and below `price`). */
  tiers: z.array(skuTierInput).max(SKU_TIERS_MAX, 'tooMany').default([]),
});
export type StaffSkuInput = z.input<typeof staffSkuInput>;

type Tier = { minQty: number; price: number };
/**
 * A first tier "from 1 unit" at the SKU's own price only restates it: seeded SKUs carry one so the
 * buyer's volume table starts at one unit. The editor shows the tiers after it, and the server
 * writes it back in front of them (catalog/staff-sku-service.ts).
 */
export const restatesPrice = (tiers: readonly Tier[], price: number) => tiers[0]?.minQty === 1 && tiers[0].price === price;
/** The volume prices staff edit: those from 2 units up. */
export const editableTiers = <T extends Tier>(tiers: readonly T[], price: number): T[] => (restatesPrice(tiers, price) ? tiers.slice(1) : [...tiers]);

/** What the rules across a list read of each SKU. */
export interface SkuRuleInput {
  id?: number;
  productNo: string;
  attrs: Record<string, string>;
  price: number;
  stock?: number;
  tiers: readonly Tier[];
}
export interface SkuRuleIssue {
  path: (string | number)[];
  message: 'skuDuplicate' | 'skuAttrsDiffer' | 'skuTierOrder' | 'invalid' | 'required';
}

/**
 * The rules across the list, with the path of the field to fix: the same attribute keys on every
 * SKU, no two SKUs with the same values or product number, tiers in order. The server checks them
 * through the body's schema; the editor also on its own, so they show beside a field still missing.
 * What needs the database (ids of this product, attribute values that exist, numbers of other
 * products) is the server's.
 */
export function skuListIssues(skus: readonly SkuRuleInput[]): SkuRuleIssue[] {
  const out: SkuRuleIssue[] = [];
  const ctx = { addIssue: (i: { code: 'custom'; path: (string | number)[]; message: SkuRuleIssue['message'] }) => out.push({ path: i.path, message: i.message }) };
  const b = { skus };
  const keysOf = (a: Record<string, string>) => Object.keys(a).sort().join(',');
  const firstKeys = b.skus[0] ? keysOf(b.skus[0].attrs) : '';
  const nos = new Map<string, number>();
  const combos = new Map<string, number>();
  const ids = new Set<number>();
  b.skus.forEach((s, i) => {
    const no = s.productNo.toLowerCase();
    if (nos.has(no)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'productNo'], message: 'skuDuplicate' });
    else nos.set(no, i);
    if (s.id !== undefined) {
      if (ids.has(s.id)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'id'], message: 'invalid' });
      ids.add(s.id);
    }
    if (s.id === undefined && s.stock === undefined) ctx.addIssue({ code: 'custom', path: ['skus', i, 'stock'], message: 'required' });
    if (keysOf(s.attrs) !== firstKeys) ctx.addIssue({ code: 'custom', path: ['skus', i, 'attrs'], message: 'skuAttrsDiffer' });
    else {
      const combo = JSON.stringify(Object.keys(s.attrs).sort().map((k) => [k, s.attrs[k]]));
      if (combos.has(combo)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'attrs'], message: 'skuDuplicate' });
      else combos.set(combo, i);
    }
    let prev = { minQty: 1, price: s.price };
    const skip = restatesPrice(s.tiers, s.price) ? 1 : 0;
    s.tiers.forEach((t, j) => {
      if (j < skip) return;
      if (t.minQty <= prev.minQty) ctx.addIssue({ code: 'custom', path: ['skus', i, 'tiers', j, 'minQty'], message: 'skuTierOrder' });
      if (t.price >= prev.price) ctx.addIssue({ code: 'custom', path: ['skus', i, 'tiers', j, 'price'], message: 'skuTierOrder' });
      prev = t;
    });
  });
  return out;
}

function acrossSkus(b: { skus: z.output<typeof staffSkuInput>[] }, ctx: z.RefinementCtx) {
  for (const i of skuListIssues(b.skus)) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
}

export const staffSkusBody = z
  .object({
    /** The product's version the editor loaded: a save over a newer one is refused (409). */
    version: productVersion,
    skus: z.array(staffSkuInput).max(SKUS_PER_PRODUCT_MAX, 'tooMany'),
  })
  .superRefine(acrossSkus);
export type StaffSkusBody = z.input<typeof staffSkusBody>;

/** The sale attributes staff may give SKUs, labelled in the staff member's language, in their order. */
export const skuAttributeOption = z.object({
  key: z.string(),
  name: z.string(),
  values: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type SkuAttributeOption = z.infer<typeof skuAttributeOption>;

/** What the SKU editor chooses from: the attributes, and the currencies a base price is shown in as a hint. */
export const staffSkuOptions = z.object({
  attributes: z.array(skuAttributeOption),
  currencies: z.array(z.object({ code: z.string(), minorUnits: z.number().int(), rate: z.string(), isBase: z.boolean() })),
});
export type StaffSkuOptions = z.infer<typeof staffSkuOptions>;
