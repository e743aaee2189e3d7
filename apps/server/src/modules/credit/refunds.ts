import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { lockCreditAccount, postEntry } from './ledger.js';
import { addCredited, invoiceOfOrder, refundedOfOrder, refundEntriesOfOrder } from './queries.js';

// Refunds of orders paid on account (issue 30, ADR 0046). The orders' staff cancel and refund ask
// payments for the money through a port (orders/staff-actions.ts OrderMoneyPort); app.ts wraps it
// with this, so an order invoiced on account is refunded to its credit account instead of a
// payment provider: a 'refund' entry of −amount (the balance goes down, available credit up) and
// the invoice credited by what was still due on it. It is made at once, in the orders'
// transaction, with the account locked: a refund "sent" afterwards only runs the orders' own
// bookkeeping. The order row is locked before the account here (the orders' action locks it
// first); no credit path locks an existing order after the account, so the two cannot deadlock.

/** The port's shape as the orders' staff actions use it (orders/staff-actions.ts OrderMoneyPort). */
export interface RefundPort {
  balance(ctx: RequestContext, orderId: number): Promise<{ paid: number; refunded: number }>;
  reserve(ctx: RequestContext, r: { orderId: number; amount: number; reason: string; note: string }): Promise<string>;
  send(ctx: RequestContext, refundId: string, settled: (tx: RequestContext) => Promise<void>): Promise<'succeeded' | 'failed'>;
  refunds(ctx: RequestContext, orderId: number): Promise<{ id: string; amount: number; reason: string; note: string; status: 'pending' | 'succeeded' | 'failed'; createdAt: string }[]>;
  voidClosed(ctx: RequestContext): Promise<void>;
}

const PREFIX = 'credit:';

/** `inner` with orders paid on account refunded to the company's credit account. */
export function onAccountRefunds<P extends RefundPort>(inner: P): P {
  return {
    ...inner,
    /** An order on account "paid" its invoice's amount; what went back is its refund entries. */
    async balance(ctx, orderId) {
      const inv = await invoiceOfOrder(ctx.db, orderId);
      if (!inv) return inner.balance(ctx, orderId);
      return { paid: inv.amount, refunded: await refundedOfOrder(ctx.db, orderId) };
    },

    async reserve(ctx, r) {
      const inv = await invoiceOfOrder(ctx.db, r.orderId);
      if (!inv) return inner.reserve(ctx, r);
      // The account first (as every change of the balance), then the invoice again, now that nothing else can move it.
      await lockCreditAccount(ctx, inv.companyId);
      const locked = (await invoiceOfOrder(ctx.db, r.orderId, true))!;
      const refunded = await refundedOfOrder(ctx.db, r.orderId);
      if (refunded + r.amount > locked.amount) throw new Error(`refund of ${r.amount} exceeds what is left of order ${r.orderId}'s invoice`);
      const entry = await postEntry(ctx, locked.accountId, { kind: 'refund', amount: -r.amount, invoiceId: locked.id, orderId: r.orderId, reference: r.reason, note: r.note });
      // What is still due on the invoice is credited; a refund of what was already paid stays on the balance (the company is owed it).
      const credit = Math.min(r.amount, locked.amount - locked.paid - locked.credited);
      if (credit > 0) await addCredited(ctx.db, locked.id, credit, new Date());
      return `${PREFIX}${entry.id}`;
    },

    async send(ctx, refundId, settled) {
      if (!refundId.startsWith(PREFIX)) return inner.send(ctx, refundId, settled);
      await inTransaction(ctx, settled);
      return 'succeeded';
    },

    async refunds(ctx, orderId) {
      if (!(await invoiceOfOrder(ctx.db, orderId))) return inner.refunds(ctx, orderId);
      return (await refundEntriesOfOrder(ctx.db, orderId)).map((e) => ({ id: `${PREFIX}${e.id}`, amount: e.amount, reason: e.reference, note: e.note, status: 'succeeded' as const, createdAt: e.createdAt.toISOString() }));
    },
  };
}
