import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bestLanguageFirst, translated } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { visitor } from './schema.js';

// Every SQL statement of the site module's reference data, on its own tables (ADR 0035), each
// answer checked by its row shape. Translated columns fall back requested language → English →
// Chinese (docs/architecture.md#languages). Settings are in settings-queries.ts.

const fallbackOrder = (alias: string, langId: number) => sql`ORDER BY ${bestLanguageFirst(alias, langId)}`;

const languageRow = row({ langId: col.int, shortName: col.text, name: col.text });

export async function languages(db: Db) {
  return typedRows(db, languageRow, sql`SELECT id AS "langId", short_name AS "shortName", name FROM language ORDER BY sort, id`);
}

const country = row({
  countryId: col.int,
  code: col.text,
  langId: col.int,
  currencyId: col.int,
  phoneCode: col.text,
  currency: col.text,
  symbol: col.text,
  minorUnits: col.int,
  rate: col.text,
  country: col.text.nullable(),
});

/** The countries the shop sells to, in their order, with their currency; names in the language. */
export async function enabledCountries(db: Db, langId: number) {
  return typedRows(
    db,
    country,
    sql`SELECT c.id AS "countryId", c.code, c.default_lang_id AS "langId", c.currency_id AS "currencyId",
               c.phone_code AS "phoneCode", cur.code AS currency, cur.symbol, cur.minor_units AS "minorUnits",
               cur.rate::text AS rate,
               (SELECT ci.name FROM country_i18n ci WHERE ci.country_id = c.id ${fallbackOrder('ci', langId)} LIMIT 1) AS country
          FROM country c JOIN currency cur ON cur.id = c.currency_id
         WHERE c.enabled ORDER BY c.sort, c.id`,
  );
}

const codeRow = row({ code: col.text });

/** The code of the base currency prices are stored in. */
export async function baseCurrencyCode(db: Db): Promise<string | undefined> {
  return (await typedRow(db, codeRow, sql`SELECT code FROM currency WHERE is_base LIMIT 1`))?.code;
}

const siteTextRow = row({ key: col.text, value: col.text });

/** The site's texts (name, slogan, footer…), each in the best language there is. */
export async function siteTexts(db: Db, langId: number): Promise<Record<string, string>> {
  const r = await typedRows(db, siteTextRow, sql`SELECT DISTINCT ON (st.key) st.key, st.value FROM site_text st ORDER BY st.key, ${bestLanguageFirst('st', langId)}`);
  return Object.fromEntries(r.map((x) => [x.key, x.value]));
}

const countryDefaultsRow = row({ langId: col.int, currencyId: col.int });

/** A country's language and currency, when the shop sells there. */
export async function countryDefaults(db: Db, countryId: number) {
  return typedRow(db, countryDefaultsRow, sql`SELECT default_lang_id AS "langId", currency_id AS "currencyId" FROM country WHERE id = ${countryId} AND enabled`);
}

const dictionaryEntryRow = row({ value: col.text, sort: col.int, label: col.text.nullable() });

/** A dictionary's items in their order, labels in the best language there is. */
export async function dictionary(db: Db, type: string, langId: number) {
  return typedRows(
    db,
    dictionaryEntryRow,
    sql`SELECT d.value, d.sort,
               (SELECT i.label FROM dict_item_i18n i WHERE i.dict_item_id = d.id ${fallbackOrder('i', langId)} LIMIT 1) AS label
          FROM dict_item d WHERE d.type = ${type} ORDER BY d.sort, d.id`,
  );
}

const okRow = row({ ok: col.int });

/** Whether the shop sells to a country. */
export async function countryEnabled(db: Db, countryId: number): Promise<boolean> {
  return (await typedRows(db, okRow, sql`SELECT 1 AS ok FROM country WHERE id = ${countryId} AND enabled`)).length > 0;
}

const regionRow = row({ regionId: col.int, code: col.text, name: col.text.nullable() });

/** A country's regions in their order, names in the best language there is. */
export async function regions(db: Db, countryId: number, langId: number) {
  return typedRows(
    db,
    regionRow,
    sql`SELECT r.id AS "regionId", r.code,
               (SELECT i.name FROM region_i18n i WHERE i.region_id = r.id ${fallbackOrder('i', langId)} LIMIT 1) AS name
          FROM region r WHERE r.country_id = ${countryId} ORDER BY r.sort, r.id`,
  );
}

const countryCodeRow = row({ id: col.int, code: col.text });

/** Ids and codes of the countries the shop sells to. */
export async function enabledCountryCodes(db: Db) {
  return typedRows(db, countryCodeRow, sql`SELECT id, code FROM country WHERE enabled`);
}

/** Records a new visitor (the Drizzle builder: plain CRUD). */
export async function insertVisitor(db: Db, id: string, countryId: number | null): Promise<void> {
  await db.insert(visitor).values({ id, countryId });
}

/**
 * Read view (ADR 0039): each language's code by id, for lists that show which language a buyer
 * wrote in. Columns: lang_id, lang (short_name, e.g. 'en'). Join it: `JOIN ${languageCodesView()} l ON l.lang_id = x.lang_id`.
 */
export const languageCodesView = () => sql`(SELECT id AS lang_id, short_name AS lang FROM language)`;

const countryCodeAndCurrencyRow = row({ code: col.text, currencyId: col.int });

/** A country's code and currency, enabled or not (a quotation's defaults for the buyer's destination); undefined for an unknown id. */
export async function countryCodeAndCurrency(db: Db, countryId: number) {
  return typedRow(db, countryCodeAndCurrencyRow, sql`SELECT code, currency_id AS "currencyId" FROM country WHERE id = ${countryId}`);
}

const countryAndRegionNameRow = row({ country: col.text, region: col.text });

/**
 * A country's and a region's names as an address shows them (an order copies them), in the
 * language with the usual fallback, else their codes; region '' when `regionId` is null.
 * Undefined for an unknown country.
 */
export async function countryAndRegionNames(db: Db, langId: number, countryId: number, regionId: number | null) {
  const country = translated('country_i18n', 'country_id', sql`c.id`, langId, 'cn');
  const region = translated('region_i18n', 'region_id', sql`r.id`, langId, 'rn');
  return typedRow(
    db,
    countryAndRegionNameRow,
    sql`SELECT coalesce(${country.pick('name')}, c.code) AS country, coalesce(${region.pick('name')}, r.code, '') AS region
          FROM country c
          LEFT JOIN region r ON r.id = ${regionId}
          ${country.joins}
          ${region.joins}
         WHERE c.id = ${countryId}`,
  );
}
