import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { waitUntil } from '../test/wait.js';
import { rows } from './db/client.js';
import { prepareStorage } from './db/index.js';
import { AppError } from './plugins/envelope.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
    // Probe routes exercising the shared error handling; only this test registers them.
    app.get('/api/probe/throw', async () => {
      throw new Error('secret internal detail at /srv/db.ts:42');
    });
    app.get('/api/probe/forbidden', async () => {
      throw new AppError(403, 'forbidden');
    });
    app.post('/api/probe/echo', { schema: { body: z.object({ email: z.string().email(), name: z.string().min(2).max(5) }) } }, async (req) => ({
      code: 200,
      msg: req.t('ok'),
      data: req.body,
    }));
  });
});
afterAll(() => ctx?.close());

describe('envelope and error catalogue', () => {
  it('answers unknown API routes with a 404 envelope, never HTML', async () => {
    const res = await ctx.app.inject({ url: '/api/ew/buyer/nothing', headers: { lang: '2' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 404, msg: 'The resource does not exist', data: null });
  });

  it('translates messages by the Lang header (language id) and defaults to Chinese', async () => {
    const msg = async (lang?: string) =>
      (await ctx.app.inject({ url: '/api/x', headers: lang ? { lang } : {} })).json().msg;
    expect(await msg()).toBe('资源不存在');
    expect(await msg('3')).toBe('El recurso no existe');
    expect(await msg('4')).toBe('Resurssia ei ole olemassa');
    expect(await msg('5')).toBe("La ressource n'existe pas");
    expect(await msg('6')).toBe('リソースが存在しません');
    expect(await msg('99')).toBe('资源不存在');
  });

  it('hides the stack and internals of a thrown error behind a 500 envelope', async () => {
    const res = await ctx.app.inject({ url: '/api/probe/throw', headers: { lang: '2' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'Unknown system error, please report to the administrator', data: null });
    expect(res.body).not.toMatch(/secret|srv|stack/);
  });

  it('keeps the status of expected failures', async () => {
    const res = await ctx.app.inject({ url: '/api/probe/forbidden', headers: { lang: '2' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
  });

  it('answers a bad body with 422 and localized field messages', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { lang: '2' }, payload: { email: 'nope', name: 'a' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 422, msg: 'Please check the fields you filled in', data: { fields: { email: 'Invalid value', name: 'Too short' } } });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { lang: '4' }, payload: {} });
    expect(missing.json().data.fields).toEqual({ email: 'Pakollinen', name: 'Pakollinen' });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(400);
    const big = await ctx.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { email: 'a@b.co', name: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, msg: '请求内容过大' });
  });
});

describe('security and observability', () => {
  it('sends a Content-Security-Policy and the hardening headers', async () => {
    const res = await ctx.app.inject({ url: '/api/ew/buyer/home/lang' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('returns a request id, keeping a well-formed one from the caller', async () => {
    const fresh = await ctx.app.inject({ url: '/api/ew/buyer/home/lang' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await ctx.app.inject({ url: '/api/ew/buyer/home/lang', headers: { 'x-request-id': 'lb-12345678' } });
    expect(given.headers['x-request-id']).toBe('lb-12345678');
    const hostile = await ctx.app.inject({ url: '/api/ew/buyer/home/lang', headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('health', () => {
  it('answers liveness without the database and readiness with it', async () => {
    const live = await ctx.app.inject({ url: '/api/health' });
    expect(live.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.json()).toMatchObject({ code: 200, data: { status: 'ready', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' } });
  });
});

describe('OpenAPI', () => {
  it('publishes the document generated from the zod schemas, and its UI', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/ew/buyer/home/lang',
      '/api/ew/buyer/home/config/{languageId}',
      '/api/ew/buyer/home/country/{languageId}',
      '/api/ew/buyer/home/websiteConfig',
      '/api/ew/buyer/home/countryLangCurrency/{countryId}',
      '/api/ew/buyer/home/dict/{type}/{languageId}',
      '/api/ew/buyer/user/country/{languageId}',
      '/api/ew/buyer/user/region/{countryId}/{languageId}',
      '/api/ew/buyer/chat/visitorId',
    ])
      expect(doc.paths).toHaveProperty([path]);
    const schema = doc.paths['/api/ew/buyer/home/websiteConfig'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties).toHaveProperty('visitorCountryId');
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});

describe('storage', () => {
  it('migrates once and keeps its data across restarts (a second npm start reuses it)', async () => {
    if (process.env.TEST_DB === 'postgres') return; // the PGlite data directory is what npm start keeps
    const dir = mkdtempSync(join(tmpdir(), 'netshop-pglite-'));
    try {
      const first = await prepareStorage({ dataDir: dir });
      await first.db.execute(sql`INSERT INTO visitor (id) VALUES ('11111111-1111-4111-8111-111111111111')`);
      await first.close();
      const second = await prepareStorage({ dataDir: dir });
      const r = await rows<{ n: number }>(second.db, sql`SELECT count(*)::int AS n FROM visitor`);
      const m = await rows<{ n: number }>(second.db, sql`SELECT count(*)::int AS n FROM schema_migration`);
      await second.close();
      expect(r[0].n).toBe(1);
      expect(m[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  it('compresses JSON answers for clients that accept it', async () => {
    const res = await ctx.app.inject({ url: '/api/ew/buyer/home/country/1', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject({ url: '/api/ew/buyer/home/country/1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(200);
  });
});

describe('postgres pool', () => {
  it('survives the server closing an idle connection', async () => {
    if (process.env.TEST_DB !== 'postgres') return; // PGlite has no server to disconnect
    const { sql } = await import('drizzle-orm');
    await ctx.storage.db.execute(sql`SELECT 1`); // leaves an idle client in the pool
    // The app's pg pool (drizzle's client), to see when it has dropped the clients that were ended.
    const pool = (ctx.storage.db as unknown as { $client: { totalCount: number } }).$client;
    const clients = pool.totalCount;
    const ended = await rows<{ listen: boolean }>(
      ctx.storage.db,
      sql`SELECT pg_terminate_backend(pid), query ILIKE 'LISTEN%' AS listen FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`,
    );
    // The server ended them; the pool hears it (an 'error' on each idle client) and drops them.
    const fromPool = ended.filter((e) => !e.listen).length;
    await waitUntil(() => pool.totalCount <= clients - fromPool, { what: 'the pool to drop the ended clients' });
    const r = await ctx.app.inject({ url: '/api/ready' });
    expect(r.statusCode).toBe(200);
  });
});
