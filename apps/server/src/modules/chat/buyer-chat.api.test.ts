import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatServerFrame } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';

// A buyer's conversation (issue 13): a guest's conversation passes to the buyer at login and
// follows them to another device; after logout the device cannot read it; the socket of a
// logged-in window needs a ticket, and the assistant then knows the buyer's latest order.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx);
});
afterAll(() => ctx?.close());

const newVisitor = async () => (await call('GET', '/chat/visitorId')).body.data.visitorId as string;
const messages = async (visitorId: string, token?: string) => {
  const r = await call('GET', `/chat/message/${visitorId}`, { token, lang: '2' });
  expect(r.status).toBe(200);
  return r.body.data as ChatMessage[];
};
/** A socket and the frames with a message it received (the joined and read frames are not counted). */
async function socket(url: string) {
  const frames: ChatServerFrame[] = [];
  let closedAt: (code: number) => void = () => undefined;
  const closed = new Promise<number>((r) => (closedAt = r));
  // Listening from the start: the server may speak before injectWS resolves.
  const ws: WebSocket = await ctx.app.injectWS(url, {}, {
    onInit: (w: WebSocket) => {
      w.on('close', (c) => closedAt(c));
      w.on('message', (d: Buffer) => {
        const f = JSON.parse(d.toString()) as ChatServerFrame;
        if (f.res) frames.push(f);
      });
    },
  });
  const until = (n: number) => waitUntil(() => frames.length >= n && frames, { timeoutMs: 5000, what: `${n} message frames` });
  return { ws, frames, until, closed, send: (f: unknown) => ws.send(JSON.stringify(f)) };
}

describe('a buyer’s conversation', () => {
  it('passes from the guest to the buyer at login, follows them to another device, and stays out of reach after logout', async () => {
    const phone = await newVisitor();
    const guest = await socket(`/ws/1/${phone}/2`);
    guest.send({ itemId: 'shipping', msg: 'Shipping and delivery', clientMsgId: 'g-1' });
    await guest.until(2);
    guest.ws.close();
    // Logged in on the same device: the same conversation, now the buyer's.
    expect((await messages(phone, buyer.token)).map((m) => m.seq)).toEqual([1, 2, 3]);
    // Another device of the buyer: the same conversation.
    const laptop = await newVisitor();
    expect((await messages(laptop, buyer.token)).map((m) => m.clientMsgId)).toContain('g-1');
    // The phone after logout: a fresh guest conversation, not the buyer's.
    const after = await messages(phone);
    expect(after.map((m) => m.seq)).toEqual([1]);
  });

  it('needs a ticket for the socket; with one, “order status” answers with the buyer’s latest order', async () => {
    const v = await newVisitor();
    expect((await call('POST', '/chat/ticket', { body: { visitorId: v } })).status).toBe(401);
    const t = await call('POST', '/chat/ticket', { token: buyer.token, body: { visitorId: v } });
    expect(t.status).toBe(200);
    const other = await newVisitor();
    // A forged ticket, or one issued for another visitor, closes the socket.
    expect(await (await socket(`/ws/1/${v}/2?ticket=${encodeURIComponent(`${t.body.data.ticket}x`)}`)).closed).toBe(1008);
    expect(await (await socket(`/ws/1/${other}/2?ticket=${encodeURIComponent(t.body.data.ticket)}`)).closed).toBe(1008);

    const s = await socket(`/ws/1/${v}/4?ticket=${encodeURIComponent(t.body.data.ticket)}`);
    s.send({ itemId: 'orderStatus', msg: 'Tilauksen tila', clientMsgId: 'o-1' });
    const answer = (await s.until(2))[1]!;
    // makeBuyer has no orders: the assistant says so, in Finnish, instead of the guest's generic text.
    expect(answer.res!.msg).toBe('Tililläsi ei ole vielä tilauksia. Jos tarvitset apua, kirjoita tähän.');
    // With an order: its number and status, in Finnish.
    const sku = await skuInStock(ctx, 5);
    const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
    const placed = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: sku.skuId, quantity: 1 }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id) } });
    expect(placed.status).toBe(200);
    s.send({ itemId: 'orderStatus', msg: 'Tilauksen tila', clientMsgId: 'o-2' });
    const latest = (await s.until(4))[3]!;
    expect(latest.res!.msg).toContain(placed.body.data.orderNo);
    expect(latest.res!.msg).toContain('Maksamatta');
    // Shipped, then delivered: the answer says delivered, as the order's badge and timeline do (issue 24).
    const orderNo = placed.body.data.orderNo as string;
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'to_ship', paid_at = now() WHERE order_no = ${orderNo}`);
    const ops = { authorization: 'Bearer dev-ops-token' };
    expect((await ctx.app.inject({ method: 'POST', url: `/api/ew/staff/orders/${orderNo}/ship`, headers: ops, payload: { carrier: 'Posti', trackingNo: 'JJFI1' } })).statusCode).toBe(200);
    s.send({ itemId: 'orderStatus', msg: 'Tilauksen tila', clientMsgId: 'o-3' });
    expect((await s.until(6))[5]!.res!.msg).toContain(': Lähetetty.');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/ew/staff/orders/${orderNo}/deliver`, headers: ops })).statusCode).toBe(200);
    s.send({ itemId: 'orderStatus', msg: 'Tilauksen tila', clientMsgId: 'o-4' });
    expect((await s.until(8))[7]!.res!.msg).toContain(': Toimitettu.');
    s.ws.close();
    // The same buyer's conversation, read over HTTP from the first device.
    expect((await messages(v, buyer.token)).map((m) => m.clientMsgId)).toContain('o-1');
  });

  it('“send to e-mail” mails the buyer their conversation, in their language; guests cannot, and it is limited', async () => {
    const v = await newVisitor();
    expect((await call('POST', '/chat/transcript', { body: { visitorId: v } })).status).toBe(401);
    await messages(v, buyer.token);
    const sent = await call('POST', '/chat/transcript', { token: buyer.token, lang: '3', body: { visitorId: v } });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe(`Hemos enviado la conversación a ${buyer.email}`);
    const [mail] = await rows<{ recipient: string; subject: string; text: string }>(
      ctx.storage.db,
      sql`SELECT recipient, subject, text FROM mail_outbox WHERE recipient = ${buyer.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.subject).toBe('Su chat con YT Networks');
    expect(mail!.text).toContain('Tililläsi ei ole vielä tilauksia');
    for (let i = 0; i < 4; i++) expect((await call('POST', '/chat/transcript', { token: buyer.token, body: { visitorId: v } })).status).toBe(200);
    expect((await call('POST', '/chat/transcript', { token: buyer.token, body: { visitorId: v } })).status).toBe(429);
  });
});
