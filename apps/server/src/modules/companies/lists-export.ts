import type { LangCode, ListDetail, ListExportFormat } from '@netshop/contract';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

// A requisition list as a file (issue 29): CSV (UTF-8 with a byte-order mark, so Excel reads
// Chinese and accented names right) or XLSX, its headings and availability in the request's
// language, product names in it too. A CSV cell a spreadsheet would run as a formula (= + - @,
// or a tab or CR before them) is prefixed with an apostrophe (OWASP CSV injection); in XLSX every
// cell is written as a value, never a formula.

const COLUMNS = ['partNo', 'product', 'options', 'quantity', 'unitPrice', 'currency', 'lineTotal', 'availability'] as const;
type Column = (typeof COLUMNS)[number];
type State = ListDetail['items'][number]['state'];

const LABELS: Record<LangCode, { columns: Record<Column, string>; state: Record<State, string>; sheet: string }> = {
  'zh-CN': {
    columns: { partNo: '型号', product: '商品', options: '规格', quantity: '数量', unitPrice: '单价', currency: '币种', lineTotal: '小计', availability: '库存状态' },
    state: { ok: '有货', insufficient: '库存不足', soldOut: '已售罄', unavailable: '已停售' },
    sheet: '采购清单',
  },
  en: {
    columns: { partNo: 'Part number', product: 'Product', options: 'Options', quantity: 'Quantity', unitPrice: 'Unit price', currency: 'Currency', lineTotal: 'Total', availability: 'Availability' },
    state: { ok: 'In stock', insufficient: 'Short of stock', soldOut: 'Sold out', unavailable: 'No longer sold' },
    sheet: 'Requisition list',
  },
  es: {
    columns: { partNo: 'Referencia', product: 'Producto', options: 'Opciones', quantity: 'Cantidad', unitPrice: 'Precio unitario', currency: 'Moneda', lineTotal: 'Total', availability: 'Disponibilidad' },
    state: { ok: 'En stock', insufficient: 'Stock insuficiente', soldOut: 'Agotado', unavailable: 'Ya no se vende' },
    sheet: 'Lista de compra',
  },
  fi: {
    columns: { partNo: 'Osanumero', product: 'Tuote', options: 'Vaihtoehdot', quantity: 'Määrä', unitPrice: 'Kappalehinta', currency: 'Valuutta', lineTotal: 'Yhteensä', availability: 'Saatavuus' },
    state: { ok: 'Varastossa', insufficient: 'Varasto ei riitä', soldOut: 'Loppuunmyyty', unavailable: 'Ei enää myynnissä' },
    sheet: 'Hankintalista',
  },
  fr: {
    columns: { partNo: 'Référence', product: 'Produit', options: 'Options', quantity: 'Quantité', unitPrice: 'Prix unitaire', currency: 'Devise', lineTotal: 'Total', availability: 'Disponibilité' },
    state: { ok: 'En stock', insufficient: 'Stock insuffisant', soldOut: 'Épuisé', unavailable: 'N’est plus vendu' },
    sheet: 'Liste d’achat',
  },
  ja: {
    columns: { partNo: '品番', product: '商品', options: '仕様', quantity: '数量', unitPrice: '単価', currency: '通貨', lineTotal: '小計', availability: '在庫状況' },
    state: { ok: '在庫あり', insufficient: '在庫不足', soldOut: '在庫切れ', unavailable: '販売終了' },
    sheet: '購買リスト',
  },
};

const FORMULA_START = /^[=+\-@\t\r]/;
/** A text cell a spreadsheet would not run as a formula. */
export const safeCell = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);

/** An amount in minor units as a decimal text (12345, 2 → "123.45"). */
const decimal = (amount: number, minorUnits: number) => (minorUnits > 0 ? (amount / 10 ** minorUnits).toFixed(minorUnits) : String(amount));

function table(list: ListDetail, lang: LangCode): { header: string[]; rows: (string | number)[][] } {
  const l = LABELS[lang];
  return {
    header: COLUMNS.map((c) => l.columns[c]),
    rows: list.items.map((i) => [
      i.productNo,
      i.name,
      i.saleAttr,
      i.quantity,
      i.sellable ? decimal(i.unitPrice.amount, i.unitPrice.minorUnits) : '',
      i.sellable ? i.unitPrice.currency : '',
      i.sellable ? decimal(i.lineTotal.amount, i.lineTotal.minorUnits) : '',
      l.state[i.state],
    ]),
  };
}

export async function listFile(list: ListDetail, lang: LangCode, format: ListExportFormat): Promise<{ body: Buffer; type: string; ext: string }> {
  const { header, rows } = table(list, lang);
  if (format === 'csv') {
    const cells = [header, ...rows].map((r) => r.map((c) => (typeof c === 'string' ? safeCell(c) : c)));
    return { body: Buffer.from(`\uFEFF${stringify(cells, { record_delimiter: '\r\n' })}`, 'utf8'), type: 'text/csv; charset=utf-8', ext: 'csv' };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(LABELS[lang].sheet);
  sheet.addRow(header).font = { bold: true };
  // Numbers stay numbers (quantity); every other cell is a string value, which Excel never evaluates.
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c, n) => (c.width = [18, 40, 32, 10, 12, 10, 12, 16][n]));
  return { body: Buffer.from(await book.xlsx.writeBuffer()), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
}
