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
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openStorage, rows } from '../apps/server/src/db/client.js';
import { arg, printTable, startOrderBench, twoLines, type Row } from './order-bench-setup.js';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const bench = await startOrderBench('netshop_orders_bench', arg('port', 8197), 3000);
const { base, buyers } = bench;
await bench.storage.close();

let k = 0;
const order = (warehouses: 1 | 2) => {
  const b = buyers[k++ % buyers.length]!;
  const items = twoLines(bench, warehouses);
  return { method: 'POST' as const, path: '/api/ew/buyer/orders', headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: bench.shippingMethodId }) };
};
const targets: [string, autocannon.Options][] = [
  ['reference: /api/health (no database)', { url: `${base}/api/health` }],
  ['cart: GET /cart of a buyer (priced)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: '/api/ew/buyer/cart', headers: { authorization: `Bearer ${buyers[k++ % buyers.length]!.token}` } }) }] }],
  ['place order: POST /orders (2 lines, both from Munich: 1 shipment)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, ...order(1) }) }] }],
  ['place order: POST /orders (2 lines, Munich + Shenzhen: 2 shipments)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, ...order(2) }) }] }],
];
const results: Row[] = [];
for (const [name, opts] of targets) {
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
}
// The consistency check after thousands of concurrent orders, as an operator runs it.
const check = spawnSync(process.execPath, ['scripts/ops.mjs', 'stock-check', '--url', base], { env: { ...process.env, OPS_TOKEN: bench.opsToken, OPS_URL: '' }, encoding: 'utf8' });
const storage2 = await openStorage({ databaseUrl: bench.dbUrl, dataDir: '' });
const [split] = await rows<{ orders: number; split: number }>(
  storage2.db,
  sql`SELECT count(*)::int AS orders, count(*) FILTER (WHERE n > 1)::int AS split FROM (SELECT order_id, count(*) AS n FROM order_shipment GROUP BY order_id) x`,
);
await storage2.close();
bench.server.kill('SIGTERM');
printTable(results, connections, duration);
console.log(`\norders placed: ${split!.orders}, of them split into two shipments: ${split!.split}`);
console.log(`stock-check (exit ${check.status}): ${(check.stdout + check.stderr).trim()}`);
if (check.status !== 0) process.exitCode = 1;
