import type { ListedOrder } from './console-queries.js';

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

export const ORDER_CSV_HEADER = csvLine(['order_no', 'created_at', 'status', 'delivered', 'kind', 'buyer_email', 'currency', 'total', 'lines', 'units', 'payment_method', 'country', 'remark']);

/** An amount in minor units as a decimal text (12345, 2 → "123.45"). */
const decimal = (amount: number, minorUnits: number) => (minorUnits > 0 ? (amount / 10 ** minorUnits).toFixed(minorUnits) : String(amount));

export const orderCsvLine = (o: ListedOrder) =>
  csvLine([
    o.orderNo,
    o.createdAt.toISOString(),
    o.status,
    o.delivered ? 'yes' : 'no',
    o.kind,
    o.email,
    o.currency,
    decimal(o.total, o.minorUnits),
    o.lineCount,
    o.units,
    o.paymentMethod,
    o.country,
    o.remark,
  ]);
