import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { staffLogin } from '../../../test/staff.js';

// The console's orders (issue 27): every order searchable by number, buyer e-mail, product number
// and the buyer's note (a PO number), filtered, paged and exported as CSV; one order's page with
// its lines, note, payments, notices and a timeline that names who did what; staff notes that
// the buyer never sees; every staff move audited with before and after.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const staff: Record<'sales' | 'finance' | 'agent', { token: string; name: string }> = { sales: { token: '', name: '' }, finance: { token: '', name: '' }, agent: { token: '', name: '' } };
const PO_REMARK = 'PO-2026-1127 请在工作日送货';

let poOrder = '';
let productNo = '';

async function place(b: Buyer, remark = '', quantity = 1): Promise<string> {
  const s = await skuInStock(ctx, 20, 3);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  const r = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity }], shippingAddressId: b.addressId, shippingMethodId: Number(m!.id), remark } });
  expect(r.status).toBe(200);
  return r.body.data.orderNo as string;
}

/** Pays through the sandbox provider, as a buyer does. */
async function pay(b: Buyer, orderNo: string) {
  const p = await call('POST', `/orders/${orderNo}/pay`, { token: b.token, body: { method: 'sandbox' } });
  const ref = /sbx_[0-9a-f]+/.exec(p.body.data.payUrl)![0];
  await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
}

const search = (query: string, headers: Record<string, string> = OPS) => call('GET', `/api/ew/staff/orders/search?${query.includes('pageSize=') ? '' : 'pageSize=100&'}${query}`, { headers });
const found = async (query: string) => ((await search(query)).body.data.items as { orderNo: string }[]).map((o) => o.orderNo);
const detail = async (orderNo: string, headers: Record<string, string> = OPS) => call('GET', `/api/ew/staff/orders/${orderNo}`, { headers, lang: 'en' });

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx);
  for (const role of ['sales', 'finance', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    const name = `Console ${role} ${randomUUID().slice(0, 4)}`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name, password: PASSWORD, roles: [role] } })).status).toBe(200);
    staff[role] = { token: await staffLogin(call, email, PASSWORD), name };
  }
  poOrder = await place(buyer, PO_REMARK, 2);
  await pay(buyer, poOrder);
  const [l] = await rows<{ productNo: string }>(ctx.storage.db, sql`SELECT l.product_no AS "productNo" FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${poOrder}`);
  productNo = l!.productNo;
});
afterAll(async () => ctx?.close());

describe('all orders: search, filters, paging', () => {
  it('finds an order by its number (whole or its start), the buyer’s e-mail, a product number and any text of the buyer’s note', async () => {
    expect(await found(`q=${poOrder}`)).toEqual([poOrder]);
    expect(await found(`q=${poOrder.slice(0, -1).toLowerCase()}`)).toContain(poOrder);
    expect(await found(`q=${encodeURIComponent(buyer.email.toUpperCase())}`)).toEqual([poOrder]);
    // The start of an address (the buyers' addresses here are unique from their 20th character).
    expect(await found(`q=${encodeURIComponent(buyer.email.slice(0, 24))}`)).toEqual([poOrder]);
    expect(await found(`q=${encodeURIComponent(productNo)}`)).toContain(poOrder);
    expect(await found(`q=${encodeURIComponent('PO-2026-1127')}`)).toEqual([poOrder]);
    expect(await found(`q=${encodeURIComponent('工作日')}`)).toEqual([poOrder]);
    // A % is a character, not a wildcard.
    expect(await found(`q=${encodeURIComponent('PO-2026-%')}`)).toEqual([]);
    const row = (await search(`q=${poOrder}`)).body.data.items[0];
    expect(row).toMatchObject({ orderNo: poOrder, status: 'to_ship', buyerEmail: buyer.email, remark: PO_REMARK, paymentMethod: 'sandbox', units: 2, lineCount: 1 });
  });

  it('filters by status, day range, payment method and country; pages newest first', async () => {
    const unpaid = await place(buyer);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&status=unpaid`)).toEqual([unpaid]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&status=to_ship`)).toEqual([poOrder]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&from=${today}&to=${today}`)).toEqual([unpaid, poOrder]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&from=${tomorrow}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&to=${yesterday}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&paymentMethod=sandbox`)).toEqual([poOrder]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&paymentMethod=paypal`)).toEqual([]);
    const country = (await detail(poOrder)).body.data.shippingAddress.country as string;
    expect(await found(`q=${encodeURIComponent(buyer.email)}&country=${encodeURIComponent(country.toUpperCase())}`)).toEqual([unpaid, poOrder]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&country=Atlantis`)).toEqual([]);
    const countryId = (await detail(poOrder)).body.data.shippingAddress.countryId as number;
    expect(await found(`q=${encodeURIComponent(buyer.email)}&countryId=${countryId}`)).toEqual([unpaid, poOrder]);
    expect(await found(`q=${encodeURIComponent(buyer.email)}&countryId=${countryId + 1}`)).toEqual([]);
    expect((await search('countryId=99999999999')).status).toBe(422);
    const first = await search(`q=${encodeURIComponent(buyer.email)}&pageSize=1&page=1`);
    const second = await search(`q=${encodeURIComponent(buyer.email)}&pageSize=1&page=2`);
    expect(first.body.data.total).toBe(2);
    expect(first.body.data.items.map((o: any) => o.orderNo)).toEqual([unpaid]);
    expect(second.body.data.items.map((o: any) => o.orderNo)).toEqual([poOrder]);
  });

  it('delivered, completed and cancelled orders stay searchable, with the delivered filter', async () => {
    const b = await makeBuyer(ctx);
    const done = await place(b);
    await pay(b, done);
    expect((await call('POST', `/api/ew/staff/orders/${done}/ship`, { headers: OPS, body: { carrier: 'DHL', trackingNo: 'JD0001' } })).status).toBe(200);
    expect((await call('POST', `/api/ew/staff/orders/${done}/deliver`, { headers: OPS })).status).toBe(200);
    expect(await found(`q=${encodeURIComponent(b.email)}&status=delivered`)).toEqual([done]);
    expect((await search(`q=${done}`)).body.data.items[0]).toMatchObject({ status: 'to_receive', delivered: true });
    expect((await call('POST', `/orders/${done}/receive`, { token: b.token })).status).toBe(200);
    expect(await found(`q=${encodeURIComponent(b.email)}&status=completed`)).toEqual([done]);
    const gone = await place(b);
    expect((await call('POST', `/orders/${gone}/cancel`, { token: b.token, body: { reason: 'not_needed', note: '' } })).status).toBe(200);
    expect(await found(`q=${encodeURIComponent(b.email)}&status=cancelled`)).toEqual([gone]);
    // Still there after the buyer bins it: the shop's books keep it.
    expect((await call('POST', `/orders/${done}/delete`, { token: b.token })).status).toBe(200);
    expect(await found(`q=${done}`)).toEqual([done]);
  });
});

