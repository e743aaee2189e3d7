import { formatPersonName, INVOICE_TITLE_MAX, normalizeTaxNo, taxNoIssue, type invoiceTitleBody, type InvoiceTitle } from '@netshop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { assertMayChange, companyCan, companyFor, ownedScope } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { lockBuyer } from '../account/index.js';
import { countryCodeAndCurrency } from '../site/index.js';
import {
  clearOtherDefault,
  deleteTitleRow,
  insertTitle,
  lockCompanyTitles,
  lockTitle,
  markDefault,
  newestBecomesDefault,
  titleCounts,
  titleRows,
  updateTitleRow,
  type TitleOwner,
} from './title-queries.js';

// Invoice titles (issue 15): company or personal, the tax number checked by the title's country
// (contract tax-numbers.ts, the same check the form makes), one default. A buyer's own titles, and
// their company's (issue 29, ADR 0045): members with titles.read see and use them, titles.manage
// (finance) adds, changes and deletes them; the company's default is apart from each member's own.
// Every statement is scoped (ownedScope), so another buyer's or another company's title, and a
// colleague's own, read as one that does not exist (404).

export type TitleInput = z.output<typeof invoiceTitleBody>;
type Body = TitleInput;
/** Why a title was not saved: an unknown country, a tax number its country does not accept, too many titles. */
export type TitleRefusal = { refused: 'country' } | { refused: 'taxNo'; key: NonNullable<ReturnType<typeof taxNoIssue>> } | { refused: 'limit' };

const readable = (ctx: RequestContext) => ownedScope(ctx, 't', 'titles.read');

type Row = Awaited<ReturnType<typeof titleRows>>[number];

/** A title as the buyer's pages show it: whose it is, who of the company added it, and whether they may change it. */
function toTitle(ctx: RequestContext, r: Row): InvoiceTitle {
  const { userId, addedByFirst, addedByLast, ...rest } = r;
  const company = r.companyId !== null;
  return {
    ...rest,
    addedBy: company ? { userId, name: formatPersonName({ firstName: addedByFirst, lastName: addedByLast }, ctx.lang) } : null,
    mayChange: company ? companyCan(ctx, 'titles.manage') : true,
  };
}

export const listTitles = async (ctx: RequestContext): Promise<InvoiceTitle[]> => (await titleRows(ctx.db, ctx.langId, readable(ctx))).map((r) => toTitle(ctx, r));

/** One title the buyer may read (their own, their company's with titles.read) in the context's language; null when there is none. */
export async function oneTitle(ctx: RequestContext, id: number): Promise<InvoiceTitle | null> {
  const [r] = await titleRows(ctx.db, ctx.langId, readable(ctx), id);
  return r ? toTitle(ctx, r) : null;
}

/** The country's code, and the body's tax number checked and written as its country writes it. */
async function checked(db: Db, body: Body): Promise<{ taxNo: string } | TitleRefusal> {
  const c = await countryCodeAndCurrency(db, body.countryId);
  if (!c) return { refused: 'country' };
  const key = taxNoIssue(c.code, body.taxNo);
  if (key) return { refused: 'taxNo', key };
  return { taxNo: normalizeTaxNo(c.code, body.taxNo) };
}

/** Holds the owner's titles for the transaction: the buyer's row, or the company's titles, so counts and the default are settled one save at a time. */
const lockOwner = (db: Db, owner: TitleOwner) => (owner.companyId === null ? lockBuyer(db, owner.userId) : lockCompanyTitles(db, owner.companyId));

/** Makes `id` the owner's default: the old default first, since the index allows one at a time. */
async function makeDefault(db: Db, owner: TitleOwner, id: number): Promise<void> {
  await clearOtherDefault(db, owner, id);
  await markDefault(db, id);
}

/**
 * A title the buyer may read, locked with its owner's titles, after checking they may change it:
 * 403 for a company title without titles.manage (or while the company is suspended); null when
 * it is not there.
 */
async function changeable(ctx: RequestContext, db: Db, id: number) {
  const seen = await lockTitle(db, readable(ctx), id, false);
  if (!seen) return null;
  assertMayChange(ctx, seen, 'titles.manage');
  // The owner first, then the row, in the order a new title takes them (no deadlock between the two).
  await lockOwner(db, seen);
  return (await lockTitle(db, readable(ctx), id, true)) ?? null;
}

/**
 * Saves a new title, the buyer's own or (for: 'company', titles.manage) the company's; the
 * owner's first one, or one marked so, becomes the default. The owner is locked, so two titles
 * sent at once cannot pass the limit or both become the default.
 */
export async function createTitle(ctx: RequestContext, body: Body): Promise<InvoiceTitle | TitleRefusal> {
  const owner: TitleOwner = { userId: buyerId(ctx), companyId: companyFor(ctx, body.for, 'titles.manage') };
  const id = await inTransaction(ctx, async ({ db }) => {
    await lockOwner(db, owner);
    const n = await titleCounts(db, owner);
    if (n.n >= INVOICE_TITLE_MAX) return { refused: 'limit' } as const;
    const ok = await checked(db, body);
    if ('refused' in ok) return ok;
    const newId = await insertTitle(db, owner, { ...body, taxNo: ok.taxNo });
    if (body.isDefault || n.defaults === 0) await makeDefault(db, owner, newId);
    return newId;
  });
  return typeof id === 'number' ? (await oneTitle(ctx, id))! : id;
}

/** Changes a title (its owner stays); marking it default takes the default from another (unmarking keeps it, one must stay). */
export async function updateTitle(ctx: RequestContext, id: number, body: Body): Promise<InvoiceTitle | TitleRefusal | null> {
  const done = await inTransaction(ctx, async ({ db }) => {
    const rec = await changeable(ctx, db, id);
    if (!rec) return null;
    const ok = await checked(db, body);
    if ('refused' in ok) return ok;
    await updateTitleRow(db, id, { ...body, taxNo: ok.taxNo });
    if (body.isDefault) await makeDefault(db, rec, id);
    return true;
  });
  return done === true ? oneTitle(ctx, id) : done;
}

/** Deletes a title (applications keep their own copy); the owner's newest remaining one inherits the default. */
export async function deleteTitle(ctx: RequestContext, id: number): Promise<boolean> {
  return inTransaction(ctx, async ({ db }) => {
    const rec = await changeable(ctx, db, id);
    if (!rec) return false;
    await deleteTitleRow(db, id);
    if (rec.isDefault) await newestBecomesDefault(db, rec);
    return true;
  });
}

export async function setDefaultTitle(ctx: RequestContext, id: number): Promise<InvoiceTitle | null> {
  const found = await inTransaction(ctx, async ({ db }) => {
    const rec = await changeable(ctx, db, id);
    if (!rec) return false;
    await makeDefault(db, rec, id);
    return true;
  });
  return found ? oneTitle(ctx, id) : null;
}
