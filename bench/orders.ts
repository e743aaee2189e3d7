// Order placement under load on PostgreSQL: POST /orders (one transaction that locks the SKU
// rows, then each warehouse's stock rows, re-reads prices and stock, reserves units per warehouse,
// writes allocations and shipments, copies lines and addresses, writes the event, the message and
// the mail) against the reference /api/health in the same run.
//   node --import tsx bench/orders.ts [--duration 10] [--connections 50] [--port 8197]
// It creates (and drops first) the database netshop_orders_bench on BENCH_PG (default
// postgres://postgres@127.0.0.1:5432/postgres) with the seed catalogue. Stock per warehouse (issue
// 28): every SKU of even id is in Munich only (the Finnish buyers' nearest warehouse), every odd
// one in Shenzhen only (their second), so an order of one of each is split into two shipments.
// Afterwards `scripts/ops.mjs stock-check` runs against the server: the run must leave no difference.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openStorage, rows } from '../apps/server/src/db/client.js';
import { createSession } from '../apps/server/src/modules/account/sessions.js';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const admin = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'netshop_orders_bench';
const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
const port = arg('port', 8197);
const opsToken = `bench-ops-${randomUUID()}`;
const base = `http://127.0.0.1:${port}`;

const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${dbName}`);
await c.end();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', PG_POOL_MAX: '20', SWEEP_INTERVAL_MS: '0', OPS_TOKEN: opsToken },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

// Buyers with a session and an address each; orders are limited to 30 per buyer in 10 minutes.
const storage = await openStorage({ databaseUrl: dbUrl, dataDir: '' });
const db = storage.db;
const BUYERS = 3000;
// A million units per SKU in one warehouse: Munich for even SKU ids, Shenzhen for odd ones. Written
// as the inventory keeps stock (ADR 0044): each row's change is a ledger row, a SKU's stock is the
// sum of what its warehouses can sell, a product's total the sum of its SKUs, so the consistency
// check at the end starts from a consistent database.
await db.execute(sql`
  WITH target AS (
    SELECT x.warehouse_id, x.sku_id, x.on_hand AS old,
           x.reserved + CASE WHEN (x.sku_id % 2 = 0 AND w.code = 'MUC') OR (x.sku_id % 2 = 1 AND w.code = 'SZX') THEN 1000000 ELSE 0 END AS new
      FROM warehouse_stock x JOIN warehouse w ON w.id = x.warehouse_id),
  changed AS (
    UPDATE warehouse_stock x SET on_hand = t.new FROM target t
     WHERE x.warehouse_id = t.warehouse_id AND x.sku_id = t.sku_id AND t.new <> t.old
    RETURNING x.warehouse_id, x.sku_id, t.new - t.old AS delta)
  INSERT INTO stock_ledger (warehouse_id, sku_id, on_hand_delta, reserved_delta, reason, note)
  SELECT warehouse_id, sku_id, delta, 0, 'adjust', 'bench' FROM changed`);
await db.execute(sql`UPDATE sku s SET stock = coalesce((SELECT sum(on_hand - reserved) FROM warehouse_stock x WHERE x.sku_id = s.id), 0)`);
await db.execute(sql`UPDATE product p SET total_stock = coalesce((SELECT sum(stock) FROM sku s WHERE s.product_id = p.id), 0)`);
await db.execute(sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id)
                     SELECT 'bench-' || g || '@example.com', 'scrypt$unused', 'Bench', 'Buyer', (SELECT id FROM country WHERE code = 'FI') FROM generate_series(1, ${BUYERS}) g`);
await db.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, is_default)
                     SELECT u.id, 'shipping', 'Bench', 'Buyer', u.country_id, (SELECT min(r.id) FROM region r WHERE r.country_id = u.country_id), 'Helsinki', '00100', '+358 40 555 0100', 'Street 1', true
                       FROM app_user u WHERE u.email LIKE 'bench-%'`);
const buyers = await rows<{ id: number; addressId: number }>(db, sql`SELECT u.id, a.id AS "addressId" FROM app_user u JOIN address a ON a.user_id = u.id WHERE u.email LIKE 'bench-%'`);
const tokens = await Promise.all(buyers.map(async (b) => ({ token: await createSession(db, Number(b.id), 'bench'), addressId: Number(b.addressId) })));
const skus = (await rows<{ id: number }>(db, sql`SELECT s.id FROM sku s JOIN product p ON p.id = s.product_id WHERE p.status = 'published' ORDER BY s.id`)).map((s) => Number(s.id));
const inMunich = skus.filter((id) => id % 2 === 0);
const inShenzhen = skus.filter((id) => id % 2 === 1);
const [muc, szx] = [inMunich.length, inShenzhen.length];
if (!muc || !szx) throw new Error('the catalogue needs SKUs of even and odd ids');
const [method] = await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
await storage.close();

let k = 0;
const pick = (list: number[]) => list[Math.floor(Math.random() * list.length)]!;
/** Two lines: both from Munich (one shipment), or one from Munich and one from Shenzhen (two shipments). */
const order = (warehouses: 1 | 2) => {
  const b = tokens[k++ % tokens.length]!;
  const first = pick(inMunich);
  let second = warehouses === 2 ? pick(inShenzhen) : pick(inMunich);
  while (second === first) second = pick(inMunich);
  const items = [{ skuId: first, quantity: 1 + Math.floor(Math.random() * 3) }, { skuId: second, quantity: 1 }];
  return { method: 'POST' as const, path: '/api/ew/buyer/orders', headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: Number(method!.id) }) };
};
const targets: [string, autocannon.Options][] = [
  ['reference: /api/health (no database)', { url: `${base}/api/health` }],
  ['cart: GET /cart of a buyer (priced)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: '/api/ew/buyer/cart', headers: { authorization: `Bearer ${tokens[k++ % tokens.length]!.token}` } }) }] }],
  ['place order: POST /orders (2 lines, both from Munich: 1 shipment)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, ...order(1) }) }] }],
  ['place order: POST /orders (2 lines, Munich + Shenzhen: 2 shipments)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, ...order(2) }) }] }],
];
const results = [];
for (const [name, opts] of targets) {
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
}
// The consistency check after thousands of concurrent orders, as an operator runs it.
const check = spawnSync(process.execPath, ['scripts/ops.mjs', 'stock-check', '--url', base], { env: { ...process.env, OPS_TOKEN: opsToken, OPS_URL: '' }, encoding: 'utf8' });
const storage2 = await openStorage({ databaseUrl: dbUrl, dataDir: '' });
const [split] = await rows<{ orders: number; split: number }>(
  storage2.db,
  sql`SELECT count(*)::int AS orders, count(*) FILTER (WHERE n > 1)::int AS split FROM (SELECT order_id, count(*) AS n FROM order_shipment GROUP BY order_id) x`,
);
await storage2.close();
server.kill('SIGTERM');
const ref = results[0]!.rps;
console.log(`\n${connections} connections, ${duration} s per route, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| route | req/s | ratio to reference | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / ref).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
console.log(`\norders placed: ${split!.orders}, of them split into two shipments: ${split!.split}`);
console.log(`stock-check (exit ${check.status}): ${(check.stdout + check.stderr).trim()}`);
if (check.status !== 0) process.exitCode = 1;
