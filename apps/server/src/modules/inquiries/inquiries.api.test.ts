import type { InquiryDetail, MyInquiryPage } from '@netshop/contract';
import { INQUIRIES_PER_HOUR, INQUIRIES_PER_IP_HOUR, INQUIRY_PRODUCT_NO_MAX } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { accountClient } from '../../../test/accounts.js';
import { makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { CFB, DOCX, EXE, PDF, PNG, XLSX } from '../../../test/files.js';
import { postForm } from '../../../test/forms.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Sending inquiries and contact messages (issue 15): every rule of docs/product.md#validation for these forms (product
// number required and "Product number too long", details required, the file one of the types of docs/product.md#validation by
// content and at most 5 MB), the text of docs/product.md#errors, "inquiry submitted (reply within 1 business day)" in the
// sender's language, guests with an e-mail (their inquiries join the account they register), the
// anti-abuse limits, and that no buyer reads another's inquiries or files.

let ctx: TestContext;
let product: { spuId: number; skuId: number; productNo: string };
let otherSku: number;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  const s = await skuInStock(ctx, 1, 0);
  const [r] = await rows<{ productNo: string }>(ctx.storage.db, sql`SELECT product_no AS "productNo" FROM sku WHERE id = ${s.skuId}`);
  product = { spuId: s.spuId, skuId: s.skuId, productNo: r!.productNo };
  otherSku = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM sku WHERE product_id <> ${s.spuId} ORDER BY id LIMIT 1`))[0]!.id);
});
afterAll(() => ctx?.close());

/** Each test sends from its own address, so the per-address limit is that test's own. */
let nextIp = 0;
const freshIp = () => `10.15.${Math.floor(++nextIp / 250)}.${(nextIp % 250) + 1}`;

type Opts = { token?: string; lang?: string; ip?: string };
async function send(method: 'GET' | 'POST', url: string, body?: unknown, opts: Opts = {}) {
  const res = await ctx.app.inject({
    method,
    url: `/api/ew/buyer${url}`,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { lang: opts.lang ?? '2', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}
const base = () => ({ type: 'quotation', productNo: product.productNo, details: 'Price for 200 units, delivery to Helsinki?', spuId: String(product.spuId), skuId: String(product.skuId) });
const inquire = (body: Record<string, unknown>, opts: Opts = {}) => send('POST', '/inquiries', body, opts);
const mine = async (token: string, query = '') => (await send('GET', `/inquiries${query}`, undefined, { token })).body.data as MyInquiryPage;
const detail = async (token: string, no: string) => (await send('GET', `/inquiries/${no}`, undefined, { token })).body.data as InquiryDetail;
const mailsTo = (email: string) => rows<{ subject: string; text: string }>(ctx.storage.db, sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC`);

