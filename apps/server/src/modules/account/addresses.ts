import type { Address } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';

// Shipping and billing addresses of one buyer. Every statement is scoped by user_id, so another
// buyer's id behaves exactly like an id that does not exist (404).

export interface AddressInput {
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
  isDefault: boolean;
}

const country = (langId: number) => translated('country_i18n', 'country_id', sql`a.country_id`, langId, 'cn');
const region = (langId: number) => translated('region_i18n', 'region_id', sql`a.region_id`, langId, 'rn');
const columns = (langId: number) => sql`
  a.id AS "addressId", a.type, a.first_name AS "firstName", a.last_name AS "lastName",
  a.country_id AS "countryId", coalesce(${country(langId).pick('name')}, '') AS country,
  a.region_id AS "regionId", coalesce(${region(langId).pick('name')}, '') AS region,
  a.city, a.zip, a.phone, a.line1, a.line2, a.is_default AS "isDefault"`;
const joins = (langId: number) => sql`${country(langId).joins} ${region(langId).joins}`;

const norm = (a: Address): Address => ({ ...a, addressId: Number(a.addressId), countryId: Number(a.countryId), regionId: a.regionId === null ? null : Number(a.regionId) });

export async function listAddresses(ctx: RequestContext): Promise<Address[]> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const r = await rows<Address>(db, sql`SELECT ${columns(langId)} FROM address a ${joins(langId)} WHERE a.user_id = ${userId} ORDER BY a.type DESC, a.is_default DESC, a.id DESC`);
  return r.map(norm);
}

async function one(db: Db, langId: number, userId: number, id: number): Promise<Address | null> {
  const [r] = await rows<Address>(db, sql`SELECT ${columns(langId)} FROM address a ${joins(langId)} WHERE a.id = ${id} AND a.user_id = ${userId}`);
  return r ? norm(r) : null;
}

/**
 * The region must belong to the country (both come from /user/country and /user/region); a
 * country with regions needs one, a country without (most of the world, ADR 0032) takes none.
 */
async function regionProblem(db: Db, countryId: number, regionId: number | null | undefined): Promise<'region' | 'regionRequired' | null> {
  if (regionId) return (await rows(db, sql`SELECT 1 FROM region WHERE id = ${regionId} AND country_id = ${countryId}`)).length > 0 ? null : 'region';
  return (await rows(db, sql`SELECT 1 FROM region WHERE country_id = ${countryId} LIMIT 1`)).length > 0 ? 'regionRequired' : null;
}

/** Keeps one default per type: the first address of a type becomes it, a new default takes over. */
async function settleDefault(db: Db, userId: number, id: number, type: string, wantDefault: boolean): Promise<void> {
  const [others] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM address WHERE user_id = ${userId} AND type = ${type} AND is_default AND id <> ${id}`);
  if (wantDefault || Number(others.n) === 0) {
    await db.execute(sql`UPDATE address SET is_default = (id = ${id}) WHERE user_id = ${userId} AND type = ${type}`);
  }
}

export async function createAddress(ctx: RequestContext, a: AddressInput): Promise<Address | 'region' | 'regionRequired'> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const problem = await regionProblem(db, a.countryId, a.regionId);
  if (problem) return problem;
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const [r] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default)
          VALUES (${userId}, ${a.type}, ${a.firstName}, ${a.lastName}, ${a.countryId}, ${a.regionId ?? null}, ${a.city}, ${a.zip}, ${a.phone}, ${a.line1}, ${a.line2}, false)
          RETURNING id`,
    );
    await settleDefault(tx, userId, Number(r.id), a.type, a.isDefault);
    return Number(r.id);
  });
  return (await one(db, langId, userId, id))!;
}

export async function updateAddress(ctx: RequestContext, id: number, a: AddressInput): Promise<Address | 'region' | 'regionRequired' | null> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const problem = await regionProblem(db, a.countryId, a.regionId);
  if (problem) return problem;
  const done = await inTransaction(ctx, async ({ db: tx }) => {
    const r = await rows(
      tx,
      sql`UPDATE address SET type = ${a.type}, first_name = ${a.firstName}, last_name = ${a.lastName}, country_id = ${a.countryId}, region_id = ${a.regionId ?? null},
                 city = ${a.city}, zip = ${a.zip}, phone = ${a.phone}, line1 = ${a.line1}, line2 = ${a.line2},
                 is_default = is_default AND type = ${a.type}
           WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    );
    if (!r.length) return false;
    await settleDefault(tx, userId, id, a.type, a.isDefault);
    return true;
  });
  return done ? one(db, langId, userId, id) : null;
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async ({ db: tx }) => {
    const [gone] = await rows<{ type: string; isDefault: boolean }>(tx, sql`DELETE FROM address WHERE id = ${id} AND user_id = ${userId} RETURNING type, is_default AS "isDefault"`);
    if (!gone) return false;
    // The newest remaining address of the type inherits the default.
    if (gone.isDefault)
      await tx.execute(sql`UPDATE address SET is_default = true WHERE id = (SELECT id FROM address WHERE user_id = ${userId} AND type = ${gone.type} ORDER BY id DESC LIMIT 1)`);
    return true;
  });
}

export async function setDefaultAddress(ctx: RequestContext, id: number): Promise<Address | null> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const [a] = await rows<{ type: string }>(db, sql`SELECT type FROM address WHERE id = ${id} AND user_id = ${userId}`);
  if (!a) return null;
  await db.execute(sql`UPDATE address SET is_default = (id = ${id}) WHERE user_id = ${userId} AND type = ${a.type}`);
  return one(db, langId, userId, id);
}
