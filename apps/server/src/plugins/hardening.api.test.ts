import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openStorage, rows } from '../db/client.js';
import { migrate } from '../db/migrate.js';

// Input that must get a 4xx envelope, never a 500 (issue 11), and a database outage that must
// be a 503 with Retry-After, with no SQL parameters in the log.

let ctx: TestContext;
let dist: string;
let token: string;
let skuId: number;
let addressId: number;

const EN = { lang: '2' };
const BIG = ['2147483648', '99999999999999999999'];

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url: url.startsWith('/api/') ? url : `/api/ew/buyer${url}`,
    headers: { authorization: `Bearer ${token}`, ...EN, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: { fields?: Record<string, string> } | null } };
}

beforeAll(async () => {
  // A built web app in miniature, for the page test.
  dist = mkdtempSync(join(tmpdir(), 'netshop-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>YT</title></head><body><div id="root"></div></body></html>');
  ctx = await createTestApp({ WEB_DIST: dist });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/ew/buyer/user/login', payload: { email: 'demo@example.com', password: 'Demo@12345' } });
  token = login.json().msg;
  [{ skuId }] = await rows<{ skuId: number }>(ctx.storage.db, sql`SELECT id AS "skuId" FROM sku WHERE stock > 10 ORDER BY id LIMIT 1`);
  addressId = ((await call('GET', '/user/addresses')).body.data as unknown as { addressId: number }[])[0].addressId;
  [{ countryId: address.countryId, regionId: address.regionId }] = await rows<{ countryId: number; regionId: number }>(
    ctx.storage.db,
    sql`SELECT country_id AS "countryId", id AS "regionId" FROM region ORDER BY id LIMIT 1`,
  );
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const address = { type: 'shipping', firstName: 'Ann', lastName: 'Lee', countryId: 1, regionId: 1, city: 'Shanghai', zip: '200120', phone: '+86 21 5555 0199', line1: 'Century Avenue 1', line2: '' };

describe('ids beyond the 32-bit columns', () => {
  // '"ID"' in a body is replaced by the literal number, so 99999999999999999999 is sent as written.
  const bodies: [string, string, Record<string, unknown>, string][] = [
    ['PUT', '/user/profile', { firstName: 'Ann', lastName: 'Lee', countryId: 'ID' }, 'countryId'],
    ['POST', '/user/addresses', { ...address, countryId: 'ID' }, 'countryId'],
    ['POST', '/user/addresses', { ...address, regionId: 'ID' }, 'regionId'],
    ['POST', '/cart/items', { skuId: 'ID', quantity: 1 }, 'skuId'],
    ['PUT', '/cart/check', { checked: true, skuIds: ['ID'] }, 'skuIds.0'],
    ['POST', '/cart/remove', { skuIds: ['ID'] }, 'skuIds.0'],
    ['POST', '/cart/merge', { items: [{ skuId: 'ID', quantity: 1 }] }, 'items.0.skuId'],
    ['POST', '/cart/quote', { items: [{ skuId: 'ID', quantity: 1 }] }, 'items.0.skuId'],
    ['POST', '/favorites', { spuId: 'ID' }, 'spuId'],
    ['POST', '/favorites', { spuId: 1, skuId: 'ID' }, 'skuId'],
    ['POST', '/catalog/recently-viewed', { visitorId: randomUUID(), spuId: 'ID' }, 'spuId'],
    ['POST', '/checkout/preview', { items: [{ skuId: 'ID', quantity: 1 }] }, 'items.0.skuId'],
    ['POST', '/checkout/preview', { items: [{ skuId: 'SKU', quantity: 1 }], shippingAddressId: 'ID' }, 'shippingAddressId'],
    ['POST', '/checkout/preview', { items: [{ skuId: 'SKU', quantity: 1 }], shippingMethodId: 'ID' }, 'shippingMethodId'],
    ['POST', '/checkout/preview', { items: [{ skuId: 'SKU', quantity: 1 }], currencyId: 'ID' }, 'currencyId'],
    ['POST', '/orders', { idempotencyKey: randomUUID(), items: [{ skuId: 'SKU', quantity: 1 }], shippingAddressId: 'ID', shippingMethodId: 1 }, 'shippingAddressId'],
    ['POST', '/orders', { idempotencyKey: randomUUID(), items: [{ skuId: 'SKU', quantity: 1 }], shippingAddressId: 'ADDR', shippingMethodId: 'ID' }, 'shippingMethodId'],
    ['POST', '/orders', { idempotencyKey: randomUUID(), items: [{ skuId: 'SKU', quantity: 1 }], shippingAddressId: 'ADDR', shippingMethodId: 1, billingSameAsShipping: false, billingAddressId: 'ID' }, 'billingAddressId'],
    ['POST', '/orders', { idempotencyKey: randomUUID(), items: [{ skuId: 'SKU', quantity: 1 }], shippingAddressId: 'ADDR', shippingMethodId: 1, currencyId: 'ID' }, 'currencyId'],
    ['POST', '/orders', { idempotencyKey: randomUUID(), items: [{ skuId: 'ID', quantity: 1 }], shippingAddressId: 'ADDR', shippingMethodId: 1 }, 'items.0.skuId'],
    ['POST', '/orders/YT000000000000/return', { reason: 'damaged', description: 'x', items: [{ skuId: 'ID', quantity: 1 }] }, 'items.0.skuId'],
  ];
  const paths: [string, string, unknown?][] = [
    ['GET', '/catalog/products/ID'],
    ['GET', '/catalog/products/ID/spec-sheet.pdf'],
    ['GET', '/catalog/documents/ID/download'],
    ['GET', '/content/news/category/ID'],
    ['GET', '/content/news/ID'],
    ['GET', '/content/cases/ID'],
    ['GET', '/content/solutions/ID'],
    ['GET', '/home/config/ID'],
    ['GET', '/home/country/ID'],
    ['GET', '/home/countryLangCurrency/ID'],
    ['GET', '/home/dict/cancel_reason/ID'],
    ['GET', '/user/country/ID'],
    ['GET', '/user/region/ID/1'],
    ['PUT', '/user/addresses/ID', address],
    ['DELETE', '/user/addresses/ID'],
    ['PUT', '/user/addresses/ID/default'],
    ['PUT', '/user/messages/ID/read'],
    ['PUT', '/cart/items/ID', { quantity: 1 }],
    ['POST', '/cart/items/ID/favorite'],
    ['DELETE', '/favorites/ID'],
  ];
  const queries = [
    '/catalog/products?cateId=ID',
    '/catalog/products?currencyId=ID',
    '/catalog/products/1?currencyId=ID',
    '/catalog/documents?spuId=ID',
    `/catalog/recently-viewed?visitorId=${randomUUID()}&currencyId=ID`,
    '/cart?currencyId=ID',
    '/favorites?currencyId=ID',
    '/favorites/ids?spuIds=ID',
    '/checkout/coupons?currencyId=ID',
    '/search?q=sfp&currencyId=ID',
    '/content/cases/1?currencyId=ID',
    '/content/news/category/1?page=ID',
    '/user/messages?page=ID',
    '/orders?page=ID',
  ];

  it('answers 422 naming the field for every id in a body', async () => {
    for (const big of BIG) {
      for (const [method, url, body, field] of bodies) {
        const payload = JSON.stringify(body).replaceAll('"ID"', big).replaceAll('"SKU"', String(skuId)).replaceAll('"ADDR"', String(addressId));
        const res = await call(method, url, payload);
        expect([res.status, res.body.code, `${method} ${url} ${field}=${big}`]).toEqual([422, 422, expect.any(String)]);
        expect(res.body.data?.fields?.[field], `${method} ${url} ${field}`).toBe('Invalid value');
      }
    }
  });

  it('answers 404 for every id in a path and 422 for every id in a query', async () => {
    for (const big of BIG) {
      for (const [method, url, body] of paths) {
        const res = await call(method, url.replace('ID', big), body);
        expect([res.status, res.body.code, `${method} ${url}`]).toEqual([404, 404, expect.any(String)]);
      }
      for (const url of queries) {
        const res = await call('GET', url.replace('ID', big));
        expect([res.status, res.body.code, url]).toEqual([422, 422, expect.any(String)]);
      }
    }
  });

  it('still accepts the largest id (it simply names nothing)', async () => {
    const res = await call('POST', '/favorites', { spuId: 2147483647 });
    expect([res.status, res.body.code]).toEqual([404, 404]);
  });
});

describe('NUL bytes in text', () => {
  const N = 'a\u0000b';
  it('answers 422 naming the field, in the request language, for bodies and queries', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/user/addresses', { ...address, line1: N }, 'line1'],
      ['POST', '/user/addresses', { ...address, city: N }, 'city'],
      ['PUT', `/user/addresses/${addressId}`, { ...address, firstName: N }, 'firstName'],
      ['PUT', '/user/profile', { firstName: 'Ann', lastName: 'Lee', countryId: 1, companyName: N }, 'companyName'],
      ['POST', '/checkout/preview', { items: [{ skuId, quantity: 1 }], couponCode: N }, 'couponCode'],
      ['POST', '/orders', { idempotencyKey: randomUUID(), items: [{ skuId, quantity: 1 }], shippingAddressId: addressId, shippingMethodId: 1, remark: N }, 'remark'],
      ['POST', '/orders/YT000000000000/cancel', { reason: 'other', note: N }, 'note'],
      ['POST', '/user/login', { email: 'demo@example.com', password: N }, 'password'],
      ['GET', `/search?q=${encodeURIComponent(N)}`, undefined, 'q'],
      ['GET', `/search/suggest?q=${encodeURIComponent(N)}`, undefined, 'q'],
      ['GET', `/catalog/products?kind=brand&brand=${encodeURIComponent(N)}`, undefined, 'brand'],
      ['GET', `/catalog/documents?model=${encodeURIComponent(N)}`, undefined, 'model'],
      ['GET', `/orders?q=${encodeURIComponent(N)}`, undefined, 'q'],
      ['GET', `/api/dev/mailbox?to=${encodeURIComponent(N)}`, undefined, 'to'],
      ['POST', '/cart/quote', { items: [{ skuId, quantity: 1 }], [N]: 1 }, 'ab'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await call(method, url, body);
      expect([res.status, res.body.code, `${method} ${url} ${field}`]).toEqual([422, 422, expect.any(String)]);
      expect(res.body.data?.fields?.[field], `${method} ${url} ${field}`).toBe('Invalid value');
    }
    const ja = await call('GET', `/search?q=${encodeURIComponent(N)}`, undefined, { lang: '6' });
    expect(ja.body).toEqual({ code: 422, msg: '入力内容を確認してください', data: { fields: { q: '値が正しくありません' } } });
  });

  it('answers 404 for a NUL in a path', async () => {
    const res = await call('GET', `/content/pages/${encodeURIComponent(N)}`);
    expect([res.status, res.body.code]).toEqual([404, 404]);
  });
});

describe('malformed multipart on /api/common/upload', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const part = (boundary: string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png]);
  const upload = (contentType: string, payload: Buffer | string) =>
    ctx.app.inject({ method: 'POST', url: '/api/common/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...EN }, payload });

  it('answers 400 in the envelope, never 500', async () => {
    const cases: [string, string, Buffer | string][] = [
      ['truncated body', 'multipart/form-data; boundary=XyZ', part('XyZ')],
      ['boundary that never appears', 'multipart/form-data; boundary=XyZ', Buffer.concat([part('other'), Buffer.from('\r\n--other--\r\n')])],
      ['no boundary', 'multipart/form-data', Buffer.concat([part('XyZ'), Buffer.from('\r\n--XyZ--\r\n')])],
      ['broken part header', 'multipart/form-data; boundary=XyZ', Buffer.from('--XyZ\r\nContent-Disposition\r\n\r\nhello\r\n--XyZ--\r\n')],
      ['garbage', 'multipart/form-data; boundary=XyZ', Buffer.from('\u0000\u0001garbage')],
      ['wrong content type', 'application/octet-stream', png],
      ['text', 'text/plain', 'hello'],
      ['json', 'application/json', '{"file":"x"}'],
    ];
    for (const [what, type, payload] of cases) {
      const res = await upload(type, payload);
      expect([res.statusCode, what]).toEqual([400, what]);
      expect(res.json()).toEqual({ code: 400, msg: 'The request is malformed', data: null });
    }
  });
});

describe('over-long URLs and headers', () => {
  it('answers a path parameter over the router limit with a 414 envelope', async () => {
    const res = await ctx.app.inject({ url: `/api/ew/buyer/content/news/${'1'.repeat(500)}`, headers: { lang: '3' } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, msg: 'La dirección de la solicitud es demasiado larga', data: null });
    const bad = await ctx.app.inject({ url: '/api/ew/buyer/content/news/%E0%A4%A', headers: EN });
    expect([bad.statusCode, bad.json()]).toEqual([400, { code: 400, msg: 'The request is malformed', data: null }]);
  });

  it('answers headers over the HTTP parser limit with a 431 envelope on a real socket', async () => {
    const { port } = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
    const exchange = async (request: string) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let raw = '';
      socket.on('data', (d) => (raw += d.toString('utf8')));
      socket.on('error', () => undefined); // the server destroys the socket after answering
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write(request);
      await closed;
      const [head, body] = raw.split('\r\n\r\n');
      expect(head).toMatch(/content-type: application\/json/i);
      return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
    };
    expect(await exchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nLang: 2\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`)).toEqual({
      status: 431,
      body: { code: 431, msg: 'The request headers are too large', data: null },
    });
    // Not HTTP at all: 400, in the default language since no header could be read.
    expect(await exchange('HELLO\r\n\r\n')).toEqual({ status: 400, body: { code: 400, msg: '请求格式不正确', data: null } });
  });
});

describe('logs', () => {
  it('never print the parameters of a failed query', async () => {
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', SWEEP_INTERVAL_MS: '0' });
    const app = await buildApp({ config, storage: ctx.storage, logStream: { write: (l) => void lines.push(l) } });
    await app.ready();
    // A constraint the address violates makes the INSERT fail in the database itself.
    await ctx.storage.db.execute(sql`ALTER TABLE address ADD CONSTRAINT hardening_probe CHECK (city <> 'Failtown')`);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ew/buyer/user/addresses',
        headers: { authorization: `Bearer ${token}` },
        payload: { ...address, city: 'Failtown', phone: '+49 30 9876 5432', line1: 'Secretstraße 77' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.storage.db.execute(sql`ALTER TABLE address DROP CONSTRAINT hardening_probe`);
      await app.close();
    }
    const log = lines.join('');
    expect(log).toMatch(/Failed query: insert into/i); // the failure is logged, with its statement…
    expect(log).toContain('params: [redacted]');
    expect(log).not.toContain('9876 5432'); // …but not the buyer's phone number or street
    expect(log).not.toContain('Secretstraße');
  });
});

describe('database unavailable', () => {
  it('answers 503 with Retry-After in the envelope', async () => {
    // A real outage: on PostgreSQL the app reaches the database through a proxy that is then
    // shut (open connections cut, new ones refused); PGlite, in the process, is closed.
    const sockets = new Set<net.Socket>();
    let proxy: net.Server | undefined;
    let databaseUrl: string | undefined;
    if (ctx.databaseUrl) {
      const target = new URL(ctx.databaseUrl);
      proxy = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((r) => proxy!.listen(0, '127.0.0.1', r));
      const url = new URL(ctx.databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String((proxy.address() as net.AddressInfo).port);
      databaseUrl = url.toString();
    }
    const storage = await openStorage({ databaseUrl, dataDir: 'memory://' });
    await migrate(storage);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', SWEEP_INTERVAL_MS: '0' });
    const app = await buildApp({ config, storage });
    await app.ready();
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      if (proxy) {
        proxy.close();
        for (const s of sockets) s.destroy();
      } else {
        await storage.close();
      }
      for (const url of ['/api/ew/buyer/catalog/categories', '/api/ew/buyer/content/news/1', '/api/ready']) {
        const res = await app.inject({ url, headers: EN });
        expect([res.statusCode, url]).toEqual([503, url]);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ code: 503, msg: 'The service is temporarily unavailable; please try again shortly' });
      }
    } finally {
      await app.close();
      if (proxy) await storage.close().catch(() => undefined);
    }
  });
});

describe('served pages', () => {
  it('never read files from /tmp into a page (the leftover EXP branch)', async () => {
    const before = process.env.EXP;
    process.env.EXP = '1';
    try {
      for (const url of ['/product/queryProduct', '/newDetail/1']) {
        const res = await ctx.app.inject({ url });
        expect([res.statusCode, url]).toEqual([200, url]);
        expect(res.body).toContain('<div id="root"></div>');
      }
    } finally {
      if (before === undefined) delete process.env.EXP;
      else process.env.EXP = before;
    }
  });
});
