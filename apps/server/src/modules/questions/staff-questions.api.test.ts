import { randomUUID } from 'node:crypto';
import type { MyQuestionPage, QuestionPage, StaffQuestion, StaffQuestionList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { PDF, uploadAs } from '../../../test/files.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { staffLogin } from '../../../test/staff.js';

// Answering questions in the console (issue 14): agents, sales and administrators see the queue
// (waiting first), open a question's file, and answer; the asker gets a message and a mail in
// their language; only answered public questions reach the product page, where a search finds
// them by question or answer and the asker shows as a masked name.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const staff: Record<'agent' | 'sales' | 'finance', string> = { agent: '', sales: '', finance: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', UPLOAD_RATE_LIMIT: '200' });
  call = api(ctx);
  for (const role of ['agent', 'sales', 'finance'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Ana ${role}`, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

async function askAs(b: Buyer, spuId: number, over: Record<string, unknown> = {}, lang = '2'): Promise<number> {
  const r = await call('POST', '/questions', { token: b.token, lang, body: { spuId, type: 'presale', tag: 'specification', content: 'What is the power draw?', ...over } });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data.id as number;
}
const queue = async (query = '', token = staff.agent) => (await call('GET', `/api/ew/staff/questions${query}`, { headers: as(token) })).body.data as StaffQuestionList;
const answer = (id: number, body: Record<string, unknown>, token = staff.agent, lang = '2') => call('POST', `/api/ew/staff/questions/${id}/answer`, { headers: as(token), body, lang });
/** A product of its own for each test: the product page's list is per product. */
const productAt = async (n: number) => Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 1 OFFSET ${n}`))[0]!.id);
const productPage = async (spuId: number, query = '') => (await call('GET', `/questions?spuId=${spuId}${query}`)).body.data as QuestionPage;

