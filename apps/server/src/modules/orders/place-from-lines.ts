import type { AppError } from '../../plugins/envelope.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { MessageTextKey } from '../notifications/index.js';
import { reserveOrderStock } from '../inventory/index.js';
import { recordEvent } from './events.js';
import { insertOrder, insertOrderLines, type NewOrderLine, type OrderHead } from './queries.js';
import { insertShipments } from './shipment-queries.js';

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
  /** What the buyer is told instead of "pay before the deadline" (an order on the company's account has nothing to pay). */
  placedMessage?: MessageTextKey;
  /** The moment the shipments' arrival dates are computed for (default: now; tests fix it). */
  now?: Date;
}

/** Writes the order in the caller's transaction (ctx.db must be one); its id, number and payment deadline. */
export async function placeOrderFromLines(ctx: RequestContext, order: OrderFromLines): Promise<{ orderId: number; orderNo: string; payBy: Date }> {
  const { lines, outOfStock, notify, now, placedMessage, ...head } = order;
  const tx = ctx.db;
  const placed = await insertOrder(tx, head);
  // Stock is reserved in this transaction, per warehouse, nearest to the destination first
  // (ADR 0044): locks in the global order, never below zero, never more than exists anywhere.
  const reserved = await reserveOrderStock(tx, {
    orderId: placed.id,
    countryId: head.shippingAddress.countryId,
    methodId: head.shippingMethod?.id ?? null,
    singleShipment: head.singleShipment ?? false,
    lines: lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
    langId: head.langId,
    now,
  });
  if ('short' in reserved) throw outOfStock(reserved.short);
  await insertShipments(
    tx,
    placed.id,
    reserved.shipments.map((s) => ({ seq: s.seq, warehouseId: s.warehouseId, arrivesFrom: s.dates?.arrivesFrom ?? null, arrivesBy: s.dates?.arrivesBy ?? null })),
  );
  await insertOrderLines(tx, placed.id, lines);
  await recordEvent(ctx, { id: placed.id, userId: head.userId, orderNo: placed.orderNo }, 'placed', {}, { notify, messageKey: placedMessage });
  return { orderId: placed.id, orderNo: placed.orderNo, payBy: placed.payBy };
}
