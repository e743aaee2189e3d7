import { formatMoney, type LangCode, type ProductDetail } from '@netshop/contract';
import { PDF_LABELS } from '../../i18n/pdf-labels.js';
import { pdfDocument } from '../../lib/pdf.js';

// Spec sheets and product documents, generated from the product's data in the buyer's language.
// The embedded Noto Sans SC subset renders Chinese, Japanese and Latin alike (lib/pdf.ts).

const BRAND = '#0a5bd3';
const MUTED = '#545d68';
const htmlToText = (html: string) =>
  html
    .replace(/<\/(p|h2|li|ul)>/g, '\n')
    .replace(/<li>/g, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

export type PdfKind = 'specsheet' | 'datasheet' | 'manual' | 'guide' | 'certificate';

export function productPdf(p: ProductDetail, lang: LangCode, kind: PdfKind, docTitle?: string): Promise<Buffer> {
  const L = PDF_LABELS[lang];
  const { doc, bytes: done } = pdfDocument({ Title: `${p.model} – ${docTitle ?? L.specSheet}`, Subject: p.name });
  const width = doc.page.width - 100;
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).fillColor(BRAND).fontSize(13).text(text).moveDown(0.3).fillColor('#1b1f24').fontSize(10);
  };

  doc.rect(0, 0, doc.page.width, 70).fill(BRAND);
  doc.fillColor('#ffffff').fontSize(18).text('YT Networks', 50, 24, { continued: true }).fontSize(11).text(`   ${docTitle ?? L.specSheet}`);
  doc.moveDown(2).fillColor('#1b1f24').fontSize(16).text(p.name, 50, 95, { width });
  doc.moveDown(0.3).fontSize(10).fillColor(MUTED).text(`${L.model}: ${p.model}    ${L.generated}: ${new Date().toISOString().slice(0, 10)}`);
  doc.moveDown(0.6).fillColor('#1b1f24').fontSize(10).text(p.shortDesc, { width });

  if (kind === 'certificate') {
    heading(L.certificate);
    doc.text(L.certificateText, { width });
    heading(L.options);
    doc.text(p.skus.map((s) => s.productNo).join(', '), { width });
  } else {
    if (kind !== 'specsheet' && kind !== 'datasheet' && p.longHtml) {
      doc.moveDown(0.6).text(htmlToText(p.longHtml), { width });
    }
    heading(L.features);
    for (const f of p.features) doc.text(`• ${f}`, { width, indent: 6 });
    heading(L.specifications);
    for (const s of p.specs) {
      const y = doc.y;
      doc.fillColor(MUTED).text(s.label, 50, y, { width: 180 });
      const h1 = doc.y;
      doc.fillColor('#1b1f24').text(s.value, 240, y, { width: width - 190 });
      doc.y = Math.max(h1, doc.y) + 3;
      doc.x = 50;
    }
    if (kind === 'specsheet' || kind === 'datasheet') {
      heading(`${L.options} · ${L.volumePrices}`);
      for (const s of p.skus) {
        const opts = p.options.map((o) => o.values.find((v) => v.key === s.attrs[o.key])?.label).filter(Boolean).join(' / ');
        const tiers = s.tiers.map((t) => `${t.minQty}+ ${L.units}: ${formatMoney(t.price.amount, t.price.currency, t.price.minorUnits, lang)}`).join('   ');
        doc.text(`${s.productNo}  ${opts}`, { width });
        doc.fillColor(MUTED).text(tiers, { width, indent: 12 }).fillColor('#1b1f24');
      }
    }
    if (p.compat.length) {
      heading(L.compatibility);
      doc.text(p.compat.join(' · '), { width });
    }
    if (kind !== 'specsheet') {
      heading(L.faq);
      for (const f of p.faq) {
        doc.text(f.q, { width });
        doc.fillColor(MUTED).text(f.a, { width }).fillColor('#1b1f24').moveDown(0.3);
      }
    }
  }
  doc.end();
  return done;
}
