// Catalogue load benchmark, every route read as a share of references measured in the same run.
//
// On PostgreSQL with the generated catalogue (issue 17):
//   DATABASE_URL=postgres://…/netshop_bench node --import tsx apps/server/src/generate-catalog.ts --products 100000
//   node bench/catalog.mjs [--duration 8] [--connections 50] [--search-only] [--server <checkout>] [--port 8198]
// References: /api/health (no database) and the ceiling of this stack, a bare Fastify + pg route
// returning 24 rows of a 10,000-row table (bench/ceiling-server.mjs), in the same database.
//
// On the embedded default (PGlite in memory, the 98 seeded products, as `npm start` runs):
//   node bench/catalog.mjs --embedded [--duration 8] [--connections 20]
//
// `--server <dir>` runs the shop from another checkout (an older commit in a git worktree), so a
// before/after pair is measured by one command on one database in one hour.
// Searches marked "uncached" send `Cache-Control: no-cache`: the shop answers them afresh.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const duration = Number(arg('duration', 8));
const embedded = process.argv.includes('--embedded');
const searchOnly = process.argv.includes('--search-only');
const connections = Number(arg('connections', embedded ? 20 : 50));
const checkout = arg('server', '.');
const port = Number(arg('port', 8198));
const ceilingPort = 8199;
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/netshop_bench';
const base = `http://127.0.0.1:${port}`;

async function waitFor(url, what) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (i > 360) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const children = [];
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  ...(embedded ? { DATA_DIR: 'memory://' } : { DATABASE_URL: dbUrl, PG_POOL_MAX: '20' }),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // An older checkout's own search-result cache is off too: "uncached" means the same for both.
  SEARCH_CACHE_TTL_MS: '0',
};
if (embedded) delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', join(checkout, 'apps/server/src/server.ts')], { cwd: checkout, env, stdio: ['ignore', 'inherit', 'inherit'] });
server.once('exit', (code) => {
  if (code) {
    console.error(`server exited with ${code}`);
    process.exit(1);
  }
});
children.push(server);
if (!embedded) {
  children.push(spawn(process.execPath, ['bench/ceiling-server.mjs'], { env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(ceilingPort) }, stdio: ['ignore', 'ignore', 'inherit'] }));
  await waitFor(`http://127.0.0.1:${ceilingPort}/ceiling`, 'ceiling server');
}
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);
await waitFor(`${base}/api/ready`, 'server');

const api = async (path) => (await (await fetch(base + path, { headers: { lang: '4' } })).json()).data;
const cats = await api('/api/ew/buyer/catalog/categories');
const flat = (nodes) => nodes.flatMap((n) => [n, ...flat(n.children)]);
const transceivers = flat(cats).find((c) => c.key === 'transceivers');
const eur = (await api('/api/ew/buyer/home/country/2')).find((c) => c.currency === 'EUR').currencyId;
const total = (await api('/api/ew/buyer/catalog/products?pageSize=1')).total;
const newsCate = (await api('/api/ew/buyer/content/news/category/1')) ? 1 : 2;
const ids = [];
for (let page = 1; ids.length < Math.min(total, 5000) && page <= 50; page++) {
  const r = await api(`/api/ew/buyer/catalog/products?pageSize=100&page=${page}`);
  if (!r.items.length) break;
  ids.push(...r.items.map((i) => i.spuId));
}
console.log(`catalogue: ${total} products${embedded ? ' (embedded PGlite)' : ''}, server from ${checkout}`);

