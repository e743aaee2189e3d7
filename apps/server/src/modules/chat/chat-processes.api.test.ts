import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ChatServerFrame } from '@netshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { api } from '../../../test/buyers.js';
import { freePort, startRedis, stopRedis } from '../../../test/redis-server.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';
import { sql } from 'drizzle-orm';

// Chat across server processes (issue 13, ADR 0020): a visitor's window on process A and
// an agent on process B talk live through Redis pub/sub; while Redis is down nothing crashes, and
// when it returns, what was sent meanwhile reaches the window once (it was in the database).
// Two processes of one shop share one database: PostgreSQL only (PGlite is one process's own).

const run = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!run)('two processes, one PostgreSQL, one Redis', () => {
  let a: TestContext;
  let b: TestContext;
  let port: number;
  let redis: ChildProcess;
  let agent = '';

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const env = { SWEEP_INTERVAL_MS: '0', CHAT_HOURS: '1-7 00:00-24:00', CHAT_TIMEZONE: 'UTC', REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `test:${randomUUID()}:` };
    a = await createTestApp(env);
    b = await createTestApp({ ...env, DATABASE_URL: a.databaseUrl! });
    const callB = api(b);
    const email = `agent-${randomUUID().slice(0, 8)}@yt-networks.example`;
    await callB('POST', '/api/ew/staff/staff', { headers: { authorization: 'Bearer dev-ops-token' }, body: { email, name: 'Aino', password: 'Agent#2026', roles: ['agent'] } });
    agent = (await callB('POST', '/api/ew/staff/login', { body: { email, password: 'Agent#2026' } })).body.msg;
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (redis) await stopRedis(redis);
  });

  it('a window on A and an agent on B talk live; a Redis outage loses nothing', async () => {
    const visitorId = (await a.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId as string;
    const frames: ChatServerFrame[] = [];
    const ws: WebSocket = await a.app.injectWS(`/ws/1/${visitorId}/2`);
    ws.on('message', (d: Buffer) => {
      const f = JSON.parse(d.toString()) as ChatServerFrame;
      if (f.res) frames.push(f);
    });
    const until = (n: number, ms = 15_000) => waitUntil(() => frames.length >= n && frames, { timeoutMs: ms, intervalMs: 20, what: `${n} message frames` });
    const callB = api(b);
    // The agent on B watches the queue, so the visitor is put through to a person.
    await callB('GET', '/api/ew/staff/chat/conversations?queue=waiting', { headers: { authorization: `Bearer ${agent}` } });
    ws.send(JSON.stringify({ itemId: 'human', msg: 'Talk to a person', clientMsgId: 'p-1' }));
    await until(2);
    const waiting = (await callB('GET', '/api/ew/staff/chat/conversations?queue=waiting', { headers: { authorization: `Bearer ${agent}` } })).body.data.items;
    const id = waiting.find((c: { lastMessage: string }) => c.lastMessage.includes('queue'))!.conversationId as number;

    const reply = (msg: string) => callB('POST', `/api/ew/staff/chat/conversations/${id}/messages`, { headers: { authorization: `Bearer ${agent}` }, body: { msg } });
    expect((await reply('Hello from process B')).status).toBe(200);
    // Claimed by the reply: the joined notice, then the reply, delivered on A through Redis.
    const live = await until(4);
    expect(live.slice(2).map((f) => f.res!.msg)).toEqual(['Aino from our team has joined the chat.', 'Hello from process B']);

    await stopRedis(redis);
    // 300 while Redis is down (issue 25: the window used to get 200 and wait for the next message for the rest).
    for (let i = 1; i <= 300; i++) expect((await reply(`Sent while Redis was down #${i}`)).status).toBe(200);
    redis = await startRedis(port);
    // A's subscriber reconnects, and the window gets what it missed from the database, once and in order.
    const caughtUp = await until(304, 30_000);
    expect(caughtUp.slice(4).map((f) => f.res!.msg)).toEqual(Array.from({ length: 300 }, (_, i) => `Sent while Redis was down #${i + 1}`));
    const seqs = caughtUp.map((f) => f.res!.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(caughtUp.length);
    ws.close();
  }, 120_000);

  it('a visitor’s sockets on both processes share one message limit, and the agent on B is pushed what the visitor on A writes', async () => {
    const visitorId = (await a.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId as string;
    const open = async (ctx: TestContext, path: string) => {
      const frames: Record<string, unknown>[] = [];
      let joinedAt: () => void = () => undefined;
      const joined = new Promise<void>((r) => (joinedAt = r));
      const ws: WebSocket = await ctx.app.injectWS(path, {}, {
        onInit: (w: WebSocket) =>
          w.on('message', (d: Buffer) => {
            const f = JSON.parse(d.toString()) as Record<string, unknown>;
            if (f.joined !== undefined) joinedAt();
            frames.push(f);
          }),
      });
      await joined;
      /** Resolves once the server has handled every frame sent before (frames are handled in order; socket-guard.ts). */
      const settled = async () => {
        const pongs = () => frames.filter((f) => f.heartbeat === 'pong').length;
        const n = pongs();
        ws.send(JSON.stringify({ heartbeat: 'ping' }));
        await waitUntil(() => pongs() > n, { what: 'the pong after the frames sent before' });
      };
      return { ws, frames, settled };
    };
    const onA = await open(a, `/ws/1/${visitorId}/2`);
    const onB = await open(b, `/ws/1/${visitorId}/2`);
    // The agent's console on B, watching this visitor's conversation once it waits for a person.
    onA.ws.send(JSON.stringify({ itemId: 'human', msg: 'Talk to a person', clientMsgId: 'h-1' }));
    const id = await waitUntil(
      async () => {
        const [row] = await rows<{ id: number }>(a.storage.db, sql`SELECT id FROM chat_conversation WHERE visitor_id = ${visitorId}::uuid AND status = 'waiting'`);
        return Number(row?.id ?? 0);
      },
      { intervalMs: 50, what: 'the conversation to wait for a person' },
    );
    const ticket = (await api(b)('POST', '/api/ew/staff/chat/ticket', { headers: { authorization: `Bearer ${agent}` }, body: {} })).body.data.ticket as string;
    const staff = await open(b, `/ws/staff?ticket=${encodeURIComponent(ticket)}`);
    staff.ws.send(JSON.stringify({ watch: id, after: 0 }));
    // 12 from each process's socket: 20 are taken in all (one was the request for a person), the rest refused.
    for (let i = 0; i < 12; i++) {
      onA.ws.send(JSON.stringify({ msg: `a${i}`, clientMsgId: `a-${i}` }));
      onB.ws.send(JSON.stringify({ msg: `b${i}`, clientMsgId: `b-${i}` }));
    }
    const refused = () => [...onA.frames, ...onB.frames].filter((f) => f.error === 'rateLimited').length;
    await waitUntil(() => refused() >= 5, { timeoutMs: 15_000, intervalMs: 50, what: 'five refusals' });
    // Both sockets have handled all 12 they were sent: no refusal is still to come.
    await Promise.all([onA.settled(), onB.settled()]);
    expect(refused()).toBe(5);
    const [{ n }] = await rows<{ n: number }>(a.storage.db, sql`SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = ${id} AND user_type = 1`);
    expect(Number(n)).toBe(20);
    // Everything stored reached the agent's socket on B, each seq once and in order.
    const [{ head }] = await rows<{ head: number }>(a.storage.db, sql`SELECT last_seq AS head FROM chat_conversation WHERE id = ${id}`);
    const seqs = () => staff.frames.filter((f) => f.res).map((f) => (f.res as { seq: number }).seq);
    await waitUntil(() => seqs().length >= Number(head), { timeoutMs: 15_000, intervalMs: 50, what: 'every stored message on the console' });
    expect(seqs()).toEqual(Array.from({ length: Number(head) }, (_, i) => i + 1));
    for (const s of [onA, onB, staff]) s.ws.terminate();
  }, 60_000);
});
