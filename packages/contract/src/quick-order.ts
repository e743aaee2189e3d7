import { z } from 'zod';
import { money } from './catalog.js';
import { bodyId, digitId } from './site.js';

// Quick order by part number (issue 29): lines of a part number and a quantity, typed, pasted or
// read from a CSV/XLSX file, each checked before anything goes to the cart. Problem texts come
// from the server in the request's language (`message`); `problem` and its numbers let a page
// offer the fix in place.

/** Lines checked (and added to the cart) in one request; a longer list is refused with a message naming this. */
export const QUICK_ORDER_MAX_LINES = 500;
/** An uploaded file's size: 500 lines of part numbers are a few kilobytes, an XLSX of them some tens. */
export const QUICK_ORDER_MAX_BYTES = 2 * 1024 * 1024;
/** Suggestions while typing a part number. */
export const QUICK_ORDER_SUGGEST_MAX = 8;
export const QUICK_ORDER_PART_NO_MAX = 120;
export const QUICK_ORDER_FORMATS = ['csv', 'xlsx'] as const;
export type QuickOrderFormat = (typeof QUICK_ORDER_FORMATS)[number];
/**
 * A body may carry more lines than QUICK_ORDER_MAX_LINES only so the refusal can say the limit in
 * words (a 5,000-line paste); the HTTP body limit bounds it anyway.
 */
const BODY_LINES_HARD_MAX = 20_000;

/**
 * Why a line cannot go to the cart as it is:
 * - unknown: no SKU, product or compatible part number of ours (suggestions given);
 * - ambiguous: it names SKUs of several products (candidates given);
 * - optionsMissing: it names a product (or a brand coding of one) with several SKUs: choose one (candidates);
 * - quantityInvalid: not a whole number from 1 to the cart's line maximum;
 * - belowMinimum: fewer units than the SKU's smallest tier (`minimum`);
 * - outOfStock / short: none or fewer units available than asked, the cart's units of it counted (`available`);
 * - overLimit: over a reservation limit of online orders (ADR 0014, `limit`): a quotation instead;
 * - cartFull: the cart cannot hold another product.
 */
export const QUICK_ORDER_PROBLEMS = ['unknown', 'ambiguous', 'optionsMissing', 'quantityInvalid', 'belowMinimum', 'outOfStock', 'short', 'overLimit', 'cartFull'] as const;
export type QuickOrderProblem = (typeof QUICK_ORDER_PROBLEMS)[number];

const noNul = (s: string) => !s.includes('\u0000');

/**
 * A line as the buyer gave it: the quantity is a number or the text typed or read from a file, so
 * a bad one is reported on its line instead of refusing the request. `skuId` is the buyer's choice
 * among a line's candidates (ambiguous, options missing).
 */
export const quickOrderLineInput = z.object({
  partNo: z.string().max(QUICK_ORDER_PART_NO_MAX, 'tooLong').refine(noNul, 'invalid'),
  quantity: z.union([z.number(), z.string().max(32, 'tooLong')]),
  skuId: bodyId().optional(),
});
export type QuickOrderLineInput = z.input<typeof quickOrderLineInput>;

/** POST /quick-order/check and /quick-order/add. */
export const quickOrderBody = z.object({ lines: z.array(quickOrderLineInput).min(1, 'required').max(BODY_LINES_HARD_MAX, 'tooLong') });
export type QuickOrderBody = z.input<typeof quickOrderBody>;

export const quickOrderQuery = z.object({ currencyId: digitId.optional() });
export const quickOrderSuggestQuery = z.object({ q: z.string().trim().min(1, 'required').max(QUICK_ORDER_PART_NO_MAX, 'tooLong'), currencyId: digitId.optional() });
export const quickOrderTemplateQuery = z.object({ format: z.enum(QUICK_ORDER_FORMATS).default('csv') });

/** One of our SKUs as a line shows it. */
export const quickOrderSku = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  productNo: z.string(),
  name: z.string(),
  /** Sale attributes in words ("Compatible brand: Cisco · Length: 1 m"). */
  saleAttr: z.string(),
  image: z.string(),
  stock: z.number().int(),
  listPrice: money,
});
export type QuickOrderSku = z.infer<typeof quickOrderSku>;

