// What the order benchmarks share (bench/orders.ts, bench/company-orders.ts): a fresh PostgreSQL
// database with the seed catalogue, a production server process on it, stock per warehouse (every
// SKU of even id in Munich only, every odd one in Shenzhen only: issue 28), and Finnish buyers
// with a session and a default address each.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openStorage, rows, type Storage } from '../apps/server/src/db/client.js';
import { createSession } from '../apps/server/src/modules/account/sessions.js';

export const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

export interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

export interface OrderBench {
  base: string;
  dbUrl: string;
  opsToken: string;
  server: ChildProcess;
  storage: Storage;
  buyers: Buyer[];
  inMunich: number[];
  inShenzhen: number[];
  shippingMethodId: number;
}

/** Drops and creates `dbName`, starts the server on `port` (it migrates and seeds), then seeds `buyerCount` buyers and the stock. */
export async function startOrderBench(dbName: string, port: number, buyerCount: number): Promise<OrderBench> {
  const admin = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
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
  // A run that throws half-way must not leave the server holding its port (and the output pipe open).
  process.on('exit', () => server.kill('SIGTERM'));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  const storage = await openStorage({ databaseUrl: dbUrl, dataDir: '' });
  const db = storage.db;
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
  // Orders are limited to 30 per buyer in 10 minutes: enough buyers that a run never meets it.
  await db.execute(sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id)
                       SELECT 'bench-' || g || '@example.com', 'scrypt$unused', 'Bench', 'Buyer', (SELECT id FROM country WHERE code = 'FI') FROM generate_series(1, ${buyerCount}) g`);
  await db.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, is_default)
                       SELECT u.id, 'shipping', 'Bench', 'Buyer', u.country_id, (SELECT min(r.id) FROM region r WHERE r.country_id = u.country_id), 'Helsinki', '00100', '+358 40 555 0100', 'Street 1', true
                         FROM app_user u WHERE u.email LIKE 'bench-%'`);
  const found = await rows<{ id: number; addressId: number }>(db, sql`SELECT u.id, a.id AS "addressId" FROM app_user u JOIN address a ON a.user_id = u.id WHERE u.email LIKE 'bench-%' ORDER BY u.id`);
  const buyers = await Promise.all(found.map(async (b) => ({ id: Number(b.id), token: await createSession(db, Number(b.id), 'bench'), addressId: Number(b.addressId) })));
  const skus = (await rows<{ id: number }>(db, sql`SELECT s.id FROM sku s JOIN product p ON p.id = s.product_id WHERE p.status = 'published' ORDER BY s.id`)).map((s) => Number(s.id));
  const inMunich = skus.filter((id) => id % 2 === 0);
  const inShenzhen = skus.filter((id) => id % 2 === 1);
  if (!inMunich.length || !inShenzhen.length) throw new Error('the catalogue needs SKUs of even and odd ids');
  const [method] = await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  return { base, dbUrl, opsToken, server, storage, buyers, inMunich, inShenzhen, shippingMethodId: Number(method!.id) };
}

export const pick = (list: number[]) => list[Math.floor(Math.random() * list.length)]!;

/** Two random SKUs: both from Munich (one shipment), or one from Munich and one from Shenzhen (two shipments). */
export function twoLines(bench: OrderBench, warehouses: 1 | 2): { skuId: number; quantity: number }[] {
  const first = pick(bench.inMunich);
  let second = warehouses === 2 ? pick(bench.inShenzhen) : pick(bench.inMunich);
  while (second === first) second = pick(bench.inMunich);
  return [{ skuId: first, quantity: 1 + Math.floor(Math.random() * 3) }, { skuId: second, quantity: 1 }];
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The result table, as bench/README.md records it (ratios to the first row, the reference). */
export function printTable(results: Row[], connections: number, duration: number): void {
  const ref = results[0]!.rps;
  console.log(`\n${connections} connections, ${duration} s per route, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| route | req/s | ratio to reference | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / ref).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
