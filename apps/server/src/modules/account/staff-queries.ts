import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerOrderCountsView } from '../orders/index.js';
import { countryNamesView } from '../site/index.js';

// The account module's SQL for the console's customers (issue 27, ADR 0041): the search, a
// buyer's profile and addresses, blocking, and what an export reads and an erasure changes of
// app_user, address, user_session, upload and email_code. Other modules' parts come through their
// index.ts (orders' counts are their read view).

const listItem = row({
  userId: col.int,
  email: col.text,
  firstName: col.text,
  lastName: col.text,
  companyName: col.text,
  country: col.text,
  createdAt: col.time,
  orderCount: col.int,
  blocked: col.bool,
  erased: col.bool,
  total: col.int,
});

export interface CustomerSearch {
  q?: string;
  /** The buyer of an order whose number is `q`, found by orders. */
  orderUserId?: number;
  blockedOnly: boolean;
  page: number;
  pageSize: number;
  langId: number;
}

/** Digits of a phone number as typed ('+358 40-555' → '35840555'): a phone matches by its digits. */
const digits = (s: string) => s.replace(/\D/g, '');

/** Buyers matching the search, newest first, with their country, order count and state, and how many match. */
export async function searchCustomers(db: Db, s: CustomerSearch) {
  const q = s.q?.toLowerCase() ?? '';
  // Only a query that looks like a phone number is matched against phones, by its digits.
  const phone = /^[+\d\s().-]+$/.test(q) ? digits(q) : '';
  const match = q
    ? sql`(position(${q} in lower(u.email)) > 0 OR position(${q} in lower(u.first_name || ' ' || u.last_name)) > 0
           OR position(${q} in lower(u.last_name || ' ' || u.first_name)) > 0 OR position(${q} in lower(u.company_name)) > 0
           ${phone.length >= 4 ? sql`OR EXISTS (SELECT 1 FROM address a WHERE a.user_id = u.id AND position(${phone} in regexp_replace(a.phone, '\\D', '', 'g')) > 0)` : sql``}
           ${s.orderUserId ? sql`OR u.id = ${s.orderUserId}` : sql``})`
    : sql`true`;
  const found = await typedRows(
    db,
    listItem,
    sql`SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.company_name AS "companyName",
               coalesce(cn.name, '') AS country, u.created_at AS "createdAt", coalesce(oc.orders, 0)::int AS "orderCount",
               u.blocked_at IS NOT NULL AS blocked, u.erased_at IS NOT NULL AS erased, count(*) OVER ()::int AS total
          FROM app_user u
          LEFT JOIN ${countryNamesView(s.langId)} cn ON cn.country_id = u.country_id
          LEFT JOIN ${buyerOrderCountsView()} oc ON oc.user_id = u.id
         WHERE ${match} ${s.blockedOnly ? sql`AND u.blocked_at IS NOT NULL` : sql``}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${s.pageSize} OFFSET ${(s.page - 1) * s.pageSize}`,
  );
  return { total: found[0]?.total ?? 0, items: found.map(({ total: _t, createdAt, ...u }) => ({ ...u, createdAt: createdAt.toISOString() })) };
}

const profileRow = row({
  userId: col.int,
  email: col.text,
  firstName: col.text,
  lastName: col.text,
  companyName: col.text,
  country: col.text,
  createdAt: col.time,
  blockedAt: col.time.nullable(),
  blockedReason: col.text,
  erasedAt: col.time.nullable(),
  langId: col.int,
  lastSeenAt: col.time.nullable(),
});

/** A buyer's account as the console shows it; undefined for an unknown id. */
export async function customerProfileRow(db: Db, userId: number, langId: number) {
  return typedRow(
    db,
    profileRow,
    sql`SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.company_name AS "companyName",
               coalesce(cn.name, '') AS country, u.created_at AS "createdAt", u.blocked_at AS "blockedAt", u.blocked_reason AS "blockedReason",
               u.erased_at AS "erasedAt", u.lang_id AS "langId", (SELECT max(s.last_seen_at) FROM user_session s WHERE s.user_id = u.id) AS "lastSeenAt"
          FROM app_user u LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = u.country_id
         WHERE u.id = ${userId}`,
  );
}

