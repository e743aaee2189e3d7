import { randomUUID } from 'node:crypto';
import { LANG_CODES, type ReviewPage, type ReviewableLine, type StaffReviewList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { reviewPoolFor } from '../../db/seed/catalog/reviews.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { EXE, JPEG, PDF, PNG, uploadAs } from '../../../test/files.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { staffLogin } from '../../../test/staff.js';

// Reviews (issue 14): a buyer reviews a received order line once, with up to 6 pictures; the
// product's rating follows its published reviews; "helpful" once per buyer; staff hide (the author
// is told), publish again and reply; every docs/product.md#validation rule and every attempt on another buyer's order.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const staff: Record<'agent' | 'finance', string> = { agent: '', finance: '' };
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', UPLOAD_RATE_LIMIT: '200' });
  call = api(ctx);
  for (const role of ['agent', 'finance'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: role, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

/** A paid order of one SKU, shipped and (unless told) delivered through the console's routes. */
async function receivedOrder(b: Buyer, skuId: number, deliver = true): Promise<string> {
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
  const placed = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: Number(m!.id) } });
  expect(placed.status).toBe(200);
  const orderNo = placed.body.data.orderNo as string;
  await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'to_ship', paid_at = now() WHERE order_no = ${orderNo}`);
  expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { headers: OPS, body: { carrier: 'DHL', trackingNo: `1Z${orderNo}` } })).status).toBe(200);
  if (deliver) expect((await call('POST', `/api/ew/staff/orders/${orderNo}/deliver`, { headers: OPS })).status).toBe(200);
  return orderNo;
}

const reviews = async (spuId: number, query = '', token?: string, lang = '2') => (await call('GET', `/reviews?spuId=${spuId}${query}`, { token, lang })).body.data as ReviewPage;
const product = async (spuId: number) => (await rows<{ n: number; avg: string }>(ctx.storage.db, sql`SELECT review_count AS n, rating_avg::text AS avg FROM product WHERE id = ${spuId}`))[0]!;

describe('writing a review', () => {
  it('is for a received order line, once, with pictures, and moves the product’s rating', async () => {
    const s = await skuInStock(ctx, 20, 3);
    const buyer = await makeBuyer(ctx);
    const orderNo = await receivedOrder(buyer, s.skuId);
    const before = await product(s.spuId);

    const lines = (await call('GET', `/reviews/reviewable?spuId=${s.spuId}`, { token: buyer.token })).body.data as ReviewableLine[];
    expect(lines).toEqual([expect.objectContaining({ orderNo, lineNo: 1, spuId: s.spuId, reviewId: null })]);

    const pics = [await uploadAs(ctx, buyer.token, 'review', 'front.jpg', JPEG), await uploadAs(ctx, buyer.token, 'review', 'ports.png', PNG)];
    expect(pics.map((p) => p.status)).toEqual([200, 200]);
    const body = { orderNo, lineNo: 1, rating: 4, content: '  Fans are quiet, VLAN setup took five minutes.  ', images: pics.map((p) => p.body.data!.id), showName: false };
    const created = await call('POST', '/reviews', { token: buyer.token, body, lang: '4' });
    expect(created).toMatchObject({ status: 200, body: { msg: 'Kiitos! Arvostelusi on julkaistu' } });
    // Twice, or the same request replayed at once: still one review.
    const again = await Promise.all([call('POST', '/reviews', { token: buyer.token, body }), call('POST', '/reviews', { token: buyer.token, body })]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);

    const page = await reviews(s.spuId, '&lang=all', buyer.token, '1');
    const mine = page.items.find((r) => r.id === created.body.data.id)!;
    expect(mine).toMatchObject({ rating: 4, content: 'Fans are quiet, VLAN setup took five minutes.', author: 'T***', verified: true, mine: true, lang: 'fi' }); // written in the Finnish interface
    expect(mine.images.map((i) => i.url)).toEqual([`/media/uploads/${pics[0]!.body.data!.id}.jpg`, `/media/uploads/${pics[1]!.body.data!.id}.png`]);
    expect((await ctx.app.inject({ url: mine.images[0]!.url })).statusCode).toBe(200); // a published review's picture is public
    const after = await product(s.spuId);
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect(page.summary.count).toBe(Number(after.n));
    expect(page.summary.withImages).toBeGreaterThanOrEqual(1);
    expect(((await call('GET', `/reviews/reviewable?orderNo=${orderNo}`, { token: buyer.token })).body.data as ReviewableLine[])[0]!.reviewId).toBe(mine.id);
  });

  it('signs a Chinese name family name first (王*, 王***), never "伟 王."; a Western name as "Test B."', async () => {
    const signed: Record<string, string> = {};
    for (const [i, [first, last, showName, lang]] of ([['伟', '王', true, '1'], ['伟', '王', false, '2'], ['太郎', '山田', true, '6'], ['Test', 'Buyer', true, '5']] as const).entries()) {
      const s = await skuInStock(ctx, 20, 4 + i);
      const buyer = await makeBuyer(ctx);
      await ctx.storage.db.execute(sql`UPDATE app_user SET first_name = ${first}, last_name = ${last} WHERE id = ${buyer.userId}`);
      const orderNo = await receivedOrder(buyer, s.skuId);
      const created = await call('POST', '/reviews', { token: buyer.token, lang, body: { orderNo, lineNo: 1, rating: 5, content: 'Works as described.', images: [], showName } });
      expect(created.status).toBe(200);
      signed[`${last}${first}/${showName}`] = (await reviews(s.spuId, '&lang=all', buyer.token)).items.find((r) => r.id === created.body.data.id)!.author;
    }
    expect(signed).toEqual({ '王伟/true': '王*', '王伟/false': '王***', '山田太郎/true': '山田**', 'BuyerTest/true': 'Test B.' });
  });

  it('keeps no bidirectional control or zero-width space that would reorder the page around it (issue 24)', async () => {
    const s = await skuInStock(ctx, 20, 3);
    const buyer = await makeBuyer(ctx);
    const orderNo = await receivedOrder(buyer, s.skuId);
    // U+202E would show the rest of the page's line backwards; U+2066–U+2069 and U+200B hide what is written.
    const content = 'Great \u202Eoptics\u202C, \u2066fast\u2069 \u2067ship\u2068ping\u200B. Family 👨\u200D👩\u200D👧 approved';
    const created = await call('POST', '/reviews', { token: buyer.token, body: { orderNo, lineNo: 1, rating: 5, content, images: [], showName: true } });
    expect(created.status).toBe(200);
    const mine = (await reviews(s.spuId, '&lang=all', buyer.token)).items.find((r) => r.id === created.body.data.id)!;
    // The emoji family keeps its joiners (U+200D): they join, they do not reorder.
    expect(mine.content).toBe('Great optics, fast shipping. Family 👨\u200D👩\u200D👧 approved');
  });

  it('refuses what docs/product.md#validation and #errors refuse, with the field’s message in the buyer’s language', async () => {
    const s = await skuInStock(ctx, 20, 4);
    const buyer = await makeBuyer(ctx);
    const orderNo = await receivedOrder(buyer, s.skuId);
    const base = { orderNo, lineNo: 1, rating: 5, content: 'Works in our rack.' };
    const fields = async (body: Record<string, unknown>, lang = '2') => {
      const r = await call('POST', '/reviews', { token: buyer.token, body, lang });
      expect(r.status).toBe(422);
      return r.body.data.fields as Record<string, string>;
    };
    expect(await fields({ ...base, rating: 0 })).toEqual({ rating: 'Please select rating' });
    expect(await fields({ ...base, rating: undefined }, '1')).toEqual({ rating: '请选择评分' });
    expect(await fields({ ...base, rating: 6 })).toEqual({ rating: 'Please select rating' });
    expect(await fields({ ...base, content: '   ' })).toEqual({ content: 'Required' });
    expect(await fields({ ...base, content: 'x'.repeat(2001) })).toEqual({ content: 'Too long' });
    expect(await fields({ ...base, content: 'nul \u0000 byte' })).toEqual({ content: 'Invalid value' });
    expect(await fields({ ...base, images: Array.from({ length: 7 }, () => randomUUID()) })).toEqual({ images: 'Too many' });
    expect(await fields({ ...base, lineNo: 2 ** 31 })).toHaveProperty('lineNo');
    // Pictures must be the buyer's own review pictures: not another buyer's, not a document.
    const other = await makeBuyer(ctx);
    const theirs = (await uploadAs(ctx, other.token, 'review', 'a.jpg', JPEG)).body.data!.id;
    const pdf = (await uploadAs(ctx, buyer.token, 'question', 'spec.pdf', PDF)).body.data!.id;
    expect(await fields({ ...base, images: [theirs] })).toEqual({ images: 'Invalid value' });
    expect(await fields({ ...base, images: [pdf] })).toEqual({ images: 'Invalid value' });
    expect(await fields({ ...base, images: [randomUUID()] })).toEqual({ images: 'Invalid value' });
    // A disguised executable never becomes a review picture.
    expect((await uploadAs(ctx, buyer.token, 'review', 'photo.jpg', EXE)).status).toBe(415);
    expect((await call('POST', '/reviews', { body: base })).status).toBe(401);
  });

  it('is refused for another buyer’s order, an order not yet received, and a line that does not exist', async () => {
    const s = await skuInStock(ctx, 20, 5);
    const [buyer, other] = [await makeBuyer(ctx), await makeBuyer(ctx)];
    const shippedOnly = await receivedOrder(buyer, s.skuId, false);
    const r1 = await call('POST', '/reviews', { token: buyer.token, body: { orderNo: shippedOnly, lineNo: 1, rating: 5, content: 'Not here yet' }, lang: '2' });
    expect(r1).toMatchObject({ status: 409, body: { msg: 'You can review an item once it has been delivered' } });
    const received = await receivedOrder(buyer, s.skuId);
    expect((await call('POST', '/reviews', { token: other.token, body: { orderNo: received, lineNo: 1, rating: 1, content: 'Someone else’s order' } })).status).toBe(404);
    expect((await call('POST', '/reviews', { token: buyer.token, body: { orderNo: received, lineNo: 9, rating: 5, content: 'No such line' } })).status).toBe(404);
    expect((await call('GET', `/reviews/reviewable?orderNo=${received}`, { token: other.token })).body.data).toEqual([]);
  });
});

describe('reading reviews', () => {
  it('filters by stars, pictures and language, sorts by helpful, and pages', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT product_id AS id FROM review GROUP BY product_id HAVING count(DISTINCT lang_id) >= 3 ORDER BY product_id LIMIT 1`);
    const spuId = Number(p!.id);
    const all = await reviews(spuId, '&lang=all&pageSize=50', undefined, '2');
    expect(all.total).toBe(all.summary.count);
    expect(all.summary.histogram.reduce((a, b) => a + b, 0)).toBe(all.summary.count);
    const mine = await reviews(spuId, '&lang=mine&pageSize=50', undefined, '2');
    const others = await reviews(spuId, '&lang=others&pageSize=50', undefined, '2');
    expect(mine.items.every((r) => r.lang === 'en')).toBe(true);
    expect(others.items.every((r) => r.lang !== 'en')).toBe(true);
    expect(mine.total + others.total).toBe(all.total);
    expect([mine.summary.mine, mine.summary.others]).toEqual([mine.total, others.total]);
    const five = await reviews(spuId, '&stars=5&pageSize=50');
    expect(five.items.every((r) => r.rating === 5)).toBe(true);
    expect(five.total).toBe(all.summary.histogram[4]);
    const helpful = (await reviews(spuId, '&sort=helpful&pageSize=50')).items.map((r) => r.helpful);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const pageOne = await reviews(spuId, '&pageSize=1&page=1');
    const pageTwo = await reviews(spuId, '&pageSize=1&page=2');
    expect(pageOne.items[0]!.id).not.toBe(pageTwo.items[0]!.id);
    expect((await call('GET', '/reviews?spuId=999999999')).status).toBe(404);
    expect((await call('GET', '/reviews?spuId=2147483648')).status).toBe(422);
  });

  it('seeded reviews are about the product’s own kind and in the language they claim', async () => {
    const r = await rows<{ pid: number; cat: string; content: string; lang: string }>(
      ctx.storage.db,
      sql`SELECT p.id AS pid, c.key AS cat, rv.content, l.short_name AS lang FROM review rv JOIN product p ON p.id = rv.product_id JOIN category c ON c.id = p.category_id JOIN language l ON l.id = rv.lang_id WHERE rv.user_id IS NULL`,
    );
    expect(r.length).toBeGreaterThan(50);
    // Chinese and Japanese texts are written in their scripts; the Latin ones are not.
    for (const x of r) {
      if (x.lang === 'zh-CN') expect(x.content).toMatch(/[\u4e00-\u9fff]/);
      if (x.lang === 'ja') expect(x.content).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      if (!['zh-CN', 'ja'].includes(x.lang)) expect(x.content).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    // Optics words never appear on a switch's or a rack's page.
    const offTopic = r.filter((x) => /^(switches|racks|wifi)/.test(x.cat) && /DOM|光功率|光モジュール|transceiver/i.test(x.content));
    expect(offTopic).toEqual([]);

    // Each leaf's reviews come from its own pool: at least 8, in all six languages, and a product
    // never shows the same review twice.
    const leaves = [...new Set(r.map((x) => x.cat))].sort();
    for (const leaf of leaves) {
      const pool = reviewPoolFor(leaf);
      expect(pool.length, leaf).toBeGreaterThanOrEqual(8);
      expect(new Set(pool.map((p) => p.lang)), leaf).toEqual(new Set(LANG_CODES));
    }
    expect(r.filter((x) => !reviewPoolFor(x.cat).some((p) => p.content === x.content && p.lang === x.lang))).toEqual([]);
    const seen = new Set<string>();
    for (const x of r) {
      const key = `${x.pid}|${x.content}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }

    // Nothing names a speed, form factor, port count, cable type or product kind that the leaf's
    // products (all of them, for single-leaf groups) do not have.
    const never: Record<string, RegExp> = {
      'switches-access': /\b(25|40|100|400)G\b|\b(24|48)\b|leaf|spine|RoCE|MLAG|VXLAN|SONiC|数据中心|データセンター|CPD/,
      'switches-aggregation': /PoE|\b(25|100|400)G\b|leaf|spine|RoCE|SONiC/,
      'switches-datacenter': /PoE|\b(1|10|25)G\b|\b(24|48)\b|leaf|リーフ|MLAG|VXLAN|EVPN/,
      routers: /BGP|OSPF|MPLS|WireGuard|\b[45]G\b|PoE/,
      'transceivers-1g': /(?<!Q)SFP(\+|28)|QSFP|\b(10|25|40|100|400)G\b|DOM|DDM|光功率|光パワー|\bLC\b|RJ45|fibre|fiber|fibra|光纤|ファイバー/,
      'transceivers-10g': /SFP28|QSFP|\b(1|25|40|100|400)G\b|千兆|ギガビット/,
      'transceivers-25g': /(?<!Q)SFP\+|QSFP|\b(1|10|40|100|400)G\b/,
      'transceivers-100g': /(?<!Q)SFP(\+|28)|QSFP-DD|\b(1|10|25|40|400)G\b/,
      'transceivers-400g': /(?<!Q)SFP(\+|28)|QSFP28|\b(1|10|25|40|100)G\b/,
      'cables-dac': /LC|MPO|跳线|パッチコード|AOC|fibre|fiber|光纤|ファイバー|OM[34]|OS2|SFP|\b\d+G\b/,
      'cables-aoc': /DAC|twinax|LC|MPO|跳线|パッチコード|SFP|\b\d+G\b/,
      'cables-fiber': /DAC|AOC|铜|銅|twinax|copper|cobre|cuivre|kupari|SFP|\b\d+G\b|MPO|\bLC\b|\bSC\b|OM4|OS2|单模|多模|single-mode|multimode|monomodo|multimodo/,
      wifi: /Wi-Fi ?[67]|6E|\b6 ?GHz|outdoor|屋外|室外|ulko|extérieur|exterior|ceiling|天井|吸顶|plafond|802\.3/,
      nics: /\b(1|10|25|40|100)G|RDMA|RoCE|RJ45|SFP|QSFP|[双四单]口|dual-port|two-port|four-port|デュアルポート|kaksiport|cuatro puertos|PCIe [345]/,
      poe: /splitter|分离器|スプリッター|divisor|séparateur|erotin|erottim|802\.3|\d+ ?W\b|PTZ|12 ?V/,
      racks: /patch panel|配线架|パッチパネル|parcheo|panneau de brassage|kytkentäpaneel|\b\d+U\b|server\b|服务器|サーバー|servidor|palvelin|perfor|网孔|glass|玻璃|ガラス|vidrio|verre/,
    };
    expect(leaves.filter((leaf) => !never[leaf])).toEqual([]);
    expect(r.filter((x) => never[x.cat]!.test(x.content)).map((x) => `${x.cat}: ${x.content}`)).toEqual([]);
    // ...nor does any review in a leaf's pool, shown or not.
    expect(leaves.flatMap((leaf) => reviewPoolFor(leaf).filter((p) => never[leaf]!.test(p.content)).map((p) => `${leaf}: ${p.content}`))).toEqual([]);
  });
});

describe('helpful votes', () => {
  it('count once per buyer, never for one’s own review, and ask guests to log in', async () => {
    const [p] = await rows<{ id: number; productId: number; helpful: number }>(ctx.storage.db, sql`SELECT id, product_id AS "productId", helpful FROM review WHERE user_id IS NULL ORDER BY id LIMIT 1`);
    const id = Number(p!.id);
    const [a, b] = [await makeBuyer(ctx), await makeBuyer(ctx)];
    const votes = await Promise.all([a, a, b].map((x) => call('POST', `/reviews/${id}/helpful`, { token: x.token })));
    expect(votes.map((v) => v.status)).toEqual([200, 200, 200]);
    const [after] = await rows<{ helpful: number }>(ctx.storage.db, sql`SELECT helpful FROM review WHERE id = ${id}`);
    expect(Number(after!.helpful)).toBe(Number(p!.helpful) + 2);
    const seen = (await reviews(Number(p!.productId), '&lang=all&pageSize=50', a.token)).items.find((r) => r.id === id)!;
    expect(seen).toMatchObject({ voted: true, helpful: Number(p!.helpful) + 2 });
    expect((await call('POST', `/reviews/${id}/helpful`)).status).toBe(401);
    expect((await call('POST', '/reviews/999999999/helpful', { token: a.token })).status).toBe(404);
    expect((await call('POST', '/reviews/99999999999/helpful', { token: a.token })).status).toBe(404);

    const s = await skuInStock(ctx, 20, 6);
    const author = await makeBuyer(ctx);
    const orderNo = await receivedOrder(author, s.skuId);
    const own = (await call('POST', '/reviews', { token: author.token, body: { orderNo, lineNo: 1, rating: 5, content: 'My own words here' } })).body.data.id;
    expect((await call('POST', `/reviews/${own}/helpful`, { token: author.token, lang: '2' })).body).toMatchObject({ code: 409, msg: 'You cannot mark your own review as helpful' });
  });
});

describe('moderation in the console', () => {
  it('hides with a reason (the author is told and the rating drops it), publishes again and replies publicly', async () => {
    const s = await skuInStock(ctx, 20, 7);
    const buyer = await makeBuyer(ctx);
    await ctx.storage.db.execute(sql`UPDATE app_user SET lang_id = 5 WHERE id = ${buyer.userId}`);
    const orderNo = await receivedOrder(buyer, s.skuId);
    const id = (await call('POST', '/reviews', { token: buyer.token, body: { orderNo, lineNo: 1, rating: 1, content: 'Visit my shop at spam.example' } })).body.data.id as number;
    const count = async () => Number((await product(s.spuId)).n);
    const shown = await count();

    const as = (t: string) => ({ authorization: `Bearer ${t}` });
    expect((await call('GET', '/api/ew/staff/reviews', { headers: as(staff.finance) })).status).toBe(403);
    expect((await call('GET', '/api/ew/staff/reviews')).status).toBe(401);
    const list = (await call('GET', `/api/ew/staff/reviews?q=${encodeURIComponent(buyer.email)}`, { headers: as(staff.agent) })).body.data as StaffReviewList;
    expect(list.items).toEqual([expect.objectContaining({ id, status: 'published', buyerEmail: buyer.email, orderNo, spuId: s.spuId })]);

    const noReason = await call('POST', `/api/ew/staff/reviews/${id}/hide`, { headers: as(staff.agent), body: { reason: ' ' }, lang: '2' });
    expect(noReason.body.data.fields).toEqual({ reason: 'Required' });
    expect((await call('POST', `/api/ew/staff/reviews/${id}/hide`, { headers: as(staff.agent), body: { reason: 'Advertising' } })).status).toBe(200);
    expect(await count()).toBe(shown - 1);
    expect((await reviews(s.spuId, '&lang=all&pageSize=50')).items.map((r) => r.id)).not.toContain(id);
    const [mail] = await rows<{ subject: string }>(ctx.storage.db, sql`SELECT subject FROM mail_outbox WHERE recipient = ${buyer.email} ORDER BY id DESC LIMIT 1`);
    expect(mail!.subject).toContain('Votre avis a été masqué');
    const messages = (await call('GET', '/user/messages?page=1&pageSize=5', { token: buyer.token, lang: '2' })).body.data;
    expect(JSON.stringify(messages)).toContain('Advertising');

    expect((await call('POST', `/api/ew/staff/reviews/${id}/publish`, { headers: as(staff.agent) })).status).toBe(200);
    expect(await count()).toBe(shown);
    expect((await call('POST', `/api/ew/staff/reviews/${id}/reply`, { headers: as(staff.agent), body: { reply: 'Sorry to hear that — support will call you.' } })).status).toBe(200);
    const replied = (await reviews(s.spuId, '&lang=all&pageSize=50')).items.find((r) => r.id === id)!;
    expect(replied).toMatchObject({ reply: 'Sorry to hear that — support will call you.', repliedAt: expect.any(String) });
    expect((await call('POST', '/api/ew/staff/reviews/999999999/hide', { headers: as(staff.agent), body: { reason: 'x' } })).status).toBe(404);
  });
});

describe('the product’s review count and average', () => {
  // catalog.updateReviewSummary locks the product's row before the reviews are counted, so of
  // reviews written or published at the same moment each is counted after the others committed.
  // On PostgreSQL (api-postgres) the requests run at once on a pool of connections, and without
  // the lock two transactions each count without the other's review and the last write wins;
  // PGlite runs one transaction at a time.
  const truth = async (spuId: number) =>
    (await rows<{ n: number; avg: string }>(
      ctx.storage.db,
      sql`SELECT count(*)::int AS n, coalesce(round(avg(rating), 2), 0)::text AS avg FROM review WHERE product_id = ${spuId} AND status = 'published'`,
    ))[0]!;
  const expectSummaryRight = async (spuId: number) => {
    const [stored, counted, page] = await Promise.all([product(spuId), truth(spuId), reviews(spuId, '&lang=all')]);
    expect({ n: Number(stored.n), avg: Number(stored.avg) }).toEqual({ n: Number(counted.n), avg: Number(counted.avg) });
    expect(page.summary.count).toBe(Number(counted.n));
    return Number(counted.n);
  };

  it('stay right when buyers review the same product at once, and when staff publish or hide its reviews at once', async () => {
    const s = await skuInStock(ctx, 20, 9);
    const writers: { buyer: Buyer; orderNo: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const buyer = await makeBuyer(ctx);
      writers.push({ buyer, orderNo: await receivedOrder(buyer, s.skuId) });
    }
    const before = Number((await truth(s.spuId)).n);
    const written = await Promise.all(
      writers.map(({ buyer, orderNo }, i) => call('POST', '/reviews', { token: buyer.token, body: { orderNo, lineNo: 1, rating: 1 + (i % 5), content: `Review ${i} of the same switch, written at once.` } })),
    );
    expect(written.map((r) => r.status)).toEqual(writers.map(() => 200));
    expect(await expectSummaryRight(s.spuId)).toBe(before + writers.length);

    // Twenty hidden reviews published at the same moment, then hidden again at the same moment.
    const hidden = await rows<{ id: number }>(
      ctx.storage.db,
      sql`INSERT INTO review (product_id, rating, content, author, lang_id, status, hidden_reason)
          SELECT ${s.spuId}, 1 + g % 5, 'A hidden review ' || g, 'R***', 2, 'hidden', 'Waiting' FROM generate_series(1, 20) g RETURNING id`,
    );
    const as = { authorization: `Bearer ${staff.agent}` };
    const published = await Promise.all(hidden.map((h) => call('POST', `/api/ew/staff/reviews/${h.id}/publish`, { headers: as })));
    expect(published.map((r) => r.status)).toEqual(hidden.map(() => 200));
    expect(await expectSummaryRight(s.spuId)).toBe(before + writers.length + hidden.length);
    const hiddenAgain = await Promise.all(hidden.map((h) => call('POST', `/api/ew/staff/reviews/${h.id}/hide`, { headers: as, body: { reason: 'Off topic' } })));
    expect(hiddenAgain.map((r) => r.status)).toEqual(hidden.map(() => 200));
    expect(await expectSummaryRight(s.spuId)).toBe(before + writers.length);
  }, 120_000);
});
