import { ADDRESS_TYPES } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { ownedScope } from '../../lib/company-access.js';
import type { RequestContext } from '../../lib/request-context.js';
import { countryNamesView, regionNamesView } from '../site/index.js';

// The SQL of buyers' and companies' address books (address; ADR 0035, ADR 0045). A buyer's own
// address has company_id NULL and their user_id; a company's has its company_id (user_id = who
// added it). Reads take the caller's scope (lib/company-access.ts ownedScope on alias `a`), so
// another buyer's or another company's id behaves exactly like an id that does not exist. Country
// and region names come from the site module's read views (ADR 0039).

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
  companyId: col.int.nullable(),
  userId: col.int,
  addedByFirst: col.text,
  addedByLast: col.text,
});

/** An address as the address book shows it, country and region named in the language ('' when unnamed), with who added it. */
const entries = (langId: number) => sql`
  SELECT a.id AS "addressId", a.type, a.first_name AS "firstName", a.last_name AS "lastName",
         a.country_id AS "countryId", coalesce(cn.name, '') AS country,
         a.region_id AS "regionId", coalesce(rn.name, '') AS region,
         a.city, a.zip, a.phone, a.line1, a.line2, a.is_default AS "isDefault",
         a.company_id AS "companyId", a.user_id AS "userId", u.first_name AS "addedByFirst", u.last_name AS "addedByLast"
    FROM address a
    JOIN app_user u ON u.id = a.user_id
    LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = a.country_id
    LEFT JOIN ${regionNamesView(langId)} rn ON rn.region_id = a.region_id`;

/** The addresses in `scope`: the buyer's own first, then the company's; shipping first, the default first, then newest first. */
export async function addressBook(db: Db, langId: number, scope: SQL) {
  return typedRows(db, entry, sql`${entries(langId)} WHERE ${scope} ORDER BY (a.company_id IS NOT NULL), a.type DESC, a.is_default DESC, a.id DESC`);
}

/** One address in `scope`; undefined when it is not there. */
export async function addressOf(db: Db, langId: number, scope: SQL, addressId: number) {
  return typedRow(db, entry, sql`${entries(langId)} WHERE a.id = ${addressId} AND ${scope}`);
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

/** Whose address book an address is in: a buyer's own (companyId null) or a company's. */
export interface AddressOwner {
  userId: number;
  companyId: number | null;
}

/** The rows of one address book (no alias: the statements below name the table). */
const bookOf = (o: AddressOwner) => (o.companyId === null ? sql`company_id IS NULL AND user_id = ${o.userId}` : sql`company_id = ${o.companyId}`);

const idRow = row({ id: col.int });

/** Adds an address to `owner`'s book (added by owner.userId), not yet the default (the caller settles that); its id. */
export async function insertAddress(db: Db, owner: AddressOwner, a: AddressFields): Promise<number> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO address (user_id, company_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default)
        VALUES (${owner.userId}, ${owner.companyId}, ${a.type}, ${a.firstName}, ${a.lastName}, ${a.countryId}, ${a.regionId ?? null}, ${a.city}, ${a.zip}, ${a.phone}, ${a.line1}, ${a.line2}, false)
        RETURNING id`,
  );
  return created!.id;
}

const ownerRow = row({ userId: col.int, companyId: col.int.nullable(), type: col.text, isDefault: col.bool });

/** An address in `scope` (alias `a`) with whose it is, locked for the caller's transaction; undefined when it is not there. */
export async function lockAddress(db: Db, scope: SQL, addressId: number) {
  return typedRow(
    db,
    ownerRow,
    sql`SELECT a.user_id AS "userId", a.company_id AS "companyId", a.type, a.is_default AS "isDefault" FROM address a WHERE a.id = ${addressId} AND ${scope} FOR UPDATE`,
  );
}

/** Changes an address (the caller checked who may); a default that changes type stops being the default. */
export async function updateAddressRow(db: Db, addressId: number, a: AddressFields): Promise<void> {
  await db.execute(
    sql`UPDATE address SET type = ${a.type}, first_name = ${a.firstName}, last_name = ${a.lastName}, country_id = ${a.countryId}, region_id = ${a.regionId ?? null},
               city = ${a.city}, zip = ${a.zip}, phone = ${a.phone}, line1 = ${a.line1}, line2 = ${a.line2},
               is_default = is_default AND type = ${a.type}
         WHERE id = ${addressId}`,
  );
}

const countRow = row({ n: col.int });

/** How many other addresses of the type are the default of `owner`'s book (0 or 1). */
export async function otherDefaults(db: Db, owner: AddressOwner, addressId: number, type: string): Promise<number> {
  const r = await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM address WHERE ${bookOf(owner)} AND type = ${type} AND is_default AND id <> ${addressId}`);
  return r!.n;
}

