import { INVOICE_TITLE_KINDS, type InvoiceTitleKind } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { countryCodesView, countryNamesView } from '../site/index.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// Every SQL statement of invoice titles (invoice_title; ADR 0035), each answer checked by its row
// shape. A buyer's own title has company_id NULL and their user_id; a company's has its company_id
// (user_id = who added it, ADR 0045). Reads take the caller's scope (lib/company-access.ts
// ownedScope on alias `t`), so another buyer's or another company's title reads as one that does
// not exist. The country's code and name come through site's read views (ADR 0039).

const title = row({
  id: col.int,
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: col.text,
  taxNo: col.text,
  countryId: col.int,
  countryCode: col.text,
  country: col.text,
  address: col.text,
  phone: col.text,
  bank: col.text,
  bankAccount: col.text,
  isDefault: col.bool,
  companyId: col.int.nullable(),
  userId: col.int,
  addedByFirst: col.text,
  addedByLast: col.text,
});

/** The titles in `scope` (or the one with `id`): the buyer's own first, then the company's; the default first, then the newest; with the country's code and its name in a language. */
export async function titleRows(db: Db, langId: number, scope: SQL, id?: number) {
  return typedRows(
    db,
    title,
    sql`SELECT t.id, t.kind, t.name, t.tax_no AS "taxNo", t.country_id AS "countryId", coalesce(cc.code, '') AS "countryCode",
               coalesce(cn.name, cc.code, '') AS country, t.address, t.phone, t.bank, t.bank_account AS "bankAccount", t.is_default AS "isDefault",
               t.company_id AS "companyId", t.user_id AS "userId", u.first_name AS "addedByFirst", u.last_name AS "addedByLast"
          FROM invoice_title t JOIN ${buyerNamesView()} u ON u.user_id = t.user_id
          LEFT JOIN ${countryCodesView()} cc ON cc.country_id = t.country_id LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = t.country_id
         WHERE ${scope} ${id === undefined ? sql`` : sql`AND t.id = ${id}`}
         ORDER BY (t.company_id IS NOT NULL), t.is_default DESC, t.id DESC`,
  );
}

/** Whose titles a title is among: a buyer's own (companyId null) or a company's. */
export interface TitleOwner {
  userId: number;
  companyId: number | null;
}

/** The rows of one owner's titles (no alias: the statements below name the table). */
const titlesOf = (o: TitleOwner) => (o.companyId === null ? sql`company_id IS NULL AND user_id = ${o.userId}` : sql`company_id = ${o.companyId}`);

/** The advisory-lock class of a company's titles (lib/advisory-locks.ts lists them all). */
const COMPANY_TITLES_LOCK = LOCK_CLASS.companyTitles;

/** Holds a company's titles for the caller's transaction: two saves at once are counted and given the default one after the other. */
export async function lockCompanyTitles(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${COMPANY_TITLES_LOCK}, ${companyId})`);
}

const titleCountsRow = row({ n: col.int, defaults: col.int });

/** How many titles the owner has, and how many of them are the default (0 or 1). */
export async function titleCounts(db: Db, owner: TitleOwner) {
  return (await typedRow(
    db,
    titleCountsRow,
    sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults FROM invoice_title WHERE ${titlesOf(owner)}`,
  ))!;
}

export interface TitleFields {
  kind: InvoiceTitleKind;
  name: string;
  taxNo: string;
  countryId: number;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
}

const idRow = row({ id: col.int });

/** Saves a new title of `owner` (added by owner.userId; not the default); its id. */
export async function insertTitle(db: Db, owner: TitleOwner, t: TitleFields): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO invoice_title (user_id, company_id, kind, name, tax_no, country_id, address, phone, bank, bank_account)
        VALUES (${owner.userId}, ${owner.companyId}, ${t.kind}, ${t.name}, ${t.taxNo}, ${t.countryId}, ${t.address}, ${t.phone}, ${t.bank}, ${t.bankAccount})
        RETURNING id`,
  );
  return r!.id;
}

/** Changes a title (the caller checked who may). */
export async function updateTitleRow(db: Db, id: number, t: TitleFields): Promise<void> {
  await db.execute(
    sql`UPDATE invoice_title SET kind = ${t.kind}, name = ${t.name}, tax_no = ${t.taxNo}, country_id = ${t.countryId}, address = ${t.address},
               phone = ${t.phone}, bank = ${t.bank}, bank_account = ${t.bankAccount}
         WHERE id = ${id}`,
  );
}

/** The owner's default other than `id` stops being the default (the indexes allow one at a time per owner). */
export async function clearOtherDefault(db: Db, owner: TitleOwner, id: number): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = false WHERE ${titlesOf(owner)} AND is_default AND id <> ${id}`);
}

/** A title becomes its owner's default. */
export async function markDefault(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = true WHERE id = ${id}`);
}

/** Deletes a title (the caller checked who may). */
export async function deleteTitleRow(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM invoice_title WHERE id = ${id}`);
}

/** The owner's newest title becomes the default (the default was deleted). */
export async function newestBecomesDefault(db: Db, owner: TitleOwner): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = true WHERE id = (SELECT id FROM invoice_title WHERE ${titlesOf(owner)} ORDER BY id DESC LIMIT 1)`);
}

const ownerRow = row({ userId: col.int, companyId: col.int.nullable(), isDefault: col.bool });

/** A title in `scope` (alias `t`) with whose it is, locked for the caller's transaction when `lock`; undefined when it is not there. */
export async function lockTitle(db: Db, scope: SQL, id: number, lock: boolean) {
  return typedRow(
    db,
    ownerRow,
    sql`SELECT t.user_id AS "userId", t.company_id AS "companyId", t.is_default AS "isDefault" FROM invoice_title t WHERE t.id = ${id} AND ${scope} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}
