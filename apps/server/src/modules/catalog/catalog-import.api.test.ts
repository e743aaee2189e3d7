import { IMPORT_COLUMNS, type ImportPreview, type PriceChangePreview } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// Bulk import and export of the catalogue and category price changes (issue 27): a dry run shows
// every line's errors and the changes and applies nothing; apply writes exactly what was
// previewed, all or nothing, once (a replay and a second apply at once are refused), and only
// while nothing it read changed; buyers see the result at once and search finds renamed products.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
const IMPORT = '/api/ew/staff/catalog/import';
const PRICES = '/api/ew/staff/catalog/price-change';

interface SeedSku {
  skuId: number;
  productId: number;
  productNo: string;
  model: string;
  price: number;
  stock: number;
  category: string;
  categoryId: number;
}
/** Published products with two or more SKUs, each its own (tests change different ones). */
let seeded: SeedSku[][];

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  const all = await rows<SeedSku>(
    ctx.storage.db,
    sql`SELECT s.id AS "skuId", p.id AS "productId", s.product_no AS "productNo", p.model, s.price::int AS price, s.stock, c.key AS category, c.id AS "categoryId"
          FROM sku s JOIN product p ON p.id = s.product_id JOIN category c ON c.id = p.category_id
         WHERE p.status = 'published' AND (SELECT count(*) FROM sku x WHERE x.product_id = p.id) >= 2
         ORDER BY p.id, s.id LIMIT 60`,
  );
  const byProduct = new Map<number, SeedSku[]>();
  for (const r of all) byProduct.set(Number(r.productId), [...(byProduct.get(Number(r.productId)) ?? []), { ...r, skuId: Number(r.skuId), productId: Number(r.productId), price: Number(r.price), stock: Number(r.stock), categoryId: Number(r.categoryId) }]);
  seeded = [...byProduct.values()];
});
afterAll(() => ctx?.close());

/** A CSV file of these columns and rows (quoted as needed). */
const csv = (header: string[], lines: string[][]) => Buffer.from([header, ...lines].map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n'), 'utf8');

async function upload(bytes: Buffer, name = 'catalogue.csv', headers: Record<string, string> = sales) {
  const boundary = 'import-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: IMPORT, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: '5', ...headers } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: ImportPreview } };
}
const apply = (id: string, headers = sales) => call('POST', `${IMPORT}/${id}/apply`, { headers, lang: '5' });
const skuNow = async (no: string) =>
  (await rows<{ price: number; stock: number; tiers: string; productId: number }>(ctx.storage.db, sql`SELECT price::int AS price, stock, product_id AS "productId", coalesce((SELECT string_agg(t.min_qty || ':' || t.price, ';' ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '') AS tiers FROM sku s WHERE product_no = ${no}`))[0];
const productNow = async (id: number) =>
  (await rows<{ minPrice: number; totalStock: number; status: string; version: number; realMin: number; realStock: number }>(
    ctx.storage.db,
    sql`SELECT min_price::int AS "minPrice", total_stock AS "totalStock", status, version,
               (SELECT min(price)::int FROM sku WHERE product_id = p.id) AS "realMin", (SELECT sum(stock)::int FROM sku WHERE product_id = p.id) AS "realStock"
          FROM product p WHERE id = ${id}`,
  ))[0]!;
const audit = async (q: string) => (await call('GET', `/api/ew/staff/audit?${q}`, { headers: OPS })).body.data.items as { action: string; entityId: string; after: any }[];
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang: '2' } });
  return { cache: res.headers['x-cache'], data: res.json().data as any };
};
const searchIds = async (q: string) => ((await get(`/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=10`)).data.products as { spuId: number }[]).map((i) => i.spuId);
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}
const H = ['product_no', 'model', 'brand', 'category', 'price', 'tiers', 'stock', 'weight_g', 'name.en', 'name.zh-CN', 'short_desc.en'];
let serial = 0;
const fresh = () => `IMP-${++serial}-${Date.now().toString(36).toUpperCase()}`;

