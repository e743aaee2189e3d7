import { INVOICE_TITLE_MAX, normalizeTaxNo, taxNoIssue, type invoiceTitleBody, type InvoiceTitle } from '@netshop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { lockBuyer } from '../account/index.js';
import { countryCodeAndCurrency } from '../site/index.js';
import { clearOtherDefault, deleteTitleRow, insertTitle, lockTitle, markDefault, newestBecomesDefault, titleCounts, titleRows, updateTitleRow } from './title-queries.js';

// A buyer's invoice titles (issue 15): company or personal, the tax number checked by the title's
// country (contract tax-numbers.ts, the same check the form makes), one default. Every statement
// names the buyer, so another buyer's title reads as one that does not exist (404).

export type TitleInput = z.output<typeof invoiceTitleBody>;
type Body = TitleInput;
/** Why a title was not saved: an unknown country, a tax number its country does not accept, too many titles. */
export type TitleRefusal = { refused: 'country' } | { refused: 'taxNo'; key: NonNullable<ReturnType<typeof taxNoIssue>> } | { refused: 'limit' };

export const listTitles = (ctx: RequestContext): Promise<InvoiceTitle[]> => titleRows(ctx.db, ctx.langId, buyerId(ctx));

/** One of the buyer's titles in the context's language; null when there is none of theirs. */
export async function oneTitle(ctx: RequestContext, id: number): Promise<InvoiceTitle | null> {
  return (await titleRows(ctx.db, ctx.langId, buyerId(ctx), id))[0] ?? null;
}

/** The country's code, and the body's tax number checked and written as its country writes it. */
async function checked(db: Db, body: Body): Promise<{ taxNo: string } | TitleRefusal> {
  const c = await countryCodeAndCurrency(db, body.countryId);
  if (!c) return { refused: 'country' };
  const key = taxNoIssue(c.code, body.taxNo);
  if (key) return { refused: 'taxNo', key };
  return { taxNo: normalizeTaxNo(c.code, body.taxNo) };
}

/** Makes `id` the buyer's default: the old default first, since the index allows one at a time. */
async function makeDefault(db: Db, userId: number, id: number): Promise<void> {
  await clearOtherDefault(db, userId, id);
  await markDefault(db, userId, id);
}

/**
 * Saves a new title; the first one, or one marked so, becomes the default. The buyer's row is
 * locked, so two titles sent at once cannot pass the limit or both become the default.
 */
export async function createTitle(ctx: RequestContext, body: Body): Promise<InvoiceTitle | TitleRefusal> {
  const userId = buyerId(ctx);
  const id = await inTransaction(ctx, async ({ db }) => {
    await lockBuyer(db, userId);
    const n = await titleCounts(db, userId);
    if (n.n >= INVOICE_TITLE_MAX) return { refused: 'limit' } as const;
    const ok = await checked(db, body);
    if ('refused' in ok) return ok;
    const newId = await insertTitle(db, userId, { ...body, taxNo: ok.taxNo });
    if (body.isDefault || n.defaults === 0) await makeDefault(db, userId, newId);
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
    if (!(await updateTitleRow(db, userId, id, { ...body, taxNo: ok.taxNo }))) return null;
    if (body.isDefault) await makeDefault(db, userId, id);
    return true;
  });
  return done === true ? oneTitle(ctx, id) : done;
}

/** Deletes a title (applications keep their own copy); the newest remaining one inherits the default. */
export async function deleteTitle(ctx: RequestContext, id: number): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async ({ db }) => {
    const wasDefault = await deleteTitleRow(db, userId, id);
    if (wasDefault === undefined) return false;
    if (wasDefault) await newestBecomesDefault(db, userId);
    return true;
  });
}

export async function setDefaultTitle(ctx: RequestContext, id: number): Promise<InvoiceTitle | null> {
  const userId = buyerId(ctx);
  const found = await inTransaction(ctx, async ({ db }) => {
    if (!(await lockTitle(db, userId, id))) return false;
    await makeDefault(db, userId, id);
    return true;
  });
  return found ? oneTitle(ctx, id) : null;
}
