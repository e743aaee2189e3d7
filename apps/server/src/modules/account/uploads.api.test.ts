import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';

// Upload limits and the sweeping of uploads nothing references (issue 11), with small limits.
let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', UPLOAD_RATE_LIMIT: '5', UPLOAD_QUOTA_MB: '1', UPLOAD_GRACE_HOURS: '24' });
  call = api(ctx);
});
afterAll(async () => ctx?.close());

const png = (size = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 1)]);
async function upload(b: Buyer, bytes = png()) {
  const boundary = 'xx-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${b.token}`, lang: '2' } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: { url: string } | null }, retryAfter: res.headers['retry-after'] };
}
const served = async (url: string) => (await ctx.app.inject({ url })).statusCode;

describe('upload limits', () => {
  it('takes UPLOAD_RATE_LIMIT uploads per buyer in 10 minutes, then answers 429 with Retry-After; other buyers are not affected', async () => {
    const [a, b] = [await makeBuyer(ctx), await makeBuyer(ctx)];
    for (let i = 0; i < 5; i++) expect((await upload(a)).status).toBe(200);
    const refused = await upload(a);
    expect(refused).toMatchObject({ status: 429, body: { code: 429, msg: 'You are uploading too often, please try again later', data: null } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600);
    expect((await upload(b)).status).toBe(200);
  });

  it('keeps each buyer within UPLOAD_QUOTA_MB, also when two uploads arrive at once', async () => {
    const a = await makeBuyer(ctx);
    const big = png(600 * 1024);
    const both = await Promise.all([upload(a, big), upload(a, big)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 413]);
    expect(both.find((r) => r.status === 413)!.body).toEqual({ code: 413, msg: 'Your upload storage is full', data: null });
    // Small files still fit under the quota.
    expect((await upload(a, png(1000))).status).toBe(200);
    const [used] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT sum(size)::int AS n FROM upload WHERE user_id = ${a.userId}`);
    expect(Number(used.n)).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('uploads nothing references', () => {
  it('are removed by the sweeper after UPLOAD_GRACE_HOURS; an avatar and return photos are kept, and a quota freed', async () => {
    const b = await makeBuyer(ctx);
    const [avatar, photo, orphan, fresh] = [(await upload(b)).body.data!.url, (await upload(b)).body.data!.url, (await upload(b, png(900 * 1024))).body.data!.url, (await upload(b)).body.data!.url];
    expect((await upload(b, png(300 * 1024))).status).toBe(413);

    // The profile takes only the buyer's own uploads as the avatar.
    const other = await makeBuyer(ctx);
    const stolen = await call('PUT', '/user/profile', { token: other.token, lang: '2', body: { firstName: 'O', lastName: 'T', countryId: 1, avatar } });
    expect(stolen.status).toBe(422);
    expect(stolen.body.data.fields).toEqual({ avatar: expect.any(String) });
    expect((await call('PUT', '/user/profile', { token: b.token, body: { firstName: 'A', lastName: 'B', countryId: 1, avatar } })).status).toBe(200);

    // A return with a photo: an order that was paid.
    const s = await skuInStock(ctx, 5);
    const [method] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
    const placed = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: Number(method.id) } });
    expect(placed.status).toBe(200);
    const { orderNo } = placed.body.data;
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'to_ship', paid_at = now() WHERE order_no = ${orderNo}`);
    const ret = await call('POST', `/orders/${orderNo}/return`, { token: b.token, body: { reason: 'damaged', description: 'Cracked', items: [{ skuId: s.skuId, quantity: 1 }], photos: [photo] } });
    expect(ret.status).toBe(200);

    const id = (url: string) => /([0-9a-f-]{36})/.exec(url)![1];
    await ctx.storage.db.execute(sql`UPDATE upload SET created_at = now() - interval '25 hours' WHERE id IN (${id(avatar)}::uuid, ${id(photo)}::uuid, ${id(orphan)}::uuid)`);
    const result = await ctx.app.sweeper.sweep();
    expect(result.uploadsPurged).toBe(1);
    expect(await served(avatar)).toBe(200);
    expect(await served(photo)).toBe(200);
    expect(await served(fresh)).toBe(200); // still within its grace period
    expect(await served(orphan)).toBe(404);
    // The orphan's space is free again (the rate window is cleared: this buyer used up its five).
    await ctx.storage.db.execute(sql`DELETE FROM rate_limit WHERE key = ${`upload:user:${b.userId}`}`);
    expect((await upload(b, png(300 * 1024))).status).toBe(200);
  });
});
