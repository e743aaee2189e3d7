import type { Db } from '../../db/client.js';
import { releaseCouponUses } from '../coupons/index.js';
import { giveBackOrderStock } from '../inventory/index.js';
import { cancelOpenShipments } from './shipment-queries.js';

/**
 * Gives back what cancelled orders held, in the caller's transaction: their units return to the
 * warehouses they were reserved in (through the inventory), their shipments that had not left are
 * cancelled, and their coupons can be used again (through the coupons module).
 */
export async function releaseOrders(db: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await giveBackOrderStock(db, orderIds);
  await cancelOpenShipments(db, orderIds);
  await releaseCouponUses(db, orderIds);
}

/**
 * An order refunded in full gives its goods back, in the caller's transaction (its row locked
 * first): units still reserved become available again, shipped ones come back on hand, each in
 * the warehouse it came from, and shipments that had not left are cancelled. A partial refund
 * returns nothing; the coupon stays used.
 */
export async function returnRefundedStock(db: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await giveBackOrderStock(db, orderIds, { note: 'refund' });
  await cancelOpenShipments(db, orderIds);
}