describe('catalogue import and export', () => {
  it('is for catalog.edit only', async () => {
    const agent = await staffOf(ctx, 'agent');
    const finance = await staffOf(ctx, 'finance');
    for (const who of [agent, finance]) {
      expect((await call('GET', `${IMPORT}/template`, { headers: who })).status).toBe(403);
      expect((await call('GET', '/api/ew/staff/catalog/export', { headers: who })).status).toBe(403);
      expect((await upload(csv(H, []), 'x.csv', who)).status).toBe(403);
      expect((await call('POST', PRICES, { headers: who, body: { categoryId: 1, percent: 5 } })).status).toBe(403);
      expect((await apply('00000000-0000-4000-8000-000000000000', who)).status).toBe(403);
    }
    expect((await call('GET', `${IMPORT}/template`)).status).toBe(401);
  });

  it('offers a template as CSV and XLSX whose example row is a valid new product', async () => {
    const c = await ctx.app.inject({ method: 'GET', url: `${IMPORT}/template?format=csv`, headers: sales });
    expect(c.statusCode).toBe(200);
    expect(c.headers['content-type']).toContain('text/csv');
    expect(c.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(IMPORT_COLUMNS.join(','));
    const x = await ctx.app.inject({ method: 'GET', url: `${IMPORT}/template?format=xlsx`, headers: sales });
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...IMPORT_COLUMNS]);
    for (const [bytes, name] of [[c.rawPayload, 't.csv'], [x.rawPayload, 't.xlsx']] as const) {
      const r = await upload(bytes, name);
      expect(r.status, r.body.msg).toBe(200);
      expect(r.body.data.errors).toEqual([]);
      expect(r.body.data.summary).toMatchObject({ lines: 1, productsCreated: 1, skusCreated: 1 });
      expect(r.body.data.id).toBeTruthy();
    }
  });

  it('refuses a file that is neither UTF-8 CSV nor XLSX, by content, in the operator’s language', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]);
    const r = await upload(png, 'catalogue.csv');
    expect(r.status).toBe(415);
    expect(r.body.msg).toContain('CSV');
    expect(r.body.msg).toContain('importés');
    const latin1 = Buffer.from('product_no,model\r\nA\xe9,B\r\n', 'latin1');
    expect((await upload(latin1)).status).toBe(415);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]);
    expect((await upload(zip, 'x.xlsx')).status).toBe(415);
    const many = Buffer.from(['product_no,model', ...Array.from({ length: 20_001 }, (_, i) => `N${i},M`)].join('\n'));
    expect((await upload(many)).status).toBe(413);
  });

  it('reports every bad line with its column and applies nothing, not even the good lines', async () => {
    const [a, b] = seeded[0]!;
    const good = fresh();
    const file = csv(H, [
      [a!.productNo, a!.model, '', '', '99.99', '', '7', '', '', '', ''],
      [good, good, 'YT', 'no-such-category', '10.00', '', '1', '', 'New', '', ''],
      [b!.productNo, b!.model, '', '', '12.345', '', '-3', '', '', '', ''],
      [a!.productNo, a!.model, '', '', '1.00', '', '', '', '', '', ''],
      [fresh(), fresh(), 'YT', a!.category, '5.00', '5:1.00;2:3.00', '99999999999', '', '', '', ''],
      [fresh(), 'M-\u0000', 'YT', a!.category, '99999999999.00', '', '', '', 'x', '', ''],
      [fresh(), fresh(), '=HYPERLINK("x")', a!.category, '', '', '', '', '@SUM(A1)', '', ''],
    ]);
    const before = await skuNow(a!.productNo);
    const r = await upload(file);
    expect(r.status, r.body.msg).toBe(200);
    const errs = r.body.data.errors.map((e) => `${e.line}:${e.column}:${e.code}`);
    expect(errs).toEqual(
      expect.arrayContaining([
        '3:category:unknownCategory',
        '4:price:badPrice',
        '4:stock:negative',
        '5:product_no:duplicateProductNo',
        '6:tiers:badTiers',
        '6:stock:tooHigh',
        '6:name.en:newProductNeedsName',
        '7:model:nul',
        '7:price:priceTooHigh',
        '8:brand:formula',
        '8:name.en:formula',
        '8:price:newSkuNeedsPrice',
      ]),
    );
    expect(r.body.data.errors.find((e) => e.code === 'duplicateProductNo')!.params.other).toBe(2);
    expect(r.body.data.id).toBeNull();
    expect(r.body.data.summary.errorLines).toBe(6);
    expect(r.body.data.summary.errorCount).toBe(r.body.data.errors.length);
    expect(await skuNow(a!.productNo)).toEqual(before);
    expect((await apply('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('POST', `${IMPORT}/not-a-uuid/apply`, { headers: sales })).status).toBe(404);
  });

  it('refuses an unknown or missing column on the header line', async () => {
    const r = await upload(csv(['model', 'prix'], [['X', '1']]));
    expect(r.body.data.errors.map((e) => `${e.line}:${e.code}`).sort()).toEqual(['1:missingColumn', '1:unknownColumn']);
    expect(r.body.data.id).toBeNull();
  });

  it('applies a good file entirely: updates, new drafts, totals, audit, cache and search', async () => {
    const [a, b] = seeded[1]!;
    const newModel = fresh();
    const renamed = `Wallaby Import ${serial}`;
    const d0 = await get(`/api/ew/buyer/catalog/products/${a!.productId}`);
    const d1 = await get(`/api/ew/buyer/catalog/products/${a!.productId}`);
    expect(d1.cache).toBe('hit');
    const file = csv(H, [
      [a!.productNo, a!.model, '', '', '1.00', '10:0.90;100:0.80', '4321', '', renamed, '', ''],
      [b!.productNo, b!.model, '', '', '', '', '5', '', '', '', ''],
      [`${newModel}-1`, newModel, 'YT', a!.category, '42.50', '10:41.00', '12', '20', 'Kangaroo Uplink', '袋鼠上行模块', 'Short'],
      [`${newModel}-2`, newModel, '', '', '44.00', '', '3', '', '', '', ''],
    ]);
    const r = await upload(file, 'good.csv');
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.errors).toEqual([]);
    expect(r.body.data.summary).toMatchObject({ lines: 4, productsCreated: 1, productsUpdated: 1, skusCreated: 2, skusUpdated: 2, errorLines: 0 });
    const fields = r.body.data.changes.filter((c) => c.productNo === a!.productNo).map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['price', 'tiers', 'stock', 'name.en']));
    expect(r.body.data.changes.find((c) => c.field === 'price' && c.productNo === a!.productNo)).toMatchObject({ after: '1.00' });
    // Nothing is written by the dry run.
    expect((await skuNow(a!.productNo))!.price).toBe(a!.price);

    const done = await apply(r.body.data.id!);
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body.msg).toBe('Import appliqué');
    expect(await skuNow(a!.productNo)).toMatchObject({ price: 100, stock: 4321, tiers: '10:90;100:80' });
    expect((await skuNow(b!.productNo))!.stock).toBe(5);
    const p = await productNow(a!.productId);
    expect(p.minPrice).toBe(p.realMin);
    expect(p.totalStock).toBe(p.realStock);
    const created = await skuNow(`${newModel}-1`);
    expect(created).toMatchObject({ price: 4250, stock: 12, tiers: '10:4100' });
    const np = await productNow(created!.productId);
    expect(np).toMatchObject({ status: 'draft', minPrice: 4250, totalStock: 15 });

    const entries = await audit(`entityType=catalog_import&pageSize=100`);
    expect(entries.find((e) => e.entityId === r.body.data.id)?.after).toMatchObject({ fileName: 'good.csv', skusCreated: 2, productsCreated: 1 });
    expect((await audit(`entityType=product&entityId=${a!.productId}`)).some((e) => e.action === 'product.import')).toBe(true);

    // Buyers see the new price at once: the cached detail is dropped on commit.
    const after = await eventually(
      () => get(`/api/ew/buyer/catalog/products/${a!.productId}`),
      (d) => JSON.stringify(d.data.skus) !== JSON.stringify(d0.data.skus),
    );
    const sku = (after.data.skus as { skuId: number; price: { amount: number } }[]).find((s) => s.skuId === a!.skuId)!;
    const was = (d0.data.skus as { skuId: number; price: { amount: number } }[]).find((s) => s.skuId === a!.skuId)!;
    expect(sku.price.amount).toBeLessThan(was.price.amount);
    // Search finds the renamed product by its new name, and the new one once it is published.
    expect(await eventually(() => searchIds(renamed), (ids) => ids[0] === a!.productId)).toContain(a!.productId);
    const editor = await call('GET', `/api/ew/staff/catalog/products/${created!.productId}`, { headers: sales });
    const pub = await call('POST', `/api/ew/staff/catalog/products/${created!.productId}/publish`, { headers: sales, body: { version: editor.body.data.version, overrideReason: 'import test' } });
    expect(pub.status, pub.body.msg).toBe(200);
    expect(await searchIds('Kangaroo Uplink')).toContain(created!.productId);
  });

  it('refuses a replayed apply, and applies once when two applies of one import run at once', async () => {
    const [a] = seeded[2]!;
    const newModel = fresh();
    const file = csv(H, [
      [a!.productNo, a!.model, '', '', '', '', String(a!.stock + 7), '', '', '', ''],
      [`${newModel}-1`, newModel, 'YT', a!.category, '9.00', '', '1', '', 'Numbat Twin', '', ''],
    ]);
    const r = await upload(file);
    const id = r.body.data.id!;
    const [x, y] = await Promise.all([apply(id), apply(id)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect((await skuNow(a!.productNo))!.stock).toBe(a!.stock + 7);
    const n = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM product WHERE model = ${newModel}`);
    expect(Number(n[0]!.n)).toBe(1);
    const replay = await apply(id);
    expect(replay.status).toBe(409);
    expect(replay.body.msg).toContain('déjà');
    expect((await audit('entityType=catalog_import&pageSize=100')).filter((e) => e.entityId === id)).toHaveLength(1);
  });

  it('applies nothing when the catalogue changed after the preview, and says so', async () => {
    const [a, b] = seeded[3]!;
    const r = await upload(csv(H, [
      [a!.productNo, a!.model, '', '', '77.00', '', '', '', '', '', ''],
      [b!.productNo, b!.model, '', '', '78.00', '', '', '', '', '', ''],
    ]));
    await ctx.storage.db.execute(sql`UPDATE sku SET stock = stock + 1 WHERE id = ${b!.skuId}`);
    const done = await apply(r.body.data.id!);
    expect(done.status).toBe(409);
    expect(done.body.msg).toContain('1');
    expect((await skuNow(a!.productNo))!.price).toBe(a!.price);
    expect((await skuNow(b!.productNo))!.price).toBe(b!.price);
  });

  it('refuses an expired preview', async () => {
    const [a] = seeded[4]!;
    const r = await upload(csv(H, [[a!.productNo, a!.model, '', '', '', '', String(a!.stock + 1), '', '', '', '']]));
    await ctx.storage.db.execute(sql`UPDATE catalog_import SET expires_at = now() - interval '1 minute' WHERE id = ${r.body.data.id}`);
    const late = await apply(r.body.data.id!);
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('expiré');
    expect((await skuNow(a!.productNo))!.stock).toBe(a!.stock);
  });

  it('round-trips: an export imported as it is changes nothing (CSV and XLSX)', async () => {
    const [a] = seeded[5]!;
    for (const format of ['csv', 'xlsx']) {
      const e = await ctx.app.inject({ method: 'GET', url: `/api/ew/staff/catalog/export?format=${format}&categoryId=${a!.categoryId}`, headers: sales });
      expect(e.statusCode).toBe(200);
      const r = await upload(e.rawPayload, `export.${format}`);
      expect(r.status, r.body.msg).toBe(200);
      expect(r.body.data.errors).toEqual([]);
      expect(r.body.data.summary.lines).toBeGreaterThan(1);
      expect(r.body.data.summary.changes).toBe(0);
      expect(r.body.data.id).toBeNull();
    }
  });

  it('refuses formulas in an XLSX cell', async () => {
    const [a] = seeded[5]!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['product_no', 'model', 'stock']);
    sheet.addRow([a!.productNo, a!.model, { formula: '1+1', result: 2 }]);
    const r = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'f.xlsx');
    expect(r.body.data.errors.map((e) => `${e.line}:${e.column}:${e.code}`)).toEqual(['2:stock:formula']);
  });
});

describe('category price change', () => {
  it('previews every SKU before → after with tiers, applies by the preview id once, audited', async () => {
    const [a] = seeded[6]!;
    await ctx.storage.db.execute(sql`INSERT INTO sku_tier (sku_id, min_qty, price) VALUES (${a!.skuId}, 500, 1001) ON CONFLICT (sku_id, min_qty) DO UPDATE SET price = 1001`);
    const bad = await call('POST', PRICES, { headers: sales, body: { categoryId: a!.categoryId, percent: 1000 } });
    expect(bad.status).toBe(422);
    for (const percent of [-95, 0, 1.234]) expect((await call('POST', PRICES, { headers: sales, body: { categoryId: a!.categoryId, percent } })).status).toBe(422);
    expect((await call('POST', PRICES, { headers: sales, body: { categoryId: 2_147_483_647, percent: 5 } })).status).toBe(422);

    const r = await call('POST', PRICES, { headers: sales, body: { categoryId: a!.categoryId, percent: -12.5 } });
    expect(r.status, r.body.msg).toBe(200);
    const preview = r.body.data as PriceChangePreview;
    const line = preview.lines.find((l) => l.skuId === a!.skuId)!;
    const expected = (p: number) => Math.max(1, Math.round((p * 8750) / 10000 + 1e-9));
    expect(line).toMatchObject({ before: a!.price, after: expected(a!.price) });
    expect(line.tiers.find((t) => t.minQty === 500)).toEqual({ minQty: 500, before: 1001, after: 876 });
    expect((await skuNow(a!.productNo))!.price).toBe(a!.price);

    const done = await call('POST', `${PRICES}/${preview.id}/apply`, { headers: sales });
    expect(done.status, done.body.msg).toBe(200);
    expect((await skuNow(a!.productNo))!.price).toBe(expected(a!.price));
    expect((await skuNow(a!.productNo))!.tiers).toContain('500:876');
    const p = await productNow(a!.productId);
    expect(p.minPrice).toBe(p.realMin);
    expect((await call('POST', `${PRICES}/${preview.id}/apply`, { headers: sales })).status).toBe(409);
    const entry = (await audit('entityType=category&pageSize=100')).find((e) => e.after?.importId === preview.id);
    expect(entry?.after).toMatchObject({ percent: -12.5, skus: preview.skus });
    // An import's id is not a price change's, nor the other way round.
    expect((await apply(preview.id!)).status).toBe(404);
  });

  it('applies nothing when a price changed after the preview', async () => {
    const [a, b] = seeded[7]!;
    const price = (await skuNow(a!.productNo))!.price;
    const r = await call('POST', PRICES, { headers: sales, body: { categoryId: a!.categoryId, percent: 5 } });
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price + 1 WHERE id = ${b!.skuId}`);
    const done = await call('POST', `${PRICES}/${r.body.data.id}/apply`, { headers: sales });
    expect(done.status).toBe(409);
    expect((await skuNow(a!.productNo))!.price).toBe(price);
  });
});

