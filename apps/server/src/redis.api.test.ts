import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, stopRedis } from '../test/redis-server.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { waitUntil } from '../test/wait.js';
import { rows } from './db/client.js';

// Redis for what several processes share (ADR 0015): two apps on one Redis see one set of
// rate-limit counters and one shared cache level; a Redis that dies or hangs mid-test leaves the
// shop answering, its counters falling back to PostgreSQL. On PostgreSQL the two apps also share
// one database (two processes of one shop); on PGlite each has its own in-memory database, so
// a limit that holds across them can only have been counted in Redis.

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('redis.api.test.ts skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 (CI does) to run it');
const prefix = `test:${randomUUID()}:`;

type Call = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
const caller =
  (ctx: TestContext): Call =>
  async (method, url, body, headers = {}) => {
    const res = await ctx.app.inject({ method, url: `/api/ew/buyer${url}`, headers: { lang: '2', ...headers }, ...(body ? { payload: body } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
const badLogin = (call: Call, email: string) => call('POST', '/user/login', { email, password: 'Wrong@1234' });
const pgCounter = async (ctx: TestContext, key: string) =>
  (await rows<{ count: number }>(ctx.storage.db, sql`SELECT count FROM rate_limit WHERE key = ${key}`))[0]?.count;

const until = (cond: () => boolean, ms = 15_000) => waitUntil(cond, { timeoutMs: ms, intervalMs: 50, what: 'Redis' });

describe.skipIf(!redisUrl)('two apps on one Redis', () => {
  let a: TestContext;
  let b: TestContext;
  let direct: Redis;

  beforeAll(async () => {
    direct = new Redis(redisUrl!);
    const env = { SWEEP_INTERVAL_MS: '0', REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    a = await createTestApp(env);
    b = await createTestApp({ ...env, ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}) });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (direct) {
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length) await direct.del(...keys);
      direct.disconnect();
    }
  });

  it('a login limit reached through app A holds on app B, counted in Redis and not in PostgreSQL', async () => {
    const email = `guess-${randomUUID().slice(0, 8)}@example.com`;
    const [one, two] = [caller(a), caller(b)];
    // Five free attempts per e-mail and source (LOGIN_LIMITS.perPair), spent through A.
    for (let i = 0; i < 5; i++) expect((await badLogin(one, email)).status).toBe(400);
    const refused = await badLogin(two, email);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(429);
    const pairKey = `login:pair:127.0.0.1:${email}`;
    expect(await direct.hget(`${prefix}rl:${pairKey}`, 'n')).toBe('5');
    expect(await direct.pttl(`${prefix}rl:${pairKey}`)).toBeGreaterThan(0);
    expect(await direct.get(`${prefix}rl:login:ip:127.0.0.1`)).toBe('6');
    expect(await pgCounter(a, pairKey)).toBeUndefined();
    expect(await pgCounter(b, pairKey)).toBeUndefined();
  });

  it('the short-lived caches are shared: what A loaded, B reads from Redis', async () => {
    const [one, two] = [caller(a), caller(b)];
    const url = '/search?q=switch&pageSize=5';
    const first = await one('GET', url);
    expect(first.status).toBe(200);
    expect((await one('GET', '/catalog/products?pageSize=5')).status).toBe(200);
    const names = await direct.keys(`${prefix}c:*`);
    for (const ns of ['catalog-ref', 'listing', 'public']) expect(names.some((k) => k.startsWith(`${prefix}c:${ns}:`))).toBe(true);
    for (const k of names) expect(await direct.pttl(k)).toBeGreaterThan(0);
    // Mark the shared answer: B answers with the mark only if it read Redis instead of the database.
    const [searchKey] = names.filter((k) => k.startsWith(`${prefix}c:public:`) && k.includes('"switch"'));
    const entry = JSON.parse((await direct.get(searchKey!))!);
    const body = JSON.parse(entry.body);
    body.data.counts.products = 424242;
    entry.body = JSON.stringify(body);
    await direct.set(searchKey!, JSON.stringify(entry), 'KEEPTTL');
    const second = await two('GET', url);
    expect(second.status).toBe(200);
    expect(second.body.data.counts.products).toBe(424242);
    // A keeps serving its own first level.
    expect((await one('GET', url)).body.data).toEqual(first.body.data);
    // The catalogue reference (Maps inside) survives the trip through JSON.
    expect((await two('GET', '/catalog/categories')).body).toEqual((await one('GET', '/catalog/categories')).body);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('a price changed in the database shows on both apps at once, though the answer sat in Redis', async () => {
    const [one, two] = [caller(a), caller(b)];
    const [p] = await rows<{ spuId: number }>(a.storage.db, sql`SELECT product_id AS "spuId" FROM sku ORDER BY id LIMIT 1`);
    const url = `/catalog/products/${p.spuId}`;
    const price = (r: { body: any }) => r.body.data.skus[0].price.amount as number;
    const before = price(await one('GET', url));
    expect(price(await two('GET', url))).toBe(before);
    await a.storage.db.execute(sql`UPDATE sku SET price = price + 500 WHERE product_id = ${p.spuId}`);
    for (const call of [one, two]) {
      const now = await waitUntil(
        async () => {
          const p = price(await call('GET', url));
          return p !== before && p;
        },
        { timeoutMs: 3000, intervalMs: 25, what: 'the changed price' },
      );
      expect(now).toBe(before + 500);
    }
  });
});

describe.skipIf(!redisUrl)('a Redis outage mid-test', () => {
  let ctx: TestContext;
  let port: number;
  let server: ChildProcess;
  let call: Call;

  beforeAll(async () => {
    port = await freePort();
    server = await startRedis(port);
    ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: prefix });
    call = caller(ctx);
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    if (server) await stopRedis(server);
  });

  it('keeps answering 200/400/429, never 500, with its limits counted in PostgreSQL meanwhile, and returns to Redis', async () => {
    const before = `before-${randomUUID().slice(0, 8)}@example.com`;
    expect((await badLogin(call, before)).status).toBe(400);
    const throwaway = new Redis(port, '127.0.0.1');
    expect(await throwaway.hget(`${prefix}rl:login:pair:127.0.0.1:${before}`, 'n')).toBe('1');
    throwaway.disconnect();

    await stopRedis(server);
    const during = `during-${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await badLogin(call, during)).status);
    // The limit still holds: five free attempts, then waits (counted afresh in PostgreSQL).
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(await pgCounter(ctx, `login:pair:127.0.0.1:${during}`)).toBe(5);
    for (const url of ['/home/lang', '/catalog/categories', '/catalog/products?pageSize=5', '/search?q=router&pageSize=5']) {
      expect((await call('GET', url)).status, url).toBe(200);
    }
    const mail = await call('POST', '/user/register/email', { email: `new-${randomUUID().slice(0, 8)}@example.com` });
    expect([200, 429]).toContain(mail.status);

    // Redis comes back on the same port: the client reconnects by itself and counts there again.
    server = await startRedis(port);
    await until(() => ctx.app.redis?.client.status === 'ready');
    const after = `after-${randomUUID().slice(0, 8)}@example.com`;
    expect((await badLogin(call, after)).status).toBe(400);
    const back = new Redis(port, '127.0.0.1');
    expect(await back.hget(`${prefix}rl:login:pair:127.0.0.1:${after}`, 'n')).toBe('1');
    expect(await pgCounter(ctx, `login:pair:127.0.0.1:${after}`)).toBeUndefined();

    // A Redis that hangs (every client paused) costs a request one command timeout, then the fallback.
    await back.call('CLIENT', 'PAUSE', '3000', 'ALL');
    const hung = `hung-${randomUUID().slice(0, 8)}@example.com`;
    expect((await badLogin(call, hung)).status).toBe(400);
    expect((await call('GET', '/search?q=optics&pageSize=5')).status).toBe(200);
    expect(await pgCounter(ctx, `login:pair:127.0.0.1:${hung}`)).toBe(1);
    back.disconnect();
  }, 60_000);
});
