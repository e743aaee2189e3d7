// Column types that the tables of several modules share (modules/*/schema.ts, ADR 0035).
import { bigint, customType } from 'drizzle-orm/pg-core';

/** Money in minor units: bigint, because a large order in CNY or JPY passes 2^31 (the drivers
 * parse int8 to a JS number, exact to 2^53, far beyond the largest order the limits allow). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** The full-text vectors of the search tables. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** File contents kept in the database (uploads, chat files). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
