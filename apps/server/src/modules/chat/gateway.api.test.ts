import { randomUUID } from 'node:crypto';
import type { ChatServerFrame } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// The chat socket of docs/product.md#calls (/ws/1/{uuid}/{langId}): frames in and out, the assistant's answers,
// heartbeats, limits, a retried send stored once, a second window of the same visitor live, and
// resuming after a reconnect without gaps or repeats.

let ctx: TestContext;
beforeAll(async () => {
  // Always within working hours: whether someone answers depends only on agents being online.
  ctx = await createTestApp({ CHAT_HOURS: '1-7 00:00-24:00', CHAT_TIMEZONE: 'UTC' });
});
afterAll(() => ctx?.close());

async function newVisitor(): Promise<string> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId;
}

/** A socket with every frame it received, and a way to wait for the next ones. */
async function connect(visitorId: string, langId = 6) {
  const frames: ChatServerFrame[] = [];
  // Answers to heartbeats, apart: `settled` sends one to know the server has handled what came before.
  const pongs: ChatServerFrame[] = [];
  // The frame that says the socket joined its conversation comes first; tests wait for it, not count it.
  let joinedAt: (head: number) => void = () => undefined;
  const head = new Promise<number>((r) => (joinedAt = r));
  let closedAt: (code: number) => void = () => undefined;
  const closed = new Promise<number>((r) => (closedAt = r));
  // Listening from the start: the server may answer before injectWS resolves.
  const ws: WebSocket = await ctx.app.injectWS(`/ws/1/${visitorId}/${langId}`, {}, {
    onInit: (w: WebSocket) => {
      w.on('close', (code) => closedAt(code));
      w.on('message', (data: Buffer) => {
        const f = JSON.parse(data.toString()) as ChatServerFrame;
        if (f.joined !== undefined) joinedAt(f.joined);
        else if (f.heartbeat === 'pong') pongs.push(f);
        else frames.push(f);
      });
    },
  });
  const until = (n: number, ms = 5000) => waitUntil(() => frames.length >= n && frames, { timeoutMs: ms, what: `${n} frames` });
  const send = (f: unknown) => ws.send(typeof f === 'string' ? f : JSON.stringify(f));
  /** Waits until the server has joined the socket to its conversation: a second window must not miss what the first sends at once. */
  const joined = () => head;
  /**
   * Waits until the server has handled every frame sent before: the socket's frames are handled
   * one after another (socket-guard.ts), so the answer to a heartbeat sent now comes after them.
   */
  const settled = async () => {
    const n = pongs.length;
    send({ heartbeat: 'ping' });
    await waitUntil(() => pongs.length > n, { what: 'the pong after the frames sent before' });
  };
  return { ws, frames, pongs, until, send, closed, joined, settled };
}

/** The newest seq stored in the visitor's conversation: once a socket has it, nothing else is on its way. */
async function storedHead(visitorId: string): Promise<number> {
  const [c] = await rows<{ head: number }>(ctx.storage.db, sql`SELECT last_seq AS head FROM chat_conversation WHERE visitor_id = ${visitorId}::uuid`);
  return Number(c!.head);
}

