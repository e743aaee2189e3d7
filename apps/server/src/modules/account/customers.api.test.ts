import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { hashPassword } from '../../lib/crypto.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { paidOrder } from '../../../test/paid-orders.js';
import { quotationInquiry, staffSession } from '../../../test/quotations.js';

// The console's customers (issue 27, ADR 0041): search, a buyer's page from every module, block
// and unblock, the reset mail, the personal-data export and the erasure, with their permissions
// and audit entries.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PASSWORD = 'Buyer#2026x';
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(ctx.storage.db, q))[0]!;
const count = async (q: ReturnType<typeof sql>) => Number((await one<{ n: number }>(q)).n);

let a: Buyer;
let b: Buyer;
let aOrder: string;
let bOrder: string;
let agent: string;
let sales: string;

/** Gives a buyer everything the shop can hold of one: an order with an invoice, an inquiry, a question, a review, a sample, a chat, a cart, favourites, views. */
async function fullBuyer(tag: string): Promise<{ buyer: Buyer; orderNo: string }> {
  const buyer = await makeBuyer(ctx);
  const db = ctx.storage.db;
  await db.execute(sql`UPDATE app_user SET first_name = ${`Ana${tag}`}, last_name = ${`Virtanen${tag}`}, company_name = ${`Firma ${tag} Oy`}, lang_id = 5,
                         password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${buyer.userId}`);
  // Digits of its own: the tags of two buyers of one run share their digits.
  await db.execute(sql`UPDATE address SET phone = ${`+358 40 ${buyer.userId}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`} WHERE user_id = ${buyer.userId}`);
  const orderNo = await paidOrder(ctx, buyer);
  const fi = await one<{ id: number }>(sql`SELECT id FROM country WHERE code = 'FI'`);
  const title = await call('POST', '/invoices/titles', { token: buyer.token, body: { kind: 'personal', name: `Ana ${tag}`, countryId: Number(fi.id) } });
  expect(title.status, title.body.msg).toBe(200);
  const applied = await call('POST', '/invoices', { token: buyer.token, body: { orderNo, type: 'general', titleId: title.body.data.id } });
  expect(applied.status, applied.body.msg).toBe(200);
  await quotationInquiry(ctx, buyer);
  const s = await skuInStock(ctx);
  await db.execute(sql`INSERT INTO product_question (product_id, user_id, lang_id, type, tag, content) VALUES (${s.spuId}, ${buyer.userId}, 2, 'spec', 'other', ${`Question of ${tag}`})`);
  await db.execute(sql`INSERT INTO review (product_id, rating, content, author, lang_id, user_id) VALUES (${s.spuId}, 5, ${`Review of ${tag}`}, ${`Ana${tag} V.`}, 2, ${buyer.userId})`);
  const sample = await one<{ id: number }>(sql`INSERT INTO sample_request (user_id, lang_id, project, company, address)
                   VALUES (${buyer.userId}, 2, ${`Project ${tag}`}, ${`Firma ${tag} Oy`}, ${JSON.stringify({ firstName: 'Ana', lastName: tag, country: 'Finland', countryId: 1, region: '', city: 'Espoo', zip: '02100', phone: '+358', line1: 'Tie 1', line2: '' })}::jsonb) RETURNING id`);
  await db.execute(sql`INSERT INTO sample_line (request_id, sku_id, quantity) VALUES (${Number(sample.id)}, ${s.skuId}, 1)`);
  const visitorId = randomUUID();
  await db.execute(sql`INSERT INTO visitor (id) VALUES (${visitorId})`);
  const conv = await one<{ id: number }>(sql`INSERT INTO chat_conversation (visitor_id, user_id, last_seq, contact_email, page_path) VALUES (${visitorId}, ${buyer.userId}, 1, ${buyer.email}, '/product/1') RETURNING id`);
  await db.execute(sql`INSERT INTO chat_message (conversation_id, seq, type, user_type, body) VALUES (${Number(conv.id)}, 1, 1, 1, ${`Hello from ${tag}`})`);
  await db.execute(sql`INSERT INTO cart_item (user_id, sku_id, quantity) VALUES (${buyer.userId}, ${s.skuId}, 2)`);
  await db.execute(sql`INSERT INTO favorite (user_id, product_id) VALUES (${buyer.userId}, ${s.spuId})`);
  await db.execute(sql`INSERT INTO user_recently_viewed (user_id, product_id) VALUES (${buyer.userId}, ${s.spuId})`);
  return { buyer, orderNo };
}

