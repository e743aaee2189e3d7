import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderTotals, type InquiryDetail, type QuotationSku, type StaffInquiry } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, makeBuyer, setStock, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';
import { currencyId, dayFromNow, quotationInquiry, sendQuotation, staffSession } from '../../../test/quotations.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Quotations that become orders (issue 15): sales send versions on a quotation inquiry (each
// supersedes the one before), the buyer reads them and their PDF, accepts the valid one (an
// unpaid order at the quoted prices, paid as any other) or asks for a revision; expired,
// superseded and accepted ones cannot be accepted, two accepts at once make one order, and no
// buyer reads another's quotations.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: string;
let agent: string;
let eur: number;
let sku: { skuId: number; spuId: number; stock: number; price: number };
let sku2: { skuId: number; spuId: number; stock: number; price: number };
let fiTaxBp: number;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffSession(ctx, 'sales');
  agent = await staffSession(ctx, 'agent');
  eur = await currencyId(ctx, 'EUR');
  sku = await skuInStock(ctx, 200, 3);
  sku2 = await skuInStock(ctx, 200, 4);
  const [t] = await rows<{ rateBp: number }>(ctx.storage.db, sql`SELECT t.rate_bp AS "rateBp" FROM tax_rate t JOIN country c ON c.id = t.country_id WHERE c.code = 'FI'`);
  fiTaxBp = Number(t?.rateBp ?? 0);
});
afterAll(() => ctx?.close());

const quotationBody = (over: Record<string, unknown> = {}) => ({
  currencyId: eur,
  lines: [
    { skuId: sku.skuId, quantity: 120, unitPrice: 4550 },
    { skuId: sku2.skuId, quantity: 10, unitPrice: 1299 },
  ],
  shippingFee: 2500,
  validUntil: dayFromNow(14),
  note: 'Lead time 5 working days.',
  ...over,
});
const mine = async (b: Buyer, no: string, lang = '2') => (await call('GET', `/inquiries/${no}`, { token: b.token, lang })).body.data as InquiryDetail;
const accept = (b: Buyer, id: number, key = randomUUID(), lang = '2') => call('POST', `/inquiries/quotations/${id}/accept`, { token: b.token, body: { idempotencyKey: key }, lang });

