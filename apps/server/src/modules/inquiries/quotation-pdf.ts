import { formatMoney, type LangCode, type Quotation } from '@netshop/contract';
import { PDF_BRAND as BRAND, PDF_INK as INK, PDF_MUTED as MUTED, pdfDocument, pdfTable } from '../../lib/pdf.js';

// A quotation as a PDF, in the reader's language (the shared pdfkit set-up with the embedded CJK
// font), made on each download from the stored version: nothing is kept, and a version reads the
// same every time. The amounts are the quotation's own, in its currency.

interface Labels {
  title: string;
  quotationNo: string;
  version: string;
  date: string;
  validUntil: string;
  status: Record<Quotation['state'], string>;
  buyer: string;
  /** The buyer's shipping address (where the quoted tax is of). */
  shipTo: string;
  seller: string;
  line: string;
  itemNo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  shipping: string;
  /** {rate} */
  tax: string;
  total: string;
  note: string;
  /** {inquiryNo} */
  footer: string;
}

const LABELS: Record<LangCode, Labels> = {
  'zh-CN': {
    title: '报价单', quotationNo: '询价编号', version: '版本', date: '报价日期', validUntil: '有效期至',
    status: { active: '有效', expired: '已过期', superseded: '已被新版本取代', accepted: '已接受' },
    buyer: '客户', shipTo: '收货地址', seller: '报价方', line: '序号', itemNo: '产品编号', description: '产品名称', quantity: '数量', unitPrice: '单价', amount: '金额',
    subtotal: '商品金额', shipping: '运费（预估）', tax: '税费（{rate}）', total: '合计', note: '备注',
    footer: '本报价依据询价 {inquiryNo} 出具，在有效期内可于账户中心“我的询价”一键接受并下单。',
  },
  en: {
    title: 'Quotation', quotationNo: 'Inquiry number', version: 'Version', date: 'Date', validUntil: 'Valid until',
    status: { active: 'Valid', expired: 'Expired', superseded: 'Superseded by a newer version', accepted: 'Accepted' },
    buyer: 'Customer', shipTo: 'Ship to', seller: 'Quoted by', line: 'No.', itemNo: 'Item number', description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount',
    subtotal: 'Subtotal', shipping: 'Shipping (estimate)', tax: 'Tax ({rate})', total: 'Total', note: 'Note',
    footer: 'Quotation for inquiry {inquiryNo}. While it is valid, accept it in one click under My inquiries in your account centre.',
  },
  es: {
    title: 'Presupuesto', quotationNo: 'Número de solicitud', version: 'Versión', date: 'Fecha', validUntil: 'Válido hasta',
    status: { active: 'Vigente', expired: 'Caducado', superseded: 'Sustituido por una versión más reciente', accepted: 'Aceptado' },
    buyer: 'Cliente', shipTo: 'Dirección de envío', seller: 'Emitido por', line: 'N.º', itemNo: 'Referencia', description: 'Descripción', quantity: 'Cant.', unitPrice: 'Precio unitario', amount: 'Importe',
    subtotal: 'Subtotal', shipping: 'Envío (estimado)', tax: 'Impuestos ({rate})', total: 'Total', note: 'Nota',
    footer: 'Presupuesto de la solicitud {inquiryNo}. Mientras esté vigente, acéptelo con un clic en Mis solicitudes, en su área de cliente.',
  },
  fi: {
    title: 'Tarjous', quotationNo: 'Tiedustelun numero', version: 'Versio', date: 'Päivämäärä', validUntil: 'Voimassa asti',
    status: { active: 'Voimassa', expired: 'Vanhentunut', superseded: 'Korvattu uudemmalla versiolla', accepted: 'Hyväksytty' },
    buyer: 'Asiakas', shipTo: 'Toimitusosoite', seller: 'Tarjoaja', line: 'Nro', itemNo: 'Tuotenumero', description: 'Kuvaus', quantity: 'Määrä', unitPrice: 'Yksikköhinta', amount: 'Summa',
    subtotal: 'Välisumma', shipping: 'Toimitus (arvio)', tax: 'Verot ({rate})', total: 'Yhteensä', note: 'Huomautus',
    footer: 'Tarjous tiedusteluun {inquiryNo}. Voimassaoloaikana voit hyväksyä sen yhdellä napsautuksella tilin hallinnan kohdassa Omat tiedustelut.',
  },
  fr: {
    title: 'Devis', quotationNo: 'Numéro de demande', version: 'Version', date: 'Date', validUntil: 'Valable jusqu’au',
    status: { active: 'Valable', expired: 'Expiré', superseded: 'Remplacé par une version plus récente', accepted: 'Accepté' },
    buyer: 'Client', shipTo: 'Adresse de livraison', seller: 'Émis par', line: 'N°', itemNo: 'Référence', description: 'Désignation', quantity: 'Qté', unitPrice: 'Prix unitaire', amount: 'Montant',
    subtotal: 'Sous-total', shipping: 'Livraison (estimation)', tax: 'Taxes ({rate})', total: 'Total', note: 'Remarque',
    footer: 'Devis pour la demande {inquiryNo}. Tant qu’il est valable, acceptez-le en un clic dans Mes demandes, dans votre espace client.',
  },
  ja: {
    title: '御見積書', quotationNo: 'お問い合わせ番号', version: '版', date: '見積日', validUntil: '有効期限',
    status: { active: '有効', expired: '期限切れ', superseded: '新しい版に置き換え済み', accepted: '承諾済み' },
    buyer: 'お客様', shipTo: 'お届け先', seller: '見積者', line: 'No.', itemNo: '製品番号', description: '品名', quantity: '数量', unitPrice: '単価', amount: '金額',
    subtotal: '小計', shipping: '送料（概算）', tax: '税（{rate}）', total: '合計', note: '備考',
    footer: 'お問い合わせ {inquiryNo} に対するお見積りです。有効期限内であれば、アカウントセンターの「お問い合わせ履歴」からワンクリックで承諾できます。',
  },
};

