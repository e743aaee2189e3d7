import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { EXCLUDED_COUNTRIES, ISO_COUNTRY_CODES } from '../../db/seed/world.js';
import { api, makeBuyer, skuInStock } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Every country the shop sells to (issue 24, ADR 0032): all of ISO 3166-1 but the embargoed and
// the uninhabited, named in the six languages, with regions only where addresses use them; an
// address in such a country is saved without a region, and checkout prices its shipping and tax.

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(() => ctx?.close());

type C = { countryId: number; code: string; country: string; currency: string; langId: number; phoneCode: string };
const countries = async (langId: number) => (await call('GET', `/home/country/${langId}`)).body.data as C[];

const address = (countryId: number, regionId?: number) => ({
  type: 'shipping', firstName: 'Kari', lastName: 'Nordmann', countryId, ...(regionId ? { regionId } : {}),
  city: 'Oslo', zip: '0150', phone: '+47 22 00 00 00', line1: 'Karl Johans gate 1',
});

describe('countries of the world', () => {
  it('sells to every ISO 3166-1 country but the excluded ones, the first twelve keeping their ids', async () => {
    const en = await countries(2);
    const codes = en.map((c) => c.code).sort();
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(codes).toEqual(ISO_COUNTRY_CODES.filter((c) => !EXCLUDED_COUNTRIES[c]).sort());
    for (const c of ['CU', 'IR', 'KP', 'SY', 'RU', 'BY', 'AQ']) expect(codes).not.toContain(c);
    // Orders and tests refer to the first markets by id: seeded first, in the same order.
    const first = ['CN', 'US', 'GB', 'ES', 'FR', 'FI', 'JP', 'DE', 'MX', 'SG', 'AU', 'CA'];
    const byId = (await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM country ORDER BY id LIMIT 12`)).map((r) => r.code);
    expect(byId).toEqual(first);
    expect(en.find((c) => c.code === 'FI')).toMatchObject({ country: 'Finland', currency: 'EUR', langId: 4, phoneCode: '+358' });
  });

  it('names a new country in all six languages, with a currency, a language and a calling code', async () => {
    const names: Record<string, string> = {};
    for (const [langId, lang] of [[1, 'zh-CN'], [2, 'en'], [3, 'es'], [4, 'fi'], [5, 'fr'], [6, 'ja']] as const) {
      names[lang] = (await countries(langId)).find((c) => c.code === 'NO')!.country;
    }
    expect(names).toEqual({ 'zh-CN': '挪威', en: 'Norway', es: 'Noruega', fi: 'Norja', fr: 'Norvège', ja: 'ノルウェー' });
    const en = await countries(2);
    expect(en.find((c) => c.code === 'NO')).toMatchObject({ currency: 'EUR', langId: 2, phoneCode: '+47' });
    expect(en.find((c) => c.code === 'BR')).toMatchObject({ country: 'Brazil', currency: 'USD', phoneCode: '+55' });
    expect(en.find((c) => c.code === 'AR')).toMatchObject({ currency: 'USD', langId: 3 });
    expect(en.find((c) => c.code === 'HK')).toMatchObject({ country: 'Hong Kong', langId: 1 });
    expect(en.find((c) => c.code === 'JE')).toMatchObject({ currency: 'GBP' });
    // The address forms list them sorted by name in the language.
    const fi = (await call('GET', '/user/country/4')).body.data as { country: string }[];
    expect(fi.length).toBe(en.length);
    expect(fi.map((c) => c.country)).toEqual([...fi.map((c) => c.country)].sort(new Intl.Collator('fi').compare));
  });

  it('names the regions of Brazil, India and Italy in every language, and Norway has none', async () => {
    const en = await countries(2);
    const id = (code: string) => en.find((c) => c.code === code)!.countryId;
    const names = async (code: string, langId: number) => ((await call('GET', `/user/region/${id(code)}/${langId}`)).body.data as { name: string }[]).map((r) => r.name);
    expect(await names('BR', 2)).toHaveLength(27);
    expect(await names('BR', 1)).toContain('圣保罗州');
    expect(await names('IN', 2)).toHaveLength(36);
    expect(await names('IN', 6)).toContain('西ベンガル州');
    expect(await names('IT', 5)).toContain('Lombardie');
    expect(await names('IT', 3)).toContain('Cerdeña');
    expect(await names('NO', 2)).toEqual([]);
  });
});

describe('an address and a checkout in a new country', () => {
  it('saves an address in Norway without a region, and asks for one in Brazil', async () => {
    const buyer = await makeBuyer(ctx);
    const en = await countries(2);
    const no = en.find((c) => c.code === 'NO')!.countryId;
    const br = en.find((c) => c.code === 'BR')!.countryId;
    const saved = await call('POST', '/user/addresses', { token: buyer.token, body: address(no), lang: '4' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ countryId: no, country: 'Norja', regionId: null, region: '' });

    const missing = await call('POST', '/user/addresses', { token: buyer.token, body: address(br), lang: '4' });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ fields: { regionId: 'Pakollinen' } });
    // A region of another country is refused as before.
    const [fiRegion] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT r.id FROM region r JOIN country c ON c.id = r.country_id WHERE c.code = 'FI' LIMIT 1`);
    expect((await call('POST', '/user/addresses', { token: buyer.token, body: address(no, Number(fiRegion!.id)) })).status).toBe(422);
    const [sp] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM region WHERE code = 'BR-SP'`);
    expect((await call('POST', '/user/addresses', { token: buyer.token, body: address(br, Number(sp!.id)), lang: '2' })).body.data).toMatchObject({ region: 'São Paulo' });
  });

  it('prices shipping and 25 % VAT to Norway, shipping and no tax to Brazil, and places the order', async () => {
    const buyer = await makeBuyer(ctx);
    const en = await countries(2);
    const no = (await call('POST', '/user/addresses', { token: buyer.token, body: address(en.find((c) => c.code === 'NO')!.countryId) })).body.data.addressId as number;
    const [sp] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM region WHERE code = 'BR-SP'`);
    const br = (await call('POST', '/user/addresses', { token: buyer.token, body: address(en.find((c) => c.code === 'BR')!.countryId, Number(sp!.id)) })).body.data.addressId as number;
    const s = await skuInStock(ctx, 5, 2);
    const items = [{ skuId: s.skuId, quantity: 1 }];

    const toNorway = (await call('POST', '/checkout/preview', { token: buyer.token, body: { items, shippingAddressId: no }, lang: '4' })).body.data;
    expect(toNorway.shippingMethods.length).toBeGreaterThan(0);
    expect(toNorway.tax).toMatchObject({ rateBp: 2500, name: 'ALV' });
    expect(toNorway.amounts.tax.amount).toBeGreaterThan(0);

    const toBrazil = (await call('POST', '/checkout/preview', { token: buyer.token, body: { items, shippingAddressId: br }, lang: '2' })).body.data;
    expect(toBrazil.shippingMethods.length).toBeGreaterThan(0);
    expect(toBrazil.tax).toMatchObject({ rateBp: 0 });

    const placed = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items, shippingAddressId: no, shippingMethodId: toNorway.shippingMethods[0].shippingMethodId }, lang: '4' });
    expect(placed.status).toBe(200);
    const order = (await call('GET', `/orders/${placed.body.data.orderNo}`, { token: buyer.token, lang: '4' })).body.data;
    expect(order.shippingAddress).toMatchObject({ country: 'Norja', region: '', city: 'Oslo' });
  });
});