const login = (email: string, lang = '5') => call('POST', '/user/login', { body: { email, password: PASSWORD }, lang, headers: { 'x-forwarded-for': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
const auditOf = (userId: number, action: string) =>
  rows<{ before: unknown; after: unknown; staffId: number | null }>(ctx.storage.db, sql`SELECT before, after, staff_id AS "staffId" FROM audit_log WHERE entity_type = 'customer' AND entity_id = ${String(userId)} AND action = ${action} ORDER BY id`);

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  const tag = randomUUID().slice(0, 6);
  ({ buyer: a, orderNo: aOrder } = await fullBuyer(`a${tag}`));
  ({ buyer: b, orderNo: bOrder } = await fullBuyer(`b${tag}`));
  agent = await staffSession(ctx, 'agent');
  sales = await staffSession(ctx, 'sales');
}, 120_000);
afterAll(async () => ctx?.close());

describe('customers: search and the customer page', () => {
  it('finds a buyer by e-mail, name, company, phone digits and a whole order number, with country, order count and state', async () => {
    const find = async (q: string) => (await call('GET', `/api/ew/staff/customers?q=${encodeURIComponent(q)}`, { headers: bearer(agent), lang: '2' })).body.data;
    const byEmail = await find(a.email.slice(0, 20).toUpperCase());
    expect(byEmail.items.map((c: { userId: number }) => c.userId)).toEqual([a.userId]);
    expect(byEmail.items[0]).toMatchObject({ email: a.email, country: 'Finland', orderCount: 1, blocked: false, erased: false });
    const [first] = (await rows<{ f: string; l: string; c: string }>(ctx.storage.db, sql`SELECT first_name AS f, last_name AS l, company_name AS c FROM app_user WHERE id = ${a.userId}`));
    expect((await find(`${first!.f} ${first!.l}`)).items.map((c: { userId: number }) => c.userId)).toEqual([a.userId]);
    expect((await find(first!.c.toLowerCase())).items.map((c: { userId: number }) => c.userId)).toEqual([a.userId]);
    const phone = (await one<{ p: string }>(sql`SELECT phone AS p FROM address WHERE user_id = ${a.userId}`)).p;
    expect((await find(phone.replace(/\D/g, '').slice(-8))).items.map((c: { userId: number }) => c.userId)).toEqual([a.userId]);
    expect((await find(aOrder)).items.map((c: { userId: number }) => c.userId)).toEqual([a.userId]);
    expect((await find(`zz-nobody-${randomUUID()}`)).total).toBe(0);
    const page = (await call('GET', '/api/ew/staff/customers?pageSize=1&page=2', { headers: bearer(agent) })).body.data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it("shows a buyer's orders, addresses, inquiries, questions, samples and chats, each from its module, and none of another buyer's", async () => {
    const r = await call('GET', `/api/ew/staff/customers/${a.userId}`, { headers: bearer(agent), lang: '2' });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.profile).toMatchObject({ userId: a.userId, email: a.email, lang: 'fr', blocked: false, orderCount: 1 });
    expect(d.orders).toMatchObject({ total: 1, items: [{ orderNo: aOrder, status: 'to_ship' }] });
    expect(d.addresses).toHaveLength(1);
    expect(d.inquiries.total).toBe(1);
    expect(d.questions.items[0].content).toMatch(/^Question of a/);
    expect(d.samples).toMatchObject({ total: 1, items: [{ lines: 1 }] });
    expect(d.chats.items[0]).toMatchObject({ messages: 1 });
    expect(JSON.stringify(d)).not.toContain(bOrder);
  });

  it('answers 404 for an unknown, huge or malformed id and 422 for a bad query', async () => {
    for (const id of ['2147483647', '2147483648', '99999999999999999999', '0', '-1', 'abc', '1.5']) {
      expect((await call('GET', `/api/ew/staff/customers/${id}`, { headers: bearer(agent) })).status, id).toBe(404);
      expect((await call('POST', `/api/ew/staff/customers/${id}/unblock`, { headers: OPS })).status, id).toBe(404);
    }
    expect((await call('GET', `/api/ew/staff/customers?q=${'x'.repeat(200)}`, { headers: bearer(agent) })).status).toBe(422);
    expect((await call('GET', '/api/ew/staff/customers?page=99999999999', { headers: bearer(agent) })).status).toBe(422);
  });

  it('lets every role read, and only admins manage', async () => {
    expect((await call('GET', '/api/ew/staff/customers')).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/customers', { headers: bearer(sales) })).status).toBe(200);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/block`, { headers: bearer(agent), body: { reason: 'x' } })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/password-reset`, { headers: bearer(agent) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/export`, { headers: bearer(sales) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/erase`, { headers: bearer(sales), body: { email: a.email } })).status).toBe(403);
    expect(await count(sql`SELECT count(*)::int AS n FROM app_user WHERE id = ${a.userId} AND blocked_at IS NULL AND erased_at IS NULL`)).toBe(1);
  });
});

describe('customers: block, unblock, reset', () => {
  it('blocking ends every session at once and refuses sign-in with a clear message; unblocking lets the buyer in again', async () => {
    expect((await call('GET', '/user/loginUser', { token: a.token })).status).toBe(200);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/block`, { headers: OPS, body: { reason: '  ' } })).status).toBe(422);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/block`, { headers: OPS, body: { reason: 'Chargeback fraud' } })).status).toBe(200);
    expect((await call('GET', '/user/loginUser', { token: a.token })).status).toBe(401);
    expect(await login(a.email)).toMatchObject({ status: 400, body: { msg: 'Ce compte a été bloqué et ne peut pas se connecter. Veuillez contacter le service client.' } });
    // The wrong password still says only that the sign-in failed: the block is told to the owner alone.
    expect((await call('POST', '/user/login', { body: { email: a.email, password: 'wrong-pass-1' }, lang: '2' })).body.msg).toBe('The e-mail or password is incorrect');
    const page = (await call('GET', `/api/ew/staff/customers/${a.userId}`, { headers: OPS })).body.data.profile;
    expect(page).toMatchObject({ blocked: true, blockedReason: 'Chargeback fraud' });
    expect((await call('GET', '/api/ew/staff/customers?blocked=1&pageSize=100', { headers: OPS })).body.data.items.map((c: { userId: number }) => c.userId)).toContain(a.userId);
    expect(await auditOf(a.userId, 'customer.block')).toMatchObject([{ before: { blocked: false, reason: '' }, after: { blocked: true, reason: 'Chargeback fraud' }, staffId: 0 }]);

    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/unblock`, { headers: OPS })).status).toBe(200);
    const back = await login(a.email);
    expect(back.status).toBe(200);
    a.token = back.body.msg;
    expect((await call('GET', '/user/loginUser', { token: a.token })).status).toBe(200);
    expect(await auditOf(a.userId, 'customer.unblock')).toMatchObject([{ before: { blocked: true, reason: 'Chargeback fraud' }, after: { blocked: false } }]);
    // Unblocking one who is not blocked changes and logs nothing.
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/unblock`, { headers: OPS })).status).toBe(200);
    expect(await auditOf(a.userId, 'customer.unblock')).toHaveLength(1);
  });

  it("queues the buyer's reset code mail in the buyer's language, once a minute", async () => {
    const first = await call('POST', `/api/ew/staff/customers/${b.userId}/password-reset`, { headers: OPS });
    expect(first.body.data).toMatchObject({ sent: true });
    const mail = await one<{ subject: string }>(sql`SELECT subject FROM mail_outbox WHERE recipient = ${b.email} ORDER BY id DESC LIMIT 1`);
    expect(mail.subject).toContain('Votre code de réinitialisation du mot de passe');
    expect((await call('POST', `/api/ew/staff/customers/${b.userId}/password-reset`, { headers: OPS })).body.data).toMatchObject({ sent: false });
    expect(await auditOf(b.userId, 'customer.password_reset')).toMatchObject([{ after: { mailed: true, lang: 'fr' } }]);
  });
});

