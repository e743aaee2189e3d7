import type { ChatMessage, ChatServerFrame } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { api, makeBuyer } from '../../../test/buyers.js';
import { CFB, DOCX, PDF, PNG, XLSX, zip } from '../../../test/files.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// Files in the chat (issue 13): a visitor attaches a PDF, JPG, PNG, DOC, DOCX, XLS, XLSX or TXT of
// at most 5 MB, decided by content; it is stored with its message, delivered live, and opened by
// a signed link; nothing reaches another visitor's or a buyer's conversation.

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(() => ctx?.close());

const newVisitor = async () => (await call('GET', '/chat/visitorId')).body.data.visitorId as string;

async function attach(visitorId: string, name: string, bytes: Buffer, opts: { clientMsgId?: string; token?: string; lang?: string } = {}) {
  const boundary = 'chat-file-boundary';
  const parts = [
    ...(opts.clientMsgId ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="clientMsgId"\r\n\r\n${opts.clientMsgId}\r\n`)] : []),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/ew/buyer/chat/file/${visitorId}`,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: opts.lang ?? '2', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: ChatMessage[] | null } };
}

describe('chat attachments', () => {
  it('stores a PDF with its message, hands the visitor to a person, delivers it live and opens it by its signed link', async () => {
    const v = await newVisitor();
    const frames: ChatServerFrame[] = [];
    const ws: WebSocket = await ctx.app.injectWS(`/ws/1/${v}/2`, {}, {
      onInit: (w: WebSocket) => w.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString()))),
    });
    // The socket is joined to the conversation before the file is sent, so it is pushed live.
    await waitUntil(() => frames.some((f) => f.joined !== undefined), { what: 'the socket to join its conversation' });

    const sent = await attach(v, '../../Quote request 2026.pdf', PDF, { clientMsgId: 'f-1' });
    expect(sent.status).toBe(200);
    const [message, notice] = sent.body.data!;
    expect(message).toMatchObject({ userType: 1, from: 'visitor', clientMsgId: 'f-1', file: { name: 'Quote request 2026.pdf', mime: 'application/pdf', size: PDF.length } });
    // A file in their own words: the conversation goes to the agents, as a typed question does.
    expect(notice).toMatchObject({ type: 2, from: 'assistant' });
    const [conv] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM chat_conversation WHERE visitor_id = ${v}::uuid`);
    expect(conv!.status).toBe('waiting');

    const live = (await waitUntil(() => frames.find((f) => f.res?.file), { what: 'the file pushed live' })).res!;
    expect(live.file!.url).toMatch(/^\/api\/ew\/buyer\/chat\/files\/[0-9a-f-]{36}\?t=\d+\.[\w-]{43}$/);
    ws.close();

    const file = await ctx.app.inject({ url: message!.file!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Quote request 2026.pdf"; filename*=UTF-8''Quote%20request%202026.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");

    // The history carries the same file, with a link of its own.
    const history = (await call('GET', `/chat/message/${v}`, { lang: '2' })).body.data as ChatMessage[];
    expect(history.find((m) => m.clientMsgId === 'f-1')!.file).toMatchObject({ name: 'Quote request 2026.pdf' });

    // Without the token, with a forged one, or with another file's: not found.
    const bare = message!.file!.url.split('?')[0]!;
    expect((await ctx.app.inject({ url: bare })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${bare}?t=99999999999999.${'A'.repeat(43)}` })).statusCode).toBe(404);
    const other = await attach(v, 'b.png', PNG);
    const otherToken = other.body.data![0]!.file!.url.split('?')[1]!;
    expect((await ctx.app.inject({ url: `${bare}?${otherToken}` })).statusCode).toBe(404);
    // A picture shows inline.
    const png = await ctx.app.inject({ url: other.body.data![0]!.file!.url });
    expect(png.headers['content-disposition']).toMatch(/^inline; /);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('takes the allowed types by content, whatever their names, and refuses the rest in the visitor’s language', async () => {
    const v = await newVisitor();
    const kinds: [string, Buffer, string][] = [
      ['offer.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['prices.xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old.doc', CFB, 'application/msword'],
      ['old.xls', CFB, 'application/vnd.ms-excel'],
      ['notes.txt', Buffer.from('SFP-10G-SR × 24, lead time?\r\nThanks'), 'text/plain; charset=utf-8'],
      ['scan', PNG, 'image/png'],
    ];
    for (const [name, bytes, mime] of kinds) {
      const r = await attach(v, name, bytes);
      expect(r.status, name).toBe(200);
      expect(r.body.data![0]!.file!.mime, name).toBe(mime);
    }
    // A renamed program, HTML or SVG as text, a zip that is no Office file, a CFB that claims to be a PDF, an empty file.
    const refused: [string, Buffer][] = [
      ['invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
      ['readme.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')],
      ['logo.txt', Buffer.from('<svg onload="alert(1)"/>')],
      ['data.docx', zip({ 'payload.js': 'alert(1)' })],
      ['scan.pdf', CFB],
      ['empty.txt', Buffer.alloc(0)],
      ['bin.txt', Buffer.from([0x41, 0x00, 0x42])],
    ];
    // Refused attempts count against the visitor's ten files too: another visitor tries these.
    const w = await newVisitor();
    for (const [name, bytes] of refused) {
      const r = await attach(w, name, bytes, { lang: '4' });
      expect(r.status, name).toBe(415);
      expect(r.body, name).toEqual({ code: 415, msg: 'Tätä tiedostotyyppiä ei tueta', data: null });
    }
    const big = await attach(await newVisitor(), 'big.txt', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(413);
    const [{ n }] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM chat_file f JOIN chat_conversation c ON c.id = f.conversation_id WHERE c.visitor_id = ${v}::uuid`);
    expect(Number(n)).toBe(kinds.length);
  }, 30_000);

  it('stores a retried upload once, and keeps to the visitor’s own conversation', async () => {
    const v = await newVisitor();
    const first = await attach(v, 'a.pdf', PDF, { clientMsgId: 'same' });
    const again = await attach(v, 'a.pdf', PDF, { clientMsgId: 'same' });
    expect(again.status).toBe(200);
    expect(again.body.data!.map((m) => m.seq)).toEqual([first.body.data![0]!.seq]);
    const [{ n }] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM chat_file f JOIN chat_conversation c ON c.id = f.conversation_id WHERE c.visitor_id = ${v}::uuid`);
    expect(Number(n)).toBe(1);

    // A uuid the shop never issued, or not a uuid: not found, like any unknown path.
    expect((await attach('3f0c4c5e-0000-4000-8000-000000000000', 'a.pdf', PDF)).status).toBe(404);
    expect((await attach('nope', 'a.pdf', PDF)).status).toBe(404);

    // A buyer's conversation: a guest with the same uuid writes into a fresh guest conversation, never the buyer's.
    const buyer = await makeBuyer(ctx);
    const phone = await newVisitor();
    await attach(phone, 'mine.pdf', PDF, { token: buyer.token, clientMsgId: 'buyer-file' });
    await attach(phone, 'intruder.pdf', PDF, { clientMsgId: 'guest-file' });
    const buyers = (await call('GET', `/chat/message/${phone}`, { token: buyer.token })).body.data as ChatMessage[];
    expect(buyers.map((m) => m.clientMsgId)).toContain('buyer-file');
    expect(buyers.map((m) => m.clientMsgId)).not.toContain('guest-file');
  });

  it('takes ten files per visitor in ten minutes, then 429 with Retry-After', async () => {
    const v = await newVisitor();
    for (let i = 0; i < 10; i++) expect((await attach(v, `${i}.txt`, Buffer.from(`line ${i}`))).status).toBe(200);
    const r = await attach(v, 'more.txt', Buffer.from('more'));
    expect(r.status).toBe(429);
    expect(r.body.msg).toBe('You are uploading too often, please try again later');
  });
});
