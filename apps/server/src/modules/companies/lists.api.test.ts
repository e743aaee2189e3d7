import { LIST_ITEMS_MAX, LISTS_PER_OWNER_MAX, type ListDetail, type MyLists } from '@netshop/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, setStock, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, setCompanyStatus, type TestCompany } from '../../../test/companies.js';
import { unpaidOrder } from '../../../test/paid-orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// Requisition lists (issue 29): a personal list is its owner's alone; a shared one is read by the
// company's members with lists.read and changed by those with lists.manage. Another company's
// member, and a colleague looking at a personal list, get 404; a suspended company's members read
// shared lists but change none. Lists go to the cart with every unavailable item reported, and
// export as CSV (formulas neutralised) or XLSX in the request's language.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let co: TestCompany;
let other: TestCompany;
let skuA: number;
let skuB: number;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  co = await createCompany(ctx, { members: { anna: ['admin'], bo: ['buyer'], vi: ['viewer'], fin: ['finance'], ap: ['approver'] } });
  other = await createCompany(ctx, { members: { olga: ['admin', 'buyer'] } });
  skuA = (await skuInStock(ctx, 50, 0)).skuId;
  skuB = (await skuInStock(ctx, 50, 1)).skuId;
});
afterAll(() => ctx?.close());

const m = (name: string) => co.members[name]!;
const create = (b: Buyer, name: string, shared = false, lang = '2') => call('POST', '/lists', { token: b.token, body: { name, shared }, lang });
const mine = async (b: Buyer) => (await call('GET', '/lists', { token: b.token })).body.data as MyLists;
const one = (b: Buyer, id: number, lang = '2') => call('GET', `/lists/${id}`, { token: b.token, lang });
const add = (b: Buyer, id: number, items: { skuId: number; quantity: number }[], lang = '2') => call('POST', `/lists/${id}/items`, { token: b.token, body: { items }, lang });

async function newList(b: Buyer, name: string, shared = false): Promise<number> {
  const r = await create(b, name, shared);
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data.id as number;
}

