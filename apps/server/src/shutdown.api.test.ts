import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

// A request still running when the server is asked to stop is answered before the database
// closes (rolling restarts of several processes).

let ctx: TestContext;
let entered: () => void = () => undefined;
const running = new Promise<void>((r) => (entered = r));
beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // As server.ts's own storage: closed with the app.
    app.addHook('onClose', async () => app.storage.close());
    app.get('/api/test/slow', async () => {
      entered();
      // Kept on purpose: the request stays busy for a while after close() is called, the time in
      // which a server that did not wait would close the database under it. Nothing marks "the
      // server would have closed it by now"; the duration is the test.
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
  const request = ctx.app.inject({ url: '/api/test/slow' });
  // Closed once the request is in its handler.
  await running;
  const closing = ctx.app.close();
  const res = await request;
  await closing;
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
});
