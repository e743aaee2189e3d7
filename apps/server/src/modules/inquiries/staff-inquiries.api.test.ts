import { randomUUID } from 'node:crypto';
import type { InquiryDetail, StaffInquiry, StaffInquiryList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { DOCX, EXE, PDF } from '../../../test/files.js';
import { postForm } from '../../../test/forms.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { staffLogin } from '../../../test/staff.js';

// Answering inquiries in the console (issue 15): sales and administrators see the queue by status
// and age (the longest waiting first), open a thread with its files, reply with a file (the buyer
// gets a message and a mail in their language, a guest a mail in the language they wrote in) and
// change the status; other roles and buyers get nothing.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const staff: Record<'agent' | 'sales' | 'finance' | 'admin', string> = { agent: '', sales: '', finance: '', admin: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let spuId: number;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  for (const role of ['agent', 'sales', 'finance', 'admin'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Mika ${role}`, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
  spuId = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 1`))[0]!.id);
});
afterAll(() => ctx?.close());

let nextIp = 0;
const freshIp = () => `10.16.0.${++nextIp}`;

/** An inquiry of a buyer (or, with an e-mail and no buyer, a guest); its number and console id. */
async function inquiryBy(b: Buyer | null, fields: Record<string, string> = {}, files: { name: string; bytes: Buffer }[] = [], lang = '2'): Promise<{ no: string; id: number }> {
  const r = await postForm(ctx, '/api/ew/buyer/inquiries', { type: 'customization', productNo: 'S5800-48T4S', details: 'Custom firmware with our SNMP profile?', spuId: String(spuId), ...fields }, files, { token: b?.token, ip: freshIp(), lang });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const no = r.body.data.inquiryNo as string;
  const [row] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM inquiry WHERE inquiry_no = ${no}`);
  return { no, id: Number(row!.id) };
}
const queue = async (query = '', token = staff.sales) => (await call('GET', `/api/ew/staff/inquiries${query}`, { headers: as(token) })).body.data as StaffInquiryList;
const one = async (id: number, token = staff.sales) => (await call('GET', `/api/ew/staff/inquiries/${id}`, { headers: as(token) })).body.data as StaffInquiry;
const reply = (id: number, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = [], token = staff.sales, lang = '2') =>
  postForm(ctx, `/api/ew/staff/inquiries/${id}/messages`, fields, files, { token, lang });