describe('CSV export', () => {
  it('exports the filtered list as UTF-8 with a BOM, quoted, and with formulas neutralised', async () => {
    const b = await makeBuyer(ctx);
    const evil = await place(b, '=HYPERLINK("http://evil.example","click"), +1, @SUM');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/ew/staff/orders/export?q=${encodeURIComponent(b.email)}`, headers: bearer(staff.sales.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    // In the staff member's language (no lang header: the default, Chinese), the status and the rest in words.
    expect(lines[0]).toBe('订单号,下单时间 (UTC),状态,已送达,订单类型,买家邮箱,币种,订单金额,商品行数,件数,支付方式,国家/地区,买家备注');
    expect(lines).toHaveLength(3); // header, one order, the final line break
    expect(lines[1]).toMatch(new RegExp(`^${evil},\\d{4}-\\d{2}-\\d{2}T[^,]+,待付款,否,普通订单,`));
    const fr = await ctx.app.inject({ method: 'GET', url: `/api/ew/staff/orders/export?q=${encodeURIComponent(b.email)}`, headers: { ...bearer(staff.sales.token), lang: '5' } });
    const frLines = fr.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(frLines[0]).toBe('N° de commande,Passée le (UTC),Statut,Livrée,Type,E-mail de l’acheteur,Devise,Total,Lignes,Unités,Moyen de paiement,Pays,Note de l’acheteur');
    expect(frLines[1]).toMatch(new RegExp(`^${evil},[^,]+,À payer,Non,Normale,`));
    expect(lines[1]!.endsWith(`,"'=HYPERLINK(""http://evil.example"",""click""), +1, @SUM"`)).toBe(true);
    // The PO order's Chinese note survives the round trip.
    const po = await ctx.app.inject({ method: 'GET', url: `/api/ew/staff/orders/export?q=PO-2026-1127`, headers: OPS });
    expect(po.body).toContain(`,${PO_REMARK}\r\n`);
    expect(po.body).toContain(`${poOrder},`);
    // The same validation as the list.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ew/staff/orders/export?from=2026-02-30', headers: OPS })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ew/staff/orders/export', headers: bearer(staff.agent.token) })).statusCode).toBe(403);
  });
});

describe('one order', () => {
  it('shows the lines to pick, the buyer’s note, addresses, payments, what the buyer was told and who did what', async () => {
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/ship`, { headers: bearer(staff.sales.token), body: { carrier: 'SF Express', trackingNo: 'SF123' } })).status).toBe(200);
    const r = await detail(poOrder, bearer(staff.finance.token));
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ orderNo: poOrder, status: 'to_receive', remark: PO_REMARK, carrier: 'SF Express', trackingNo: 'SF123', paymentMethod: 'sandbox', buyer: { email: buyer.email, name: 'Test Buyer' } });
    expect(d.lines).toEqual([expect.objectContaining({ lineNo: 1, productNo, quantity: 2, skuId: expect.any(Number), saleAttr: expect.any(String) })]);
    expect(d.lines[0].lineTotal.amount).toBe(d.lines[0].unitPrice.amount * 2);
    expect(d.shippingAddress).toMatchObject({ firstName: 'Test', city: 'City' });
    expect(d.payments).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'succeeded', amount: d.amounts.total })]);
    expect(d.notices.map((n: any) => `${n.channel}:${n.title}`)).toEqual(expect.arrayContaining(['message:Order submitted', 'message:Order shipped', expect.stringMatching(new RegExp(`^mail:.*· ${poOrder}$`))]));
    expect(d.moves).toEqual({ ship: false, deliver: true, refund: false });
    const events = d.timeline.filter((e: any) => e.kind === 'event').map((e: any) => [e.type, e.actor, e.staffName]);
    expect(events).toEqual([
      ['placed', 'buyer', ''],
      ['paid', 'system', ''],
      ['shipped', 'staff', staff.sales.name],
    ]);
  });

  it('refuses unknown, malformed and huge order numbers with 4xx, never 500', async () => {
    expect((await detail('YT000000000000')).status).toBe(404);
    for (const bad of ['yt-lower', 'A'.repeat(300), 'YT%00123456', '9'.repeat(40)]) {
      const r = await detail(bad);
      expect(r.status >= 400 && r.status < 500, `${bad}: ${r.status}`).toBe(true);
    }
    expect((await search('q=a%00b')).status).toBe(422);
    expect((await search('page=99999999999')).status).toBe(422);
    expect((await search('status=lost')).status).toBe(422);
    expect((await search('from=2026-13-01')).status).toBe(422);
    expect((await call('POST', '/api/ew/staff/orders/YT000000000000/notes', { headers: OPS, body: { body: 'hello' } })).status).toBe(404);
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/notes`, { headers: OPS, body: { body: 'a\u0000b' } })).status).toBe(422);
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/notes`, { headers: OPS, body: { body: '   ' } })).status).toBe(422);
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/notes`, { headers: OPS, body: { body: 'x'.repeat(2001) } })).status).toBe(422);
  });

  it('sales and finance read orders; an agent and a buyer do not', async () => {
    for (const role of ['sales', 'finance'] as const) {
      expect((await search(`q=${poOrder}`, bearer(staff[role].token))).status).toBe(200);
      expect((await detail(poOrder, bearer(staff[role].token))).status).toBe(200);
    }
    expect((await search(`q=${poOrder}`, bearer(staff.agent.token))).status).toBe(403);
    expect((await detail(poOrder, bearer(staff.agent.token))).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/notes`, { headers: bearer(staff.agent.token), body: { body: 'no' } })).status).toBe(403);
    expect((await call('GET', `/api/ew/staff/orders/${poOrder}`, { token: buyer.token })).status).toBe(401);
  });
});

