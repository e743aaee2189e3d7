import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_TYPES, CHAT_USER_TYPES, CONTACT_TOPICS, INQUIRIES_PER_IP_HOUR, type ChatMessage } from '@netshop/contract';
import { rows } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createContext } from '../../lib/request-context.js';
import { parseChatHours } from './hours.js';
import { appendMessage, openConversation, visitorSends } from './service.js';

// The chat's message store (issue 13): the visitor's conversation by uuid, the greeting once,
// sequence numbers without gaps or repeats, a retried send stored once, and resuming after a seq.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function newVisitor(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' });
  return res.json().data.visitorId;
}
async function messages(visitorId: string, lang = '6', after?: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/chat/message/${visitorId}${after !== undefined ? `?after=${after}` : ''}`, headers: { lang } });
  return { status: res.statusCode, body: res.json() as { code: number; data: ChatMessage[] } };
}

describe('the visitor’s conversation', () => {
  it('opens with the assistant’s greeting and quick replies in the visitor’s language, once', async () => {
    const v = await newVisitor();
    const first = await messages(v, '6');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    const [greeting] = first.body.data;
    expect(greeting).toMatchObject({ seq: 1, type: 1, userType: 2 });
    expect(greeting!.msg).toMatch(/YT Networks へようこそ/);
    expect(greeting!.items.map((i) => i.itemId)).toContain('human');
    expect(greeting!.items.find((i) => i.itemId === 'human')!.item).toBe('オペレーターと話す');
    expect(greeting!.time).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
    // Opened again (a reload, another tab): the same one greeting, not a second.
    expect((await messages(v, '6')).body.data.map((m) => m.seq)).toEqual([1]);
  });

  it('greets once when several windows open the conversation at the same moment', async () => {
    const v = await newVisitor();
    await Promise.all(Array.from({ length: 8 }, () => messages(v, '2')));
    const all = (await messages(v, '2')).body.data;
    expect(all).toHaveLength(1);
    expect(all[0]!.msg).toMatch(/welcome to YT Networks/);
  });

  it('answers 404 for a uuid the shop never issued, and for anything that is not a uuid', async () => {
    expect((await messages(randomUUID())).status).toBe(404);
    expect((await messages('not-a-uuid')).status).toBe(404);
    expect((await messages('00000000-0000-0000-0000-000000000000%00')).status).toBe(404);
    expect((await messages(await newVisitor(), '1', -1)).status).toBe(422);
  });
});

describe('messages', () => {
  it('get consecutive sequence numbers; a retried send with the same client id is stored once; a window resumes after its last seq', async () => {
    const v = await newVisitor();
    const db = createContext(ctx.storage.db, { lang: 'fi' });
    const open = (await openConversation(db, v))!;
    const send = (clientMsgId: string, body: string) =>
      appendMessage(db, open.conversationId, { type: CHAT_MESSAGE_TYPES.text, userType: CHAT_USER_TYPES.visitor, body, clientMsgId });
    // The same message sent five times at once (a weak network retrying) and four others.
    const results = await Promise.all([...Array.from({ length: 5 }, () => send('c-1', 'Sopiiko SFP+ Cisco-kytkimeen?')), ...[2, 3, 4, 5].map((n) => send(`c-${n}`, `viesti ${n}`))]);
    expect(results.filter((r) => r.created)).toHaveLength(5);
    const all = (await messages(v, '4')).body.data;
    expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all.filter((m) => m.clientMsgId === 'c-1')).toHaveLength(1);
    // After a reconnect the window asks for what follows the last message it showed.
    const missed = (await messages(v, '4', 3)).body.data;
    expect(missed.map((m) => m.seq)).toEqual([4, 5, 6]);
  });

  it('are text, never markup: what a visitor typed is escaped in msg', async () => {
    const v = await newVisitor();
    const db = createContext(ctx.storage.db);
    const open = (await openConversation(db, v))!;
    await appendMessage(db, open.conversationId, { type: 1, userType: 1, body: '<img src=x onerror=alert(1)>\n<script>alert(2)</script>', clientMsgId: 'x' });
    const last = (await messages(v, '1', 1)).body.data[0]!;
    expect(last.msg).toBe('&lt;img src=x onerror=alert(1)&gt;<br>&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});

describe('handing over to a person', () => {
  const hours = parseChatHours('1-5 09:00-18:00', 'Asia/Shanghai');
  // Tuesday 10:00 and Saturday 10:00 in Shanghai.
  const weekday = () => new Date('2026-11-24T02:00:00Z');
  const saturday = () => new Date('2026-11-28T02:00:00Z');

  async function handOver(now: () => Date) {
    const v = await newVisitor();
    const c = createContext(ctx.storage.db, { lang: 'en' });
    const open = (await openConversation(c, v))!;
    const out = await visitorSends(c, open.conversationId, { msg: 'Is the SFP-10G-SR coded for Juniper?', clientMsgId: 'q' }, { hours, now });
    return out[1]!.msg;
  }

  it('says when the team answers when it is outside working hours, even with an agent online', async () => {
    await ctx.storage.db.execute(sql`INSERT INTO staff_user (email, password_hash, name, roles, chat_seen_at)
      VALUES ('online-agent@yt-networks.example', 'x', 'Online', ARRAY['agent']::varchar[], now())`);
    expect(await handOver(saturday)).toBe(
      'Our team is not online right now (we answer Mon–Fri 09:00–18:00 China Standard Time (GMT+8)). Leave your question and your e-mail address here, and we will reply by e-mail within one business day.',
    );
    expect(await handOver(weekday)).toBe('You are in the queue for a colleague; they will answer you right here as soon as they join.');
  });

  it('mails messages left from one source only within the contact forms’ limit, so the shop’s inbox is no amplifier (issue 24)', async () => {
    const leave = async (source: string, email: string) => {
      const c = createContext(ctx.storage.db, { lang: 'fi' });
      const open = (await openConversation(c, await newVisitor()))!;
      await visitorSends(c, open.conversationId, { msg: 'Onko SFP-10G-SR varastossa?', clientMsgId: 'a' }, { hours, now: saturday, source });
      const out = await visitorSends(c, open.conversationId, { msg: `Vastatkaa osoitteeseen ${email}`, clientMsgId: 'b' }, { hours, now: saturday, source });
      return out.at(-1)!.msg;
    };
    const mailsTo = async () => Number((await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE '%@amplifier.example'`))[0]!.n);
    const source = '203.0.113.7';
    for (let i = 0; i < INQUIRIES_PER_IP_HOUR; i++) expect(await leave(source, `v${i}@amplifier.example`)).toBe(`Kiitos! Viestisi on vastaanotettu, ja vastaamme osoitteeseen v${i}@amplifier.example.`);
    expect(await mailsTo()).toBe(INQUIRIES_PER_IP_HOUR);
    // The next fresh visitor from there is told the message waits in the conversation; no mail.
    expect(await leave(source, 'one-more@amplifier.example')).toMatch(/^Verkostasi on jätetty viimeisen tunnin aikana paljon viestejä/);
    expect(await mailsTo()).toBe(INQUIRIES_PER_IP_HOUR);
    // One budget with the contact form: that source's contact message is refused too.
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/ew/buyer/inquiries/contact',
      remoteAddress: source,
      payload: { topic: CONTACT_TOPICS[0], name: 'Matti', email: 'matti@amplifier.example', message: 'Hei' },
    });
    expect(contact.statusCode).toBe(429);
    // Another source is not held back.
    expect(await leave('198.51.100.9', 'other@amplifier.example')).toMatch(/^Kiitos!/);
    expect(await mailsTo()).toBe(INQUIRIES_PER_IP_HOUR + 1);
  });

  it('within working hours, puts the visitor through only while an agent is online', async () => {
    await ctx.storage.db.execute(sql`UPDATE staff_user SET chat_seen_at = now() - interval '10 minutes'`);
    expect(await handOver(weekday)).toMatch(/^Our team is not online right now/);
  });
});
