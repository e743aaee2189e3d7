import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client.js';
import { json, row, typedRows } from './typed-rows.js';

// Rows given out whole, as JSON objects: a buyer's personal-data export (issue 27, ADR 0041)
// hands over every column a module holds of them, so each query selects `to_jsonb(t) AS r`
// (minus secrets and file bytes) and the answer is checked to be one object per row.

const recordRow = row({ r: json(z.record(z.string(), z.unknown())) });

/** The `r` column of each row, a JSON object. */
export async function recordRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return (await typedRows(db, recordRow, query)).map((x) => x.r);
}