describe('quotations', () => {
  it('a cart quote request opens a quotation inquiry with its lines (docs/product.md#errors "quote submitted")', async () => {
    const b = await makeBuyer(ctx);
    const q = await quotationInquiry(ctx, b, [{ skuId: sku.skuId, quantity: 300 }], '1');
    expect(q.msg).toBe('报价请求已提交，我们会尽快为您报价');
    const d = await mine(b, q.no);
    expect(d).toMatchObject({ type: 'quotation', source: 'cart', requestedLines: [{ skuId: sku.skuId, quantity: 300, productNo: expect.any(String), name: expect.any(String) }], quotations: [] });
    const en = await quotationInquiry(ctx, b, [{ skuId: sku.skuId, quantity: 2 }], '2');
    expect(en.msg).toBe('Quote submitted: we will send you a quotation soon');
  });

  it('an amount too large to add up exactly is a 422 naming its line, not a 500, and nothing is stored (issue 24)', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const { no, id } = await quotationInquiry(ctx, b);
    const [{ productNo }] = await rows<{ productNo: string }>(ctx.storage.db, sql`SELECT product_no AS "productNo" FROM sku WHERE id = ${sku2.skuId}`);
    const huge = quotationBody({ lines: [{ skuId: sku.skuId, quantity: 2, unitPrice: 4550 }, { skuId: sku2.skuId, quantity: 1_000_000, unitPrice: 1_000_000_000_000 }] });
    const r = await sendQuotation(ctx, sales, id, huge, '2');
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 422, msg: `The amount of line 2 (${productNo}) is too large to calculate: lower its quantity or unit price`, data: { fields: { 'lines.1.unitPrice': 'Amount too large' } } });
    const zh = await sendQuotation(ctx, sales, id, huge, '1');
    expect(zh.body.msg).toBe(`第 2 行（${productNo}）的金额过大，无法计算：请减少数量或单价`);
    // Every line fits, the shipping fee does not: the total is named instead.
    const total = await sendQuotation(ctx, sales, id, quotationBody({ lines: [{ skuId: sku.skuId, quantity: 9000, unitPrice: 1_000_000_000_000 }] }), '2');
    expect(total).toMatchObject({ status: 422, body: { msg: 'The total is too large to calculate: lower the quantities or amounts' } });
    expect((await mine(b, no)).quotations).toEqual([]);
  });

  it('sales send a quotation: totals with the destination’s tax, the buyer told, the PDF in their language', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const { no, id } = await quotationInquiry(ctx, b);
    const staffView = (await call('GET', `/api/ew/staff/inquiries/${id}`, { headers: as(sales) })).body.data as StaffInquiry;
    expect(staffView.quotationDefaults).toEqual({ currencyId: eur, currency: 'EUR', minorUnits: 2, taxRateBp: fiTaxBp, country: 'FI' });

    const sent = await sendQuotation(ctx, sales, id, quotationBody(), '4');
    expect(sent).toMatchObject({ status: 200, body: { msg: 'Tarjous lähetetty ostajalle', data: { version: 1 } } });
    const totals = orderTotals({ lineTotals: [120 * 4550, 10 * 1299], shippingFee: 2500, discount: 0, taxRateBp: fiTaxBp });
    const d = await mine(b, no);
    expect(d.status).toBe('pending_feedback');
    expect(d.quotations).toHaveLength(1);
    expect(d.quotations[0]).toMatchObject({ version: 1, state: 'active', currency: 'EUR', minorUnits: 2, subtotal: totals.subtotal, shippingFee: 2500, tax: totals.tax, total: totals.total, orderNo: null, note: 'Lead time 5 working days.' });
    expect(d.quotations[0]!.lines[1]).toMatchObject({ lineNo: 2, skuId: sku2.skuId, quantity: 10, unitPrice: { amount: 1299, currency: 'EUR' }, lineTotal: { amount: 12990 } });

    // A message and a mail in the buyer's language.
    const [msg] = await rows<{ titleKey: string }>(ctx.storage.db, sql`SELECT title_key AS "titleKey" FROM user_message WHERE user_id = ${b.userId} ORDER BY id DESC LIMIT 1`);
    expect(msg!.titleKey).toBe('quotationSent');
    const [mail] = await rows<{ subject: string; text: string }>(ctx.storage.db, sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${b.email} ORDER BY id DESC LIMIT 1`);
    expect(mail!.subject).toContain(no);

    // The PDF: the signed link, in Chinese (CJK font embedded); the owner's session without a link.
    const zh = await mine(b, no, '1');
    const pdf = await ctx.app.inject({ url: zh.quotations[0]!.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSans/);
    const own = await ctx.app.inject({ url: `/api/ew/buyer/inquiries/quotations/${d.quotations[0]!.id}/pdf`, headers: as(b.token) });
    expect(own.statusCode).toBe(200);
    // Staff read the PDF through the link the console hands them.
    const staffLink = ((await call('GET', `/api/ew/staff/inquiries/${id}`, { headers: as(sales) })).body.data as StaffInquiry).quotations[0]!.pdfUrl;
    expect((await ctx.app.inject({ url: staffLink })).statusCode).toBe(200);
  });

  it('the builder reads SKUs with variant, stock and tier prices in the buyer’s currency; lines and the PDF name the variant and the buyer’s address (issue 27)', async () => {
    // A SKU of a product whose SKUs differ in a sale attribute, with volume prices.
    const [v] = await rows<{ skuId: number }>(
      ctx.storage.db,
      sql`SELECT s.id AS "skuId" FROM sku s JOIN product p ON p.id = s.product_id
           WHERE (SELECT count(*) FROM sku s2 WHERE s2.product_id = s.product_id) > 1 AND EXISTS (SELECT 1 FROM sku_tier t WHERE t.sku_id = s.id) AND s.stock > 0
           ORDER BY s.id LIMIT 1`,
    );
    const skuId = Number(v!.skuId);
    const tiers = await rows<{ minQty: number }>(ctx.storage.db, sql`SELECT min_qty AS "minQty" FROM sku_tier WHERE sku_id = ${skuId} ORDER BY min_qty`);
    const got = await call('GET', `/api/ew/staff/inquiries/skus?skuIds=${skuId},${skuId}&currencyId=${eur}`, { headers: as(sales), lang: '2' });
    expect(got.status).toBe(200);
    const [s] = got.body.data as QuotationSku[];
    expect(got.body.data).toHaveLength(1);
    expect(s!.variant).not.toBe('');
    expect(s!.stock).toBeGreaterThan(0);
    expect(s!.listPrice.currency).toBe('EUR');
    expect(s!.tiers.map((t) => t.minQty)).toEqual(tiers.map((t) => Number(t.minQty)));
    for (const t of s!.tiers) {
      expect(t.price.currency).toBe('EUR');
      expect(t.price.amount).toBeLessThanOrEqual(s!.listPrice.amount);
    }
    // The largest quantities pay less than one unit does.
    expect(s!.tiers.at(-1)!.price.amount).toBeLessThan(s!.listPrice.amount);
    // Found by product number, the same facts.
    const byNo = (await call('GET', `/api/ew/staff/inquiries/skus?q=${encodeURIComponent(s!.productNo)}&currencyId=${eur}`, { headers: as(sales), lang: '2' })).body.data as QuotationSku[];
    expect(byNo.find((x) => x.skuId === skuId)).toEqual(s);
    for (const bad of ['skuIds=abc', 'skuIds=99999999999', 'skuIds=', '', `skuIds=${'1,'.repeat(100)}1`]) {
      expect((await call('GET', `/api/ew/staff/inquiries/skus?${bad}`, { headers: as(sales) })).status, bad).toBe(422);
    }
    expect((await call('GET', `/api/ew/staff/inquiries/skus?skuIds=${skuId}`, { headers: as(agent) })).status).toBe(403);

    const b = await makeBuyer(ctx, 'FI');
    const { no, id } = await quotationInquiry(ctx, b);
    expect((await sendQuotation(ctx, sales, id, quotationBody({ lines: [{ skuId, quantity: 3, unitPrice: 4000 }] }))).status).toBe(200);
    const line = (await mine(b, no)).quotations[0]!.lines[0]!;
    expect(line.variant).toBe(s!.variant);

    let hasPdftotext = true;
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    } catch {
      hasPdftotext = false;
    }
    if (!hasPdftotext) return;
    const pdf = await ctx.app.inject({ url: (await mine(b, no)).quotations[0]!.pdfUrl });
    const dir = mkdtempSync(join(tmpdir(), 'quotation-'));
    writeFileSync(join(dir, 'q.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [join(dir, 'q.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Ship to');
    // makeBuyer's address: Street 1, 00100 City, +358 40 555 0100.
    expect(text).toContain('Street 1');
    expect(text).toContain('00100 City');
    expect(text).toContain(s!.variant.split(' / ')[0]!);
  });

  it('only sales and administrators send quotations; bad bodies are 422', async () => {
    const b = await makeBuyer(ctx);
    const { id } = await quotationInquiry(ctx, b);
    expect((await sendQuotation(ctx, agent, id, quotationBody())).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/inquiries/${id}/quotations`, { headers: as(b.token), body: quotationBody() })).status).toBe(401);
    expect((await sendQuotation(ctx, sales, 999_999, quotationBody())).status).toBe(404);
    expect((await sendQuotation(ctx, sales, id, quotationBody({ lines: [] }))).status).toBe(422);
    expect((await sendQuotation(ctx, sales, id, quotationBody({ validUntil: dayFromNow(-2) }))).status).toBe(422);
    expect((await sendQuotation(ctx, sales, id, quotationBody({ validUntil: dayFromNow(400) }))).status).toBe(422);
    expect((await sendQuotation(ctx, sales, id, quotationBody({ lines: [{ skuId: 2_000_000_000, quantity: 1, unitPrice: 1 }] }))).status).toBe(422);
    expect((await sendQuotation(ctx, sales, id, quotationBody({ currencyId: 9999 }))).status).toBe(422);
  });

  it('a revision supersedes the previous version, which can no longer be accepted', async () => {
    const b = await makeBuyer(ctx);
    const { no, id } = await quotationInquiry(ctx, b);
    await sendQuotation(ctx, sales, id, quotationBody());
    const v1 = (await mine(b, no)).quotations[0]!;

    const revision = await call('POST', `/inquiries/quotations/${v1.id}/revision`, { token: b.token, body: { body: 'Could you do 4.20 per unit for 120?' }, lang: '2' });
    expect(revision).toMatchObject({ status: 200, body: { msg: 'Revision requested: our sales team will get back to you soon' } });
    const asked = await mine(b, no);
    // Waiting for sales' reply: the tab the console's queue opens on.
    expect(asked.status).toBe('pending_reply');
    expect(asked.messages.at(-1)).toMatchObject({ author: 'buyer', body: 'Could you do 4.20 per unit for 120?' });

    expect((await sendQuotation(ctx, sales, id, quotationBody({ lines: [{ skuId: sku.skuId, quantity: 120, unitPrice: 4200 }] }))).body.data).toEqual({ version: 2 });
    const d = await mine(b, no);
    expect(d.quotations.map((q) => [q.version, q.state])).toEqual([
      [2, 'active'],
      [1, 'superseded'],
    ]);
    expect(await accept(b, v1.id, randomUUID(), '5')).toMatchObject({ status: 409, body: { msg: 'Ce devis a été remplacé par une version plus récente. Consultez la dernière' } });
    expect((await accept(b, d.quotations[0]!.id)).status).toBe(200);
  });

  it('an expired quotation cannot be accepted', async () => {
    const b = await makeBuyer(ctx);
    const { no, id } = await quotationInquiry(ctx, b);
    await sendQuotation(ctx, sales, id, quotationBody());
    const q = (await mine(b, no)).quotations[0]!;
    await ctx.storage.db.execute(sql`UPDATE quotation SET valid_until = now() - interval '1 minute' WHERE id = ${q.id}`);
    expect((await mine(b, no)).quotations[0]!.state).toBe('expired');
    expect(await accept(b, q.id)).toMatchObject({ status: 409, body: { msg: 'This quotation has expired. Please ask for a revision' } });
    const [n] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM shop_order WHERE user_id = ${b.userId}`);
    expect(Number(n!.n)).toBe(0);
  });

  it('accepting places an unpaid order at the quoted prices; paying it works as for any order', async () => {
    const b = await makeBuyer(ctx);
    const { no, id } = await quotationInquiry(ctx, b);
    await sendQuotation(ctx, sales, id, quotationBody());
    const q = (await mine(b, no)).quotations[0]!;
    const before = await stockOf(ctx, sku.skuId);

    const r = await accept(b, q.id, randomUUID(), '4');
    expect(r).toMatchObject({ status: 200, body: { msg: 'Tilaus vastaanotettu', data: { orderNo: expect.stringMatching(/^YT\d+/) } } });
    const orderNo = r.body.data.orderNo as string;
    expect(await stockOf(ctx, sku.skuId)).toBe(before - 120);
    const [o] = await rows<{ status: string; currency: string; total: number; subtotal: number; shippingFee: number }>(
      ctx.storage.db,
      sql`SELECT status, currency, total, subtotal, shipping_fee AS "shippingFee" FROM shop_order WHERE order_no = ${orderNo}`,
    );
    expect(o).toMatchObject({ status: 'unpaid', currency: 'EUR' });
    expect(Number(o!.total)).toBe(q.total);
    const lines = await rows<{ unitPrice: number; quantity: number }>(ctx.storage.db, sql`SELECT l.unit_price AS "unitPrice", l.quantity FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${orderNo} ORDER BY l.line_no`);
    expect(lines.map((l) => [Number(l.unitPrice), Number(l.quantity)])).toEqual([
      [4550, 120],
      [1299, 10],
    ]);
    const d = await mine(b, no);
    expect(d.quotations[0]).toMatchObject({ state: 'accepted', orderNo });
    expect(d.status).toBe('processing');
    // "Order submitted, please pay", as for any order.
    const [m] = await rows<{ titleKey: string }>(ctx.storage.db, sql`SELECT title_key AS "titleKey" FROM user_message WHERE user_id = ${b.userId} ORDER BY id DESC LIMIT 1`);
    expect(m!.titleKey).toBe('orderPlaced');

    const pay = await call('POST', `/orders/${orderNo}/pay`, { token: b.token, body: { method: 'sandbox' } });
    expect(pay.status, pay.body.msg).toBe(200);
    const ref = /sbx_[0-9a-f]+/.exec(pay.body.data.payUrl)![0];
    await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const [paid] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM shop_order WHERE order_no = ${orderNo}`);
    expect(paid!.status).toBe('to_ship');

    // No new version once accepted.
    expect((await sendQuotation(ctx, sales, id, quotationBody())).status).toBe(409);
  });

  it('accepting twice: the same key returns the order, another key is refused, two at once make one order', async () => {
    const b = await makeBuyer(ctx);
    const { no, id } = await quotationInquiry(ctx, b);
    await sendQuotation(ctx, sales, id, quotationBody());
    const q = (await mine(b, no)).quotations[0]!;
    const key = randomUUID();
    const [x, y] = await Promise.all([accept(b, q.id, key), accept(b, q.id, randomUUID())]);
    const statuses = [x.status, y.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = x.status === 200 ? x : y;
    const loser = x.status === 200 ? y : x;
    expect(loser.body.msg).toBe('This quotation has already been accepted and its order created');
    const [n] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM shop_order WHERE user_id = ${b.userId}`);
    expect(Number(n!.n)).toBe(1);
    // A retried click with the winner's key gets the same order.
    if (winner === x) expect((await accept(b, q.id, key)).body.data.orderNo).toBe(winner.body.data.orderNo);
    // Two accepts at once with the same key: one order, both answered with it.
    const b2 = await makeBuyer(ctx);
    const i2 = await quotationInquiry(ctx, b2);
    await sendQuotation(ctx, sales, i2.id, quotationBody());
    const q2 = (await mine(b2, i2.no)).quotations[0]!;
    const k2 = randomUUID();
    const [p, r] = await Promise.all([accept(b2, q2.id, k2), accept(b2, q2.id, k2)]);
    expect([p.status, r.status]).toEqual([200, 200]);
    expect(p.body.data.orderNo).toBe(r.body.data.orderNo);
  });

  it('stock short at accepting: the error names each short line and what is in stock; one click asks sales to revise it', async () => {
    const short = await skuInStock(ctx, 200, 7);
    await setStock(ctx, short.skuId, 40);
    const b = await makeBuyer(ctx);
    const { no, id } = await quotationInquiry(ctx, b);
    await sendQuotation(ctx, sales, id, quotationBody({ lines: [{ skuId: sku2.skuId, quantity: 10, unitPrice: 1299 }, { skuId: short.skuId, quantity: 140, unitPrice: 4550 }] }));
    const q = (await mine(b, no)).quotations[0]!;
    const productNo = q.lines[1]!.productNo;

    const zh = await accept(b, q.id, randomUUID(), '1');
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toBe(`库存不足，无法按此报价下单：${productNo} 报价 140 件，现有库存 40 件。报价不能自行修改，请让销售按现有库存修改报价`);
    // The row it is about, for the page to mark; the line that is covered is not named.
    expect(zh.body.data).toEqual({ fields: { 'lines.1.quantity': `${productNo} 报价 140 件，现有库存 40 件` } });
    const fi = await accept(b, q.id, randomUUID(), '4');
    expect(fi.body.msg).toContain(`${productNo}: tarjottu 140 kpl, varastossa 40 kpl`);
    const [n] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM shop_order WHERE user_id = ${b.userId}`);
    expect(Number(n!.n)).toBe(0);
    expect(await stockOf(ctx, short.skuId)).toBe(40);

    // One click: a reply in the thread in the buyer's language, and the inquiry back in sales' queue.
    const asked = await call('POST', `/inquiries/quotations/${q.id}/stock-revision`, { token: b.token, lang: '4' });
    expect(asked).toMatchObject({ status: 200, body: { msg: 'Tarkistusta pyydetty – myyntitiimimme vastaa pian' } });
    const d = await mine(b, no);
    expect(d.status).toBe('pending_reply');
    expect(d.messages.at(-1)).toMatchObject({ author: 'buyer', body: `Varasto ei riitä: päivittäkää tarjous V1 varastotilanteen mukaan (${productNo}: tarjottu 140 kpl, varastossa 40 kpl)` });
    const queue = (await call('GET', '/api/ew/staff/inquiries', { headers: as(sales) })).body.data as { items: { inquiryNo: string; lastAuthor: string }[] };
    expect(queue.items.find((i) => i.inquiryNo === no)).toMatchObject({ lastAuthor: 'buyer' });
    // Not another buyer's; not once stock covers it again.
    expect((await call('POST', `/inquiries/quotations/${q.id}/stock-revision`, { token: (await makeBuyer(ctx)).token })).status).toBe(404);
    await setStock(ctx, short.skuId, 200);
    expect((await call('POST', `/inquiries/quotations/${q.id}/stock-revision`, { token: b.token })).status).toBe(409);
    expect((await accept(b, q.id)).status).toBe(200);
    await setStock(ctx, short.skuId, short.stock);
  });

  it('a quotation asked from the cart takes the units it ordered out of the cart, and only those', async () => {
    const b = await makeBuyer(ctx);
    const other = await skuInStock(ctx, 50, 9);
    for (const [skuId, quantity] of [
      [sku.skuId, 150],
      [sku2.skuId, 5],
      [other.skuId, 3],
    ]) {
      expect((await call('POST', '/cart/items', { token: b.token, body: { skuId, quantity } })).status).toBe(200);
    }
    // The request names the 150 of the first SKU and the 5 of the second; sales quote 140 and 10.
    const { no, id } = await quotationInquiry(ctx, b, [
      { skuId: sku.skuId, quantity: 150 },
      { skuId: sku2.skuId, quantity: 5 },
    ]);
    await sendQuotation(ctx, sales, id, quotationBody({ lines: [{ skuId: sku.skuId, quantity: 140, unitPrice: 4550 }, { skuId: sku2.skuId, quantity: 10, unitPrice: 1299 }] }));
    const q = (await mine(b, no)).quotations[0]!;
    const cart = async () =>
      Object.fromEntries((await rows<{ skuId: number; quantity: number }>(ctx.storage.db, sql`SELECT sku_id AS "skuId", quantity FROM cart_item WHERE user_id = ${b.userId}`)).map((r) => [Number(r.skuId), Number(r.quantity)]));
    expect(await cart()).toEqual({ [sku.skuId]: 150, [sku2.skuId]: 5, [other.skuId]: 3 });
    const r = await accept(b, q.id);
    expect(r.status).toBe(200);
    // 150 − 140 stay; the 5 are covered by the 10 ordered; what the request did not name stays.
    expect(await cart()).toEqual({ [sku.skuId]: 10, [other.skuId]: 3 });
    // A quotation asked on a page (not the cart) leaves the cart alone.
    const page = await quotationInquiry(ctx, b);
    await sendQuotation(ctx, sales, page.id, quotationBody({ lines: [{ skuId: sku.skuId, quantity: 5, unitPrice: 4550 }] }));
    expect((await accept(b, (await mine(b, page.no)).quotations[0]!.id)).status).toBe(200);
    expect(await cart()).toEqual({ [sku.skuId]: 10, [other.skuId]: 3 });
  });

  it('no buyer reads, accepts, revises or prints another buyer’s quotations', async () => {
    const owner = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const { no, id } = await quotationInquiry(ctx, owner);
    await sendQuotation(ctx, sales, id, quotationBody());
    const q = (await mine(owner, no)).quotations[0]!;
    expect((await call('GET', `/inquiries/${no}`, { token: other.token })).status).toBe(404);
    expect((await accept(other, q.id)).status).toBe(404);
    expect((await call('POST', `/inquiries/quotations/${q.id}/revision`, { token: other.token, body: { body: 'mine now' } })).status).toBe(404);
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/quotations/${q.id}/pdf`, headers: as(other.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/quotations/${q.id}/pdf` })).statusCode).toBe(401);
    // A link signed for one quotation opens no other.
    const forged = q.pdfUrl.replace(`/quotations/${q.id}/`, `/quotations/${q.id + 1}/`);
    expect((await ctx.app.inject({ url: forged })).statusCode).toBe(401);
    expect((await call('POST', `/inquiries/quotations/${q.id}/accept`, { body: { idempotencyKey: randomUUID() } })).status).toBe(401);
    // The quotation is untouched.
    expect((await mine(owner, no)).quotations[0]!.state).toBe('active');
  });
});
