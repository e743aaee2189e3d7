import type { StaffOrderPayment } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { paymentsOfOrder } from './queries.js';

/** An order's payment attempts and refunds as the console's order page shows them; amounts in the order's currency (`minorUnits`). */
export async function orderPayments(db: Db, orderId: number, minorUnits: number): Promise<StaffOrderPayment[]> {
  const rows = await paymentsOfOrder(db, orderId);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((p) => ({
    provider: p.provider,
    providerRef: p.providerRef,
    amount: { amount: p.amount, currency: p.currency, minorUnits },
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    completedAt: iso(p.completedAt),
    refundRef: p.refundRef,
    refundReason: p.refundReason,
    refundedAt: iso(p.refundedAt),
  }));
}
