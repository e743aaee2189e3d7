import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatServerFrame, StaffChatDetail, StaffSocketServerFrame } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { api, makeBuyer } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// Issue 25: what a window and an agent receive is every message once and in order, however long
// the conversation, wherever the socket starts, and whatever a visitor sends; and no visitor can
// take more than their share of the process.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
let agent = '';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', CHAT_HOURS: '1-7 00:00-24:00', CHAT_TIMEZONE: 'UTC', CHAT_SOCKETS_PER_VISITOR: '3', PUBLIC_ORIGIN: 'https://shop.example' });
  call = api(ctx);
  const email = `agent-${randomUUID().slice(0, 8)}@yt-networks.example`;
  expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Aino', password: 'Agent#2026', roles: ['agent'] } })).status).toBe(200);
  agent = (await call('POST', '/api/ew/staff/login', { body: { email, password: 'Agent#2026' } })).body.msg;
}, 60_000);
afterAll(() => ctx?.close());

const newVisitor = async () => (await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId as string;

/** A conversation of `n` messages (the greeting, then n-1 stored directly), open with an agent. */
async function longConversation(n: number): Promise<{ visitorId: string; id: number }> {
  const visitorId = await newVisitor();
  await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/chat/message/${visitorId}` });
  const [{ id }] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM chat_conversation WHERE visitor_id = ${visitorId}::uuid`);
  await ctx.storage.db.execute(
    sql`INSERT INTO chat_message (conversation_id, seq, type, user_type, body) SELECT ${id}, g, 1, 1 + g % 2, 'm' || g FROM generate_series(2, ${n}) g`,
  );
  await ctx.storage.db.execute(sql`UPDATE chat_conversation SET last_seq = ${n}, status = 'open' WHERE id = ${id}`);
  return { visitorId, id: Number(id) };
}

