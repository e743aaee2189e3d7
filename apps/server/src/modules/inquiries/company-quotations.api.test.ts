import { randomUUID } from 'node:crypto';
import type { InquiryDetail, InquirySummary } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, setCompanyStatus, type TestCompany } from '../../../test/companies.js';
import { postForm } from '../../../test/forms.js';
import { currencyId, dayFromNow, quotationInquiry, sendQuotation, staffSession } from '../../../test/quotations.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Inquiries and quotations for the company (issue 29, ADR 0045): a member with quotations.manage
// asks in the company's name; colleagues with quotations.read read it, those with
// quotations.manage reply to it and accept its quotation, which becomes the company's order
// placed by whoever accepted. A suspended or closed company's members are refused on each of
// these paths, with sessions opened before the suspension; another company's and a colleague's
// personal inquiries read as unknown.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: string;
let eur: number;
let sku: { skuId: number };
const en = MESSAGES.en;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffSession(ctx, 'sales');
  eur = await currencyId(ctx, 'EUR');
  sku = await skuInStock(ctx, 200, 5);
});
afterAll(() => ctx?.close());

const forCompany = { purchaseFor: 'company' };
const ask = (b: Buyer, extra: Record<string, string> = forCompany) =>
  postForm(ctx, '/api/ew/buyer/inquiries', { type: 'quotation', productNo: 'S5800-48T4S', details: 'Price for 200 units?', ...extra }, [], { token: b.token, lang: 'en', ip: `10.29.1.${++ip}` });
