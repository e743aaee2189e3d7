import type { AppError } from '../../plugins/envelope.js';
import type { RequestContext } from '../../lib/request-context.js';
import { takeStock } from '../catalog/index.js';
import { recordEvent } from './events.js';
import { insertOrder, insertOrderLines, type NewOrderLine, type OrderHead } from './queries.js';

// The one way an order is written (ADR 0011): its row with the amounts, addresses and names copied
// at purchase, its stock taken, its lines, and "placed" on its timeline, all in the caller's
// transaction. What the order costs and which lines it has are the caller's rules: the buyer's
// checkout (place.ts), an accepted quotation (inquiries), an approved free sample (samples).

export type { NewOrderLine, OrderHead } from './queries.js';

export interface OrderFromLines extends OrderHead {
  /** Priced and named lines, in the order they are numbered. */
  lines: NewOrderLine[];
  /** The error when a SKU is short of stock (the transaction then rolls back and nothing stays taken). */
  outOfStock: (skuId: number) => AppError;
  /** false: "placed" is recorded without telling the buyer (a sample: its approval tells them). */
  notify: boolean;
}

/** Writes the order in the caller's transaction (ctx.db must be one); its id, number and payment deadline. */
export async function placeOrderFromLines(ctx: RequestContext, order: OrderFromLines): Promise<{ orderId: number; orderNo: string; payBy: Date }> {
  const { lines, outOfStock, notify, ...head } = order;
  const tx = ctx.db;
  const placed = await insertOrder(tx, head);
  // Stock is taken in this transaction: SKU rows locked in id order, never below zero.
  const short = await takeStock(tx, lines.map((l) => ({ skuId: l.skuId, spuId: l.spuId, quantity: l.quantity })));
  if (short !== null) throw outOfStock(short);
  await insertOrderLines(tx, placed.id, lines);
  await recordEvent(ctx, { id: placed.id, userId: head.userId, orderNo: placed.orderNo }, 'placed', {}, { notify });
  return { orderId: placed.id, orderNo: placed.orderNo, payBy: placed.payBy };
}
