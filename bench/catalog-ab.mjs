// Before/after of the catalogue's own SQL on a busy machine: two checkouts' servers run side by
// side on the embedded default (PGlite in memory, the seeded products), and the same uncached
// requests (`Cache-Control: no-cache`, so the public cache answers nothing) go to one and then the
// other, one at a time, alternating. Load that comes and goes hits both alike, which a throughput
// run of one server after the other cannot promise.
//
//   node bench/catalog-ab.mjs --before /tmp/before --after . [--rounds 300]
//
// Prints per route the median, p95 and p99 of each side and the ratio after/before of the medians.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const rounds = Number(arg('rounds', 300));
const sides = [
  { name: 'before', dir: arg('before', undefined), port: 8196 },
  { name: 'after', dir: arg('after', '.'), port: 8197 },
];
if (!sides[0].dir) throw new Error('--before <checkout> is needed');

const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
for (const s of sides) {
  const env = { ...process.env, PORT: String(s.port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'production', SEARCH_CACHE_TTL_MS: '0' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(s.dir, 'apps/server/src/server.ts')], { cwd: s.dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  s.base = `http://127.0.0.1:${s.port}`;
}
for (const s of sides) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${s.base}/api/ready`)).ok) break;
    } catch {}
    if (i > 360) throw new Error(`${s.name} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const get = async (base, path, lang = '4') => {
  const res = await fetch(base + path, { headers: { lang, 'cache-control': 'no-cache' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()).data;
};
const base0 = sides[0].base;
const flat = (nodes) => nodes.flatMap((n) => [n, ...flat(n.children)]);
const transceivers = flat(await get(base0, '/api/ew/buyer/catalog/categories')).find((c) => c.key === 'transceivers');
const eur = (await get(base0, '/api/ew/buyer/home/country/2')).find((c) => c.currency === 'EUR').currencyId;
const ids = (await get(base0, '/api/ew/buyer/catalog/products?pageSize=100')).items.map((i) => i.spuId);
const words = ['光模块', 'スイッチ', 'commutateur', 'kytkin', '10G SFP+ LR', 'SFP-10G-L', 'QSFP28-100G-LR4', 'access point'];

const routes = [
  ['listing: transceivers, 10G/25G, by price, page 3, EUR, fi', () => `/api/ew/buyer/catalog/products?cateId=${transceivers.categoryId}&filters=speed:10G,25G&sort=price_asc&page=3&pageSize=24&currencyId=${eur}`],
  ['listing: all products, page 2, by newest', () => '/api/ew/buyer/catalog/products?sort=newest&page=2&pageSize=24'],
  ['product detail (random), EUR, fi', (i) => `/api/ew/buyer/catalog/products/${ids[i % ids.length]}?currencyId=${eur}`],
  ['search (rotating, products tab)', (i) => `/api/ew/buyer/search?q=${encodeURIComponent(words[i % words.length])}&pageSize=24`],
  ['search (rotating, resources tab)', (i) => `/api/ew/buyer/search?q=${encodeURIComponent(words[i % words.length])}&tab=resources&pageSize=24`],
  ['suggestions (rotating)', (i) => `/api/ew/buyer/search/suggest?q=${encodeURIComponent(words[i % words.length].slice(0, 4))}`],
];

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const f = (x) => x.toFixed(2);
console.log(`\n${ids.length} products, ${rounds} rounds per route, uncached, one request at a time, alternating before/after, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| route | before p50 ms | before p95 | before p99 | after p50 ms | after p95 | after p99 | after/before p50 |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, path] of routes) {
  const ms = { before: [], after: [] };
  for (let i = -20; i < rounds; i++) {
    // Which side goes first alternates too.
    const order = i % 2 ? sides : [...sides].reverse();
    for (const s of order) {
      const t0 = performance.now();
      await get(s.base, path(Math.abs(i)));
      if (i >= 0) ms[s.name].push(performance.now() - t0);
    }
  }
  const [b, a] = [ms.before, ms.after];
  console.log(`| ${name} | ${f(pct(b, 50))} | ${f(pct(b, 95))} | ${f(pct(b, 99))} | ${f(pct(a, 50))} | ${f(pct(a, 95))} | ${f(pct(a, 99))} | ${(pct(a, 50) / pct(b, 50)).toFixed(2)} |`);
}
process.exit(0);
