import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createContext, inTransaction } from '../../lib/request-context.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api } from '../../../test/buyers.js';
import { recordAudit } from './index.js';
import { staffLogin } from '../../../test/staff.js';

// The audit log (issue 27, ADR 0040): every staff change leaves an entry with who, what, before,
// after, when and from where; only admins read it; secrets never reach it.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function staffMember(role: 'admin' | 'sales') {
  const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
  const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Audit ${role}`, password: PASSWORD, roles: [role] } });
  expect(made.status).toBe(200);
  const token = await staffLogin(call, email, PASSWORD);
  return { email, staffId: made.body.data.staffId as number, token };
}

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(async () => ctx?.close());

describe('audit log', () => {
  it('a staff change with no entry of its own is logged by route, with the actor, origin and body', async () => {
    const admin = await staffMember('admin');
    const query = `audit-${randomUUID().slice(0, 8)}`;
    const hidden = await call('POST', '/api/ew/staff/search/hide', { headers: { ...bearer(admin.token), 'user-agent': 'audit-test/1.0' }, body: { query } });
    expect(hidden.status).toBe(200);
    const log = await call('GET', `/api/ew/staff/audit?q=${encodeURIComponent(admin.email)}`, { headers: bearer(admin.token) });
    expect(log.status).toBe(200);
    const entry = log.body.data.items.find((e: { after: { body?: { query?: string } } | null }) => e.after?.body?.query === query);
    expect(entry).toMatchObject({ staffId: admin.staffId, staffEmail: admin.email, staffName: 'Audit admin', action: 'POST /search/hide', entityType: 'route', userAgent: 'audit-test/1.0' });
    expect(entry.ip).not.toBe('');
  });

  it('a service’s own entry replaces the route entry, and a password never reaches the log', async () => {
    const admin = await staffMember('admin');
    const email = `new-${randomUUID().slice(0, 8)}@yt-networks.example`;
    const made = await call('POST', '/api/ew/staff/staff', { headers: bearer(admin.token), body: { email, name: 'New Agent', password: PASSWORD, roles: ['agent'] } });
    expect(made.status).toBe(200);
    const entries = await rows<{ action: string }>(ctx.storage.db, sql`SELECT action FROM audit_log WHERE staff_id = ${admin.staffId} AND (after->>'email' = ${email} OR after->'body'->>'email' = ${email})`);
    expect(entries.map((e) => e.action)).toEqual(['staff.create']);
    const stored = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE after::text LIKE ${`%${PASSWORD}%`}`);
    expect(Number(stored[0]!.n)).toBe(0);
  });

  it('a refused change and a read leave no entry', async () => {
    const admin = await staffMember('admin');
    const before = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE staff_id = ${admin.staffId}`);
    expect((await call('POST', '/api/ew/staff/staff', { headers: bearer(admin.token), body: { email: 'not-an-email', name: 'x', password: 'a', roles: [] } })).status).toBe(422);
    expect((await call('GET', '/api/ew/staff/staff', { headers: bearer(admin.token) })).status).toBe(200);
    const after = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE staff_id = ${admin.staffId}`);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('only admins read the log', async () => {
    const sales = await staffMember('sales');
    expect((await call('GET', '/api/ew/staff/audit')).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/audit', { headers: bearer(sales.token) })).status).toBe(403);
    expect((await call('GET', '/api/ew/staff/audit', { headers: OPS })).status).toBe(200);
  });

  it('an entry written by a service lands with its change or not at all, and is found by entity, day and text', async () => {
    const admin = await staffMember('admin');
    const staff = { staffId: admin.staffId, sessionId: null, email: admin.email, name: 'Audit admin', roles: ['admin' as const] };
    const base = createContext(ctx.storage.db, { staff, origin: { ip: '203.0.113.9', userAgent: 'unit' } });
    const entityId = `P-${randomUUID().slice(0, 8)}`;
    await inTransaction(base, (tx) => recordAudit(tx, { action: 'product.update', entityType: 'product', entityId, before: { name: 'Old\u0000 name', price: 100 }, after: { name: 'New name', price: 120, totpSecret: 'ABC' } }));
    await expect(
      inTransaction(base, async (tx) => {
        await recordAudit(tx, { action: 'product.update', entityType: 'product', entityId, after: { name: 'Rolled back' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const today = new Date().toISOString().slice(0, 10);
    const found = await call('GET', `/api/ew/staff/audit?entityType=product&entityId=${entityId}&from=${today}&to=${today}`, { headers: OPS });
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.items[0]).toMatchObject({ action: 'product.update', ip: '203.0.113.9', before: { name: 'Old name', price: 100 }, after: { name: 'New name', price: 120, totpSecret: '[redacted]' } });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await call('GET', `/api/ew/staff/audit?entityId=${entityId}&to=${yesterday}`, { headers: OPS })).body.data.total).toBe(0);
    expect((await call('GET', `/api/ew/staff/audit?q=${entityId.slice(2)}`, { headers: OPS })).body.data.total).toBe(1);
  });

  it('hostile queries get a clear 422, never a 500', async () => {
    for (const q of ['staffId=99999999999', 'from=2026-13-45x', 'page=0', `q=${'x'.repeat(101)}`]) {
      expect((await call('GET', `/api/ew/staff/audit?${q}`, { headers: OPS })).status).toBe(422);
    }
    expect((await call('GET', `/api/ew/staff/audit?q=%25_%5C%00`, { headers: OPS })).status).toBeLessThan(500);
  });
});
