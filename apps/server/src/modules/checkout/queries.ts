import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// Every SQL statement of checkout, on its own tables (shipping_method, tax_rate; ADR 0035), with
// each answer checked by its row shape. Fees are base-currency minor units.

const method = row({ id: col.int, key: col.text, baseFee: col.int, perKgFee: col.int, freeOver: col.int.nullable(), daysMin: col.int, daysMax: col.int, name: col.text });

/** The enabled shipping methods in their order, named in the language (falling back to English, then Chinese, then the key). */
export async function enabledShippingMethods(db: Db, langId: number) {
  const methodName = translated('shipping_method_i18n', 'method_id', sql`m.id`, langId, 'mn');
  return typedRows(
    db,
    method,
    sql`SELECT m.id, m.key, m.base_fee AS "baseFee", m.per_kg_fee AS "perKgFee", m.free_over AS "freeOver", m.days_min AS "daysMin", m.days_max AS "daysMax",
               coalesce(${methodName.pick('name')}, m.key) AS name
          FROM shipping_method m
          ${methodName.joins}
         WHERE m.enabled ORDER BY m.sort, m.id`,
  );
}

const taxRow = row({ rateBp: col.int, kind: col.text });

/** The tax of a destination country: rate in basis points and kind (vat, gst, consumption, sales). */
export async function taxOf(db: Db, countryId: number) {
  return typedRow(db, taxRow, sql`SELECT rate_bp AS "rateBp", kind FROM tax_rate WHERE country_id = ${countryId}`);
}

const shippingMethodRow = row({ id: col.int, name: col.text });

/** The shop's default shipping method (the first enabled one), named in the language as above; undefined when none is enabled. */
export async function defaultShippingMethod(db: Db, langId: number) {
  const methodName = translated('shipping_method_i18n', 'method_id', sql`m.id`, langId, 'mn');
  return typedRow(
    db,
    shippingMethodRow,
    sql`SELECT m.id, coalesce(${methodName.pick('name')}, m.key) AS name FROM shipping_method m ${methodName.joins} WHERE m.enabled ORDER BY m.sort, m.id LIMIT 1`,
  );
}

/**
 * Read view: a shipping method's name in a language, falling back to English, then Chinese; NULL
 * when it has none. Columns: method_id, name. An order copied the name in the buyer's language;
 * staff read it in theirs: `coalesce((SELECT sm.name FROM ${shippingMethodNamesView(langId)} sm WHERE sm.method_id = o.shipping_method_id), o.shipping_method_name)`.
 */
export function shippingMethodNamesView(langId: number) {
  const methodName = translated('shipping_method_i18n', 'method_id', sql`m.id`, langId, 'mn');
  return sql`(SELECT m.id AS method_id, ${methodName.pick('name')} AS name FROM shipping_method m ${methodName.joins})`;
}

const freeShippingRow = row({ key: col.text, freeOver: col.int.nullable() });

/** The free-shipping thresholds (base-currency minor units; null: none) of the methods with these keys; unknown keys are absent (the chat assistant's answers name them). */
export async function freeShippingThresholds(db: Db, keys: string[]) {
  return typedRows(
    db,
    freeShippingRow,
    sql`SELECT key, free_over AS "freeOver" FROM shipping_method WHERE key IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`,
  );
}
