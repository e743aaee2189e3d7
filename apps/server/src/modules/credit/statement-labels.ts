import type { CreditEntryKind, LangCode } from '@netshop/contract';

// Words printed on a monthly statement of a credit account (issue 30), per language (the
// reader's). The entry kinds read as the ledger's CSV names them.

export interface StatementLabels {
  title: string;
  company: string;
  period: string;
  currency: string;
  limit: string;
  termsLabel: string;
  /** {days}: the account's net terms. */
  terms: string;
  printed: string;
  opening: string;
  charges: string;
  credits: string;
  closing: string;
  available: string;
  entries: string;
  noEntries: string;
  date: string;
  entry: string;
  document: string;
  reference: string;
  amount: string;
  balance: string;
  /** {date}: the day it is printed (what is open now, of the invoices issued up to the month's end). */
  openInvoices: string;
  noOpen: string;
  invoice: string;
  po: string;
  issued: string;
  due: string;
  outstanding: string;
  /** {days} past the due date. */
  overdue: string;
  kinds: Record<CreditEntryKind, string>;
  /** {email}. */
  footer: string;
}

export const STATEMENT_LABELS: Record<LangCode, StatementLabels> = {
  'zh-CN': {
    title: '对账单', company: '公司', period: '账期', currency: '币种', limit: '信用额度', termsLabel: '付款期限', terms: '{days} 天', printed: '出具日期',
    opening: '期初余额', charges: '本期采购', credits: '本期付款及贷记', closing: '期末余额', available: '可用额度',
    entries: '本期明细', noEntries: '本期没有交易。', date: '日期', entry: '类型', document: '发票 / 订单', reference: '参考号', amount: '金额', balance: '余额',
    openInvoices: '截至 {date} 的未结发票', noOpen: '没有未结发票。', invoice: '发票号', po: '采购单号', issued: '开具日期', due: '到期日', outstanding: '待付金额', overdue: '已逾期 {days} 天',
    kinds: { allocated: '授予额度', limitIncreased: '提高额度', limitDecreased: '降低额度', purchase: '月结采购', payment: '付款', refund: '退款', creditNote: '红字发票', reversal: '冲销' },
    footer: '余额为贵公司应付金额。如对本对账单有疑问，请联系 {email}。',
  },
  en: {
    title: 'Statement of account', company: 'Company', period: 'Period', currency: 'Currency', limit: 'Credit limit', termsLabel: 'Terms', terms: 'Net {days} days', printed: 'Issued on',
    opening: 'Opening balance', charges: 'Purchases', credits: 'Payments and credits', closing: 'Closing balance', available: 'Available credit',
    entries: 'Entries this month', noEntries: 'No entries this month.', date: 'Date', entry: 'Entry', document: 'Invoice / order', reference: 'Reference', amount: 'Amount', balance: 'Balance',
    openInvoices: 'Open invoices on {date}', noOpen: 'No open invoices.', invoice: 'Invoice', po: 'PO number', issued: 'Issued', due: 'Due date', outstanding: 'Outstanding', overdue: '{days} days overdue',
    kinds: { allocated: 'Credit granted', limitIncreased: 'Limit increased', limitDecreased: 'Limit decreased', purchase: 'Purchase', payment: 'Payment', refund: 'Refund', creditNote: 'Credit note', reversal: 'Reversal' },
    footer: 'The balance is what your company owes. Questions about this statement: {email}.',
  },
  es: {
    title: 'Extracto de cuenta', company: 'Empresa', period: 'Periodo', currency: 'Moneda', limit: 'Límite de crédito', termsLabel: 'Condiciones de pago', terms: 'A {days} días', printed: 'Fecha de emisión',
    opening: 'Saldo inicial', charges: 'Compras', credits: 'Pagos y abonos', closing: 'Saldo final', available: 'Crédito disponible',
    entries: 'Movimientos del mes', noEntries: 'No hay movimientos este mes.', date: 'Fecha', entry: 'Movimiento', document: 'Factura / pedido', reference: 'Referencia', amount: 'Importe', balance: 'Saldo',
    openInvoices: 'Facturas pendientes a {date}', noOpen: 'No hay facturas pendientes.', invoice: 'Factura', po: 'N.º de orden de compra', issued: 'Emitida', due: 'Vencimiento', outstanding: 'Pendiente', overdue: 'Vencida hace {days} días',
    kinds: { allocated: 'Crédito concedido', limitIncreased: 'Límite ampliado', limitDecreased: 'Límite reducido', purchase: 'Compra', payment: 'Pago', refund: 'Reembolso', creditNote: 'Factura rectificativa', reversal: 'Anulación' },
    footer: 'El saldo es lo que su empresa adeuda. Consultas sobre este extracto: {email}.',
  },
  fi: {
    title: 'Tiliote', company: 'Yritys', period: 'Jakso', currency: 'Valuutta', limit: 'Luottoraja', termsLabel: 'Maksuehto', terms: '{days} päivää netto', printed: 'Päivätty',
    opening: 'Alkusaldo', charges: 'Ostot', credits: 'Maksut ja hyvitykset', closing: 'Loppusaldo', available: 'Käytettävissä oleva luotto',
    entries: 'Kuukauden tapahtumat', noEntries: 'Ei tapahtumia tässä kuussa.', date: 'Päivämäärä', entry: 'Tapahtuma', document: 'Lasku / tilaus', reference: 'Viite', amount: 'Summa', balance: 'Saldo',
    openInvoices: 'Avoimet laskut {date}', noOpen: 'Ei avoimia laskuja.', invoice: 'Lasku', po: 'Ostotilausnumero', issued: 'Laadittu', due: 'Eräpäivä', outstanding: 'Maksamatta', overdue: '{days} päivää myöhässä',
    kinds: { allocated: 'Luotto myönnetty', limitIncreased: 'Luottorajaa nostettu', limitDecreased: 'Luottorajaa laskettu', purchase: 'Osto', payment: 'Maksu', refund: 'Hyvitys', creditNote: 'Hyvityslasku', reversal: 'Peruutus' },
    footer: 'Saldo on yrityksenne velka meille. Kysymykset tästä tiliotteesta: {email}.',
  },
  fr: {
    title: 'Relevé de compte', company: 'Entreprise', period: 'Période', currency: 'Devise', limit: 'Plafond de crédit', termsLabel: 'Conditions de paiement', terms: '{days} jours net', printed: 'Émis le',
    opening: 'Solde d’ouverture', charges: 'Achats', credits: 'Paiements et avoirs', closing: 'Solde de clôture', available: 'Crédit disponible',
    entries: 'Opérations du mois', noEntries: 'Aucune opération ce mois-ci.', date: 'Date', entry: 'Opération', document: 'Facture / commande', reference: 'Référence', amount: 'Montant', balance: 'Solde',
    openInvoices: 'Factures ouvertes au {date}', noOpen: 'Aucune facture ouverte.', invoice: 'Facture', po: 'N° de bon de commande', issued: 'Émise le', due: 'Échéance', outstanding: 'Restant dû', overdue: 'En retard de {days} jours',
    kinds: { allocated: 'Crédit accordé', limitIncreased: 'Plafond relevé', limitDecreased: 'Plafond abaissé', purchase: 'Achat', payment: 'Paiement', refund: 'Remboursement', creditNote: 'Avoir', reversal: 'Contre-passation' },
    footer: 'Le solde est le montant dû par votre entreprise. Questions sur ce relevé : {email}.',
  },
  ja: {
    title: '取引明細書', company: '会社名', period: '対象期間', currency: '通貨', limit: '与信枠', termsLabel: '支払条件', terms: '{days} 日', printed: '発行日',
    opening: '前月繰越残高', charges: '当月購入額', credits: '当月入金・貸方', closing: '当月末残高', available: '利用可能額',
    entries: '当月の取引', noEntries: '当月の取引はありません。', date: '日付', entry: '区分', document: '請求書 / 注文', reference: '参照番号', amount: '金額', balance: '残高',
    openInvoices: '{date} 時点の未払い請求書', noOpen: '未払いの請求書はありません。', invoice: '請求書番号', po: '発注番号', issued: '発行日', due: '支払期日', outstanding: '未払額', overdue: '{days} 日遅延',
    kinds: { allocated: '与信枠設定', limitIncreased: '与信枠増額', limitDecreased: '与信枠減額', purchase: '掛け購入', payment: '入金', refund: '返金', creditNote: '赤伝票', reversal: '取消' },
    footer: '残高は貴社のお支払い残高です。本明細書に関するお問い合わせ：{email}',
  },
};
