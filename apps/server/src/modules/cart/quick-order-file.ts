import { CODES, type LangCode, QUICK_ORDER_MAX_LINES, type QuickOrderFormat } from '@netshop/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../plugins/envelope.js';

// Quick order's files (issue 29): a CSV (UTF-8, comma, semicolon or tab, as spreadsheets save it)
// or an XLSX, told apart by content, never by name, as the catalogue import does. Column A is the
// part number, B the quantity; a header row is recognised and skipped. More than
// QUICK_ORDER_MAX_LINES lines is refused before the rest of the file is read.

export interface FileLine {
  partNo: string;
  quantity: string;
  /** The row in the file, 1-based, as the buyer's editor numbers it. */
  row: number;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** CSV when it is UTF-8 text, XLSX when it is a zip holding a workbook; anything else is null. */
export function sniffFormat(bytes: Buffer): QuickOrderFormat | null {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const names = bytes.toString('latin1');
    return names.includes('[Content_Types].xml') && names.includes('xl/workbook.xml') ? 'xlsx' : null;
  }
  try {
    utf8.decode(bytes);
  } catch {
    return null;
  }
  // UTF-8 that is mostly control characters is a binary file that happens to decode.
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const b of sample) if (b < 0x09 || (b > 0x0d && b < 0x20)) control++;
  return control > sample.length / 10 ? null : 'csv';
}

const tooMany = (count: number) => new AppError(CODES.PAYLOAD_TOO_LARGE, 'qoTooManyLines', undefined, { max: QUICK_ORDER_MAX_LINES, count });
const badFile = () => new AppError(CODES.UNPROCESSABLE, 'qoFileType');

/** The template's header in each language (also recognised as a header in a file). */
export const TEMPLATE_HEADER: Record<LangCode, [string, string]> = {
  'zh-CN': ['料号', '数量'],
  en: ['Part number', 'Quantity'],
  es: ['Número de pieza', 'Cantidad'],
  fi: ['Tuotenumero', 'Määrä'],
  fr: ['Référence', 'Quantité'],
  ja: ['品番', '数量'],
};
const HEADER_WORDS = new Set(Object.values(TEMPLATE_HEADER).flat().map((w) => w.toLowerCase()));
/** A first row is a header when its quantity cell is a header word, or words and no digit (qty, pcs, Menge). */
const isHeader = (cells: string[]) => {
  const q = (cells[1] ?? '').trim().toLowerCase();
  const p = (cells[0] ?? '').trim().toLowerCase();
  return HEADER_WORDS.has(q) || HEADER_WORDS.has(p) || (q !== '' && /^[\p{L} ._#()-]+$/u.test(q) && !/\d/.test(q) && /part|sku|item|model|pn|p\/n/i.test(p));
};

/** The rows as lines (a header skipped); `total` counts the whole file's rows when it is refused as too long (the rows given stop early). */
function toLines(rows: { row: number; cells: string[] }[], total: () => number): FileLine[] {
  const kept = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const header = kept.length > 0 && isHeader(kept[0]!.cells);
  const body = header ? kept.slice(1) : kept;
  if (body.length > QUICK_ORDER_MAX_LINES) throw tooMany(Math.max(body.length, total() - (header ? 1 : 0)));
  return body.map((r) => ({ partNo: (r.cells[0] ?? '').trim(), quantity: (r.cells[1] ?? '').trim(), row: r.row }));
}

export function readCsv(bytes: Buffer): FileLine[] {
  const text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel in much of Europe saves "CSV" with semicolons; a copy from a sheet has tabs.
  const delimiter = firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // Reads at most a header and one line more than allowed: a 5,000-line file is refused after 502 lines.
    records = parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to_line: QUICK_ORDER_MAX_LINES + 2 }) as unknown as typeof records;
  } catch {
    throw badFile();
  }
  return toLines(
    records.map((r) => ({ row: r.info.lines, cells: r.record })),
    () => text.split(/\r?\n/).filter((l) => l.trim()).length,
  );
}

/** A cell's value as text; a formula gives its last computed result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('formula' in v || 'sharedFormula' in v) return v.result === undefined || v.result === null || typeof v.result === 'object' ? '' : String(v.result);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  return '';
}

export async function readXlsx(bytes: Buffer): Promise<FileLine[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badFile();
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  // The row count is known before any row is read: a 5,000-row sheet is refused at once.
  if (sheet.actualRowCount > QUICK_ORDER_MAX_LINES + 1) throw tooMany(sheet.actualRowCount - 1);
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, row) => {
    rows.push({ row, cells: [cellText(r.getCell(1).value), cellText(r.getCell(2).value)] });
  });
  return toLines(rows, () => rows.length);
}

export async function readFile(bytes: Buffer): Promise<FileLine[]> {
  const format = sniffFormat(bytes);
  if (!format) throw badFile();
  const lines = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  if (!lines.length) throw new AppError(CODES.UNPROCESSABLE, 'qoFileEmpty');
  return lines;
}

const EXAMPLE: [string, string][] = [
  ['SFP-10G-LR-GE', '4'],
  ['Cisco SFP-10G-LR', '2'],
];

/** The file to fill in: the header in the buyer's language and two example lines. */
export async function templateFile(format: QuickOrderFormat, lang: LangCode): Promise<Buffer> {
  const header = TEMPLATE_HEADER[lang];
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify([header, ...EXAMPLE])}`, 'utf8');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('quick-order');
  sheet.columns = [
    { header: header[0], key: 'partNo', width: 28, style: { numFmt: '@' } },
    { header: header[1], key: 'quantity', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(EXAMPLE.map(([p, q]) => [p, Number(q)]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const FILE_TYPES: Record<QuickOrderFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
