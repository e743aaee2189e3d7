import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeBuyer, type Buyer } from '../../test/buyers.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { rows } from '../db/client.js';
import { inTransaction, type RequestContext } from '../lib/request-context.js';
import { requireUser } from './auth.js';

// The request context (ADR 0019): built once per request with the language, the buyer once
// requireUser has checked the session, the validated currency; inTransaction hands services a
// context whose db is the transaction, so a failure rolls back everything they wrote.

let ctx: TestContext;
let buyer: Buyer;
const seen: RequestContext[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    const echo = async (req: { ctx: RequestContext }) => {
      seen.push(req.ctx);
      return { lang: req.ctx.lang, langId: req.ctx.langId, buyer: req.ctx.buyer?.userId ?? null, currencyId: req.ctx.currencyId ?? null };
    };
    const querystring = z.object({ currencyId: z.coerce.number().int().optional() });
    app.get('/test/ctx/guest', { schema: { querystring } }, echo);
    app.get('/test/ctx/buyer', { preHandler: requireUser, schema: { querystring } }, echo);
    app.post('/test/ctx/fails-in-tx', async (req) => {
      await inTransaction(req.ctx, async (tx) => {
        expect(tx.lang).toBe(req.ctx.lang);
        await tx.db.execute(sql`INSERT INTO search_stat (query_norm, query) VALUES ('ctx-rollback-probe', 'ctx-rollback-probe')`);
        throw new Error('boom');
      }).catch(() => undefined);
      const [r] = await rows<{ n: number }>(req.ctx.db, sql`SELECT count(*)::int AS n FROM search_stat WHERE query_norm = 'ctx-rollback-probe'`);
      return { left: Number(r!.n) };
    });
  });
  buyer = await makeBuyer(ctx);
});
afterAll(() => ctx?.close());

describe('the request context', () => {
  it('carries the request language, the validated currency, and no buyer for a guest', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/ctx/guest?currencyId=3', headers: { lang: '4' } });
    expect(res.json()).toEqual({ lang: 'fi', langId: 4, buyer: null, currencyId: 3 });
    const zh = await ctx.app.inject({ method: 'GET', url: '/test/ctx/guest' });
    expect(zh.json()).toEqual({ lang: 'zh-CN', langId: 1, buyer: null, currencyId: null });
  });

  it('carries the buyer once requireUser has checked the session, and is one object per request', async () => {
    const before = seen.length;
    const res = await ctx.app.inject({ method: 'GET', url: '/test/ctx/buyer', headers: { lang: '2', authorization: `Bearer ${buyer.token}` } });
    expect(res.json()).toEqual({ lang: 'en', langId: 2, buyer: buyer.userId, currencyId: null });
    await ctx.app.inject({ method: 'GET', url: '/test/ctx/guest' });
    expect(seen.length).toBe(before + 2);
    expect(seen[before]).not.toBe(seen[before + 1]);
    expect(seen[before + 1]!.buyer).toBeNull();
  });

  it('runs work given to inTransaction in one transaction: a failure leaves nothing behind', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/test/ctx/fails-in-tx' });
    expect(res.json()).toEqual({ left: 0 });
  });
});
