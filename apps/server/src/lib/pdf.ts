import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

// What every generated PDF shares (spec sheets, product documents, invoices): pdfkit with the
// embedded Noto Sans SC subset, which renders Chinese, Japanese and Latin alike (assets/fonts,
// ADR 0008); each PDF embeds only the glyphs it uses.

export const PDF_FONT = join(dirname(fileURLToPath(import.meta.url)), '../../assets/fonts/NotoSansSC-PDF.ttf');
if (!existsSync(PDF_FONT)) throw new Error(`PDF font missing: ${PDF_FONT}`);

/** An A4 document set in the shared font as 'body', and the bytes it will have once `doc.end()` is called. */
export function pdfDocument(info: PDFKit.DocumentInfo, margin = 50): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Author: 'YT Networks', ...info } });
  doc.registerFont('body', PDF_FONT);
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** A label's {placeholders} filled in ("{lines} lines, {units} units"). */
export const fillLabel = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

/** A date as the shop's documents print it: the day in Shenzhen (the seller's calendar), in the reader's language. */
export const shopDay = (lang: string, iso: string | Date) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(iso));

/** The shop's document palette (invoices, quotations, statements, packing lists). */
export const PDF_INK = '#1b1f24';
export const PDF_MUTED = '#545d68';
export const PDF_RULE = '#c9d1da';
export const PDF_BRAND = '#0a5bd3';

export interface PdfColumn {
  w: number;
  align: 'left' | 'right';
}

/**
 * A table drawn row by row from `y`: each row as tall as its tallest cell, a head row tinted,
 * a rule under every row, a new page when a row would pass `bottom` points above the page's end.
 * `y` is read back by the caller to go on below the table.
 */
export function pdfTable(doc: PDFKit.PDFDocument, at: { left: number; width: number; y: number; bottom: number }, cols: readonly PdfColumn[], rule = PDF_RULE, tint = PDF_BRAND) {
  const t = {
    y: at.y,
    row(cells: string[], color: string, opts: { head?: boolean; size?: number } = {}) {
      const size = opts.size ?? 8.5;
      doc.fontSize(size).fillColor(color);
      const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.w - 6 }))) + 8;
      if (t.y + h > doc.page.height - at.bottom) {
        doc.addPage();
        t.y = 50;
      }
      if (opts.head) doc.save().rect(at.left, t.y, at.width, h).fillOpacity(0.06).fill(tint).restore();
      doc.fontSize(size).fillColor(color);
      let x = at.left;
      cells.forEach((c, i) => {
        doc.text(c, x + 3, t.y + 4, { width: cols[i]!.w - 6, align: cols[i]!.align });
        x += cols[i]!.w;
      });
      t.y += h;
      doc.moveTo(at.left, t.y).lineTo(at.left + at.width, t.y).lineWidth(0.5).strokeColor(rule).stroke();
    },
  };
  return t;
}
