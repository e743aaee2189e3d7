import {
  IMPORT_COLUMNS,
  IMPORT_PRICE_MAX,
  IMPORT_REQUIRED_COLUMNS,
  IMPORT_STOCK_MAX,
  IMPORT_TIERS_MAX,
  IMPORT_WEIGHT_MAX,
  LANG_CODES,
  PRODUCT_IMAGE_KINDS,
  PRODUCT_NAME_MAX,
  PRODUCT_SHORT_DESC_MAX,
  formatImportPrice,
  parseImportPrice,
  type ImportColumn,
  type ImportLineError,
  type ImportLineErrorCode,
  type LangCode,
} from '@netshop/contract';
import type { FileRow } from './import-file.js';

// One line of an import file read and checked on its own (issue 27): what each cell says, or why
// it cannot be taken. A blank cell, or a column the file leaves out, keeps what the catalogue has.
// What depends on other lines or on the catalogue (duplicates, new products) is import-plan.ts's.

export interface ImportLine {
  line: number;
  productNo: string;
  model: string;
  brand?: string;
  category?: number;
  price?: number;
  /** [min quantity, price] ascending; [] clears them ("-"). */
  tiers?: [number, number][];
  stock?: number;
  weightG?: number;
  attrs?: Record<string, string>;
  image?: string;
  names: Partial<Record<LangCode, string>>;
  shortDescs: Partial<Record<LangCode, string>>;
}

/** What the catalogue's reference data says a line may name. */
export interface LineReference {
  categoryByKey: Map<string, number>;
  /** attribute key → its value keys */
  attributes: Map<string, Set<string>>;
}

const TEXT_MAX: Partial<Record<ImportColumn, number>> = { product_no: 80, model: 60, brand: 40, category: 60, image: 20 };
for (const l of LANG_CODES) {
  TEXT_MAX[`name.${l}`] = PRODUCT_NAME_MAX;
  TEXT_MAX[`short_desc.${l}`] = PRODUCT_SHORT_DESC_MAX;
}
/** What a spreadsheet would run as a formula when the file is opened again (CSV injection). */
const FORMULA_LIKE = /^[=+\-@\t\r]/;
const INT = /^\d+$/;

export class LineErrors {
  readonly list: ImportLineError[] = [];
  readonly lines = new Set<number>();
  add(line: number, column: string, code: ImportLineErrorCode, params: Record<string, string | number> = {}) {
    this.list.push({ line, column, code, params });
    this.lines.add(line);
  }
  /** Whether this cell already has an error (a later check then says nothing more of it). */
  has(line: number, column: string): boolean {
    return this.list.some((e) => e.line === line && e.column === column);
  }
}

/** The header's columns by position; errors (line 1) for unknown, repeated and missing ones. */
export function readHeader(row: FileRow | undefined, errors: LineErrors): Map<ImportColumn, number> | null {
  const at = new Map<ImportColumn, number>();
  const known = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
  (row?.cells ?? []).forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!name) return;
    const col = known.get(name);
    if (!col || at.has(col)) errors.add(1, raw.slice(0, 40), 'unknownColumn', { value: raw.slice(0, 40) });
    else at.set(col, i);
  });
  for (const c of IMPORT_REQUIRED_COLUMNS) if (!at.has(c)) errors.add(1, c, 'missingColumn');
  return errors.list.length ? null : at;
}

function parseTiers(s: string): [number, number][] | null {
  if (s === '-') return [];
  const out: [number, number][] = [];
  for (const part of s.split(';').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d{1,7})\s*:\s*(.+)$/.exec(part);
    if (!m) return null;
    const qty = Number(m[1]);
    const price = parseImportPrice(m[2]!);
    if (qty < 1 || qty > 1_000_000 || price === null || price < 1 || price > IMPORT_PRICE_MAX) return null;
    if (out.length && out.at(-1)![0] >= qty) return null;
    out.push([qty, price]);
  }
  return out.length <= IMPORT_TIERS_MAX ? out : null;
}

/** "speed=10g;reach=sr": attribute key → value key; "-" for none. Null when malformed. */
function parseAttrs(s: string): Record<string, string> | null {
  if (s === '-') return {};
  const out: Record<string, string> = {};
  for (const part of s.split(';').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z0-9_-]{1,40})\s*=\s*([^;=]{1,40})$/i.exec(part);
    if (!m || m[1]! in out) return null;
    out[m[1]!] = m[2]!;
  }
  return out;
}