describe('one order in the staff member’s language', () => {
  it('names the lines as the catalogue does in the console’s language, not in the buyer’s words copied at purchase', async () => {
    const [line] = await rows<{ productId: number; name: string }>(
      ctx.storage.db,
      sql`SELECT l.product_id AS "productId", l.name FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${poOrder} ORDER BY l.line_no LIMIT 1`,
    );
    await ctx.storage.db.execute(sql`INSERT INTO product_i18n (product_id, lang_id, name, short_desc, features, specs, faq) VALUES (${line!.productId}, 5, 'Baie murale Zéphyr', '', '[]', '[]', '[]')
                                     ON CONFLICT (product_id, lang_id) DO UPDATE SET name = EXCLUDED.name`);
    const fr = await call('GET', `/api/ew/staff/orders/${poOrder}`, { headers: OPS, lang: '5' });
    expect(fr.status).toBe(200);
    expect(fr.body.data.lines[0].name).toBe('Baie murale Zéphyr');
    expect(fr.body.data.lines[0].name).not.toBe(line!.name);
    const [method] = await rows<{ name: string }>(
      ctx.storage.db,
      sql`SELECT t.name FROM shop_order o JOIN shipping_method_i18n t ON t.method_id = o.shipping_method_id AND t.lang_id = 5 WHERE o.order_no = ${poOrder}`,
    );
    expect(fr.body.data.shippingMethodName).toBe(method!.name);
  });

  it('names the country an order ships to in the console’s language, in the queues, the search and the export', async () => {
    const country = async (url: string, lang: string) => (await call('GET', url, { headers: OPS, lang })).body.data.items.find((o: { orderNo: string }) => o.orderNo === poOrder)?.country;
    expect(await country(`/api/ew/staff/orders/search?q=${poOrder}`, '5')).toBe('Finlande');
    expect(await country(`/api/ew/staff/orders/search?q=${poOrder}`, '1')).toBe('芬兰');
    // The queues: every buyer of this file ships to Finland.
    const queued = (await call('GET', '/api/ew/staff/orders?queue=to_deliver', { headers: OPS, lang: '6' })).body.data.items as { shipTo: string }[];
    expect(queued.length).toBeGreaterThan(0);
    expect(new Set(queued.map((o) => o.shipTo))).toEqual(new Set(['City, フィンランド']));
    const csv = await ctx.app.inject({ method: 'GET', url: `/api/ew/staff/orders/export?q=${poOrder}`, headers: { ...OPS, lang: '4' } });
    expect(csv.body).toContain(',Suomi,');
  });
});

