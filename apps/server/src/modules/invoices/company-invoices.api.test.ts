import type { InvoiceApplication, InvoiceableOrder, InvoiceTitle, MyInvoices } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { createCompany, setCompanyStatus, type TestCompany } from '../../../test/companies.js';
import { paidOrder } from '../../../test/paid-orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// The company's VAT invoice titles and invoices (issue 29): titles.read sees and uses the company's
// titles, titles.manage (finance) adds, changes and deletes them; invoices.read (admin, finance,
// viewer) reads the company's invoices and applies for a company order's invoice with a company
// title, the order's company deciding whose invoice it is. Another company's members and
// colleagues without the permission get 404 (403 where they ask for the company's list); a
// suspended company's members read but do not apply or change; a deactivated member's session ends.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let fi = 0;
const OPS = { authorization: 'Bearer dev-ops-token' };
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  fi = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM country WHERE code = 'FI'`))[0]!.id);
});
afterAll(() => ctx?.close());

const titleBody = (over: Record<string, unknown> = {}) => ({ kind: 'company', name: 'Verkkotalo Oy', countryId: fi, taxNo: 'FI12345678', address: 'Keilaranta 5, Espoo', ...over });
const createTitle = (b: Buyer, over: Record<string, unknown> = {}, lang = '2') => call('POST', '/invoices/titles', { token: b.token, body: titleBody(over), lang });
const titles = async (b: Buyer) => (await call('GET', '/invoices/titles', { token: b.token })).body.data as InvoiceTitle[];
const updateTitle = (b: Buyer, id: number, over: Record<string, unknown> = {}) => call('PUT', `/invoices/titles/${id}`, { token: b.token, body: titleBody(over) });
const removeTitle = (b: Buyer, id: number) => call('DELETE', `/invoices/titles/${id}`, { token: b.token });
const defaultTitle = (b: Buyer, id: number) => call('PUT', `/invoices/titles/${id}/default`, { token: b.token });
const apply = (b: Buyer, body: Record<string, unknown>, lang = '2') => call('POST', '/invoices', { token: b.token, body, lang });
const list = (b: Buyer, query = '') => call('GET', `/invoices${query}`, { token: b.token });
const offered = async (b: Buyer) => ((await call('GET', '/invoices/orders', { token: b.token })).body.data as InvoiceableOrder[]).map((o) => o.orderNo);

/** A company with one member of each role and a company title the finance member added. */
async function company(): Promise<TestCompany & { titleId: number }> {
  const c = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], approver: ['approver'], finance: ['finance'], viewer: ['viewer'] } });
  const r = await createTitle(c.members.finance!, { for: 'company' });
  expect(r.status, r.body.msg).toBe(200);
  return { ...c, titleId: r.body.data.id as number };
}

/** A paid order the member placed, made the company's (the order's company_id, as checkout for the company stores it). */
async function companyOrder(c: TestCompany, placer: Buyer): Promise<string> {
  const orderNo = await paidOrder(ctx, placer);
  await ctx.storage.db.execute(sql`UPDATE shop_order SET company_id = ${c.companyId} WHERE order_no = ${orderNo}`);
  return orderNo;
}

describe('company invoice titles', () => {
  it('finance adds them; members with titles.read see them marked, only finance may change them; the company’s default is its own', async () => {
    const c = await company();
    const { admin, buyer, approver, finance, viewer } = c.members;
    const own = (await createTitle(finance!, { name: 'Fiona Finance', kind: 'personal', taxNo: '' })).body.data as InvoiceTitle;
    const seen = await titles(finance!);
    expect(seen.map((t) => [t.id, t.companyId, t.isDefault, t.mayChange])).toEqual([
      [own.id, null, true, true],
      [c.titleId, c.companyId, true, true],
    ]);
    expect(seen[1]!.addedBy).toEqual({ userId: finance!.userId, name: 'Test Buyer' });
    for (const b of [admin!, buyer!, viewer!]) expect((await titles(b)).map((t) => [t.id, t.mayChange])).toEqual([[c.titleId, false]]);
    expect(await titles(approver!)).toEqual([]);

    for (const b of [admin!, buyer!, approver!, viewer!]) expect((await createTitle(b, { for: 'company' })).status).toBe(403);
    expect((await createTitle(await makeBuyer(ctx), { for: 'company' })).status).toBe(403);
    for (const b of [admin!, buyer!, viewer!]) {
      expect((await updateTitle(b, c.titleId, { name: 'X' })).status).toBe(403);
      expect((await defaultTitle(b, c.titleId)).status).toBe(403);
      expect((await removeTitle(b, c.titleId)).status).toBe(403);
    }
    const other = await company();
    for (const b of [approver!, other.members.finance!]) {
      expect((await updateTitle(b, c.titleId, { name: 'X' })).status).toBe(404);
      expect((await defaultTitle(b, c.titleId)).status).toBe(404);
      expect((await removeTitle(b, c.titleId)).status).toBe(404);
    }
    // A colleague's own title is not the company's: 404 for finance too.
    expect((await updateTitle(admin!, own.id, { name: 'X' })).status).toBe(404);
    expect((await removeTitle(finance!, (await createTitle(admin!)).body.data.id)).status).toBe(404);

    const second = (await createTitle(finance!, { for: 'company', name: 'Verkkotalo Oy, Tampere' })).body.data as InvoiceTitle;
    expect(second).toMatchObject({ companyId: c.companyId, isDefault: false });
    expect((await defaultTitle(finance!, second.id)).body.data).toMatchObject({ isDefault: true });
    expect((await titles(finance!)).filter((t) => t.isDefault).map((t) => t.id)).toEqual([own.id, second.id]);
    expect((await updateTitle(finance!, c.titleId, { name: 'Verkkotalo Oyj', for: 'personal' })).body.data).toMatchObject({ name: 'Verkkotalo Oyj', companyId: c.companyId });
    expect((await removeTitle(finance!, second.id)).status).toBe(200);
    expect((await titles(viewer!)).map((t) => [t.id, t.isDefault])).toEqual([[c.titleId, true]]);
  });

  it('a suspended company’s members still read its titles but cannot add or change them', async () => {
    const c = await company();
    await setCompanyStatus(ctx, c.companyId, 'suspended');
    const finance = c.members.finance!;
    expect((await titles(finance)).map((t) => [t.id, t.mayChange])).toEqual([[c.titleId, false]]);
    expect((await createTitle(finance, { for: 'company' }, '1')).body).toMatchObject({ code: 403, msg: expect.stringContaining('暂停') });
    expect((await updateTitle(finance, c.titleId, { name: 'X' })).status).toBe(403);
    expect((await removeTitle(finance, c.titleId)).status).toBe(403);
    expect((await createTitle(finance, { kind: 'personal', name: 'Fiona', taxNo: '' })).status).toBe(200);
  });
});

describe('company invoices', () => {
  it('members with invoices.read apply for a company order with a company title; the invoice is the company’s, read by admin, finance and viewer only', async () => {
    const c = await company();
    const { admin, buyer, approver, finance, viewer } = c.members;
    const other = await company();
    const orderNo = await companyOrder(c, buyer!);
    const personal = await paidOrder(ctx, finance!);

    // The order is offered to invoices.read (with their own), not to the buyer who placed it nor to another company.
    expect(await offered(finance!)).toEqual([personal, orderNo]);
    expect(await offered(viewer!)).toEqual([orderNo]);
    for (const b of [buyer!, approver!, other.members.finance!]) expect(await offered(b)).not.toContain(orderNo);

    // The order's company decides the title: not one's own for a company order, not the company's for one's own.
    const ownTitle = (await createTitle(finance!, { kind: 'personal', name: 'Fiona', taxNo: '' })).body.data.id as number;
    expect((await apply(finance!, { orderNo, type: 'general', titleId: ownTitle })).body.data.fields).toHaveProperty('titleId');
    expect((await apply(finance!, { orderNo: personal, type: 'general', titleId: c.titleId })).body.data.fields).toHaveProperty('titleId');
    expect((await apply(finance!, { orderNo, type: 'general', titleId: other.titleId })).body.data.fields).toHaveProperty('titleId');
    // Without invoices.read, or from another company, the order is not there.
    for (const b of [buyer!, approver!, other.members.finance!]) {
      const r = await apply(b, { orderNo, type: 'general', titleId: c.titleId });
      expect(r.status).toBe(422);
      expect(r.body.data.fields).toHaveProperty('orderNo');
    }

    const applied = await apply(finance!, { orderNo, type: 'general', titleId: c.titleId });
    expect(applied.status, applied.body.msg).toBe(200);
    const id = applied.body.data.id as number;
    const [row] = await rows<{ companyId: number; userId: number }>(ctx.storage.db, sql`SELECT company_id AS "companyId", user_id AS "userId" FROM invoice_application WHERE id = ${id}`);
    expect({ companyId: Number(row!.companyId), userId: Number(row!.userId) }).toEqual({ companyId: c.companyId, userId: finance!.userId });
    // Once per order, whoever of the company asks.
    expect((await apply(admin!, { orderNo, type: 'general', titleId: c.titleId })).status).toBe(409);
    expect(await offered(viewer!)).toEqual([]);

    // scope=company: invoices.read only; scope=mine (the default) is one's own, not the company's.
    for (const b of [admin!, finance!, viewer!]) {
      const r = await list(b, '?scope=company');
      expect(r.status).toBe(200);
      expect((r.body.data as MyInvoices).items.map((i) => [i.id, i.companyId, i.appliedBy.userId])).toEqual([[id, c.companyId, finance!.userId]]);
    }
    expect((await list(finance!)).body.data.items).toEqual([]);
    for (const b of [buyer!, approver!]) expect((await list(b, '?scope=company')).status).toBe(403);
    expect((await list(await makeBuyer(ctx), '?scope=company')).status).toBe(403);
    expect((await list(other.members.finance!, '?scope=company')).body.data.items).toEqual([]);

    // The detail and, once approved, the PDF: company readers only.
    expect((await call('POST', `/api/ew/staff/invoices/${id}/approve`, { headers: OPS })).status).toBe(200);
    for (const b of [admin!, finance!, viewer!]) {
      const one = await call('GET', `/invoices/${id}`, { token: b.token });
      expect(one.status).toBe(200);
      expect((one.body.data as InvoiceApplication).pdfUrl).toMatch(/\/pdf\?t=/);
      const pdf = await call('GET', `/invoices/${id}/pdf`, { token: b.token });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    for (const b of [buyer!, approver!, other.members.finance!, other.members.admin!]) {
      expect((await call('GET', `/invoices/${id}`, { token: b.token })).status).toBe(404);
      expect((await call('GET', `/invoices/${id}/pdf`, { token: b.token })).status).toBe(404);
    }
    expect((await call('GET', `/invoices/${id}/pdf`)).status).toBe(401);
  });

  it('a suspended company’s members read its invoices but apply for none in its name; their own orders still', async () => {
    const c = await company();
    const { buyer, finance } = c.members;
    const first = await companyOrder(c, buyer!);
    const second = await companyOrder(c, buyer!);
    const id = (await apply(finance!, { orderNo: first, type: 'general', titleId: c.titleId })).body.data.id as number;
    const personal = await paidOrder(ctx, finance!);
    const ownTitle = (await createTitle(finance!, { kind: 'personal', name: 'Fiona', taxNo: '' })).body.data.id as number;
    await setCompanyStatus(ctx, c.companyId, 'suspended');
    expect((await list(finance!, '?scope=company')).body.data.items.map((i: InvoiceApplication) => i.id)).toEqual([id]);
    expect((await call('GET', `/invoices/${id}`, { token: finance!.token })).status).toBe(200);
    const refused = await apply(finance!, { orderNo: second, type: 'general', titleId: c.titleId }, '1');
    expect(refused.body).toMatchObject({ code: 403, msg: expect.stringContaining('暂停') });
    expect((await apply(finance!, { orderNo: personal, type: 'general', titleId: ownTitle })).status).toBe(200);
  });

  it('a deactivated member’s old session is over, and the company’s invoices stay the company’s', async () => {
    const c = await createCompany(ctx, { members: { admin: ['admin'], fin: ['finance'] } });
    const { admin, fin } = c.members;
    const titleId = (await createTitle(fin!, { for: 'company' })).body.data.id as number;
    const orderNo = await companyOrder(c, admin!);
    const id = (await apply(fin!, { orderNo, type: 'general', titleId })).body.data.id as number;
    expect((await call('POST', `/companies/mine/members/${fin!.memberId}/deactivate`, { token: admin!.token })).status).toBe(200);
    expect((await list(fin!, '?scope=company')).status).toBe(401);
    expect((await call('GET', `/invoices/${id}`, { token: fin!.token })).status).toBe(401);
    expect((await list(admin!, '?scope=company')).body.data.items.map((i: InvoiceApplication) => i.id)).toEqual([id]);
    expect((await titles(admin!)).map((t) => t.id)).toEqual([titleId]);
  });
});
