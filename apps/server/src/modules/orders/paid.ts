import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

/**
 * A captured payment moves its order from unpaid to to-ship, in the payment's transaction. False
 * when the order is no longer unpaid (cancelled, closed, or paid by another attempt meanwhile):
 * the payments module refunds that capture.
 */
export async function markOrderPaid(tx: Db, orderId: number, paymentMethod: string): Promise<boolean> {
  const paid = await rows<{ id: number }>(
    tx,
    sql`UPDATE shop_order SET status = 'to_ship', paid_at = now(), payment_method = ${paymentMethod} WHERE id = ${orderId} AND status = 'unpaid' RETURNING id`,
  );
  return paid.length > 0;
}