describe('notes and the audit log', () => {
  const auditOf = async (orderNo: string) => (await call('GET', `/api/ew/staff/audit?entityType=order&entityId=${orderNo}`, { headers: OPS })).body.data.items as any[];

  it('a note joins the timeline with its author, is audited, and never reaches the buyer', async () => {
    const added = await call('POST', `/api/ew/staff/orders/${poOrder}/notes`, { headers: bearer(staff.finance.token), body: { body: '  客户要求开增值税发票  ' } });
    expect(added.status).toBe(200);
    const d = (await detail(poOrder)).body.data;
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'note', body: '客户要求开增值税发票', actor: 'staff', staffName: staff.finance.name });
    const notes = (await auditOf(poOrder)).filter((e) => e.action === 'order.note');
    expect(notes).toEqual([expect.objectContaining({ staffName: staff.finance.name, after: { noteId: added.body.data.id, body: '客户要求开增值税发票' } })]);
    const mine = await call('GET', `/orders/${poOrder}`, { token: buyer.token });
    expect(JSON.stringify(mine.body.data)).not.toContain('增值税发票');
  });

  it('ship, deliver, expire and refund record before and after in the audit log', async () => {
    const ship = (await auditOf(poOrder)).find((e) => e.action === 'order.ship');
    expect(ship).toMatchObject({ staffName: staff.sales.name, before: { status: 'to_ship', carrier: null, trackingNo: null, delivered: false }, after: { status: 'to_receive', carrier: 'SF Express', trackingNo: 'SF123' } });
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/deliver`, { headers: bearer(staff.sales.token) })).status).toBe(200);
    expect((await auditOf(poOrder)).find((e) => e.action === 'order.deliver')).toMatchObject({ before: { delivered: false }, after: { status: 'to_receive', delivered: true } });
    // A move that did not happen leaves no entry.
    expect((await call('POST', `/api/ew/staff/orders/${poOrder}/deliver`, { headers: bearer(staff.sales.token) })).status).toBe(409);
    expect((await auditOf(poOrder)).filter((e) => e.action === 'order.deliver')).toHaveLength(1);

    const b = await makeBuyer(ctx);
    const back = await place(b);
    await pay(b, back);
    const ret = await call('POST', `/orders/${back}/return`, { token: b.token, body: { reason: 'not_needed', description: 'Ordered twice', items: [{ skuId: (await detail(back)).body.data.lines[0].skuId, quantity: 1 }] } });
    expect(ret.status).toBe(200);
    expect((await call('POST', `/api/ew/staff/orders/${back}/refund`, { headers: bearer(staff.finance.token) })).status).toBe(200);
    expect((await auditOf(back)).find((e) => e.action === 'order.refund')).toMatchObject({ staffName: staff.finance.name, before: { status: 'refunding' }, after: { status: 'refunded' } });
    const d = (await detail(back)).body.data;
    expect(d.timeline.find((e: any) => e.type === 'refunded')).toMatchObject({ actor: 'staff', staffName: staff.finance.name });
    expect(d.timeline.find((e: any) => e.type === 'returnRequested')).toMatchObject({ actor: 'buyer' });
    expect(d.payments[0]).toMatchObject({ status: 'refunded', refundRef: expect.any(String), refundReason: 'orderRefund' });
    expect(d.returnRequest).toMatchObject({ reason: 'not_needed', description: 'Ordered twice' });

    const late = await place(b);
    expect((await call('POST', `/api/ew/staff/orders/${late}/expire`, { headers: bearer(staff.sales.token) })).status).toBe(200);
    expect((await auditOf(late)).find((e) => e.action === 'order.expire')).toMatchObject({ staffName: staff.sales.name, before: { status: 'unpaid' } });
  });
});
