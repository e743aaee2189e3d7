import type { InvoiceType, LangCode } from '@netshop/contract';

// Words printed on invoice PDFs, per language (the buyer's). Type names match the invoice_type
// dictionary the site serves.

export interface InvoiceLabels {
  type: Record<InvoiceType, string>;
  invoiceNo: string;
  issued: string;
  orderNo: string;
  orderDate: string;
  seller: string;
  buyer: string;
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  line: string;
  itemNo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  shipping: string;
  discount: string;
  /** {name} is the tax's name (VAT, ALV…), {rate} its rate. */
  tax: string;
  total: string;
  /** {orderNo}, {email}. */
  footer: string;
  /** Printed once credit notes took all of it back (issue 30); {notes} is `notes` filled in. */
  creditedFull: string;
  /** Printed once credit notes took part of it back; {amount} is what they took. */
  creditedPart: string;
  /** The credit notes named: one, or several ({numbers} joined as the language lists). */
  notes: { one: string; other: string };
}

export const INVOICE_LABELS: Record<LangCode, InvoiceLabels> = {
  'zh-CN': {
    type: { general: '增值税电子普通发票', special: '增值税电子专用发票' },
    invoiceNo: '发票号码', issued: '开票日期', orderNo: '订单号', orderDate: '下单日期', seller: '销售方', buyer: '购买方',
    name: '名称', taxNo: '纳税人识别号', address: '地址', phone: '电话', bank: '开户银行', account: '银行账号',
    line: '序号', itemNo: '产品编号', description: '货物或服务名称', quantity: '数量', unitPrice: '单价', amount: '金额',
    subtotal: '商品金额', shipping: '运费', discount: '优惠', tax: '{name}（{rate}）', total: '价税合计',
    footer: '本电子发票依据订单 {orderNo} 开具。如有疑问，请联系 {email}。',
    creditedFull: '本发票已全额冲红（{notes}）。',
    creditedPart: '本发票已部分冲红，冲红金额 {amount}（{notes}）。',
    notes: { one: '红字发票 {numbers}', other: '红字发票 {numbers}' },
  },
  en: {
    type: { general: 'General electronic VAT invoice', special: 'Special electronic VAT invoice' },
    invoiceNo: 'Invoice number', issued: 'Date of issue', orderNo: 'Order number', orderDate: 'Order date', seller: 'Seller', buyer: 'Buyer',
    name: 'Name', taxNo: 'Tax number', address: 'Address', phone: 'Phone', bank: 'Bank', account: 'Account number',
    line: 'No.', itemNo: 'Item number', description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount',
    subtotal: 'Subtotal', shipping: 'Shipping', discount: 'Discount', tax: '{name} ({rate})', total: 'Total',
    footer: 'This electronic invoice is issued for order {orderNo}. Questions: {email}.',
    creditedFull: 'This invoice has been credited in full by {notes}.',
    creditedPart: '{amount} of this invoice has been credited by {notes}.',
    notes: { one: 'credit note {numbers}', other: 'credit notes {numbers}' },
  },
  es: {
    type: { general: 'Factura electrónica ordinaria con IVA', special: 'Factura electrónica especial con IVA' },
    invoiceNo: 'Número de factura', issued: 'Fecha de emisión', orderNo: 'Número de pedido', orderDate: 'Fecha del pedido', seller: 'Vendedor', buyer: 'Comprador',
    name: 'Nombre', taxNo: 'Número fiscal', address: 'Dirección', phone: 'Teléfono', bank: 'Banco', account: 'Número de cuenta',
    line: 'N.º', itemNo: 'Referencia', description: 'Descripción', quantity: 'Cant.', unitPrice: 'Precio unitario', amount: 'Importe',
    subtotal: 'Subtotal', shipping: 'Envío', discount: 'Descuento', tax: '{name} ({rate})', total: 'Total',
    footer: 'Esta factura electrónica se emite para el pedido {orderNo}. Consultas: {email}.',
    creditedFull: 'Esta factura ha sido rectificada en su totalidad por {notes}.',
    creditedPart: 'Esta factura ha sido rectificada en {amount} por {notes}.',
    notes: { one: 'la factura rectificativa {numbers}', other: 'las facturas rectificativas {numbers}' },
  },
  fi: {
    type: { general: 'Tavallinen sähköinen ALV-lasku', special: 'Erityinen sähköinen ALV-lasku' },
    invoiceNo: 'Laskun numero', issued: 'Laskun päivämäärä', orderNo: 'Tilausnumero', orderDate: 'Tilauspäivä', seller: 'Myyjä', buyer: 'Ostaja',
    name: 'Nimi', taxNo: 'Verotunniste', address: 'Osoite', phone: 'Puhelin', bank: 'Pankki', account: 'Tilinumero',
    line: 'Nro', itemNo: 'Tuotenumero', description: 'Kuvaus', quantity: 'Määrä', unitPrice: 'Yksikköhinta', amount: 'Summa',
    subtotal: 'Välisumma', shipping: 'Toimitus', discount: 'Alennus', tax: '{name} ({rate})', total: 'Yhteensä',
    footer: 'Tämä sähköinen lasku on laadittu tilauksesta {orderNo}. Kysymykset: {email}.',
    creditedFull: 'Tämä lasku on hyvitetty kokonaan {notes}.',
    creditedPart: 'Tästä laskusta on hyvitetty {amount} {notes}.',
    notes: { one: 'hyvityslaskulla {numbers}', other: 'hyvityslaskuilla {numbers}' },
  },
  fr: {
    type: { general: 'Facture électronique TVA ordinaire', special: 'Facture électronique TVA spéciale' },
    invoiceNo: 'Numéro de facture', issued: 'Date d’émission', orderNo: 'Numéro de commande', orderDate: 'Date de commande', seller: 'Vendeur', buyer: 'Acheteur',
    name: 'Nom', taxNo: 'Numéro fiscal', address: 'Adresse', phone: 'Téléphone', bank: 'Banque', account: 'Numéro de compte',
    line: 'N°', itemNo: 'Référence', description: 'Désignation', quantity: 'Qté', unitPrice: 'Prix unitaire', amount: 'Montant',
    subtotal: 'Sous-total', shipping: 'Livraison', discount: 'Remise', tax: '{name} ({rate})', total: 'Total',
    footer: 'Cette facture électronique est émise pour la commande {orderNo}. Questions : {email}.',
    creditedFull: 'Cette facture a été annulée en totalité par {notes}.',
    creditedPart: 'Cette facture a été réduite de {amount} par {notes}.',
    notes: { one: 'l’avoir {numbers}', other: 'les avoirs {numbers}' },
  },
  ja: {
    type: { general: '電子普通VATインボイス', special: '電子専用VATインボイス' },
    invoiceNo: '請求書番号', issued: '発行日', orderNo: '注文番号', orderDate: '注文日', seller: '販売者', buyer: '購入者',
    name: '名称', taxNo: '税番号', address: '住所', phone: '電話番号', bank: '銀行名', account: '口座番号',
    line: 'No.', itemNo: '製品番号', description: '品名', quantity: '数量', unitPrice: '単価', amount: '金額',
    subtotal: '小計', shipping: '送料', discount: '割引', tax: '{name}（{rate}）', total: '合計（税込）',
    footer: 'この電子請求書は注文 {orderNo} に対して発行されました。お問い合わせ：{email}',
    creditedFull: 'この請求書は{notes}により全額取り消されています。',
    creditedPart: 'この請求書は{notes}により {amount} 減額されています。',
    notes: { one: '赤伝票 {numbers} ', other: '赤伝票 {numbers} ' },
  },
};
