// A load run through the deployment of deploy/: Debian's nginx with deploy/nginx/netshop.conf in
// front of two shop processes on one PostgreSQL database (the generated catalogue) and one Redis,
// against one process alone in the same run.
//   node bench/nginx.mjs [--duration 8] [--connections 50]
// Needs nginx, Redis on 127.0.0.1:6379 and the netshop_bench database (bench/catalog.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const duration = arg('duration', 8);
const connections = arg('connections', 50);
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/netshop_bench';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = [8181, 8182];
const listen = 8180;
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

for (const port of ports) {
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench:${Date.now()}:`, NODE_ENV: 'production', LOG_LEVEL: 'error', PG_POOL_MAX: '20', TRUST_PROXY: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}
await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/ready`)));

const work = mkdtempSync(join(tmpdir(), 'netshop-nginx-bench-'));
for (const d of ['cache', 'body', 'proxy']) mkdirSync(join(work, d));
writeFileSync(
  join(work, 'netshop.conf'),
  readFileSync('deploy/nginx/netshop.conf', 'utf8')
    .replace('127.0.0.1:8081', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${ports[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('/var/cache/nginx/netshop', join(work, 'cache')),
);
writeFileSync(
  join(work, 'nginx.conf'),
  `user root; worker_processes auto; pid ${work}/nginx.pid; error_log ${work}/error.log warn;
events { worker_connections 4096; }
http { access_log off; keepalive_requests 100000; client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; include ${work}/netshop.conf; }`,
);
children.push(spawn('nginx', ['-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] }));
await waitFor(`http://127.0.0.1:${listen}/api/ready`);

const one = `http://127.0.0.1:${ports[0]}`;
const front = `http://127.0.0.1:${listen}`;
const total = (await (await fetch(`${one}/api/ew/buyer/catalog/products?pageSize=1`)).json()).data.total;
const listing = '/api/ew/buyer/catalog/products?sort=newest&page=3&pageSize=24';
const detail = (base) => ({ url: base, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/ew/buyer/catalog/products/${1 + Math.floor(Math.random() * total)}` }) }] });
const targets = [
  ['health, one process direct', { url: `${one}/api/health` }],
  ['health, through nginx (2 processes)', { url: `${front}/api/health` }],
  ['listing page 3, one process direct (its own cache)', { url: one + listing }],
  ['listing page 3, through nginx (nginx cache)', { url: front + listing }],
  [`product detail (random of ${total}), one process direct`, detail(one)],
  [`product detail (random of ${total}), through nginx (2 processes)`, detail(front)],
];
const results = [];
for (const [name, opts] of targets) {
  await autocannon({ ...opts, connections, duration: 2, headers: { lang: '4' } });
  const r = await autocannon({ ...opts, connections, duration, headers: { lang: '4' } });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx });
}
console.log(`\n${total} products, ${connections} connections, ${duration} s per route, nginx ${'1.22'} + 2 processes, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| route | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
process.exit(0);
