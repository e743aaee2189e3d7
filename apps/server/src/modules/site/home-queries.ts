import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The home page's edited texts (issue 27) are site_text rows keyed `home.<field>`, one per
// language; a field without a row shows the shop's built-in text. A change of site_text announces
// catalog_changed (migration 0031), so the public answers carrying them drop at once.

const homeTextRow = row({ key: col.text, langId: col.int, value: col.text });

/** Every home text in every language: field (without `home.`), language id, value. */
export async function homeTextRows(db: Db) {
  const r = await typedRows(db, homeTextRow, sql`SELECT key, lang_id AS "langId", value FROM site_text WHERE key LIKE 'home.%' ORDER BY key, lang_id`);
  return r.map((x) => ({ field: x.key.slice('home.'.length), langId: x.langId, value: x.value }));
}

/** Replaces every home text: an empty value removes the field's row (the built-in text shows). */
export async function replaceHomeTexts(db: Db, texts: { field: string; langId: number; value: string }[]): Promise<void> {
  await db.execute(sql`DELETE FROM site_text WHERE key LIKE 'home.%'`);
  const kept = texts.filter((t) => t.value !== '');
  if (!kept.length) return;
  await db.execute(sql`INSERT INTO site_text (key, lang_id, value) VALUES ${sql.join(
    kept.map((t) => sql`(${`home.${t.field}`}, ${t.langId}, ${t.value})`),
    sql`, `,
  )}`);
}

const versionRow = row({ value: col.text });

/** The version of a setting counted by bumpVersion (0 before the first). */
export async function settingVersion(db: Db, key: string): Promise<number> {
  const r = await typedRow(db, versionRow, sql`SELECT value FROM site_setting WHERE key = ${key}`);
  return r ? Number(r.value) : 0;
}

/**
 * Raises a version kept in site_setting from `expected` to the next, atomically (the row's lock
 * makes a concurrent bump wait, then find the value changed): the new version, or null when the
 * stored one is not `expected` (someone saved first).
 */
export async function bumpVersion(db: Db, key: string, expected: number): Promise<number | null> {
  const next = String(expected + 1);
  const r =
    expected === 0
      ? await typedRow(db, versionRow, sql`INSERT INTO site_setting (key, value) VALUES (${key}, ${next}) ON CONFLICT (key) DO NOTHING RETURNING value`)
      : await typedRow(db, versionRow, sql`UPDATE site_setting SET value = ${next} WHERE key = ${key} AND value = ${String(expected)} RETURNING value`);
  return r ? Number(r.value) : null;
}