const listing = `/api/ew/buyer/catalog/products?cateId=${transceivers.categoryId}&filters=speed:10G,25G&sort=price_asc&page=3&pageSize=24&currencyId=${eur}`;
const queries = ['光模块', 'スイッチ', 'commutateur', 'kytkin', '10G SFP+ LR', 'SFP-10G-L', 'QSFP28-100G-LR4', 'access point'];
let k = 0;
// Detail of a random product: ids 1…total on the generated catalogue (the products are numbered
// densely); the listed ids on the embedded one.
const randomDetail = () => `/api/ew/buyer/catalog/products/${embedded ? ids[Math.floor(Math.random() * ids.length)] : 1 + Math.floor(Math.random() * total)}?currencyId=${eur}`;
const rotating = (noCache) => ({
  url: base,
  requests: [{ setupRequest: (req) => ({ ...req, path: `/api/ew/buyer/search?q=${encodeURIComponent(queries[k++ % queries.length])}&pageSize=24`, ...(noCache ? { headers: { ...req.headers, 'cache-control': 'no-cache' } } : {}) }) }],
});
const targets = [
  ['reference: /api/health (no database)', { url: `${base}/api/health` }],
  ...(embedded ? [] : [['ceiling: bare Fastify + pg, 24 of 10,000 rows', { url: `http://127.0.0.1:${ceilingPort}/ceiling` }]]),
  ...(searchOnly
    ? []
    : [
        ['categories (fi)', { url: `${base}/api/ew/buyer/catalog/categories` }],
        ['listing: 24 transceivers, 10G/25G, by price, page 3, EUR, fi', { url: base + listing }],
        [
          embedded ? 'listing: all products, page 2, by newest' : 'listing: all products, page 2000, by newest',
          { url: `${base}/api/ew/buyer/catalog/products?sort=newest&page=${embedded ? 2 : 2000}&pageSize=24` },
        ],
        [`product detail (random of ${embedded ? ids.length : total}), EUR, fi`, { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: randomDetail() }) }] }],
        ['news list (fi)', { url: `${base}/api/ew/buyer/content/news/category/${newsCate}` }],
        ['search (8 queries in 6 languages, rotating)', rotating(false)],
      ]),
  ['search (8 queries rotating, uncached)', rotating(true)],
];
const results = [];
for (const [name, opts] of targets) {
  await autocannon({ ...opts, connections, duration: 2, headers: { lang: '4', ...(opts.headers ?? {}) } });
  const r = await autocannon({ ...opts, connections, duration, headers: { lang: '4', ...(opts.headers ?? {}) } });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx });
}

// Search latency one request at a time (what a single buyer waits for), uncached: broad head
// queries (a third of the catalogue matches 光模块), specific ones, product numbers, typos.
const many = [
  ...queries, '交换机', '光模块 10G', '千兆交换机', 'PoE 交换机', '光纤跳线', '无线接入点', 'スイッチ 48ポート', 'トランシーバー', 'commutateur PoE', 'câble DAC',
  'transceptor', 'conmutador', 'kytkin PoE', 'kuitu', 'switch 24 port', 'router', 'DAC cable 3m', 'AOC', 'SFP28', 'QSFP28', '40G', '100G LR4', 'LC UPC',
  'SFP-10G-SR', 'SFP-25G', 'QSFP-40G-SR4', 'sfp10g', 'tranceiver', 'swich', '光模快', 'network card', 'PoE injector', 'rack', 'patch panel', 'Wi-Fi 6', 'access point outdoor',
];
const lat = [];
const byQuery = new Map();
for (let round = 0; round < 6; round++) {
  for (const q of many) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=24`, { headers: { lang: '1', 'cache-control': 'no-cache' } });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (round > 0) {
      lat.push(ms);
      byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
    }
  }
}
lat.sort((a, b) => a - b);
const pct = (p) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))].toFixed(1);
const slowest = [...byQuery].map(([q, l]) => [q, l.sort((a, b) => a - b)[Math.floor(l.length / 2)]]).sort((a, b) => b[1] - a[1]).slice(0, 5);
stopAll();

const ref = results[0].rps;
const ceiling = embedded ? undefined : results[1].rps;
console.log(`\n${total} products, ${connections} connections, ${duration} s per route, ${embedded ? 'PGlite (embedded)' : 'PostgreSQL'}, ${new Date().toISOString().slice(0, 10)}\n`);
console.log(`| route | req/s | share of /api/health |${ceiling ? ' share of the ceiling |' : ''} p50 ms | p99 ms | errors |`);
console.log(`|---|---:|---:|${ceiling ? '---:|' : ''}---:|---:|---:|`);
const share = (x, of) => `${((100 * x) / of).toFixed(1)} %`;
for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${share(r.rps, ref)} |${ceiling ? ` ${share(r.rps, ceiling)} |` : ''} ${r.p50} | ${r.p99} | ${r.errors} |`);
console.log(`\nsearch without cache, one request at a time (${many.length} distinct queries × 5 rounds after a warm-up round): p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
console.log(`slowest (median ms): ${slowest.map(([q, ms]) => `${q} ${ms.toFixed(1)}`).join(', ')}`);
process.exit(0);
