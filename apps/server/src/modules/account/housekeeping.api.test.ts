import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { makeBuyer } from '../../../test/buyers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
});
afterAll(async () => ctx?.close());

const db = () => ctx.storage.db;
const ids = async (query: ReturnType<typeof sql>) => (await rows<{ id: number | string }>(db(), query)).map((r) => String(r.id)).sort();

describe('sweeper housekeeping', () => {
  it('purges old rate-limit counters, sessions ended a week ago and mails delivered two weeks ago, and keeps the rest', async () => {
    await db().execute(sql`INSERT INTO rate_limit (key, window_start, count) VALUES
      ('hk:old', now() - interval '25 hours', 3), ('hk:recent', now() - interval '2 hours', 3)`);

    const b = await makeBuyer(ctx);
    await db().execute(sql`INSERT INTO user_session (token_hash, user_id, expires_at, revoked_at, user_agent) VALUES
      ('hk-expired-long-ago', ${b.userId}, now() - interval '8 days', NULL, 'hk'),
      ('hk-revoked-long-ago', ${b.userId}, now() + interval '20 days', now() - interval '8 days', 'hk'),
      ('hk-expired-yesterday', ${b.userId}, now() - interval '1 day', NULL, 'hk'),
      ('hk-revoked-yesterday', ${b.userId}, now() + interval '20 days', now() - interval '1 day', 'hk')`);

    await db().execute(sql`INSERT INTO mail_outbox (recipient, subject, html, text, status, created_at, sent_at) VALUES
      ('hk@example.com', 'sent-old', '', '', 'sent', now() - interval '20 days', now() - interval '15 days'),
      ('hk@example.com', 'logged-old', '', '', 'logged', now() - interval '15 days', now() - interval '15 days'),
      ('hk@example.com', 'pending-old', '', '', 'pending', now() - interval '30 days', NULL),
      ('hk@example.com', 'sent-recent', '', '', 'sent', now() - interval '20 days', now() - interval '1 day')`);

    const result = await ctx.app.sweeper.sweep();
    expect(result).toMatchObject({ rateLimitsPruned: 1, sessionsPurged: 2, mailsPurged: 2 });

    expect(await ids(sql`SELECT key AS id FROM rate_limit WHERE key LIKE 'hk:%'`)).toEqual(['hk:recent']);
    expect(await ids(sql`SELECT trim(token_hash) AS id FROM user_session WHERE user_agent = 'hk'`)).toEqual(['hk-expired-yesterday', 'hk-revoked-yesterday']);
    expect(await ids(sql`SELECT subject AS id FROM mail_outbox WHERE recipient = 'hk@example.com'`)).toEqual(['pending-old', 'sent-recent']);
    // The buyer's live session is untouched.
    expect((await ctx.app.inject({ url: '/api/ew/buyer/cart', headers: { authorization: `Bearer ${b.token}` } })).statusCode).not.toBe(401);
  });
});
