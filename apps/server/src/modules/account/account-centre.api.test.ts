import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { accountClient } from '../../../test/accounts.js';

let ctx: TestContext;
let api: ReturnType<typeof accountClient>;
let alice: string;
let bob: string;
let region: { cn: number; sh: number; bj: number; fi: number; uusimaa: number };

beforeAll(async () => {
  ctx = await createTestApp({ MAIL_POLL_MS: '50' });
  api = accountClient(ctx);
  await api.register('alice@example.com');
  await api.register('bob@example.com');
  alice = await api.login('alice@example.com');
  bob = await api.login('bob@example.com');
  const ids = await rows<{ code: string; id: number; countryId: number }>(
    ctx.storage.db,
    sql`SELECT code, id, country_id AS "countryId" FROM region WHERE code IN ('CN-SH', 'CN-BJ', 'FI-18')`,
  );
  const by = (c: string) => ids.find((r) => r.code === c)!;
  region = { cn: Number(by('CN-SH').countryId), sh: Number(by('CN-SH').id), bj: Number(by('CN-BJ').id), fi: Number(by('FI-18').countryId), uusimaa: Number(by('FI-18').id) };
});
afterAll(async () => ctx?.close());

const addr = (over: Record<string, unknown> = {}) => ({
  type: 'shipping',
  firstName: 'Ann',
  lastName: 'Lee',
  countryId: region.cn,
  regionId: region.sh,
  city: '上海',
  zip: '200120',
  phone: '+86 21 5555 0100',
  line1: '世纪大道 100 号',
  ...over,
});

describe('addresses', () => {
  it('creates, lists in the buyer’s language, edits, keeps one default per type and deletes', async () => {
    const first = await api.call('POST', '/user/addresses', addr(), { token: alice, lang: '2' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ isDefault: true, country: 'China', region: 'Shanghai', line2: '' });
    const second = await api.call('POST', '/user/addresses', addr({ regionId: region.bj, isDefault: true }), { token: alice });
    expect(second.body.data.isDefault).toBe(true);
    const billing = await api.call('POST', '/user/addresses', addr({ type: 'billing', countryId: region.fi, regionId: region.uusimaa, city: 'Helsinki', zip: '00100' }), { token: alice, lang: '4' });
    expect(billing.body.data).toMatchObject({ type: 'billing', isDefault: true, country: 'Suomi' });

    let list = (await api.call('GET', '/user/addresses', undefined, { token: alice })).body.data as { addressId: number; type: string; isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.addressId).sort()).toEqual([second.body.data.addressId, billing.body.data.addressId].sort());

    const edited = await api.call('PUT', `/user/addresses/${first.body.data.addressId}`, addr({ city: 'Pudong', line2: 'Floor 20' }), { token: alice });
    expect(edited.body.data).toMatchObject({ city: 'Pudong', line2: 'Floor 20', isDefault: false });
    expect((await api.call('PUT', `/user/addresses/${first.body.data.addressId}/default`, undefined, { token: alice })).body.data.isDefault).toBe(true);

    // Deleting the default hands it to the newest remaining address of the type.
    expect((await api.call('DELETE', `/user/addresses/${first.body.data.addressId}`, undefined, { token: alice, lang: '2' })).body.msg).toBe('Deleted');
    list = (await api.call('GET', '/user/addresses', undefined, { token: alice })).body.data;
    expect(list.find((a) => a.addressId === second.body.data.addressId)?.isDefault).toBe(true);
  });

  it('requires every field of docs/product.md#validation and a region of the chosen country', async () => {
    const empty = await api.call('POST', '/user/addresses', { type: 'shipping' }, { token: alice, lang: '2' });
    expect(empty.status).toBe(422);
    // The region depends on the country (ADR 0032): the server asks for it once the country is known.
    expect(Object.keys(empty.body.data.fields).sort()).toEqual(['city', 'countryId', 'firstName', 'lastName', 'line1', 'phone', 'zip']);
    const noRegion = await api.call('POST', '/user/addresses', addr({ regionId: undefined }), { token: alice, lang: '2' });
    expect(noRegion.status).toBe(422);
    expect(noRegion.body.data.fields).toEqual({ regionId: 'Required' });
    const wrongRegion = await api.call('POST', '/user/addresses', addr({ regionId: region.uusimaa }), { token: alice });
    expect(wrongRegion.status).toBe(422);
    expect(Object.keys(wrongRegion.body.data.fields)).toEqual(['regionId']);
    expect((await api.call('POST', '/user/addresses', addr({ phone: '<script>' }), { token: alice })).status).toBe(422);
  });
});

describe('messages', () => {
  it('lists the buyer’s own messages in their language, unread first counted, and marks them read', async () => {
    const list = await api.call('GET', '/user/messages', undefined, { token: alice, lang: '2' });
    expect(list.body.data).toMatchObject({ total: 1, unread: 1 });
    expect(list.body.data.items[0]).toMatchObject({ type: 'account', title: 'Welcome to YT Networks', read: false });
    expect(list.body.data.items[0].body).toContain('Ann');
    const zh = await api.call('GET', '/user/messages', undefined, { token: alice, lang: '1' });
    expect(zh.body.data.items[0].title).toBe('欢迎加入 YT 网络');
    const id = list.body.data.items[0].messageId;
    expect((await api.call('PUT', `/user/messages/${id}/read`, undefined, { token: alice })).status).toBe(200);
    expect((await api.call('GET', '/user/messages?unread=1', undefined, { token: alice })).body.data).toMatchObject({ total: 0, unread: 0 });
    expect((await api.call('PUT', '/user/messages/read-all', undefined, { token: bob })).status).toBe(200);
    expect((await api.call('GET', '/user/messages', undefined, { token: bob })).body.data.unread).toBe(0);
  });
});

