import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvoiceApplication, InvoiceableOrder, MyInvoices } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { paidOrder, unpaidOrder } from '../../../test/paid-orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// Applying for a VAT invoice (issue 15): for a paid or completed order of one's own, once (again
// only after a rejection), general with any title, special with a complete company title; the
// buyer's list by status and the detail (title, amount, type, request date, status, order number,
// product id, item number, issuer); the PDF once approved, for its owner only. Nobody reads
// another buyer's applications.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
let cn = 0;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  cn = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM country WHERE code = 'CN'`))[0]!.id);
});
afterAll(() => ctx?.close());

const companyTitle = { kind: 'company', name: '上海云桥网络科技有限公司', taxNo: '91350100M000100Y43', address: '上海市浦东新区世纪大道 200 号', phone: '+86 21 5555 0199', bank: '招商银行上海分行', bankAccount: '1219 0988 7710 301' };
async function title(b: Buyer, over: Record<string, unknown> = {}): Promise<number> {
  const r = await call('POST', '/invoices/titles', { token: b.token, body: { countryId: cn, ...companyTitle, ...over } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.id;
}
const apply = (b: Buyer, body: Record<string, unknown>, lang = '2') => call('POST', '/invoices', { token: b.token, body, lang });
const mine = async (b: Buyer, query = '') => (await call('GET', `/invoices${query}`, { token: b.token })).body.data as MyInvoices;
const approve = (id: number) => call('POST', `/api/ew/staff/invoices/${id}/approve`, { headers: OPS });

describe('invoice applications', () => {
  it('offers paid orders without an invoice, and files a special invoice with a complete company title', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const paid = await paidOrder(ctx, b, 2);
    const unpaid = await unpaidOrder(ctx, b);
    const titleId = await title(b);
    const offered = (await call('GET', '/invoices/orders', { token: b.token })).body.data as InvoiceableOrder[];
    expect(offered.map((o) => o.orderNo)).toEqual([paid]);
    expect(offered[0]).toMatchObject({ status: 'to_ship', lineCount: 1, firstLine: expect.stringMatching(/\S/), total: { amount: expect.any(Number) } });
    expect(offered.map((o) => o.orderNo)).not.toContain(unpaid);

    const r = await apply(b, { orderNo: paid, type: 'special', titleId }, '1');
    expect(r).toMatchObject({ status: 200, body: { msg: '发票申请已提交，我们会在 3 个工作日内审核' } });
    const id = r.body.data.id as number;
    // Applied for: no longer offered.
    expect((await call('GET', '/invoices/orders', { token: b.token })).body.data).toEqual([]);

    const [order] = await rows<{ total: number; currency: string }>(ctx.storage.db, sql`SELECT total, currency FROM shop_order WHERE order_no = ${paid}`);
    const one = (await call('GET', `/invoices/${id}`, { token: b.token, lang: '2' })).body.data as InvoiceApplication;
    expect(one).toMatchObject({
      id,
      status: 'pending',
      type: 'special',
      orderNo: paid,
      amount: { amount: Number(order!.total), currency: order!.currency },
      title: { ...companyTitle, bankAccount: '1219 0988 7710 301', countryCode: 'CN', country: 'China' },
      decidedAt: null,
      rejectReason: null,
      invoiceNo: null,
      pdfUrl: null,
      issuer: 'Shenzhen YT Networks Technology Co., Ltd.',
    });
    expect(Date.parse(one.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The spec's product id and item number, per line.
    expect(one.lines).toHaveLength(1);
    expect(one.lines[0]).toMatchObject({ lineNo: 1, spuId: expect.any(Number), productNo: expect.stringMatching(/\S/), quantity: 2 });
    expect(one.lines[0]!.spuId).toBeGreaterThan(0);
    // The issuer in the reader's language.
    expect((await call('GET', `/invoices/${id}`, { token: b.token, lang: '1' })).body.data.issuer).toBe('深圳市 YT 网络科技有限公司');

    // The list with counts per status, and one status.
    const all = await mine(b);
    expect(all).toMatchObject({ total: 1, counts: { pending: 1, approved: 0, rejected: 0 } });
    expect(all.items[0]!.id).toBe(id);
    expect((await mine(b, '?status=approved')).items).toEqual([]);
    expect((await mine(b, '?status=pending')).items.map((i) => i.id)).toEqual([id]);
    expect((await call('GET', '/invoices?status=paid', { token: b.token })).status).toBe(422);

    // The title's later edits do not change the application.
    await call('PUT', `/invoices/titles/${titleId}`, { token: b.token, body: { countryId: cn, ...companyTitle, name: '改名后的公司' } });
    expect(((await call('GET', `/invoices/${id}`, { token: b.token })).body.data as InvoiceApplication).title.name).toBe('上海云桥网络科技有限公司');
  });

  it('refuses applying twice for the same order, and allows it again after a rejection', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const orderNo = await paidOrder(ctx, b);
    const titleId = await title(b);
    const first = await apply(b, { orderNo, type: 'general', titleId });
    expect(first.status).toBe(200);
    const twice = await apply(b, { orderNo, type: 'special', titleId });
    expect(twice).toMatchObject({ status: 409, body: { msg: `An invoice has already been requested for order ${orderNo}` } });
    // Approved: still once.
    expect((await approve(first.body.data.id)).status).toBe(200);
    expect((await apply(b, { orderNo, type: 'general', titleId }, '4'))).toMatchObject({ status: 409, body: { msg: `Tilaukselle ${orderNo} on jo pyydetty laskua` } });

    // After a rejection the buyer may apply again (corrected), and only once more.
    const other = await paidOrder(ctx, b);
    const a = await apply(b, { orderNo: other, type: 'general', titleId });
    expect((await call('POST', `/api/ew/staff/invoices/${a.body.data.id}/reject`, { headers: OPS, body: { reason: 'Wrong tax number' } })).status).toBe(200);
    expect((await call('GET', '/invoices/orders', { token: b.token })).body.data.map((o: InvoiceableOrder) => o.orderNo)).toEqual([other]);
    expect((await apply(b, { orderNo: other, type: 'special', titleId })).status).toBe(200);
    expect((await apply(b, { orderNo: other, type: 'special', titleId })).status).toBe(409);
    expect((await mine(b)).counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    // One order's applications (the order detail page): newest first, the rejected one after.
    expect((await mine(b, `?orderNo=${other}`)).items.map((i) => i.status)).toEqual(['pending', 'rejected']);
    expect((await mine(b, `?orderNo=${orderNo}`)).items.map((i) => i.status)).toEqual(['approved']);
    expect((await call('GET', '/invoices?orderNo=x%00y', { token: b.token })).status).toBe(422);
  });

  it('lets only one of two applications for one order sent at once through', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const orderNo = await paidOrder(ctx, b);
    const titleId = await title(b);
    const results = await Promise.all([apply(b, { orderNo, type: 'general', titleId }), apply(b, { orderNo, type: 'special', titleId })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mine(b)).items).toHaveLength(1);
  });

  it('invoices only paid or completed orders with an amount, never a free sample order', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const titleId = await title(b);
    const unpaid = await unpaidOrder(ctx, b);
    expect(await apply(b, { orderNo: unpaid, type: 'general', titleId })).toMatchObject({ status: 409, body: { msg: `Order ${unpaid} cannot be invoiced: only paid or completed orders can` } });
    const refunded = await paidOrder(ctx, b);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'refunded' WHERE order_no = ${refunded}`);
    expect((await apply(b, { orderNo: refunded, type: 'general', titleId })).status).toBe(409);
    // Completed is fine, as is to receive.
    const completed = await paidOrder(ctx, b);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'completed', completed_at = now() WHERE order_no = ${completed}`);
    expect((await apply(b, { orderNo: completed, type: 'general', titleId })).status).toBe(200);
    // A free sample order (kind sample, zero total).
    const sample = await paidOrder(ctx, b);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET kind = 'sample', total = 0, subtotal = 0, tax = 0, shipping_fee = 0 WHERE order_no = ${sample}`);
    const r = await apply(b, { orderNo: sample, type: 'general', titleId }, '5');
    expect(r).toMatchObject({ status: 422, body: { msg: `La commande ${sample} est une commande d’échantillons gratuits, sans montant à facturer` } });
    expect((await call('GET', '/invoices/orders', { token: b.token })).body.data).toEqual([]);
  });

  it('needs a complete company title for a special invoice; a general one takes any title', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const personal = await title(b, { kind: 'personal', name: '王小明', taxNo: '', address: '', phone: '', bank: '', bankAccount: '' });
    const noBank = await title(b, { bank: '', bankAccount: '' });
    const o1 = await paidOrder(ctx, b);
    const special = (titleId: number) => apply(b, { orderNo: o1, type: 'special', titleId });
    const msg = 'A special VAT invoice needs a company title with tax number, address, phone, bank and account number';
    expect(await special(personal)).toMatchObject({ status: 422, body: { msg, data: { fields: { titleId: 'Invalid value' } } } });
    expect(await special(noBank)).toMatchObject({ status: 422, body: { msg } });
    expect((await apply(b, { orderNo: o1, type: 'general', titleId: personal })).status).toBe(200);
  });

  it('refuses bad bodies, other buyers’ orders and titles with a 422 naming the field', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const other = await makeBuyer(ctx, 'CN');
    const orderNo = await paidOrder(ctx, b);
    const titleId = await title(b);
    const othersTitle = await title(other);
    const othersOrder = await paidOrder(ctx, other);
    const fields = async (body: Record<string, unknown>) => {
      const r = await apply(b, body);
      return [r.status, Object.keys(r.body.data?.fields ?? {}).sort()];
    };
    expect(await fields({})).toEqual([422, ['orderNo', 'titleId', 'type']]);
    expect(await fields({ orderNo, type: 'proforma', titleId })).toEqual([422, ['type']]);
    expect(await fields({ orderNo: "YT1' OR '1'='1", type: 'general', titleId })).toEqual([422, ['orderNo']]);
    expect(await fields({ orderNo: 'X'.repeat(33), type: 'general', titleId })).toEqual([422, ['orderNo']]);
    expect(await fields({ orderNo, type: 'general', titleId: 2 ** 31 })).toEqual([422, ['titleId']]);
    expect(await fields({ orderNo, type: 'general', titleId: othersTitle })).toEqual([422, ['titleId']]);
    expect(await fields({ orderNo: othersOrder, type: 'general', titleId })).toEqual([422, ['orderNo']]);
    expect(await fields({ orderNo: 'YT000000000000', type: 'general', titleId })).toEqual([422, ['orderNo']]);
    expect((await call('POST', '/invoices', { body: { orderNo, type: 'general', titleId } })).status).toBe(401);
    expect((await mine(b)).items).toEqual([]);
    expect((await mine(other)).items).toEqual([]);
  });

  it('are private: no other buyer reads an application or its PDF', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const other = await makeBuyer(ctx, 'CN');
    const id = (await apply(b, { orderNo: await paidOrder(ctx, b), type: 'special', titleId: await title(b) })).body.data.id as number;
    expect((await approve(id)).status).toBe(200);
    expect((await call('GET', `/invoices/${id}`, { token: other.token })).status).toBe(404);
    expect((await mine(other)).items).toEqual([]);
    const orderNo = ((await call('GET', `/invoices/${id}`, { token: b.token })).body.data as InvoiceApplication).orderNo;
    expect((await mine(other, `?orderNo=${orderNo}`)).items).toEqual([]);
    expect((await call('GET', `/invoices/${id}/pdf`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/invoices/${id}`)).status).toBe(401);
    expect((await call('GET', `/invoices/${id}/pdf`)).status).toBe(401);
    expect((await call('GET', '/invoices/99999999', { token: b.token })).status).toBe(404);
    expect((await call('GET', '/invoices/99999999999', { token: b.token })).status).toBe(404);
    expect((await call('GET', '/invoices/abc', { token: b.token })).status).toBe(404);
    // The owner's signed link is for this invoice only, and a forged one opens nothing.
    const link = ((await call('GET', `/invoices/${id}`, { token: b.token })).body.data as InvoiceApplication).pdfUrl!;
    const token = new URL(link, 'http://x').searchParams.get('t')!;
    const otherId = (await apply(other, { orderNo: await paidOrder(ctx, other), type: 'general', titleId: await title(other) })).body.data.id as number;
    await approve(otherId);
    expect((await call('GET', `/api/ew/buyer/invoices/${otherId}/pdf?t=${token}`)).status).toBe(401);
    expect((await call('GET', `/api/ew/buyer/invoices/${id}/pdf?t=${token.slice(0, -2)}xx`)).status).toBe(401);
    expect((await call('GET', link)).status).toBe(200);
  });
});

describe('the invoice PDF', () => {
  const hasPdftotext = (() => {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it('exists only once approved, for its owner, in the language asked for, with CJK text embedded', async () => {
    const b = await makeBuyer(ctx, 'CN');
    const orderNo = await paidOrder(ctx, b, 3);
    const id = (await apply(b, { orderNo, type: 'special', titleId: await title(b) })).body.data.id as number;
    expect((await call('GET', `/invoices/${id}/pdf`, { token: b.token })).status).toBe(404);
    const approved = await approve(id);
    const invoiceNo = approved.body.data.invoiceNo as string;
    expect(invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);

    const detail = (await call('GET', `/invoices/${id}`, { token: b.token, lang: '2' })).body.data as InvoiceApplication;
    expect(detail).toMatchObject({ status: 'approved', invoiceNo, decidedAt: expect.any(String) });
    expect(detail.pdfUrl).toMatch(new RegExp(`^/api/ew/buyer/invoices/${id}/pdf\\?t=\\d+\\.[\\w-]{43}&langId=2$`));

    // By the owner's session, and by the signed link without any session.
    const res = await ctx.app.inject({ url: `/api/ew/buyer/invoices/${id}/pdf?langId=2`, headers: { authorization: `Bearer ${b.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoiceNo}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/FontFile2/);
    expect(raw).toContain(`(Special electronic VAT invoice ${invoiceNo})`);
    const linked = await ctx.app.inject({ url: detail.pdfUrl! });
    expect(linked.statusCode).toBe(200);
    expect(linked.headers['content-type']).toBe('application/pdf');

    if (!hasPdftotext) return;
    const text = (langId: number, pdf: Buffer) => {
      const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
      writeFileSync(join(dir, 'i.pdf'), pdf);
      return execFileSync('pdftotext', ['-layout', join(dir, 'i.pdf'), '-'], { encoding: 'utf8' });
    };
    const zh = await ctx.app.inject({ url: `/api/ew/buyer/invoices/${id}/pdf?langId=1`, headers: { authorization: `Bearer ${b.token}` } });
    const words = text(1, zh.rawPayload);
    for (const w of ['增值税电子专用发票', invoiceNo, orderNo, '深圳市 YT 网络科技有限公司', '上海云桥网络科技有限公司', '91350100M000100Y43', '招商银行上海分行', '价税合计', detail.lines[0]!.productNo]) expect(words, w).toContain(w);
    // The lines show the item (part) number, never the shop's internal product id as a column.
    expect(words).toContain('产品编号');
    expect(words).not.toContain('商品 ID');
    const lineRow = words.split('\n').find((l) => l.includes(detail.lines[0]!.productNo))!;
    const [lineNo, itemNo, next] = lineRow.trim().split(/\s+/);
    expect([lineNo, itemNo]).toEqual(['1', detail.lines[0]!.productNo]);
    expect(next).not.toBe(String(detail.lines[0]!.spuId));
    const fi = text(4, (await ctx.app.inject({ url: `/api/ew/buyer/invoices/${id}/pdf?langId=4`, headers: { authorization: `Bearer ${b.token}` } })).rawPayload);
    expect(fi).toContain('Erityinen sähköinen ALV-lasku');
    expect(fi).toContain('Laskun numero');
    expect(fi).toContain('Tuotenumero');
    expect(fi).not.toContain('Tuote-ID');
  });
});
