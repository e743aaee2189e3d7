import { formatMoney, type InvoiceTitleSnapshot, type InvoiceType, type LangCode } from '@netshop/contract';
import { fillLabel as fill, PDF_BRAND as BRAND, PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, pdfDocument, pdfTable, shopDay } from '../../lib/pdf.js';
import type { InvoiceOrder } from '../orders/index.js';
import type { Issuer } from './issuer.js';
import { INVOICE_LABELS } from './pdf-labels.js';

// The invoice as a PDF, generated from what never changes once it is approved: the order's copied
// lines and amounts, the title as it was when the buyer applied, the number and date of approval.
// So it is made on each download and stored nowhere, and reads the same every time (only its
// language follows the reader). Fonts and document set-up are shared with the spec sheets.

export interface InvoicePdfInput {
  lang: LangCode;
  invoiceNo: string;
  type: InvoiceType;
  issuedAt: string;
  title: InvoiceTitleSnapshot;
  order: InvoiceOrder;
  taxName: string;
  issuer: Issuer;
  contactEmail: string;
  /** What credit notes took back of it (issue 30): the total, whether that is all of it, and their numbers, oldest first. */
  credit?: { credited: number; full: boolean; notes: string[] };
}

const RED = '#b42318';

export function invoicePdf(p: InvoicePdfInput): Promise<Buffer> {
  const L = INVOICE_LABELS[p.lang];
  const { doc, bytes } = pdfDocument({ Title: `${L.type[p.type]} ${p.invoiceNo}`, Subject: `${L.orderNo} ${p.order.orderNo}` }, 40);
  const left = 40;
  const width = doc.page.width - 80;
  const money = (amount: number) => formatMoney(amount, p.order.currency, p.order.minorUnits, p.lang);
  // The seller's calendar: the invoice date is the day in Shenzhen.
  const day = (iso: string) => shopDay(p.lang, iso);

  // Header band: the shop, and what this document is.
  doc.rect(0, 0, doc.page.width, 64).fill(BRAND);
  doc.fillColor('#ffffff').fontSize(18).text('YT Networks', left, 22);
  doc.fontSize(14).text(L.type[p.type], left, 25, { width, align: 'right' });

  // Number and dates.
  let y = 84;
  const meta: [string, string][] = [
    [L.invoiceNo, p.invoiceNo],
    [L.issued, day(p.issuedAt)],
    [L.orderNo, p.order.orderNo],
    [L.orderDate, day(p.order.createdAt)],
  ];
  meta.forEach(([label, value], i) => {
    const x = left + (i % 2) * (width / 2);
    const rowY = y + Math.floor(i / 2) * 18;
    doc.fontSize(9).fillColor(MUTED).text(label, x, rowY, { width: 110 });
    doc.fontSize(10).fillColor(INK).text(value, x + 110, rowY - 1, { width: width / 2 - 115 });
  });
  y += 44;

  // Seller and buyer side by side, each a box of label: value rows.
  const party = (heading: string, rows: [string, string][], x: number, w: number): number => {
    let py = y + 8;
    doc.fontSize(11).fillColor(BRAND).text(heading, x + 8, py, { width: w - 16 });
    py = doc.y + 4;
    for (const [label, value] of rows) {
      if (!value) continue;
      doc.fontSize(8.5).fillColor(MUTED).text(label, x + 8, py, { width: 78 });
      doc.fontSize(9).fillColor(INK).text(value, x + 88, py - 0.5, { width: w - 96 });
      py = Math.max(doc.y, py + 12) + 3;
    }
    return py + 4;
  };
  const half = (width - 12) / 2;
  // The buyer's country after the address, as each script writes it: 上海市…（中国）, Otakaari 1, Finland.
  const cjk = p.lang === 'zh-CN' || p.lang === 'ja';
  const withCountry = (address: string, country: string) => (!address ? country : !country ? address : cjk ? `${address}（${country}）` : `${address}, ${country}`);
  const s = p.issuer;
  const b = p.title;
  const sellerEnd = party(L.seller, [[L.name, s.name], [L.taxNo, s.taxNo], [L.address, s.address], [L.phone, s.phone], [L.bank, s.bank], [L.account, s.bankAccount]], left, half);
  const buyerEnd = party(
    L.buyer,
    [[L.name, b.name], [L.taxNo, b.taxNo], [L.address, withCountry(b.address, b.country)], [L.phone, b.phone], [L.bank, b.bank], [L.account, b.bankAccount]],
    left + half + 12,
    half,
  );
  const boxEnd = Math.max(sellerEnd, buyerEnd);
  doc.lineWidth(0.8).strokeColor(RULE).rect(left, y, half, boxEnd - y).stroke().rect(left + half + 12, y, half, boxEnd - y).stroke();
  y = boxEnd + 18;

  // The lines: the item (part) number the buyer orders by for each, then quantity and amounts; the
  // shop's internal product id means nothing on a tax document and is not printed.
  const cols = [
    { key: 'line', w: 28, align: 'left' },
    { key: 'itemNo', w: 110, align: 'left' },
    { key: 'description', w: width - 28 - 110 - 38 - 74 - 82, align: 'left' },
    { key: 'quantity', w: 38, align: 'right' },
    { key: 'unitPrice', w: 74, align: 'right' },
    { key: 'amount', w: 82, align: 'right' },
  ] as const;
  const t = pdfTable(doc, { left, width, y, bottom: 110 }, cols);
  t.row(cols.map((c) => L[c.key]), MUTED, { head: true });
  for (const l of p.order.lines) {
    const description = l.saleAttr ? `${l.name}\n${l.saleAttr}` : l.name;
    t.row([String(l.lineNo), l.productNo, description, String(l.quantity), money(l.unitPrice.amount), money(l.lineTotal.amount)], INK);
  }

  // Totals, right-aligned under the amount column.
  y = t.y + 10;
  const rate = new Intl.NumberFormat(p.lang, { style: 'percent', maximumFractionDigits: 2 }).format(p.order.taxRateBp / 10_000);
  const totals: [string, string][] = [[L.subtotal, money(p.order.subtotal)], [L.shipping, money(p.order.shippingFee)]];
  if (p.order.discount > 0) totals.push([L.discount, `−${money(p.order.discount)}`]);
  totals.push([fill(L.tax, { name: p.taxName, rate }), money(p.order.tax)]);
  const labelW = 160;
  const valueW = 100;
  const tx = left + width - labelW - valueW;
  for (const [label, value] of totals) {
    doc.fontSize(9.5).fillColor(MUTED).text(label, tx, y, { width: labelW, align: 'right' });
    doc.fillColor(INK).text(value, tx + labelW, y, { width: valueW, align: 'right' });
    y += 16;
  }
  doc.moveTo(tx + 40, y).lineTo(left + width, y).lineWidth(0.8).strokeColor(INK).stroke();
  y += 6;
  doc.fontSize(12).fillColor(INK).text(L.total, tx, y, { width: labelW, align: 'right' });
  doc.fillColor(BRAND).text(money(p.order.total), tx + labelW, y, { width: valueW, align: 'right' });
  y += 28;

  // Credited (issue 30): the invoice stays as issued, and says what its credit notes took back.
  if (p.credit && p.credit.credited > 0 && p.credit.notes.length > 0) {
    const numbers = new Intl.ListFormat(p.lang, { type: 'conjunction' }).format(p.credit.notes);
    const notes = fill(p.credit.notes.length === 1 ? L.notes.one : L.notes.other, { numbers }).trim();
    const line = p.credit.full ? fill(L.creditedFull, { notes }) : fill(L.creditedPart, { amount: money(p.credit.credited), notes });
    doc.fontSize(10).fillColor(RED).text(line, left, y, { width });
  }

  // Footer on the last page.
  doc.fontSize(8).fillColor(MUTED).text(fill(L.footer, { orderNo: p.order.orderNo, email: p.contactEmail }), left, doc.page.height - 70, { width, align: 'center' });
  doc.end();
  return bytes;
}
