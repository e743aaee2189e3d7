import type { PaymentStatus } from '@netshop/contract';

// What /paymentResult shows. The query string is where the gateway sent the buyer and can be
// typed by anyone, so the server's payment status decides; the query only breaks the tie while
// the gateway's notification to the server is still on its way.

export type PaymentOutcome = 'success' | 'failed' | 'pending' | 'closed' | 'unpaid' | 'refunded' | 'refunding';

export function paymentOutcome(claimed: string | null, status: Pick<PaymentStatus, 'paid' | 'payment' | 'orderStatus'>): PaymentOutcome {
  if (status.paid) return 'success';
  // Money that came for an order already closed goes back: say so, not "payment successful".
  if (status.payment === 'refunded' || status.payment === 'refunding') return status.payment;
  if (status.orderStatus === 'cancelled') return 'closed';
  if (status.payment === 'failed' || claimed === 'failed') return 'failed';
  // No payment was ever started for it: nothing to wait for.
  if (status.payment === null) return 'unpaid';
  // "success" from the gateway but no confirmed payment yet: wait for the notification.
  return 'pending';
}
