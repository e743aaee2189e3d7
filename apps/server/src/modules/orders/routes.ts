import {
  API,
  cancelOrderBody,
  CODES,
  envelope,
  orderDetail as orderDetailSchema,
  orderList,
  orderNoParams,
  ordersQuery,
  placedOrder,
  placeOrderBody,
  repurchaseResult,
  returnRequestBody,
} from '@netshop/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { createMemo } from '../../lib/memo.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { allow } from '../../plugins/rate-limit.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import * as actions from './actions.js';
import { placeOrder, type ReservationLimits } from './place.js';
import type { PurchaseControls } from './purchase-controls.js';
import { listOrders, orderDetail } from './service.js';
import { withMemo } from '../catalog/index.js';

/** Orders of the buyer: place, list by tab, detail, and the actions of docs/product.md#states. */
export interface OrderRouteOptions {
  cacheTtlMs: number;
  paymentTimeoutMinutes: number;
  limits: ReservationLimits;
  /** After a buyer cancels: payment pages still open for the order stop taking money (payments domain). */
  afterCancel?: (ctx: RequestContext, log: FastifyBaseLogger) => Promise<unknown>;
  /** A company's approvals, spending limits and credit (issue 30, ADR 0046), given by the app. */
  controls?: PurchaseControls;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { since: () => app.publicCache.changedSince() }), db);
  const tags = ['orders'];
  const auth = { preHandler: requireUser };
  const detail = async (req: FastifyRequest, orderNo: string) => {
    const d = await orderDetail(req.ctx, orderNo);
    if (!d) throw notFound();
    return d;
  };
  const nothing = { 200: envelope(z.null()) };
  const detailReply = { 200: envelope(orderDetailSchema) };

  app.post(API.orders.place.local, { ...auth, schema: { tags, summary: 'Place an order (idempotent by idempotencyKey)', body: placeOrderBody, response: { 200: envelope(placedOrder) } } }, async (req) => {
    // Orders reserve stock: a script placing orders in a loop could starve real buyers.
    if (!(await allow(db, [{ key: `order:user:${buyerId(req.ctx)}`, max: 30, windowMs: 10 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    const placed = await placeOrder(req.ctx, { ref, currencies, paymentTimeoutMinutes: opts.paymentTimeoutMinutes, limits: opts.limits, now: app.clock.now(), controls: opts.controls }, req.body);
    return ok(req, placed, req.t('orderPlaced'));
  });

  app.get(API.orders.list.local, { ...auth, schema: { tags, summary: 'Orders by tab, search, or the recycle bin', querystring: ordersQuery, response: { 200: envelope(orderList) } } }, async (req) =>
    ok(req, await listOrders(req.ctx, req.query)),
  );

  app.get(API.orders.one.local, { ...auth, schema: { tags, summary: 'Order detail with its timeline', params: orderNoParams, response: detailReply } }, async (req) => ok(req, await detail(req, req.params.orderNo)));

  app.post(API.orders.cancel.local, { ...auth, schema: { tags, summary: 'Cancel an unpaid order with a reason', params: orderNoParams, body: cancelOrderBody, response: detailReply } }, async (req) => {
    await actions.cancelOrder(req.ctx, req.params.orderNo, req.body.reason, req.body.note);
    await opts.afterCancel?.(req.ctx, req.log);
    return ok(req, await detail(req, req.params.orderNo), req.t('orderCancelled'));
  });

  app.post(API.orders.receive.local, { ...auth, schema: { tags, summary: 'Confirm receipt', params: orderNoParams, response: detailReply } }, async (req) => {
    await actions.confirmReceipt(req.ctx, req.params.orderNo);
    return ok(req, await detail(req, req.params.orderNo), req.t('receiptConfirmed'));
  });

  app.post(API.orders.requestReturn.local, { ...auth, schema: { tags, summary: 'Request a return or refund', params: orderNoParams, body: returnRequestBody, response: detailReply } }, async (req) => {
    const result = await actions.requestReturn(req.ctx, req.params.orderNo, req.body);
    if (result !== 'ok') throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [result]: FIELD_MESSAGES[req.lang].invalid });
    return ok(req, await detail(req, req.params.orderNo), req.t('returnRequested'));
  });

  app.post(API.orders.repurchase.local, { ...auth, schema: { tags, summary: 'Put the order’s lines in the cart again', params: orderNoParams, response: { 200: envelope(repurchaseResult) } } }, async (req) =>
    ok(req, await actions.repurchase(req.ctx, req.params.orderNo), req.t('addedToCart')),
  );

  app.post(API.orders.moveToBin.local, { ...auth, schema: { tags, summary: 'Move to the recycle bin', params: orderNoParams, response: nothing } }, async (req) => {
    await actions.moveToBin(req.ctx, req.params.orderNo);
    return ok(req, null, req.t('movedToBin'));
  });

  app.post(API.orders.restore.local, { ...auth, schema: { tags, summary: 'Restore from the recycle bin', params: orderNoParams, response: nothing } }, async (req) => {
    await actions.restoreFromBin(req.ctx, req.params.orderNo);
    return ok(req, null, req.t('orderRestored'));
  });

  app.delete(API.orders.purge.local, { ...auth, schema: { tags, summary: 'Delete permanently (from the recycle bin)', params: orderNoParams, response: nothing } }, async (req) => {
    await actions.purgeOrder(req.ctx, req.params.orderNo);
    return ok(req, null, req.t('deleted'));
  });
};
