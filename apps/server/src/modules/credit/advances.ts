import type { RequestContext } from '../../lib/request-context.js';
import { addPaid, insertAllocation } from './queries.js';

// Advances (issue 30, ADR 0046): money of the company's that no invoice took yet — a payment
// larger than what was owed, or what it had paid on an order refunded afterwards (its allocation
// released, queries.ts releaseAllocations). It is kept on the payment as `unallocated`, and this is
// the one way it settles invoices: a payment allocated oldest due first, the advances a new
// invoice takes at once, a refund's released money on the open invoices. The caller holds the
// account's lock (lockCreditAccount) in `ctx`'s transaction and passes the invoices locked.

export interface Advance {
  id: number;
  unallocated: number;
}

export interface Owed {
  id: number;
  amount: number;
  paid: number;
  credited: number;
}

/**
 * Allocates the payments' unallocated money, oldest payment first, to the invoices in the order
 * given (oldest due first), each up to what is still due on it: the allocation, the payment's
 * unallocated and the invoice's paid part move together. How much was allocated.
 */
export async function allocateAdvances(ctx: RequestContext, advances: Advance[], invoices: Owed[], now: Date): Promise<number> {
  const due = invoices.map((i) => ({ id: i.id, left: i.amount - i.paid - i.credited }));
  const paid = new Map<number, number>();
  let total = 0;
  for (const p of advances) {
    let left = p.unallocated;
    for (const i of due) {
      if (left <= 0) break;
      const take = Math.min(left, i.left);
      if (take <= 0) continue;
      await insertAllocation(ctx.db, p.id, i.id, take);
      i.left -= take;
      left -= take;
      total += take;
      paid.set(i.id, (paid.get(i.id) ?? 0) + take);
    }
  }
  for (const [invoiceId, amount] of paid) await addPaid(ctx.db, invoiceId, amount, now);
  return total;
}