describe('customers: personal data', () => {
  it("exports everything held about the buyer from each module, and nothing of another buyer's", async () => {
    const r = await call('POST', `/api/ew/staff/customers/${a.userId}/export`, { headers: OPS });
    expect(r.status).toBe(200);
    const { data } = r.body.data;
    expect(data.account.profile[0]).toMatchObject({ id: a.userId, email: a.email });
    expect(data.account.profile[0].password_hash).toBeUndefined();
    expect(data.account.addresses).toHaveLength(1);
    expect(data.orders.orders[0]).toMatchObject({ order_no: aOrder });
    expect(data.orders.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.invoices.invoiceTitles).toHaveLength(1);
    expect(data.invoices.invoiceApplications).toHaveLength(1);
    expect(data.reviews.reviews).toHaveLength(1);
    expect(data.questions.questions).toHaveLength(1);
    expect(data.inquiries.inquiries).toHaveLength(1);
    expect(data.samples.sampleRequests[0].lines).toHaveLength(1);
    expect(data.chat.chatConversations[0].messages).toHaveLength(1);
    expect(data.cart.cart).toHaveLength(1);
    expect(data.cart.favourites).toHaveLength(1);
    expect(data.catalog.recentlyViewed).toHaveLength(1);
    expect(data.notifications.messages.length).toBeGreaterThan(0);
    const text = JSON.stringify(r.body.data);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain(bOrder);
    expect(text).not.toContain('token_hash');
    expect(await auditOf(a.userId, 'customer.export')).toMatchObject([{ after: { counts: { 'orders.orders': 1, 'cart.favourites': 1 } } }]);
  });

  it('erases the personal data once the e-mail is typed: orders and invoices stay with their amounts, sign-in is impossible, the address is free again', async () => {
    const before = await one<{ total: number; lines: number }>(
      sql`SELECT o.total, (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS lines FROM shop_order o WHERE o.order_no = ${aOrder}`,
    );
    const invoiceBefore = await one<{ title: unknown; amount: number }>(sql`SELECT title, amount FROM invoice_application WHERE user_id = ${a.userId}`);
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/erase`, { headers: OPS, body: { email: b.email }, lang: '5' })).body).toMatchObject({ code: 422, msg: "L'adresse e-mail saisie n'est pas celle de ce client" });
    const erased = await call('POST', `/api/ew/staff/customers/${a.userId}/erase`, { headers: OPS, body: { email: ` ${a.email.toUpperCase()} ` } });
    expect(erased.status).toBe(200);

    const u = await one<Record<string, unknown>>(sql`SELECT email, first_name, last_name, company_name, avatar, country_id, password_hash, erased_at FROM app_user WHERE id = ${a.userId}`);
    expect(u).toMatchObject({ email: `erased-${a.userId}@erased.invalid`, first_name: '', last_name: '', company_name: '', avatar: '', country_id: null, password_hash: 'erased' });
    expect(u.erased_at).not.toBeNull();
    expect(await count(sql`SELECT count(*)::int AS n FROM user_session WHERE user_id = ${a.userId} AND revoked_at IS NULL`)).toBe(0);
    expect((await call('GET', '/user/loginUser', { token: a.token })).status).toBe(401);
    for (const table of ['address', 'cart_item', 'favorite', 'user_recently_viewed', 'user_message', 'invoice_title', 'upload', 'coupon_claim']) {
      expect(await count(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${a.userId}`), table).toBe(0);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ${a.email}`)).toBe(0);
    // Kept: the order with its amounts, lines and date; its address reduced to the country.
    const order = await one<{ total: number; lines: number; ship: Record<string, string>; remark: string }>(
      sql`SELECT o.total, (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS lines, o.shipping_address AS ship, o.remark FROM shop_order o WHERE o.order_no = ${aOrder}`,
    );
    expect({ total: Number(order.total), lines: Number(order.lines) }).toEqual({ total: Number(before.total), lines: Number(before.lines) });
    expect(order.ship).toMatchObject({ firstName: '', lastName: '', line1: '', phone: '', city: '', zip: '' });
    expect(order.ship.country).not.toBe('');
    // Kept: the invoice application, whole, with the title tax law needs.
    expect(await one<{ title: unknown; amount: number }>(sql`SELECT title, amount FROM invoice_application WHERE user_id = ${a.userId}`)).toEqual(invoiceBefore);
    // Anonymised: the review's signature, the chat's contact, the sample's company; the inquiry with no order is gone.
    expect(await one(sql`SELECT author, show_name AS "showName" FROM review WHERE user_id = ${a.userId}`)).toEqual({ author: '?***', showName: false });
    expect(await one(sql`SELECT contact_email AS "contactEmail", page_path AS "pagePath" FROM chat_conversation WHERE user_id = ${a.userId}`)).toEqual({ contactEmail: null, pagePath: null });
    expect(await one(sql`SELECT company, project FROM sample_request WHERE user_id = ${a.userId}`)).toEqual({ company: '', project: '' });
    expect(await count(sql`SELECT count(*)::int AS n FROM inquiry WHERE user_id = ${a.userId} OR email = ${a.email}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM product_question WHERE user_id = ${a.userId}`)).toBe(1);

    // Sign-in is impossible with the old address and password; the address can have a new account.
    expect((await login(a.email, '2')).body.msg).toBe('The e-mail or password is incorrect');
    expect(await count(sql`SELECT count(*)::int AS n FROM app_user WHERE email = ${a.email}`)).toBe(0);
    const fresh = await one<{ id: number }>(sql`INSERT INTO app_user (email, password_hash, first_name, last_name) VALUES (${a.email}, 'x', 'New', 'Buyer') RETURNING id`);
    expect(Number(fresh.id)).not.toBe(a.userId);

    // A replay is harmless: the same answer, nothing changed; the log names no personal data, the replay's body included.
    const again = await call('POST', `/api/ew/staff/customers/${a.userId}/erase`, { headers: OPS, body: { email: a.email } });
    expect(again.body.data.erasedAt).toBe(erased.body.data.erasedAt);
    expect(await one(sql`SELECT email, password_hash AS "hash" FROM app_user WHERE id = ${a.userId}`)).toEqual({ email: `erased-${a.userId}@erased.invalid`, hash: 'erased' });
    const audit = await auditOf(a.userId, 'customer.erase');
    expect(audit).toMatchObject([{ before: { erased: false }, after: { erased: true } }, { before: { erased: true }, after: { erased: true, replay: true } }]);
    expect(await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE before::text LIKE ${`%${a.email}%`} OR after::text LIKE ${`%${a.email}%`}`)).toBe(0);
    expect((await call('GET', `/api/ew/staff/customers/${a.userId}`, { headers: OPS })).body.data.profile).toMatchObject({ erased: true, email: `erased-${a.userId}@erased.invalid` });
    expect((await call('POST', `/api/ew/staff/customers/${a.userId}/block`, { headers: OPS, body: { reason: 'late' } })).status).toBe(409);

    // The other buyer keeps everything.
    expect(await count(sql`SELECT count(*)::int AS n FROM address WHERE user_id = ${b.userId}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM favorite WHERE user_id = ${b.userId}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM review WHERE user_id = ${b.userId} AND author <> '?***'`)).toBe(1);
  });
});
