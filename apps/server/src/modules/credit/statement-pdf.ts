import { formatMoney, type LangCode } from '@netshop/contract';
import { fillLabel as fill, PDF_BRAND as BRAND, PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, pdfDocument, pdfTable, type PdfColumn } from '../../lib/pdf.js';
import { STATEMENT_LABELS } from './statement-labels.js';
import type { StatementEntry, StatementInvoice } from './statement-queries.js';

// A month's statement of a company's credit account as a PDF (issue 30), in the reader's
// language, laid out as the invoices' PDFs are (modules/invoices/pdf.ts): the shop's band, who and
// which month, the balances, the month's entries, and the invoices still open with their due dates.

export interface StatementPdfInput {
  lang: LangCode;
  company: string;
  /** The month as the query names it (2026-11). */
  month: string;
  from: Date;
  /** The company's time zone (IANA): the month and every date printed are the company's. */
  timeZone: string;
  currency: string;
  minorUnits: number;
  limit: number;
  terms: number;
  opening: number;
  closing: number;
  entries: StatementEntry[];
  open: StatementInvoice[];
  now: Date;
  contactEmail: string;
}

const DAY = 86_400_000;

export function statementPdf(p: StatementPdfInput): Promise<Buffer> {
  const L = STATEMENT_LABELS[p.lang];
  const { doc, bytes } = pdfDocument({ Title: `${L.title} ${p.month}`, Subject: p.company }, 40);
  const left = 40;
  const width = doc.page.width - 80;
  const money = (amount: number) => formatMoney(amount, p.currency, p.minorUnits, p.lang);
  const dayFormat = new Intl.DateTimeFormat(p.lang, { dateStyle: 'medium', timeZone: p.timeZone });
  const day = (d: Date) => dayFormat.format(d);
  // The month named as the reader's language names it (2026年11月, November 2026, marraskuu 2026).
  const period = new Intl.DateTimeFormat(p.lang, { year: 'numeric', month: 'long', timeZone: p.timeZone }).format(p.from);

  doc.rect(0, 0, doc.page.width, 64).fill(BRAND);
  doc.fillColor('#ffffff').fontSize(18).text('YT Networks', left, 22);
  doc.fontSize(14).text(L.title, left, 25, { width, align: 'right' });

  let y = 84;
  const meta: [string, string][] = [
    [L.company, p.company],
    [L.period, period],
    [L.currency, p.currency],
    [L.printed, day(p.now)],
    [L.limit, money(p.limit)],
    [L.termsLabel, fill(L.terms, { days: String(p.terms) })],
  ];
  meta.forEach(([label, value], i) => {
    const x = left + (i % 2) * (width / 2);
    const rowY = y + Math.floor(i / 2) * 18;
    doc.fontSize(9).fillColor(MUTED).text(label, x, rowY, { width: 110 });
    doc.fontSize(10).fillColor(INK).text(value, x + 110, rowY - 1, { width: width / 2 - 115 });
  });
  y += 62;

  // The balances: what was owed before the month, what it added and took away, what is owed after.
  const charges = p.entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
  const credits = p.entries.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0);
  const summary: [string, string][] = [
    [L.opening, money(p.opening)],
    [L.charges, money(charges)],
    [L.credits, credits ? `−${money(credits)}` : money(0)],
    [L.closing, money(p.closing)],
  ];
  const boxW = width / summary.length;
  summary.forEach(([label, value], i) => {
    const x = left + i * boxW;
    doc.lineWidth(0.8).strokeColor(RULE).rect(x, y, boxW - 6, 44).stroke();
    doc.fontSize(8.5).fillColor(MUTED).text(label, x + 8, y + 7, { width: boxW - 22 });
    doc.fontSize(12).fillColor(i === 3 ? BRAND : INK).text(value, x + 8, y + 22, { width: boxW - 22 });
  });
  y += 62;

  type Col = PdfColumn & { label: string };
  const table = (heading: string, cols: Col[], lines: string[][], empty: string) => {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = 50;
    }
    doc.fontSize(11).fillColor(BRAND).text(heading, left, y);
    const t = pdfTable(doc, { left, width, y: doc.y + 6, bottom: 90 }, cols);
    t.row(cols.map((c) => c.label), MUTED, { head: true });
    if (!lines.length) {
      doc.fontSize(9).fillColor(MUTED).text(empty, left + 3, t.y + 6, { width });
      t.y = doc.y + 6;
    }
    for (const l of lines) t.row(l, INK);
    y = t.y + 18;
  };

  const docOf = (e: StatementEntry) => [e.invoiceNo, e.orderNo].filter(Boolean).join('\n');
  table(
    L.entries,
    [
      { label: L.date, w: 78, align: 'left' },
      { label: L.entry, w: 92, align: 'left' },
      { label: L.document, w: 120, align: 'left' },
      { label: L.reference, w: width - 78 - 92 - 120 - 82 - 90, align: 'left' },
      { label: L.amount, w: 82, align: 'right' },
      { label: L.balance, w: 90, align: 'right' },
    ],
    p.entries.map((e) => [day(e.at), L.kinds[e.kind], docOf(e), e.reference, e.amount < 0 ? `−${money(-e.amount)}` : money(e.amount), money(e.balanceAfter)]),
    L.noEntries,
  );

  table(
    fill(L.openInvoices, { date: day(p.now) }),
    [
      { label: L.invoice, w: 110, align: 'left' },
      { label: L.po, w: 90, align: 'left' },
      { label: L.issued, w: 76, align: 'left' },
      { label: L.due, w: 76, align: 'left' },
      { label: '', w: width - 110 - 90 - 76 - 76 - 90, align: 'left' },
      { label: L.outstanding, w: 90, align: 'right' },
    ],
    p.open.map((i) => {
      const late = Math.floor((p.now.getTime() - i.dueAt.getTime()) / DAY);
      return [[i.invoiceNo, i.orderNo].filter(Boolean).join('\n'), i.poNumber ?? '', day(i.issuedAt), day(i.dueAt), late > 0 ? fill(L.overdue, { days: String(late) }) : '', money(i.outstanding)];
    }),
    L.noOpen,
  );

  doc.fontSize(8).fillColor(MUTED).text(fill(L.footer, { email: p.contactEmail }), left, doc.page.height - 70, { width, align: 'center' });
  doc.end();
  return bytes;
}
