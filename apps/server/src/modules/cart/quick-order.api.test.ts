import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, makeBuyer, setStock, type Buyer } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Quick order by part number (issue 29): every kind of line problem, the brand-coded match through
// the compatibility list, CSV and XLSX files read by content, a 5,000-line list refused at once
// with the limit in words, a bounded number of statements for 500 lines, and the add that puts
// only the lines that are ok into this buyer's cart (merged with what is there) and nobody else's.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let a: Buyer;
let b: Buyer;
/** The limits of ADR 0014 made small so they are reached with the seeded stock. */
const LIMITS = { ORDER_MAX_LINE_QUANTITY: '40', ORDER_MAX_RESERVED_PER_SKU: '60', ORDER_MAX_RESERVED_UNITS: '100' };

const skuByNo = async (productNo: string) =>
  Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM sku WHERE product_no = ${productNo}`))[0]!.id);
const productOf = async (productNo: string) =>
  Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT product_id AS id FROM sku WHERE product_no = ${productNo}`))[0]!.id);

type Line = { partNo: string; quantity: number | string; skuId?: number };
const check = async (lines: Line[], opts: { token?: string; lang?: string } = {}) => call('POST', '/quick-order/check', { token: opts.token ?? a.token, lang: opts.lang ?? '2', body: { lines } });
const one = async (line: Line, lang = '2') => {
  const r = await check([line], { lang });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data.lines[0];
};

