import { INVOICE_TITLE_KINDS, type InvoiceTitleKind } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { countryCodesView, countryNamesView } from '../site/index.js';

// Every SQL statement of a buyer's invoice titles (invoice_title; ADR 0035), each answer checked
// by its row shape. Every statement names the buyer, so another buyer's title reads as one that
// does not exist. The country's code and name come through site's read views (ADR 0039).

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
});

/** The buyer's titles (or the one with `id`), the default first, then the newest, with the country's code and its name in a language. */
export async function titleRows(db: Db, langId: number, userId: number, id?: number) {
  return typedRows(
    db,
    title,
    sql`SELECT t.id, t.kind, t.name, t.tax_no AS "taxNo", t.country_id AS "countryId", coalesce(cc.code, '') AS "countryCode",
               coalesce(cn.name, cc.code, '') AS country, t.address, t.phone, t.bank, t.bank_account AS "bankAccount", t.is_default AS "isDefault"
          FROM invoice_title t LEFT JOIN ${countryCodesView()} cc ON cc.country_id = t.country_id LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = t.country_id
         WHERE t.user_id = ${userId} ${id === undefined ? sql`` : sql`AND t.id = ${id}`}
         ORDER BY t.is_default DESC, t.id DESC`,
  );
}

const titleCountsRow = row({ n: col.int, defaults: col.int });

/** How many titles the buyer has, and how many of them are the default (0 or 1). */
export async function titleCounts(db: Db, userId: number) {
  return (await typedRow(
    db,
    titleCountsRow,
    sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults FROM invoice_title WHERE user_id = ${userId}`,
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

/** Saves a new title of the buyer (not the default); its id. */
export async function insertTitle(db: Db, userId: number, t: TitleFields): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO invoice_title (user_id, kind, name, tax_no, country_id, address, phone, bank, bank_account)
        VALUES (${userId}, ${t.kind}, ${t.name}, ${t.taxNo}, ${t.countryId}, ${t.address}, ${t.phone}, ${t.bank}, ${t.bankAccount})
        RETURNING id`,
  );
  return r!.id;
}

/** Changes one of the buyer's titles; false when it is not theirs. */
export async function updateTitleRow(db: Db, userId: number, id: number, t: TitleFields): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE invoice_title SET kind = ${t.kind}, name = ${t.name}, tax_no = ${t.taxNo}, country_id = ${t.countryId}, address = ${t.address},
               phone = ${t.phone}, bank = ${t.bank}, bank_account = ${t.bankAccount}
         WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return r.length > 0;
}

/** The buyer's default other than `id` stops being the default (the index allows one at a time). */
export async function clearOtherDefault(db: Db, userId: number, id: number): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = false WHERE user_id = ${userId} AND is_default AND id <> ${id}`);
}

/** One of the buyer's titles becomes the default. */
export async function markDefault(db: Db, userId: number, id: number): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = true WHERE user_id = ${userId} AND id = ${id}`);
}

const deletedTitleRow = row({ isDefault: col.bool });

/** Deletes one of the buyer's titles; whether it was the default, or undefined when it is not theirs. */
export async function deleteTitleRow(db: Db, userId: number, id: number): Promise<boolean | undefined> {
  return (await typedRow(db, deletedTitleRow, sql`DELETE FROM invoice_title WHERE id = ${id} AND user_id = ${userId} RETURNING is_default AS "isDefault"`))?.isDefault;
}

/** The buyer's newest title becomes the default (the default was deleted). */
export async function newestBecomesDefault(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = true WHERE id = (SELECT id FROM invoice_title WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)`);
}

const existsRow = row({ x: col.int });

/** Locks one of the buyer's titles for the caller's transaction; false when it is not theirs. */
export async function lockTitle(db: Db, userId: number, id: number): Promise<boolean> {
  return (await typedRow(db, existsRow, sql`SELECT 1 AS x FROM invoice_title WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`)) !== undefined;
}
