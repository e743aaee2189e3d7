// Tables the inventory module owns (docs/architecture.md#data, ADR 0035, ADR 0044): warehouses and
// their calendars, which warehouses serve a country, carriers' transit times, stock per warehouse,
// incoming stock, the stock ledger and orders' reservations. Other modules reach them through
// modules/inventory/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { sku } from '../catalog/schema.js';
import { shippingMethod } from '../checkout/schema.js';
import { shopOrder } from '../orders/schema.js';
import { country, language } from '../site/schema.js';

/** A place stock is kept and ships from, with the calendar its arrival dates are computed on. */
export const warehouse = pgTable(
  'warehouse',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 8 }).notNull().unique(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    /** IANA zone: "today", the cutoff and the working days are read in it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** Orders placed before this local minute of a working day ship that day. */
    cutoffMinute: smallint('cutoff_minute').notNull(),
    /** ISO weekdays it ships on, bit 0 = Monday … bit 6 = Sunday. */
    workingDays: smallint('working_days').notNull(),
    sort: smallint('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('warehouse_cutoff', sql`${t.cutoffMinute} BETWEEN 0 AND 1439`),
    check('warehouse_working_days', sql`${t.workingDays} BETWEEN 1 AND 127`),
  ],
);

export const warehouseI18n = pgTable(
  'warehouse_i18n',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.langId] })],
);

/** Days a country does not work: its warehouses neither ship nor count them as transit days. */
export const holiday = pgTable(
  'holiday',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** For the operator (the console lists it); buyers see only the dates it moves. */
    name: text('name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.day] })],
);

/** Which warehouses serve a destination country, nearest first (rank 1). Every warehouse serves every country: stock ships from further away rather than not at all. */
export const warehouseRoute = pgTable(
  'warehouse_route',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.warehouseId] })],
);

/** Working days a carrier (shipping method) takes from a warehouse to a country; country null: every destination without its own row. */
export const transitTime = pgTable(
  'transit_time',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethod.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => country.id, { onDelete: 'cascade' }),
    daysMin: smallint('days_min').notNull(),
    daysMax: smallint('days_max').notNull(),
  },
  (t) => [
    unique('transit_time_route').on(t.methodId, t.warehouseId, t.countryId).nullsNotDistinct(),
    check('transit_time_days', sql`${t.daysMin} >= 0 AND ${t.daysMax} >= ${t.daysMin} AND ${t.daysMax} <= 90`),
  ],
);

/**
 * A SKU's stock in one warehouse: on hand (on the shelf, reserved or not) and reserved (held by
 * open orders, not yet shipped). Available = on_hand − reserved; the SKU's `stock` column in the
 * catalogue is the sum of it over warehouses, changed in the same transaction (ADR 0044).
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.skuId] }),
    index('warehouse_stock_sku_idx').on(t.skuId),
    check('warehouse_stock_amounts', sql`${t.reserved} >= 0 AND ${t.onHand} >= ${t.reserved}`),
  ],
);

/** Stock on its way to a warehouse, expected on a date; received (added to on hand) or cancelled by staff. */
export const stockIncoming = pgTable(
  'stock_incoming',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expectedOn: date('expected_on', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    note: text('note').notNull().default(''),
    /** Null for the seed and the operator token. No foreign key: the record outlives a removed member. */
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_incoming_open_idx').on(t.skuId, t.expectedOn).where(sql`status = 'open'`),
    check('stock_incoming_quantity', sql`${t.quantity} > 0`),
    check('stock_incoming_status', sql`${t.status} IN ('open', 'received', 'cancelled')`),
  ],
);

/**
 * Every change of a warehouse's stock, append-only: the deltas of on hand and reserved, why, and
 * who (ADR 0044). Their sums per warehouse and SKU equal warehouse_stock; `npm run ops -- stock-check`
 * verifies it. No foreign keys: the ledger outlives a removed SKU.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id').notNull(),
    skuId: integer('sku_id').notNull(),
    onHandDelta: integer('on_hand_delta').notNull(),
    reservedDelta: integer('reserved_delta').notNull(),
    reason: varchar('reason', { length: 12 }).notNull(),
    orderId: integer('order_id'),
    staffId: integer('staff_id'),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('stock_ledger_stock_idx').on(t.skuId, t.warehouseId, t.id),
    check('stock_ledger_reason', sql`${t.reason} IN ('seed', 'set', 'adjust', 'transfer', 'receive', 'reserve', 'release', 'ship', 'return', 'catalog')`),
  ],
);

/**
 * The units an order takes from a warehouse, per SKU, and which of the order's shipments carries
 * them. reserved → shipped (on hand goes down) or released (back to available); a shipped one
 * comes back as returned when the order is refunded.
 */
export const stockAllocation = pgTable(
  'stock_allocation',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    shipmentSeq: smallint('shipment_seq').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    state: varchar('state', { length: 10 }).notNull().default('reserved'),
  },
  (t) => [
    index('stock_allocation_order_idx').on(t.orderId, t.shipmentSeq),
    index('stock_allocation_open_idx').on(t.warehouseId, t.skuId).where(sql`state = 'reserved'`),
    check('stock_allocation_quantity', sql`${t.quantity} > 0`),
    check('stock_allocation_state', sql`${t.state} IN ('reserved', 'shipped', 'released', 'returned')`),
  ],
);
