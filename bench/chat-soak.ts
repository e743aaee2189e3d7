// Chat soak (issue 25): exactly-once and in order, under drops, a Redis outage and a killed process.
// Two server processes A and B on one PostgreSQL database and one Redis of this bench's own
// (a redis-server it can stop and start again on the same port). A visitor's window on A and an
// agent on B exchange --messages each way while:
//   - the window's socket is terminated every ~2 s and reopens with after=<highest seq it has in order>,
//     re-sending what was not acknowledged (echo of its own message, or an {ack} frame);
//   - Redis is stopped for 10 s and started again;
//   - process B is SIGKILLed once and restarted (the agent sends to A and watches on A meanwhile).
// The agent replies over HTTP with a clientMsgId, retrying a failed send with the same id, and
// reads the conversation on the staff socket (/ws/staff, watch with its last seq on every open).
// At the end it counts, per side: sent, received, missing, duplicated, out of order; and checks
// the database holds every message once with seqs 1..N. Exit 1 if any count but sent/received ≠ 0.
//   node --import tsx bench/chat-soak.ts [--messages 500]
// Database netshop_chat_soak on BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres), dropped first.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '@netshop/contract';
import { freePort, startRedis, stopRedis } from '../apps/server/test/redis-server.js';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const MESSAGES = arg('messages', 500);
const admin = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'netshop_chat_soak';
const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
const A = 8210;
const B = 8211;
const OPS = `soak-ops-${randomUUID()}`;
const t0 = Date.now();
const step = (s: string) => process.stderr.write(`soak ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s: ${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${dbName}`);
await c.end();

const redisPort = await freePort();
let redis = await startRedis(redisPort);
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_KEY_PREFIX: `soak:${randomUUID()}:`,
  // Both processes check each other's tickets and tokens: one secret.
  APP_SECRET: randomBytes(32).toString('hex'),
  OPS_TOKEN: OPS,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG ?? 'warn',
  PG_POOL_MAX: '10',
  SWEEP_INTERVAL_MS: '0',
  // Agents answer at any hour, so the visitor is put through to a person.
  CHAT_HOURS: '1-7 00:00-24:00',
  CHAT_TIMEZONE: 'UTC',
};
const start = (port: number): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
async function ready(port: number) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {}
    if (i > 240) throw new Error(`server on ${port} did not start`);
    await sleep(500);
  }
}
const procs: Record<number, ChildProcess> = {};
procs[A] = start(A);
await ready(A);
procs[B] = start(B);
await ready(B);
// The agent uses B until a request to B fails; then A, until B is back (the kill is not announced).
let onA = false;
step('A and B ready');

async function call(port: number, method: string, path: string, o: { token?: string; body?: unknown } = {}) {
  const r = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body ? { 'content-type': 'application/json' } : {}) },
    body: o.body ? JSON.stringify(o.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: r.status, json: (await r.json().catch(() => null)) as { msg?: string; data?: any } | null };
}

// The agent: created with the operator token, logged in.
const email = `soak-${randomUUID().slice(0, 8)}@yt-networks.example`;
const made = await call(B, 'POST', '/ew/staff/staff', { token: OPS, body: { email, name: 'Aino', password: 'Agent#2026', roles: ['agent'] } });
if (made.status !== 200) throw new Error(`staff: ${made.status} ${JSON.stringify(made.json)}`);
const agentToken = (await call(B, 'POST', '/ew/staff/login', { body: { email, password: 'Agent#2026' } })).json!.msg!;
const visitorId = (await call(A, 'GET', '/ew/buyer/chat/visitorId')).json!.data.visitorId as string;

// ---- what each side saw ----
interface Side {
  sent: number;
  /** seq → frames carrying it, over all the side's sockets. */
  got: Map<number, number>;
  frames: number;
  dupFrames: number;
  dupSeqs: Set<number>;
  outOfOrder: number;
  sockets: number;
  closes: Map<string, number>;
  refused: Map<string, number>;
}
const side = (): Side => ({ sent: 0, got: new Map(), frames: 0, dupFrames: 0, dupSeqs: new Set(), outOfOrder: 0, sockets: 0, closes: new Map(), refused: new Map() });
const visitor = side();
const agent = side();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
/** The highest seq the side has with nothing missing before it. */
const inOrder = (s: Side) => {
  let n = 0;
  while (s.got.has(n + 1)) n++;
  return n;
};
/** A message frame on one socket: a duplicate if the socket sent it before or the window had it when it opened (after). */
function receive(s: Side, sock: { seen: Set<number>; max: number; after: number }, seq: number) {
  s.frames++;
  if (sock.seen.has(seq) || seq <= sock.after) {
    s.dupFrames++;
    s.dupSeqs.add(seq);
  }
  if (seq < sock.max) s.outOfOrder++;
  sock.seen.add(seq);
  sock.max = Math.max(sock.max, seq);
  s.got.set(seq, (s.got.get(seq) ?? 0) + 1);
}

