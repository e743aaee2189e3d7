// Live chat under load (issue 13), on PostgreSQL and Redis with two server processes:
// 1. sockets one process holds: --sockets N windows (distinct visitors) connect to process A and
//    send a JSON heartbeat each; the server's RSS is read from /proc before and after. Reference:
//    the same sockets on a bare `ws` server that only answers heartbeats.
// 2. message round trip across processes: a window on A sends, a second window of the same
//    visitor on B receives (stored in PostgreSQL, rung through Redis). Reference in the same run:
//    the same trip with both windows on A (no Redis hop), and a heartbeat's ping-pong (no database).
//   node --import tsx bench/chat.ts [--sockets 10000] [--messages 300]
// It creates (and drops first) the database netshop_chat_bench on BENCH_PG
// (default postgres://postgres@127.0.0.1:5432/postgres) and uses BENCH_REDIS (default redis://127.0.0.1:6379).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { CHAT_RATE_LIMIT } from '@netshop/contract';
import { openStorage } from '../apps/server/src/db/client.js';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SOCKETS = arg('sockets', 10_000);
const MESSAGES = arg('messages', 300);
const PAIRS = Math.ceil(MESSAGES / CHAT_RATE_LIMIT);
const admin = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
const dbName = 'netshop_chat_bench';
const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
const ports = [8198, 8199];
// One prefix for both processes: they must share the bus channel.
const redisPrefix = `bench:${randomUUID()}:`;

const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${dbName}`);
await c.end();

function start(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix, LOG_LEVEL: process.env.BENCH_LOG ?? 'warn', NODE_ENV: 'production', PG_POOL_MAX: '20', SWEEP_INTERVAL_MS: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
async function ready(port: number) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {}
    if (i > 240) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
// Reference for the sockets held: a bare ws server that answers a heartbeat, nothing else.
const bare = spawn(process.execPath, ['-e', `
  const { WebSocketServer } = require('ws');
  const wss = new WebSocketServer({ port: ${ports[0]! - 2}, host: '127.0.0.1' });
  wss.on('connection', (ws) => ws.on('message', () => ws.send(JSON.stringify({ res: null, isConnect: true, heartbeat: 'pong' }))));
  wss.on('listening', () => console.log('listening'));
`], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout!.once('data', r));
// The first process migrates and seeds; the second starts on the ready database.
const a = start(ports[0]!);
await ready(ports[0]!);
const b = start(ports[1]!);
await ready(ports[1]!);
const rssMb = (p: ChildProcess) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.pid}/status`, 'utf8'))![1]) / 1024;

// Visitors straight into the database (the visitor id endpoint is not what is measured).
const storage = await openStorage({ databaseUrl: dbUrl, dataDir: '' });
const visitors = (await storage.db.execute(sql`INSERT INTO visitor (id) SELECT gen_random_uuid() FROM generate_series(1, ${SOCKETS + 2 * PAIRS}) RETURNING id`)) as unknown as { rows: { id: string }[] };
const ids = visitors.rows.map((r) => r.id);
await storage.close();
const step = (s: string) => process.stderr.write(`bench: ${s}\n`);
step(`${ids.length} visitors`);

