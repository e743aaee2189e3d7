import { z } from 'zod';
import { LANG_CODES } from './languages.js';
import { digitId } from './site.js';

// Bulk import and export of the catalogue, and price changes for a whole category (issue 27).
// One row per SKU; the product's columns repeat on each of its SKUs' rows. Import is a dry run
// first: it answers every line's errors and what would change, and keeps that plan under an id;
// applying by the id writes exactly the plan, all or nothing, once, while nothing it read changed.

/** The file's columns, in the template's order. `name.<lang>` and `short_desc.<lang>` for each language. */
export const IMPORT_COLUMNS = [
  'product_no',
  'model',
  'brand',
  'category',
  'price',
  'tiers',
  'stock',
  'weight_g',
  'attributes',
  'image',
  ...LANG_CODES.map((l) => `name.${l}` as const),
  ...LANG_CODES.map((l) => `short_desc.${l}` as const),
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns every file must have; the others may be left out (a missing column changes nothing). */
export const IMPORT_REQUIRED_COLUMNS = ['product_no', 'model'] as const satisfies readonly ImportColumn[];

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_LINES = 20_000;
/** A preview may be applied within this time; after it the file must be run again. */
export const IMPORT_PREVIEW_TTL_MS = 30 * 60_000;
/** The dearest price a line may set, in base-currency minor units (USD 10,000,000.00). */
export const IMPORT_PRICE_MAX = 1_000_000_000;
export const IMPORT_STOCK_MAX = 1_000_000_000;
export const IMPORT_WEIGHT_MAX = 10_000_000;
export const IMPORT_TIERS_MAX = 10;
/** How many changes and errors the dry run's answer lists; the counts cover them all. */
export const IMPORT_REPORT_MAX = 500;

/** Why a line cannot be imported; the console words each in its language. */
export const IMPORT_LINE_ERRORS = [
  'missingColumn',
  'unknownColumn',
  'required',
  'tooLong',
  'nul',
  'formula',
  'badPrice',
  'priceTooHigh',
  'badInteger',
  'negative',
  'tooHigh',
  'badTiers',
  'unknownCategory',
  'badAttributes',
  'unknownAttribute',
  'badImage',
  'duplicateProductNo',
  'otherProduct',
  'conflictsWithLine',
  'newProductNeedsName',
  'newSkuNeedsPrice',
] as const;
export type ImportLineErrorCode = (typeof IMPORT_LINE_ERRORS)[number];

export const importLineError = z.object({
  /** The line in the file, 1 being the header. */
  line: z.number().int(),
  column: z.string(),
  code: z.enum(IMPORT_LINE_ERRORS),
  /** Placeholders of the message: the other line, the limit, the value refused (cut short). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportLineError = z.output<typeof importLineError>;

export const IMPORT_CHANGE_KINDS = ['createProduct', 'createSku', 'update'] as const;
export const importChange = z.object({
  line: z.number().int(),
  productNo: z.string(),
  model: z.string(),
  kind: z.enum(IMPORT_CHANGE_KINDS),
  /** The column changed (update), or '' for a creation. */
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ImportChange = z.output<typeof importChange>;

export const importSummary = z.object({
  lines: z.number().int(),
  productsCreated: z.number().int(),
  productsUpdated: z.number().int(),
  skusCreated: z.number().int(),
  skusUpdated: z.number().int(),
  unchanged: z.number().int(),
  errorLines: z.number().int(),
  /** Errors over all lines (a line may have several); the answer lists the first IMPORT_REPORT_MAX. */
  errorCount: z.number().int(),
  changes: z.number().int(),
});
export type ImportSummary = z.output<typeof importSummary>;

/** The dry run's answer. `id` is what apply takes; there is none when a line has an error or nothing changes. */
export const importPreview = z.object({
  id: z.string().nullable(),
  fileName: z.string(),
  summary: importSummary,
  changes: z.array(importChange),
  errors: z.array(importLineError),
  expiresAt: z.string().nullable(),
});
export type ImportPreview = z.output<typeof importPreview>;

export const importApplyParams = z.object({ importId: z.uuid('invalid') });
export const importApplied = z.object({ id: z.string(), summary: importSummary, appliedAt: z.string() });
export type ImportApplied = z.output<typeof importApplied>;

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const importTemplateQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('csv') });
export const catalogExportQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('csv'), categoryId: digitId.optional() });

// ─── Category price change ─────────────────────────────────────────────────────────────────

/** Bounds of one change, in percent: at most a tenfold rise, never down to nothing. */
export const PRICE_CHANGE_MIN_PERCENT = -90;
export const PRICE_CHANGE_MAX_PERCENT = 900;

export const priceChangeBody = z.object({
  categoryId: z.number('required').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'),
  /** Up to two decimals: +5, −12.5. */
  percent: z
    .number('required')
    .min(PRICE_CHANGE_MIN_PERCENT, 'tooSmall')
    .max(PRICE_CHANGE_MAX_PERCENT, 'tooBig')
    .refine((p) => p !== 0, 'invalid')
    .refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'invalid'),
});
export type PriceChangeBody = z.output<typeof priceChangeBody>;

export const priceChangeLine = z.object({
  skuId: z.number().int(),
  productNo: z.string(),
  model: z.string(),
  name: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  tiers: z.array(z.object({ minQty: z.number().int(), before: z.number().int(), after: z.number().int() })),
});
export type PriceChangeLine = z.output<typeof priceChangeLine>;

export const priceChangePreview = z.object({
  id: z.string().nullable(),
  categoryId: z.number().int(),
  percent: z.number(),
  skus: z.number().int(),
  products: z.number().int(),
  lines: z.array(priceChangeLine),
  expiresAt: z.string().nullable(),
});
export type PriceChangePreview = z.output<typeof priceChangePreview>;
export const priceChangeApplied = z.object({ id: z.string(), skus: z.number().int(), products: z.number().int(), appliedAt: z.string() });
export type PriceChangeApplied = z.output<typeof priceChangeApplied>;

/** A price in base-currency minor units as the file writes it: "41.00". */
export function formatImportPrice(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const a = Math.abs(minor);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * A price as the file writes it (dot decimal, at most two decimals, no thousands separators)
 * in minor units, exactly (no float arithmetic); null when it is not one.
 */
export function parseImportPrice(s: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A price changed by a percentage, rounded half away from zero to minor units, never below one. */
export function applyPercent(minor: number, percent: number): number {
  const bp = BigInt(Math.round(percent * 100));
  const num = BigInt(minor) * (10_000n + bp);
  const q = num / 10_000n;
  const r = num % 10_000n;
  const rounded = r * 2n >= 10_000n ? q + 1n : q;
  return Math.max(1, Number(rounded));
}
