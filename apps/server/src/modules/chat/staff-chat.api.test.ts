import { randomUUID } from 'node:crypto';
import type { ChatServerFrame, StaffChatDetail, StaffChatList, StaffSocketServerFrame } from '@netshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { api, makeBuyer, skuInStock } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { seedChat } from '../../db/seed/chat/index.js';

// The agents' side (issue 13): the queue, claiming, replying live to the visitor's window, closing;
// only staff whose roles answer the chat may do it.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Agent#2026';
const tokens: Record<'agent' | 'sales', string> = { agent: '', sales: '' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', CHAT_HOURS: '1-7 00:00-24:00', CHAT_TIMEZONE: 'UTC' });
  call = api(ctx);
  for (const role of ['agent', 'sales'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: role === 'agent' ? 'Aino' : 'Sam', password: PASSWORD, roles: [role] } })).status).toBe(200);
    tokens[role] = (await call('POST', '/api/ew/staff/login', { body: { email, password: PASSWORD } })).body.msg;
  }
});
afterAll(() => ctx?.close());

async function visitorWindow(langId: number) {
  const visitorId = (await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId as string;
  // Messages, and apart from them the frames that carry no message (an agent typing, read marks).
  const frames: ChatServerFrame[] = [];
  const signals: ChatServerFrame[] = [];
  const ws: WebSocket = await ctx.app.injectWS(`/ws/1/${visitorId}/${langId}`);
  ws.on('message', (d: Buffer) => {
    const f = JSON.parse(d.toString()) as ChatServerFrame;
    (f.res ? frames : signals).push(f);
  });
  const until = (n: number) => waitUntil(() => frames.length >= n && frames, { timeoutMs: 5000, what: `${n} message frames` });
  const signal = (match: (f: ChatServerFrame) => boolean) => waitUntil(() => signals.find(match), { timeoutMs: 5000, what: 'a signal frame' });
  return { visitorId, ws, frames, signals, until, signal, send: (f: unknown) => ws.send(JSON.stringify(f)) };
}

const queue = async (q: string, token = tokens.agent) => (await call('GET', `/api/ew/staff/chat/conversations?queue=${q}`, { headers: bearer(token) })).body.data as StaffChatList;
const detail = async (id: number, after = 0) => (await call('GET', `/api/ew/staff/chat/conversations/${id}?after=${after}`, { headers: bearer(tokens.agent) })).body.data as StaffChatDetail;

/**
 * An agent's console socket, joined. `changed` lists the conversations it was told changed
 * without a message: for a guest's conversation, each one is a read mark the server wrote.
 */
async function consoleSocket() {
  const ticket = (await call('POST', '/api/ew/staff/chat/ticket', { headers: bearer(tokens.agent), body: {} })).body.data.ticket as string;
  const changed: number[] = [];
  let joinedAt: () => void = () => undefined;
  const joined = new Promise<void>((r) => (joinedAt = r));
  const ws: WebSocket = await ctx.app.injectWS(`/ws/staff?ticket=${encodeURIComponent(ticket)}`, {}, {
    onInit: (w: WebSocket) =>
      w.on('message', (d: Buffer) => {
        const f = JSON.parse(d.toString()) as StaffSocketServerFrame;
        if (f.joined) joinedAt();
        if (f.changed) changed.push(f.changed.conversationId);
      }),
  });
  await joined;
  return { ws, changed };
}

describe('agents', () => {
  it('see a visitor who asked for a person in the queue, take the conversation and talk live', async () => {
    // The agent has the console's chat open: the visitor is told someone will join.
    await queue('waiting');
    const v = await visitorWindow(5);
    // The window says which page it is on: a product page lets the visitor ask about that product.
    const [p] = await rows<{ id: number; model: string }>(ctx.storage.db, sql`SELECT id, model FROM product WHERE total_stock > 0 ORDER BY id LIMIT 1`);
    v.send({ context: { path: `/product/productDetail?spuId=${p!.id}`, spuId: Number(p!.id) } });
    v.send({ itemId: 'product', msg: 'Ce produit', clientMsgId: 'p-0' });
    const [asked, about] = await v.until(2);
    expect(asked!.res).toMatchObject({ type: 9, userType: 1 });
    expect(about!.res!.msg).toContain(`(${p!.model}) : `);
    expect(about!.res!.msg).toMatch(/en stock, expédié en général sous un jour ouvré/);
    v.send({ itemId: 'human', msg: 'Parler à un conseiller', clientMsgId: 'h-1' });
    await v.until(4);
    const waiting = await queue('waiting');
    const row = waiting.items.find((c) => c.lang === 'fr' && c.lastMessage.includes('file d’attente'));
    expect(row).toBeDefined();
    expect(waiting.counts.waiting).toBeGreaterThanOrEqual(1);
    const id = row!.conversationId;
    const d = await detail(id);
    expect(d.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(d.conversation.page).toBe(`/product/productDetail?spuId=${p!.id}`);
    expect(d.conversation.product).toMatchObject({ spuId: Number(p!.id), model: p!.model });
    expect(d.canned.map((c) => c.label)).toContain('Livraison et frais de port');

    expect((await call('POST', `/api/ew/staff/chat/conversations/${id}/claim`, { headers: bearer(tokens.agent) })).status).toBe(200);
    const joined = (await v.until(5))[4]!;
    expect(joined.res).toMatchObject({ type: 2, userType: 2 });
    expect(joined.res!.msg).toBe('Aino, de notre équipe, a rejoint la conversation.');

    const reply = await call('POST', `/api/ew/staff/chat/conversations/${id}/messages`, { headers: bearer(tokens.agent), body: { msg: 'Bonjour ! Quel modèle de commutateur avez-vous ?', clientMsgId: 'a-1' } });
    expect(reply.status).toBe(200);
    const answer = (await v.until(6))[5]!;
    expect(answer.res).toMatchObject({ type: 1, userType: 2, user: 'Aino', msg: 'Bonjour ! Quel modèle de commutateur avez-vous ?' });

    v.send({ msg: 'Un Cisco C9300-48P', clientMsgId: 'h-2' });
    await v.until(7);
    const newer = await detail(id, 7);
    expect(newer.messages.map((m) => [m.userType, m.msg])).toEqual([[1, 'Un Cisco C9300-48P']]);
    expect((await queue('open')).items.map((c) => c.conversationId)).toContain(id);

    expect((await call('POST', `/api/ew/staff/chat/conversations/${id}/close`, { headers: bearer(tokens.agent) })).status).toBe(200);
    expect((await v.until(8))[7]!.res!.msg).toMatch(/conversation est terminée/);
    expect((await call('POST', `/api/ew/staff/chat/conversations/${id}/messages`, { headers: bearer(tokens.agent), body: { msg: 'encore ?' } })).status).toBe(409);
    // The visitor writes again: the assistant takes it up again and hands it to the queue.
    v.send({ msg: 'Une autre question', clientMsgId: 'h-3' });
    await v.until(10);
    expect((await queue('waiting')).items.map((c) => c.conversationId)).toContain(id);
    v.ws.close();
  });

  it('is for the agent and admin roles only; unknown and assistant-only conversations are 404', async () => {
    expect((await call('GET', '/api/ew/staff/chat/conversations')).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/chat/conversations', { headers: bearer(tokens.sales) })).status).toBe(403);
    expect((await call('GET', '/api/ew/staff/chat/conversations', { headers: OPS })).status).toBe(200);
    expect((await call('GET', '/api/ew/staff/chat/conversations/99999999', { headers: bearer(tokens.agent) })).status).toBe(404);
    expect((await call('GET', '/api/ew/staff/chat/conversations/2147483648', { headers: bearer(tokens.agent) })).status).toBe(404);
    // A visitor who only talked to the assistant is in no queue.
    const v = await visitorWindow(2);
    v.send({ itemId: 'payment', msg: 'Payment methods', clientMsgId: 'p-1' });
    await v.until(2);
    const all = [...(await queue('waiting')).items, ...(await queue('open')).items, ...(await queue('closed')).items];
    expect(all.every((c) => c.status !== 'assistant')).toBe(true);
    v.ws.close();
    const bad = await call('POST', '/api/ew/staff/chat/conversations/1/messages', { headers: bearer(tokens.agent), body: { msg: '' } });
    expect(bad.status).toBe(422);
    const nul = await call('POST', '/api/ew/staff/chat/conversations/1/messages', { headers: bearer(tokens.agent), body: { msg: 'a\u0000b' } });
    expect(nul.status).toBe(422);
  });

  it('administrators edit the assistant’s topics in all six languages; a restart keeps their edits', async () => {
    const topics = (await call('GET', '/api/ew/staff/chat/topics', { headers: OPS })).body.data as { key: string; texts: Record<string, { label: string; answer: string }> }[];
    expect(topics.map((t) => t.key)).toEqual(['shipping', 'payment', 'returns', 'orderStatus', 'compatibility', 'human']);
    expect(Object.keys(topics[0]!.texts).sort()).toEqual(['en', 'es', 'fi', 'fr', 'ja', 'zh-CN']);
    expect((await call('GET', '/api/ew/staff/chat/topics', { headers: bearer(tokens.agent) })).status).toBe(403);

    const texts = { ...topics[0]!.texts, fi: { label: 'Toimitus', answer: 'Toimitamme Suomeen 2–4 arkipäivässä.' } };
    const put = (key: string, body: unknown) => call('PUT', `/api/ew/staff/chat/topics/${key}`, { headers: OPS, body });
    expect((await put('shipping', { sort: 5, active: true, texts })).status).toBe(200);
    expect((await put('nope', { sort: 5, active: true, texts })).status).toBe(404);
    const { fi: _fi, ...withoutFinnish } = texts;
    expect((await put('shipping', { sort: 5, active: true, texts: withoutFinnish })).status).toBe(422);

    await seedChat(ctx.storage.db);
    const v = await visitorWindow(4);
    v.send({ itemId: 'shipping', msg: 'Toimitus', clientMsgId: 't-1' });
    expect((await v.until(2))[1]!.res!.msg).toBe('Toimitamme Suomeen 2–4 arkipäivässä.');
    v.ws.close();
  });
});

describe('typing and read marks', () => {
  it('show each side that the other is typing, has seen the messages, and has read them', async () => {
    await queue('waiting');
    const v = await visitorWindow(4);
    v.send({ itemId: 'human', msg: 'Puhu asiakaspalvelijan kanssa', clientMsgId: 't-1' });
    await v.until(2); // the request and the hand-over notice
    const id = (await queue('waiting')).items.find((c) => c.lang === 'fi' && c.lastMessage.includes('jonossa'))!.conversationId;

    // The agent opens it: the window is told it is read up to the newest message.
    const first = await detail(id);
    const last = first.messages.at(-1)!.seq;
    expect((await v.signal((f) => f.read !== undefined))?.read).toBe(last);
    // A window opened later learns it on joining.
    let resolveJoin: (f: ChatServerFrame) => void;
    const joinFrame = new Promise<ChatServerFrame>((r) => (resolveJoin = r));
    const second: WebSocket = await ctx.app.injectWS(`/ws/1/${v.visitorId}/4`, {}, {
      onInit: (ws: WebSocket) =>
        ws.on('message', (d: Buffer) => {
          const f = JSON.parse(d.toString()) as ChatServerFrame;
          if (f.joined === undefined) resolveJoin(f);
        }),
    });
    const onJoin = await joinFrame;
    expect(onJoin).toEqual({ res: null, isConnect: true, read: last });
    second.close();

    // The visitor types: the console sees it, until their message arrives.
    v.send({ typing: true });
    await waitUntil(async () => (await detail(id)).conversation.visitorTyping, { what: 'the console to see the visitor typing' });
    v.send({ msg: 'Onko SFP-10G-LR varastossa?', clientMsgId: 't-2' });
    await v.until(3);
    expect((await detail(id)).conversation.visitorTyping).toBe(false);

    // The agent types: the window shows the agent's name, and nothing is stored.
    const typing = await call('POST', `/api/ew/staff/chat/conversations/${id}/typing`, { headers: bearer(tokens.agent) });
    expect(typing.status).toBe(200);
    expect((await v.signal((f) => f.typing !== undefined))?.typing).toEqual({ name: 'Aino' });
    expect((await detail(id)).messages.at(-1)!.seq).toBe(last + 1);

    // The window has shown everything: the console sees "seen" up to there, never past the newest.
    // Each read mark the server writes is announced to the consoles: the test waits for that.
    const agentConsole = await consoleSocket();
    const writes = () => agentConsole.changed.filter((c) => c === id).length;
    v.send({ read: 2_000_000_000 });
    await waitUntil(() => writes() >= 1, { what: 'the first read mark to be written' });
    expect((await detail(id)).conversation.visitorReadSeq).toBe(last + 1);
    // Nor does it move back (written at the end of the mark's one-second window).
    v.send({ read: 1 });
    await waitUntil(() => writes() >= 2, { what: 'the second read mark to be written' });
    expect((await detail(id)).conversation.visitorReadSeq).toBe(last + 1);
    agentConsole.ws.close();

    // Staff whose roles do not answer the chat, and conversations that are not there, are refused.
    expect((await call('POST', `/api/ew/staff/chat/conversations/${id}/typing`, { headers: bearer(tokens.sales) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/chat/conversations/999999/typing`, { headers: bearer(tokens.agent) })).status).toBe(404);
    v.ws.close();
  });
});

describe('what an agent knows of a buyer', () => {
  it('sees a logged-in buyer’s cart beside their orders; a guest has none', async () => {
    await queue('waiting');
    const buyer = await makeBuyer(ctx);
    const sku = await skuInStock(ctx, 5);
    expect((await call('POST', '/cart/items', { token: buyer.token, body: { skuId: sku.skuId, quantity: 3 } })).status).toBe(200);
    const visitorId = (await call('GET', '/chat/visitorId')).body.data.visitorId as string;
    const ticket = (await call('POST', '/chat/ticket', { token: buyer.token, body: { visitorId } })).body.data.ticket as string;
    const ws: WebSocket = await ctx.app.injectWS(`/ws/1/${visitorId}/2?ticket=${encodeURIComponent(ticket)}`);
    const frames: ChatServerFrame[] = [];
    ws.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString())));
    ws.send(JSON.stringify({ itemId: 'human', msg: 'Talk to a person', clientMsgId: 'cart-1' }));
    await waitUntil(() => frames.filter((f) => f.res).length >= 2, { timeoutMs: 5000, what: 'the request and the hand-over notice' });
    const row = (await queue('waiting')).items.find((c) => c.buyerEmail === buyer.email)!;
    const d = await detail(row.conversationId);
    const [{ productNo }] = await rows<{ productNo: string }>(ctx.storage.db, sql`SELECT product_no AS "productNo" FROM sku WHERE id = ${sku.skuId}`);
    expect(d.cart).toEqual([{ productNo, name: expect.any(String), quantity: 3 }]);
    ws.close();

    const guest = await visitorWindow(2);
    guest.send({ itemId: 'human', msg: 'Talk to a person', clientMsgId: 'cart-2' });
    await guest.until(2);
    const guestRow = (await queue('waiting')).items.find((c) => c.buyerEmail === null && c.lang === 'en')!;
    expect((await detail(guestRow.conversationId)).cart).toEqual([]);
    guest.ws.close();
  });
});
