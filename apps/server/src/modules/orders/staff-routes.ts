import { API, CODES, envelope, opsOrderParams, shipBody, staffOrderList, staffOrderQuery } from '@netshop/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { opsDeliver, opsExpire, opsShip } from './actions.js';
import { queue } from './staff-queue.js';

// The shop's side of orders (ADR 0017): the console's queues and the moves through shipping,
// delivery and refund, for staff whose roles allow them (the operator CLI acts as an admin).

export interface StaffOrderOptions {
  /** Completes a requested refund, returning the money through the payment provider (payments domain). */
  refund: (ctx: RequestContext, orderNo: string, log: FastifyBaseLogger) => Promise<boolean>;
}

export const staffOrderRoutes: FastifyPluginAsyncZod<StaffOrderOptions> = async (app, { refund }) => {
  const tags = ['orders'];
  const done = envelope(z.null());
  const moved = (req: FastifyRequest, changed: boolean) => {
    if (!changed) throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
    return ok(req, null);
  };
  const fulfil = requireStaff('orders.fulfil');

  app.get(API.staffOrders.list.local, { onRequest: requireStaff('orders.read'), schema: { tags, summary: 'Orders waiting for the shop: to ship, to deliver, refunds', querystring: staffOrderQuery, response: { 200: envelope(staffOrderList) } } }, async (req) =>
    ok(req, await queue(req.ctx.db, req.query)),
  );
  app.post(API.staffOrders.ship.local, { onRequest: fulfil, schema: { tags, summary: 'Mark a paid order shipped', params: opsOrderParams, body: shipBody, response: { 200: done } } }, async (req) =>
    moved(req, await opsShip(req.ctx, req.params.orderNo, req.body.carrier, req.body.trackingNo)),
  );
  app.post(API.staffOrders.deliver.local, { onRequest: fulfil, schema: { tags, summary: 'Mark a shipped order delivered', params: opsOrderParams, response: { 200: done } } }, async (req) =>
    moved(req, await opsDeliver(req.ctx, req.params.orderNo)),
  );
  app.post(API.staffOrders.expire.local, { onRequest: fulfil, schema: { tags, summary: 'End an unpaid order’s payment countdown now', params: opsOrderParams, response: { 200: done } } }, async (req) => {
    const changed = await opsExpire(req.ctx, req.params.orderNo);
    if (changed) await app.sweeper.sweep();
    return moved(req, changed);
  });
  app.post(API.staffOrders.refund.local, { onRequest: requireStaff('orders.refund'), schema: { tags, summary: 'Complete a requested refund through the payment provider', params: opsOrderParams, response: { 200: done } } }, async (req) =>
    moved(req, await refund(req.ctx, req.params.orderNo, req.log)),
  );
};