const SELLER = { 'zh-CN': '深圳市 YT 网络科技有限公司', ja: 'YT ネットワークス' } as Partial<Record<LangCode, string>>;

export interface QuotationPdfInput {
  lang: LangCode;
  quotation: Quotation;
  inquiry: { inquiryNo: string; name: string; company: string; email: string; phone: string };
  /** The buyer's shipping address in one line, as their country writes it; null for a guest or a buyer without one. */
  shipTo: string | null;
  contactEmail: string;
}

export function quotationPdf(p: QuotationPdfInput): Promise<Buffer> {
  const L = LABELS[p.lang];
  const q = p.quotation;
  const { doc, bytes } = pdfDocument({ Title: `${L.title} ${p.inquiry.inquiryNo}-V${q.version}` }, 40);
  const left = 40;
  const width = doc.page.width - 80;
  const money = (amount: number) => formatMoney(amount, q.currency, q.minorUnits, p.lang);
  const day = (iso: string) => new Intl.DateTimeFormat(p.lang, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(iso));

  doc.rect(0, 0, doc.page.width, 64).fill(BRAND);
  doc.fillColor('#ffffff').fontSize(18).text('YT Networks', left, 22);
  doc.fontSize(14).text(`${L.title} · ${L.version} ${q.version}`, left, 25, { width, align: 'right' });

  let y = 84;
  const meta: [string, string][] = [
    [L.quotationNo, p.inquiry.inquiryNo],
    [L.version, `V${q.version} · ${L.status[q.state]}`],
    [L.date, day(q.createdAt)],
    [L.validUntil, day(q.validUntil)],
    [L.buyer, [p.inquiry.company, p.inquiry.name].filter(Boolean).join(' · ') || p.inquiry.email],
    [L.seller, SELLER[p.lang] ?? 'Shenzhen YT Networks Technology Co., Ltd.'],
  ];
  meta.forEach(([label, value], i) => {
    const x = left + (i % 2) * (width / 2);
    const rowY = y + Math.floor(i / 2) * 18;
    doc.fontSize(9).fillColor(MUTED).text(label, x, rowY, { width: 100 });
    doc.fontSize(10).fillColor(INK).text(value, x + 100, rowY - 1, { width: width / 2 - 105, lineBreak: false, ellipsis: true });
  });
  y += 54;
  if (p.shipTo) {
    doc.fontSize(9).fillColor(MUTED).text(L.shipTo, left, y, { width: 100 });
    doc.fontSize(10).fillColor(INK).text(p.shipTo, left + 100, y - 1, { width: width - 100 });
    y = doc.y + 4;
  }
  y += 12;

  const cols = [
    { key: 'line', w: 30, align: 'left' },
    { key: 'itemNo', w: 110, align: 'left' },
    { key: 'description', w: width - 30 - 110 - 56 - 90 - 96, align: 'left' },
    { key: 'quantity', w: 56, align: 'right' },
    { key: 'unitPrice', w: 90, align: 'right' },
    { key: 'amount', w: 96, align: 'right' },
  ] as const;
  const t = pdfTable(doc, { left, width, y, bottom: 110 }, cols);
  t.row(cols.map((c) => L[c.key]), MUTED, { head: true });
  // The variant under the name: the buyer checks that the quoted part is the speed and reach they asked for.
  for (const l of q.lines) t.row([String(l.lineNo), l.productNo, l.variant ? `${l.name}\n${l.variant}` : l.name, String(l.quantity), money(l.unitPrice.amount), money(l.lineTotal.amount)], INK);

  y = t.y + 10;
  const rate = new Intl.NumberFormat(p.lang, { style: 'percent', maximumFractionDigits: 2 }).format(q.taxRateBp / 10_000);
  const totals: [string, string][] = [
    [L.subtotal, money(q.subtotal)],
    [L.shipping, money(q.shippingFee)],
    [L.tax.replace('{rate}', rate), money(q.tax)],
  ];
  const labelW = 170;
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
  doc.fillColor(BRAND).text(money(q.total), tx + labelW, y, { width: valueW, align: 'right' });
  y += 30;
  if (q.note) {
    doc.fontSize(10).fillColor(BRAND).text(L.note, left, y);
    doc.fontSize(9.5).fillColor(INK).text(q.note, left, doc.y + 4, { width });
  }
  const footer = `${L.footer.replace('{inquiryNo}', p.inquiry.inquiryNo)}${p.contactEmail ? ` ${p.contactEmail}` : ''}`;
  doc.fontSize(8).fillColor(MUTED).text(footer, left, doc.page.height - 70, { width, align: 'center' });
  doc.end();
  return bytes;
}
