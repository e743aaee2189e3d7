import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { lockOrderState } from '../orders/index.js';
import { allocateAdvances } from './advances.js';
import { releaseOverdueHoldIfClear } from './holds.js';
import { lockCreditAccount, postEntry } from './ledger.js';
import { addCredited, invoiceOfOrder, openInvoices, paymentsWithAdvance, refundedOfOrder, refundedOrdersOwed, refundEntriesOfOrder, releaseAllocations } from './queries.js';

// Refunds of orders paid on account (issue 30, ADR 0046). The orders' staff cancel and refund ask
// payments for the money through a port (orders/staff-actions.ts OrderMoneyPort); app.ts wraps it
// with this, so an order invoiced on account is refunded to its credit account instead of a
// payment provider: a 'refund' entry of −amount (the balance goes down, available credit up) and
// the invoice credited by what was still due on it; what the company had paid of it already comes
// back as an advance (refundToAccount). It is made at once, in the orders'
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
      const entryId = await refundToAccount(ctx, { orderId: r.orderId, amount: r.amount, reason: r.reason, note: r.note });
      if (entryId === undefined) return inner.reserve(ctx, r);
      if (entryId === null) throw new Error(`refund of ${r.amount} exceeds what is left of order ${r.orderId}'s invoice`);
      return `${PREFIX}${entryId}`;
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

/**
 * Gives `amount` of an order on account back to its company's credit account (the rest of the
 * invoice when `amount` is 'rest'), in the caller's transaction: a 'refund' entry of −amount, the
 * invoice credited by what was still due on it, and what the company had already paid of it
 * released from its payments as an advance, allocated at once to the open invoices oldest due
 * first (allocateAdvances, as an overpayment is) or kept for the next invoice; an overdue hold
 * those payments clear is lifted. The entry's id; null when more than is left was asked (nothing
 * moved; 'rest' with nothing left); undefined when the order has no invoice on account. Never more
 * than the invoice in all: what went back is read under the account's lock.
 */
export async function refundToAccount(ctx: RequestContext, r: { orderId: number; amount: number | 'rest'; reason: string; note: string; now?: Date }): Promise<number | null | undefined> {
  const inv = await invoiceOfOrder(ctx.db, r.orderId);
  if (!inv) return undefined;
  // The account first (as every change of the balance), then the invoice again, now that nothing else can move it.
  await lockCreditAccount(ctx, inv.companyId);
  const locked = (await invoiceOfOrder(ctx.db, r.orderId, true))!;
  const left = locked.amount - (await refundedOfOrder(ctx.db, r.orderId));
  const amount = r.amount === 'rest' ? left : r.amount;
  if (amount <= 0 || amount > left) return null;
  const now = r.now ?? new Date();
  const entry = await postEntry(ctx, locked.accountId, { kind: 'refund', amount: -amount, invoiceId: locked.id, orderId: r.orderId, reference: r.reason, note: r.note });
  const credit = Math.min(amount, locked.amount - locked.paid - locked.credited);
  if (credit > 0) await addCredited(ctx.db, locked.id, credit, now);
  // The rest was paid: the company gets it back as an advance, which settles what it still owes.
  if (amount > credit) {
    const released = await releaseAllocations(ctx.db, locked.id, amount - credit);
    if (released.length) {
      const freed = new Set(released.map((x) => x.paymentId));
      const advances = (await paymentsWithAdvance(ctx.db, locked.accountId)).filter((p) => freed.has(p.id));
      await allocateAdvances(ctx, advances, await openInvoices(ctx.db, locked.accountId, true), now);
    }
  }
  // What was overdue may be settled now: an overdue hold is lifted at once, as a payment lifts it.
  await releaseOverdueHoldIfClear(ctx, locked.accountId, now);
  return entry.id;
}

/**
 * What payments' full refunds (the operator completing a return, and the refund retry) ask of the
 * credit account through app.ts: orders/payments do not import this module.
 */
export const onAccountOrderRefunds = {
  /** The rest of an order on account back to its credit account, in the caller's transaction (the order row locked there first); false when it is not on account. */
  async refundRest(ctx: RequestContext, orderId: number, reason: string): Promise<boolean> {
    return (await refundToAccount(ctx, { orderId, amount: 'rest', reason, note: '' })) !== undefined;
  },

  /**
   * The catch-up: orders refunded in full whose credit account did not get all of it back (a
   * return completed before these refunds existed). Each in its own transaction with the order row
   * locked first, so two sweepers, or a sweeper and the operator, give it back once. How many.
   */
  async refundOwed(ctx: RequestContext, batch = 50): Promise<number> {
    let n = 0;
    for (const orderId of await refundedOrdersOwed(ctx.db, batch)) {
      const done = await inTransaction(ctx, async (tx) => {
        if ((await lockOrderState(tx.db, orderId))?.status !== 'refunded') return false;
        return typeof (await refundToAccount(tx, { orderId, amount: 'rest', reason: 'returned', note: '' })) === 'number';
      });
      if (done) n++;
    }
    return n;
  },
};
