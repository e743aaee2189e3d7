// Chat abuse (issue 25): one server process on PostgreSQL, its RSS read every 500 ms from /proc and
// /api/health timed throughout, against four cases from one address:
//   (a) a slow reader: a socket with after=0 on a 2,000-message conversation that never reads
//       (its TCP socket paused) and sends {resume:0} 100 times a second for 30 s;
//   (b) 2,000 sockets for 2,000 fresh visitor ids, opened at once;
//   (c) 10 sockets sending typing/read/context frames, 1,000 frames/s in all for 10 s, then closed:
//       how soon the process goes quiet (its CPU, the database's transactions);
//   (d) 100 sockets of one visitor, each sending a message every 100 ms for 10 s.
// For each: peak RSS (target < 600 MB), health p50/p99, and what the server refused.
//   node --import tsx bench/chat-abuse.ts
// Database netshop_chat_abuse on BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres), dropped first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import pg from 'pg';
import WebSocket from 'ws';

const admin = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'netshop_chat_abuse';
const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
const PORT = 8220;
const base = `http://127.0.0.1:${PORT}`;
const wsBase = `ws://127.0.0.1:${PORT}`;
const t0 = Date.now();
const step = (s: string) => process.stderr.write(`abuse ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s: ${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${dbName}`);
await c.end();

// No Redis: one process, its limits counted in PostgreSQL.
const { REDIS_URL: _redis, ...baseEnv } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...baseEnv,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_LOG ?? 'error',
    PG_POOL_MAX: '20',
    SWEEP_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await sleep(500);
}
step('server ready');
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