interface Window {
  ws: WebSocket;
  next(match: (f: { res: { clientMsgId: string | null } | null; clientMsgId?: string; heartbeat?: string }) => boolean): Promise<void>;
}
function open(port: number, visitorId: string): Promise<Window> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/1/${visitorId}/2`);
    const waiters: { match: Parameters<Window['next']>[0]; done: () => void }[] = [];
    ws.on('message', (d: Buffer) => {
      const f = JSON.parse(d.toString());
      for (let i = waiters.length - 1; i >= 0; i--) if (waiters[i]!.match(f)) waiters.splice(i, 1)[0]!.done();
    });
    const next: Window['next'] = (match) => new Promise<void>((done) => waiters.push({ match, done }));
    // The server answers frames only once the socket has joined its conversation: a pong means
    // joined, so nothing sent after this is missed (the shop's window sends a resume instead).
    ws.once('open', () => {
      void next((f) => f.heartbeat === 'pong').then(() => resolve({ ws, next }));
      ws.send(JSON.stringify({ heartbeat: 'ping' }));
    });
    ws.once('error', reject);
  });
}
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (t: bigint) => Number(t) / 1e6;

// 1. Sockets one process holds, each opened and answered a heartbeat: the shop, then the bare server.
async function hold(server: ChildProcess, port: number) {
  const before = rssMb(server);
  const held: Window[] = [];
  const t0 = Date.now();
  for (let i = 0; i < SOCKETS; i += 200) held.push(...(await Promise.all(ids.slice(i, Math.min(i + 200, SOCKETS)).map((v) => open(port, v)))));
  const seconds = (Date.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  return { held, seconds, before, after: rssMb(server) };
}
const reference = await hold(bare, ports[0]! - 2);
for (const w of reference.held) w.ws.terminate();
bare.kill('SIGTERM');
const shop = await hold(a, ports[0]!);
const held = shop.held;
step(`${held.length} sockets open`);
// 2. Round trips: a window on A to a second window of the same visitor on B, and on A. A socket may
// send CHAT_RATE_LIMIT messages per window, so the trips rotate over several visitors' pairs.
async function trips(receiverPort: number, visitorIds: string[]): Promise<number[]> {
  const pairs = await Promise.all(visitorIds.map(async (v) => ({ sender: await open(ports[0]!, v), receiver: await open(receiverPort, v) })));
  const out: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const { sender, receiver } = pairs[i % pairs.length]!;
    const id = `b-${i}-${randomUUID()}`;
    const arrived = receiver.next((f) => f.res?.clientMsgId === id);
    const refused = sender.next((f) => f.res === null && f.clientMsgId === id);
    const t = process.hrtime.bigint();
    // Handed to a person by the first free text, then stored and delivered; no assistant answers after that.
    sender.ws.send(JSON.stringify({ msg: `question ${i}`, clientMsgId: id }));
    await Promise.race([arrived, refused.then(() => Promise.reject(new Error(`message ${i} refused`)))]);
    out.push(ms(process.hrtime.bigint() - t));
  }
  for (const p of pairs) {
    p.sender.ws.close();
    p.receiver.ws.close();
  }
  return out;
}
async function heartbeats(): Promise<number[]> {
  const w = held[0]!;
  const out: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const got = w.next((f) => f.heartbeat === 'pong');
    const t = process.hrtime.bigint();
    w.ws.send(JSON.stringify({ heartbeat: 'ping' }));
    await got;
    out.push(ms(process.hrtime.bigint() - t));
  }
  return out;
}
const cross = await trips(ports[1]!, ids.slice(SOCKETS, SOCKETS + PAIRS));
step('cross-process trips done');
const same = await trips(ports[0]!, ids.slice(SOCKETS + PAIRS));
const pings = await heartbeats();

const row = (name: string, xs: number[]) => `| ${name} | ${pct(xs, 50).toFixed(2)} | ${pct(xs, 99).toFixed(2)} | ${(pct(xs, 99) / pct(pings, 99)).toFixed(1)} |`;
const perSocket = (r: typeof shop) => (((r.after - r.before) * 1024) / SOCKETS).toFixed(1);
console.log(`\n| ${SOCKETS} sockets, each answered one heartbeat | connected in | RSS before | RSS after | per socket |`);
console.log('|---|---:|---:|---:|---:|');
console.log(`| bare ws server (reference) | ${reference.seconds.toFixed(1)} s | ${reference.before.toFixed(0)} MB | ${reference.after.toFixed(0)} MB | ${perSocket(reference)} kB |`);
console.log(`| shop, process A | ${shop.seconds.toFixed(1)} s | ${shop.before.toFixed(0)} MB | ${shop.after.toFixed(0)} MB | ${perSocket(shop)} kB |\n`);
console.log('| trip | p50 ms | p99 ms | p99 ÷ heartbeat p99 |');
console.log('|---|---:|---:|---:|');
console.log(row('heartbeat ping-pong (reference: no database)', pings));
console.log(row('message, both windows on process A', same));
console.log(row('message, window on A to window on B (via Redis)', cross));

for (const w of held) w.ws.terminate();
a.kill('SIGTERM');
b.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 1000));
process.exit(0);
