import { randomUUID } from 'node:crypto';
import type { CentreCoupon, MyCoupon } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, skuInStock } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { accountClient } from '../../../test/accounts.js';

// The buyer's coupons (issue 14): the welcome coupon issued at registration, the coupon centre's
// public coupons claimed once per buyer, the tabs unused / used / expired, and a private coupon
// that only its holder can use at checkout.

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_POLL_MS: '50', SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(() => ctx?.close());

const mine = async (token: string) => (await call('GET', '/coupons', { token })).body.data as MyCoupon[];
const centre = async (token: string) => (await call('GET', '/coupons/centre', { token })).body.data as CentreCoupon[];

describe('coupons', () => {
  it('issues the welcome coupon at registration, for 30 days, usable by that buyer only', async () => {
    const accounts = accountClient(ctx);
    await accounts.register('welcome@example.com');
    const token = await accounts.login('welcome@example.com');
    const [welcome] = await mine(token);
    expect(welcome).toMatchObject({ code: 'NEWBUYER8', kind: 'percent', value: 800, status: 'unused', orderNo: null });
    const days = (new Date(welcome!.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const s = await skuInStock(ctx, 5, 4);
    const preview = async (t: string) => (await call('POST', '/checkout/preview', { token: t, body: { items: [{ skuId: s.skuId, quantity: 1 }], couponCode: 'NEWBUYER8' } })).body.data.coupon;
    expect(await preview(token)).toMatchObject({ applied: true, problem: null });
    // Another buyer who was not issued it cannot use the code.
    const other = await makeBuyer(ctx);
    expect(await preview(other.token)).toMatchObject({ applied: false, problem: 'notFound' });
    // Checkout offers the buyer's own coupon first.
    const offered = (await call('GET', '/checkout/coupons', { token })).body.data as { code: string }[];
    expect(offered[0]!.code).toBe('NEWBUYER8');
    expect((await call('GET', '/checkout/coupons', { token: other.token })).body.data.map((c: { code: string }) => c.code)).not.toContain('NEWBUYER8');
  });

  it('lets a buyer claim each public coupon once in the coupon centre, and no private or unknown one', async () => {
    const b = await makeBuyer(ctx);
    const listed = await centre(b.token);
    expect(listed.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE20', 'OPTICS15']));
    expect(listed.map((c) => c.code)).not.toContain('SPRING5'); // private
    expect(listed.every((c) => !c.claimed)).toBe(true);

    const claimed = await call('POST', '/coupons/claim', { token: b.token, body: { code: 'save20' }, lang: '4' });
    expect(claimed).toMatchObject({ status: 200, body: { msg: 'Tallennettu Omiin kuponkeihin – näkyy kassalla listan kärjessä' } });
    const again = await call('POST', '/coupons/claim', { token: b.token, body: { code: 'SAVE20' }, lang: '2' });
    expect(again).toMatchObject({ status: 409, body: { code: 409, msg: 'This coupon is already in My coupons' } });
    expect((await call('POST', '/coupons/claim', { token: b.token, body: { code: 'SPRING5' } })).status).toBe(404);
    expect((await call('POST', '/coupons/claim', { token: b.token, body: { code: 'EXPIRED5' } })).status).toBe(404);
    expect((await call('POST', '/coupons/claim', { token: b.token, body: { code: '' } })).status).toBe(422);
    expect((await call('POST', '/coupons/claim', { body: { code: 'SAVE20' } })).status).toBe(401);

    expect((await centre(b.token)).find((c) => c.code === 'SAVE20')!.claimed).toBe(true);
    const [save] = await mine(b.token);
    expect(save).toMatchObject({ code: 'SAVE20', kind: 'fixed', status: 'unused', amount: { amount: expect.any(Number) }, minAmount: { amount: expect.any(Number) } });
    // Another buyer's list is their own.
    expect(await mine((await makeBuyer(ctx)).token)).toEqual([]);
  });

  it('sorts a buyer’s coupons into unused, used (with the order) and expired', async () => {
    const b = await makeBuyer(ctx);
    const db = ctx.storage.db;
    await db.execute(sql`INSERT INTO coupon_claim (coupon_id, user_id, expires_at) SELECT id, ${b.userId}, CASE code WHEN 'NEWBUYER8' THEN now() - interval '1 day' END FROM coupon WHERE code IN ('WELCOME10', 'SAVE20', 'NEWBUYER8')`);
    // WELCOME10 spent on an order.
    const s = await skuInStock(ctx, 10, 5);
    const [{ id: methodId }] = await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
    const placed = await call('POST', '/orders', {
      token: b.token,
      body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 3 }], shippingAddressId: b.addressId, shippingMethodId: Number(methodId), couponCode: 'WELCOME10' },
    });
    expect(placed.status).toBe(200);
    const list = await mine(b.token);
    const byCode = Object.fromEntries(list.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ status: 'used', orderNo: placed.body.data.orderNo });
    expect(byCode.SAVE20).toMatchObject({ status: 'unused', orderNo: null });
    expect(byCode.NEWBUYER8).toMatchObject({ status: 'expired' });
  });

  it('calls an expired code expired, with the day it ended, for any buyer; an unknown or someone else’s live code stays unknown', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 10, 6);
    const verdict = async (code: string) => (await call('POST', '/checkout/preview', { token: b.token, body: { items: [{ skuId: s.skuId, quantity: 1 }], couponCode: code } })).body.data.coupon;
    const [seeded] = await rows<{ expiresAt: Date | string }>(ctx.storage.db, sql`SELECT expires_at AS "expiresAt" FROM coupon WHERE code = 'EXPIRED5'`);
    // EXPIRED5 is private and this buyer never held it: it has still expired, not "does not exist".
    expect(await verdict('expired5')).toMatchObject({ code: 'EXPIRED5', applied: false, problem: 'expired', expiresAt: new Date(seeded!.expiresAt).toISOString() });
    // A claim that ended before its coupon: the claim's end is the day it expired for this buyer.
    const [claim] = await rows<{ expiresAt: Date | string }>(
      ctx.storage.db,
      sql`INSERT INTO coupon_claim (coupon_id, user_id, expires_at) SELECT id, ${b.userId}, now() - interval '2 days' FROM coupon WHERE code = 'NEWBUYER8' RETURNING expires_at AS "expiresAt"`,
    );
    expect(await verdict('NEWBUYER8')).toMatchObject({ problem: 'expired', expiresAt: new Date(claim!.expiresAt).toISOString() });
    expect(await verdict('NOPE')).toMatchObject({ problem: 'notFound', expiresAt: null });
    expect(await verdict('SPRING5')).toMatchObject({ problem: 'notFound', expiresAt: null });
  });
});
