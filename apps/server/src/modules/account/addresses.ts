import type { Address } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { countryHasRegions, regionInCountry } from '../site/index.js';
import {
  addressBook,
  addressOf,
  addressTypeOf,
  deleteAddressRow,
  insertAddress,
  makeDefault,
  newestBecomesDefault,
  otherDefaults,
  updateAddressRow,
  type AddressFields,
} from './address-queries.js';

// Shipping and billing addresses of one buyer. Every statement is scoped by user_id, so another
// buyer's id behaves exactly like an id that does not exist (404).

export interface AddressInput extends AddressFields {
  isDefault: boolean;
}

export async function listAddresses(ctx: RequestContext): Promise<Address[]> {
  return addressBook(ctx.db, ctx.langId, buyerId(ctx));
}

async function one(db: Db, langId: number, userId: number, id: number): Promise<Address | null> {
  return (await addressOf(db, langId, userId, id)) ?? null;
}

/**
 * The region must belong to the country (both come from /user/country and /user/region); a
 * country with regions needs one, a country without (most of the world, ADR 0032) takes none.
 */
async function regionProblem(db: Db, countryId: number, regionId: number | null | undefined): Promise<'region' | 'regionRequired' | null> {
  if (regionId) return (await regionInCountry(db, regionId, countryId)) ? null : 'region';
  return (await countryHasRegions(db, countryId)) ? 'regionRequired' : null;
}

/** Keeps one default per type: the first address of a type becomes it, a new default takes over. */
async function settleDefault(db: Db, userId: number, id: number, type: string, wantDefault: boolean): Promise<void> {
  if (wantDefault || (await otherDefaults(db, userId, id, type)) === 0) await makeDefault(db, userId, id, type);
}

export async function createAddress(ctx: RequestContext, a: AddressInput): Promise<Address | 'region' | 'regionRequired'> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const problem = await regionProblem(db, a.countryId, a.regionId);
  if (problem) return problem;
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const created = await insertAddress(tx, userId, a);
    await settleDefault(tx, userId, created, a.type, a.isDefault);
    return created;
  });
  return (await one(db, langId, userId, id))!;
}

export async function updateAddress(ctx: RequestContext, id: number, a: AddressInput): Promise<Address | 'region' | 'regionRequired' | null> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const problem = await regionProblem(db, a.countryId, a.regionId);
  if (problem) return problem;
  const done = await inTransaction(ctx, async ({ db: tx }) => {
    if (!(await updateAddressRow(tx, userId, id, a))) return false;
    await settleDefault(tx, userId, id, a.type, a.isDefault);
    return true;
  });
  return done ? one(db, langId, userId, id) : null;
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async ({ db: tx }) => {
    const gone = await deleteAddressRow(tx, userId, id);
    if (!gone) return false;
    // The newest remaining address of the type inherits the default.
    if (gone.isDefault) await newestBecomesDefault(tx, userId, gone.type);
    return true;
  });
}

export async function setDefaultAddress(ctx: RequestContext, id: number): Promise<Address | null> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const type = await addressTypeOf(db, userId, id);
  if (type === undefined) return null;
  await makeDefault(db, userId, id, type);
  return one(db, langId, userId, id);
}