describe('sending an inquiry', () => {
  it('takes a buyer’s quotation inquiry, says when we reply in their language, and lists it as pending reply', async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    const r = await inquire({ ...base(), company: '  Esimerkki Oy ', phone: '+358 40 123 4567', source: 'product' }, { token: b.token, lang: '4', ip });
    expect(r).toMatchObject({ status: 200, body: { code: 200, msg: 'Tiedustelu lähetetty – vastaamme yhden arkipäivän kuluessa', data: { inquiryNo: expect.stringMatching(/^IQ\d{12,}$/) } } });
    expect((await inquire({ ...base(), type: 'solution' }, { token: b.token, lang: '1', ip })).body.msg).toBe('询价已提交，我们会在 1 个工作日内回复');

    const no = r.body.data.inquiryNo as string;
    const page = await mine(b.token);
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ pending_reply: 2, pending_feedback: 0, processing: 0, closed: 0 });
    const d = await detail(b.token, no);
    expect(d).toMatchObject({
      inquiryNo: no,
      type: 'quotation',
      status: 'pending_reply',
      source: 'product',
      productNo: product.productNo,
      spuId: product.spuId,
      skuId: product.skuId,
      company: 'Esimerkki Oy',
      phone: '+358 40 123 4567',
      email: b.email,
      name: 'Test Buyer',
      details: 'Price for 200 units, delivery to Helsinki?',
      lastAuthor: 'buyer',
      replies: 0,
      files: [],
      messages: [],
    });
    expect(d.productName?.length).toBeGreaterThan(0);
    // Written in Finnish: sales answer in it. The buyer has a message and a mail.
    const [row] = await rows<{ langId: number }>(ctx.storage.db, sql`SELECT lang_id AS "langId" FROM inquiry WHERE inquiry_no = ${no}`);
    expect(Number(row!.langId)).toBe(4);
    expect((await mailsTo(b.email)).some((m) => m.text.includes(no))).toBe(true);
    const messages = (await send('GET', '/user/messages?page=1&pageSize=5', undefined, { token: b.token })).body.data;
    expect(JSON.stringify(messages)).toContain('We received your inquiry');
  });

  it('refuses every docs/product.md#validation problem with the field’s message in the sender’s language, never a 500', async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    const fields = async (body: Record<string, unknown>, lang = '2') => {
      const r = await inquire(body, { token: b.token, lang, ip });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      return r.body.data.fields as Record<string, string>;
    };
    expect(await fields({})).toEqual({ type: 'Required', productNo: 'Required', details: 'Required' });
    expect(await fields({ ...base(), type: '', productNo: '   ', details: ' \n ' }, '4')).toEqual({ type: 'Pakollinen', productNo: 'Pakollinen', details: 'Pakollinen' });
    // docs/product.md#errors "Product number too long", in each language.
    const long = 'X'.repeat(INQUIRY_PRODUCT_NO_MAX + 1);
    expect(await fields({ ...base(), productNo: long })).toEqual({ productNo: 'Product number too long' });
    expect(await fields({ ...base(), productNo: long }, '1')).toEqual({ productNo: '产品编号过长' });
    expect(await fields({ ...base(), productNo: long }, '4')).toEqual({ productNo: 'Tuotenumero on liian pitkä' });
    expect(await fields({ ...base(), details: 'd'.repeat(2001) }, '5')).toEqual({ details: 'Trop long' });
    expect(await fields({ ...base(), type: 'gossip' })).toEqual({ type: 'Invalid value' });
    // The contact form's kind is not one a buyer picks here.
    expect(await fields({ ...base(), type: 'contact' })).toEqual({ type: 'Invalid value' });
    expect(await fields({ ...base(), phone: 'call me maybe' })).toEqual({ phone: 'Invalid value' });
    expect(await fields({ ...base(), phone: '1'.repeat(41) })).toEqual({ phone: 'Too long' });
    expect(await fields({ ...base(), company: 'c'.repeat(121) })).toEqual({ company: 'Too long' });
    expect(await fields({ ...base(), source: 'spam' })).toEqual({ source: 'Invalid value' });
    // NUL bytes and ids past 2^31 are refused cleanly.
    expect(await fields({ ...base(), details: 'a\u0000b' })).toEqual({ details: 'Invalid value' });
    expect(await fields({ ...base(), spuId: String(2 ** 31) })).toEqual({ spuId: 'Invalid value' });
    expect(await fields({ ...base(), spuId: 2 ** 31 })).toEqual({ spuId: 'Invalid value' });
    expect(await fields({ ...base(), skuId: '99999999999' })).toEqual({ skuId: 'Invalid value' });
    expect(await fields({ ...base(), spuId: 'abc', skuId: '-1' })).toEqual({ spuId: 'Invalid value', skuId: 'Invalid value' });
    // Unknown products, and a SKU of another product.
    expect(await fields({ ...base(), spuId: '999999999', skuId: '' })).toEqual({ spuId: 'Invalid value' });
    expect(await fields({ ...base(), skuId: String(otherSku) })).toEqual({ skuId: 'Invalid value' });
    // Exactly the limits are fine; the SKU alone names its product.
    const ok = await inquire({ ...base(), productNo: 'P'.repeat(INQUIRY_PRODUCT_NO_MAX), details: 'd'.repeat(2000), spuId: '' }, { token: b.token, ip });
    expect(ok.status).toBe(200);
    expect((await detail(b.token, ok.body.data.inquiryNo)).spuId).toBe(product.spuId);
    expect((await mine(b.token)).total).toBe(1);
  });

  it('takes a guest’s inquiry with an e-mail (required of guests only), mails them in their language, and gives it to the account they register', async () => {
    const ip = freshIp();
    const email = `guest-${Date.now()}@example.com`;
    const noEmail = await inquire(base(), { ip, lang: '4' });
    expect(noEmail).toMatchObject({ status: 422, body: { data: { fields: { email: 'Pakollinen' } } } });
    expect((await inquire({ ...base(), email: 'not-an-address' }, { ip })).body.data.fields).toEqual({ email: 'Enter a valid e-mail address' });

    const r = await inquire({ ...base(), email: `  ${email.toUpperCase()} `, name: 'Aino' }, { ip, lang: '4' });
    expect(r.status).toBe(200);
    const no = r.body.data.inquiryNo as string;
    const [row] = await rows<{ userId: number | null; email: string }>(ctx.storage.db, sql`SELECT user_id AS "userId", email FROM inquiry WHERE inquiry_no = ${no}`);
    expect(row).toEqual({ userId: null, email });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Tiedustelusi on vastaanotettu · ${no}`);
    expect(mail!.text).toContain('Rekisteröidy tällä osoitteella');

    // Registering with that address (its code proves it) brings the inquiry into the account.
    const acc = accountClient(ctx, freshIp());
    await acc.register(email);
    const token = await acc.login(email);
    expect((await mine(token)).items.map((i) => i.inquiryNo)).toEqual([no]);
    expect((await detail(token, no)).name).toBe('Aino');
  });

  it('sends the contact form for a guest: topic, name, e-mail and message required; a message, not an inquiry, is confirmed', async () => {
    const ip = freshIp();
    const contact = (body: Record<string, unknown>, lang = '2') => send('POST', '/inquiries/contact', body, { ip, lang });
    const bad = await contact({}, '4');
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields).toEqual({ topic: 'Pakollinen', name: 'Pakollinen', email: 'Pakollinen', message: 'Pakollinen' });
    expect((await contact({ topic: 'gossip', name: 'A', email: 'a@example.com', message: 'x'.repeat(2001) })).body.data.fields).toEqual({ topic: 'Invalid value', message: 'Too long' });

    const email = `contact-${Date.now()}@example.com`;
    const r = await contact({ topic: 'partnership', name: 'Aino Virtanen', email, company: 'Verkko Oy', message: 'Haluaisimme jälleenmyyjiksi Suomessa.' }, '4');
    expect(r).toMatchObject({ status: 200, body: { msg: 'Viesti lähetetty – vastaamme yhden arkipäivän kuluessa' } });
    const sentIn = async (lang: string) => (await contact({ topic: 'sales', name: 'A', email: `contact-${lang}-${Date.now()}@example.com`, message: 'Hi' }, lang)).body.msg;
    expect(await sentIn('1')).toBe('留言已发送，我们会在 1 个工作日内回复');
    expect(await sentIn('2')).toBe('Message sent: we will reply within 1 business day');
    const [row] = await rows<{ type: string; topic: string; source: string; details: string; userId: number | null }>(
      ctx.storage.db,
      sql`SELECT type, topic, source, details, user_id AS "userId" FROM inquiry WHERE inquiry_no = ${r.body.data.inquiryNo}`,
    );
    expect(row).toEqual({ type: 'contact', topic: 'partnership', source: 'contact', details: 'Haluaisimme jälleenmyyjiksi Suomessa.', userId: null });
    const mails = await mailsTo(email);
    expect(mails.length).toBe(1);
    expect(mails[0]!.subject).toContain('Viestisi on vastaanotettu');
    expect(mails[0]!.text).toContain(`Saimme viestisi ${r.body.data.inquiryNo}`);
  });

  it('names the solution a solution page’s inquiry is about, not a product number, in the reader’s language', async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    const [sol] = await rows<{ id: number; zh: string; fi: string }>(
      ctx.storage.db,
      sql`SELECT a.id, zh.title AS zh, fi.title AS fi FROM article a
            JOIN article_i18n zh ON zh.article_id = a.id AND zh.lang_id = 1
            JOIN article_i18n fi ON fi.article_id = a.id AND fi.lang_id = 4
           WHERE a.kind = 'solution' ORDER BY a.id LIMIT 1`,
    );
    const [notSolution] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM article WHERE kind <> 'solution' ORDER BY id LIMIT 1`);
    const body = { type: 'solution', details: 'Campus network for 400 users', source: 'solution' };
    // No product number asked for when the solution is named; an id that is no solution is refused.
    expect((await inquire(body, { token: b.token, ip })).body.data.fields).toEqual({ productNo: 'Required' });
    expect((await inquire({ ...body, solutionId: String(notSolution!.id) }, { token: b.token, ip })).body.data.fields).toEqual({ solutionId: 'Invalid value' });
    const r = await inquire({ ...body, solutionId: String(sol!.id) }, { token: b.token, lang: '1', ip });
    expect(r.status).toBe(200);
    const no = r.body.data.inquiryNo as string;
    const [row] = await rows<{ productNo: string; solutionId: number }>(ctx.storage.db, sql`SELECT product_no AS "productNo", solution_id AS "solutionId" FROM inquiry WHERE inquiry_no = ${no}`);
    expect(row).toEqual({ productNo: '', solutionId: sol!.id });
    const fiDetail = (await send('GET', `/inquiries/${no}`, undefined, { token: b.token, lang: '4' })).body.data as InquiryDetail;
    expect(fiDetail).toMatchObject({ productNo: '', solution: sol!.fi });
    const zhList = (await send('GET', '/inquiries', undefined, { token: b.token, lang: '1' })).body.data as MyInquiryPage;
    expect(zhList.items.find((i) => i.inquiryNo === no)).toMatchObject({ productNo: '', solution: sol!.zh });
  });

  it('gives each of many inquiries sent at once its own number', async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    const all = await Promise.all(Array.from({ length: 6 }, (_, i) => inquire({ ...base(), details: `Batch ${i}` }, { token: b.token, ip })));
    const numbers = all.map((r) => r.body.data.inquiryNo as string);
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(new Set(numbers).size).toBe(6);
  });
});

