// Load benchmark of the site endpoints against a reference route measured in the same run.
//   node bench/site.mjs [--duration 10] [--connections 50]
// Starts the server on PostgreSQL (BENCH_DATABASE_URL, default a local netshop_bench database)
// in a child process, drives it with autocannon from this process, prints a Markdown table.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const port = 8199;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = process.env.BENCH_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, '/netshop_bench');

if (!process.env.BENCH_DATABASE_URL) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const exists = await c.query(`SELECT 1 FROM pg_database WHERE datname = 'netshop_bench'`);
  if (!exists.rowCount) await c.query('CREATE DATABASE netshop_bench');
  await c.end();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {}
  if (i > 120) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

const targets = [
  ['reference: /api/health (no database)', '/api/health'],
  ['websiteConfig', '/api/ew/buyer/home/websiteConfig'],
  ['country list (fi)', '/api/ew/buyer/home/country/4'],
  ['base config (ja)', '/api/ew/buyer/home/config/6'],
  ['regions of China (zh-CN)', '/api/ew/buyer/user/region/1/1'],
  ['dictionary cancel_reason (fr)', '/api/ew/buyer/home/dict/cancel_reason/5'],
  ['SPA index.html', '/'],
];
const rows = [];
for (const [name, path] of targets) {
  await autocannon({ url: base + path, connections, duration: 2 }); // warm-up
  const r = await autocannon({ url: base + path, connections, duration, headers: { lang: '1' } });
  rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
}
server.kill('SIGTERM');
const ref = rows[0].rps;
console.log(`\n${connections} connections, ${duration} s per route, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| route | req/s | ratio to reference | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / ref).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
