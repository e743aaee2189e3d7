import { CODES, type OrderCreditInvoice } from '@netshop/contract';
import { companyCan, companyOf } from '../../lib/company-access.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerOfOrderNo } from '../orders/index.js';
import { invoiceView } from './ledger.js';
import { invoiceOfOrderNo, type InvoiceRow } from './queries.js';

// The credit invoice (CI…) of one order paid on account, for the order's page (issue 30): the
// orders module does not import credit (ADR 0016), so the page asks here by order number. A member
// reads it for their own company only — the company's statement readers (statements.read,
// credit.manage) any of its orders', anyone else only an order they placed; everything else,
// another company's order included, is 404 as if there were none. The console reads any (credit.read).

const DAY = 86_400_000;

function view(i: InvoiceRow, now: Date): OrderCreditInvoice {
  // The terms it was issued on (the account's may have changed since): due this many days after issue.
  return { ...invoiceView(i, now), terms: Math.round((i.dueAt.getTime() - i.issuedAt.getTime()) / DAY) };
}

const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');

/** A member's read of their company's order's credit invoice (404 unless they may read it). */
export async function orderCreditInvoice(ctx: RequestContext, orderNo: string, now: Date): Promise<OrderCreditInvoice> {
  const c = companyOf(ctx);
  if (!c) throw notFound();
  const i = await invoiceOfOrderNo(ctx.db, orderNo, c.companyId);
  if (!i) throw notFound();
  const readsStatements = companyCan(ctx, 'statements.read') || companyCan(ctx, 'credit.manage');
  if (!readsStatements && (await buyerOfOrderNo(ctx.db, orderNo)) !== buyerId(ctx)) throw notFound();
  return view(i, now);
}

/** The console's read (credit.read): any order's credit invoice, 404 when it has none. */
export async function staffOrderCreditInvoice(ctx: RequestContext, orderNo: string, now: Date): Promise<OrderCreditInvoice> {
  const i = await invoiceOfOrderNo(ctx.db, orderNo, null);
  if (!i) throw notFound();
  return view(i, now);
}
