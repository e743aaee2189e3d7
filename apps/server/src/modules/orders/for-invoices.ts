import type { OrderKind, OrderLine, OrderStatus } from '@netshop/contract';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { toOrderLine } from './order-line.js';
import { buyerOrderHead, buyerPaidOrderRows, invoiceLineRows, invoiceOrderRows } from './queries.js';

// What the invoices domain reads of orders (issue 15), through orders' index: the buyer's paid
// orders to choose from, one of them locked while an application is filed, and the amounts and
// lines an invoice shows and prints. Orders copy names and prices at purchase, so an invoice
// generated later prints exactly what was bought. The SQL is in queries.ts.

export interface OrderForApplication {
  id: number;
  orderNo: string;
  status: OrderStatus;
  kind: OrderKind;
  currency: string;
  minorUnits: number;
  total: number;
}

/**
 * The buyer's order by number (not purged), locked for the caller's transaction when `lock`, so
 * two applications for it are checked one after the other; null when it is not theirs.
 */
export async function buyerOrderForInvoice(ctx: RequestContext, orderNo: string, lock: boolean): Promise<OrderForApplication | null> {
  return (await buyerOrderHead(ctx.db, buyerId(ctx), orderNo, lock)) ?? null;
}

export interface PaidOrder extends OrderForApplication {
  createdAt: Date;
  firstLine: string;
  lineCount: number;
}

/** The buyer's regular orders in `statuses` with an amount, newest first (at most 200). */
export async function buyerPaidOrders(ctx: RequestContext, statuses: readonly OrderStatus[]): Promise<PaidOrder[]> {
  const list = await buyerPaidOrderRows(ctx.db, buyerId(ctx), statuses);
  return list.map((o) => ({ ...o, firstLine: o.firstLine ?? '' }));
}

export interface InvoiceOrder extends OrderForApplication {
  createdAt: string;
  paidAt: string | null;
  /** When the carrier delivered it: a to_receive order then reads delivered. */
  deliveredAt: string | null;
  subtotal: number;
  shippingFee: number;
  discount: number;
  tax: number;
  taxRateBp: number;
  taxKind: string | null;
  lines: OrderLine[];
}

/** Orders by id with their amounts and lines (any buyer's: the caller has checked who may read). */
export async function invoiceOrders(ctx: RequestContext, ids: number[]): Promise<Map<number, InvoiceOrder>> {
  const out = new Map<number, InvoiceOrder>();
  if (!ids.length) return out;
  const unique = [...new Set(ids)];
  const [orders, lines] = await Promise.all([invoiceOrderRows(ctx.db, unique), invoiceLineRows(ctx.db, unique)]);
  for (const o of orders) {
    out.set(o.id, {
      ...o,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt ? o.paidAt.toISOString() : null,
      deliveredAt: o.deliveredAt ? o.deliveredAt.toISOString() : null,
      lines: [],
    });
  }
  for (const l of lines) {
    const o = out.get(l.orderId);
    if (!o) continue;
    const m = (amount: number) => ({ amount, currency: o.currency, minorUnits: o.minorUnits });
    o.lines.push(toOrderLine(l, m));
  }
  return out;
}
