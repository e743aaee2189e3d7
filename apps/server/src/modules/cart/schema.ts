// Tables the cart module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/cart/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/schema.js';
import { product, sku } from '../catalog/schema.js';

// ---- purchase: cart, favourites, checkout, orders, payments (issue 5, ADR 0011) ----

/** The server cart of a logged-in buyer (guests keep theirs in local storage). */
export const cartItem = pgTable(
  'cart_item',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    checked: boolean('checked').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skuId] }), check('cart_item_quantity', sql`${t.quantity} > 0`)],
);

export const favorite = pgTable(
  'favorite',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => sku.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorite_user_idx').on(t.userId, t.addedAt)],
);
