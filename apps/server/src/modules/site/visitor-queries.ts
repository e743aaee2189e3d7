import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// What other modules read of visitors (the uuids the start-up guard hands out, and the country
// the shop placed each in): a look-up and a read view (ADR 0039). The chat keys its
// conversations by visitor.

const okRow = row({ ok: col.int });

/** Whether the shop issued this visitor id (a chat window opens only for one it did). */
export async function visitorExists(db: Db, visitorId: string): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM visitor WHERE id = ${visitorId}::uuid`)) !== undefined;
}

/**
 * Read view: a visitor's country, as the shop placed them, with its code and currency (NULL when
 * not placed). Columns: visitor_id, country_code, currency_id.
 * Join it: `JOIN ${visitorCountryView()} vc ON vc.visitor_id = x.visitor_id`.
 */
export const visitorCountryView = () =>
  sql`(SELECT v.id AS visitor_id, co.code AS country_code, co.currency_id FROM visitor v LEFT JOIN country co ON co.id = v.country_id)`;
