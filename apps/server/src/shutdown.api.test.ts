import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

// A request still running when the server is asked to stop is answered before the database
// closes (rolling restarts of several processes).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // As server.ts's own storage: closed with the app.
    app.addHook('onClose', async () => app.storage.close());
    app.get('/api/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      // Uses the database after close() was called.
      const r = await app.storage.db.execute('SELECT 1 AS one' as never).catch((err: Error) => err);
      return { ok: !(r instanceof Error) };
    });
  });
});
afterAll(async () => {
  await ctx.storage.close().catch(() => undefined);
  await ctx.close().catch(() => undefined);
});

it('lets running requests finish before closing the database', async () => {
  const running = ctx.app.inject({ url: '/api/test/slow' });
  await new Promise((r) => setTimeout(r, 50));
  const closing = ctx.app.close();
  const res = await running;
  await closing;
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
});