// ---- the visitor's window on A ----
interface Out {
  msg: string;
  /** The socket generation it was last sent on (re-sent on a new socket), -1: to send again. */
  on: number;
  notBefore: number;
}
const outbox = new Map<string, Out>();
const acked = new Set<string>();
// Widened by `as`: it is set inside openVisitor, so TypeScript would otherwise narrow it to null at the top level.
let vSock = null as WebSocket | null;
let vGen = 0;
let vJoined = false;
const sendTimes: number[] = [];
function openVisitor() {
  const gen = ++vGen;
  const after = inOrder(visitor);
  const sock = { seen: new Set<number>(), max: 0, after };
  const ws = new WebSocket(`ws://127.0.0.1:${A}/ws/1/${visitorId}/2?after=${after}`);
  vSock = ws;
  vJoined = false;
  visitor.sockets++;
  ws.on('message', (d: Buffer) => {
    const f = JSON.parse(d.toString());
    if (f.joined !== undefined) vJoined = true;
    if (f.res) {
      receive(visitor, sock, f.res.seq);
      if (f.res.from === 'visitor' && f.res.clientMsgId) ack(f.res.clientMsgId);
    } else if (f.ack !== undefined && f.clientMsgId) ack(f.clientMsgId);
    else if (f.error) {
      bump(visitor.refused, f.error);
      const o = f.clientMsgId && outbox.get(f.clientMsgId);
      if (o) Object.assign(o, { on: -1, notBefore: Date.now() + 1000 });
    }
  });
  ws.on('close', (code: number) => {
    bump(visitor.closes, String(code));
    if (vSock === ws) {
      vSock = null;
      // Refused opens (1008/1013) wait; a drop reconnects at once.
      setTimeout(() => gen === vGen && !stopping && openVisitor(), code === 1013 || code === 1008 ? 2000 : 50);
    }
  });
  ws.on('error', () => undefined);
}
function ack(id: string) {
  if (!outbox.has(id)) return;
  outbox.delete(id);
  acked.add(id);
}
let stopping = false;
let nextVisitor = 0;
/** Sends (and re-sends) within the visitor's message limit, keeping a margin. */
const vPump = setInterval(() => {
  const ws = vSock;
  if (!ws || ws.readyState !== WebSocket.OPEN || !vJoined) return;
  const now = Date.now();
  while (sendTimes.length && now - sendTimes[0]! > CHAT_RATE_WINDOW_MS) sendTimes.shift();
  const budget = () => sendTimes.length < CHAT_RATE_LIMIT - 2;
  for (const [id, o] of outbox) {
    if (!budget()) return;
    if (o.on === vGen || o.notBefore > now) continue;
    ws.send(JSON.stringify({ msg: o.msg, clientMsgId: id }));
    Object.assign(o, { on: vGen });
    sendTimes.push(now);
  }
  // A new message about every 0.55 s (the limit is 2 a second), at most 10 unacknowledged.
  if (nextVisitor < MESSAGES && outbox.size < 10 && budget() && (sendTimes.length === 0 || now - sendTimes.at(-1)! >= 550)) {
    const id = `v-${nextVisitor}-${randomUUID().slice(0, 8)}`;
    const msg = `visitor message ${nextVisitor}`;
    nextVisitor++;
    visitor.sent++;
    outbox.set(id, { msg, on: vGen, notBefore: 0 });
    ws.send(JSON.stringify({ msg, clientMsgId: id }));
    sendTimes.push(now);
  }
}, 100);

