import { ADDRESS_TYPES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { countryNamesView, regionNamesView } from '../site/index.js';

// The SQL of buyers' address books (address; ADR 0035). Every statement is scoped by user_id, so
// another buyer's id behaves exactly like an id that does not exist. Country and region names
// come from the site module's read views (ADR 0039).

const addressType = z.enum(ADDRESS_TYPES);

const entry = row({
  addressId: col.int,
  type: addressType,
  firstName: col.text,
  lastName: col.text,
  countryId: col.int,
  country: col.text,
  regionId: col.int.nullable(),
  region: col.text,
  city: col.text,
  zip: col.text,
  phone: col.text,
  line1: col.text,
  line2: col.text,
  isDefault: col.bool,
});

/** An address as the address book shows it, country and region named in the language ('' when unnamed). */
const entries = (langId: number) => sql`
  SELECT a.id AS "addressId", a.type, a.first_name AS "firstName", a.last_name AS "lastName",
         a.country_id AS "countryId", coalesce(cn.name, '') AS country,
         a.region_id AS "regionId", coalesce(rn.name, '') AS region,
         a.city, a.zip, a.phone, a.line1, a.line2, a.is_default AS "isDefault"
    FROM address a
    LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = a.country_id
    LEFT JOIN ${regionNamesView(langId)} rn ON rn.region_id = a.region_id`;

/** A buyer's addresses: shipping first, the default first, then newest first. */
export async function addressBook(db: Db, langId: number, userId: number) {
  return typedRows(db, entry, sql`${entries(langId)} WHERE a.user_id = ${userId} ORDER BY a.type DESC, a.is_default DESC, a.id DESC`);
}

/** One of the buyer's addresses; undefined when it is not theirs. */
export async function addressOf(db: Db, langId: number, userId: number, addressId: number) {
  return typedRow(db, entry, sql`${entries(langId)} WHERE a.id = ${addressId} AND a.user_id = ${userId}`);
}

export interface AddressFields {
  type: 'shipping' | 'billing';
  firstName: string;
  lastName: string;
  countryId: number;
  regionId?: number | null;
  city: string;
  zip: string;
  phone: string;
  line1: string;
  line2: string;
}

const idRow = row({ id: col.int });

/** Adds an address, not yet the default (the caller settles that); its id. */
export async function insertAddress(db: Db, userId: number, a: AddressFields): Promise<number> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default)
        VALUES (${userId}, ${a.type}, ${a.firstName}, ${a.lastName}, ${a.countryId}, ${a.regionId ?? null}, ${a.city}, ${a.zip}, ${a.phone}, ${a.line1}, ${a.line2}, false)
        RETURNING id`,
  );
  return created!.id;
}

/** Changes one of the buyer's addresses; a default that changes type stops being the default. False when it is not theirs. */
export async function updateAddressRow(db: Db, userId: number, addressId: number, a: AddressFields): Promise<boolean> {
  const done = await typedRow(
    db,
    idRow,
    sql`UPDATE address SET type = ${a.type}, first_name = ${a.firstName}, last_name = ${a.lastName}, country_id = ${a.countryId}, region_id = ${a.regionId ?? null},
               city = ${a.city}, zip = ${a.zip}, phone = ${a.phone}, line1 = ${a.line1}, line2 = ${a.line2},
               is_default = is_default AND type = ${a.type}
         WHERE id = ${addressId} AND user_id = ${userId} RETURNING id`,
  );
  return done !== undefined;
}

const countRow = row({ n: col.int });

/** How many other addresses of the type are the buyer's default (0 or 1). */
export async function otherDefaults(db: Db, userId: number, addressId: number, type: string): Promise<number> {
  const r = await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM address WHERE user_id = ${userId} AND type = ${type} AND is_default AND id <> ${addressId}`);
  return r!.n;
}

/** Makes one address the only default of its type among the buyer's. */
export async function makeDefault(db: Db, userId: number, addressId: number, type: string): Promise<void> {
  await db.execute(sql`UPDATE address SET is_default = (id = ${addressId}) WHERE user_id = ${userId} AND type = ${type}`);
}

const deletedAddressRow = row({ type: col.text, isDefault: col.bool });

/** Deletes one of the buyer's addresses; what it was (type, default), or undefined when it is not theirs. */
export async function deleteAddressRow(db: Db, userId: number, addressId: number) {
  return typedRow(db, deletedAddressRow, sql`DELETE FROM address WHERE id = ${addressId} AND user_id = ${userId} RETURNING type, is_default AS "isDefault"`);
}

/** The newest remaining address of a type becomes the buyer's default of it. */
export async function newestBecomesDefault(db: Db, userId: number, type: string): Promise<void> {
  await db.execute(sql`UPDATE address SET is_default = true WHERE id = (SELECT id FROM address WHERE user_id = ${userId} AND type = ${type} ORDER BY id DESC LIMIT 1)`);
}

const typeRow = row({ type: col.text });

/** The type of one of the buyer's addresses; undefined when it is not theirs. */
export async function addressTypeOf(db: Db, userId: number, addressId: number): Promise<string | undefined> {
  return (await typedRow(db, typeRow, sql`SELECT type FROM address WHERE id = ${addressId} AND user_id = ${userId}`))?.type;
}

const countryIdRow = row({ countryId: col.int });

/** The country of one of the buyer's addresses (checkout's tax and shipping); undefined when it is not theirs. */
export async function addressCountryId(db: Db, userId: number, addressId: number): Promise<number | undefined> {
  return (await typedRow(db, countryIdRow, sql`SELECT country_id AS "countryId" FROM address WHERE id = ${addressId} AND user_id = ${userId}`))?.countryId;
}

/** The demo buyer's two addresses (README): a default shipping address in Shanghai, a default billing address in Berlin. */
export async function insertDemoAddresses(db: Db, userId: number, p: { cn: number; shanghai: number | null; de: number; berlin: number | null }): Promise<void> {
  await db.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default) VALUES
    (${userId}, 'shipping', 'Demo', 'Buyer', ${p.cn}, ${p.shanghai}, '上海', '200120', '+86 21 5555 0100', '浦东新区世纪大道 100 号', '20 楼 2001 室', true),
    (${userId}, 'billing', 'Demo', 'Buyer', ${p.de}, ${p.berlin}, 'Berlin', '10115', '+49 30 5555 0100', 'Invalidenstraße 117', '', true)`);
}