describe('questions in the console', () => {
  it('queue waiting questions oldest first, with buyer, language and a file staff can open', async () => {
    const spuId = await productAt(3);
    const b = await makeBuyer(ctx);
    const doc = (await uploadAs(ctx, b.token, 'question', 'rack-plan.pdf', PDF)).body.data!;
    const first = await askAs(b, spuId, { content: 'First: which PSU?', uploadId: doc.id }, '4');
    const second = await askAs(b, spuId, { content: 'Second: fan noise?', type: 'technical', tag: 'installation' });

    const list = await queue();
    const ids = list.items.map((q) => q.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(list.counts.pending).toBeGreaterThanOrEqual(2);
    const q = list.items.find((x) => x.id === first)!;
    expect(q).toMatchObject({ spuId, buyerEmail: b.email, lang: 'fi', type: 'presale', tag: 'specification', content: 'First: which PSU?', status: 'pending', answer: null, answeredBy: null });
    expect(q.productModel.length).toBeGreaterThan(0);
    expect(q.file).toMatchObject({ name: 'rack-plan.pdf', mime: 'application/pdf' });
    // The console opens the signed link (a plain <a href>), and the agent's session opens the bare path too.
    expect((await ctx.app.inject({ url: q.file!.url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/common/files/${doc.id}`, headers: as(staff.agent) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/common/files/${doc.id}`, headers: as(staff.finance) })).statusCode).toBe(404);

    // Filters: type, tag, words (of the question, the buyer's e-mail).
    expect((await queue(`?type=technical&q=${encodeURIComponent(b.email)}`)).items.map((x) => x.id)).toEqual([second]);
    expect((await queue(`?tag=specification&q=${encodeURIComponent('which psu')}`)).items.map((x) => x.id)).toEqual([first]);
    expect((await queue('?type=gossip')).items).toBeUndefined();

    const one = (await call('GET', `/api/ew/staff/questions/${first}`, { headers: as(staff.sales) })).body.data as StaffQuestion;
    expect(one).toMatchObject({ id: first, buyerEmail: b.email, file: { name: 'rack-plan.pdf' } });
  });

  it('answer: the asker gets a message and a mail in their language; the product page shows it, searchable, with a masked name', async () => {
    const spuId = await productAt(6);
    const b = await makeBuyer(ctx);
    await ctx.storage.db.execute(sql`UPDATE app_user SET lang_id = 5, first_name = 'Élodie' WHERE id = ${b.userId}`);
    const id = await askAs(b, spuId, { content: 'Est-ce compatible PoE++ ?' }, '5');
    expect((await productPage(spuId)).items.map((q) => q.id)).not.toContain(id);

    const noText = await answer(id, { answer: '   ' });
    expect(noText).toMatchObject({ status: 422, body: { data: { fields: { answer: 'Required' } } } });
    expect((await answer(id, { answer: 'x'.repeat(4001) })).body.data.fields).toEqual({ answer: 'Too long' });

    const done = await answer(id, { answer: '  Yes: 802.3bt, up to 90 W per port.  ', public: true }, staff.agent, '4');
    expect(done).toMatchObject({ status: 200, body: { msg: 'Vastaus tallennettu' } });

    const [mail] = await rows<{ subject: string; text: string }>(ctx.storage.db, sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${b.email} ORDER BY id DESC`);
    expect(mail!.subject).toContain('Nous avons répondu à votre question');
    expect(mail!.text).toContain('Yes: 802.3bt, up to 90 W per port.');
    const messages = (await call('GET', '/user/messages?page=1&pageSize=5', { token: b.token, lang: '2' })).body.data;
    expect(JSON.stringify(messages)).toContain('Your question has been answered');

    const mine = (await call('GET', '/questions/mine', { token: b.token })).body.data as MyQuestionPage;
    expect(mine.items[0]).toMatchObject({ id, status: 'answered', answer: 'Yes: 802.3bt, up to 90 W per port.', answeredAt: expect.any(String) });

    const page = await productPage(spuId);
    expect(page.items).toEqual([
      expect.objectContaining({ id, asker: 'É***', lang: 'fr', content: 'Est-ce compatible PoE++ ?', answer: 'Yes: 802.3bt, up to 90 W per port.', type: 'presale', tag: 'specification' }),
    ]);
    expect(JSON.stringify(page)).not.toContain(b.email);
    expect(JSON.stringify(page)).not.toContain('Élodie');
    // The search looks in the question and the answer, any case, every word.
    expect((await productPage(spuId, '&q=poe%2B%2B')).total).toBe(1);
    expect((await productPage(spuId, `&q=${encodeURIComponent('90 w')}`)).total).toBe(1);
    expect((await productPage(spuId, '&q=fibre')).total).toBe(0);
    expect((await productPage(spuId, `&q=${encodeURIComponent('90 fibre')}`)).total).toBe(0);

    // Editing the answer tells nobody again; the answered tab has it.
    const mails = async () => (await rows(ctx.storage.db, sql`SELECT 1 FROM mail_outbox WHERE recipient = ${b.email}`)).length;
    const before = await mails();
    expect((await answer(id, { answer: 'Yes: IEEE 802.3bt (PoE++), 90 W per port.' }, staff.sales)).status).toBe(200);
    expect(await mails()).toBe(before);
    const answered = await queue('?status=answered', staff.sales);
    expect(answered.items.find((q) => q.id === id)).toMatchObject({ status: 'answered', answer: 'Yes: IEEE 802.3bt (PoE++), 90 W per port.', answeredBy: 'Ana sales' });
  });

  it('keep private questions off the product page; staff can hide one but never publish one kept private', async () => {
    const spuId = await productAt(9);
    const b = await makeBuyer(ctx);
    const kept = await askAs(b, spuId, { public: false, content: 'Price for 40 units to our PO?' });
    const hidden = await askAs(b, spuId, { content: 'Order 123 details' });
    const shown = await askAs(b, spuId, { content: 'Rack ears included?' });
    expect((await answer(kept, { answer: 'We sent you a quote.', public: true })).status).toBe(200);
    expect((await answer(hidden, { answer: 'See your order.', public: false })).status).toBe(200);
    expect((await answer(shown, { answer: 'Yes, both ears.' })).status).toBe(200);
    expect((await productPage(spuId)).items.map((q) => q.id)).toEqual([shown]);
    // Pages.
    expect((await productPage(spuId, '&pageSize=1&page=2')).items).toEqual([]);
  });

  it('need questions.answer: agent and sales yes, finance 403, nobody 401; unknown and malformed ids 404', async () => {
    const spuId = await productAt(12);
    const id = await askAs(await makeBuyer(ctx), spuId);
    expect((await call('GET', '/api/ew/staff/questions', { headers: as(staff.finance) })).status).toBe(403);
    expect((await answer(id, { answer: 'No' }, staff.finance)).status).toBe(403);
    expect((await call('GET', `/api/ew/staff/questions/${id}`, { headers: as(staff.finance) })).status).toBe(403);
    expect((await call('GET', '/api/ew/staff/questions')).status).toBe(401);
    expect((await call('POST', `/api/ew/staff/questions/${id}/answer`, { body: { answer: 'x' } })).status).toBe(401);
    // A buyer's session is no staff session.
    expect((await call('GET', '/api/ew/staff/questions', { token: (await makeBuyer(ctx)).token })).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/questions', { headers: OPS })).status).toBe(200);

    for (const bad of ['999999999', '99999999999', 'abc', '1e3']) {
      expect((await call('GET', `/api/ew/staff/questions/${bad}`, { headers: as(staff.agent), lang: '2' })).body, bad).toMatchObject({ code: 404, msg: 'The resource does not exist' });
      expect((await answer(bad as unknown as number, { answer: 'x' })).status, bad).toBe(404);
    }
    expect((await call('GET', '/api/ew/staff/questions?status=closed', { headers: as(staff.agent) })).status).toBe(422);
    expect((await call('GET', '/api/ew/staff/questions?q=%00', { headers: as(staff.agent) })).status).toBe(422);
    // The operator token (no staff row) can answer too.
    expect((await answer(id, { answer: 'Yes.' }, 'dev-ops-token')).status).toBe(200);
  });
});