/** A window's socket: every frame with a message, in arrival order; `joined` is the head it joined at. */
async function windowSocket(visitorId: string, query = '', headers: Record<string, string> = {}) {
  const messages: ChatMessage[] = [];
  const other: ChatServerFrame[] = [];
  let pongs = 0;
  let joinedAt: (n: number) => void = () => undefined;
  const joined = new Promise<number>((r) => (joinedAt = r));
  let closedAt: (code: number) => void = () => undefined;
  const closed = new Promise<number>((r) => (closedAt = r));
  const ws: WebSocket = await ctx.app.injectWS(`/ws/1/${visitorId}/2${query}`, { headers }, {
    onInit: (w: WebSocket) => {
      w.on('close', (code) => closedAt(code));
      w.on('message', (d: Buffer) => {
        const f = JSON.parse(d.toString()) as ChatServerFrame;
        if (f.joined !== undefined) joinedAt(f.joined);
        else if (f.res) messages.push(f.res);
        else if (f.heartbeat === 'pong') pongs += 1;
        else other.push(f);
      });
    },
  });
  const until = async (n: number, ms = 10_000) => {
    await waitUntil(() => messages.length >= n, { timeoutMs: ms, what: `${n} messages` });
    return messages.map((m) => m.seq);
  };
  const send = (f: unknown) => ws.send(JSON.stringify(f));
  /**
   * Waits until the server has handled every frame this socket sent and sent what they caused:
   * frames are handled one after another (socket-guard.ts) and the delivery loop sends the pong
   * on a turn after the messages it had (hub.ts), so nothing sent before can follow the pong.
   */
  const settled = async () => {
    const n = pongs;
    send({ heartbeat: 'ping' });
    await waitUntil(() => pongs > n, { what: 'the pong after the frames sent before' });
  };
  return { ws, messages, other, joined, closed, until, send, settled };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const reply = (id: number, msg: string, clientMsgId?: string) =>
  call('POST', `/api/ew/staff/chat/conversations/${id}/messages`, { headers: bearer(agent), body: { msg, ...(clientMsgId ? { clientMsgId } : {}) } });

describe('a conversation of 1,007 messages', () => {
  let long: { visitorId: string; id: number };
  beforeAll(async () => {
    long = await longConversation(1007);
  });

  it('reloads at its newest page, and pages back to the first message without gaps or repeats', async () => {
    const page = async (q: string) => ((await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/chat/message/${long.visitorId}${q}` })).json().data as ChatMessage[]).map((m) => m.seq);
    expect(await page('')).toEqual(range(908, 1007));
    const seen: number[] = [];
    for (let before = 1008; before > 1; ) {
      const seqs = await page(before === 1008 ? '' : `?before=${before}`);
      seen.unshift(...seqs);
      before = seqs[0]!;
    }
    expect(seen).toEqual(range(1, 1007));
    expect(await page('?after=1000')).toEqual(range(1001, 1007));
    // The agents' console reads the same way.
    const detail = async (q: string) => ((await call('GET', `/api/ew/staff/chat/conversations/${long.id}${q}`, { headers: bearer(agent) })).body.data as StaffChatDetail).messages.map((m) => m.seq);
    expect(await detail('')).toEqual(range(908, 1007));
    expect(await detail('?before=908')).toEqual(range(808, 907));
  });

  it('a socket resuming at any point is sent exactly what follows it, once and in order', async () => {
    for (const after of [0, 1, 99, 100, 101, 200, 201, 806, 1006, 1007]) {
      const s = await windowSocket(long.visitorId, `?after=${after}`);
      expect(await s.joined).toBeGreaterThanOrEqual(1007);
      const got = await s.until(1007 - after);
      await s.settled();
      expect({ after, got: s.messages.map((m) => m.seq) }).toEqual({ after, got: range(after + 1, 1007) });
      expect(got).toHaveLength(1007 - after);
      // Dropped at once (an injected socket's closing handshake would hold its place for 30 s).
      s.ws.terminate();
    }
  });

  it('a window up to date that reconnects just before the agent writes gets only the new message', async () => {
    const s = await windowSocket(long.visitorId, '?after=1007');
    await s.joined;
    expect((await reply(long.id, 'Uusi viesti')).status).toBe(200);
    expect(await s.until(1)).toEqual([1008]);
    await s.settled();
    expect(s.messages.map((m) => m.seq)).toEqual([1008]);
    s.ws.terminate();
  });

  it('a socket without after starts at the head; resume moves it back only before anything was sent', async () => {
    const s = await windowSocket(long.visitorId);
    const head = await s.joined;
    s.send({ resume: head - 3 });
    expect(await s.until(3)).toEqual(range(head - 2, head));
    // Now a message went out: a late resume does not send it again.
    s.send({ resume: head - 10 });
    expect((await reply(long.id, 'Vielä yksi')).status).toBe(200);
    expect(await s.until(4)).toEqual([...range(head - 2, head), head + 1]);
    await s.settled();
    expect(s.messages).toHaveLength(4);
    s.ws.terminate();
  });
});

describe('the two sides’ message ids', () => {
  it('an agent’s 64-character clientMsgId is stored, and a retry of it stored once', async () => {
    const { id } = await longConversation(2);
    const longId = 'a'.repeat(64);
    const first = await reply(id, 'Hei!', longId);
    expect(first.status).toBe(200);
    const again = await reply(id, 'Hei!', longId);
    expect(again.status).toBe(200);
    expect(again.body.data.seq).toBe(first.body.data.seq);
    const [{ n }] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = ${id} AND client_msg_id = ${longId}`);
    expect(Number(n)).toBe(1);
  });

  it('a visitor who sends an agent’s id first does not swallow the agent’s reply', async () => {
    const { visitorId, id } = await longConversation(2);
    const s = await windowSocket(visitorId, '?after=2');
    await s.joined;
    s.send({ msg: 'staff:X', clientMsgId: 'staff:X' });
    s.send({ msg: 'X', clientMsgId: 'X' });
    await s.until(2);
    const r = await reply(id, 'The agent’s own answer', 'X');
    expect(r.status).toBe(200);
    const stored = await rows<{ body: string; userType: number }>(
      ctx.storage.db,
      sql`SELECT body, user_type AS "userType" FROM chat_message WHERE conversation_id = ${id} AND client_msg_id = 'X' ORDER BY seq`,
    );
    expect(stored.map((m) => [Number(m.userType), m.body])).toEqual([
      [1, 'X'],
      [2, 'The agent’s own answer'],
    ]);
    s.ws.close();
  });
});

describe('the agents’ socket', () => {
  const ticket = async (token = agent) => (await call('POST', '/api/ew/staff/chat/ticket', { headers: bearer(token), body: {} })).body.data?.ticket as string;

  async function staffSocket(t: string) {
    const frames: StaffSocketServerFrame[] = [];
    let closedAt: (code: number) => void = () => undefined;
    const closed = new Promise<number>((r) => (closedAt = r));
    const ws: WebSocket = await ctx.app.injectWS(`/ws/staff?ticket=${encodeURIComponent(t)}`, {}, {
      onInit: (w: WebSocket) => {
        w.on('close', (code) => closedAt(code));
        w.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString())));
      },
    });
    const until = async (match: (f: StaffSocketServerFrame[]) => boolean, ms = 10_000) => {
      await waitUntil(() => match(frames), { timeoutMs: ms, what: 'the console frames' });
      return frames;
    };
    return { ws, frames, closed, until, send: (f: unknown) => ws.send(JSON.stringify(f)) };
  }

  it('pushes a visitor’s message to the agent at once, in order after the seq the console has, and tells the queue', async () => {
    const { visitorId, id } = await longConversation(250);
    const a = await staffSocket(await ticket());
    await a.until((f) => f.some((x) => x.joined));
    a.send({ watch: id, after: 120 });
    const got = await a.until((f) => f.filter((x) => x.res).length >= 130);
    expect(got.filter((x) => x.res).map((x) => x.res!.seq)).toEqual(range(121, 250));
    const w = await windowSocket(visitorId, '?after=250');
    await w.joined;
    w.send({ msg: 'Onko tämä varastossa?', clientMsgId: 'v-1' });
    const live = await a.until((f) => f.some((x) => x.res?.seq === 251) && f.some((x) => x.activity?.conversationId === id));
    expect(live.filter((x) => x.res).map((x) => [x.conversationId, x.res!.seq]).at(-1)).toEqual([id, 251]);
    expect(live.find((x) => x.activity)!.activity).toEqual({ conversationId: id, seq: 251 });
    a.ws.close();
    w.ws.close();
  });

  it('tells the console when a buyer takes a conversation over at login, though no message was written', async () => {
    const { visitorId, id } = await longConversation(3);
    const a = await staffSocket(await ticket());
    await a.until((f) => f.some((x) => x.joined));
    const buyer = await makeBuyer(ctx);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/chat/message/${visitorId}`, headers: bearer(buyer.token) });
    expect(read.statusCode).toBe(200);
    const got = await a.until((f) => f.some((x) => x.changed?.conversationId === id));
    expect(got.find((x) => x.changed)!.changed).toEqual({ conversationId: id });
    a.ws.close();
  });

  it('opens only with a staff ticket of someone who answers the chat', async () => {
    expect(await (await staffSocket('1.9999999999999.forged')).closed).toBe(1008);
    // A buyer's chat ticket is signed in another domain.
    const visitorId = await newVisitor();
    const buyer = await makeBuyer(ctx);
    const buyerTicket = (await call('POST', '/api/ew/buyer/chat/ticket', { headers: bearer(buyer.token), body: { visitorId } })).body.data.ticket as string;
    expect(buyerTicket).toBeTruthy();
    expect(await (await staffSocket(buyerTicket)).closed).toBe(1008);
    // The operator token has no console: no ticket.
    expect((await call('POST', '/api/ew/staff/chat/ticket', { headers: OPS, body: {} })).status).toBe(403);
  });
});

describe('limits', () => {
  it('refuses a page of another origin at the handshake, and takes the shop’s own', async () => {
    const visitorId = await newVisitor();
    await expect(windowSocket(visitorId, '', { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    const ok = await windowSocket(visitorId, '', { origin: 'https://shop.example' });
    expect(await ok.joined).toBeGreaterThanOrEqual(0);
    ok.ws.close();
  });

  it('a visitor holds at most CHAT_SOCKETS_PER_VISITOR sockets on a process', async () => {
    const visitorId = await newVisitor();
    const open = [];
    for (let i = 0; i < 3; i++) {
      const s = await windowSocket(visitorId);
      await s.joined;
      open.push(s);
    }
    const fourth = await windowSocket(visitorId);
    expect(await fourth.closed).toBe(1008);
    // One goes: another may open.
    open.pop()!.ws.terminate();
    // The place is freed when the server sees that socket close: a new socket is taken once it has.
    const again = await waitUntil(
      async () => {
        const s = await windowSocket(visitorId);
        return Promise.race([s.joined.then(() => s), s.closed.then(() => undefined)]);
      },
      { what: 'a place freed for another socket' },
    );
    expect(await again.joined).toBeGreaterThanOrEqual(1);
    for (const s of [...open, again]) s.ws.close();
  });

  it('the message limit is per visitor, not per socket: two sockets together get 20 in 10 s', async () => {
    const visitorId = await newVisitor();
    const a = await windowSocket(visitorId);
    const b = await windowSocket(visitorId);
    await Promise.all([a.joined, b.joined]);
    for (let i = 0; i < 12; i++) {
      a.send({ msg: `a${i}`, clientMsgId: `a-${i}` });
      b.send({ msg: `b${i}`, clientMsgId: `b-${i}` });
    }
    await waitUntil(() => a.other.length + b.other.length >= 4, { what: 'four refusals' });
    // Both sockets have handled all 24: no refusal is still to come.
    await Promise.all([a.settled(), b.settled()]);
    const refused = [...a.other, ...b.other].filter((f) => f.error === 'rateLimited');
    expect(refused).toHaveLength(4);
    const [{ n }] = await rows<{ n: number }>(
      ctx.storage.db,
      sql`SELECT count(*)::int AS n FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id WHERE c.visitor_id = ${visitorId}::uuid AND m.user_type = 1`,
    );
    expect(Number(n)).toBe(20);
    a.ws.close();
    b.ws.close();
  });

  it('closes a socket that floods frames far past its budget, and stores nothing more of it', async () => {
    const visitorId = await newVisitor();
    const s = await windowSocket(visitorId);
    await s.joined;
    for (let i = 0; i < 400; i++) s.send({ typing: i % 2 === 0 });
    expect(await s.closed).toBe(1008);
  });
});

describe('fresh visitor ids', () => {
  it('one address is given at most VISITORS_PER_SOURCE_HOUR', async () => {
    const small = await createTestApp({ SWEEP_INTERVAL_MS: '0', VISITORS_PER_SOURCE_HOUR: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await small.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});