/** How a brand-coded part number led to our SKU: the other brand's number, and the brand it is coded for. */
export const quickOrderCoding = z.object({ brand: z.string(), partNo: z.string() });

export const quickOrderLineResult = z.object({
  /** The line's place in the request, 0-based. */
  index: z.number().int(),
  partNo: z.string(),
  /** The quantity read, null when it is not a whole number. */
  quantity: z.number().int().nullable(),
  ok: z.boolean(),
  problem: z.enum(QUICK_ORDER_PROBLEMS).nullable(),
  /** What is wrong, in the request's language ('' when ok). */
  message: z.string(),
  /** The SKU the line resolved to (also on most problems, so the page can fix the quantity). */
  sku: quickOrderSku.nullable(),
  coding: quickOrderCoding.nullable(),
  unitPrice: money.nullable(),
  lineTotal: money.nullable(),
  /** SKUs to choose from (ambiguous, optionsMissing). */
  candidates: z.array(quickOrderSku),
  /** Similar part numbers of ours (unknown). */
  suggestions: z.array(z.object({ productNo: z.string(), name: z.string() })),
  /** Units that can still be added (short, outOfStock: after the cart's units and earlier lines of the same SKU). */
  available: z.number().int().nullable(),
  minimum: z.number().int().nullable(),
  /** The reservation limit passed (overLimit). */
  limit: z.number().int().nullable(),
  /** The next volume price this line could reach (a hint on a line that is ok). */
  nextTier: z.object({ minQty: z.number().int(), unitPrice: money }).nullable(),
});
export type QuickOrderLineResult = z.infer<typeof quickOrderLineResult>;

export const quickOrderCheck = z.object({
  lines: z.array(quickOrderLineResult),
  okCount: z.number().int(),
  problemCount: z.number().int(),
  /** The ok lines' total at their tier prices, in the requested currency. */
  total: money,
});
export type QuickOrderCheck = z.infer<typeof quickOrderCheck>;

/** POST /quick-order/parse: the file's lines as read (header skipped), and their check. */
export const quickOrderParsed = z.object({
  lines: z.array(z.object({ partNo: z.string(), quantity: z.string(), row: z.number().int() })),
  check: quickOrderCheck,
});
export type QuickOrderParsed = z.infer<typeof quickOrderParsed>;

/** POST /quick-order/add: the indexes of the lines put in the cart, and every line checked again. */
export const quickOrderAdded = z.object({ added: z.array(z.number().int()), check: quickOrderCheck, cartLines: z.number().int() });
export type QuickOrderAdded = z.infer<typeof quickOrderAdded>;

export const quickOrderSuggestion = z.object({
  productNo: z.string(),
  name: z.string(),
  skuId: z.number().int().nullable(),
  /** 'sku' one of our SKUs, 'product' a product with several SKUs, 'compat' another brand's number it replaces. */
  kind: z.enum(['sku', 'product', 'compat']),
  brand: z.string().nullable(),
});
export const quickOrderSuggestions = z.object({ items: z.array(quickOrderSuggestion) });
export type QuickOrderSuggestion = z.infer<typeof quickOrderSuggestion>;

/** Reads a pasted list: one line per row, part number then quantity, split by tabs, commas, semicolons or spaces. */
export function parsePastedLines(text: string): { partNo: string; quantity: string }[] {
  const out: { partNo: string; quantity: string }[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bySpaces = !line.includes('\t') && !/[,;]/.test(line);
    const cells = line.includes('\t') ? line.split('\t') : bySpaces ? line.split(/\s+/) : line.split(/[,;]/);
    const parts = cells.map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim()).filter((c, i) => c !== '' || i === 0);
    // A lone part number (or one with spaces and no number after it) is one unit.
    if (parts.length === 1 || (bySpaces && !/^[-+]?\d[\d.,]*$/.test(parts[parts.length - 1]!))) {
      out.push({ partNo: parts.join(' '), quantity: '1' });
      continue;
    }
    // "Cisco SFP-10G-LR 4": the last cell is the quantity, the rest is the part number.
    const quantity = parts[parts.length - 1]!;
    out.push({ partNo: parts.slice(0, -1).join(' '), quantity });
  }
  return out;
}
