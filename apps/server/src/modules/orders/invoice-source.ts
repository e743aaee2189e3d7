import type { OrderKind, OrderLine, OrderStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';

// What the invoices domain reads of orders (issue 15), through orders' index: the buyer's paid
// orders to choose from, one of them locked while an application is filed, and the amounts and
// lines an invoice shows and prints. Orders copy names and prices at purchase, so an invoice
// generated later prints exactly what was bought.

export interface OrderForApplication {
  id: number;
  orderNo: string;
  status: OrderStatus;
  kind: OrderKind;
  currency: string;
  minorUnits: number;
  total: number;
}

const HEAD = sql`o.id, o.order_no AS "orderNo", o.status, o.kind, o.currency, o.minor_units AS "minorUnits", o.total`;
const norm = <T extends OrderForApplication>(o: T): T => ({ ...o, id: Number(o.id), minorUnits: Number(o.minorUnits), total: Number(o.total) });

/**
 * The buyer's order by number (not purged), locked for the caller's transaction when `lock`, so
 * two applications for it are checked one after the other; null when it is not theirs.
 */
export async function buyerOrderForInvoice(ctx: RequestContext, orderNo: string, lock: boolean): Promise<OrderForApplication | null> {
  const [o] = await rows<OrderForApplication>(
    ctx.db,
    sql`SELECT ${HEAD} FROM shop_order o WHERE o.user_id = ${buyerId(ctx)} AND o.order_no = ${orderNo} AND o.purged_at IS NULL ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return o ? norm(o) : null;
}

export interface PaidOrder extends OrderForApplication {
  createdAt: string | Date;
  firstLine: string;
  lineCount: number;
}

/** The buyer's regular orders in `statuses` with an amount, newest first (at most 200). */
export async function buyerPaidOrders(ctx: RequestContext, statuses: readonly OrderStatus[]): Promise<PaidOrder[]> {
  const list = await rows<PaidOrder>(
    ctx.db,
    sql`SELECT ${HEAD}, o.created_at AS "createdAt",
               (SELECT l.name FROM order_line l WHERE l.order_id = o.id ORDER BY l.line_no LIMIT 1) AS "firstLine",
               (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount"
          FROM shop_order o
         WHERE o.user_id = ${buyerId(ctx)} AND o.purged_at IS NULL AND o.kind = 'regular' AND o.total > 0
           AND o.status IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})
         ORDER BY o.created_at DESC, o.id DESC LIMIT 200`,
  );
  return list.map((o) => ({ ...norm(o), firstLine: o.firstLine ?? '', lineCount: Number(o.lineCount) }));
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
  const list = sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `);
  const [orders, lines] = await Promise.all([
    rows<InvoiceOrder>(
      ctx.db,
      sql`SELECT ${HEAD}, o.created_at AS "createdAt", o.paid_at AS "paidAt", o.delivered_at AS "deliveredAt", o.subtotal, o.shipping_fee AS "shippingFee", o.discount, o.tax,
                 o.tax_rate_bp AS "taxRateBp", o.tax_kind AS "taxKind"
            FROM shop_order o WHERE o.id IN (${list})`,
    ),
    rows<{ orderId: number; lineNo: number; skuId: number | null; productId: number | null; name: string; productNo: string; image: string; saleAttr: string; unitPrice: number; quantity: number; lineTotal: number }>(
      ctx.db,
      sql`SELECT order_id AS "orderId", line_no AS "lineNo", sku_id AS "skuId", product_id AS "productId", name, product_no AS "productNo", image, sale_attr AS "saleAttr",
                 unit_price AS "unitPrice", quantity, line_total AS "lineTotal"
            FROM order_line WHERE order_id IN (${list}) ORDER BY order_id, line_no`,
    ),
  ]);
  for (const o of orders) {
    out.set(Number(o.id), {
      ...norm(o),
      createdAt: new Date(o.createdAt).toISOString(),
      paidAt: o.paidAt ? new Date(o.paidAt).toISOString() : null,
      deliveredAt: o.deliveredAt ? new Date(o.deliveredAt).toISOString() : null,
      subtotal: Number(o.subtotal),
      shippingFee: Number(o.shippingFee),
      discount: Number(o.discount),
      tax: Number(o.tax),
      taxRateBp: Number(o.taxRateBp),
      lines: [],
    });
  }
  for (const l of lines) {
    const o = out.get(Number(l.orderId));
    if (!o) continue;
    const m = (amount: number) => ({ amount: Number(amount), currency: o.currency, minorUnits: o.minorUnits });
    o.lines.push({
      lineNo: Number(l.lineNo),
      skuId: Number(l.skuId ?? 0),
      spuId: Number(l.productId ?? 0),
      name: l.name,
      productNo: l.productNo,
      image: l.image,
      saleAttr: l.saleAttr,
      unitPrice: m(l.unitPrice),
      quantity: Number(l.quantity),
      lineTotal: m(l.lineTotal),
    });
  }
  return out;
}
