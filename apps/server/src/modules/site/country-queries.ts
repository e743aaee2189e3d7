import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// Countries and regions as other modules' addresses need them (ADR 0039): names to join beside
// an address, the checks an address form's country and region pass, ids by ISO code for seeds.

/**
 * Read view: a country's name in a language, falling back to English, then Chinese
 * (docs/architecture.md#languages); NULL when it has none. Columns: country_id, name.
 * Join it: `LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = x.country_id`.
 */
export function countryNamesView(langId: number) {
  const name = translated('country_i18n', 'country_id', sql`c.id`, langId, 'cn');
  return sql`(SELECT c.id AS country_id, ${name.pick('name')} AS name FROM country c ${name.joins})`;
}

/**
 * Read view: a country's ISO code (an invoice title shows it beside the name; a title's snapshot
 * names its country by code). Columns: country_id, code.
 * Join it: `LEFT JOIN ${countryCodesView()} cc ON cc.country_id = x.country_id`.
 */
export const countryCodesView = () => sql`(SELECT id AS country_id, code FROM country)`;

/**
 * Read view: a region's name in a language, with the same fallback; NULL when it has none.
 * Columns: region_id, name. Join it: `LEFT JOIN ${regionNamesView(langId)} rn ON rn.region_id = x.region_id`.
 */
export function regionNamesView(langId: number) {
  const name = translated('region_i18n', 'region_id', sql`r.id`, langId, 'rn');
  return sql`(SELECT r.id AS region_id, ${name.pick('name')} AS name FROM region r ${name.joins})`;
}

const okRow = row({ ok: col.int });

/** Whether a country exists (enabled or not: a buyer's account may name any country of the world, ADR 0032). */
export async function countryExists(db: Db, countryId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM country WHERE id = ${countryId}`)) !== undefined;
}

/** Whether a region belongs to a country. */
export async function regionInCountry(db: Db, regionId: number, countryId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM region WHERE id = ${regionId} AND country_id = ${countryId}`)) !== undefined;
}

/** Whether a country's addresses name a region (it has any; most of the world has none, ADR 0032). */
export async function countryHasRegions(db: Db, countryId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM region WHERE country_id = ${countryId} LIMIT 1`)) !== undefined;
}

const idRow = row({ id: col.int });

/** A country's id by its ISO code; undefined when unknown. */
export async function countryIdByCode(db: Db, code: string): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM country WHERE code = ${code}`))?.id;
}

/** A region's id by its code (e.g. CN-SH); undefined when unknown. */
export async function regionIdByCode(db: Db, code: string): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM region WHERE code = ${code}`))?.id;
}
