import type { InvoiceTitle } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// Invoice titles (issue 15): company or personal, the tax number checked by the title's country
// (China's unified social credit code with its check character, EU VAT formats, free text
// elsewhere), one default, at most 20; a clean 422 for every bad field, and nobody else's titles.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const country: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  for (const c of await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM country`)) country[c.code] = Number(c.id);
});
afterAll(() => ctx?.close());

const company = (over: Record<string, unknown> = {}) => ({
  kind: 'company',
  name: '上海云桥网络科技有限公司',
  countryId: country.CN,
  taxNo: '91350100M000100Y43',
  address: '上海市浦东新区世纪大道 200 号',
  phone: '+86 21 5555 0199',
  bank: '招商银行上海分行',
  bankAccount: '1219 0988 7710 301',
  ...over,
});
const save = (b: Buyer, body: unknown, lang = '2') => call('POST', '/invoices/titles', { token: b.token, body, lang });
const list = async (b: Buyer) => (await call('GET', '/invoices/titles', { token: b.token })).body.data as InvoiceTitle[];

describe('invoice titles', () => {
  it('saves company and personal titles; the first is the default, a chosen one takes over, a deleted default passes on', async () => {
    const b = await makeBuyer(ctx);
    const first = await save(b, company(), '1');
    expect(first).toMatchObject({ status: 200, body: { msg: '发票抬头已保存' } });
    expect(first.body.data).toMatchObject({ kind: 'company', name: '上海云桥网络科技有限公司', taxNo: '91350100M000100Y43', countryCode: 'CN', country: '中国', isDefault: true });
    const personal = await save(b, { kind: 'personal', name: 'Ana Virtanen', countryId: country.FI });
    expect(personal.body.data).toMatchObject({ kind: 'personal', taxNo: '', address: '', isDefault: false, country: 'Finland' });
    const chosen = await save(b, company({ name: 'Acme Oy', countryId: country.FI, taxNo: 'FI12345678', isDefault: true }));
    expect((await list(b)).map((t) => [t.name, t.isDefault])).toEqual([['Acme Oy', true], ['Ana Virtanen', false], ['上海云桥网络科技有限公司', false]]);

    // Set default, edit, delete.
    expect((await call('PUT', `/invoices/titles/${personal.body.data.id}/default`, { token: b.token })).body.data.isDefault).toBe(true);
    const edited = await call('PUT', `/invoices/titles/${chosen.body.data.id}`, { token: b.token, body: company({ name: 'Acme Networks Oy', countryId: country.FI, taxNo: 'fi 1234 5678' }) });
    expect(edited.body.data).toMatchObject({ name: 'Acme Networks Oy', taxNo: 'FI12345678', isDefault: false });
    expect((await call('DELETE', `/invoices/titles/${personal.body.data.id}`, { token: b.token })).status).toBe(200);
    const left = await list(b);
    expect(left.map((t) => [t.name, t.isDefault])).toEqual([['Acme Networks Oy', true], ['上海云桥网络科技有限公司', false]]);
    const [{ n }] = (await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM invoice_title WHERE user_id = ${b.userId} AND is_default`)) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it('checks a Chinese tax number’s check character and an EU VAT number’s format, and stores them compact', async () => {
    const b = await makeBuyer(ctx);
    const field = async (body: unknown, lang = '2') => {
      const r = await save(b, body, lang);
      return r.status === 200 ? 'ok' : `${r.status} ${JSON.stringify(r.body.data?.fields)}`;
    };
    expect(await field(company({ taxNo: '91350100M000100Y44' }))).toBe('422 {"taxNo":"The check character of this unified social credit code is wrong; please check the code"}');
    expect(await field(company({ taxNo: '91350100M000100Y4' }), '1')).toBe('422 {"taxNo":"统一社会信用代码应为 18 位数字或大写字母"}');
    expect(await field(company({ taxNo: '91350100M000100O43' }), '4')).toBe('422 {"taxNo":"Anna 18-merkkinen kiinalainen yritystunnus (USCC): numeroita ja isoja kirjaimia"}');
    expect(await field(company({ countryId: country.FI, taxNo: 'FI1234567' }))).toBe('422 {"taxNo":"This is not a VAT number in the format of the chosen country"}');
    expect(await field(company({ countryId: country.DE, taxNo: 'FI12345678' }), '5')).toBe('422 {"taxNo":"Ce numéro de TVA n’a pas le format du pays choisi"}');
    expect(await field(company({ countryId: country.ES, taxNo: 'ES123456789' }), '3')).toBe('422 {"taxNo":"El número de IVA no tiene el formato del país elegido"}');
    // A company needs one; a person does not.
    expect(await field(company({ taxNo: '' }))).toBe('422 {"taxNo":"Required"}');
    expect(await field({ kind: 'personal', name: '王小明', countryId: country.CN })).toBe('ok');
    // Elsewhere: free text up to 40 characters.
    expect(await field(company({ countryId: country.US, taxNo: '12-3456789' }))).toBe('ok');
    expect(await field(company({ countryId: country.US, taxNo: 'x'.repeat(41) }))).toBe('422 {"taxNo":"Too long"}');

    const ok = await save(b, company({ taxNo: ' 9135 0100 m000 100y43 ' }));
    expect(ok.body.data.taxNo).toBe('91350100M000100Y43');
    const de = await save(b, company({ countryId: country.DE, taxNo: '123 456 789' }));
    expect(de.body.data).toMatchObject({ taxNo: 'DE123456789', countryCode: 'DE' });
    // An edit is checked as strictly.
    const bad = await call('PUT', `/invoices/titles/${de.body.data.id}`, { token: b.token, body: company({ countryId: country.CN, taxNo: 'DE123456789' }), lang: '2' });
    expect(bad).toMatchObject({ status: 422, body: { data: { fields: { taxNo: 'Enter the 18-character unified social credit code (digits and capital letters)' } } } });
    expect((await list(b)).find((t) => t.id === de.body.data.id)!.taxNo).toBe('DE123456789');
  });

  it('refuses missing, long, malformed or unknown fields with a 422 naming them, never a 500', async () => {
    const b = await makeBuyer(ctx);
    const empty = await save(b, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.data.fields).sort()).toEqual(['countryId', 'kind', 'name']);
    const fields = async (over: Record<string, unknown>) => Object.keys((await save(b, company(over))).body.data?.fields ?? {});
    expect(await fields({ kind: 'partner' })).toEqual(['kind']);
    expect(await fields({ name: '  ' })).toEqual(['name']);
    expect(await fields({ name: 'x'.repeat(201) })).toEqual(['name']);
    expect(await fields({ address: 'x'.repeat(301) })).toEqual(['address']);
    expect(await fields({ phone: 'x'.repeat(41) })).toEqual(['phone']);
    expect(await fields({ bank: 'x'.repeat(121) })).toEqual(['bank']);
    expect(await fields({ bankAccount: 'x'.repeat(61) })).toEqual(['bankAccount']);
    expect(await fields({ name: 'nul\u0000byte' })).toEqual(['name']);
    expect(await fields({ countryId: 0 })).toEqual(['countryId']);
    expect(await fields({ countryId: 2 ** 31 })).toEqual(['countryId']);
    expect(await fields({ countryId: 99_999_999 })).toEqual(['countryId']);
    expect(await fields({ isDefault: 'yes' })).toEqual(['isDefault']);
    expect((await call('POST', '/invoices/titles', { body: company() })).status).toBe(401);
    expect(await list(b)).toEqual([]);
  });

  it('keeps at most 20 titles per buyer', async () => {
    const b = await makeBuyer(ctx);
    for (let i = 0; i < 20; i++) expect((await save(b, { kind: 'personal', name: `Person ${i}`, countryId: country.FI })).status).toBe(200);
    const over = await save(b, { kind: 'personal', name: 'One more', countryId: country.FI });
    expect(over).toMatchObject({ status: 409, body: { msg: 'You can keep at most 20 invoice titles; please delete one you no longer use first' } });
    expect(await list(b)).toHaveLength(20);
  });

  it('are the buyer’s own: another buyer neither reads nor changes them', async () => {
    const b = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const id = (await save(b, company())).body.data.id as number;
    expect(await list(other)).toEqual([]);
    expect((await call('PUT', `/invoices/titles/${id}`, { token: other.token, body: company({ name: 'Taken over' }) })).status).toBe(404);
    expect((await call('PUT', `/invoices/titles/${id}/default`, { token: other.token })).status).toBe(404);
    expect((await call('DELETE', `/invoices/titles/${id}`, { token: other.token })).status).toBe(404);
    expect((await list(b))[0]).toMatchObject({ id, name: '上海云桥网络科技有限公司' });
    expect((await call('DELETE', '/invoices/titles/99999999999', { token: b.token })).status).toBe(404);
    expect((await call('PUT', '/invoices/titles/abc/default', { token: b.token })).status).toBe(404);
    expect((await call('GET', '/invoices/titles')).status).toBe(401);
  });

  it('lets only one of two titles sent at once become the first default', async () => {
    const b = await makeBuyer(ctx);
    const results = await Promise.all([save(b, company()), save(b, company({ name: 'Second' }))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await list(b)).filter((t) => t.isDefault)).toHaveLength(1);
  });
});