describe('inquiry files', () => {
  const multipartInquiry = (fields: Record<string, string>, files: { name: string; bytes: Buffer; field?: string }[], opts: Opts = {}) =>
    postForm(ctx, '/api/ew/buyer/inquiries', fields, files, opts);

  it('take one document of the types of docs/product.md#validation, by content, stored with the inquiry and opened by its signed link', async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    const r = await multipartInquiry(base(), [{ name: 'bill-of-materials.pdf', bytes: PDF }], { token: b.token, ip, lang: '1' });
    expect(r).toMatchObject({ status: 200, body: { msg: '询价已提交，我们会在 1 个工作日内回复' } });
    const d = await detail(b.token, r.body.data.inquiryNo);
    expect(d.files).toEqual([{ id: expect.any(String), name: 'bill-of-materials.pdf', mime: 'application/pdf', size: PDF.length, url: expect.stringMatching(/^\/api\/ew\/buyer\/inquiries\/files\/[0-9a-f-]{36}\?t=\d+\.[\w-]{43}$/) }]);
    const file = await ctx.app.inject({ url: d.files[0]!.url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain('bill-of-materials.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The buyer's session opens the bare path too.
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/files/${d.files[0]!.id}`, headers: { authorization: `Bearer ${b.token}` } })).statusCode).toBe(200);

    for (const [name, bytes, mime] of [
      ['spec.docx', DOCX, 'wordprocessingml'],
      ['prices.xlsx', XLSX, 'spreadsheetml'],
      ['old.doc', CFB, 'application/msword'],
      ['old.xls', CFB, 'application/vnd.ms-excel'],
      ['rack.png', PNG, 'image/png'],
      ['notes.txt', Buffer.from('Uplinks: 4 x 25G\nRack: 42U\n'), 'text/plain'],
    ] as const) {
      const ok = await multipartInquiry(base(), [{ name, bytes }], { token: b.token, ip });
      expect(ok.status, name).toBe(200);
      expect((await detail(b.token, ok.body.data.inquiryNo)).files[0]!.mime, name).toContain(mime);
    }
  });

  it('refuse a renamed program, a file over 5 MB, two files and a broken body, storing nothing', async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    const exe = await multipartInquiry(base(), [{ name: 'quote.pdf', bytes: EXE }], { token: b.token, ip, lang: '4' });
    expect(exe.status).toBe(415);
    expect(exe.body.data.fields).toEqual({ file: exe.body.msg });
    const html = await multipartInquiry(base(), [{ name: 'notes.txt', bytes: Buffer.from('<html><script>alert(1)</script></html>') }], { token: b.token, ip });
    expect(html.status).toBe(415);
    const big = await multipartInquiry(base(), [{ name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) }], { token: b.token, ip });
    expect(big).toMatchObject({ status: 413, body: { msg: 'File size cannot exceed 5MB', data: { fields: { file: 'File size cannot exceed 5MB' } } } });
    const two = await multipartInquiry(base(), [{ name: 'a.pdf', bytes: PDF }, { name: 'b.pdf', bytes: PDF }], { token: b.token, ip });
    expect(two).toMatchObject({ status: 413, body: { msg: 'The request is too large' } });
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/ew/buyer/inquiries', remoteAddress: ip, payload: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nquo', headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${b.token}` } });
    expect(broken.statusCode).toBe(400);
    // Fields with NUL in a multipart form are refused as in JSON.
    expect((await multipartInquiry({ ...base(), productNo: 'SFP\u0000' }, [], { token: b.token, ip })).body.data.fields).toEqual({ productNo: 'Invalid value' });
    expect((await mine(b.token)).total).toBe(0);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM inquiry_file f JOIN inquiry i ON i.id = f.inquiry_id WHERE i.user_id = ${b.userId}`)).toEqual([]);
  });

  it('let a guest attach one too; nobody but staff and the link opens it', async () => {
    const ip = freshIp();
    const r = await multipartInquiry({ ...base(), email: `guest-file-${Date.now()}@example.com` }, [{ name: 'topology.pdf', bytes: PDF }], { ip });
    expect(r.status).toBe(200);
    const [f] = await rows<{ id: string }>(ctx.storage.db, sql`SELECT f.id FROM inquiry_file f JOIN inquiry i ON i.id = f.inquiry_id WHERE i.inquiry_no = ${r.body.data.inquiryNo}`);
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/files/${f!.id}` })).statusCode).toBe(404);
    const stranger = await makeBuyer(ctx);
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/files/${f!.id}`, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);
  });
});

describe('one buyer’s inquiries', () => {
  async function inquiryOf(b: Buyer, ip: string, files: { name: string; bytes: Buffer }[] = []): Promise<string> {
    const r = await postForm(ctx, '/api/ew/buyer/inquiries', base(), files, { token: b.token, ip });
    expect(r.status).toBe(200);
    return r.body.data.inquiryNo as string;
  }

  it('are theirs alone: another buyer cannot list, read, reply to, close or open the files of them', async () => {
    const ip = freshIp();
    const a = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const no = await inquiryOf(a, ip, [{ name: 'plan.pdf', bytes: PDF }]);
    const file = (await detail(a.token, no)).files[0]!;

    expect((await mine(other.token)).items).toEqual([]);
    expect(await send('GET', `/inquiries/${no}`, undefined, { token: other.token })).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await postForm(ctx, `/api/ew/buyer/inquiries/${no}/messages`, { body: 'Mine now' }, [], { token: other.token })).status).toBe(404);
    expect((await send('POST', `/inquiries/${no}/close`, undefined, { token: other.token })).status).toBe(404);
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/files/${file.id}`, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
    // A forged or foreign token opens nothing; neither does an upload's link scope.
    expect((await ctx.app.inject({ url: `/api/ew/buyer/inquiries/files/${file.id}?t=9999999999999.${'A'.repeat(43)}` })).statusCode).toBe(404);
    // Guests: 401 for the account's list and thread.
    expect((await send('GET', '/inquiries')).status).toBe(401);
    expect((await send('GET', `/inquiries/${no}`)).status).toBe(401);
    expect((await detail(a.token, no)).status).toBe('pending_reply');
    // Malformed numbers and file ids are the not-found of an unknown one.
    for (const bad of ['IQ1', 'abc', 'IQ2611240000000000000000001', '%00']) expect((await send('GET', `/inquiries/${bad}`, undefined, { token: a.token })).status, bad).toBe(404);
    expect((await ctx.app.inject({ url: '/api/ew/buyer/inquiries/files/not-a-uuid' })).statusCode).toBe(404);
  });

  it('take the buyer’s replies with a file, wait for sales again, and refuse replies once closed', async () => {
    const ip = freshIp();
    const b = await makeBuyer(ctx);
    const no = await inquiryOf(b, ip);
    await ctx.storage.db.execute(sql`UPDATE inquiry SET status = 'pending_feedback' WHERE inquiry_no = ${no}`);
    const reply = (fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = [], lang = '2') =>
      postForm(ctx, `/api/ew/buyer/inquiries/${no}/messages`, fields, files, { token: b.token, lang });
    expect((await reply({ body: '  ' })).body.data.fields).toEqual({ body: 'Required' });
    expect((await reply({ body: 'x'.repeat(2001) })).body.data.fields).toEqual({ body: 'Too long' });
    expect((await reply({ body: 'Here is our rack plan.' }, [{ name: 'rack.exe', bytes: EXE }])).status).toBe(415);
    expect(await reply({ body: 'Here is our rack plan.' }, [{ name: 'rack.xlsx', bytes: XLSX }], '4')).toMatchObject({ status: 200, body: { msg: 'Vastaus lähetetty' } });

    const d = await detail(b.token, no);
    expect(d).toMatchObject({ status: 'pending_reply', lastAuthor: 'buyer', replies: 1 });
    expect(d.messages).toEqual([{ id: expect.any(Number), author: 'buyer', staffName: null, body: 'Here is our rack plan.', createdAt: expect.any(String), files: [expect.objectContaining({ name: 'rack.xlsx' })] }]);

    expect(await send('POST', `/inquiries/${no}/close`, undefined, { token: b.token, lang: '5' })).toMatchObject({ status: 200, body: { msg: 'Demande clôturée' } });
    expect((await detail(b.token, no)).status).toBe('closed');
    expect(await reply({ body: 'One more thing' })).toMatchObject({ status: 409, body: { msg: 'This inquiry is closed. Please send a new inquiry for anything else' } });
  });

  it('list by status tab and search by number, product number or words', async () => {
    const ip = freshIp();
    const b = await makeBuyer(ctx);
    const first = await inquiryOf(b, ip);
    const second = (await inquire({ ...base(), productNo: 'QSFP28-100G-LR4', details: 'Kaksikymmentä kappaletta' }, { token: b.token, ip })).body.data.inquiryNo as string;
    await send('POST', `/inquiries/${first}/close`, undefined, { token: b.token });

    const closed = await mine(b.token, '?status=closed');
    expect(closed.items.map((i) => i.inquiryNo)).toEqual([first]);
    expect(closed.counts).toEqual({ pending_reply: 1, pending_feedback: 0, processing: 0, closed: 1 });
    expect((await mine(b.token, '?status=pending_reply')).items.map((i) => i.inquiryNo)).toEqual([second]);
    expect((await mine(b.token, `?q=${second}`)).items.map((i) => i.inquiryNo)).toEqual([second]);
    expect((await mine(b.token, '?q=qsfp28')).items.map((i) => i.inquiryNo)).toEqual([second]);
    expect((await mine(b.token, `?q=${encodeURIComponent('kaksikymmentä kappaletta')}`)).total).toBe(1);
    expect((await mine(b.token, '?q=nothing-like-this')).total).toBe(0);
    expect((await send('GET', '/inquiries?status=gone', undefined, { token: b.token })).status).toBe(422);
    expect((await send('GET', '/inquiries?q=%00', undefined, { token: b.token })).status).toBe(422);
    expect((await send('GET', `/inquiries?q=${encodeURIComponent('100%_\\')}`, undefined, { token: b.token })).status).toBe(200);
  });
});

