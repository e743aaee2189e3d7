import type { MyQuestionPage, QuestionPage } from '@netshop/contract';
import { QUESTIONS_PER_HOUR } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, makeBuyer, skuInStock } from '../../../test/buyers.js';
import { DOCX, EXE, PDF, PNG, uploadAs } from '../../../test/files.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Asking about a product (issue 14): the required type of docs/product.md#validation, tag and content, the text of docs/product.md#errors, "question received
// (reply within 12-24 hours)" in the buyer's language, an optional document that must be the
// asker's own upload for a question, a rate limit, and one buyer never reading another's.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let spuId: number;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', UPLOAD_RATE_LIMIT: '200' });
  call = api(ctx);
  spuId = (await skuInStock(ctx, 1, 0)).spuId;
});
afterAll(() => ctx?.close());

const ask = (token: string | undefined, body: Record<string, unknown>, lang = '2') => call('POST', '/questions', { token, body, lang });
const base = () => ({ spuId, type: 'technical', tag: 'compatibility', content: 'Does it work with a Cisco 9300 uplink module?' });
const mine = async (token: string) => (await call('GET', '/questions/mine', { token })).body.data as MyQuestionPage;

describe('asking a question', () => {
  it('takes type, tag and content, says when we reply, and lists it as pending for the asker', async () => {
    const b = await makeBuyer(ctx);
    const r = await ask(b.token, { ...base(), content: '  Does it work with a Cisco 9300 uplink module?  ' }, '4');
    expect(r).toMatchObject({ status: 200, body: { code: 200, msg: 'Kysymys vastaanotettu – vastaamme 12–24 tunnin kuluessa', data: { id: expect.any(Number) } } });
    expect((await ask(b.token, base(), '1')).body.msg).toBe('问题已提交，我们会在 12–24 小时内回复');

    const page = await mine(b.token);
    expect(page.total).toBe(2);
    expect(page.items[1]).toMatchObject({
      id: r.body.data.id,
      spuId,
      type: 'technical',
      tag: 'compatibility',
      content: 'Does it work with a Cisco 9300 uplink module?',
      public: true,
      status: 'pending',
      answer: null,
      answeredAt: null,
      file: null,
    });
    expect(page.items[1]!.productName.length).toBeGreaterThan(0);
    const [row] = await rows<{ langId: number }>(ctx.storage.db, sql`SELECT lang_id AS "langId" FROM product_question WHERE id = ${r.body.data.id}`);
    expect(Number(row!.langId)).toBe(4); // asked in Finnish: staff answer in it
    // Not on the product page before it is answered.
    expect(((await call('GET', `/questions?spuId=${spuId}`)).body.data as QuestionPage).items.map((q) => q.id)).not.toContain(r.body.data.id);
  });

  it('refuses missing and bad fields with the field’s message in the buyer’s language', async () => {
    const b = await makeBuyer(ctx);
    const fields = async (body: Record<string, unknown>, lang = '2') => {
      const r = await ask(b.token, body, lang);
      expect(r.status).toBe(422);
      return r.body.data.fields as Record<string, string>;
    };
    const { type: _t, tag: _g, content: _c, ...nothing } = base();
    expect(await fields(nothing)).toEqual({ type: 'Required', tag: 'Required', content: 'Required' });
    expect(await fields({ ...base(), type: '', tag: '', content: '   ' }, '4')).toEqual({ type: 'Pakollinen', tag: 'Pakollinen', content: 'Pakollinen' });
    expect(await fields({ ...base(), type: 'gossip', tag: 'colour' })).toEqual({ type: 'Invalid value', tag: 'Invalid value' });
    expect(await fields({ ...base(), content: 'x'.repeat(1001) }, '5')).toEqual({ content: 'Trop long' });
    expect(await fields({ ...base(), content: 'a\u0000b' })).toEqual({ content: 'Invalid value' });
    expect(await fields({ ...base(), uploadId: 'not-a-uuid' })).toEqual({ uploadId: 'Invalid value' });
    expect(await fields({ ...base(), spuId: 2 ** 31 })).toEqual({ spuId: 'Invalid value' });
    expect(await fields({ ...base(), spuId: 0 })).toEqual({ spuId: 'Required' }); // a form's "nothing chosen"
    expect(await fields({ ...base(), public: 'yes' })).toEqual({ public: 'Invalid value' });
    // Exactly the limit is fine.
    expect((await ask(b.token, { ...base(), content: 'y'.repeat(1000) })).status).toBe(200);
  });

  it('answers 404 for a product that does not exist and 401 to a guest', async () => {
    const b = await makeBuyer(ctx);
    const none = await ask(b.token, { ...base(), spuId: 999_999_999 }, '2');
    expect(none).toMatchObject({ status: 404, body: { code: 404, msg: 'The resource does not exist' } });
    const guest = await ask(undefined, base(), '2');
    expect(guest).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await call('GET', '/questions/mine')).status).toBe(401);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM product_question WHERE product_id = 999999999`)).toEqual([]);
  });

  it('takes a PDF the asker uploaded for a question, marks it attached, and hands its link to the asker only', async () => {
    const b = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const doc = (await uploadAs(ctx, b.token, 'question', 'topology.pdf', PDF)).body.data!;
    const r = await ask(b.token, { ...base(), uploadId: doc.id });
    expect(r.status).toBe(200);
    const [u] = await rows<{ attached: boolean }>(ctx.storage.db, sql`SELECT attached_at IS NOT NULL AS attached FROM upload WHERE id = ${doc.id}::uuid`);
    expect(u!.attached).toBe(true);

    const [q] = (await mine(b.token)).items;
    expect(q!.file).toMatchObject({ name: 'topology.pdf', mime: 'application/pdf', size: PDF.length });
    expect(q!.file!.url).toMatch(new RegExp(`^/api/common/files/${doc.id}\\?t=\\d+\\.[\\w-]{43}$`));
    const signed = await ctx.app.inject({ url: q!.file!.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(PDF)).toBe(true);
    // Another buyer: not in their list, and the bare file is the not-found of an unknown id.
    expect((await mine(other.token)).items).toEqual([]);
    const bare = await ctx.app.inject({ url: `/api/common/files/${doc.id}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(bare.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/common/files/${doc.id}` })).statusCode).toBe(404);
  });

  it('refuses a file of another buyer, of another purpose, or unknown, and keeps nothing', async () => {
    const b = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const theirs = (await uploadAs(ctx, other.token, 'question', 'spec.docx', DOCX)).body.data!;
    const picture = (await uploadAs(ctx, b.token, 'review', 'photo.png', PNG)).body.data!;
    const inquiry = (await uploadAs(ctx, b.token, 'inquiry', 'bom.pdf', PDF)).body.data!;
    for (const uploadId of [theirs.id, picture.id, inquiry.id, '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b']) {
      const r = await ask(b.token, { ...base(), uploadId }, '6');
      expect(r.status, uploadId).toBe(422);
      expect(r.body.data.fields).toEqual({ uploadId: '値が正しくありません' });
    }
    expect((await mine(b.token)).total).toBe(0);
    const [u] = await rows<{ attached: boolean }>(ctx.storage.db, sql`SELECT attached_at IS NOT NULL AS attached FROM upload WHERE id = ${theirs.id}::uuid`);
    expect(u!.attached).toBe(false);
    // A program is no question file in the first place.
    expect((await uploadAs(ctx, b.token, 'question', 'setup.pdf', EXE)).status).toBe(415);
  });

  it(`lets a buyer ask ${QUESTIONS_PER_HOUR} questions an hour, then answers 429 in their language`, async () => {
    const b = await makeBuyer(ctx);
    for (let i = 0; i < QUESTIONS_PER_HOUR; i++) expect((await ask(b.token, { ...base(), content: `Question ${i}` })).status).toBe(200);
    const over = await ask(b.token, base(), '3');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.body.msg).toMatch(/\S/);
    // Someone else is not held up.
    expect((await ask((await makeBuyer(ctx)).token, base())).status).toBe(200);
  });

  it('reads the product page’s list cleanly for bad or unknown products', async () => {
    expect((await call('GET', '/questions?spuId=999999999', { lang: '2' })).body).toMatchObject({ code: 404, msg: 'The resource does not exist' });
    expect((await call('GET', '/questions?spuId=99999999999')).status).toBe(422);
    expect((await call('GET', '/questions?spuId=abc')).status).toBe(422);
    expect((await call('GET', '/questions')).status).toBe(422);
    expect((await call('GET', `/questions?spuId=${spuId}&q=${'z'.repeat(101)}`)).status).toBe(422);
    expect((await call('GET', `/questions?spuId=${spuId}&q=%00`)).status).toBe(422);
    expect((await call('GET', `/questions?spuId=${spuId}&q=${encodeURIComponent('100%_\\')}`)).status).toBe(200);
  });
});
