import { CODES, CREDIT_INVOICE_STATUSES, type OrderCreditInvoice } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';
import { companyCan, companyOf } from '../../lib/company-access.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerOfOrderNo, orderShippingView } from '../orders/index.js';
import { invoiceView } from './ledger.js';

// The credit invoice (CI…) of one order paid on account, for the order's page (issue 30): the
// orders module does not import credit (ADR 0016), so the page asks here by order number. A member
// reads it for their own company only — the company's statement readers (statements.read,
// credit.manage) any of its orders', anyone else only an order they placed; everything else,
// another company's order included, is 404 as if there were none. The console reads any (credit.read).

const DAY = 86_400_000;

const invoiceRow = row({
  id: col.int,
  invoiceNo: col.text,
  orderId: col.int,
  orderNo: z.string().nullable(),
  poNumber: z.string().nullable(),
  amount: col.int,
  paid: col.int,
  credited: col.int,
  currency: col.text,
  minorUnits: col.int,
  status: z.enum(CREDIT_INVOICE_STATUSES),
  issuedAt: col.time,
  dueAt: col.time,
  companyId: col.int,
});

/** The credit invoice of the order numbered `orderNo`, of `companyId` when given. */
async function invoiceOfOrderNo(db: Db, orderNo: string, companyId: number | null) {
  return typedRow(
    db,
    invoiceRow,
    sql`SELECT i.id, i.invoice_no AS "invoiceNo", i.order_id AS "orderId", o.order_no AS "orderNo", i.po_number AS "poNumber", i.amount, i.paid, i.credited,
               i.currency, i.minor_units AS "minorUnits", i.status, i.issued_at AS "issuedAt", i.due_at AS "dueAt", i.company_id AS "companyId"
          FROM credit_invoice i JOIN ${orderShippingView()} o ON o.order_id = i.order_id
         WHERE o.order_no = ${orderNo} ${companyId === null ? sql`` : sql`AND i.company_id = ${companyId}`}`,
  );
}

function view(i: z.output<typeof invoiceRow>, now: Date): OrderCreditInvoice {
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