/** Reads one data row; each fault goes to `errors` with its column. */
export function readLine(row: FileRow, at: Map<ImportColumn, number>, ref: LineReference, errors: LineErrors): ImportLine {
  const before = errors.list.length;
  const cell = (c: ImportColumn): string | undefined => {
    const i = at.get(c);
    if (i === undefined) return undefined;
    if (row.formulas.has(i)) {
      errors.add(row.line, c, 'formula');
      return undefined;
    }
    const v = (row.cells[i] ?? '').trim();
    if (!v) return undefined;
    if (v.includes('\u0000')) {
      errors.add(row.line, c, 'nul');
      return undefined;
    }
    const max = TEXT_MAX[c];
    if (max !== undefined) {
      if (v.length > max) errors.add(row.line, c, 'tooLong', { max });
      else if (FORMULA_LIKE.test(v)) errors.add(row.line, c, 'formula', { value: v.slice(0, 40) });
      else return v;
      return undefined;
    }
    return v;
  };
  const int = (c: ImportColumn, max: number): number | undefined => {
    const v = cell(c);
    if (v === undefined) return undefined;
    if (/^-\d/.test(v)) errors.add(row.line, c, 'negative', { value: v.slice(0, 40) });
    else if (!INT.test(v)) errors.add(row.line, c, 'badInteger', { value: v.slice(0, 40) });
    else if (Number(v) > max) errors.add(row.line, c, 'tooHigh', { max });
    else return Number(v);
    return undefined;
  };

  const productNo = cell('product_no') ?? '';
  const model = cell('model') ?? '';
  if (!productNo && !errors.list.some((e, i) => i >= before && e.column === 'product_no')) errors.add(row.line, 'product_no', 'required');
  if (!model && !errors.list.some((e, i) => i >= before && e.column === 'model')) errors.add(row.line, 'model', 'required');
  const out: ImportLine = { line: row.line, productNo, model, brand: cell('brand'), names: {}, shortDescs: {} };

  const category = cell('category');
  if (category !== undefined) {
    out.category = ref.categoryByKey.get(category.toLowerCase());
    if (out.category === undefined) errors.add(row.line, 'category', 'unknownCategory', { value: category.slice(0, 40) });
  }
  const price = cell('price');
  if (price !== undefined) {
    const p = parseImportPrice(price);
    if (p === null || p < 1) errors.add(row.line, 'price', 'badPrice', { value: price.slice(0, 40) });
    else if (p > IMPORT_PRICE_MAX) errors.add(row.line, 'price', 'priceTooHigh', { max: formatImportPrice(IMPORT_PRICE_MAX) });
    else out.price = p;
  }
  const tiers = cell('tiers');
  if (tiers !== undefined) {
    const t = parseTiers(tiers);
    if (!t) errors.add(row.line, 'tiers', 'badTiers', { value: tiers.slice(0, 40), max: IMPORT_TIERS_MAX });
    else out.tiers = t;
  }
  out.stock = int('stock', IMPORT_STOCK_MAX);
  out.weightG = int('weight_g', IMPORT_WEIGHT_MAX);
  const attrs = cell('attributes');
  if (attrs !== undefined) {
    const a = parseAttrs(attrs);
    if (!a) errors.add(row.line, 'attributes', 'badAttributes', { value: attrs.slice(0, 40) });
    else {
      const unknown = Object.entries(a).find(([k, v]) => !ref.attributes.get(k)?.has(v));
      if (unknown) errors.add(row.line, 'attributes', 'unknownAttribute', { value: `${unknown[0]}=${unknown[1]}` });
      else out.attrs = a;
    }
  }
  const image = cell('image');
  if (image !== undefined) {
    if (!(PRODUCT_IMAGE_KINDS as readonly string[]).includes(image)) errors.add(row.line, 'image', 'badImage', { value: image });
    else out.image = image;
  }
  for (const l of LANG_CODES) {
    const n = cell(`name.${l}`);
    if (n !== undefined) out.names[l] = n;
    const d = cell(`short_desc.${l}`);
    if (d !== undefined) out.shortDescs[l] = d;
  }
  return out;
}

/** A price list as the file writes it: "10:41.00;100:39.00". */
export const formatTiers = (tiers: [number, number][]) => tiers.map(([q, p]) => `${q}:${formatImportPrice(p)}`).join(';');
/** Sale attributes as the file writes them, keys in order: "reach=sr;speed=10g". */
export const formatAttrs = (attrs: Record<string, string>) =>
  Object.keys(attrs)
    .sort()
    .map((k) => `${k}=${attrs[k]}`)
    .join(';');
