import type { MySamples, ProductDetail, SampleRequest } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, setStock, type Buyer } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// Applying for free samples (issue 14): eligible SKUs within their per-SKU limit, the per-buyer
// limits (one under review, three in 90 days, a SKU once in 90 days), the buyer's own address,
// clean 4xx for every bad input, and the buyer's list and detail, which nobody else can read.

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(() => ctx?.close());

/** Sample-eligible SKUs in stock (distinct products, so tests do not share one), and an ineligible one. */
async function eligible(n: number, offset = 0) {
  const r = await rows<{ id: number; productNo: string; spuId: number; limit: number }>(
    ctx.storage.db,
    sql`SELECT DISTINCT ON (product_id) id, product_no AS "productNo", product_id AS "spuId", sample_limit AS limit FROM sku
         WHERE sample_limit >= 2 AND stock >= 50 ORDER BY product_id, id LIMIT ${n} OFFSET ${offset}`,
  );
  return r.map((s) => ({ skuId: Number(s.id), productNo: s.productNo, spuId: Number(s.spuId), limit: Number(s.limit) }));
}
const body = (b: Buyer, lines: { skuId: number; quantity: number }[], over: Record<string, unknown> = {}) => ({
  lines,
  project: 'Campus backbone upgrade: testing 10G optics in our core switches before ordering 200 units',
  company: 'Example Networks Oy',
  addressId: b.addressId,
  ...over,
});
const apply = (b: Buyer, lines: { skuId: number; quantity: number }[], over: Record<string, unknown> = {}, lang = '2') =>
  call('POST', '/samples', { token: b.token, body: body(b, lines, over), lang });
const mine = async (b: Buyer) => (await call('GET', '/samples', { token: b.token })).body.data as MySamples;

