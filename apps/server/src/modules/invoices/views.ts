import { formatPersonName, type PersonName, type InvoiceApplication, type InvoiceStatus, type InvoiceTitleSnapshot, type InvoiceType } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import type { RequestContext } from '../../lib/request-context.js';
import { invoiceOrders, type InvoiceOrder } from '../orders/index.js';
import { issuer } from './issuer.js';

// Reading applications as the buyer's pages and the console show them: the stored row (with the
// title as it was when the buyer applied), its order's number, status and lines, the issuer and
// the title's country named in the reader's language.

export interface ApplicationRow {
  id: number;
  userId: number;
  orderId: number;
  type: InvoiceType;
  title: InvoiceTitleSnapshot | string;
  amount: number;
  currency: string;
  minorUnits: number;
  status: InvoiceStatus;
  rejectReason: string | null;
  invoiceNo: string | null;
  createdAt: string | Date;
  decidedAt: string | Date | null;
  buyerEmail: string;
  buyerName: string;
  decidedBy: string | null;
}

/** Applications matching `where` (on invoice_application a), in `order`, with their buyer and decider. */
export async function applicationRows(ctx: RequestContext, where: SQL, order: SQL, limit = 100, offset = 0): Promise<ApplicationRow[]> {
  const r = await rows<Omit<ApplicationRow, 'buyerName'> & PersonName>(
    ctx.db,
    sql`SELECT a.id, a.user_id AS "userId", a.order_id AS "orderId", a.type, a.title, a.amount, a.currency, a.minor_units AS "minorUnits", a.status,
               a.reject_reason AS "rejectReason", a.invoice_no AS "invoiceNo", a.created_at AS "createdAt", a.decided_at AS "decidedAt",
               u.email AS "buyerEmail", u.first_name AS "firstName", u.last_name AS "lastName", st.name AS "decidedBy"
          FROM invoice_application a
          JOIN app_user u ON u.id = a.user_id
          LEFT JOIN staff_user st ON st.id = a.decided_by
         WHERE ${where}
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  return r.map(({ firstName, lastName, ...x }) => ({ ...x, buyerName: formatPersonName({ firstName, lastName }, ctx.lang), id: Number(x.id), userId: Number(x.userId), orderId: Number(x.orderId), amount: Number(x.amount), minorUnits: Number(x.minorUnits) }));
}

/** Country names by ISO code in the context's language (a title stores its country's code). */
async function countryNames(ctx: RequestContext, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const cn = translated('country_i18n', 'country_id', sql`c.id`, ctx.langId, 'cn');
  const r = await rows<{ code: string; name: string }>(
    ctx.db,
    sql`SELECT c.code, coalesce(${cn.pick('name')}, c.code) AS name FROM country c ${cn.joins} WHERE c.code IN (${sql.join(wanted.map((c) => sql`${c}`), sql`, `)})`,
  );
  return new Map(r.map((c) => [c.code, c.name]));
}

export const snapshotOf = (r: Pick<ApplicationRow, 'title'>): InvoiceTitleSnapshot => (typeof r.title === 'string' ? (JSON.parse(r.title) as InvoiceTitleSnapshot) : r.title);
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

export type ApplicationView = InvoiceApplication & { orderStatus: string; orderDeliveredAt: string | null; order: InvoiceOrder | undefined; row: ApplicationRow };

/** The applications as their readers see them (pdfUrl is for the route to sign). */
export async function toViews(ctx: RequestContext, list: ApplicationRow[]): Promise<ApplicationView[]> {
  const [orders, names] = await Promise.all([invoiceOrders(ctx, list.map((r) => r.orderId)), countryNames(ctx, list.map((r) => snapshotOf(r).countryCode))]);
  const seller = issuer(ctx.lang).name;
  return list.map((r) => {
    const title = snapshotOf(r);
    const order = orders.get(r.orderId);
    return {
      id: r.id,
      status: r.status,
      type: r.type,
      title: { ...title, country: names.get(title.countryCode) ?? title.country },
      amount: { amount: r.amount, currency: r.currency, minorUnits: r.minorUnits },
      orderNo: order?.orderNo ?? '',
      createdAt: iso(r.createdAt)!,
      decidedAt: iso(r.decidedAt),
      rejectReason: r.rejectReason,
      invoiceNo: r.invoiceNo,
      issuer: seller,
      lines: (order?.lines ?? []).map((l) => ({ lineNo: l.lineNo, spuId: l.spuId, productNo: l.productNo, name: l.name, saleAttr: l.saleAttr, quantity: l.quantity, lineTotal: l.lineTotal })),
      pdfUrl: null,
      orderStatus: order?.status ?? '',
      orderDeliveredAt: order?.deliveredAt ?? null,
      order,
      row: r,
    };
  });
}

/** Counts per status of the applications matching `where`. */
export async function countsOf(ctx: RequestContext, where: SQL): Promise<Record<InvoiceStatus, number>> {
  const [c] = await rows<Record<InvoiceStatus, number>>(
    ctx.db,
    sql`SELECT count(*) FILTER (WHERE a.status = 'pending')::int AS pending, count(*) FILTER (WHERE a.status = 'approved')::int AS approved,
               count(*) FILTER (WHERE a.status = 'rejected')::int AS rejected
          FROM invoice_application a WHERE ${where}`,
  );
  return { pending: Number(c?.pending ?? 0), approved: Number(c?.approved ?? 0), rejected: Number(c?.rejected ?? 0) };
}
