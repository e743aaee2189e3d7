import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { api, makeBuyer } from '../../../test/buyers.js';
import { freePort, startRedis, stopRedis } from '../../../test/redis-server.js';
import { OPS } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// A blocked buyer's live chat and a disabled agent's console socket end at once (issue 27), as
// their HTTP sessions do: every process closes the sockets it holds for them (the bus), and a
// ticket issued before the change opens nothing after it.

/** A socket, the frames it got and how it closed. */
async function open(ctx: TestContext, url: string) {
  const frames: Record<string, unknown>[] = [];
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((r) => (closedWith = r));
  let joinedAt: () => void = () => undefined;
  const joined = new Promise<void>((r) => (joinedAt = r));
  const ws: WebSocket = await ctx.app.injectWS(url, {}, {
    onInit: (w: WebSocket) => {
      w.on('close', (c) => closedWith(c));
      w.on('message', (d: Buffer) => {
        const f = JSON.parse(d.toString()) as Record<string, unknown>;
        if (f.joined !== undefined) joinedAt();
        frames.push(f);
      });
    },
  });
  /** Resolves once the server has taken the socket (its joined frame); fails when it closed instead. */
  const taken = () => Promise.race([joined, closed.then((c) => Promise.reject(new Error(`closed ${c} before joining`)))]);
  return { ws, frames, closed, taken };
}

/** Resolves with the close code, or 'open' when the socket is still open after `ms`. */
const closedWithin = (s: { closed: Promise<number> }, ms: number) => Promise.race([s.closed, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);

async function buyerSocket(ctx: TestContext, token: string) {
  const call = api(ctx);
  const visitorId = (await call('GET', '/chat/visitorId')).body.data.visitorId as string;
  const t = await call('POST', '/chat/ticket', { token, body: { visitorId } });
  expect(t.status).toBe(200);
  const url = `/ws/1/${visitorId}/2?ticket=${encodeURIComponent(t.body.data.ticket as string)}`;
  return { url, socket: await open(ctx, url) };
}

async function agent(ctx: TestContext) {
  const call = api(ctx);
  const email = `agent-${randomUUID().slice(0, 8)}@yt-networks.example`;
  const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Ilona', password: 'Agent#2026', roles: ['agent'] } });
  expect(made.status, made.body.msg).toBe(200);
  const token = (await call('POST', '/api/ew/staff/login', { body: { email, password: 'Agent#2026' } })).body.msg as string;
  const ticket = async () => (await call('POST', '/api/ew/staff/chat/ticket', { headers: { authorization: `Bearer ${token}` }, body: {} })).body.data.ticket as string;
  return { staffId: made.body.data.staffId as number, ticket };
}

describe('one process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  });
  afterAll(() => ctx?.close());

  it('blocking a buyer closes their open chat socket, and their earlier ticket opens none', async () => {
    const buyer = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const { url, socket } = await buyerSocket(ctx, buyer.token);
    await socket.taken();
    const bystander = (await buyerSocket(ctx, other.token)).socket;
    await bystander.taken();
    const blocked = await api(ctx)('POST', `/api/ew/staff/customers/${buyer.userId}/block`, { headers: OPS, body: { reason: 'Fraudulent orders' } });
    expect(blocked.status, blocked.body.msg).toBe(200);
    expect(await closedWithin(socket, 5000)).toBe(4401);
    // Another buyer's socket is not touched.
    expect(await closedWithin(bystander, 300)).toBe('open');
    // The ticket is still within its minute, but the buyer is blocked.
    const again = await open(ctx, url);
    expect(await closedWithin(again, 5000)).toBe(4401);
    bystander.ws.close();
  });

  it('disabling an agent closes their console socket, and their earlier ticket opens none', async () => {
    const a = await agent(ctx);
    const before = await a.ticket();
    const console_ = await open(ctx, `/ws/staff?ticket=${encodeURIComponent(await a.ticket())}`);
    await console_.taken();
    const other = await agent(ctx);
    const otherConsole = await open(ctx, `/ws/staff?ticket=${encodeURIComponent(await other.ticket())}`);
    await otherConsole.taken();
    const disabled = await api(ctx)('POST', `/api/ew/staff/staff/${a.staffId}/disable`, { headers: OPS, body: { reason: 'Left the company' } });
    expect(disabled.status, disabled.body.msg).toBe(200);
    expect(await closedWithin(console_, 5000)).toBe(4401);
    expect(await closedWithin(otherConsole, 300)).toBe('open');
    expect(await closedWithin(await open(ctx, `/ws/staff?ticket=${encodeURIComponent(before)}`), 5000)).toBe(1008);
    otherConsole.ws.close();
  });
});

// Two processes of one shop share one database: PostgreSQL only (PGlite is one process's own).
const run = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!run)('two processes, one PostgreSQL, one Redis', () => {
  let a: TestContext;
  let b: TestContext;
  let redis: ChildProcess;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const env = { SWEEP_INTERVAL_MS: '0', REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `test:${randomUUID()}:` };
    a = await createTestApp(env);
    b = await createTestApp({ ...env, DATABASE_URL: a.databaseUrl! });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (redis) await stopRedis(redis);
  });

  it('a buyer blocked on process B loses the chat socket they hold on process A', async () => {
    const buyer = await makeBuyer(a);
    const { socket } = await buyerSocket(a, buyer.token);
    await socket.taken();
    const blocked = await api(b)('POST', `/api/ew/staff/customers/${buyer.userId}/block`, { headers: OPS, body: { reason: 'Chargebacks' } });
    expect(blocked.status, blocked.body.msg).toBe(200);
    expect(await closedWithin(socket, 5000)).toBe(4401);
  });

  it('an agent disabled on process B loses the console socket on process A', async () => {
    const who = await agent(a);
    const console_ = await open(a, `/ws/staff?ticket=${encodeURIComponent(await who.ticket())}`);
    await console_.taken();
    expect((await api(b)('POST', `/api/ew/staff/staff/${who.staffId}/disable`, { headers: OPS, body: { reason: 'Left' } })).status).toBe(200);
    expect(await closedWithin(console_, 5000)).toBe(4401);
  });
});
