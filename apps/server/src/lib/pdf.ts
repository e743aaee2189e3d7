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
