import { INVOICE_TITLE_MAX, normalizeTaxNo, taxNoIssue, type invoiceTitleBody, type InvoiceTitle } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rows, type Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';

// A buyer's invoice titles (issue 15): company or personal, the tax number checked by the title's
// country (contract tax-numbers.ts, the same check the form makes), one default. Every statement
// names the buyer, so another buyer's title reads as one that does not exist (404).

export type TitleInput = z.output<typeof invoiceTitleBody>;
type Body = TitleInput;
/** Why a title was not saved: an unknown country, a tax number its country does not accept, too many titles. */
export type TitleRefusal = { refused: 'country' } | { refused: 'taxNo'; key: NonNullable<ReturnType<typeof taxNoIssue>> } | { refused: 'limit' };

const countryName = (langId: number) => translated('country_i18n', 'country_id', sql`t.country_id`, langId, 'cn');

async function titleRows(db: Db, langId: number, userId: number, id?: number): Promise<InvoiceTitle[]> {
  const cn = countryName(langId);
  const r = await rows<InvoiceTitle>(
    db,
    sql`SELECT t.id, t.kind, t.name, t.tax_no AS "taxNo", t.country_id AS "countryId", coalesce(c.code, '') AS "countryCode",
               coalesce(${cn.pick('name')}, c.code, '') AS country, t.address, t.phone, t.bank, t.bank_account AS "bankAccount", t.is_default AS "isDefault"
          FROM invoice_title t LEFT JOIN country c ON c.id = t.country_id ${cn.joins}
         WHERE t.user_id = ${userId} ${id === undefined ? sql`` : sql`AND t.id = ${id}`}
         ORDER BY t.is_default DESC, t.id DESC`,
  );
  return r.map((t) => ({ ...t, id: Number(t.id), countryId: Number(t.countryId) }));
}

export const listTitles = (ctx: RequestContext) => titleRows(ctx.db, ctx.langId, buyerId(ctx));

/** One of the buyer's titles in the context's language; null when there is none of theirs. */
export async function oneTitle(ctx: RequestContext, id: number): Promise<InvoiceTitle | null> {
  return (await titleRows(ctx.db, ctx.langId, buyerId(ctx), id))[0] ?? null;
}

/** The country's code, and the body's tax number checked and written as its country writes it. */
async function checked(db: Db, body: Body): Promise<{ taxNo: string } | TitleRefusal> {
  const [c] = await rows<{ code: string }>(db, sql`SELECT code FROM country WHERE id = ${body.countryId}`);
  if (!c) return { refused: 'country' };
  const key = taxNoIssue(c.code, body.taxNo);
  if (key) return { refused: 'taxNo', key };
  return { taxNo: normalizeTaxNo(c.code, body.taxNo) };
}

/** Makes `id` the buyer's default: the old default first, since the index allows one at a time. */
async function makeDefault(db: Db, userId: number, id: number): Promise<void> {
  await db.execute(sql`UPDATE invoice_title SET is_default = false WHERE user_id = ${userId} AND is_default AND id <> ${id}`);
  await db.execute(sql`UPDATE invoice_title SET is_default = true WHERE user_id = ${userId} AND id = ${id}`);
}

/**
 * Saves a new title; the first one, or one marked so, becomes the default. The buyer's row is
 * locked, so two titles sent at once cannot pass the limit or both become the default.
 */
export async function createTitle(ctx: RequestContext, body: Body): Promise<InvoiceTitle | TitleRefusal> {
  const userId = buyerId(ctx);
  const id = await inTransaction(ctx, async ({ db }) => {
    await db.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
    const [n] = await rows<{ n: number; defaults: number }>(db, sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults FROM invoice_title WHERE user_id = ${userId}`);
    if (Number(n!.n) >= INVOICE_TITLE_MAX) return { refused: 'limit' } as const;
    const ok = await checked(db, body);
    if ('refused' in ok) return ok;
    const [r] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO invoice_title (user_id, kind, name, tax_no, country_id, address, phone, bank, bank_account)
          VALUES (${userId}, ${body.kind}, ${body.name}, ${ok.taxNo}, ${body.countryId}, ${body.address}, ${body.phone}, ${body.bank}, ${body.bankAccount})
          RETURNING id`,
    );
    const newId = Number(r!.id);
    if (body.isDefault || Number(n!.defaults) === 0) await makeDefault(db, userId, newId);
    return newId;
  });
  return typeof id === 'number' ? (await oneTitle(ctx, id))! : id;
}

/** Changes a title; marking it default takes the default from another (unmarking keeps it, one must stay). */
export async function updateTitle(ctx: RequestContext, id: number, body: Body): Promise<InvoiceTitle | TitleRefusal | null> {
  const userId = buyerId(ctx);
  const done = await inTransaction(ctx, async ({ db }) => {
    const ok = await checked(db, body);
    if ('refused' in ok) return ok;
    const r = await rows(
      db,
      sql`UPDATE invoice_title SET kind = ${body.kind}, name = ${body.name}, tax_no = ${ok.taxNo}, country_id = ${body.countryId}, address = ${body.address},
                 phone = ${body.phone}, bank = ${body.bank}, bank_account = ${body.bankAccount}
           WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    );
    if (!r.length) return null;
    if (body.isDefault) await makeDefault(db, userId, id);
    return true;
  });
  return done === true ? oneTitle(ctx, id) : done;
}

/** Deletes a title (applications keep their own copy); the newest remaining one inherits the default. */
export async function deleteTitle(ctx: RequestContext, id: number): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async ({ db }) => {
    const [gone] = await rows<{ isDefault: boolean }>(db, sql`DELETE FROM invoice_title WHERE id = ${id} AND user_id = ${userId} RETURNING is_default AS "isDefault"`);
    if (!gone) return false;
    if (gone.isDefault) await db.execute(sql`UPDATE invoice_title SET is_default = true WHERE id = (SELECT id FROM invoice_title WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)`);
    return true;
  });
}

export async function setDefaultTitle(ctx: RequestContext, id: number): Promise<InvoiceTitle | null> {
  const userId = buyerId(ctx);
  const found = await inTransaction(ctx, async ({ db }) => {
    const [t] = await rows(db, sql`SELECT 1 AS x FROM invoice_title WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`);
    if (!t) return false;
    await makeDefault(db, userId, id);
    return true;
  });
  return found ? oneTitle(ctx, id) : null;
}
