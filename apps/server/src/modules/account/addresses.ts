import { formatPersonName, type Address, type PurchaseFor } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { assertMayChange, companyCan, companyFor, ownedScope } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { countryHasRegions, regionInCountry } from '../site/index.js';
import {
  addressBook,
  addressOf,
  deleteAddressRow,
  insertAddress,
  lockAddress,
  makeDefault,
  newestBecomesDefault,
  otherDefaults,
  updateAddressRow,
  type AddressFields,
  type AddressOwner,
} from './address-queries.js';

// Shipping and billing addresses: the buyer's own, and their company's address book (issue 29,
// ADR 0045). A member with addresses.read sees and ships to the company's; only addresses.manage
// adds, changes or deletes them (a suspended company's members keep reading). Every statement is
// scoped (ownedScope), so another buyer's or another company's id, and a colleague's own address,
// behave exactly like an id that does not exist (404).

export interface AddressInput extends AddressFields {
  isDefault: boolean;
  /** A new address's book: the buyer's own (default) or their company's. A change keeps the owner. */
  for?: PurchaseFor;
}

const readable = (ctx: RequestContext) => ownedScope(ctx, 'a', 'addresses.read');

type Entry = NonNullable<Awaited<ReturnType<typeof addressOf>>>;

/** An address as the buyer's pages show it: whose it is, who of the company added it, and whether they may change it. */
function toAddress(ctx: RequestContext, e: Entry): Address {
  const { userId, addedByFirst, addedByLast, ...rest } = e;
  const company = e.companyId !== null;
  return {
    ...rest,
    addedBy: company ? { userId, name: formatPersonName({ firstName: addedByFirst, lastName: addedByLast }, ctx.lang) } : null,
    mayChange: company ? companyCan(ctx, 'addresses.manage') : true,
  };
}

export async function listAddresses(ctx: RequestContext): Promise<Address[]> {
  return (await addressBook(ctx.db, ctx.langId, readable(ctx))).map((e) => toAddress(ctx, e));
}

async function one(ctx: RequestContext, id: number): Promise<Address | null> {
  const e = await addressOf(ctx.db, ctx.langId, readable(ctx), id);
  return e ? toAddress(ctx, e) : null;
}

/**
 * The region must belong to the country (both come from /user/country and /user/region); a
 * country with regions needs one, a country without (most of the world, ADR 0032) takes none.
 */
async function regionProblem(db: Db, countryId: number, regionId: number | null | undefined): Promise<'region' | 'regionRequired' | null> {
  if (regionId) return (await regionInCountry(db, regionId, countryId)) ? null : 'region';
  return (await countryHasRegions(db, countryId)) ? 'regionRequired' : null;
}

/** Keeps one default per type in a book: the first address of a type becomes it, a new default takes over. */
async function settleDefault(db: Db, owner: AddressOwner, id: number, type: string, wantDefault: boolean): Promise<void> {
  if (wantDefault || (await otherDefaults(db, owner, id, type)) === 0) await makeDefault(db, owner, id, type);
}

/**
 * An address the buyer may read, locked, after checking they may change it: 403 for a company
 * address without addresses.manage (or while the company is suspended); null when it is not there.
 */
async function changeable(ctx: RequestContext, tx: Db, id: number) {
  const rec = await lockAddress(tx, readable(ctx), id);
  if (!rec) return null;
  assertMayChange(ctx, rec, 'addresses.manage');
  return rec;
}

export async function createAddress(ctx: RequestContext, a: AddressInput): Promise<Address | 'region' | 'regionRequired'> {
  const owner: AddressOwner = { userId: buyerId(ctx), companyId: companyFor(ctx, a.for, 'addresses.manage') };
  const problem = await regionProblem(ctx.db, a.countryId, a.regionId);
  if (problem) return problem;
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const created = await insertAddress(tx, owner, a);
    await settleDefault(tx, owner, created, a.type, a.isDefault);
    return created;
  });
  return (await one(ctx, id))!;
}

export async function updateAddress(ctx: RequestContext, id: number, a: AddressInput): Promise<Address | 'region' | 'regionRequired' | null> {
  const problem = await regionProblem(ctx.db, a.countryId, a.regionId);
  if (problem) return problem;
  const done = await inTransaction(ctx, async ({ db: tx }) => {
    const rec = await changeable(ctx, tx, id);
    if (!rec) return false;
    await updateAddressRow(tx, id, a);
    await settleDefault(tx, rec, id, a.type, a.isDefault);
    return true;
  });
  return done ? one(ctx, id) : null;
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<boolean> {
  return inTransaction(ctx, async ({ db: tx }) => {
    const gone = await changeable(ctx, tx, id);
    if (!gone) return false;
    await deleteAddressRow(tx, id);
    // The newest remaining address of the type in the same book inherits the default.
    if (gone.isDefault) await newestBecomesDefault(tx, gone, gone.type);
    return true;
  });
}

export async function setDefaultAddress(ctx: RequestContext, id: number): Promise<Address | null> {
  const found = await inTransaction(ctx, async ({ db: tx }) => {
    const rec = await changeable(ctx, tx, id);
    if (!rec) return false;
    await makeDefault(tx, rec, id, rec.type);
    return true;
  });
  return found ? one(ctx, id) : null;
}
