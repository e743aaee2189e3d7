// The catalogue import at 10,000 lines (issue 27): the dry run (parse, check every line, compare
// with the catalogue, store the plan) and the apply (one transaction: row locks, the check that
// nothing changed, products, texts, SKUs, tiers, listing totals, audit, search rows), timed on
// the real app in process, with the export of the whole catalogue and a price change beside them.
//   node --import tsx bench/catalog-import.ts [--lines 10000] [--format csv|xlsx]
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://… runs on PostgreSQL (a database it
// creates and drops: netshop_import_bench on that server).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { rows } from '../apps/server/src/db/client.js';
import { prepareStorage } from '../apps/server/src/db/index.js';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const LINES = Number(arg('lines', '10000'));
const FORMAT = arg('format', 'csv');
const admin = process.env.BENCH_DATABASE_URL;
const dbName = 'netshop_import_bench';
let databaseUrl: string | undefined;
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${dbName}`);
  await c.end();
  databaseUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
}

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', SWEEP_INTERVAL_MS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const storage = await prepareStorage({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, storage });
await app.ready();
const OPS = { authorization: 'Bearer dev-ops-token' };

// Every seeded SKU is updated (price, stock, tiers); the rest of the lines are new products of
// four SKUs each, named in two languages.
const existing = await rows<{ productNo: string; model: string; price: number; stock: number }>(
  storage.db,
  sql`SELECT s.product_no AS "productNo", p.model, s.price::int AS price, s.stock FROM sku s JOIN product p ON p.id = s.product_id ORDER BY s.id LIMIT ${LINES}`,
);
const [cat] = await rows<{ key: string }>(storage.db, sql`SELECT key FROM category WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1`);
const header = ['product_no', 'model', 'brand', 'category', 'price', 'tiers', 'stock', 'weight_g', 'name.en', 'name.zh-CN', 'short_desc.en'];
const lines: string[][] = existing.map((s) => [s.productNo, s.model, '', '', ((Number(s.price) + 1) / 100).toFixed(2), `10:${((Number(s.price) * 0.95) / 100).toFixed(2)}`, String(Number(s.stock) + 3), '', '', '', '']);
for (let i = 0; lines.length < LINES; i++) {
  const model = `BENCH-${i}`;
  for (let k = 1; k <= 4 && lines.length < LINES; k++) {
    lines.push([`${model}-${k}`, model, 'YT', cat!.key, `${10 + (i % 90)}.${String(k * 7).padStart(2, '0')}`, '10:9.50;100:9.00', String(100 + k), '25', `Bench module ${i}`, `基准模块 ${i}`, 'Generated for the import benchmark']);
  }
}

async function fileOf(): Promise<Buffer> {
  if (FORMAT === 'csv') return Buffer.from([header, ...lines].map((r) => r.join(',')).join('\r\n'));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('catalogue');
  sheet.addRows([header, ...lines]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const file = await fileOf();

async function timed<T>(what: string, fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  const ms = performance.now() - t0;
  console.log(`${what}: ${Math.round(ms)} ms`);
  return [r, ms];
}

const boundary = 'bench-boundary';
const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.${FORMAT}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
const [preview, dryMs] = await timed(`dry run, ${lines.length} lines (${existing.length} updated SKUs), ${(file.length / 1024).toFixed(0)} kB ${FORMAT}`, async () => {
  const r = await app.inject({ method: 'POST', url: '/api/ew/staff/catalog/import', payload, headers: { ...OPS, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().data as { id: string; summary: Record<string, number>; errors: unknown[] };
});
if (!preview.id) throw new Error(`no preview id: ${JSON.stringify(preview.errors.slice(0, 5))}`);
const [, applyMs] = await timed('apply (one transaction)', async () => {
  const r = await app.inject({ method: 'POST', url: `/api/ew/staff/catalog/import/${preview.id}/apply`, headers: OPS });
  if (r.statusCode !== 200) throw new Error(r.body);
});
const [exported, exportMs] = await timed('export of the whole catalogue', async () => (await app.inject({ method: 'GET', url: `/api/ew/staff/catalog/export?format=${FORMAT}`, headers: OPS })).rawPayload);
// A second file of the same size that only updates: every SKU now in the catalogue, price and stock.
const all = await rows<{ productNo: string; model: string; price: number; stock: number }>(
  storage.db,
  sql`SELECT s.product_no AS "productNo", p.model, s.price::int AS price, s.stock FROM sku s JOIN product p ON p.id = s.product_id ORDER BY s.id LIMIT ${LINES}`,
);
lines.length = 0;
for (const s of all) lines.push([s.productNo, s.model, '', '', ((Number(s.price) + 2) / 100).toFixed(2), '', String(Number(s.stock) + 1), '', '', '', '']);
const file2 = await fileOf();
const payload2 = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench2.${FORMAT}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file2, Buffer.from(`\r\n--${boundary}--\r\n`)]);
const [preview2, dry2Ms] = await timed(`dry run, ${lines.length} lines, updates only`, async () => {
  const r = await app.inject({ method: 'POST', url: '/api/ew/staff/catalog/import', payload: payload2, headers: { ...OPS, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return r.json().data as { id: string; summary: Record<string, number> };
});
const [, apply2Ms] = await timed('apply, updates only', async () => {
  const r = await app.inject({ method: 'POST', url: `/api/ew/staff/catalog/import/${preview2.id}/apply`, headers: OPS });
  if (r.statusCode !== 200) throw new Error(r.body);
});

const [{ n }] = (await rows<{ n: number }>(storage.db, sql`SELECT count(*)::int AS n FROM sku`)) as [{ n: number }];
const [root] = await rows<{ id: number }>(storage.db, sql`SELECT id FROM category WHERE parent_id IS NULL ORDER BY id LIMIT 1`);
const [price, priceMs] = await timed('price change preview, first top category, +5 %', async () => {
  const r = await app.inject({ method: 'POST', url: '/api/ew/staff/catalog/price-change', payload: { categoryId: Number(root!.id), percent: 5 }, headers: OPS });
  return r.json().data as { id: string; skus: number };
});
const [, priceApplyMs] = await timed(`price change apply (${price.skus} SKUs)`, async () => {
  const r = await app.inject({ method: 'POST', url: `/api/ew/staff/catalog/price-change/${price.id}/apply`, headers: OPS });
  if (r.statusCode !== 200) throw new Error(r.body);
});

console.log(`\n| step | ms |\n|---|---:|`);
console.log(`| dry run, ${lines.length} lines (${preview.summary.skusUpdated} SKUs updated, ${preview.summary.skusCreated} created in ${preview.summary.productsCreated} products) | ${Math.round(dryMs)} |`);
console.log(`| apply | ${Math.round(applyMs)} |`);
console.log(`| dry run, ${lines.length} lines, every one an update (${preview2.summary.skusUpdated} SKUs) | ${Math.round(dry2Ms)} |`);
console.log(`| apply | ${Math.round(apply2Ms)} |`);
console.log(`| export, ${n} SKUs, ${(exported.length / 1024).toFixed(0)} kB | ${Math.round(exportMs)} |`);
console.log(`| price change preview, ${price.skus} SKUs | ${Math.round(priceMs)} |`);
console.log(`| price change apply | ${Math.round(priceApplyMs)} |`);
console.log(`engine: ${databaseUrl ? 'PostgreSQL' : 'PGlite (memory)'}, node ${process.version}`);

await app.close();
await storage.close();
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.end();
}
