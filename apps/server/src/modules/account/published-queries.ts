import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';
import { readerScope, type AddressReader } from './address-queries.js';

// What other modules read of buyers and their files (ADR 0039): read views to join in their
// lists, and look-ups of one buyer. Only the columns the callers show.

/**
 * Read view: a buyer's e-mail and name by id (queues show who asked or applied). Columns:
 * user_id, email, first_name, last_name. Join it: `JOIN ${buyerNamesView()} u ON u.user_id = x.user_id`.
 */
export const buyerNamesView = () => sql`(SELECT id AS user_id, email, first_name, last_name FROM app_user)`;

/**
 * Read view: what a link to a buyer's upload shows (its file name, type and size). Columns:
 * upload_id, name (NULL for an old upload), mime, size. Join it: `LEFT JOIN ${uploadFilesView()} up ON up.upload_id = x.upload_id`.
 */
export const uploadFilesView = () => sql`(SELECT id AS upload_id, name, mime, size FROM upload)`;

/**
 * Locks the buyer's row for the caller's transaction, so two requests of one buyer that check a
 * limit (samples, orders) run one after the other.
 */
export async function lockBuyer(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
}

const okRow = row({ ok: col.int });

/** Whether a buyer may act now: the account exists and is neither blocked nor erased (a chat socket opened with a ticket). */
export async function buyerActive(db: Db, userId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM app_user WHERE id = ${userId} AND blocked_at IS NULL AND erased_at IS NULL`)) !== undefined;
}

const emailAndNameRow = row({ email: col.text, firstName: col.text, lastName: col.text });

/** A buyer's e-mail and name (an inquiry's sender); undefined for an unknown id. */
export async function buyerEmailAndName(db: Db, userId: number) {
  return typedRow(db, emailAndNameRow, sql`SELECT email, first_name AS "firstName", last_name AS "lastName" FROM app_user WHERE id = ${userId}`);
}

const countryIdRow = row({ countryId: col.int.nullable() });

/** Where a buyer ships to by default: the country of their first shipping address (default first), else of any address, else their account's; null when none. */
export async function buyerDestinationCountryId(db: Db, userId: number): Promise<number | null> {
  const r = await typedRow(
    db,
    countryIdRow,
    sql`SELECT coalesce(
               (SELECT a.country_id FROM address a WHERE a.user_id = ${userId} AND a.company_id IS NULL ORDER BY (a.type = 'shipping') DESC, a.is_default DESC, a.id LIMIT 1),
               (SELECT u.country_id FROM app_user u WHERE u.id = ${userId})) AS "countryId"`,
  );
  return r?.countryId ?? null;
}

const bookEntry = row({
  firstName: col.text,
  lastName: col.text,
  countryId: col.int,
  regionId: col.int.nullable(),
  city: col.text,
  zip: col.text,
  phone: col.text,
  line1: col.text,
  line2: col.text,
});

/**
 * One address the reader may use (an order copies it, with the country and region named): a buyer
 * id, their own; a request's context, their own and their company's with addresses.read
 * (address-queries.ts readerScope). Undefined when they may not.
 */
export async function addressBookEntry(db: Db, reader: AddressReader, addressId: number) {
  return typedRow(
    db,
    bookEntry,
    sql`SELECT a.first_name AS "firstName", a.last_name AS "lastName", a.country_id AS "countryId", a.region_id AS "regionId", a.city, a.zip, a.phone, a.line1, a.line2
          FROM address a WHERE a.id = ${addressId} AND ${readerScope(reader)}`,
  );
}

const idRow = row({ id: col.int });

/** The address an order ships to when the buyer names none: their own first shipping address (default first), else any; null when they have none. */
export async function defaultShippingAddressId(db: Db, userId: number): Promise<number | null> {
  const a = await typedRow(db, idRow, sql`SELECT id FROM address WHERE user_id = ${userId} AND company_id IS NULL ORDER BY (type = 'shipping') DESC, is_default DESC, id LIMIT 1`);
  return a?.id ?? null;
}

const countRow = row({ n: col.int });

/** How many of these upload ids are the buyer's own (a return's photos are checked so). */
export async function ownUploadCount(db: Db, userId: number, uploadIds: string[]): Promise<number> {
  if (!uploadIds.length) return 0;
  const own = await typedRow(
    db,
    countRow,
    sql`SELECT count(*)::int AS n FROM upload WHERE user_id = ${userId} AND id::text IN (${sql.join(uploadIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return own?.n ?? 0;
}
