import { API, CODES, envelope, opsOrderParams, opsShipmentParams, shipBody, staffOrderDetail, staffOrderFilters, staffOrderList, staffOrderNoteBody, staffOrderQuery, staffOrderSearchList, staffOrderSearchQuery } from '@netshop/contract';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { opsDeliver, opsExpire, opsShip } from './actions.js';
import { addOrderNote, exportOrders, orderDetail, searchOrders, type OrderPaymentsReader } from './console.js';
import { CSV_BOM, orderCsvHeader, orderCsvLine } from './orders-csv.js';
import { deliverShipment, shipShipment } from './shipments.js';
import { queue } from './staff-queue.js';

// The shop's side of orders (ADR 0017): the console's queues and the moves through shipping,
// delivery and refund, for staff whose roles allow them (the operator CLI acts as an admin).

export interface StaffOrderOptions {
  /** Completes a requested refund, returning the money through the payment provider (payments domain). */
  refund: (ctx: RequestContext, orderNo: string, log: FastifyBaseLogger) => Promise<boolean>;
  /** An order's payments and refunds for its console page (payments domain). */
  payments: OrderPaymentsReader;
}

export const staffOrderRoutes: FastifyPluginAsyncZod<StaffOrderOptions> = async (app, { refund, payments }) => {
  const tags = ['orders'];
  const done = envelope(z.null());
  const moved = (req: FastifyRequest, changed: boolean) => {
    if (!changed) throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
    return ok(req, null);
  };
  const fulfil = requireStaff('orders.fulfil');

  app.get(API.staffOrders.list.local, { onRequest: requireStaff('orders.read'), schema: { tags, summary: 'Orders waiting for the shop: to ship, to deliver, refunds', querystring: staffOrderQuery, response: { 200: envelope(staffOrderList) } } }, async (req) =>
    ok(req, await queue(req.ctx.db, req.query, req.ctx.langId)),
  );
  const read = requireStaff('orders.read');
  app.get(API.staffOrders.search.local, { onRequest: read, schema: { tags, summary: 'Every order, searched by number, buyer e-mail, product number or the buyer’s note, and filtered', querystring: staffOrderSearchQuery, response: { 200: envelope(staffOrderSearchList) } } }, async (req) =>
    ok(req, await searchOrders(req.ctx.db, req.query, req.ctx.langId)),
  );
  app.get(API.staffOrders.exportCsv.local, { onRequest: read, schema: { tags, summary: 'The filtered orders as CSV (UTF-8 with BOM, formulas neutralised, bounded)', querystring: staffOrderFilters } }, async (req, reply) => {
    const db = req.ctx.db;
    const filters = req.query;
    // In the staff member's language (the console's): headers and the words of status, delivered and kind.
    const lang = req.ctx.lang;
    const line = orderCsvLine(lang);
    // Streamed page by page: a large export never sits whole in memory.
    async function* csv() {
      yield CSV_BOM + orderCsvHeader(lang);
      for await (const page of exportOrders(db, filters, req.ctx.langId)) yield page.map(line).join('');
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(csv()));
  });
  app.get(API.staffOrders.one.local, { onRequest: read, schema: { tags, summary: 'One order with its lines, buyer’s note, addresses, payments, notices and timeline', params: opsOrderParams, response: { 200: envelope(staffOrderDetail) } } }, async (req) =>
    ok(req, await orderDetail(req.ctx, req.params.orderNo, payments)),
  );
  app.post(API.staffOrders.note.local, { onRequest: read, schema: { tags, summary: 'Add an internal note to an order (never shown to the buyer)', params: opsOrderParams, body: staffOrderNoteBody, response: { 200: envelope(z.object({ id: z.number().int(), at: z.string() })) } } }, async (req) =>
    ok(req, await addOrderNote(req.ctx, req.params.orderNo, req.body.body)),
  );
  app.post(API.staffOrders.ship.local, { onRequest: fulfil, schema: { tags, summary: 'Mark a paid order shipped', params: opsOrderParams, body: shipBody, response: { 200: done } } }, async (req) =>
    moved(req, await opsShip(req.ctx, req.params.orderNo, req.body.carrier, req.body.trackingNo)),
  );
  app.post(API.staffOrders.deliver.local, { onRequest: fulfil, schema: { tags, summary: 'Mark a shipped order delivered', params: opsOrderParams, response: { 200: done } } }, async (req) =>
    moved(req, await opsDeliver(req.ctx, req.params.orderNo)),
  );
  // One shipment at a time (issue 28): 404 for a shipment the order has not, 409 when it cannot move (the message says why).
  app.post(API.staffOrders.shipShipment.local, { onRequest: fulfil, schema: { tags, summary: 'Ship one shipment of a paid order with its carrier and tracking number', params: opsShipmentParams, body: shipBody, response: { 200: done } } }, async (req) => {
    await shipShipment(req.ctx, req.params.orderNo, req.params.seq, req.body.carrier, req.body.trackingNo);
    return ok(req, null);
  });
  app.post(API.staffOrders.deliverShipment.local, { onRequest: fulfil, schema: { tags, summary: 'Mark one shipped shipment delivered', params: opsShipmentParams, response: { 200: done } } }, async (req) => {
    await deliverShipment(req.ctx, req.params.orderNo, req.params.seq);
    return ok(req, null);
  });
  app.post(API.staffOrders.expire.local, { onRequest: fulfil, schema: { tags, summary: 'End an unpaid order’s payment countdown now', params: opsOrderParams, response: { 200: done } } }, async (req) => {
    const changed = await opsExpire(req.ctx, req.params.orderNo);
    if (changed) await app.sweeper.sweep();
    return moved(req, changed);
  });
  app.post(API.staffOrders.refund.local, { onRequest: requireStaff('orders.refund'), schema: { tags, summary: 'Complete a requested refund through the payment provider', params: opsOrderParams, response: { 200: done } } }, async (req) =>
    moved(req, await refund(req.ctx, req.params.orderNo, req.log)),
  );
};
