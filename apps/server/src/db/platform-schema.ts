// Tables the shared layers own (plugins/, lib/; docs/architecture.md#data, ADR 0035): modules reach
// them only through those layers.
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters behind the rate limits, shared by every server process. */
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
