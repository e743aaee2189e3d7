import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// Site settings are keyed values in site_setting: the shop's own (contact e-mail, version) and
// the state other modules keep there (the generated app secret, the search index's hash). Other
// modules read and write them through these functions (index.ts, ADR 0035).

const setting = row({ key: col.text, value: col.text });

/** Every setting, by key. */
export async function allSettings(db: Db): Promise<Record<string, string>> {
  const r = await typedRows(db, setting, sql`SELECT key, value FROM site_setting`);
  return Object.fromEntries(r.map((x) => [x.key, x.value]));
}

/** The values of `keys` that are set (a key without a row is missing from the map). */
export async function readSettings(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const found = await typedRows(db, setting, sql`SELECT key, value FROM site_setting WHERE key IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  return new Map(found.map((r) => [r.key, r.value]));
}

/** Sets a value, replacing what was there. */
export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db.execute(sql`INSERT INTO site_setting (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}

const valueRow = row({ value: col.text });

/**
 * Sets a value unless one is there, and returns the one that is: of several processes starting
 * at once with different candidates, all end up with the first one written.
 */
export async function settleSetting(db: Db, key: string, candidate: string): Promise<string> {
  await db.execute(sql`INSERT INTO site_setting (key, value) VALUES (${key}, ${candidate}) ON CONFLICT (key) DO NOTHING`);
  return (await typedRow(db, valueRow, sql`SELECT value FROM site_setting WHERE key = ${key}`))!.value;
}

/** The shop's contact address (printed on invoices and quotations; where the chat mails what it took down). */
export async function contactEmail(db: Db): Promise<string> {
  return (await readSettings(db, ['contactEmail'])).get('contactEmail') ?? '';
}