const setStatus = (id: number, status: unknown, token = staff.sales, lang = '2') => call('PUT', `/api/ew/staff/inquiries/${id}/status`, { headers: as(token), body: { status }, lang });
const mailsTo = (email: string) => rows<{ subject: string; text: string }>(ctx.storage.db, sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC`);

describe('inquiries in the console', () => {
  it('queue by status and age, the longest waiting first, with the sender, language, kind and file', async () => {
    const b = await makeBuyer(ctx);
    const first = await inquiryBy(b, { details: 'First: 48 ports, custom SNMP' }, [{ name: 'snmp-profile.docx', bytes: DOCX }], '4');
    const second = await inquiryBy(b, { type: 'quotation', details: 'Second: 10 units' });
    // The first waited longer.
    await ctx.storage.db.execute(sql`UPDATE inquiry SET last_message_at = now() - interval '3 hours' WHERE id = ${first.id}`);

    const list = await queue();
    const ids = list.items.map((i) => i.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.counts.pending_reply).toBeGreaterThanOrEqual(2);
    expect(list.items.find((i) => i.id === first.id)).toMatchObject({ inquiryNo: first.no, type: 'customization', status: 'pending_reply', email: b.email, name: 'Test Buyer', lang: 'fi', registered: true, lastAuthor: 'buyer', replies: 0 });

    // Filters: kind, words (number, e-mail, details).
    expect((await queue(`?type=quotation&q=${encodeURIComponent(b.email)}`)).items.map((i) => i.id)).toEqual([second.id]);
    expect((await queue(`?q=${first.no}`)).items.map((i) => i.id)).toEqual([first.id]);
    expect((await queue(`?status=open&q=${encodeURIComponent(b.email)}`)).total).toBe(2);
    expect((await queue(`?status=closed&q=${encodeURIComponent(b.email)}`)).total).toBe(0);

    const d = await one(first.id);
    expect(d).toMatchObject({ id: first.id, inquiryNo: first.no, details: 'First: 48 ports, custom SNMP', files: [{ name: 'snmp-profile.docx' }] });
    // The console opens the signed link (a plain <a href>); a sales session opens the bare path too, finance does not.
    expect((await ctx.app.inject({ url: d.files[0]!.url! })).statusCode).toBe(200);
    const bare = `/api/ew/buyer/inquiries/files/${d.files[0]!.id}`;
    expect((await ctx.app.inject({ url: bare, headers: as(staff.sales) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: bare, headers: as(staff.finance) })).statusCode).toBe(404);
  });

  it('reply with a file: the buyer gets a message and a mail in their language and reads it in the thread; the inquiry waits for feedback', async () => {
    const b = await makeBuyer(ctx);
    await ctx.storage.db.execute(sql`UPDATE app_user SET lang_id = 1 WHERE id = ${b.userId}`);
    const q = await inquiryBy(b);

    expect((await reply(q.id, { body: '  ' })).body.data.fields).toEqual({ body: 'Required' });
    expect((await reply(q.id, { body: 'x'.repeat(4001) })).body.data.fields).toEqual({ body: 'Too long' });
    expect((await reply(q.id, { body: 'ok', status: 'done' })).body.data.fields).toEqual({ status: 'Invalid value' });
    expect((await reply(q.id, { body: 'Our offer' }, [{ name: 'offer.pdf', bytes: EXE }])).status).toBe(415);

    const done = await reply(q.id, { body: '可以定制，报价见附件。' }, [{ name: 'offer.pdf', bytes: PDF }], staff.sales, '4');
    expect(done).toMatchObject({ status: 200, body: { msg: 'Vastaus lähetetty, ja asiakkaalle on ilmoitettu' } });

    const [mail] = await mailsTo(b.email);
    expect(mail!.subject).toBe(`您的询价已有回复 · ${q.no}`);
    expect(mail!.text).toContain('可以定制，报价见附件。');
    const messages = (await call('GET', '/user/messages?page=1&pageSize=5', { token: b.token, lang: '2' })).body.data;
    expect(JSON.stringify(messages)).toContain('We replied to your inquiry');

    const mine = (await call('GET', `/inquiries/${q.no}`, { token: b.token })).body.data as InquiryDetail;
    expect(mine).toMatchObject({ status: 'pending_feedback', lastAuthor: 'staff', replies: 1 });
    expect(mine.messages).toEqual([
      { id: expect.any(Number), author: 'staff', staffName: 'Mika sales', body: '可以定制，报价见附件。', createdAt: expect.any(String), files: [expect.objectContaining({ name: 'offer.pdf', mime: 'application/pdf' })] },
    ]);
    // The buyer opens the sales file through the link signed for them.
    expect((await ctx.app.inject({ url: mine.messages[0]!.files[0]!.url! })).statusCode).toBe(200);
    // A reply may set the status with it; the console's thread shows both sides.
    expect((await reply(q.id, { body: 'Working on the firmware build.', status: 'processing' })).status).toBe(200);
    const d = await one(q.id);
    expect(d.status).toBe('processing');
    expect(d.messages.map((m) => m.author)).toEqual(['staff', 'staff']);
  });

  it('reply to a guest by mail, in the language they wrote in', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const q = await inquiryBy(null, { email }, [], '5');
    expect((await one(q.id)).registered).toBe(false);
    expect((await reply(q.id, { body: 'Oui, nous pouvons le personnaliser.' })).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Nous avons répondu à votre demande · ${q.no}`);
    expect(mail!.text).toContain('Oui, nous pouvons le personnaliser.');
    expect(mail!.text).toContain('créez un compte avec cette adresse');
  });

  it('change the status: the buyer sees processing and closed among their messages; a closed one takes no buyer reply', async () => {
    const b = await makeBuyer(ctx);
    const q = await inquiryBy(b);
    expect((await setStatus(q.id, 'processing', staff.sales, '1')).body).toMatchObject({ code: 200, msg: '状态已更新' });
    expect((await setStatus(q.id, 'closed')).status).toBe(200);
    const messages = JSON.stringify((await call('GET', '/user/messages?page=1&pageSize=9', { token: b.token, lang: '2' })).body.data);
    expect(messages).toContain('We are working on your inquiry');
    expect(messages).toContain('Your inquiry was closed');
    expect((await postForm(ctx, `/api/ew/buyer/inquiries/${q.no}/messages`, { body: 'Wait' }, [], { token: b.token })).status).toBe(409);
    expect((await setStatus(q.id, 'archived')).body.data.fields).toEqual({ status: 'Invalid value' });
    expect((await setStatus(q.id, '')).body.data.fields).toEqual({ status: 'Required' });
    // Sales may reopen it.
    expect((await setStatus(q.id, 'pending_reply')).status).toBe(200);
    expect((await queue(`?status=pending_reply&q=${q.no}`)).total).toBe(1);
  });

  it('need inquiries.answer: sales and admin yes; agent and finance 403; nobody and buyers 401; bad ids 404', async () => {
    const q = await inquiryBy(await makeBuyer(ctx));
    for (const token of [staff.agent, staff.finance]) {
      expect((await call('GET', '/api/ew/staff/inquiries', { headers: as(token) })).status).toBe(403);
      expect((await call('GET', `/api/ew/staff/inquiries/${q.id}`, { headers: as(token) })).status).toBe(403);
      expect((await reply(q.id, { body: 'x' }, [], token)).status).toBe(403);
      expect((await setStatus(q.id, 'closed', token)).status).toBe(403);
    }
    expect((await call('GET', '/api/ew/staff/inquiries')).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/inquiries', { token: (await makeBuyer(ctx)).token })).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/inquiries', { headers: as(staff.admin) })).status).toBe(200);
    expect((await call('GET', '/api/ew/staff/inquiries', { headers: OPS })).status).toBe(200);
    for (const bad of ['999999999', '99999999999', 'abc', '1e3']) {
      expect((await call('GET', `/api/ew/staff/inquiries/${bad}`, { headers: as(staff.sales), lang: '2' })).body, bad).toMatchObject({ code: 404, msg: 'The resource does not exist' });
      expect((await reply(bad as unknown as number, { body: 'x' })).status, bad).toBe(404);
      expect((await setStatus(bad as unknown as number, 'closed')).status, bad).toBe(404);
    }
    expect((await call('GET', '/api/ew/staff/inquiries?status=archived', { headers: as(staff.sales) })).status).toBe(422);
    expect((await call('GET', '/api/ew/staff/inquiries?q=%00', { headers: as(staff.sales) })).status).toBe(422);
    // The operator token (no staff row) can reply: no name on its message.
    expect((await reply(q.id, { body: 'Noted.' }, [], 'dev-ops-token')).status).toBe(200);
    expect((await one(q.id)).messages[0]).toMatchObject({ author: 'staff', staffName: null });
  });
});
