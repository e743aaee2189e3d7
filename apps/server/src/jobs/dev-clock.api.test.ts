import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The dev time machine of the browser tests (issue 30): moves the sweeper's clock by whole days, runs
// one sweep, stays moved until set back, leaves checkout's clock real, and answers this machine only (as the dev mailbox).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const DAY = 86_400_000;
const move = (days: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/dev/clock', remoteAddress, headers, payload: { days } });

describe('dev clock', () => {
  it('moves the clock by days from real time, sweeps once, and goes back at 0', async () => {
    const res = await move(40);
    expect(res.statusCode).toBe(200);
    const { now, swept } = res.json().data as { now: string; swept: Record<string, number> };
    expect(Math.abs(Date.parse(now) - (Date.now() + 40 * DAY))).toBeLessThan(60_000);
    // The sweep ran: its own counts are in the answer.
    expect(swept).toMatchObject({ expired: expect.any(Number), purged: expect.any(Number) });
    // Only the sweeper's dated work moved: checkout's delivery dates (app.clock) stay real for other specs.
    expect(Math.abs(ctx.app.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    // It stays moved until set back: a sweep now still runs 40 days on (asked again with the same days).
    const again = (await move(40)).json().data as { now: string };
    expect(Math.abs(Date.parse(again.now) - (Date.now() + 40 * DAY))).toBeLessThan(60_000);
    const back = await move(0);
    expect(back.statusCode).toBe(200);
    expect(Math.abs(Date.parse((back.json().data as { now: string }).now) - Date.now())).toBeLessThan(1_000);
  });

  it('refuses what is not a whole number of days from 0 to 400, in the envelope', async () => {
    for (const days of [-1, 1.5, 401, 'x']) {
      const res = await move(days);
      expect(res.statusCode, String(days)).toBe(422);
      expect(res.json()).toMatchObject({ code: 422 });
    }
    expect(Math.abs(ctx.app.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('answers only this machine', async () => {
    expect((await move(5, '10.0.0.5')).statusCode).toBe(404);
    expect((await move(5, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect(Math.abs(ctx.app.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
