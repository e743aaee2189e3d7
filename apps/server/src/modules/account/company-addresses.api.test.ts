import { randomUUID } from 'node:crypto';
import type { Address } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, setCompanyStatus, type TestCompany } from '../../../test/companies.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// The company's shared address book (issue 29, trap "address permissions are ignored"): every
// role's permission to see, ship to, add, change and delete a company address; another company's
// address and a colleague's own address are 404 (and never shipped to); a suspended company's
// members read but cannot change; a deactivated member's old session is over.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let fi: number;
let uusimaa: number;
let methodId: number;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  const [c] = await rows<{ id: number; regionId: number }>(
    ctx.storage.db,
    sql`SELECT c.id, (SELECT r.id FROM region r WHERE r.country_id = c.id ORDER BY r.id LIMIT 1) AS "regionId" FROM country c WHERE c.code = 'FI'`,
  );
  fi = Number(c!.id);
  uusimaa = Number(c!.regionId);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
  methodId = Number(m!.id);
});
afterAll(() => ctx?.close());

const body = (over: Record<string, unknown> = {}) => ({
  type: 'shipping',
  firstName: 'Vastaanotto',
  lastName: 'Varasto',
  countryId: fi,
  regionId: uusimaa,
  city: 'Espoo',
  zip: '02150',
  phone: '+358 9 555 0100',
  line1: 'Keilaranta 5',
  line2: '',
  ...over,
});
const list = async (b: Buyer) => {
  const r = await call('GET', '/user/addresses', { token: b.token });
  expect(r.status).toBe(200);
  return r.body.data as Address[];
};
const create = (b: Buyer, over: Record<string, unknown> = {}, lang = '2') => call('POST', '/user/addresses', { token: b.token, body: body(over), lang });
const update = (b: Buyer, id: number, over: Record<string, unknown> = {}) => call('PUT', `/user/addresses/${id}`, { token: b.token, body: body(over) });
const remove = (b: Buyer, id: number) => call('DELETE', `/user/addresses/${id}`, { token: b.token });
const makeDefault = (b: Buyer, id: number) => call('PUT', `/user/addresses/${id}/default`, { token: b.token });
const order = async (b: Buyer, addressId: number) => {
  const s = await skuInStock(ctx, 20);
  return call('POST', '/orders', {
    token: b.token,
    body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: addressId, shippingMethodId: methodId },
  });
};

/** A company with one member of each role, and a company address the admin added. */
async function company(): Promise<TestCompany & { addressId: number }> {
  const c = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], approver: ['approver'], finance: ['finance'], viewer: ['viewer'] } });
  const r = await create(c.members.admin!, { for: 'company' });
  expect(r.status, r.body.msg).toBe(200);
  return { ...c, addressId: r.body.data.addressId as number };
}

