import { ORDER_KINDS, ORDER_STATUSES, type OrderStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ownedScope } from '../../lib/company-access.js';
import type { RequestContext } from '../../lib/request-context.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the invoices domain reads of orders for company invoices (issue 29, ADR 0045): the orders a
// buyer may apply for an invoice of — their own personal orders, and their company's orders when
// they hold `invoices.read` (whoever of the company placed them). The order's company_id decides
// whose invoice it is.

const orderForInvoiceRow = row({
  id: col.int,
  orderNo: col.text,
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  currency: col.text,
  minorUnits: col.int,
  total: col.int,
  companyId: col.int.nullable(),
  createdAt: col.time,
  firstLine: col.text.nullable(),
  lineCount: col.int,
});

/**
 * The orders (not purged) the buyer may apply for an invoice of: `orderNo` one of them (held for
 * the caller's transaction when `lock`), else the regular ones in `statuses` with an amount, newest
 * first (at most 200). Another company's orders and a colleague's personal ones are never among them.
 */
export async function ordersForInvoiceInScope(ctx: RequestContext, opts: { orderNo?: string; lock?: boolean; statuses?: readonly OrderStatus[] }) {
  const filter =
    opts.orderNo !== undefined
      ? sql`o.order_no = ${opts.orderNo}`
      : sql`o.kind = 'regular' AND o.total > 0 AND o.status IN (${sql.join((opts.statuses ?? []).map((s) => sql`${s}`), sql`, `)})`;
  return typedRows(
    ctx.db,
    orderForInvoiceRow,
    sql`SELECT o.id, o.order_no AS "orderNo", o.status, o.kind, o.currency, o.minor_units AS "minorUnits", o.total, o.company_id AS "companyId", o.created_at AS "createdAt",
               (SELECT l.name FROM order_line l WHERE l.order_id = o.id ORDER BY l.line_no LIMIT 1) AS "firstLine",
               (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount"
          FROM shop_order o
         WHERE ${ownedScope(ctx, 'o', 'invoices.read')} AND o.purged_at IS NULL AND ${filter}
         ORDER BY o.created_at DESC, o.id DESC LIMIT 200 ${opts.lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
}
