import type { LangCode } from '@netshop/contract';
import type { ListedOrder } from './console-queries.js';
import { ORDER_CSV_COLUMNS, ORDER_CSV_LABELS } from './orders-csv-labels.js';

// The console's CSV export of orders: UTF-8 with a byte-order mark (Excel otherwise reads it as
// the system's code page and garbles Chinese and accented names), RFC 4180 quoting, and every
// cell a spreadsheet would run as a formula (= + - @, and tab or CR that precede them) prefixed
// with an apostrophe: a buyer's note "=HYPERLINK(...)" stays text (OWASP CSV injection).

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formula injection, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line in the staff member's language (orders-csv-labels.ts). */
export const orderCsvHeader = (lang: LangCode) => csvLine(ORDER_CSV_COLUMNS.map((c) => ORDER_CSV_LABELS[lang].columns[c]));

/** An amount in minor units as a decimal text (12345, 2 → "123.45"). */
const decimal = (amount: number, minorUnits: number) => (minorUnits > 0 ? (amount / 10 ** minorUnits).toFixed(minorUnits) : String(amount));

/** One order's line, its status, delivered and kind in the staff member's words. */
export const orderCsvLine = (lang: LangCode) => (o: ListedOrder) =>
  csvLine([
    o.orderNo,
    o.createdAt.toISOString(),
    ORDER_CSV_LABELS[lang].status[o.status],
    o.delivered ? ORDER_CSV_LABELS[lang].yes : ORDER_CSV_LABELS[lang].no,
    ORDER_CSV_LABELS[lang].kind[o.kind],
    o.email,
    o.currency,
    decimal(o.total, o.minorUnits),
    o.lineCount,
    o.units,
    o.paymentMethod,
    o.country,
    o.remark,
  ]);
