import { CODES, IMPORT_MAX_LINES, type ImportFormat } from '@netshop/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../plugins/envelope.js';

// The import's files (issue 27): CSV (UTF-8, comma or semicolon, as Excel writes either) or XLSX,
// told apart by content, never by name. Both become the same rows of text cells with their line
// in the file, so one validation serves both; a cell holding a spreadsheet formula is marked.

export interface FileRow {
  /** The line (CSV) or row (XLSX) in the file, 1-based: what the operator finds in their editor. */
  line: number;
  cells: string[];
  /** Columns whose cell is a formula (XLSX): refused, the import takes values only. */
  formulas: Set<number>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** CSV when it is UTF-8 text, XLSX when it is a zip with a workbook; anything else is refused. */
export function sniffFormat(bytes: Buffer): ImportFormat | null {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    // The zip's local headers name its parts in clear: a workbook has these two.
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

const tooMany = () => new AppError(CODES.PAYLOAD_TOO_LARGE, 'importTooManyLines', undefined, { max: IMPORT_MAX_LINES });

export function readCsv(bytes: Buffer): FileRow[] {
  const text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel in much of Europe saves "CSV" with semicolons.
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to_line: IMPORT_MAX_LINES + 2 }) as unknown as typeof records;
  } catch {
    throw new AppError(CODES.UNPROCESSABLE, 'importFileType');
  }
  if (records.length > IMPORT_MAX_LINES + 1) throw tooMany();
  return records.map((r) => ({ line: r.info.lines, cells: r.record, formulas: new Set() }));
}

/** A cell's value as text; a formula is marked, never evaluated. */
function cellText(v: ExcelJS.CellValue): { text: string; formula: boolean } {
  if (v === null || v === undefined) return { text: '', formula: false };
  if (typeof v === 'string') return { text: v, formula: false };
  if (typeof v === 'number' || typeof v === 'boolean') return { text: String(v), formula: false };
  if (v instanceof Date) return { text: v.toISOString().slice(0, 10), formula: false };
  if ('formula' in v || 'sharedFormula' in v) return { text: '', formula: true };
  if ('richText' in v) return { text: v.richText.map((r) => r.text).join(''), formula: false };
  if ('text' in v && typeof v.text === 'string') return { text: v.text, formula: false };
  return { text: '', formula: false };
}

export async function readXlsx(bytes: Buffer): Promise<FileRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(CODES.UNPROCESSABLE, 'importFileType');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > IMPORT_MAX_LINES + 1) throw tooMany();
  const out: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, line) => {
    const cells: string[] = [];
    const formulas = new Set<number>();
    for (let c = 1; c <= r.cellCount; c++) {
      const { text, formula } = cellText(r.getCell(c).value);
      cells.push(text);
      if (formula) formulas.add(c - 1);
    }
    if (cells.some((c) => c.trim()) || formulas.size) out.push({ line, cells, formulas });
  });
  return out;
}

/** A file of rows under a header, as CSV (with a BOM, so Excel reads it as UTF-8) or XLSX (every cell text). */
export async function writeTable(format: ImportFormat, header: readonly string[], rows: string[][]): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify([header as string[], ...rows])}`, 'utf8');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('catalogue');
  sheet.columns = header.map((h) => ({ header: h, key: h, width: Math.max(12, h.length + 2), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const FILE_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