describe('a buyer reaches only their own data', () => {
  it('answers 404 to every address and message endpoint called with another buyer’s ids', async () => {
    const own = (await api.call('POST', '/user/addresses', addr(), { token: alice })).body.data.addressId as number;
    const [msg] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT m.id FROM user_message m JOIN app_user u ON u.id = m.user_id WHERE u.email = 'alice@example.com'`);
    const attempts = [
      api.call('PUT', `/user/addresses/${own}`, addr({ city: 'Hacked' }), { token: bob }),
      api.call('DELETE', `/user/addresses/${own}`, undefined, { token: bob }),
      api.call('PUT', `/user/addresses/${own}/default`, undefined, { token: bob }),
      api.call('PUT', `/user/messages/${msg.id}/read`, undefined, { token: bob }),
    ];
    for (const r of await Promise.all(attempts)) expect(r.status).toBe(404);
    const bobs = (await api.call('GET', '/user/addresses', undefined, { token: bob })).body.data;
    expect(bobs).toEqual([]);
    const still = (await api.call('GET', '/user/addresses', undefined, { token: alice })).body.data as { addressId: number; city: string }[];
    expect(still.find((a) => a.addressId === own)?.city).toBe('上海');
    const bobMessages = (await api.call('GET', '/user/messages', undefined, { token: bob })).body.data.items as { body: string }[];
    expect(bobMessages.every((m) => !m.body.includes('alice'))).toBe(true);
  });

  it('answers 401 to every account endpoint without a session', async () => {
    const calls: [Parameters<typeof api.call>[0], string, unknown?][] = [
      ['GET', '/user/loginUser'],
      ['PUT', '/user/profile', { firstName: 'a', lastName: 'b', countryId: 1 }],
      ['PUT', '/user/password', { oldPassword: 'x', password: 'Abc@1234', confirmPassword: 'Abc@1234' }],
      ['POST', '/user/email/code', { newEmail: 'a@b.co', password: 'x' }],
      ['PUT', '/user/email', { newEmail: 'a@b.co', code: '123456' }],
      ['GET', '/user/addresses'],
      ['POST', '/user/addresses', addr()],
      ['PUT', '/user/addresses/1', addr()],
      ['DELETE', '/user/addresses/1'],
      ['PUT', '/user/addresses/1/default'],
      ['GET', '/user/messages'],
      ['PUT', '/user/messages/1/read'],
      ['PUT', '/user/messages/read-all'],
    ];
    for (const [method, url, body] of calls) expect((await api.call(method, url, body)).status, `${method} ${url}`).toBe(401);
  });
});

describe('profile and avatar', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const multipart = (name: string, type: string, bytes: Buffer) => {
    const boundary = 'xx-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const upload = (token: string | undefined, name: string, type: string, bytes: Buffer) => {
    const m = multipart(name, type, bytes);
    return ctx.app.inject({ method: 'POST', url: '/api/common/upload', payload: m.payload, headers: { ...m.headers, lang: '2', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };

  it('takes an image checked by its content, serves it back, and sets it as the avatar', async () => {
    const res = await upload(alice, 'me.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const p = await api.call('PUT', '/user/profile', { firstName: 'Alice', lastName: 'Smith', countryId: 1, companyName: 'Fiber Oy', avatar: url }, { token: alice });
    expect(p.body.data).toMatchObject({ userName: 'Alice Smith', companyName: 'Fiber Oy', avatar: url });
  });

  it('refuses a file that only claims to be an image, a file over 5 MB, and a guest', async () => {
    const fake = await upload(alice, 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().msg).toBe('This file type is not supported');
    const big = await upload(alice, 'big.png', 'image/png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('File size cannot exceed 5MB');
    expect((await upload(undefined, 'me.png', 'image/png', png)).statusCode).toBe(401);
    expect((await api.call('PUT', '/user/profile', { firstName: 'A', lastName: 'B', countryId: 1, avatar: 'https://evil.example/x.png' }, { token: alice })).status).toBe(422);
  });
});

describe('recently viewed of a logged-in buyer', () => {
  it('follows the account to another device (visitor id), while a guest list stays per visitor', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 1`);
    const phone = '11111111-1111-4111-8111-111111111111';
    const laptop = '22222222-2222-4222-8222-222222222222';
    expect((await api.call('POST', '/catalog/recently-viewed', { visitorId: phone, spuId: Number(p.id) }, { token: alice })).status).toBe(200);
    const onLaptop = await api.call('GET', `/catalog/recently-viewed?visitorId=${laptop}`, undefined, { token: alice });
    expect(onLaptop.body.data.map((c: { spuId: number }) => c.spuId)).toEqual([Number(p.id)]);
    expect((await api.call('GET', `/catalog/recently-viewed?visitorId=${laptop}`)).body.data).toEqual([]);
    expect((await api.call('GET', `/catalog/recently-viewed?visitorId=${laptop}`, undefined, { token: bob })).body.data).toEqual([]);
    // A stale token on a public endpoint is a guest, not a 401.
    expect((await api.call('GET', `/catalog/recently-viewed?visitorId=${phone}`, undefined, { token: 'B'.repeat(43) })).body.data).toHaveLength(1);
  });
});
