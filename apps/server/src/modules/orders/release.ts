import type { Db } from '../../db/client.js';
import { returnStock } from '../catalog/index.js';
import { releaseCouponUses } from '../coupons/index.js';
import { unitsOfOrders } from './queries.js';

/**
 * Gives back what cancelled orders held, in the caller's transaction: their units return to stock
 * (through the catalogue) and their coupons can be used again (through the coupons module).
 */
export async function releaseOrders(db: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await returnStock(db, await unitsOfOrders(db, orderIds));
  await releaseCouponUses(db, orderIds);
}
