import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@netshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import type { PaymentProvider } from './provider.js';
import * as q from './refund-queries.js';

// Staff refunds (issue 27), the payments side of the orders' staff actions (orders/staff-actions.ts
// holds the rules and calls these through the port of order-money-port.ts: orders may not import payments).
// A refund is reserved as pending in the orders' transaction, with the order row locked, so the
// balance it is checked against already counts every refund before it; then it goes to the
// provider with its id as the idempotency key, and is recorded succeeded (running the orders'
// own bookkeeping in the same transaction) or failed, which frees its amount again.

type Providers = Record<PaymentMethod, PaymentProvider>;

export function staffRefunds(providers: Providers, log: FastifyBaseLogger) {
  return {
    /** What the capture that paid the order was, and how much of it is refunded or being refunded. */
    async balance(ctx: RequestContext, orderId: number): Promise<{ paid: number; refunded: number }> {
      const c = await q.paidCapture(ctx.db, orderId);
      return c ? { paid: c.amount, refunded: c.refunded } : { paid: 0, refunded: 0 };
    },

    /** Reserves a refund of the order's capture in the caller's transaction; its id. */
    async reserve(ctx: RequestContext, r: { orderId: number; amount: number; reason: string; note: string }): Promise<string> {
      const c = await q.paidCapture(ctx.db, r.orderId);
      if (!c || c.amount - c.refunded < r.amount) throw new Error(`refund of ${r.amount} exceeds what is left of order ${r.orderId}'s capture`);
      const id = randomUUID();
      await q.insertRefund(ctx.db, { id, orderId: r.orderId, paymentId: c.paymentId, amount: r.amount, currency: c.currency, reason: r.reason, note: r.note, staffId: ctx.staff?.staffId ?? 0 });
      return id;
    },

    /**
     * Sends a reserved refund to its provider. On success it is recorded, and `settled` runs in the
     * same transaction; a refusal marks it failed. A refund settled before answers as it ended.
     */
    async send(ctx: RequestContext, refundId: string, settled: (tx: RequestContext) => Promise<void>): Promise<'succeeded' | 'failed'> {
      const r = await q.refundWithCapture(ctx.db, refundId);
      if (!r) return 'failed';
      if (r.status !== 'pending') return r.status;
      const provider = providers[r.provider as PaymentMethod];
      let refundRef: string;
      try {
        ({ refundRef } = await provider.refundPart(r.providerRef, r.amount, r.currency, r.id));
      } catch (err) {
        log.error({ err, refundId, providerRef: r.providerRef }, 'staff refund refused by the provider');
        await q.markRefundFailed(ctx.db, r.id);
        return 'failed';
      }
      await inTransaction(ctx, async (tx) => {
        if (!(await q.markRefundSucceeded(tx.db, r.id, refundRef))) return;
        await q.markCaptureRefundedWhenAll(tx.db, r.paymentId);
        await settled(tx);
      });
      log.info({ refundId, refundRef, amount: r.amount }, 'staff refund made');
      return 'succeeded';
    },

    /** An order's staff refunds, newest first. */
    async refunds(ctx: RequestContext, orderId: number) {
      return (await q.refundsOfOrder(ctx.db, orderId)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