// ---- the agent on B (A while B is down) ----
const agentPort = () => (onA ? A : B);
const failed = (port: number) => {
  if (port === B) onA = true;
};
// Widened by `as`: it is set inside openStaff, so TypeScript would otherwise narrow it to null at the top level.
let sSock = null as WebSocket | null;
let sGen = 0;
let conversationId = 0;
const agentOpens = new Map<string, number>();
async function openStaff() {
  const gen = ++sGen;
  const port = agentPort();
  let ticket: string;
  try {
    const t = await call(port, 'POST', '/ew/staff/chat/ticket', { token: agentToken });
    if (t.status !== 200) throw new Error(String(t.status));
    ticket = t.json!.data.ticket;
  } catch {
    failed(port);
    setTimeout(() => gen === sGen && !stopping && void openStaff(), 500);
    return;
  }
  const after = inOrder(agent);
  const sock = { seen: new Set<number>(), max: 0, after };
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/staff?ticket=${encodeURIComponent(ticket)}`);
  sSock = ws;
  agent.sockets++;
  bump(agentOpens, port === B ? 'B' : 'A');
  ws.on('open', () => ws.send(JSON.stringify({ watch: conversationId, after })));
  ws.on('message', (d: Buffer) => {
    const f = JSON.parse(d.toString());
    if (f.res && f.conversationId === conversationId) receive(agent, sock, f.res.seq);
    else if (f.error) bump(agent.refused, f.error);
  });
  ws.on('close', (code: number) => {
    bump(agent.closes, String(code));
    if (sSock === ws) {
      sSock = null;
      setTimeout(() => gen === sGen && !stopping && void openStaff(), 500);
    }
  });
  ws.on('error', () => undefined);
}
// The console's heartbeat keeps the agent "online" (chat_seen_at), so the visitor waits for a person.
const sBeat = setInterval(() => sSock?.readyState === WebSocket.OPEN && sSock.send(JSON.stringify({ heartbeat: 'ping' })), 20_000);

// ---- start: the visitor asks for a person, the agent claims and watches ----
await call(B, 'GET', '/ew/staff/chat/conversations?queue=waiting', { token: agentToken });
openVisitor();
while (!vJoined) await sleep(50);
outbox.set('human-1', { msg: 'Talk to a person', on: vGen, notBefore: 0 });
vSock!.send(JSON.stringify({ itemId: 'human', msg: 'Talk to a person', clientMsgId: 'human-1' }));
while (outbox.has('human-1')) await sleep(50);
for (;;) {
  const items = (await call(B, 'GET', '/ew/staff/chat/conversations?queue=waiting', { token: agentToken })).json?.data?.items ?? [];
  if (items.length) {
    conversationId = items[0].conversationId;
    break;
  }
  await sleep(200);
}
const claimed = await call(B, 'POST', `/ew/staff/chat/conversations/${conversationId}/claim`, { token: agentToken });
if (claimed.status !== 200) throw new Error(`claim: ${claimed.status}`);
await openStaff();
step(`conversation ${conversationId} claimed; ${MESSAGES} messages each way`);
const runStart = Date.now();

// The agent's replies: one about every 0.55 s, a failed one retried with its own id until stored.
const agentErrors = new Map<string, number>();
const agentDone = (async () => {
  for (let i = 0; i < MESSAGES; i++) {
    const id = `a-${i}-${randomUUID().slice(0, 8)}`;
    agent.sent++;
    for (;;) {
      const port = agentPort();
      try {
        const r = await call(port, 'POST', `/ew/staff/chat/conversations/${conversationId}/messages`, { token: agentToken, body: { msg: `agent reply ${i}`, clientMsgId: id } });
        if (r.status === 200) break;
        bump(agentErrors, String(r.status));
      } catch (e) {
        bump(agentErrors, `${(e as Error).name}${(e as { cause?: { code?: string } }).cause?.code ? ` ${(e as { cause: { code: string } }).cause.code}` : ''} on ${port === B ? 'B' : 'A'}`);
        failed(port);
      }
      await sleep(300);
    }
    await sleep(550);
  }
})();

// ---- the trouble ----
const drops = setInterval(() => vSock?.terminate(), 2000);
const chaos = (async () => {
  await sleep(30_000);
  step('Redis stopped');
  await stopRedis(redis);
  await sleep(10_000);
  redis = await startRedis(redisPort);
  step('Redis started again');
  await sleep(30_000);
  step('process B SIGKILLed');
  const dead = new Promise((r) => procs[B]!.once('exit', r));
  procs[B]!.kill('SIGKILL');
  await dead;
  procs[B] = start(B);
  await ready(B);
  onA = false;
  step('process B back; the agent returns to it');
  sSock?.close();
})();
const progress = setInterval(() => step(`visitor sent ${nextVisitor} (unacknowledged ${outbox.size}), agent sent ${agent.sent}; visitor has ${inOrder(visitor)} in order, agent ${inOrder(agent)}`), 15_000);

await Promise.all([agentDone, chaos, (async () => {
  while (nextVisitor < MESSAGES || outbox.size) await sleep(200);
})()]);
clearInterval(drops);
const sentIn = (Date.now() - runStart) / 1000;
step(`all sent and acknowledged in ${sentIn.toFixed(0)} s; waiting for both sides to catch up`);

// ---- both sides catch up to the stored head ----
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const head = async () => Number((await db.query('SELECT last_seq FROM chat_conversation WHERE id = $1', [conversationId])).rows[0].last_seq);
const catchUpStart = Date.now();
let n = await head();
while (Date.now() - catchUpStart < 60_000 && (inOrder(visitor) < n || inOrder(agent) < n)) {
  await sleep(250);
  n = await head();
}
const caughtUpIn = (Date.now() - catchUpStart) / 1000;
stopping = true;
clearInterval(vPump);
clearInterval(sBeat);
clearInterval(progress);
vSock?.close();
sSock?.close();

// ---- the database: every message once, seqs 1..N without gaps ----
const stored = (await db.query('SELECT seq, user_type, by_agent, client_msg_id FROM chat_message WHERE conversation_id = $1 ORDER BY seq', [conversationId])).rows as {
  seq: number;
  user_type: number;
  by_agent: boolean;
  client_msg_id: string | null;
}[];
const seqGaps = stored.filter((r, i) => r.seq !== i + 1).length;
const storedTwice = (prefix: string) => {
  const ids = stored.filter((r) => r.client_msg_id?.startsWith(prefix)).map((r) => r.client_msg_id!);
  return { stored: ids.length, distinct: new Set(ids).size };
};
const vStored = storedTwice('v-');
const aStored = storedTwice('a-');
await db.end();

const count = (s: Side, fromOther: number) => {
  const missing = [...Array(n).keys()].map((i) => i + 1).filter((q) => !s.got.has(q));
  return { missing, fromOther };
};
const byFrom = async () => {
  // What each side received of the other's messages (their seqs from the database).
  const vSeqs = stored.filter((r) => r.client_msg_id?.startsWith('v-')).map((r) => r.seq);
  const aSeqs = stored.filter((r) => r.client_msg_id?.startsWith('a-')).map((r) => r.seq);
  return { agentGotVisitor: vSeqs.filter((q) => agent.got.has(q)).length, visitorGotAgent: aSeqs.filter((q) => visitor.got.has(q)).length };
};
const other = await byFrom();
const v = count(visitor, other.visitorGotAgent);
const a = count(agent, other.agentGotVisitor);
const fmt = (m: Map<string, number>) => [...m].map(([k, x]) => `${k}×${x}`).join(', ') || '—';

console.log(`\n${MESSAGES} messages each way; sent and acknowledged in ${sentIn.toFixed(0)} s, caught up ${caughtUpIn.toFixed(1)} s later; ${n} messages stored (seq 1..${n})\n`);
console.log('| side | sent | received (distinct seqs) | of the other side’s | frames | missing | duplicated frames | duplicated seqs | out of order | sockets opened |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(`| visitor (A) | ${visitor.sent} | ${visitor.got.size} | ${v.fromOther}/${MESSAGES} | ${visitor.frames} | ${v.missing.length} | ${visitor.dupFrames} | ${visitor.dupSeqs.size} | ${visitor.outOfOrder} | ${visitor.sockets} |`);
console.log(`| agent (B, A while B was down) | ${agent.sent} | ${agent.got.size} | ${a.fromOther}/${MESSAGES} | ${agent.frames} | ${a.missing.length} | ${agent.dupFrames} | ${agent.dupSeqs.size} | ${agent.outOfOrder} | ${agent.sockets} |`);
console.log(`\ndatabase: ${stored.length} rows, seqs out of place ${seqGaps}; visitor messages stored ${vStored.stored} (distinct ${vStored.distinct}), agent replies stored ${aStored.stored} (distinct ${aStored.distinct})`);
console.log(`visitor: closes ${fmt(visitor.closes)}; refused frames ${fmt(visitor.refused)}`);
console.log(`agent: closes ${fmt(agent.closes)}; refused frames ${fmt(agent.refused)}; failed sends retried ${fmt(agentErrors)}; staff sockets opened on ${fmt(agentOpens)}`);
if (v.missing.length) console.log(`visitor missing seqs: ${v.missing.slice(0, 30).join(' ')}`);
if (a.missing.length) console.log(`agent missing seqs: ${a.missing.slice(0, 30).join(' ')}`);
if (visitor.dupSeqs.size) console.log(`visitor duplicated seqs: ${[...visitor.dupSeqs].slice(0, 30).join(' ')}`);
if (agent.dupSeqs.size) console.log(`agent duplicated seqs: ${[...agent.dupSeqs].slice(0, 30).join(' ')}`);

const bad =
  v.missing.length + a.missing.length + visitor.dupFrames + agent.dupFrames + visitor.outOfOrder + agent.outOfOrder + seqGaps +
  Math.abs(vStored.stored - MESSAGES) + Math.abs(aStored.stored - MESSAGES) + Math.abs(vStored.distinct - MESSAGES) + Math.abs(aStored.distinct - MESSAGES) +
  (MESSAGES - v.fromOther) + (MESSAGES - a.fromOther);
for (const p of Object.values(procs)) p.kill('SIGTERM');
await stopRedis(redis);
await sleep(1000);
process.exit(bad === 0 ? 0 : 1);