describe('who sees and changes which list', () => {
  let personal: number;
  let shared: number;
  beforeAll(async () => {
    personal = await newList(m('anna'), 'Anna private');
    shared = await newList(m('anna'), 'Rack build B12', true);
    expect((await add(m('anna'), shared, [{ skuId: skuA, quantity: 4 }])).status).toBe(200);
  });

  it('the owner sees both with counts and owner; a buyer and a viewer see the shared one only; finance (no lists.read) sees none', async () => {
    const a = await mine(m('anna'));
    expect(a.mayShare).toBe(true);
    expect(a.lists.map((l) => l.id)).toEqual(expect.arrayContaining([personal, shared]));
    expect(a.lists.find((l) => l.id === shared)).toMatchObject({ shared: true, mine: true, mayChange: true, itemCount: 1, totalQuantity: 4, owner: { userId: m('anna').userId, name: 'Test Buyer' } });

    for (const [who, change] of [['bo', true], ['vi', false], ['ap', false]] as const) {
      const l = await mine(m(who));
      expect(l.lists.map((x) => x.id), who).toContain(shared);
      expect(l.lists.map((x) => x.id), who).not.toContain(personal);
      expect(l.lists.find((x) => x.id === shared)!.mayChange, who).toBe(change);
      expect((await one(m(who), shared)).status, who).toBe(200);
      expect((await one(m(who), personal)).status, who).toBe(404);
    }
    expect((await mine(m('vi'))).mayShare).toBe(false);
    const f = await mine(m('fin'));
    expect(f.lists.map((x) => x.id)).not.toContain(shared);
    expect((await one(m('fin'), shared)).status).toBe(404);
  });

  it('another company’s member and a buyer of no company get 404 for every list of this company, reading or changing', async () => {
    for (const b of [other.members.olga!, await makeBuyer(ctx)]) {
      expect((await one(b, shared)).status).toBe(404);
      expect((await one(b, personal)).status).toBe(404);
      expect((await call('PUT', `/lists/${shared}`, { token: b.token, body: { name: 'x' } })).status).toBe(404);
      expect((await add(b, shared, [{ skuId: skuA, quantity: 1 }])).status).toBe(404);
      expect((await call('DELETE', `/lists/${personal}`, { token: b.token })).status).toBe(404);
      expect((await call('POST', `/lists/${shared}/copy`, { token: b.token, body: { name: 'mine now' } })).status).toBe(404);
      expect((await call('POST', `/lists/${shared}/cart`, { token: b.token, body: {} })).status).toBe(404);
      expect((await call('GET', `/lists/${shared}/export?format=csv`, { token: b.token })).status).toBe(404);
    }
  });

  it('a buyer changes the shared list; a viewer and an approver may not (403 in their language); a colleague’s personal list is 404 even to an admin', async () => {
    expect((await add(m('bo'), shared, [{ skuId: skuB, quantity: 1 }])).status).toBe(200);
    for (const who of ['vi', 'ap'] as const) {
      const r = await add(m(who), shared, [{ skuId: skuA, quantity: 1 }], '4');
      expect(r.status, who).toBe(403);
      expect(r.body.msg).not.toMatch(/^[a-z]+[A-Z]/);
      expect((await call('PUT', `/lists/${shared}`, { token: m(who).token, body: { name: 'viewer was here' } })).status).toBe(403);
      expect((await call('DELETE', `/lists/${shared}`, { token: m(who).token })).status).toBe(403);
      expect((await call('PUT', `/lists/${shared}/items/${skuA}`, { token: m(who).token, body: { quantity: 9 } })).status).toBe(403);
      expect((await call('POST', `/lists/${shared}/items/remove`, { token: m(who).token, body: { skuIds: [skuA] } })).status).toBe(403);
    }
    const bosOwn = await newList(m('bo'), 'Bo private');
    expect((await one(m('anna'), bosOwn)).status).toBe(404);
    expect((await call('DELETE', `/lists/${bosOwn}`, { token: m('anna').token })).status).toBe(404);
  });

  it('shared lists are created by lists.manage only: a viewer and finance are refused, each keeps personal lists; a buyer of no company is told they have none', async () => {
    expect((await create(m('bo'), 'Bo shared', true)).status).toBe(200);
    expect((await create(m('vi'), 'Vi shared', true)).status).toBe(403);
    expect((await create(m('fin'), 'Fin shared', true)).status).toBe(403);
    expect((await create(m('vi'), 'Vi own')).status).toBe(200);
    const lone = await makeBuyer(ctx);
    const r = await create(lone, 'Mine', true, '1');
    expect(r.status).toBe(403);
    expect(r.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await create(lone, 'Mine')).status).toBe(200);
  });

  it('a suspended company’s members still read its shared lists but change none (and create no shared one); their personal lists stay theirs', async () => {
    const c = await createCompany(ctx, { members: { sa: ['admin', 'buyer'], sv: ['viewer'] } });
    const sa = c.members.sa!;
    const list = await newList(sa, 'Before suspension', true);
    const own = await newList(sa, 'Own');
    expect((await add(sa, list, [{ skuId: skuA, quantity: 2 }])).status).toBe(200);
    await setCompanyStatus(ctx, c.companyId, 'suspended');
    expect((await one(sa, list)).status).toBe(200);
    expect((await one(c.members.sv!, list)).status).toBe(200);
    const refused = await add(sa, list, [{ skuId: skuB, quantity: 1 }], '2');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/suspended|not active|active/i);
    expect((await call('PUT', `/lists/${list}`, { token: sa.token, body: { name: 'x' } })).status).toBe(403);
    expect((await call('DELETE', `/lists/${list}`, { token: sa.token })).status).toBe(403);
    expect((await create(sa, 'New shared', true)).status).toBe(403);
    expect((await (await mine(sa)).lists.find((l) => l.id === list))!.mayChange).toBe(false);
    // Personal: theirs to change; reading the shared list into the cart or a copy of their own still works.
    expect((await add(sa, own, [{ skuId: skuB, quantity: 1 }])).status).toBe(200);
    expect((await call('POST', `/lists/${list}/copy`, { token: sa.token, body: { name: 'Copy' } })).status).toBe(200);
    expect((await call('POST', `/lists/${list}/cart`, { token: sa.token, body: {} })).status).toBe(200);
  });
});

