import type { CreditEntry, CreditEntryKind, LangCode } from '@netshop/contract';
import { stringify } from 'csv-stringify/sync';

// The ledger as CSV (issue 30): UTF-8 with a byte-order mark (Excel reads Chinese right), headings
// and entry kinds in the reader's language, amounts as plain decimals. A text cell a spreadsheet
// would run as a formula (= + - @, or a tab or CR first) is prefixed with an apostrophe (OWASP CSV
// injection) — a reference or note is typed by people; a number is written as a number.

const COLUMNS = ['date', 'kind', 'amount', 'balance', 'limit', 'currency', 'invoice', 'order', 'reference', 'note', 'by'] as const;
type Column = (typeof COLUMNS)[number];

const LABELS: Record<LangCode, { columns: Record<Column, string>; kinds: Record<CreditEntryKind, string> }> = {
  'zh-CN': {
    columns: { date: '日期', kind: '类型', amount: '金额', balance: '余额', limit: '额度', currency: '币种', invoice: '发票号', order: '订单号', reference: '参考号', note: '备注', by: '操作人' },
    kinds: { allocated: '授予额度', limitIncreased: '提高额度', limitDecreased: '降低额度', purchase: '月结采购', payment: '付款', refund: '退款', creditNote: '红字发票', reversal: '冲销' },
  },
  en: {
    columns: { date: 'Date', kind: 'Entry', amount: 'Amount', balance: 'Balance', limit: 'Limit', currency: 'Currency', invoice: 'Invoice', order: 'Order', reference: 'Reference', note: 'Note', by: 'By' },
    kinds: { allocated: 'Credit granted', limitIncreased: 'Limit increased', limitDecreased: 'Limit decreased', purchase: 'Purchase', payment: 'Payment', refund: 'Refund', creditNote: 'Credit note', reversal: 'Reversal' },
  },
  es: {
    columns: { date: 'Fecha', kind: 'Movimiento', amount: 'Importe', balance: 'Saldo', limit: 'Límite', currency: 'Moneda', invoice: 'Factura', order: 'Pedido', reference: 'Referencia', note: 'Nota', by: 'Realizado por' },
    kinds: { allocated: 'Crédito concedido', limitIncreased: 'Límite ampliado', limitDecreased: 'Límite reducido', purchase: 'Compra', payment: 'Pago', refund: 'Reembolso', creditNote: 'Factura rectificativa', reversal: 'Anulación' },
  },
  fi: {
    columns: { date: 'Päivämäärä', kind: 'Tapahtuma', amount: 'Summa', balance: 'Saldo', limit: 'Luottoraja', currency: 'Valuutta', invoice: 'Lasku', order: 'Tilaus', reference: 'Viite', note: 'Huomautus', by: 'Tekijä' },
    kinds: { allocated: 'Luotto myönnetty', limitIncreased: 'Luottorajaa nostettu', limitDecreased: 'Luottorajaa laskettu', purchase: 'Osto', payment: 'Maksu', refund: 'Hyvitys', creditNote: 'Hyvityslasku', reversal: 'Peruutus' },
  },
  fr: {
    columns: { date: 'Date', kind: 'Opération', amount: 'Montant', balance: 'Solde', limit: 'Plafond', currency: 'Devise', invoice: 'Facture', order: 'Commande', reference: 'Référence', note: 'Note', by: 'Par' },
    kinds: { allocated: 'Crédit accordé', limitIncreased: 'Plafond relevé', limitDecreased: 'Plafond abaissé', purchase: 'Achat', payment: 'Paiement', refund: 'Remboursement', creditNote: 'Avoir', reversal: 'Contre-passation' },
  },
  ja: {
    columns: { date: '日付', kind: '区分', amount: '金額', balance: '残高', limit: '与信枠', currency: '通貨', invoice: '請求書番号', order: '注文番号', reference: '参照番号', note: 'メモ', by: '担当' },
    kinds: { allocated: '与信枠設定', limitIncreased: '与信枠増額', limitDecreased: '与信枠減額', purchase: '掛け購入', payment: '入金', refund: '返金', creditNote: '赤伝票', reversal: '取消' },
  },
};

const FORMULA_START = /^[=+\-@\t\r]/;
/** A text cell a spreadsheet would not run as a formula. */
export const safeCell = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);

/** An amount in minor units as a decimal (−12345, 2 → -123.45), a number cell. */
const decimal = (amount: number, minorUnits: number) => (minorUnits > 0 ? Number((amount / 10 ** minorUnits).toFixed(minorUnits)) : amount);

export function ledgerCsv(entries: CreditEntry[], lang: LangCode): Buffer {
  const l = LABELS[lang];
  const rows = entries.map((e) => [
    e.at.slice(0, 10),
    l.kinds[e.kind],
    decimal(e.amount.amount, e.amount.minorUnits),
    decimal(e.balanceAfter.amount, e.balanceAfter.minorUnits),
    decimal(e.limitAfter.amount, e.limitAfter.minorUnits),
    e.amount.currency,
    e.invoiceNo ?? '',
    e.orderNo ?? '',
    e.reference,
    e.note,
    e.by,
  ]);
  const cells = [COLUMNS.map((c) => l.columns[c]), ...rows].map((r) => r.map((c) => (typeof c === 'string' ? safeCell(c) : c)));
  return Buffer.from(`\uFEFF${stringify(cells, { record_delimiter: '\r\n' })}`, 'utf8');
}