describe('anti-abuse limits', () => {
  it(`let a buyer send ${INQUIRIES_PER_HOUR} inquiries an hour, then answer 429 in their language; others are not held up`, async () => {
    const b = await makeBuyer(ctx);
    const ip = freshIp();
    for (let i = 0; i < INQUIRIES_PER_HOUR; i++) expect((await inquire({ ...base(), details: `Inquiry ${i}` }, { token: b.token, ip })).status).toBe(200);
    const over = await inquire(base(), { token: b.token, ip, lang: '3' });
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('Demasiadas solicitudes; inténtelo más tarde');
    expect((await inquire(base(), { token: (await makeBuyer(ctx)).token, ip })).status).toBe(200);
  });

  it('count a guest’s e-mail across both forms, and each source address', async () => {
    const email = `flood-${Date.now()}@example.com`;
    for (let i = 0; i < INQUIRIES_PER_HOUR; i++) {
      const r = i % 2 ? await inquire({ ...base(), email }, { ip: freshIp() }) : await send('POST', '/inquiries/contact', { topic: 'sales', name: 'A', email, message: `Hi ${i}` }, { ip: freshIp() });
      expect(r.status).toBe(200);
    }
    expect((await inquire({ ...base(), email }, { ip: freshIp() })).status).toBe(429);

    const ip = freshIp();
    for (let i = 0; i < INQUIRIES_PER_IP_HOUR; i++) expect((await inquire({ ...base(), email: `ip-${i}-${Date.now()}@example.com` }, { ip })).status).toBe(200);
    const over = await send('POST', '/inquiries/contact', { topic: 'sales', name: 'A', email: `new-${Date.now()}@example.com`, message: 'Hi' }, { ip });
    expect(over.status).toBe(429);
  });
});
