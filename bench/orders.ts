// Order placement under load on PostgreSQL: POST /orders (one transaction that locks the SKU
// rows, re-reads prices and stock, decrements it, copies lines and addresses, writes the event,
// the message and the mail) against the reference /api/health in the same run.
//   node --import tsx bench/orders.ts [--duration 10] [--connections 50]
// It creates (and drops first) the database netshop_orders_bench on BENCH_PG (default
// postgres://postgres@127.0.0.1:5432/postgres) with the seed catalogue.
import { spawn } from 'node:child_process';
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
const port = 8197;
const base = `http://127.0.0.1:${port}`;

const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${dbName}`);
await c.end();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', PG_POOL_MAX: '20', SWEEP_INTERVAL_MS: '0' },
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
await db.execute(sql`UPDATE sku SET stock = 1000000`);
await db.execute(sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id)
                     SELECT 'bench-' || g || '@example.com', 'scrypt$unused', 'Bench', 'Buyer', (SELECT id FROM country WHERE code = 'FI') FROM generate_series(1, ${BUYERS}) g`);
await db.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, is_default)
                     SELECT u.id, 'shipping', 'Bench', 'Buyer', u.country_id, (SELECT min(r.id) FROM region r WHERE r.country_id = u.country_id), 'Helsinki', '00100', '+358 40 555 0100', 'Street 1', true
                       FROM app_user u WHERE u.email LIKE 'bench-%'`);
const buyers = await rows<{ id: number; addressId: number }>(db, sql`SELECT u.id, a.id AS "addressId" FROM app_user u JOIN address a ON a.user_id = u.id WHERE u.email LIKE 'bench-%'`);
const tokens = await Promise.all(buyers.map(async (b) => ({ token: await createSession(db, Number(b.id), 'bench'), addressId: Number(b.addressId) })));
const skus = (await rows<{ id: number }>(db, sql`SELECT id FROM sku ORDER BY id`)).map((s) => Number(s.id));
const [method] = await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
await storage.close();

let k = 0;
const order = () => {
  const b = tokens[k++ % tokens.length]!;
  const items = [{ skuId: skus[Math.floor(Math.random() * skus.length)]!, quantity: 1 + Math.floor(Math.random() * 3) }, { skuId: skus[Math.floor(Math.random() * skus.length)]!, quantity: 1 }];
  return { method: 'POST' as const, path: '/api/ew/buyer/orders', headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: Number(method!.id), couponCode: undefined }) };
};
const targets: [string, autocannon.Options][] = [
  ['reference: /api/health (no database)', { url: `${base}/api/health` }],
  ['cart: GET /cart of a buyer (priced)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: '/api/ew/buyer/cart', headers: { authorization: `Bearer ${tokens[k++ % tokens.length]!.token}` } }) }] }],
  ['place order: POST /orders (2 lines, stock locked and decremented)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, ...order() }) }] }],
];
const results = [];
for (const [name, opts] of targets) {
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
}
server.kill('SIGTERM');
const ref = results[0]!.rps;
console.log(`\n${connections} connections, ${duration} s per route, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| route | req/s | ratio to reference | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / ref).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
