import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// Outside production without OPS_TOKEN (what `npm start` runs): the dev mailbox and the default
// operator token answer only to this machine, judged by the socket's address.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, remoteAddress, headers });
const ops = (remoteAddress: string, token = 'dev-ops-token', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/ew/staff/search/show', remoteAddress, headers: { authorization: `Bearer ${token}`, ...headers }, payload: { query: 'never searched' } });

describe('local-only conveniences', () => {
  it('serves the dev mailbox to loopback addresses only, whatever X-Forwarded-For says', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await get('/api/dev/mailbox', ip)).statusCode, ip).toBe(200);
      expect((await get('/dev/mailbox', ip)).statusCode, ip).toBe(200);
    }
    for (const ip of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1']) {
      expect((await get('/api/dev/mailbox', ip)).statusCode, ip).toBe(404);
      expect((await get('/dev/mailbox', ip)).statusCode, ip).toBe(404);
      expect((await get('/dev/mailbox/1', ip)).statusCode, ip).toBe(404);
    }
    expect((await get('/api/dev/mailbox', '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    // A reverse proxy on this machine connects from loopback for everyone: forwarded requests are not local.
    expect((await get('/api/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await get('/api/dev/mailbox', '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('accepts the default operator token from loopback only', async () => {
    // Past the guard: 404 because nobody searched the query.
    expect((await ops('127.0.0.1')).statusCode).toBe(404);
    expect((await ops('::1')).statusCode).toBe(404);
    const remote = await ops('10.0.0.5', 'dev-ops-token', { lang: '2' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 403 });
    expect((await ops('10.0.0.5', 'dev-ops-token', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await ops('127.0.0.1', 'wrong-token-123')).statusCode).toBe(401);
    // The order endpoints are behind the same guard.
    const ship = await ctx.app.inject({ method: 'POST', url: '/api/ew/staff/orders/YT000000000000/deliver', remoteAddress: '10.0.0.5', headers: { authorization: 'Bearer dev-ops-token' } });
    expect(ship.statusCode).toBe(403);
  });
});