describe('dry runs and the audit log', () => {
  it('a dry run and a price preview change nothing, so the safety net logs neither (the apply logs itself)', async () => {
    const [a] = seeded[8]!;
    // As the SKU is now: an earlier test of this file changed its category's prices.
    const before = await skuNow(a!.productNo);
    const dry = await upload(csv(H, [[a!.productNo, a!.model, '', '', '', '', String(a!.stock + 3), '', '', '', '']]), 'dry.csv');
    expect(dry.status, dry.body.msg).toBe(200);
    expect(dry.body.data.errors).toEqual([]);
    const prices = await call('POST', PRICES, { headers: sales, body: { categoryId: a!.categoryId, percent: 3 } });
    expect(prices.status, prices.body.msg).toBe(200);
    // A change the safety net does log, after them (by the operator): once its entry is there, theirs would be too.
    const query = `dry-run-${Date.now().toString(36)}`;
    expect((await call('POST', '/api/ew/staff/search/hide', { headers: OPS, body: { query } })).status).toBe(200);
    await waitUntil(async () => (await audit('entityType=route&pageSize=100')).some((e) => e.after?.body?.query === query), { timeoutMs: 3000, intervalMs: 25, what: 'the later route entry' });
    const routes = await audit('entityType=route&pageSize=100');
    expect(routes.filter((e) => /^POST \/catalog\/(import|price-change)$/.test(e.action))).toEqual([]);
    expect(await skuNow(a!.productNo)).toEqual(before);
    // The apply is the change, logged by the service.
    expect((await apply(dry.body.data.id!)).status).toBe(200);
    expect((await audit('entityType=catalog_import&pageSize=100')).some((e) => e.entityId === dry.body.data.id)).toBe(true);
  });
});
