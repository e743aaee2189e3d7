import { formatMoney, type InvoiceTitleSnapshot, type LangCode } from '@netshop/contract';
import { fillLabel as fill, pdfDocument, shopDay } from '../../lib/pdf.js';
import type { Issuer } from './issuer.js';

// A credit note as a PDF (issue 30): the red-letter invoice (红字发票) that takes back part or all
// of an approved VAT invoice after a refund. Printed in red with the amount negative, naming the
// invoice it corrects, from rows that never change once issued: made on each download, in the
// reader's language.

export const CREDIT_NOTE_REASONS = ['cancelled', 'refund', 'refunded'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

interface Labels {
  title: string;
  creditNoteNo: string;
  issued: string;
  invoiceNo: string;
  orderNo: string;
  seller: string;
  buyer: string;
  taxNo: string;
  reason: string;
  reasons: Record<CreditNoteReason, string>;
  invoiceAmount: string;
  amount: string;
  creditedTotal: string;
  /** {invoiceNo}, {email}. */
  footer: string;
}

const LABELS: Record<LangCode, Labels> = {
  'zh-CN': {
    title: '红字发票（负数发票）', creditNoteNo: '红字发票号码', issued: '开具日期', invoiceNo: '对应蓝字发票号码', orderNo: '订单号', seller: '销售方', buyer: '购买方', taxNo: '纳税人识别号',
    reason: '开具原因', reasons: { cancelled: '订单取消退款', refund: '部分退款', refunded: '订单全额退款' },
    invoiceAmount: '原发票金额', amount: '本次冲红金额', creditedTotal: '累计冲红金额',
    footer: '本红字发票冲减发票 {invoiceNo} 的相应金额。如有疑问，请联系 {email}。',
  },
  en: {
    title: 'Credit note (red-letter invoice)', creditNoteNo: 'Credit note number', issued: 'Date of issue', invoiceNo: 'Original invoice', orderNo: 'Order number', seller: 'Seller', buyer: 'Buyer', taxNo: 'Tax number',
    reason: 'Reason', reasons: { cancelled: 'Order cancelled and refunded', refund: 'Partial refund', refunded: 'Order refunded in full' },
    invoiceAmount: 'Original invoice amount', amount: 'Amount credited', creditedTotal: 'Credited in total',
    footer: 'This credit note reduces invoice {invoiceNo} by the amount shown. Questions: {email}.',
  },
  es: {
    title: 'Factura rectificativa', creditNoteNo: 'Número de factura rectificativa', issued: 'Fecha de emisión', invoiceNo: 'Factura rectificada', orderNo: 'Número de pedido', seller: 'Vendedor', buyer: 'Comprador', taxNo: 'Número fiscal',
    reason: 'Motivo', reasons: { cancelled: 'Pedido cancelado y reembolsado', refund: 'Reembolso parcial', refunded: 'Pedido reembolsado íntegramente' },
    invoiceAmount: 'Importe de la factura original', amount: 'Importe rectificado', creditedTotal: 'Total rectificado',
    footer: 'Esta factura rectificativa reduce la factura {invoiceNo} en el importe indicado. Consultas: {email}.',
  },
  fi: {
    title: 'Hyvityslasku', creditNoteNo: 'Hyvityslaskun numero', issued: 'Päivämäärä', invoiceNo: 'Hyvitettävä lasku', orderNo: 'Tilausnumero', seller: 'Myyjä', buyer: 'Ostaja', taxNo: 'Verotunniste',
    reason: 'Syy', reasons: { cancelled: 'Tilaus peruttu ja hyvitetty', refund: 'Osittainen hyvitys', refunded: 'Tilaus hyvitetty kokonaan' },
    invoiceAmount: 'Alkuperäisen laskun summa', amount: 'Hyvitetty summa', creditedTotal: 'Hyvitetty yhteensä',
    footer: 'Tämä hyvityslasku pienentää laskua {invoiceNo} ilmoitetulla summalla. Kysymykset: {email}.',
  },
  fr: {
    title: 'Avoir (facture rectificative)', creditNoteNo: 'Numéro d’avoir', issued: 'Date d’émission', invoiceNo: 'Facture d’origine', orderNo: 'Numéro de commande', seller: 'Vendeur', buyer: 'Acheteur', taxNo: 'Numéro fiscal',
    reason: 'Motif', reasons: { cancelled: 'Commande annulée et remboursée', refund: 'Remboursement partiel', refunded: 'Commande remboursée en totalité' },
    invoiceAmount: 'Montant de la facture d’origine', amount: 'Montant de l’avoir', creditedTotal: 'Total des avoirs',
    footer: 'Cet avoir réduit la facture {invoiceNo} du montant indiqué. Questions : {email}.',
  },
  ja: {
    title: '赤伝票（マイナス請求書）', creditNoteNo: '赤伝票番号', issued: '発行日', invoiceNo: '元の請求書番号', orderNo: '注文番号', seller: '販売者', buyer: '購入者', taxNo: '税番号',
    reason: '理由', reasons: { cancelled: '注文キャンセルによる返金', refund: '一部返金', refunded: '注文の全額返金' },
    invoiceAmount: '元の請求金額', amount: '今回の取消金額', creditedTotal: '取消金額の累計',
    footer: 'この赤伝票は、請求書 {invoiceNo} を記載の金額だけ減額するものです。お問い合わせ：{email}',
  },
};

export interface CreditNotePdfInput {
  lang: LangCode;
  creditNoteNo: string;
  issuedAt: Date;
  invoiceNo: string;
  orderNo: string;
  reason: string;
  amount: number;
  invoiceAmount: number;
  creditedTotal: number;
  currency: string;
  minorUnits: number;
  title: InvoiceTitleSnapshot;
  issuer: Issuer;
  contactEmail: string;
}

const RED = '#c62828';
const INK = '#1b1f24';
const MUTED = '#545d68';
const RULE = '#e0b4b4';

/** The reason as the reader's language names it (an unknown code as it is). */
export const creditNoteReason = (lang: LangCode, reason: string) => LABELS[lang].reasons[reason as CreditNoteReason] ?? reason;

export function creditNotePdf(p: CreditNotePdfInput): Promise<Buffer> {
  const L = LABELS[p.lang];
  const { doc, bytes } = pdfDocument({ Title: `${L.title} ${p.creditNoteNo}`, Subject: `${L.invoiceNo} ${p.invoiceNo}` }, 40);
  const left = 40;
  const width = doc.page.width - 80;
  const money = (amount: number) => formatMoney(amount, p.currency, p.minorUnits, p.lang);

  doc.rect(0, 0, doc.page.width, 64).fill(RED);
  doc.fillColor('#ffffff').fontSize(18).text('YT Networks', left, 22);
  doc.fontSize(14).text(L.title, left, 25, { width, align: 'right' });

  let y = 84;
  const pairs: [string, string][] = [
    [L.creditNoteNo, p.creditNoteNo],
    [L.issued, shopDay(p.lang, p.issuedAt)],
    [L.invoiceNo, p.invoiceNo],
    [L.orderNo, p.orderNo],
    [L.seller, p.issuer.name],
    [L.buyer, p.title.name],
    [L.taxNo, p.issuer.taxNo],
    [L.taxNo, p.title.taxNo],
  ];
  pairs.forEach(([label, value], i) => {
    const x = left + (i % 2) * (width / 2);
    const rowY = y + Math.floor(i / 2) * 20;
    doc.fontSize(9).fillColor(MUTED).text(label, x, rowY, { width: 110 });
    doc.fontSize(10).fillColor(INK).text(value || '—', x + 110, rowY - 1, { width: width / 2 - 115 });
  });
  y += 4 * 20 + 16;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.8).strokeColor(RULE).stroke();
  y += 14;

  doc.fontSize(9).fillColor(MUTED).text(L.reason, left, y, { width: 110 });
  doc.fontSize(10).fillColor(INK).text(creditNoteReason(p.lang, p.reason), left + 110, y - 1, { width: width - 110 });
  y += 30;

  // The amounts: the invoice's, this note's (negative, in red) and all notes' so far.
  const rows: [string, string, string][] = [
    [L.invoiceAmount, money(p.invoiceAmount), INK],
    [L.amount, `−${money(p.amount)}`, RED],
    [L.creditedTotal, `−${money(p.creditedTotal)}`, MUTED],
  ];
  const labelW = 200;
  const valueW = 120;
  const tx = left + width - labelW - valueW;
  for (const [label, value, color] of rows) {
    const big = color === RED;
    doc.fontSize(big ? 13 : 10).fillColor(MUTED).text(label, tx, y, { width: labelW, align: 'right' });
    doc.fillColor(color).text(value, tx + labelW, y, { width: valueW, align: 'right' });
    y += big ? 24 : 18;
  }

  doc.fontSize(8).fillColor(MUTED).text(fill(L.footer, { invoiceNo: p.invoiceNo, email: p.contactEmail }), left, doc.page.height - 70, { width, align: 'center' });
  doc.end();
  return bytes;
}