describe('the chat socket', () => {
  it('closes at once for a uuid the shop never issued, or a language that does not exist', async () => {
    expect(await (await connect(randomUUID())).closed).toBe(1008);
    expect(await (await connect(await newVisitor(), 99)).closed).toBe(1008);
  });

  it('answers a quick reply with the topic’s answer in the visitor’s language, in order', async () => {
    const v = await newVisitor();
    const s = await connect(v, 6);
    s.send({ itemId: 'shipping', msg: '配送と送料', clientMsgId: 'q-1' });
    const [mine, answer] = await s.until(2);
    expect(mine).toMatchObject({ isConnect: true, res: { seq: 2, type: 9, userType: 1, msg: '配送と送料', clientMsgId: 'q-1' } });
    expect(answer).toMatchObject({ isConnect: true, res: { seq: 3, type: 1, userType: 2 } });
    expect(answer!.res!.msg).toMatch(/エコノミー/);
    s.ws.close();
  });

  it('hands a question in the visitor’s own words to a person; with no agent online it asks for an e-mail and mails the shop once', async () => {
    const v = await newVisitor();
    const s = await connect(v, 4);
    s.send({ msg: 'Sopiiko 10G SFP+ -moduuli Cisco C9300 -kytkimeen?', clientMsgId: 'f-1' });
    const [, notice] = await s.until(2);
    expect(notice!.res).toMatchObject({ type: 2, userType: 2 });
    expect(notice!.res!.msg).toMatch(/^Asiakaspalvelumme ei ole nyt paikalla \(palvelemme ma–su 00:00–24:00 UTC\+00\.00\)/);
    const [c] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM chat_conversation WHERE visitor_id = ${v}::uuid`);
    expect(c!.status).toBe('waiting');
    // Without an address nothing more happens; with one, the shop gets the conversation by mail.
    s.send({ msg: 'Entä 25G?', clientMsgId: 'f-2' });
    await s.until(3);
    await s.settled();
    expect(s.frames).toHaveLength(3);
    expect(await storedHead(v)).toBe(s.frames.at(-1)!.res!.seq);
    s.send({ msg: 'Vastatkaa osoitteeseen matti.virtanen@example.fi', clientMsgId: 'f-3' });
    const left = (await s.until(5))[4]!;
    expect(left.res!.msg).toBe('Kiitos! Viestisi on vastaanotettu, ja vastaamme osoitteeseen matti.virtanen@example.fi.');
    const mails = await rows<{ recipient: string; subject: string; text: string }>(
      ctx.storage.db,
      sql`SELECT recipient, subject, text FROM mail_outbox WHERE subject LIKE ${'%matti.virtanen@example.fi'}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('sales@yt-networks.example');
    expect(mails[0]!.text).toContain('Sopiiko 10G SFP+ -moduuli Cisco C9300 -kytkimeen?');
    // Once: a further message is only stored.
    s.send({ msg: 'Kiitos', clientMsgId: 'f-4' });
    await s.until(6);
    await s.settled();
    expect(s.frames).toHaveLength(6);
    expect(await storedHead(v)).toBe(s.frames.at(-1)!.res!.seq);
    s.ws.close();
  });

  it('answers a heartbeat, and refuses bad, empty, over-long and too frequent frames without closing', async () => {
    const s = await connect(await newVisitor(), 2);
    s.send({ heartbeat: 'ping' });
    expect(await waitUntil(() => s.pongs[0], { what: 'the pong' })).toEqual({ res: null, isConnect: true, heartbeat: 'pong' });
    s.send('not json');
    s.send({ msg: '   ', clientMsgId: 'e' });
    s.send({ msg: 'x'.repeat(1001), clientMsgId: 'long' });
    s.send({ msg: 'nul\u0000byte' });
    const refused = await s.until(4);
    expect(refused.map((f) => [f.isConnect, f.error, f.clientMsgId])).toEqual([
      [false, 'invalid', undefined],
      [false, 'invalid', 'e'],
      [false, 'tooLong', 'long'],
      [false, 'invalid', undefined],
    ]);
    // 20 messages in 10 s are taken, the 21st is refused.
    for (let i = 0; i < 21; i++) s.send({ msg: `m${i}`, clientMsgId: `r-${i}` });
    const frames = await s.until(4 + 20 + 1 + 1);
    expect(frames.filter((f) => f.error === 'rateLimited').map((f) => f.clientMsgId)).toEqual(['r-20']);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close();
  });

  it('stores a retried send once and tells the window it was stored; a second window of the visitor sees it live', async () => {
    const v = await newVisitor();
    const a = await connect(v, 2);
    const b = await connect(v, 2);
    await b.joined();
    a.send({ itemId: 'payment', msg: 'Payment methods', clientMsgId: 'same' });
    await a.until(2);
    a.send({ itemId: 'payment', msg: 'Payment methods', clientMsgId: 'same' });
    // Acknowledged in order with the socket's frames, not sent again (seq 2 went out on this socket already).
    const again = (await a.until(3))[2]!;
    expect(again).toEqual({ res: null, isConnect: true, clientMsgId: 'same', ack: 2 });
    expect((await b.until(2)).map((f) => f.res!.seq)).toEqual([2, 3]);
    const [{ n }] = await rows<{ n: number }>(
      ctx.storage.db,
      sql`SELECT count(*)::int AS n FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id WHERE c.visitor_id = ${v}::uuid AND m.client_msg_id = 'same'`,
    );
    expect(Number(n)).toBe(1);
    a.ws.close();
    b.ws.close();
  });

  it('after a reconnect, sends what the window missed once, in order', async () => {
    const v = await newVisitor();
    const a = await connect(v, 1);
    a.send({ itemId: 'returns', msg: '退货与退款', clientMsgId: 'x-1' });
    await a.until(2);
    a.ws.close();
    // Meanwhile, from another window: the first one misses these.
    const b = await connect(v, 1);
    b.send({ itemId: 'payment', msg: '付款方式', clientMsgId: 'x-2' });
    await b.until(2);
    const again = await connect(v, 1);
    again.send({ resume: 3 });
    const got = await again.until(2);
    await again.settled();
    expect(again.frames.map((f) => f.res!.seq)).toEqual([4, 5]);
    expect(await storedHead(v)).toBe(5);
    expect(got[0]!.res!.clientMsgId).toBe('x-2');
    b.ws.close();
    again.ws.close();
  });
});

describe('a server that stops', () => {
  it('drops its sockets (1006), so each window reconnects (docs/product.md#errors) to a process that still serves', async () => {
    const other = await createTestApp();
    const visitorId = (await other.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId as string;
    let joinedAt: () => void = () => undefined;
    const joined = new Promise<void>((r) => (joinedAt = r));
    const ws: WebSocket = await other.app.injectWS(`/ws/1/${visitorId}/2`, {}, {
      onInit: (w: WebSocket) => w.on('message', (d: Buffer) => (JSON.parse(d.toString()) as ChatServerFrame).joined !== undefined && joinedAt()),
    });
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    // Stopped once the socket is held by the server (joined to its conversation).
    await joined;
    await other.close();
    expect(await closed).toBe(1006);
  });
});
