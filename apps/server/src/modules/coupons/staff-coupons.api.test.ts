import { randomUUID } from 'node:crypto';
import type { CentreCoupon, StaffCoupon } from '@netshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, skuInStock } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { staffLogin } from '../../../test/staff.js';

// Coupons in the console (issue 14): sales and administrators create and end coupons; a public one
// appears in the coupon centre, an ended one can be neither claimed nor used; other roles are refused.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const staff: Record<'sales' | 'agent', string> = { sales: '', agent: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  for (const role of ['sales', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: { authorization: 'Bearer dev-ops-token' }, body: { email, name: role, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

const day = 86_400_000;
const body = (over: Record<string, unknown> = {}) => ({
  code: 'switch-week',
  kind: 'fixed',
  value: 1500,
  minAmount: 10000,
  startsAt: new Date(Date.now() - day).toISOString(),
  expiresAt: new Date(Date.now() + 7 * day).toISOString(),
  public: true,
  ...over,
});

describe('coupons in the console', () => {
  it('are created by sales, listed with their state, claimed and used by buyers, and ended for good', async () => {
    const created = await call('POST', '/api/ew/staff/coupons', { headers: as(staff.sales), body: body() });
    expect(created.status).toBe(200);
    const again = await call('POST', '/api/ew/staff/coupons', { headers: as(staff.sales), body: body({ code: 'SWITCH-WEEK' }), lang: '4' });
    expect(again).toMatchObject({ status: 409, body: { msg: 'Tällä koodilla on jo kuponki; valitse toinen koodi' } });

    const buyer = await makeBuyer(ctx);
    const centre = (await call('GET', '/coupons/centre', { token: buyer.token })).body.data as CentreCoupon[];
    expect(centre.map((c) => c.code)).toContain('SWITCH-WEEK');
    expect((await call('POST', '/coupons/claim', { token: buyer.token, body: { code: 'SWITCH-WEEK' } })).status).toBe(200);

    const list = (await call('GET', '/api/ew/staff/coupons', { headers: as(staff.sales) })).body.data as StaffCoupon[];
    expect(list[0]).toMatchObject({ code: 'SWITCH-WEEK', kind: 'fixed', value: 1500, minAmount: 10000, public: true, state: 'active', claims: 1, uses: 0 });
    const seeded = list.find((c) => c.code === 'SPRING5')!;
    expect(seeded.state).toBe('scheduled');
    expect(list.find((c) => c.code === 'EXPIRED5')!.state).toBe('ended');

    const end = await call('POST', `/api/ew/staff/coupons/${list[0]!.id}/end`, { headers: as(staff.sales) });
    expect(end.status).toBe(200);
    expect((await call('POST', `/api/ew/staff/coupons/${list[0]!.id}/end`, { headers: as(staff.sales) })).status).toBe(404);
    // Ended: not in the centre, not claimable, not usable even by the buyer who holds it.
    expect(((await call('GET', '/coupons/centre', { token: buyer.token })).body.data as CentreCoupon[]).map((c) => c.code)).not.toContain('SWITCH-WEEK');
    const s = await skuInStock(ctx, 20, 6);
    const preview = await call('POST', '/checkout/preview', { token: buyer.token, body: { items: [{ skuId: s.skuId, quantity: 10 }], couponCode: 'SWITCH-WEEK' } });
    expect(preview.body.data.coupon).toMatchObject({ applied: false, problem: 'expired' });
  });

  it('check every field and refuse other roles', async () => {
    const bad = async (over: Record<string, unknown>) => (await call('POST', '/api/ew/staff/coupons', { headers: as(staff.sales), body: body({ code: `C${randomUUID().slice(0, 6)}`, ...over }) })).status;
    expect(await bad({ code: 'a b' })).toBe(422);
    expect(await bad({ code: 'x'.repeat(41) })).toBe(422);
    expect(await bad({ kind: 'percent', value: 9_001 })).toBe(422); // more than 90 % off
    expect(await bad({ value: 0 })).toBe(422);
    expect(await bad({ minAmount: -1 })).toBe(422);
    expect(await bad({ expiresAt: new Date(Date.now() - 2 * day).toISOString() })).toBe(422); // before it starts
    expect(await bad({ startsAt: 'tomorrow' })).toBe(422);
    expect(await bad({ value: 2 ** 31 })).toBe(422);
    expect((await call('GET', '/api/ew/staff/coupons', { headers: as(staff.agent) })).status).toBe(403);
    expect((await call('POST', '/api/ew/staff/coupons', { headers: as(staff.agent), body: body({ code: 'AGENT1' }) })).status).toBe(403);
    expect((await call('GET', '/api/ew/staff/coupons')).status).toBe(401);
    expect((await call('POST', '/api/ew/staff/coupons/99999999/end', { headers: as(staff.sales) })).status).toBe(404);
    expect((await call('POST', '/api/ew/staff/coupons/99999999999/end', { headers: as(staff.sales) })).status).toBe(404);
  });
});
