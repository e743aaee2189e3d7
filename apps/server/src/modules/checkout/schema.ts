// Tables the checkout module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/checkout/index.ts, never by SQL of their own.
import { boolean, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { language, country } from '../site/schema.js';

/** Shipping methods; fees in base-currency minor units: base + per started kilogram. */
export const shippingMethod = pgTable('shipping_method', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 30 }).notNull().unique(),
  baseFee: money('base_fee').notNull(),
  perKgFee: money('per_kg_fee').notNull(),
  /** Free from this subtotal (base minor units) on; null: never free. */
  freeOver: money('free_over'),
  daysMin: smallint('days_min').notNull(),
  daysMax: smallint('days_max').notNull(),
  sort: smallint('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const shippingMethodI18n = pgTable(
  'shipping_method_i18n',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethod.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.langId] })],
);

/** Tax per destination country, in basis points (2000 = 20 %), with the name of the tax. */
export const taxRate = pgTable('tax_rate', {
  countryId: integer('country_id')
    .primaryKey()
    .references(() => country.id, { onDelete: 'cascade' }),
  rateBp: integer('rate_bp').notNull(),
  /** Message-free key of the tax's name: vat, gst, consumption, sales. */
  kind: varchar('kind', { length: 20 }).notNull(),
});
