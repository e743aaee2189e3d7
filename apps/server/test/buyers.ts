import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../src/db/client.js';
import { setAvailable } from '../src/modules/inventory/index.js';
import type { TestContext } from './test-app.js';
import { createSession } from '../src/modules/account/sessions.js';

// Buyers for the purchase tests, made directly in the database (registration is tested on its
// own, and scrypt for hundreds of buyers would only slow the tests), with a real session each.

export interface Buyer {
  userId: number;
  email: string;
  token: string;
  addressId: number;
}

export async function makeBuyer(ctx: TestContext, country = 'FI'): Promise<Buyer> {
  const db = ctx.storage.db;
  const email = `buyer-${randomUUID()}@example.com`;
  const [u] = await rows<{ id: number; countryId: number }>(
    db,
    sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id)
        SELECT ${email}, 'scrypt$unused', 'Test', 'Buyer', id FROM country WHERE code = ${country} RETURNING id, country_id AS "countryId"`,
  );
  const userId = Number(u!.id);
  const [a] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, is_default)
        SELECT ${userId}, 'shipping', 'Test', 'Buyer', ${Number(u!.countryId)}, r.id, 'City', '00100', '+358 40 555 0100', 'Street 1', true
          FROM region r WHERE r.country_id = ${Number(u!.countryId)} ORDER BY r.id LIMIT 1
        RETURNING id`,
  );
  return { userId, email, token: await createSession(db, userId, 'test'), addressId: Number(a!.id) };
}

/** A SKU with at least `min` units in stock, and its product. */
export async function skuInStock(ctx: TestContext, min = 50, offset = 0): Promise<{ skuId: number; spuId: number; stock: number; price: number }> {
  const [s] = await rows<{ skuId: number; spuId: number; stock: number; price: number }>(
    ctx.storage.db,
    sql`SELECT id AS "skuId", product_id AS "spuId", stock, price FROM sku WHERE stock >= ${min} ORDER BY id LIMIT 1 OFFSET ${offset}`,
  );
  return { skuId: Number(s!.skuId), spuId: Number(s!.spuId), stock: Number(s!.stock), price: Number(s!.price) };
}

/** Makes a SKU's sellable stock `stock`, through the warehouses (ADR 0044): more goes to the first warehouse, less comes off the furthest. */
export async function setStock(ctx: TestContext, skuId: number, stock: number) {
  await ctx.storage.db.transaction(async (tx) => {
    const refused = await setAvailable(tx as unknown as Db, [{ skuId, available: stock }], { reason: 'adjust', note: 'test' });
    if (refused.length) throw new Error(`setStock: SKU ${skuId} holds more in orders than ${stock} allows`);
  });
}

export async function stockOf(ctx: TestContext, skuId: number): Promise<number> {
  const [s] = await rows<{ stock: number }>(ctx.storage.db, sql`SELECT stock FROM sku WHERE id = ${skuId}`);
  return Number(s!.stock);
}

/** Calls the buyer API as the web app does. */
export function api(ctx: TestContext) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {}) => {
    const res = await ctx.app.inject({
      method,
      url: url.startsWith('/') && !url.startsWith('/api/') && !url.startsWith('/sandbox-pay') ? `/api/ew/buyer${url}` : url,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.lang ? { lang: opts.lang } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
    });
    let body: { code: number; msg: string; data: any };
    try {
      body = res.json();
    } catch {
      body = { code: res.statusCode, msg: res.body, data: null };
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
}