/** A multipart body with one file part. */
function multipart(name: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----qo${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = async (name: string, bytes: Buffer, lang = '2') => {
  const m = multipart(name, bytes);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/ew/buyer/quick-order/parse', headers: { ...m.headers, authorization: `Bearer ${a.token}`, lang }, payload: m.payload });
  return { status: res.statusCode, body: res.json() };
};
const cartOf = async (buyer: Buyer) =>
  new Map((await rows<{ skuId: number; quantity: number }>(ctx.storage.db, sql`SELECT sku_id AS "skuId", quantity FROM cart_item WHERE user_id = ${buyer.userId}`)).map((r) => [Number(r.skuId), Number(r.quantity)]));
const emptyCart = (buyer: Buyer) => ctx.storage.db.execute(sql`DELETE FROM cart_item WHERE user_id = ${buyer.userId}`);

beforeAll(async () => {
  ctx = await createTestApp(LIMITS);
  call = api(ctx);
  a = await makeBuyer(ctx);
  b = await makeBuyer(ctx);
  for (const no of ['SFP-10G-LR-GE', 'SFP-10G-LR-CI', 'SFP-10G-LR-JU', 'SFP-10G-SR-GE']) await setStock(ctx, await skuByNo(no), 1000);
});
afterAll(async () => ctx?.close());

describe('checking lines', () => {
  it('needs a login', async () => {
    expect((await call('POST', '/quick-order/check', { body: { lines: [{ partNo: 'SFP-10G-LR-GE', quantity: 1 }] } })).status).toBe(401);
    expect((await call('GET', '/quick-order/suggest?q=SFP')).status).toBe(401);
  });

  it('resolves a SKU number as written, in any case or without hyphens, priced at its tier', async () => {
    const id = await skuByNo('SFP-10G-LR-GE');
    for (const partNo of ['SFP-10G-LR-GE', 'sfp-10g-lr-ge', ' sfp10glrge ']) {
      const l = await one({ partNo, quantity: 12 });
      expect(l.ok, partNo).toBe(true);
      expect(l.problem).toBeNull();
      expect(l.sku.skuId).toBe(id);
      // 12 units reach the 10+ tier: cheaper than one.
      expect(l.unitPrice.amount).toBeLessThan(l.sku.listPrice.amount);
      expect(l.lineTotal.amount).toBe(l.unitPrice.amount * 12);
    }
    const few = await one({ partNo: 'SFP-10G-LR-GE', quantity: 3 });
    expect(few.nextTier.minQty).toBe(10);
  });

  it('unknown part number: said in the language asked, with similar numbers of ours', async () => {
    const l = await one({ partNo: 'SFP-10G-LX-GE', quantity: 1 }, '4');
    expect(l.ok).toBe(false);
    expect(l.problem).toBe('unknown');
    expect(l.message).toContain('SFP-10G-LX-GE');
    expect(l.message).toMatch(/Tuotenumerolla/);
    expect(l.suggestions.length).toBeGreaterThan(0);
    expect(l.suggestions.map((s: { productNo: string }) => s.productNo).some((n: string) => n.startsWith('SFP-10G-'))).toBe(true);
    const blank = await one({ partNo: '', quantity: 1 });
    expect(blank.problem).toBe('unknown');
  });

  it('SKU options missing: a product number with several SKUs lists them; the chosen one is ok', async () => {
    const l = await one({ partNo: 'SFP-10G-LR', quantity: 2 }, '3');
    expect(l.problem).toBe('optionsMissing');
    expect(l.message).toMatch(/SFP-10G-LR/);
    expect(l.candidates.length).toBeGreaterThanOrEqual(6);
    expect(new Set(l.candidates.map((c: { spuId: number }) => c.spuId)).size).toBe(1);
    const cisco = l.candidates.find((c: { productNo: string }) => c.productNo === 'SFP-10G-LR-CI');
    expect(cisco.saleAttr).toContain('Cisco');
    const chosen = await one({ partNo: 'SFP-10G-LR', quantity: 2, skuId: cisco.skuId });
    expect(chosen.ok).toBe(true);
    expect(chosen.sku.productNo).toBe('SFP-10G-LR-CI');
    // A SKU id that is not one of the line's candidates is not taken.
    const other = await one({ partNo: 'SFP-10G-LR', quantity: 2, skuId: await skuByNo('SFP-10G-SR-GE') });
    expect(other.problem).toBe('optionsMissing');
  });

  it('ambiguous: a number two products list as compatible names both; the chosen candidate is ok', async () => {
    const p1 = await productOf('SFP-10G-SR-GE');
    const p2 = await productOf('SFP-10G-LR-GE');
    await ctx.storage.db.execute(sql`INSERT INTO product_compat (product_id, name, sort) VALUES (${p1}, 'Acme QO-AMBI-7', 90), (${p2}, 'Acme QO-AMBI-7', 90)`);
    const l = await one({ partNo: 'QO-AMBI-7', quantity: 1 });
    expect(l.problem).toBe('ambiguous');
    expect(new Set(l.candidates.map((c: { spuId: number }) => c.spuId))).toEqual(new Set([p1, p2]));
    const pick = l.candidates.find((c: { productNo: string }) => c.productNo === 'SFP-10G-SR-GE');
    const chosen = await one({ partNo: 'QO-AMBI-7', quantity: 1, skuId: pick.skuId });
    expect(chosen.ok).toBe(true);
    expect(chosen.sku.productNo).toBe('SFP-10G-SR-GE');
  });

  it('brand-coded numbers: a brand word before our model, or another brand’s number in the compatibility list, give our SKU coded for that brand', async () => {
    const byBrand = await one({ partNo: 'Cisco SFP-10G-LR', quantity: 2 });
    expect(byBrand.ok).toBe(true);
    expect(byBrand.sku.productNo).toBe('SFP-10G-LR-CI');
    expect(byBrand.coding).toEqual({ brand: 'Cisco', partNo: 'Cisco SFP-10G-LR' });
    const lr = await productOf('SFP-10G-LR-JU');
    await ctx.storage.db.execute(sql`INSERT INTO product_compat (product_id, name, sort) VALUES (${lr}, 'Juniper EX-SFP-10GE-LR', 91)`);
    for (const partNo of ['EX-SFP-10GE-LR', 'Juniper EX-SFP-10GE-LR', 'ex-sfp-10ge-lr']) {
      const l = await one({ partNo, quantity: 2 });
      expect(l.ok, partNo).toBe(true);
      expect(l.sku.productNo).toBe('SFP-10G-LR-JU');
      expect(l.coding.brand).toBe('Juniper');
    }
  });

  it('quantity invalid: not a whole number from 1 to 9999', async () => {
    for (const quantity of ['abc', '0', 0, -2, 1.5, '1.5', '', 10000]) {
      const l = await one({ partNo: 'SFP-10G-LR-GE', quantity });
      expect(l.problem, String(quantity)).toBe('quantityInvalid');
      expect(l.sku.productNo).toBe('SFP-10G-LR-GE');
    }
    for (const quantity of ['7', ' 7 ', '7.0']) expect((await one({ partNo: 'SFP-10G-LR-GE', quantity })).quantity).toBe(7);
  });

  it('below the minimum: a SKU whose smallest tier starts at 5', async () => {
    const id = await skuByNo('SFP-10G-SR-GE');
    const [t] = await rows<{ price: number }>(ctx.storage.db, sql`SELECT price FROM sku_tier WHERE sku_id = ${id} AND min_qty = 1`);
    await ctx.storage.db.execute(sql`UPDATE sku_tier SET min_qty = 5 WHERE sku_id = ${id} AND min_qty = 1`);
    try {
      const l = await one({ partNo: 'SFP-10G-SR-GE', quantity: 2 }, '1');
      expect(l.problem).toBe('belowMinimum');
      expect(l.minimum).toBe(5);
      expect(l.message).toContain('5');
      expect((await one({ partNo: 'SFP-10G-SR-GE', quantity: 5 })).ok).toBe(true);
    } finally {
      await ctx.storage.db.execute(sql`UPDATE sku_tier SET min_qty = 1 WHERE sku_id = ${id} AND min_qty = 5 AND price = ${Number(t!.price)}`);
    }
  });

  it('out of stock, and short with what can still be added after the cart and earlier lines', async () => {
    const id = await skuByNo('SFP-10G-LR-HP');
    await setStock(ctx, id, 0);
    const none = await one({ partNo: 'SFP-10G-LR-HP', quantity: 1 });
    expect(none.problem).toBe('outOfStock');
    expect(none.available).toBe(0);
    await setStock(ctx, id, 9);
    await ctx.storage.db.execute(sql`INSERT INTO cart_item (user_id, sku_id, quantity) VALUES (${a.userId}, ${id}, 3)`);
    try {
      const r = await check([
        { partNo: 'SFP-10G-LR-HP', quantity: 4 },
        { partNo: 'SFP-10G-LR-HP', quantity: 4 },
      ]);
      const [first, second] = r.body.data.lines;
      expect(first.ok).toBe(true);
      expect(second.problem).toBe('short');
      expect(second.available).toBe(2);
      expect(second.message).toMatch(/2/);
    } finally {
      await emptyCart(a);
    }
  });

  it('over the reservation limits of ADR 0014 (per line, per product, in all), pointing to a quotation', async () => {
    const line = await one({ partNo: 'SFP-10G-LR-GE', quantity: 41 }, '2');
    expect(line.problem).toBe('overLimit');
    expect(line.limit).toBe(40);
    expect(line.message).toMatch(/quotation/);
    // 30 + 30 of one SKU: the second passes the line limit of 40 the cart's single line would have.
    const two = await check([
      { partNo: 'SFP-10G-LR-GE', quantity: 30 },
      { partNo: 'SFP-10G-LR-GE', quantity: 30 },
    ]);
    expect(two.body.data.lines[1].problem).toBe('overLimit');
    expect(two.body.data.lines[1].available).toBe(10);
    // 40 + 40 + 40 units of three SKUs: the third passes 100 in all.
    const all = await check(['SFP-10G-LR-GE', 'SFP-10G-LR-CI', 'SFP-10G-LR-JU'].map((partNo) => ({ partNo, quantity: 40 })), { lang: '5' });
    expect(all.body.data.lines.map((l: { ok: boolean }) => l.ok)).toEqual([true, true, false]);
    expect(all.body.data.lines[2].limit).toBe(100);
    expect(all.body.data.lines[2].message).toMatch(/devis/);
  });

  it('over the per-product limit with the units the buyer’s unpaid orders already hold', async () => {
    const c = await makeBuyer(ctx);
    const ci = await skuByNo('SFP-10G-LR-CI');
    const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
    const placed = await call('POST', '/orders', {
      token: c.token,
      body: { idempotencyKey: randomUUID(), items: [{ skuId: ci, quantity: 30 }], shippingAddressId: c.addressId, shippingMethodId: Number(m!.id) },
    });
    expect(placed.status, placed.body.msg).toBe(200);
    const r = await check([{ partNo: 'SFP-10G-LR-CI', quantity: 35 }], { token: c.token });
    const l = r.body.data.lines[0];
    expect(l.problem).toBe('overLimit');
    expect(l.limit).toBe(60);
    expect(l.available).toBe(30);
    expect((await check([{ partNo: 'SFP-10G-LR-CI', quantity: 30 }], { token: c.token })).body.data.lines[0].ok).toBe(true);
  });

  it('cart full: a new product does not fit a cart of 100 products', async () => {
    await ctx.storage.db.execute(sql`INSERT INTO cart_item (user_id, sku_id, quantity) SELECT ${a.userId}, id, 1 FROM sku WHERE stock > 0 AND product_no NOT LIKE 'SFP-10G-LR-%' ORDER BY id LIMIT 100`);
    try {
      const l = await one({ partNo: 'SFP-10G-LR-GE', quantity: 1 });
      expect(l.problem).toBe('cartFull');
    } finally {
      await emptyCart(a);
    }
  });

  it('refuses more than 500 lines with the limit in words, at once', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => ({ partNo: `QO-${i}`, quantity: 1 }));
    const started = Date.now();
    const r = await check(lines, { lang: '4' });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe(413);
    expect(r.body.msg).toContain('500');
    expect(r.body.msg).toContain('5000');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await call('POST', '/quick-order/add', { token: a.token, body: { lines } })).status).toBe(413);
  });

  it('checks 500 lines with a bounded number of statements (the same as for a few lines)', async () => {
    const numbers = (await rows<{ no: string }>(ctx.storage.db, sql`SELECT product_no AS no FROM sku ORDER BY id LIMIT 450`)).map((r) => r.no);
    const lines = [...numbers.map((partNo) => ({ partNo, quantity: 1 })), ...Array.from({ length: 50 }, (_, i) => ({ partNo: i % 2 ? `NOPE-${i}` : 'SFP-10G-LR', quantity: 1 }))];
    await check(lines.slice(0, 3)); // warms the reference cache
    let before = ctx.storage.queryCount.value;
    await check([lines[0]!, lines[451]!, lines[452]!]);
    const few = ctx.storage.queryCount.value - before;
    before = ctx.storage.queryCount.value;
    const r = await check(lines);
    const many = ctx.storage.queryCount.value - before;
    expect(r.status).toBe(200);
    expect(r.body.data.lines).toHaveLength(500);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(12);
  });
});