const quoted = async (id: number) => {
  const r = await sendQuotation(ctx, sales, id, { currencyId: eur, lines: [{ skuId: sku.skuId, quantity: 5, unitPrice: 4550 }], shippingFee: 0, validUntil: dayFromNow(14), note: '' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [q] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM quotation WHERE inquiry_id = ${id} ORDER BY version DESC LIMIT 1`);
  return Number(q!.id);
};
const accept = (b: Buyer, id: number, key = randomUUID()) => call('POST', `/inquiries/quotations/${id}/accept`, { token: b.token, lang: 'en', body: { idempotencyKey: key } });
const read = (b: Buyer, no: string) => call('GET', `/inquiries/${no}`, { token: b.token, lang: 'en' });
const reply = (b: Buyer, no: string) => postForm(ctx, `/api/ew/buyer/inquiries/${no}/messages`, { body: 'Could you ship in two lots?' }, [], { token: b.token, lang: 'en' });
const listed = async (b: Buyer, query = '') => ((await call('GET', `/inquiries${query}`, { token: b.token })).body.data.items as InquirySummary[]).map((i) => i.inquiryNo);
const inquiryOwners = async (no: string) =>
  (await rows<{ userId: number; companyId: number | null }>(ctx.storage.db, sql`SELECT user_id AS "userId", company_id AS "companyId" FROM inquiry WHERE inquiry_no = ${no}`))[0]!;
const orderOwners = async (no: string) =>
  (await rows<{ userId: number; companyId: number | null }>(ctx.storage.db, sql`SELECT user_id AS "userId", company_id AS "companyId" FROM shop_order WHERE order_no = ${no}`))[0]!;

function refused(r: { status: number; body: { code: number; msg: string } }, key: 'companyNotActive' | 'companyForbidden' | 'companyNone') {
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body).toMatchObject({ code: 403, msg: en[key] });
}

describe('an inquiry for the company', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], viewer: ['viewer'], finance: ['finance'], approver: ['approver'] } });
  });

  it('a buyer asks in the company’s name: company_id set, who asked named in the list', async () => {
    const b = co.members.buyer!;
    const r = await ask(b);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const no = r.body.data.inquiryNo as string;
    expect(await inquiryOwners(no)).toEqual({ userId: b.userId, companyId: co.companyId });
    const items = (await call('GET', '/inquiries?scope=company', { token: co.members.viewer!.token })).body.data.items as InquirySummary[];
    expect(items.find((i) => i.inquiryNo === no)).toMatchObject({ purchaseFor: 'company', placedBy: { userId: b.userId, name: 'Test Buyer' } });
    // Personal by default.
    const own = (await ask(b, {})).body.data.inquiryNo as string;
    expect(await inquiryOwners(own)).toEqual({ userId: b.userId, companyId: null });
  });

  it.each(['viewer', 'finance', 'approver', 'admin'])('a member who is only %s may not ask for the company (403 companyForbidden)', async (role) => {
    const m = co.members[role]!;
    refused(await ask(m), 'companyForbidden');
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM inquiry WHERE user_id = ${m.userId}`)).toHaveLength(0);
  });

  it('a guest or a buyer without a company cannot ask for one (403)', async () => {
    const guest = await postForm(ctx, '/api/ew/buyer/inquiries', { type: 'quotation', productNo: 'X1', details: 'Hello', email: 'guest@example.com', purchaseFor: 'company' }, [], { lang: 'en', ip: '10.29.2.1' });
    refused(guest, 'companyNone');
    refused(await ask(await makeBuyer(ctx)), 'companyNone');
  });

  it.each(['suspended', 'closed'] as const)('is refused to a session opened before the company was %s (403 companyNotActive); asking for oneself still works', async (status) => {
    const c = await createCompany(ctx, { members: { b: ['buyer'] } });
    const b = c.members.b!;
    expect((await ask(b)).status).toBe(200);
    await setCompanyStatus(ctx, c.companyId, status);
    refused(await ask(b), 'companyNotActive');
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM inquiry WHERE company_id = ${c.companyId}`)).toHaveLength(1);
    expect((await ask(b, {})).status).toBe(200);
  });
});

describe('a company’s quotation, shared by colleagues', () => {
  let co: TestCompany;
  let other: TestCompany;
  let asked: { no: string; id: number };
  beforeAll(async () => {
    co = await createCompany(ctx, { name: 'Kuitu Oy', members: { anna: ['buyer'], bo: ['buyer'], vi: ['viewer'] } });
    other = await createCompany(ctx, { members: { x: ['buyer', 'admin'] } });
    asked = await quotationInquiry(ctx, co.members.anna!, undefined, '2', forCompany);
  });

  it('colleagues read it and list it under the company; "mine" is what each asked', async () => {
    const q = await quoted(asked.id);
    const d = (await read(co.members.vi!, asked.no)).body.data as InquiryDetail;
    expect(d.quotations.map((x) => x.id)).toEqual([q]);
    expect(d).toMatchObject({ purchaseFor: 'company', placedBy: { userId: co.members.anna!.userId } });
    expect(await listed(co.members.vi!, '?scope=company')).toEqual([asked.no]);
    expect(await listed(co.members.anna!)).toContain(asked.no);
    expect(await listed(co.members.bo!)).not.toContain(asked.no);
  });

  it('a colleague’s personal inquiry and another company’s read as unknown (404) on every path', async () => {
    const personal = await quotationInquiry(ctx, co.members.anna!);
    const personalQ = await quoted(personal.id);
    const companyQ = await quoted(asked.id);
    const bo = co.members.bo!;
    expect((await read(bo, personal.no)).status).toBe(404);
    expect((await reply(bo, personal.no)).status).toBe(404);
    expect((await accept(bo, personalQ)).status).toBe(404);
    const x = other.members.x!;
    expect((await read(x, asked.no)).status).toBe(404);
    expect((await reply(x, asked.no)).status).toBe(404);
    expect((await call('POST', `/inquiries/${asked.no}/close`, { token: x.token })).status).toBe(404);
    expect((await accept(x, companyQ)).status).toBe(404);
    expect((await call('POST', `/inquiries/quotations/${companyQ}/revision`, { token: x.token, body: { body: 'Cheaper?' } })).status).toBe(404);
    expect(await listed(x, '?scope=company')).toEqual([]);
  });

  it('a viewer may read but not reply or accept (403 companyForbidden)', async () => {
    const q = await quoted(asked.id);
    refused(await reply(co.members.vi!, asked.no), 'companyForbidden');
    refused(await accept(co.members.vi!, q), 'companyForbidden');
  });

  it('a colleague with quotations.manage replies to it and accepts it: the company’s order, placed by them; a replay answers the same order', async () => {
    const bo = co.members.bo!;
    expect((await reply(bo, asked.no)).status).toBe(200);
    const q = await quoted(asked.id);
    const key = randomUUID();
    const r = await accept(bo, q, key);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const orderNo = r.body.data.orderNo as string;
    expect(await orderOwners(orderNo)).toEqual({ userId: bo.userId, companyId: co.companyId });
    expect((await accept(bo, q, key)).body.data.orderNo).toBe(orderNo);
    // The one who asked sees the order as the company's, placed by Bo.
    const d = await call('GET', `/orders/${orderNo}`, { token: co.members.anna!.token });
    expect(d.body.data).toMatchObject({ purchaseFor: 'company', placedBy: { userId: bo.userId }, companyName: 'Kuitu Oy' });
  });

  it('ships to the company’s address book when the accepting colleague may read it, and never to another company’s', async () => {
    const bo = co.members.bo!;
    const companyAddress = async (companyId: number, userId: number) =>
      Number(
        (
          await rows<{ id: number }>(
            ctx.storage.db,
            sql`INSERT INTO address (user_id, company_id, type, first_name, last_name, country_id, city, zip, phone, line1)
                SELECT ${userId}, ${companyId}, 'shipping', 'Varasto', 'Kuitu', id, 'Espoo', '02150', '+358 9 555 0100', 'Tekniikantie 2' FROM country WHERE code = 'FI' RETURNING id`,
          )
        )[0]!.id,
      );
    const ours = await companyAddress(co.companyId, co.members.anna!.userId);
    const other = await createCompany(ctx, { members: { olli: ['admin'] } });
    const theirs = await companyAddress(other.companyId, other.members.olli!.userId);
    const asked2 = await quotationInquiry(ctx, bo, undefined, '2', forCompany);
    const q = await quoted(asked2.id);
    const refusedTheirs = await call('POST', `/inquiries/quotations/${q}/accept`, { token: bo.token, lang: 'en', body: { idempotencyKey: randomUUID(), shippingAddressId: theirs } });
    expect(refusedTheirs.status).toBe(422);
    const r = await call('POST', `/inquiries/quotations/${q}/accept`, { token: bo.token, lang: 'en', body: { idempotencyKey: randomUUID(), shippingAddressId: ours } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [o] = await rows<{ city: string }>(ctx.storage.db, sql`SELECT shipping_address->>'city' AS city FROM shop_order WHERE order_no = ${r.body.data.orderNo}`);
    expect(o!.city).toBe('Espoo');
  });
});

describe('accepting a company quotation while the company is suspended or closed', () => {
  it.each(['suspended', 'closed'] as const)('is refused to a session opened before it was %s (403 companyNotActive), for the one who asked and a colleague; nothing is ordered', async (status) => {
    const co = await createCompany(ctx, { members: { anna: ['buyer'], bo: ['buyer'] } });
    const asked = await quotationInquiry(ctx, co.members.anna!, undefined, '2', forCompany);
    const q = await quoted(asked.id);
    // The sessions work while it is active.
    expect((await read(co.members.bo!, asked.no)).status).toBe(200);
    await setCompanyStatus(ctx, co.companyId, status);
    for (const m of [co.members.anna!, co.members.bo!]) {
      refused(await accept(m, q), 'companyNotActive');
      refused(await reply(m, asked.no), 'companyNotActive');
      refused(await call('POST', `/inquiries/quotations/${q}/revision`, { token: m.token, lang: 'en', body: { body: 'Cheaper?' } }), 'companyNotActive');
      // Reading stays.
      expect((await read(m, asked.no)).status).toBe(200);
    }
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE company_id = ${co.companyId}`)).toHaveLength(0);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM quotation WHERE id = ${q} AND status = 'accepted'`)).toHaveLength(0);
  });

  it('leaves a member’s own quotation theirs to accept (ADR 0045)', async () => {
    const co = await createCompany(ctx, { members: { anna: ['buyer'] } });
    const own = await quotationInquiry(ctx, co.members.anna!);
    const q = await quoted(own.id);
    await setCompanyStatus(ctx, co.companyId, 'suspended');
    const r = await accept(co.members.anna!, q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await orderOwners(r.body.data.orderNo)).toEqual({ userId: co.members.anna!.userId, companyId: null });
  });
});
