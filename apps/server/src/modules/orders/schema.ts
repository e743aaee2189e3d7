// Tables the orders module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/orders/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, char, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { company } from '../companies/schema.js';
import { appUser } from '../account/schema.js';
import { product, sku } from '../catalog/schema.js';
import { shippingMethod } from '../checkout/schema.js';
import { coupon } from '../coupons/schema.js';

export const shopOrder = pgTable(
  'shop_order',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The company the record belongs to (ADR 0045): null for the buyer's own; set, the members with the permission share it. */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** SHA-256 of the placing request's body: the same key with another body is refused, not answered with this order. */
    requestHash: char('request_hash', { length: 64 }),
    status: varchar('status', { length: 12 }).notNull(),
    /** regular, or sample: an approved free sample application shipped as a zero-price order. */
    kind: varchar('kind', { length: 10 }).notNull().default('regular'),
    /** The order's currency and the rate used (units per base unit) at purchase. */
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    subtotal: money('subtotal').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    discount: money('discount').notNull(),
    tax: money('tax').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** Which tax (vat, gst, consumption, sales) the rate was, to name the line later. */
    taxKind: varchar('tax_kind', { length: 20 }),
    total: money('total').notNull(),
    couponId: integer('coupon_id').references(() => coupon.id),
    couponCode: varchar('coupon_code', { length: 40 }),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethod.id),
    /** Copied at purchase, so later edits never change a past order. */
    shippingMethodName: text('shipping_method_name').notNull(),
    /** The buyer asked for everything in one parcel: the parts wait for each other and the latest date applies (ADR 0044). */
    singleShipment: boolean('single_shipment').notNull().default(false),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    remark: text('remark').notNull().default(''),
    langId: smallint('lang_id').notNull(),
    cancelReason: varchar('cancel_reason', { length: 30 }),
    cancelNote: text('cancel_note'),
    paymentMethod: varchar('payment_method', { length: 20 }),
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    carrier: varchar('carrier', { length: 60 }),
    trackingNo: varchar('tracking_no', { length: 60 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** In the recycle bin since; purged (hidden for good, kept for the books) 30 days later or on request. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('shop_order_idempotency').on(t.userId, t.idempotencyKey),
    index('shop_order_user_idx').on(t.userId, t.createdAt),
    index('shop_order_company_idx').on(t.companyId, t.createdAt).where(sql`company_id IS NOT NULL`),
    index('shop_order_unpaid_idx').on(t.payBy).where(sql`status = 'unpaid'`),
    index('shop_order_bin_idx').on(t.deletedAt).where(sql`deleted_at IS NOT NULL AND purged_at IS NULL`),
    // The console's list of all orders, newest first, and its search by an order number's start
    // (a LIKE 'YT2611%' uses a pattern-ops index; the unique index only serves equality).
    index('shop_order_created_idx').on(t.createdAt, t.id),
    index('shop_order_no_prefix_idx').on(t.orderNo.op('varchar_pattern_ops')),
    check('shop_order_status', sql`${t.status} IN ('unpaid', 'to_ship', 'to_receive', 'completed', 'cancelled', 'refunding', 'refunded')`),
    check('shop_order_kind', sql`${t.kind} IN ('regular', 'sample')`),
    check('shop_order_amounts', sql`${t.total} >= 0 AND ${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.tax} >= 0 AND ${t.shippingFee} >= 0`),
  ],
);

export const orderLine = pgTable(
  'order_line',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    skuId: integer('sku_id').references(() => sku.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    productNo: varchar('product_no', { length: 80 }).notNull(),
    image: varchar('image', { length: 200 }).notNull(),
    saleAttr: text('sale_attr').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] }), index('order_line_product_no_idx').on(t.productNo)],
);

export const orderEvent = pgTable(
  'order_event',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    /** Who moved the order: the buyer, a staff member (or the operator token), or the system (sweeper, payment provider). */
    actor: varchar('actor', { length: 6 }).notNull().default('system'),
    /** The staff member who acted; null for the operator token and when the actor is not staff. No foreign key: the timeline outlives a removed member. */
    staffId: integer('staff_id'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.at), check('order_event_actor', sql`${t.actor} IN ('buyer', 'staff', 'system')`)],
);

/** Staff's internal notes on an order: shown in the console's timeline, never to the buyer. */
export const orderNote = pgTable(
  'order_note',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    /** Null for the operator token. No foreign key, as order_event.staff_id. */
    staffId: integer('staff_id'),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('order_note_order_idx').on(t.orderId, t.at)],
);

export const orderReturn = pgTable('order_return', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => shopOrder.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 30 }).notNull(),
  description: text('description').notNull(),
  items: jsonb('items').notNull(),
  photos: jsonb('photos').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The parcels an order leaves in (ADR 0044): one per warehouse its stock was taken from, or one
 * for the whole order when the buyer asked for a single shipment. Each has its own carrier,
 * tracking number, status and promised dates; the order's status follows them. Which units a
 * shipment carries is the inventory's allocation (stock_allocation.shipment_seq). warehouse_id
 * has no foreign key: the inventory's tables reference orders, not the other way round.
 */
export const orderShipment = pgTable(
  'order_shipment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    arrivesFrom: date('arrives_from', { mode: 'string' }),
    arrivesBy: date('arrives_by', { mode: 'string' }),
    carrier: varchar('carrier', { length: 60 }),
    trackingNo: varchar('tracking_no', { length: 60 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    unique('order_shipment_seq').on(t.orderId, t.seq),
    check('order_shipment_status', sql`${t.status} IN ('pending', 'shipped', 'delivered', 'cancelled')`),
  ],
);