describe('files', () => {
  it('reads a CSV by its content (header skipped, semicolons), each line checked', async () => {
    const csv = Buffer.from('\uFEFFTuotenumero;Määrä\nSFP-10G-LR-GE;4\nNOPE-123;2\nSFP-10G-LR-CI;x\n', 'utf8');
    const r = await upload('order.txt', csv, '4');
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.lines).toEqual([
      { partNo: 'SFP-10G-LR-GE', quantity: '4', row: 2 },
      { partNo: 'NOPE-123', quantity: '2', row: 3 },
      { partNo: 'SFP-10G-LR-CI', quantity: 'x', row: 4 },
    ]);
    expect(r.body.data.check.lines.map((l: { problem: string | null }) => l.problem)).toEqual([null, 'unknown', 'quantityInvalid']);
  });

  it('reads an XLSX built with exceljs (numbers, a formula’s result)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['Part number', 'Quantity']);
    sheet.addRow(['SFP-10G-LR-GE', 3]);
    sheet.addRow(['Cisco SFP-10G-LR', { formula: '1+1', result: 2 }]);
    const r = await upload('lines.csv', Buffer.from(await book.xlsx.writeBuffer()));
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.lines.map((l: { partNo: string; quantity: string }) => [l.partNo, l.quantity])).toEqual([
      ['SFP-10G-LR-GE', '3'],
      ['Cisco SFP-10G-LR', '2'],
    ]);
    expect(r.body.data.check.okCount).toBe(2);
    expect(r.body.data.check.lines[1].coding.brand).toBe('Cisco');
  });

  it('refuses a file that is neither (by content, whatever its name), and an empty one', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3, 4, 5, 6, 7]);
    const r = await upload('lines.csv', png, '2');
    expect(r.status).toBe(422);
    expect(r.body.msg).toMatch(/CSV/);
    expect((await upload('empty.csv', Buffer.from('Part number,Quantity\n'))).status).toBe(422);
  });

  it('refuses a 5,000-line CSV and a 5,000-row XLSX with the limit in words, without a hang', async () => {
    const started = Date.now();
    const csv = Buffer.from(Array.from({ length: 5000 }, (_, i) => `SFP-10G-LR-GE,${i + 1}`).join('\n'));
    const r = await upload('big.csv', csv, '1');
    expect(r.status).toBe(413);
    expect(r.body.msg).toContain('500');
    expect(r.body.msg).toContain('5000');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    for (let i = 0; i < 5000; i++) sheet.addRow(['SFP-10G-LR-GE', 1]);
    const x = await upload('big.xlsx', Buffer.from(await book.xlsx.writeBuffer()), '2');
    expect(x.status).toBe(413);
    expect(x.body.msg).toMatch(/At most 500 lines/);
    expect(Date.now() - started).toBeLessThan(15000);
  });

  it('gives the template as CSV and XLSX, which read back as lines', async () => {
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/quick-order/template?format=csv', headers: { authorization: `Bearer ${a.token}`, lang: '1' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('料号,数量');
    const xlsx = await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/quick-order/template?format=xlsx', headers: { authorization: `Bearer ${a.token}`, lang: '2' } });
    expect(xlsx.statusCode).toBe(200);
    const r = await upload('template.xlsx', xlsx.rawPayload);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.lines.length).toBe(2);
  });
});

