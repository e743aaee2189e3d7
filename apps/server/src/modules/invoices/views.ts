import { formatPersonName, type InvoiceApplication } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { invoiceOrders, type InvoiceOrder } from '../orders/index.js';
import { creditNotesByApplication } from './credit-notes.js';
import { issuer } from './issuer.js';
import { applicationRows as applicationQuery, countsByStatus, countryNamesByCode, type ApplicationFilter, type ApplicationOrder } from './queries.js';

// Reading applications as the buyer's pages and the console show them: the stored row (with the
// title as it was when the buyer applied), its order's number, status and lines, the issuer and
// the title's country named in the reader's language.

export type ApplicationRow = Omit<Awaited<ReturnType<typeof applicationQuery>>[number], 'firstName' | 'lastName'> & { buyerName: string };

/** Applications matching `f`, in `order`, with their buyer (the name as the reader's language writes it) and decider. */
export async function applicationRows(ctx: RequestContext, f: ApplicationFilter, order: ApplicationOrder, limit = 100, offset = 0): Promise<ApplicationRow[]> {
  const r = await applicationQuery(ctx.db, f, order, limit, offset);
  return r.map(({ firstName, lastName, ...x }) => ({ ...x, buyerName: formatPersonName({ firstName, lastName }, ctx.lang) }));
}

/** Country names by ISO code in the context's language (a title stores its country's code). */
async function countryNames(ctx: RequestContext, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  return new Map((await countryNamesByCode(ctx.db, ctx.langId, wanted)).map((c) => [c.code, c.name]));
}


export type ApplicationView = InvoiceApplication & { orderStatus: string; orderDeliveredAt: string | null; order: InvoiceOrder | undefined; row: ApplicationRow };

/** The applications as their readers see them (pdfUrl is for the route to sign). */
export async function toViews(ctx: RequestContext, list: ApplicationRow[]): Promise<ApplicationView[]> {
  const [orders, names, credit] = await Promise.all([
    invoiceOrders(ctx, list.map((r) => r.orderId)),
    countryNames(ctx, list.map((r) => r.title.countryCode)),
    creditNotesByApplication(ctx, list.map((r) => r.id)),
  ]);
  const seller = issuer(ctx.lang).name;
  return list.map((r) => {
    const title = r.title;
    const order = orders.get(r.orderId);
    return {
      id: r.id,
      status: r.status,
      type: r.type,
      title: { ...title, country: names.get(title.countryCode) ?? title.country },
      amount: { amount: r.amount, currency: r.currency, minorUnits: r.minorUnits },
      orderNo: order?.orderNo ?? '',
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      rejectReason: r.rejectReason,
      invoiceNo: r.invoiceNo,
      issuer: seller,
      lines: (order?.lines ?? []).map((l) => ({ lineNo: l.lineNo, spuId: l.spuId, productNo: l.productNo, name: l.name, saleAttr: l.saleAttr, quantity: l.quantity, lineTotal: l.lineTotal })),
      pdfUrl: null,
      companyId: r.companyId,
      appliedBy: { userId: r.userId, name: r.buyerName },
      // Credit notes against it (issue 30): the invoice reads credited in part or in full.
      credited: { amount: credit.credited.get(r.id) ?? 0, currency: r.currency, minorUnits: r.minorUnits },
      creditNotes: credit.notes.get(r.id) ?? [],
      orderStatus: order?.status ?? '',
      orderDeliveredAt: order?.deliveredAt ?? null,
      order,
      row: r,
    };
  });
}

/** Counts per status of the applications matching `f`. */
export const countsOf = (ctx: RequestContext, f: ApplicationFilter) => countsByStatus(ctx.db, f);