describe('items, copy, rename, delete', () => {
  it('adds in batches: the same SKU adds up (in one batch and across), unknown SKUs are named as skipped', async () => {
    const b = m('bo');
    const id = await newList(b, 'Batch');
    const r = await add(b, id, [{ skuId: skuA, quantity: 2 }, { skuId: skuB, quantity: 1 }, { skuId: skuA, quantity: 3 }, { skuId: 999_999_999, quantity: 1 }]);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data).toEqual({ listId: id, added: 2, merged: 0, skipped: [999_999_999] });
    expect(r.body.msg).toContain('Batch');
    const again = await add(b, id, [{ skuId: skuA, quantity: 1 }]);
    expect(again.body.data).toMatchObject({ added: 0, merged: 1 });
    const d = (await one(b, id)).body.data as ListDetail;
    expect(d.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [skuA, 6],
      [skuB, 1],
    ]);
    expect(d.items[0]).toMatchObject({ state: 'ok', sellable: true });
    expect(d.items[0]!.productNo).not.toBe('');
    expect(d.items[0]!.unitPrice.currency).toMatch(/^[A-Z]{3}$/);
    expect(d.subtotal.amount).toBe(d.items.reduce((s, i) => s + i.lineTotal.amount, 0));

    expect((await call('PUT', `/lists/${id}/items/${skuB}`, { token: b.token, body: { quantity: 12 } })).status).toBe(200);
    expect((await call('PUT', `/lists/${id}/items/${skuB}`, { token: b.token, body: { quantity: 0 } })).status).toBe(422);
    const absent = await skuInStock(ctx, 1, 5);
    expect((await call('PUT', `/lists/${id}/items/${absent.skuId}`, { token: b.token, body: { quantity: 2 } })).status).toBe(404);
    expect((await call('POST', `/lists/${id}/items/remove`, { token: b.token, body: { skuIds: [skuA] } })).status).toBe(200);
    const after = (await one(b, id)).body.data as ListDetail;
    expect(after.items.map((i) => [i.skuId, i.quantity])).toEqual([[skuB, 12]]);
  });

  it('names items in the request’s language and prices them in the requested currency', async () => {
    const b = m('bo');
    const id = await newList(b, 'Langs');
    await add(b, id, [{ skuId: skuA, quantity: 1 }]);
    const [p] = await rows<{ name: string }>(ctx.storage.db, sql`SELECT pi.name FROM product_i18n pi JOIN sku s ON s.product_id = pi.product_id WHERE s.id = ${skuA} AND pi.lang_id = 4`);
    const fi = (await one(b, id, '4')).body.data as ListDetail;
    if (p) expect(fi.items[0]!.name).toBe(p.name);
    const [eur] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = 'EUR'`);
    if (eur) {
      const r = await call('GET', `/lists/${id}?currencyId=${eur.id}`, { token: b.token });
      expect(r.body.data.items[0].unitPrice.currency).toBe('EUR');
    }
  });

  it('copies a list one may read into one’s own (a viewer copies the shared list), renames over the version read, deletes', async () => {
    const src = await newList(m('anna'), 'Shared source', true);
    await add(m('anna'), src, [{ skuId: skuA, quantity: 3 }, { skuId: skuB, quantity: 2 }]);
    const c = await call('POST', `/lists/${src}/copy`, { token: m('vi').token, body: { name: 'Viewer copy' } });
    expect(c.status, c.body.msg).toBe(200);
    const copy = (await one(m('vi'), c.body.data.id)).body.data as ListDetail;
    expect(copy).toMatchObject({ name: 'Viewer copy', shared: false, mine: true, mayChange: true });
    expect(copy.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [skuA, 3],
      [skuB, 2],
    ]);
    // The copy is the viewer's own: changing it leaves the source alone.
    await add(m('vi'), copy.id, [{ skuId: skuA, quantity: 1 }]);
    expect(((await one(m('anna'), src)).body.data as ListDetail).items[0]!.quantity).toBe(3);

    const v = (await one(m('anna'), src)).body.data as ListDetail;
    const renamed = await call('PUT', `/lists/${src}`, { token: m('bo').token, body: { name: 'Renamed by Bo', version: v.version }, lang: '5' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.msg).toContain('Renamed by Bo');
    const stale = await call('PUT', `/lists/${src}`, { token: m('anna').token, body: { name: 'Anna late', version: v.version } });
    expect(stale.status).toBe(409);
    expect(((await one(m('anna'), src)).body.data as ListDetail).name).toBe('Renamed by Bo');

    expect((await call('DELETE', `/lists/${src}`, { token: m('bo').token })).status).toBe(200);
    expect((await one(m('anna'), src)).status).toBe(404);
    expect((await call('DELETE', `/lists/${src}`, { token: m('bo').token })).status).toBe(404);
  });
});

describe('from an order, to the cart', () => {
  it('saves an order the buyer may read as a list: their own, their company’s (admin saves a colleague’s company order), never a colleague’s personal or another company’s', async () => {
    const bo = m('bo');
    const orderNo = await unpaidOrder(ctx, bo);
    const own = await call('POST', '/lists/from-order', { token: bo.token, body: { orderNo, name: 'From my order' } });
    expect(own.status, own.body.msg).toBe(200);
    expect(own.body.data.added).toBe(1);
    // Bo's personal order: not the admin's to read.
    expect((await call('POST', '/lists/from-order', { token: m('anna').token, body: { orderNo, name: 'x' } })).status).toBe(404);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET company_id = ${co.companyId} WHERE order_no = ${orderNo}`);
    const saved = await call('POST', '/lists/from-order', { token: m('anna').token, body: { orderNo, name: 'Company order', shared: true } });
    expect(saved.status, saved.body.msg).toBe(200);
    const list = (await one(m('anna'), saved.body.data.listId)).body.data as ListDetail;
    expect(list).toMatchObject({ name: 'Company order', shared: true, itemCount: 1 });
    // Into an existing list: the quantities add up.
    const again = await call('POST', '/lists/from-order', { token: m('anna').token, body: { orderNo, listId: list.id } });
    expect(again.body.data).toMatchObject({ listId: list.id, added: 0, merged: 1 });
    expect(((await one(m('anna'), list.id)).body.data as ListDetail).items[0]!.quantity).toBe(list.items[0]!.quantity * 2);
    // Into a list the viewer may not change: 403; another company's member cannot read the order: 404.
    expect((await call('POST', '/lists/from-order', { token: m('vi').token, body: { orderNo, listId: list.id } })).status).toBe(403);
    expect((await call('POST', '/lists/from-order', { token: other.members.olga!.token, body: { orderNo, name: 'x' } })).status).toBe(404);
    expect((await call('POST', '/lists/from-order', { token: bo.token, body: { orderNo: 'YT000000000', name: 'x' } })).status).toBe(404);
    expect((await call('POST', '/lists/from-order', { token: bo.token, body: { orderNo } })).status).toBe(422);
  });

  it('puts all or some items in the cart, reporting items sold out, no longer sold and short of stock instead of dropping them', async () => {
    const b = await makeBuyer(ctx);
    const ok = await skuInStock(ctx, 50, 10);
    const soldOut = await skuInStock(ctx, 50, 11);
    const short = await skuInStock(ctx, 50, 12);
    // A SKU of another product (unpublishing it must not touch the others').
    const [g] = await rows<{ skuId: number; spuId: number }>(
      ctx.storage.db,
      sql`SELECT id AS "skuId", product_id AS "spuId" FROM sku WHERE stock >= 20 AND product_id NOT IN (SELECT product_id FROM sku WHERE id IN (${ok.skuId}, ${soldOut.skuId}, ${short.skuId})) ORDER BY id LIMIT 1`,
    );
    const gone = { skuId: Number(g!.skuId), spuId: Number(g!.spuId) };
    const id = await newList(b, 'To cart');
    await add(b, id, [
      { skuId: ok.skuId, quantity: 2 },
      { skuId: soldOut.skuId, quantity: 1 },
      { skuId: short.skuId, quantity: 8 },
      { skuId: gone.skuId, quantity: 1 },
    ]);
    await setStock(ctx, soldOut.skuId, 0);
    await setStock(ctx, short.skuId, 3);
    await ctx.storage.db.execute(sql`UPDATE product SET status = 'unpublished' WHERE id = ${gone.spuId}`);
    try {
      const d = (await one(b, id)).body.data as ListDetail;
      expect(d.items.map((i) => [i.skuId, i.state, i.sellable])).toEqual([
        [ok.skuId, 'ok', true],
        [soldOut.skuId, 'soldOut', true],
        [short.skuId, 'insufficient', true],
        [gone.skuId, 'unavailable', false],
      ]);
      // A product no longer sold is still named.
      expect(d.items[3]!.productNo).not.toBe('');
      // The subtotal counts what can be bought: not the sold-out item, not the one no longer sold.
      expect(d.subtotal.amount).toBe(d.items[0]!.lineTotal.amount + d.items[2]!.lineTotal.amount);

      const some = await call('POST', `/lists/${id}/cart`, { token: b.token, body: { skuIds: [ok.skuId] } });
      expect(some.body.data).toEqual({ added: 1, problems: [] });
      const all = await call('POST', `/lists/${id}/cart`, { token: b.token, body: {}, lang: '4' });
      expect(all.status).toBe(200);
      expect(all.body.data.added).toBe(2);
      expect(all.body.data.problems.map((p: { skuId: number; problem: string }) => [p.skuId, p.problem])).toEqual([
        [soldOut.skuId, 'soldOut'],
        [short.skuId, 'capped'],
        [gone.skuId, 'unavailable'],
      ]);
      expect(all.body.data.problems[1]).toMatchObject({ wanted: 8, stock: 3 });
      expect(all.body.msg).toMatch(/ostoskori/);
      const cart = await call('GET', '/cart', { token: b.token });
      const lines = new Map((cart.body.data.lines as { skuId: number; quantity: number }[]).map((l) => [l.skuId, l.quantity]));
      expect(lines.get(ok.skuId)).toBe(4);
      expect(lines.get(short.skuId)).toBe(3);
      expect(lines.has(soldOut.skuId)).toBe(false);
      expect(lines.has(gone.skuId)).toBe(false);
      // An item not in the list: 404, nothing added.
      expect((await call('POST', `/lists/${id}/cart`, { token: b.token, body: { skuIds: [skuB] } })).status).toBe(404);
    } finally {
      await ctx.storage.db.execute(sql`UPDATE product SET status = 'published' WHERE id = ${gone.spuId}`);
      await setStock(ctx, soldOut.skuId, 50);
      await setStock(ctx, short.skuId, 50);
    }
  });
});