describe('applying for free samples', () => {
  it('files an application, tells the buyer by message and mail, and lists it for them only', async () => {
    const b = await makeBuyer(ctx);
    const [s1, s2] = await eligible(2);
    const r = await apply(b, [{ skuId: s1!.skuId, quantity: 2 }, { skuId: s2!.skuId, quantity: 1 }], {}, '4');
    expect(r).toMatchObject({ status: 200, body: { msg: 'Hakemus vastaanotettu – käsittelemme sen 2 arkipäivän kuluessa' } });
    const id = r.body.data.id as number;

    const list = await mine(b);
    expect(list).toMatchObject({ pending: 1, inWindow: 1, nextAllowedAt: null });
    expect(list.items).toHaveLength(1);
    const [app] = list.items;
    expect(app).toMatchObject({ id, status: 'pending', project: body(b, []).project, company: 'Example Networks Oy', rejectReason: null, orderNo: null, carrier: null });
    expect(app!.address).toMatchObject({ firstName: 'Test', lastName: 'Buyer', city: 'City', line1: 'Street 1' });
    expect(app!.lines.map((l) => [l.skuId, l.quantity])).toEqual([[s1!.skuId, 2], [s2!.skuId, 1]].sort((a, c) => a[0]! - c[0]!));
    expect(app!.lines[0]!.name).not.toBe('');
    expect(app!.lines[0]!.productNo).toMatch(/\S/);

    const one = await call('GET', `/samples/${id}`, { token: b.token });
    expect(one.status).toBe(200);
    expect((one.body.data as SampleRequest).id).toBe(id);

    // The message in the account centre and the mail, in the buyer's language (zh-CN by default).
    const [msg] = await rows<{ titleKey: string; params: Record<string, string> }>(ctx.storage.db, sql`SELECT title_key AS "titleKey", params FROM user_message WHERE user_id = ${b.userId}`);
    expect(msg).toMatchObject({ titleKey: 'sampleReceived', params: { id: String(id), items: expect.stringContaining(`${s1!.productNo} × 2`) } });
    const mails = await rows<{ subject: string }>(ctx.storage.db, sql`SELECT subject FROM mail_outbox WHERE recipient = ${b.email}`);
    expect(mails.map((m) => m.subject)).toEqual([`样品申请已收到 · #${id}`]);

    // Nobody else reads it; odd ids are a clean 404.
    const other = await makeBuyer(ctx);
    expect((await call('GET', `/samples/${id}`, { token: other.token })).status).toBe(404);
    expect((await mine(other)).items).toEqual([]);
    expect((await call('GET', '/samples/99999999999', { token: b.token })).status).toBe(404);
    expect((await call('GET', '/samples/2147483648', { token: b.token })).status).toBe(404);
    expect((await call('GET', '/samples/abc', { token: b.token })).status).toBe(404);
    expect((await call('GET', '/samples')).status).toBe(401);
    expect((await call('GET', `/samples/${id}`)).status).toBe(401);
  });

  it('shows each SKU’s sample limit on the product page', async () => {
    const [s] = await eligible(1);
    const detail = (await call('GET', `/catalog/products/${s!.spuId}`)).body.data as ProductDetail;
    expect(detail.skus.find((k) => k.skuId === s!.skuId)!.sampleLimit).toBe(s!.limit);
    const [notOffered] = await rows<{ spuId: number }>(ctx.storage.db, sql`SELECT product_id AS "spuId" FROM sku WHERE sample_limit = 0 ORDER BY id LIMIT 1`);
    const switches = (await call('GET', `/catalog/products/${notOffered!.spuId}`)).body.data as ProductDetail;
    expect(switches.skus.every((k) => k.sampleLimit === 0)).toBe(true);
  });

  it('refuses a body with missing, long or malformed fields with a 422 naming them, never a 500', async () => {
    const b = await makeBuyer(ctx);
    const [s] = await eligible(1);
    const line = [{ skuId: s!.skuId, quantity: 1 }];
    const empty = await call('POST', '/samples', { token: b.token, body: {}, lang: '2' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.data.fields).sort()).toEqual(['addressId', 'company', 'lines', 'project']);
    expect(empty.body.data.fields.project).toBe('Required');
    const bad = async (over: Record<string, unknown>, lines = line) => {
      const r = await apply(b, lines, over);
      return { status: r.status, fields: Object.keys(r.body.data?.fields ?? {}) };
    };
    expect(await bad({ project: '   ' })).toEqual({ status: 422, fields: ['project'] });
    expect(await bad({ project: 'x'.repeat(1001) })).toEqual({ status: 422, fields: ['project'] });
    expect(await bad({ company: '' })).toEqual({ status: 422, fields: ['company'] });
    expect(await bad({ company: 'x'.repeat(121) })).toEqual({ status: 422, fields: ['company'] });
    expect(await bad({ project: 'nul\u0000byte' })).toEqual({ status: 422, fields: ['project'] });
    expect(await bad({ addressId: 0 })).toEqual({ status: 422, fields: ['addressId'] });
    expect(await bad({ addressId: 2 ** 31 })).toEqual({ status: 422, fields: ['addressId'] });
    expect(await bad({ lines: [] })).toEqual({ status: 422, fields: ['lines'] });
    const four = (await eligible(4)).map((x) => ({ skuId: x.skuId, quantity: 1 }));
    expect(await bad({}, four)).toEqual({ status: 422, fields: ['lines'] });
    expect(await bad({}, [line[0]!, line[0]!])).toEqual({ status: 422, fields: ['lines'] });
    expect((await bad({}, [{ skuId: s!.skuId, quantity: 0 }])).status).toBe(422);
    expect((await bad({}, [{ skuId: s!.skuId, quantity: 2 ** 31 }])).status).toBe(422);
    expect((await bad({}, [{ skuId: 2 ** 31, quantity: 1 }])).status).toBe(422);
    expect((await bad({}, [{ skuId: 99_999_999, quantity: 1 }])).status).toBe(422);
    expect((await apply(b, line, { lines: 'all of them' })).status).toBe(422);
    expect((await call('POST', '/samples', { body: body(b, line) })).status).toBe(401);
    // Nothing was filed by any of these.
    expect((await mine(b)).items).toEqual([]);
  });

  it('offers only eligible SKUs, within each one’s limit and stock', async () => {
    const b = await makeBuyer(ctx);
    const [s] = await eligible(1, 1);
    const [off] = await rows<{ id: number; productNo: string }>(ctx.storage.db, sql`SELECT id, product_no AS "productNo" FROM sku WHERE sample_limit = 0 AND stock > 0 ORDER BY id LIMIT 1`);
    const notOffered = await apply(b, [{ skuId: Number(off!.id), quantity: 1 }]);
    expect(notOffered).toMatchObject({ status: 422, body: { msg: `${off!.productNo} is not offered as a free sample` } });
    const tooMany = await apply(b, [{ skuId: s!.skuId, quantity: s!.limit + 1 }], {}, '3');
    expect(tooMany).toMatchObject({ status: 422, body: { msg: `Puede solicitar como máximo ${s!.limit} unidades de ${s!.productNo} como muestra`, data: { fields: { 'lines.0.quantity': 'Demasiados elementos' } } } });
    await setStock(ctx, s!.skuId, 1);
    const short = await apply(b, [{ skuId: s!.skuId, quantity: 2 }]);
    expect(short).toMatchObject({ status: 409, body: { msg: `${s!.productNo} is out of stock, so no sample of it can be sent right now` } });
    await setStock(ctx, s!.skuId, 500);
    expect((await apply(b, [{ skuId: s!.skuId, quantity: s!.limit }])).status).toBe(200);
  });

  it('ships only to the buyer’s own address book', async () => {
    const b = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const [s] = await eligible(1, 2);
    const r = await apply(b, [{ skuId: s!.skuId, quantity: 1 }], { addressId: other.addressId });
    expect(r).toMatchObject({ status: 422, body: { data: { fields: { addressId: 'Invalid value' } } } });
    expect((await mine(b)).items).toEqual([]);
  });

  it('keeps one application under review at a time, three in 90 days, and each SKU once in 90 days', async () => {
    const b = await makeBuyer(ctx);
    const [s1, s2, s3, s4] = await eligible(4, 3);
    const db = ctx.storage.db;
    const first = await apply(b, [{ skuId: s1!.skuId, quantity: 1 }]);
    expect(first.status).toBe(200);
    const waiting = await apply(b, [{ skuId: s2!.skuId, quantity: 1 }]);
    expect(waiting).toMatchObject({ status: 409, body: { msg: 'You already have a sample application under review; please wait for our answer before applying again' } });

    // Once decided (approved here), the same SKU is still refused within the window, another is not.
    await db.execute(sql`UPDATE sample_request SET status = 'approved', decided_at = now() WHERE id = ${first.body.data.id}`);
    const again = await apply(b, [{ skuId: s2!.skuId, quantity: 1 }, { skuId: s1!.skuId, quantity: 1 }]);
    expect(again).toMatchObject({ status: 409, body: { msg: `You already requested a sample of ${s1!.productNo} in the last 90 days` } });
    const second = await apply(b, [{ skuId: s2!.skuId, quantity: 1 }]);
    expect(second.status).toBe(200);
    // A rejected application uses up nothing: neither the count nor its SKUs.
    await db.execute(sql`UPDATE sample_request SET status = 'rejected', reject_reason = 'test', decided_at = now() WHERE id = ${second.body.data.id}`);
    const third = await apply(b, [{ skuId: s2!.skuId, quantity: 1 }]);
    expect(third.status).toBe(200);
    await db.execute(sql`UPDATE sample_request SET status = 'approved', decided_at = now() WHERE id = ${third.body.data.id}`);
    const fourth = await apply(b, [{ skuId: s3!.skuId, quantity: 1 }]);
    expect(fourth.status).toBe(200);
    await db.execute(sql`UPDATE sample_request SET status = 'approved', decided_at = now() WHERE id = ${fourth.body.data.id}`);
    // Three pending or approved in 90 days: the window is full until the oldest leaves it.
    const full = await apply(b, [{ skuId: s4!.skuId, quantity: 1 }], {}, '5');
    expect(full).toMatchObject({ status: 409, body: { msg: 'Vous pouvez demander des échantillons au plus 3 fois sur 90 jours, et vous avez atteint cette limite' } });
    const limits = await mine(b);
    expect(limits).toMatchObject({ pending: 0, inWindow: 3 });
    const firstCreated = limits.items.find((i) => i.id === first.body.data.id)!.createdAt;
    expect(limits.nextAllowedAt).toBe(new Date(Date.parse(firstCreated) + 90 * 86_400_000).toISOString());
    await db.execute(sql`UPDATE sample_request SET created_at = now() - interval '91 days' WHERE id = ${first.body.data.id}`);
    expect((await apply(b, [{ skuId: s4!.skuId, quantity: 1 }])).status).toBe(200);
  });

  it('lets only one of two applications sent at once through', async () => {
    const b = await makeBuyer(ctx);
    const [s1, s2] = await eligible(2, 7);
    const results = await Promise.all([apply(b, [{ skuId: s1!.skuId, quantity: 1 }]), apply(b, [{ skuId: s2!.skuId, quantity: 1 }])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mine(b)).items).toHaveLength(1);
  });
});
