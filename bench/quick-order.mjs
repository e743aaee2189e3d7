// Quick order by part number (issue 29): how long the check of 500 lines takes, measured against
// references in the same run — the same endpoint with one line (its fixed cost: session, company
// membership, reference data), the buyer's cart read, and /api/health (no database). The real
// server is started on the seeded catalogue (PGlite in memory, or BENCH_DATABASE_URL), the demo
// buyer signs in, and the requests go one at a time.
//
//   node bench/quick-order.mjs [--rounds 30] [--port 8201]
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/netshop_qo_bench node bench/quick-order.mjs
//
// The 500 lines are the seeded SKU numbers (some sold out), brand-coded numbers ("Cisco
// SFP-10G-LR"), product numbers with several SKUs (options missing) and typos (unknown, with
// similar numbers looked up): every kind of work a check does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const rounds = Number(arg('rounds', 30));
const port = Number(arg('port', 8201));
const base = `http://127.0.0.1:${port}`;

// The seeded SKU numbers, as the seed expands the families (model + each axis's suffix).
const families = JSON.parse(readFileSync(new URL('../apps/server/seed-data/catalog/families.json', import.meta.url), 'utf8'));
const skuNos = [];
const models = [];
const transceivers = [];
for (const f of families) {
  const combos = f.skuAxes.reduce((acc, axis) => acc.flatMap((pre) => axis.values.map((v) => [...pre, v])), [[]]);
  const excluded = new Set((f.exclude ?? []).map((c) => [...c].sort().join('|')));
  for (const p of f.products) {
    const kept = combos.filter((c) => !excluded.has(c.map((v) => v.key).sort().join('|')));
    for (const c of kept) skuNos.push(p.model + c.map((v) => v.suffix).join(''));
    if (kept.length > 1) models.push(p.model);
    if (f.skuAxes.some((a) => a.attr === 'coding' && a.values.some((v) => v.suffix === '-CI'))) transceivers.push(p.model);
  }
}
const lines = [
  ...skuNos.slice(0, 440).map((partNo, i) => ({ partNo, quantity: 1 + (i % 7) })),
  ...transceivers.slice(0, 20).map((m) => ({ partNo: `Cisco ${m}`, quantity: 2 })),
  ...models.slice(0, 20).map((partNo) => ({ partNo, quantity: 1 })),
  ...skuNos.slice(0, 20).map((n) => ({ partNo: `${n.slice(0, -2)}ZQ`, quantity: 1 })),
];
while (lines.length < 500) lines.push({ partNo: skuNos[lines.length % skuNos.length], quantity: 1 });
lines.length = 500;

const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', SWEEP_INTERVAL_MS: '0' };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else {
  env.DATA_DIR = 'memory://';
  delete env.DATABASE_URL;
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => child.kill('SIGTERM'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {}
  if (i > 360) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

const login = await (await fetch(`${base}/api/ew/buyer/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', lang: '2' }, body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@12345' }) })).json();
if (login.code !== 200) throw new Error(`login: ${login.msg}`);
const auth = { authorization: `Bearer ${login.msg}`, lang: '2', 'content-type': 'application/json' };

const check = (body) => async () => {
  const r = await fetch(`${base}/api/ew/buyer/quick-order/check`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const j = await r.json();
  if (j.code !== 200) throw new Error(`check: ${j.msg}`);
  return j.data;
};
const routes = [
  ['reference: /api/health (no database)', async () => (await fetch(`${base}/api/health`)).text()],
  ['reference: the buyer’s cart (GET /cart)', async () => (await fetch(`${base}/api/ew/buyer/cart`, { headers: auth })).text()],
  ['reference: check of 1 line', check({ lines: [lines[0]] })],
  ['check of 500 lines', check({ lines })],
];

const kinds = await check({ lines })();
const byProblem = {};
for (const l of kinds.lines) byProblem[l.problem ?? 'ok'] = (byProblem[l.problem ?? 'ok'] ?? 0) + 1;
console.log(`500 lines: ${JSON.stringify(byProblem)}`);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const results = [];
for (const [name, fn] of routes) {
  for (let i = 0; i < 5; i++) await fn();
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  results.push({ name, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) });
}
const one = results.find((r) => r.name.includes('1 line')).p50;
console.log(`\n${rounds} rounds each, one request at a time, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}:\n`);
console.log('| request | p50 ms | p95 ms | max ms | p50 / check of 1 line |');
console.log('|---|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${(r.p50 / one).toFixed(2)} |`);
process.exit(0);