describe('suggestions while typing', () => {
  it('offers products, SKU numbers and other brands’ numbers starting like the text, bounded', async () => {
    const r = await call('GET', '/quick-order/suggest?q=sfp-10g-l', { token: a.token, lang: '2' });
    expect(r.status).toBe(200);
    const items = r.body.data.items as { productNo: string; kind: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items[0]).toMatchObject({ productNo: 'SFP-10G-LR', kind: 'product' });
    const compat = await call('GET', '/quick-order/suggest?q=EX-SFP-10GE', { token: a.token });
    expect(compat.body.data.items).toContainEqual(expect.objectContaining({ productNo: 'Juniper EX-SFP-10GE-LR', kind: 'compat', brand: 'Juniper' }));
    expect((await call('GET', '/quick-order/suggest?q=%25', { token: a.token })).body.data.items).toEqual([]);
  });
});

describe('adding to the cart', () => {
  it('puts only the lines that are ok in this buyer’s cart, merged with what is there; another buyer’s cart is untouched', async () => {
    await emptyCart(a);
    const ge = await skuByNo('SFP-10G-LR-GE');
    const ci = await skuByNo('SFP-10G-LR-CI');
    await ctx.storage.db.execute(sql`INSERT INTO cart_item (user_id, sku_id, quantity) VALUES (${a.userId}, ${ge}, 2), (${b.userId}, ${ge}, 1)`);
    const bBefore = await cartOf(b);
    const r = await call('POST', '/quick-order/add', {
      token: a.token,
      lang: '2',
      body: {
        lines: [
          { partNo: 'SFP-10G-LR-GE', quantity: 3 },
          { partNo: 'NOPE-1', quantity: 1 },
          { partNo: 'Cisco SFP-10G-LR', quantity: 5 },
          { partNo: 'SFP-10G-LR', quantity: 1 },
          { partNo: 'SFP-10G-LR-GE', quantity: 'two' },
        ],
      },
    });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('2 lines added to the cart');
    expect(r.body.data.added).toEqual([0, 2]);
    expect(r.body.data.check.lines.map((l: { problem: string | null }) => l.problem)).toEqual([null, 'unknown', null, 'optionsMissing', 'quantityInvalid']);
    const cart = await cartOf(a);
    expect(cart.get(ge)).toBe(5);
    expect(cart.get(ci)).toBe(5);
    expect(cart.size).toBe(2);
    expect(await cartOf(b)).toEqual(bBefore);
  });

  it('adds nothing when no line is ok, and says so', async () => {
    const before = await cartOf(a);
    const r = await call('POST', '/quick-order/add', { token: a.token, lang: '6', body: { lines: [{ partNo: 'NOPE-2', quantity: 1 }] } });
    expect(r.status).toBe(200);
    expect(r.body.data.added).toEqual([]);
    expect(r.body.msg).toMatch(/カート/);
    expect(await cartOf(a)).toEqual(before);
  });
});