describe('company addresses', () => {
  it('an admin adds one to the company’s book: members with addresses.read see it marked, with who added it; the others do not', async () => {
    const c = await company();
    const { admin, buyer, approver, finance, viewer } = c.members;
    const mine = await list(admin!);
    const shared = mine.find((a) => a.addressId === c.addressId)!;
    expect(shared).toMatchObject({ companyId: c.companyId, addedBy: { userId: admin!.userId, name: 'Test Buyer' }, mayChange: true, isDefault: true });
    // The admin's own address stays theirs and stays their default: a company's default is its own.
    expect(mine.find((a) => a.addressId === admin!.addressId)).toMatchObject({ companyId: null, addedBy: null, mayChange: true, isDefault: true });

    for (const reader of [buyer!, viewer!]) {
      const seen = await list(reader);
      expect(seen.map((a) => a.addressId).sort()).toEqual([reader.addressId, c.addressId].sort());
      expect(seen.find((a) => a.addressId === c.addressId)).toMatchObject({ companyId: c.companyId, mayChange: false });
      // A colleague's own address is never in the list.
      expect(seen.some((a) => a.addressId === admin!.addressId)).toBe(false);
    }
    for (const other of [approver!, finance!]) expect((await list(other)).map((a) => a.addressId)).toEqual([other.addressId]);
  });

  it('only addresses.manage adds, changes, deletes or makes the default of a company address; readers get 403, others 404', async () => {
    const c = await company();
    const { admin, buyer, approver, finance, viewer } = c.members;
    const outsider = await makeBuyer(ctx);
    for (const b of [buyer!, approver!, finance!, viewer!]) {
      const r = await create(b, { for: 'company' }, '1');
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('您在公司中的角色不允许此操作，请联系公司管理员');
    }
    expect((await create(outsider, { for: 'company' }, '1')).body).toMatchObject({ code: 403, msg: '您尚未加入任何公司账户' });
    // 'personal' (and no choice at all) is the buyer's own book, for every role.
    expect((await create(viewer!, { for: 'personal' })).body.data).toMatchObject({ companyId: null, mayChange: true });

    // Members who read it may not change it (403); members who cannot read it do not find it (404).
    for (const b of [buyer!, viewer!]) {
      expect((await update(b, c.addressId, { city: 'Vantaa' })).status).toBe(403);
      expect((await makeDefault(b, c.addressId)).status).toBe(403);
      expect((await remove(b, c.addressId)).status).toBe(403);
    }
    for (const b of [approver!, finance!, outsider]) {
      expect((await update(b, c.addressId, { city: 'Vantaa' })).status).toBe(404);
      expect((await makeDefault(b, c.addressId)).status).toBe(404);
      expect((await remove(b, c.addressId)).status).toBe(404);
    }

    const changed = await update(admin!, c.addressId, { city: 'Vantaa', for: 'personal' });
    expect(changed.status).toBe(200);
    // A change keeps the owner, whatever the body says.
    expect(changed.body.data).toMatchObject({ city: 'Vantaa', companyId: c.companyId });
    const second = (await create(admin!, { for: 'company', line1: 'Tekniikantie 12' })).body.data as Address;
    expect(second.isDefault).toBe(false);
    expect((await makeDefault(admin!, second.addressId)).body.data).toMatchObject({ isDefault: true, companyId: c.companyId });
    const after = await list(admin!);
    expect(after.filter((a) => a.isDefault).map((a) => a.addressId).sort()).toEqual([admin!.addressId, second.addressId].sort());
    // Deleting the company's default passes it to the company's newest remaining address, not to anyone's own.
    expect((await remove(admin!, second.addressId)).status).toBe(200);
    expect((await list(buyer!)).find((a) => a.addressId === c.addressId)?.isDefault).toBe(true);
    expect((await list(buyer!)).find((a) => a.addressId === buyer!.addressId)?.isDefault).toBe(true);
  });

  it('another company’s address and a colleague’s own address answer 404, for admins too', async () => {
    const a = await company();
    const b = await company();
    const admin = a.members.admin!;
    expect((await list(admin)).some((x) => x.addressId === b.addressId)).toBe(false);
    for (const id of [b.addressId, a.members.buyer!.addressId]) {
      expect((await update(admin, id)).status).toBe(404);
      expect((await makeDefault(admin, id)).status).toBe(404);
      expect((await remove(admin, id)).status).toBe(404);
    }
    // The colleague's address and the other company's are untouched.
    expect((await list(b.members.buyer!)).find((x) => x.addressId === b.addressId)?.city).toBe('Espoo');
  });

  it('checkout ships to a company address a member may read, never to another company’s or without addresses.read', async () => {
    const a = await company();
    const b = await company();
    const placed = await order(a.members.buyer!, a.addressId);
    expect(placed.status, placed.body.msg).toBe(200);
    const [o] = await rows<{ line1: string }>(ctx.storage.db, sql`SELECT shipping_address->>'line1' AS line1 FROM shop_order WHERE order_no = ${placed.body.data.orderNo}`);
    expect(o!.line1).toBe('Keilaranta 5');
    // The trap: an address id the buyer may not read is refused like one that does not exist.
    for (const [who, id] of [
      [b.members.buyer!, a.addressId],
      [b.members.admin!, a.addressId],
      [a.members.finance!, a.addressId],
      [a.members.approver!, a.addressId],
      [a.members.buyer!, a.members.admin!.addressId],
    ] as const) {
      const r = await order(who, id);
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.data?.fields ?? {})).toContain('shippingAddressId');
    }
  });

  it('a suspended company’s members still read its addresses but cannot change them; their own book stays theirs', async () => {
    const c = await company();
    const { admin, buyer } = c.members;
    await setCompanyStatus(ctx, c.companyId, 'suspended');
    expect((await list(buyer!)).find((a) => a.addressId === c.addressId)).toMatchObject({ companyId: c.companyId, mayChange: false });
    expect((await list(admin!)).find((a) => a.addressId === c.addressId)).toMatchObject({ mayChange: false });
    const refused = await create(admin!, { for: 'company' }, '1');
    expect(refused.body).toMatchObject({ code: 403, msg: '您的公司账户已暂停或关闭，无法以公司名义下单、接受报价或提交申请；您仍可查看历史记录' });
    expect((await update(admin!, c.addressId, { city: 'Vantaa' })).status).toBe(403);
    expect((await makeDefault(admin!, c.addressId)).status).toBe(403);
    expect((await remove(admin!, c.addressId)).status).toBe(403);
    expect((await create(admin!, { for: 'personal' })).status).toBe(200);
    expect((await update(admin!, admin!.addressId, { city: 'Turku' })).body.data.city).toBe('Turku');
    await setCompanyStatus(ctx, c.companyId, 'active');
    expect((await update(admin!, c.addressId, { city: 'Vantaa' })).status).toBe(200);
  });

  it('erasing a member’s personal data deletes their own addresses and titles, not the company’s they added', async () => {
    const c = await company();
    const admin = c.members.admin!;
    const title = await call('POST', '/invoices/titles', { token: c.members.admin!.token, body: { kind: 'personal', name: 'Anna', countryId: fi } });
    expect(title.status).toBe(200);
    const [t] = await rows<{ id: number }>(
      ctx.storage.db,
      sql`INSERT INTO invoice_title (user_id, company_id, kind, name, tax_no, country_id) VALUES (${admin.userId}, ${c.companyId}, 'company', 'Kuitu Oy', 'FI12345678', ${fi}) RETURNING id`,
    );
    const erased = await call('POST', `/api/ew/staff/customers/${admin.userId}/erase`, { headers: { authorization: 'Bearer dev-ops-token' }, body: { email: admin.email } });
    expect(erased.status, erased.body.msg).toBe(200);
    const left = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM address WHERE user_id = ${admin.userId} ORDER BY id`);
    expect(left.map((r) => Number(r.id))).toEqual([c.addressId]);
    const titles = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM invoice_title WHERE user_id = ${admin.userId} ORDER BY id`);
    expect(titles.map((r) => Number(r.id))).toEqual([Number(t!.id)]);
    expect((await list(c.members.buyer!)).some((a) => a.addressId === c.addressId)).toBe(true);
  });

  it('a deactivated member’s old session is over; the address they added stays the company’s', async () => {
    const c = await createCompany(ctx, { members: { admin: ['admin'], second: ['admin'] } });
    const { admin, second } = c.members;
    const added = (await create(second!, { for: 'company' })).body.data as Address;
    const r = await call('POST', `/companies/mine/members/${second!.memberId}/deactivate`, { token: admin!.token });
    expect(r.status, r.body.msg).toBe(200);
    expect((await call('GET', '/user/addresses', { token: second!.token })).status).toBe(401);
    expect((await list(admin!)).find((a) => a.addressId === added.addressId)).toMatchObject({ companyId: c.companyId, addedBy: { userId: second!.userId } });
  });
});