/** Makes one address the only default of its type in `owner`'s book (a company's default is apart from each member's own). */
export async function makeDefault(db: Db, owner: AddressOwner, addressId: number, type: string): Promise<void> {
  await db.execute(sql`UPDATE address SET is_default = (id = ${addressId}) WHERE ${bookOf(owner)} AND type = ${type}`);
}

/** Deletes an address (the caller checked who may). */
export async function deleteAddressRow(db: Db, addressId: number): Promise<void> {
  await db.execute(sql`DELETE FROM address WHERE id = ${addressId}`);
}

/** The newest remaining address of a type becomes the default of `owner`'s book. */
export async function newestBecomesDefault(db: Db, owner: AddressOwner, type: string): Promise<void> {
  await db.execute(sql`UPDATE address SET is_default = true WHERE id = (SELECT id FROM address WHERE ${bookOf(owner)} AND type = ${type} ORDER BY id DESC LIMIT 1)`);
}

/**
 * Which addresses a reader may ship to or copy: a buyer id reads only their own (company_id NULL);
 * a request's context reads the buyer's own and their company's with `addresses.read`, so another
 * company's address, or a colleague's own, is never used.
 */
export type AddressReader = number | RequestContext;
export const readerScope = (reader: AddressReader): SQL =>
  typeof reader === 'number' ? sql`(a.company_id IS NULL AND a.user_id = ${reader})` : ownedScope(reader, 'a', 'addresses.read');

const countryIdRow = row({ countryId: col.int });

/** The country of an address the reader may use (checkout's tax and shipping); undefined when they may not. */
export async function addressCountryId(db: Db, reader: AddressReader, addressId: number): Promise<number | undefined> {
  return (await typedRow(db, countryIdRow, sql`SELECT a.country_id AS "countryId" FROM address a WHERE a.id = ${addressId} AND ${readerScope(reader)}`))?.countryId;
}

/** The demo buyer's two addresses (README): a default shipping address in Shanghai, a default billing address in Berlin. */
export async function insertDemoAddresses(db: Db, userId: number, p: { cn: number; shanghai: number | null; de: number; berlin: number | null }): Promise<void> {
  await db.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default) VALUES
    (${userId}, 'shipping', 'Demo', 'Buyer', ${p.cn}, ${p.shanghai}, '上海', '200120', '+86 21 5555 0100', '浦东新区世纪大道 100 号', '20 楼 2001 室', true),
    (${userId}, 'billing', 'Demo', 'Buyer', ${p.de}, ${p.berlin}, 'Berlin', '10115', '+49 30 5555 0100', 'Invalidenstraße 117', '', true)`);
}

/** A demo account's default shipping address (issue 30's demo company). */
export async function insertDemoShippingAddress(
  db: Db,
  userId: number,
  a: { countryId: number; regionId: number | null; firstName: string; lastName: string; city: string; zip: string; phone: string; line1: string; line2: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default)
    VALUES (${userId}, 'shipping', ${a.firstName}, ${a.lastName}, ${a.countryId}, ${a.regionId}, ${a.city}, ${a.zip}, ${a.phone}, ${a.line1}, ${a.line2}, true)`);
}