// ---- what is recorded throughout ----
const status = () => readFileSync(`/proc/${server.pid}/status`, 'utf8');
const rss: { t: number; mb: number }[] = [];
const cpu: { t: number; ticks: number }[] = [];
const ticks = () => {
  const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]); // utime + stime, in clock ticks (1/100 s)
};
/** Statements the shop's connections are running now (this bench's own connection excluded). */
const active = async () => Number((await db.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()", [dbName])).rows[0].n);
const xacts = async () => Number((await db.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [dbName])).rows[0].n);
const sampler = setInterval(() => {
  const t = Date.now();
  rss.push({ t, mb: Number(/VmRSS:\s+(\d+)/.exec(status())![1]) / 1024 });
  cpu.push({ t, ticks: ticks() });
}, 500);
const health: { t: number; ms: number; ok: boolean }[] = [];
let monitoring = true;
const monitor = (async () => {
  while (monitoring) {
    const t = Date.now();
    let ok = false;
    try {
      ok = (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok;
    } catch {}
    health.push({ t, ms: Date.now() - t, ok });
    await sleep(100);
  }
})();

const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN);
interface CaseResult {
  name: string;
  from: number;
  to: number;
  refused: string;
  notes: string;
}
const results: CaseResult[] = [];
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const fmt = (m: Map<string, number>) => [...m].map(([k, x]) => `${k} ×${x}`).join(', ') || 'nothing';

/** Fresh visitor ids as a window gets them; past the address's hourly budget (429), straight into the database. */
async function visitors(n: number): Promise<{ ids: string[]; refused: number; viaHttp: number }> {
  const ids: string[] = [];
  let refused = 0;
  for (let i = 0; i < n; i += 50) {
    const got = await Promise.all(
      Array.from({ length: Math.min(50, n - i) }, async () => {
        const r = await fetch(`${base}/api/ew/buyer/chat/visitorId`);
        if (r.status === 429) return null;
        return ((await r.json()) as { data: { visitorId: string } }).data.visitorId;
      }),
    );
    for (const id of got) if (id) ids.push(id);
    refused += got.filter((x) => !x).length;
    if (refused) break;
  }
  const viaHttp = ids.length;
  if (ids.length < n) {
    const more = await db.query('INSERT INTO visitor (id) SELECT gen_random_uuid() FROM generate_series(1, $1) RETURNING id', [n - ids.length]);
    ids.push(...more.rows.map((r: { id: string }) => r.id));
  }
  return { ids, refused, viaHttp };
}

/** Opens a window socket; resolves when joined, or with how it was refused. */
function open(visitorId: string, after?: number): Promise<{ ws: WebSocket; joined: boolean; how: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${wsBase}/ws/1/${visitorId}/2${after === undefined ? '' : `?after=${after}`}`);
    let done = false;
    const finish = (joined: boolean, how: string) => {
      if (!done) resolve({ ws, joined, how });
      done = true;
    };
    ws.on('message', (d: Buffer) => {
      if (done) return;
      const f = JSON.parse(d.toString());
      if (f.joined !== undefined) finish(true, 'joined');
    });
    ws.on('close', (code: number, reason: Buffer) => finish(false, `close ${code} ${reason.toString()}`.trim()));
    ws.on('unexpected-response', (_req, res) => {
      finish(false, `HTTP ${res.statusCode}`);
      ws.terminate();
    });
    ws.on('error', () => finish(false, 'error'));
  });
}

await sleep(5000);
results.push({ name: 'idle (reference)', from: t0, to: Date.now(), refused: '—', notes: '' });

// ---- (a) the slow reader ----
{
  const { ids } = await visitors(1);
  const first = await open(ids[0]!);
  first.ws.close();
  const conv = (await db.query('SELECT id FROM chat_conversation WHERE visitor_id = $1', [ids[0]])).rows[0].id as number;
  // 2,000 messages of ~2 kB each (about 4.5 MB of frames), more than the kernel's socket buffers hold.
  const body = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(36);
  await db.query(
    `WITH c AS (UPDATE chat_conversation SET last_seq = last_seq + 2000 WHERE id = $1 RETURNING last_seq)
     INSERT INTO chat_message (conversation_id, seq, type, user_type, body, items, client_msg_id, staff_id, by_agent, file_id)
     SELECT $1, c.last_seq - 2000 + g, 1, 2, $2 || g, '[]'::jsonb, NULL, NULL, false, NULL FROM c, generate_series(1, 2000) g`,
    [conv, body],
  );
  step('(a) 2,000 messages stored; the slow reader connects with after=0 and never reads');
  const from = Date.now();
  const reader = new WebSocket(`${wsBase}/ws/1/${ids[0]}/2?after=0`);
  let frames = 0;
  let closed = '';
  reader.on('message', () => frames++);
  reader.on('close', (code: number, reason: Buffer) => (closed = `close ${code} ${reason.toString()}`.trim()));
  reader.on('error', () => undefined);
  await new Promise((r) => reader.once('open', r));
  const tcp = (reader as unknown as { _socket: Socket })._socket;
  tcp.pause();
  let resumesSent = 0;
  const floodFrom = Date.now();
  // 100 a second by the clock: a late timer (a busy machine) sends the ones it owes.
  const flood = setInterval(() => {
    if (reader.readyState !== WebSocket.OPEN) return;
    while (resumesSent < ((Date.now() - floodFrom) / 1000) * 100) {
      reader.send(JSON.stringify({ resume: 0 }));
      resumesSent++;
    }
  }, 10);
  await sleep(30_000);
  clearInterval(flood);
  const to = Date.now();
  // Read now: what the server had sent before it ended (or kept) the socket.
  tcp.resume();
  await sleep(3000);
  reader.terminate();
  results.push({
    name: '(a) slow reader, 2,000 messages, {resume:0} ×100/s for 30 s',
    from,
    to,
    refused: closed ? `socket ended by the server (${closed})` : 'socket kept open',
    notes: `${resumesSent} resumes sent; ${frames} frames read once the reader read again`,
  });
  step(`(a) done: ${closed || 'open'}, ${frames} frames`);
}
await sleep(5000);

// ---- (b) 2,000 sockets for 2,000 fresh visitor ids from one address ----
{
  const { ids, refused: idRefused, viaHttp } = await visitors(2000);
  step(`(b) ${ids.length} visitor ids (${idRefused} requests refused with 429; the rest inserted directly)`);
  const from = Date.now();
  const opened = await Promise.all(ids.map((v) => open(v)));
  const openedIn = (Date.now() - from) / 1000;
  await sleep(5000);
  const how = new Map<string, number>();
  for (const o of opened) bump(how, o.how);
  const stillOpen = opened.filter((o) => o.ws.readyState === WebSocket.OPEN).length;
  for (const o of opened) o.ws.terminate();
  const to = Date.now();
  results.push({ name: '(b) 2,000 sockets, 2,000 fresh visitor ids, one address', from, to, refused: fmt(how), notes: `all answered in ${openedIn.toFixed(1)} s; ${stillOpen} still open 5 s later; visitor ids: the address got ${viaHttp} from /api/ew/buyer/chat/visitorId, then 429 (${idRefused} refused); the rest inserted directly` });
  step(`(b) done: ${fmt(how)}`);
}
await sleep(65_000); // the per-minute open budgets of (b) pass

// ---- (c) typing/read/context frames, 1,000 frames/s over 10 sockets for 10 s ----
{
  const { ids } = await visitors(10);
  const socks = await Promise.all(ids.map((v) => open(v)));
  const closes = new Map<string, number>();
  for (const s of socks) s.ws.on('close', (code: number) => bump(closes, String(code)));
  const x0 = await xacts();
  const c0 = ticks();
  const from = Date.now();
  let sent = 0;
  const flood = setInterval(() => {
    // 10 ms ticks: each socket 1 frame per tick (100/s), so 1,000/s over the 10.
    for (const s of socks) {
      if (s.ws.readyState !== WebSocket.OPEN) continue;
      const k = sent++ % 3;
      s.ws.send(JSON.stringify(k === 0 ? { typing: sent % 2 === 0 } : k === 1 ? { read: sent } : { context: { path: `/p/${sent}`, spuId: 1 + (sent % 50) } }));
    }
  }, 10);
  await sleep(10_000);
  clearInterval(flood);
  for (const s of socks) s.ws.close();
  const closedAt = Date.now();
  const x1 = await xacts();
  const c1 = ticks();
  // After the close: transactions and CPU per second, for 20 s.
  const after: { s: number; xacts: number; cpuPct: number; active: number }[] = [];
  let xp = x1;
  let cp = c1;
  for (let s = 1; s <= 20; s++) {
    // Busy statements sampled every 100 ms over the second (the transaction counters flush late).
    let busy = 0;
    for (let k = 0; k < 10; k++) {
      busy = Math.max(busy, await active());
      await sleep(100);
    }
    const x = await xacts();
    const cc = ticks();
    after.push({ s, xacts: x - xp - 11, cpuPct: cc - cp, active: busy });
    xp = x;
    cp = cc;
  }
  const quiet = after.find((a, i) => after.slice(i).every((b) => b.active === 0 && b.cpuPct <= 10));
  results.push({
    name: '(c) 10 sockets, typing/read/context at 1,000 frames/s for 10 s',
    from,
    to: closedAt,
    refused: `closes ${fmt(closes)}`,
    notes: `${sent} frames sent; ${x1 - x0} database transactions and ${((c1 - c0) / 10).toFixed(0)}% CPU (1 core = 100%) over the 10 s; after the close, per second (CPU % / busy statements at most): ${after.map((a) => `${a.cpuPct}/${a.active}`).join(' ')}; quiet ${quiet ? `${quiet.s} s` : 'not within 20 s'} after the close`,
  });
  step(`(c) done: ${results.at(-1)!.notes}`);
}
await sleep(3000);

// ---- (d) 100 sockets of one visitor, each sending messages ----
{
  const { ids } = await visitors(1);
  const v = ids[0]!;
  const from = Date.now();
  const socks = await Promise.all(Array.from({ length: 100 }, () => open(v)));
  const how = new Map<string, number>();
  for (const s of socks) bump(how, s.how);
  const frames = new Map<string, number>();
  for (const s of socks) s.ws.on('message', (d: Buffer) => {
    const f = JSON.parse(d.toString());
    if (f.error) bump(frames, f.error);
  });
  const conv = (await db.query('SELECT id FROM chat_conversation WHERE visitor_id = $1', [v])).rows[0].id as number;
  const visitorMessages = async () => Number((await db.query('SELECT count(*) AS n FROM chat_message WHERE conversation_id = $1 AND user_type = 1', [conv])).rows[0].n);
  let sent = 0;
  const flood = setInterval(() => {
    for (const s of socks) {
      if (s.ws.readyState !== WebSocket.OPEN) continue;
      s.ws.send(JSON.stringify({ msg: `flood ${sent}`, clientMsgId: `f-${sent++}` }));
    }
  }, 100);
  await sleep(10_000);
  clearInterval(flood);
  for (const s of socks) s.ws.close();
  const to = Date.now();
  const atClose = await visitorMessages();
  await sleep(10_000);
  const later = await visitorMessages();
  results.push({
    name: '(d) 100 sockets of one visitor, a message every 100 ms each for 10 s',
    from,
    to,
    refused: `opens: ${fmt(how)}; frames: ${fmt(frames)}`,
    notes: `${sent} messages sent; ${atClose} stored by the close, ${later - atClose} more in the 10 s after it`,
  });
  step(`(d) done: ${results.at(-1)!.refused}; ${results.at(-1)!.notes}`);
}

monitoring = false;
await monitor;
clearInterval(sampler);
await db.end();
server.kill('SIGTERM');

console.log('\n| case | peak RSS MB | health p50 ms | health p99 ms | health failures | refused by the server |');
console.log('|---|---:|---:|---:|---:|---|');
for (const r of results) {
  const peak = Math.max(...rss.filter((s) => s.t >= r.from && s.t <= r.to + 2000).map((s) => s.mb));
  const h = health.filter((s) => s.t >= r.from && s.t <= r.to);
  const ms = h.filter((s) => s.ok).map((s) => s.ms);
  console.log(`| ${r.name} | ${peak.toFixed(0)} | ${pct(ms, 50)} | ${pct(ms, 99)} | ${h.length - ms.length}/${h.length} | ${r.refused} |`);
}
console.log('');
for (const r of results) if (r.notes) console.log(`- ${r.name}: ${r.notes}`);
const peakAll = Math.max(...rss.map((s) => s.mb));
console.log(`\npeak RSS over the run: ${peakAll.toFixed(0)} MB (target < 600 MB); health requests ${health.length}, failed ${health.filter((s) => !s.ok).length}`);
await sleep(1000);
process.exit(peakAll < 600 && health.every((s) => s.ok) ? 0 : 1);
