import { createHash, timingSafeEqual } from 'node:crypto';
import { CODES, envelope, opsOrderParams, shipBody } from '@netshop/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope.js';
import { opsDeliver, opsExpire, opsShip } from './actions.js';

// Seller-side progress is outside the buyer spec; these operator endpoints (driven by
// scripts/ops.mjs) move an order through shipping, delivery and refund so the whole life cycle
// can be exercised. They answer only to the operator token.

const digest = (s: string) => createHash('sha256').update(s).digest();

export interface OpsOptions {
  token: string;
  /** Completes a requested refund, returning the money through the payment provider (payments domain). */
  refund: (orderNo: string, log: FastifyBaseLogger) => Promise<boolean>;
}

export const opsRoutes: FastifyPluginAsyncZod<OpsOptions> = async (app, { token, refund }) => {
  const expected = digest(token);
  const tags = ['operator'];
  const guard = async (req: FastifyRequest) => {
    const h = req.headers.authorization;
    const given = typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7) : '';
    if (!timingSafeEqual(digest(given), expected)) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
  };
  const done = envelope(z.null());
  const moved = (req: FastifyRequest, changed: boolean) => {
    if (!changed) throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
    return ok(req, null);
  };
  const { db } = app.storage;

  app.post('/orders/:orderNo/ship', { preHandler: guard, schema: { tags, summary: 'Mark a paid order shipped', params: opsOrderParams, body: shipBody, response: { 200: done } } }, async (req) =>
    moved(req, await opsShip(db, req.params.orderNo, req.body.carrier, req.body.trackingNo)),
  );
  app.post('/orders/:orderNo/deliver', { preHandler: guard, schema: { tags, summary: 'Mark a shipped order delivered', params: opsOrderParams, response: { 200: done } } }, async (req) =>
    moved(req, await opsDeliver(db, req.params.orderNo)),
  );
  app.post('/orders/:orderNo/expire', { preHandler: guard, schema: { tags, summary: 'End an unpaid order’s payment countdown now', params: opsOrderParams, response: { 200: done } } }, async (req) => {
    const changed = await opsExpire(db, req.params.orderNo);
    if (changed) await app.sweeper.sweep();
    return moved(req, changed);
  });
  app.post('/orders/:orderNo/refund', { preHandler: guard, schema: { tags, summary: 'Complete a requested refund', params: opsOrderParams, response: { 200: done } } }, async (req) =>
    moved(req, await refund(req.params.orderNo, req.log)),
  );
};
