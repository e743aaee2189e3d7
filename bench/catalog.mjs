// Catalogue load benchmark on PostgreSQL with the generated catalogue:
//   DATABASE_URL=postgres://…/netshop_bench node --import tsx apps/server/src/generate-catalog.ts --products 100000
//   node bench/catalog.mjs [--duration 10] [--connections 50] [--search-only]
// Listing (24 items, localized, priced in EUR), product detail and search, each against the
// reference /api/health measured in the same run; then search latency percentiles measured
// one request at a time.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const duration = arg('duration', 10);
const searchOnly = process.argv.includes('--search-only');
const connections = arg('connections', 50);
const port = 8198;
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/netshop_bench';
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  // The search result cache is off: every search below is answered by the database.
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', PG_POOL_MAX: '20', SEARCH_CACHE_TTL_MS: '0' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}
const api = async (path) => (await (await fetch(base + path, { headers: { lang: '4' } })).json()).data;
const cats = await api('/api/ew/buyer/catalog/categories');
const flat = (nodes) => nodes.flatMap((n) => [n, ...flat(n.children)]);
const transceivers = flat(cats).find((c) => c.key === 'transceivers');
const eur = (await api('/api/ew/buyer/home/country/2')).find((c) => c.currency === 'EUR').currencyId;
const total = (await api('/api/ew/buyer/catalog/products?pageSize=1')).total;
console.log(`catalogue: ${total} products`);

const listing = `/api/ew/buyer/catalog/products?cateId=${transceivers.categoryId}&filters=speed:10G,25G&sort=price_asc&page=3&pageSize=24&currencyId=${eur}`;
const queries = ['光模块', 'スイッチ', 'commutateur', 'kytkin', '10G SFP+ LR', 'SFP-10G-L', 'QSFP28-100G-LR4', 'access point'];
let k = 0;
const targets = [
  ['reference: /api/health (no database)', { url: `${base}/api/health` }],
  ['listing: 24 transceivers, 10G/25G, by price, page 3, EUR, fi', { url: base + listing }],
  ['listing: all products, page 2000, by newest', { url: `${base}/api/ew/buyer/catalog/products?sort=newest&page=2000&pageSize=24` }],
  [
    'product detail (random of all products), EUR, fi',
    { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/ew/buyer/catalog/products/${1 + Math.floor(Math.random() * total)}?currencyId=${eur}` }) }] },
  ],
  ['search (8 queries in 6 languages, rotating)', { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/ew/buyer/search?q=${encodeURIComponent(queries[k++ % queries.length])}&pageSize=24` }) }] }],
];
const results = [];
for (const [name, opts] of searchOnly ? targets.slice(0, 1) : targets) {
  await autocannon({ ...opts, connections, duration: 2, headers: { lang: '4' } });
  const r = await autocannon({ ...opts, connections, duration, headers: { lang: '4' } });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
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
    const res = await fetch(`${base}/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=24`, { headers: { lang: '1' } });
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
server.kill('SIGTERM');

const ref = results[0].rps;
console.log(`\n${total} products, ${connections} connections, ${duration} s per route, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| route | req/s | ratio to reference | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / ref).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
console.log(`\nsearch without result cache, one request at a time (${many.length} distinct queries × 5 rounds after a warm-up round): p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
console.log(`slowest (median ms): ${slowest.map(([q, ms]) => `${q} ${ms.toFixed(1)}`).join(', ')}`);
