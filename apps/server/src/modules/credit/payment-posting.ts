import type { RequestContext } from '../../lib/request-context.js';
import { allocateAdvances } from './advances.js';
import { releaseOverdueHoldIfClear } from './holds.js';
import { postEntryRow, type AccountRow } from './ledger-queries.js';
import { addPaid, insertAllocation, insertPayment, openInvoices } from './queries.js';

// The one way money received is written to a credit account (issue 30, ADR 0046): a bank transfer
// finance records in the console (staff-service.ts recordPayment) and a member's capture through the
// payment gateway (online-payments.ts) both post here, so both allocate, advance and lift an
// overdue hold the same way. The caller holds the account's lock (lockCreditAccount) in `tx` and
// has checked the idempotency key is new.

export interface ReceivedPayment {
  amount: number;
  method: 'bank_transfer' | 'gateway';
  reference: string;
  /** The day the money arrived (YYYY-MM-DD). */
  receivedOn: string;
  note: string;
  key: string;
  /** Who recorded it (finance) or paid it (the member); both null for the system. */
  staffId: number | null;
  userId: number | null;
  /**
   * Where it goes: these allocations (checked by the caller), or else the open invoices oldest due
   * first — `first` before them when given (the invoice a member paid online). What is left is an
   * advance that settles the next invoices.
   */
  allocations?: { invoiceId: number; amount: number }[];
  first?: number;
}

export interface PostedPayment {
  paymentId: number;
  allocated: number;
  released: boolean;
  balanceAfter: number;
}

/** Records the payment, its allocations and its 'payment' entry (−amount), and lifts an overdue hold it cleared. */
export async function postPayment(tx: RequestContext, a: AccountRow, p: ReceivedPayment, now: Date): Promise<PostedPayment> {
  const paymentId = await insertPayment(tx.db, { accountId: a.id, amount: p.amount, method: p.method, reference: p.reference, receivedOn: p.receivedOn, note: p.note, key: p.key, staffId: p.staffId, userId: p.userId });
  let allocated = 0;
  if (p.allocations) {
    for (const x of p.allocations) {
      await insertAllocation(tx.db, paymentId, x.invoiceId, x.amount);
      await addPaid(tx.db, x.invoiceId, x.amount, now);
      allocated += x.amount;
    }
  } else {
    const open = await openInvoices(tx.db, a.id, true);
    const ordered = p.first === undefined ? open : [...open.filter((i) => i.id === p.first), ...open.filter((i) => i.id !== p.first)];
    // The one allocator (advances.ts) a refund's released money and a new invoice's advance go through too; the rest stays an advance.
    allocated = await allocateAdvances(tx, [{ id: paymentId, unallocated: p.amount }], ordered, now);
  }
  // An online payment's entry names the invoice it was made for.
  const entry = await postEntryRow(tx.db, a.id, { kind: 'payment', amount: -p.amount, paymentId, invoiceId: p.first ?? null, reference: p.reference, note: p.note, staffId: p.staffId, userId: p.userId });
  const released = await releaseOverdueHoldIfClear(tx, a.id, now);
  return { paymentId, allocated, released, balanceAfter: entry.balanceAfter };
}