describe('export', () => {
  it('CSV and XLSX in the request’s language; a product name a spreadsheet would run as a formula stays text in the CSV', async () => {
    const b = await makeBuyer(ctx);
    const evil = await skuInStock(ctx, 20, 14);
    const id = await newList(b, 'Export ÄÖ');
    await add(b, id, [{ skuId: skuA, quantity: 2 }, { skuId: evil.skuId, quantity: 5 }]);
    const db = ctx.storage.db;
    const [before] = await rows<{ name: string }>(db, sql`SELECT name FROM product_i18n WHERE product_id = ${evil.spuId} AND lang_id = 4`);
    expect(before, 'the seed names products in Finnish').toBeDefined();
    await db.execute(sql`UPDATE product_i18n SET name = '=HYPERLINK("http://evil.example","x")' WHERE product_id = ${evil.spuId} AND lang_id = 4`);
    try {
      const csv = await ctx.app.inject({ url: `/api/ew/buyer/lists/${id}/export?format=csv`, headers: { authorization: `Bearer ${b.token}`, lang: '4' } });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="requisition-list-\d+\.csv"; filename\*=UTF-8''Export%20%C3%84%C3%96\.csv/);
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const table = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
      expect(table[0]).toEqual(['Osanumero', 'Tuote', 'Vaihtoehdot', 'Määrä', 'Kappalehinta', 'Valuutta', 'Yhteensä', 'Saatavuus']);
      expect(table).toHaveLength(3);
      expect(table[1]![3]).toBe('2');
      expect(table[1]![7]).toBe('Varastossa');
      expect(table[2]![1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
      expect(table[2]![3]).toBe('5');

      const xlsx = await ctx.app.inject({ url: `/api/ew/buyer/lists/${id}/export?format=xlsx`, headers: { authorization: `Bearer ${b.token}`, lang: '1' } });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe('采购清单');
      expect(sheet.getRow(1).getCell(1).value).toBe('型号');
      expect(sheet.getRow(2).getCell(4).value).toBe(2);
      expect(sheet.getRow(3).getCell(4).value).toBe(5);
      // A value, never a formula.
      expect(sheet.getRow(3).getCell(1).formula).toBeUndefined();
      expect(sheet.rowCount).toBe(3);

      expect((await call('GET', `/lists/${id}/export?format=pdf`, { token: b.token })).status).toBe(422);
    } finally {
      await db.execute(sql`UPDATE product_i18n SET name = ${before!.name} WHERE product_id = ${evil.spuId} AND lang_id = 4`);
    }
  });
});

describe('bounds', () => {
  it('names: empty, too long and NUL are 422; ids past 2^31 and unknown ids are 404 or 422, never 500', async () => {
    const b = await makeBuyer(ctx);
    expect((await create(b, '')).status).toBe(422);
    expect((await create(b, 'x'.repeat(81))).status).toBe(422);
    expect((await create(b, 'ok\u0000no')).status).toBe(422);
    expect((await create(b, 'x'.repeat(80))).status).toBe(200);
    for (const path of ['/lists/2147483648', '/lists/99999999999999999999', '/lists/0', '/lists/-1', '/lists/1e3', '/lists/999999999']) {
      const r = await call('GET', path, { token: b.token });
      expect([404, 422], path).toContain(r.status);
    }
    const id = await newList(b, 'Ids');
    expect([404, 422]).toContain((await call('PUT', `/lists/${id}/items/2147483648`, { token: b.token, body: { quantity: 1 } })).status);
    expect((await add(b, id, [{ skuId: 2_147_483_648, quantity: 1 }])).status).toBe(422);
    expect((await add(b, id, [{ skuId: skuA, quantity: 100_001 }])).status).toBe(422);
    expect((await add(b, id, [])).status).toBe(422);
    expect((await call('POST', '/lists/from-order', { token: b.token, body: { orderNo: 'YT\u00001', name: 'x' } })).status).toBe(422);
    expect((await call('POST', `/lists/${id}/copy`, { token: b.token, body: { name: 'a\u0000' } })).status).toBe(422);
    expect((await call('GET', '/lists', {})).status).toBe(401);
  });

  it(`at most ${LISTS_PER_OWNER_MAX} lists per owner and ${LIST_ITEMS_MAX} SKUs per list`, async () => {
    const b = await makeBuyer(ctx);
    const db = ctx.storage.db;
    await db.execute(sql`INSERT INTO requisition_list (user_id, name) SELECT ${b.userId}, 'L' || g FROM generate_series(1, ${LISTS_PER_OWNER_MAX - 1}) g`);
    const last = await newList(b, 'The last one');
    const full = await create(b, 'One too many', false, '4');
    expect(full.status).toBe(409);
    expect(full.body.msg).toContain(String(LISTS_PER_OWNER_MAX));
    expect((await call('POST', `/lists/${last}/copy`, { token: b.token, body: { name: 'copy' } })).status).toBe(409);

    // SKUs enough for a list past the bound (with no stock: listing needs none).
    const [p] = await rows<{ id: number }>(db, sql`SELECT product_id AS id FROM sku WHERE id = ${skuA}`);
    await db.execute(sql`INSERT INTO sku (product_id, product_no, price, stock, weight_g, attrs)
                         SELECT ${p!.id}, 'LISTBOUND-' || g, 1000, 0, 10, '{}'::jsonb FROM generate_series(1, ${LIST_ITEMS_MAX + 1}) g`);
    const ids = (await rows<{ id: number }>(db, sql`SELECT id FROM sku WHERE product_no LIKE 'LISTBOUND-%' ORDER BY id`)).map((r) => Number(r.id));
    const tooMany = await add(b, last, ids.map((skuId) => ({ skuId, quantity: 1 })));
    expect(tooMany.status).toBe(422);
    const first = await add(b, last, ids.slice(0, LIST_ITEMS_MAX - 1).map((skuId) => ({ skuId, quantity: 1 })));
    expect(first.status, first.body.msg).toBe(200);
    expect((await add(b, last, ids.slice(LIST_ITEMS_MAX - 1, LIST_ITEMS_MAX + 1).map((skuId) => ({ skuId, quantity: 1 })))).status).toBe(422);
    // Nothing of a refused batch stays; one more fits, and adding to a listed SKU still works at the bound.
    expect((await add(b, last, [{ skuId: ids[LIST_ITEMS_MAX - 1]!, quantity: 1 }])).status).toBe(200);
    expect((await add(b, last, [{ skuId: ids[0]!, quantity: 1 }])).status).toBe(200);
    const d = (await one(b, last)).body.data as ListDetail;
    expect(d.itemCount).toBe(LIST_ITEMS_MAX);
    expect(d.items[0]!.quantity).toBe(2);
    await db.execute(sql`DELETE FROM requisition_list WHERE id = ${last}`);
    await db.execute(sql`DELETE FROM sku WHERE product_no LIKE 'LISTBOUND-%'`);
  });
});
