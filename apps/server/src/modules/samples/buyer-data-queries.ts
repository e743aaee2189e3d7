import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the console's customer page, a personal-data export and an erasure (issue 27, ADR 0041)
// read and change of one buyer's free-sample applications.

const sampleItem = row({ id: col.int, status: col.text, company: col.text, lines: col.int, createdAt: col.time, n: col.int });

/** A buyer's newest sample applications (up to `limit`) and how many they made in all. */
export async function samplesOfBuyer(db: Db, userId: number, limit: number) {
  const found = await typedRows(
    db,
    sampleItem,
    sql`SELECT s.id, s.status, s.company, (SELECT count(*)::int FROM sample_line l WHERE l.request_id = s.id) AS lines,
               s.created_at AS "createdAt", count(*) OVER ()::int AS n
          FROM sample_request s WHERE s.user_id = ${userId} ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit}`,
  );
  return { total: found[0]?.n ?? 0, items: found.map(({ n: _n, createdAt, ...s }) => ({ ...s, createdAt: createdAt.toISOString() })) };
}

/** Every sample application of a buyer with its lines (the export). */
export async function exportBuyerSamples(db: Db, userId: number) {
  return {
    sampleRequests: await recordRows(
      db,
      sql`SELECT to_jsonb(s) - 'decided_by' || jsonb_build_object('lines', coalesce((SELECT jsonb_agg(to_jsonb(l)) FROM sample_line l WHERE l.request_id = s.id), '[]'::jsonb)) AS r
            FROM sample_request s WHERE s.user_id = ${userId} ORDER BY s.created_at, s.id`,
    ),
  };
}

const ERASED_ADDRESS = JSON.stringify({ firstName: '', lastName: '', city: '', zip: '', phone: '', line1: '', line2: '' });

/** Erasure: applications stay as the record of what was sent, without the company, project or the address beyond its country. */
export async function anonymiseBuyerSamples(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE sample_request SET company = '', project = '', address = address || ${ERASED_ADDRESS}::jsonb WHERE user_id = ${userId}`);
}
