import { CODES, formatPersonName, orderAddress, type LangCode } from '@netshop/contract';
import { fillLabel, pdfDocument, shopDay } from '../../lib/pdf.js';
import { AppError } from '../../plugins/envelope.js';
import { inLanguage, type RequestContext } from '../../lib/request-context.js';
import { linesInLanguage } from './lines-in-language.js';
import { PACKING_LABELS } from './packing-list-labels.js';
import { shipmentsOf } from './shipments.js';
import { packingHeadByNo, packingLines, type PackingHead, type PackingLine } from './staff-actions-queries.js';

// The packing list (issue 27): what the warehouse picks and packs for one order, printed from the
// console in the staff member's language. Lines are the order's (product number, quantity), named
// in that language too (lines-in-language.ts). Each line has a box to tick; the buyer's note is printed in full,
// since it often says how to pack or deliver. Fonts and set-up are the invoices' (lib/pdf.ts).

const INK = '#1b1f24';
const MUTED = '#545d68';
const RULE = '#c9d1da';
const BRAND = '#0a5bd3';

/** The parcel a split order's list is for (issue 28): which of how many, where it leaves from, its carrier and number once shipped. */
interface Parcel {
  seq: number;
  total: number;
  warehouse: string;
  carrier: string | null;
  trackingNo: string | null;
}

/** The whole order's list, or with `shipmentSeq` one shipment's: only the lines and units that parcel carries. */
export async function packingListPdf(ctx: RequestContext, orderNo: string, lang: LangCode, shipmentSeq?: number): Promise<Buffer> {
  const langId = inLanguage(ctx, lang).langId;
  const head = await packingHeadByNo(ctx.db, orderNo, langId);
  if (!head) throw new AppError(CODES.NOT_FOUND, 'notFound');
  let lines = await linesInLanguage(ctx, await packingLines(ctx.db, head.id), lang);
  let parcel: Parcel | null = null;
  if (shipmentSeq !== undefined) {
    const all = (await shipmentsOf(ctx.db, [head.id], langId)).get(head.id) ?? [];
    const s = all.find((x) => x.seq === shipmentSeq);
    if (!s) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const units = new Map(s.lines.map((l) => [l.lineNo, l.quantity]));
    lines = lines.filter((l) => units.has(l.lineNo)).map((l) => ({ ...l, quantity: units.get(l.lineNo)! }));
    parcel = { seq: s.seq, total: all.filter((x) => x.status !== 'cancelled').length || all.length, warehouse: s.warehouseName, carrier: s.carrier, trackingNo: s.trackingNo };
  }
  return renderPackingList(head, lines, lang, parcel);
}

function addressLines(raw: unknown, lang: LangCode): string[] {
  const a = orderAddress.safeParse(raw);
  if (!a.success) return [];
  const v = a.data;
  const place = [v.zip, v.city, v.region].filter(Boolean).join(' ');
  return [formatPersonName(v, lang), v.line1, v.line2, place, v.country, v.phone].filter((s) => s.trim() !== '');
}

function renderPackingList(o: PackingHead, lines: PackingLine[], lang: LangCode, parcel: Parcel | null): Promise<Buffer> {
  const L = PACKING_LABELS[lang];
  const { doc, bytes } = pdfDocument({ Title: `${L.title} ${o.orderNo}`, Subject: o.orderNo }, 40);
  const left = 40;
  const width = doc.page.width - 80;

  doc.fontSize(18).fillColor(BRAND).text(L.title, left, 40, { width: width / 2 });
  doc.fontSize(14).fillColor(INK).text(o.orderNo, left + width / 2, 44, { width: width / 2, align: 'right' });
  let y = 76;

  // Order facts on the left, the address to ship to on the right.
  const facts: [string, string][] = [
    [L.orderNo, o.orderNo],
    [L.orderDate, shopDay(lang, o.createdAt)],
    [L.shippingMethod, o.shippingMethodName],
  ];
  // A parcel's own carrier and number; the order's are the last parcel's.
  const carrier = parcel ? parcel.carrier : o.carrier;
  const trackingNo = parcel ? parcel.trackingNo : o.trackingNo;
  if (parcel) facts.push([L.shipment, fillLabel(L.shipmentOf, { seq: String(parcel.seq), total: String(parcel.total), warehouse: parcel.warehouse })]);
  if (carrier) facts.push([L.carrier, carrier]);
  if (trackingNo) facts.push([L.trackingNo, trackingNo]);
  const half = (width - 16) / 2;
  let fy = y;
  for (const [label, value] of facts) {
    doc.fontSize(9).fillColor(MUTED).text(label, left, fy, { width: 100 });
    doc.fontSize(10).fillColor(INK).text(value, left + 100, fy - 1, { width: half - 100 });
    fy = Math.max(doc.y, fy + 14) + 3;
  }
  doc.fontSize(9).fillColor(MUTED).text(L.shipTo, left + half + 16, y, { width: half });
  doc.fontSize(11).fillColor(INK).text(addressLines(o.shippingAddress, lang).join('\n'), left + half + 16, y + 14, { width: half });
  y = Math.max(fy, doc.y) + 12;

  // The buyer's note, boxed: packers must not miss it.
  doc.fontSize(9).fillColor(MUTED).text(L.note, left, y);
  const note = o.remark.trim() || L.noNote;
  doc.fontSize(10);
  const noteH = doc.heightOfString(note, { width: width - 16 }) + 12;
  doc.lineWidth(0.8).strokeColor(o.remark.trim() ? BRAND : RULE).rect(left, y + 14, width, noteH).stroke();
  doc.fillColor(INK).text(note, left + 8, y + 20, { width: width - 16 });
  y += 14 + noteH + 16;

  const cols = [
    { w: 28, align: 'left' },
    { w: 120, align: 'left' },
    { w: width - 28 - 120 - 50 - 54, align: 'left' },
    { w: 50, align: 'right' },
    { w: 54, align: 'center' },
  ] as const;
  const row = (cells: string[], size: number, color: string, box: boolean) => {
    doc.fontSize(size);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.w - 8 }))) + 10;
    if (y + h > doc.page.height - 70) {
      doc.addPage();
      y = 40;
    }
    let x = left;
    cells.forEach((c, i) => {
      doc.fontSize(size).fillColor(color).text(c, x + 4, y + 5, { width: cols[i]!.w - 8, align: cols[i]!.align });
      x += cols[i]!.w;
    });
    // The tick box, centred in the last column.
    if (box) doc.lineWidth(0.9).strokeColor(INK).rect(x - cols[4].w / 2 - 6, y + 5, 12, 12).stroke();
    y += h;
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  row([L.line, L.productNo, L.item, L.quantity, L.picked], 9, MUTED, false);
  for (const l of lines) row([String(l.lineNo), l.productNo, l.saleAttr ? `${l.name}\n${l.saleAttr}` : l.name, String(l.quantity), ''], 10, INK, true);

  const units = lines.reduce((s, l) => s + l.quantity, 0);
  y += 10;
  doc.fontSize(10).fillColor(INK).text(fillLabel(L.totals, { lines: String(lines.length), units: String(units) }), left, y, { width, align: 'right' });
  y = doc.y + 28;
  doc.fontSize(9).fillColor(MUTED).text(L.packedBy, left, y);
  doc.moveTo(left + 110, y + 11).lineTo(left + 320, y + 11).lineWidth(0.5).strokeColor(MUTED).stroke();
  doc.end();
  return bytes;
}