const addressRow = row({
  id: col.int,
  type: col.text,
  firstName: col.text,
  lastName: col.text,
  country: col.text,
  city: col.text,
  zip: col.text,
  line1: col.text,
  line2: col.text,
  phone: col.text,
  isDefault: col.bool,
});

/** A buyer's address book, defaults first. */
export async function customerAddressRows(db: Db, userId: number, langId: number) {
  return typedRows(
    db,
    addressRow,
    sql`SELECT a.id, a.type, a.first_name AS "firstName", a.last_name AS "lastName", coalesce(cn.name, '') AS country, a.city, a.zip, a.line1, a.line2, a.phone,
               a.is_default AS "isDefault"
          FROM address a LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = a.country_id
         WHERE a.user_id = ${userId} ORDER BY a.is_default DESC, a.id`,
  );
}

const blockRow = row({ blockedAt: col.time.nullable(), blockedReason: col.text });

/** Blocks a buyer with a reason (a blocked one keeps the first date, takes the new reason); the state before, undefined for an unknown id. */
export async function setBlocked(db: Db, userId: number, reason: string) {
  const before = await typedRow(db, blockRow, sql`SELECT blocked_at AS "blockedAt", blocked_reason AS "blockedReason" FROM app_user WHERE id = ${userId} FOR UPDATE`);
  if (!before) return undefined;
  await db.execute(sql`UPDATE app_user SET blocked_at = coalesce(blocked_at, now()), blocked_reason = ${reason} WHERE id = ${userId}`);
  return before;
}

/** Lifts a block; the state before, undefined for an unknown id. */
export async function clearBlocked(db: Db, userId: number) {
  const before = await typedRow(db, blockRow, sql`SELECT blocked_at AS "blockedAt", blocked_reason AS "blockedReason" FROM app_user WHERE id = ${userId} FOR UPDATE`);
  if (!before) return undefined;
  await db.execute(sql`UPDATE app_user SET blocked_at = NULL, blocked_reason = '' WHERE id = ${userId}`);
  return before;
}

/** What the account module holds of a buyer (the export): the account without its password hash, addresses, sessions, uploads (named, not their bytes). */
export async function exportAccount(db: Db, userId: number) {
  return {
    profile: await recordRows(db, sql`SELECT to_jsonb(u) - 'password_hash' AS r FROM app_user u WHERE u.id = ${userId}`),
    addresses: await recordRows(db, sql`SELECT to_jsonb(a) AS r FROM address a WHERE a.user_id = ${userId} ORDER BY a.id`),
    sessions: await recordRows(db, sql`SELECT to_jsonb(s) - 'token_hash' AS r FROM user_session s WHERE s.user_id = ${userId} ORDER BY s.created_at`),
    uploads: await recordRows(db, sql`SELECT to_jsonb(f) - 'bytes' AS r FROM upload f WHERE f.user_id = ${userId} ORDER BY f.created_at`),
  };
}

/**
 * Erasure of the account itself: the row stays (orders and invoices point at it) with an address
 * nobody can have, no name, company, country or avatar, and a password hash no password matches;
 * the address book, uploads and codes are deleted. Sessions are ended by the caller.
 */
export async function eraseAccountRow(db: Db, userId: number, placeholder: string, oldEmail: string): Promise<void> {
  await db.execute(sql`UPDATE app_user SET email = ${placeholder}, password_hash = 'erased', first_name = '', last_name = '', company_name = '', avatar = '',
                              country_id = NULL, blocked_at = NULL, blocked_reason = '', erased_at = coalesce(erased_at, now())
                        WHERE id = ${userId}`);
  // A company's addresses the buyer added stay the company's (ADR 0045).
  await db.execute(sql`DELETE FROM address WHERE user_id = ${userId} AND company_id IS NULL`);
  await db.execute(sql`DELETE FROM upload WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM email_code WHERE user_id = ${userId} OR email = ${oldEmail}`);
}
