import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api } from '../../../test/buyers.js';
import { staffLogin } from '../../../test/staff.js';

// Staff management (issue 27): admins edit names and roles, disable and enable accounts and force
// password resets; the rules (no self-lockout, always one active admin, known roles) hold on the
// server, and every change is audited with its before and after.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Role = 'admin' | 'sales' | 'finance' | 'agent';
interface Member {
  staffId: number;
  email: string;
  token: string;
}

let ipCounter = 0;
/** As `call`, from an address of its own each time: the sign-in limit counts per address, and this file signs in often. */
const callFromNewAddress: ReturnType<typeof api> = async (method, path, opts = {}) => {
  ipCounter += 1;
  const res = await ctx.app.inject({ method, url: path, remoteAddress: `198.51.100.${ipCounter % 250}`, headers: opts.headers, ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
/** The status of signing in with a password (its first step: admin and finance then give a code). */
async function login(email: string, password = PASSWORD): Promise<{ status: number }> {
  return { status: (await callFromNewAddress('POST', '/api/ew/staff/login', { body: { email, password } })).status };
}

async function member(role: Role, name = `Test ${role}`): Promise<Member> {
  const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
  const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name, password: PASSWORD, roles: [role] } });
  expect(made.status).toBe(200);
  return { staffId: made.body.data.staffId, email, token: await staffLogin(callFromNewAddress, email, PASSWORD) };
}

const url = (id: number | string, action = '') => `/api/ew/staff/staff/${id}${action}`;
const auditOf = (staffId: number, action: string) =>
  rows<{ staffId: number | null; before: any; after: any }>(ctx.storage.db, sql`SELECT staff_id AS "staffId", before, after FROM audit_log WHERE entity_type = 'staff' AND entity_id = ${String(staffId)} AND action = ${action} ORDER BY id`);
/** Leaves the given admins as the shop's only active ones (the rules count active admins). */
const onlyActiveAdmins = (ids: number[]) =>
  ctx.storage.db.execute(sql`UPDATE staff_user SET active = false WHERE 'admin' = ANY(roles) AND NOT (id = ANY(${`{${ids.join(',')}}`}::int[]))`);
async function lastMail(email: string) {
  const [m] = await rows<{ subject: string; text: string; html: string }>(ctx.storage.db, sql`SELECT subject, text, html FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`);
  return m;
}
const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(async () => ctx?.close());

describe('who may manage staff', () => {
  it('sales, agents and finance get 403 on every management route; no session gets 401', async () => {
    const target = await member('agent');
    const routes = [
      ['GET', '/api/ew/staff/staff', undefined],
      ['PUT', url(target.staffId), { name: 'X', roles: ['agent'] }],
      ['POST', url(target.staffId, '/disable'), { reason: 'x' }],
      ['POST', url(target.staffId, '/enable'), undefined],
      ['POST', url(target.staffId, '/password-reset'), undefined],
    ] as const;
    for (const role of ['sales', 'agent', 'finance'] as const) {
      const m = await member(role);
      for (const [method, path, body] of routes) {
        expect((await call(method, path, { headers: bearer(m.token), body })).status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    for (const [method, path, body] of routes) expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
  });
});

describe('editing, disabling and enabling', () => {
  it('an admin edits a member’s name and roles; the list shows it and the audit log has before and after', async () => {
    const admin = await member('admin');
    const m = await member('agent', 'Old Name');
    const r = await call('PUT', url(m.staffId), { headers: bearer(admin.token), body: { name: '  New Name ', roles: ['sales', 'finance', 'sales'] }, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('Staff member saved');
    const list = await call('GET', '/api/ew/staff/staff', { headers: bearer(admin.token) });
    expect(list.body.data.find((s: any) => s.staffId === m.staffId)).toMatchObject({ name: 'New Name', roles: ['sales', 'finance'], active: true, disabledReason: null });
    // Two-factor sign-in: the admin enrolled when signing in; finance requires it of the member, who has none yet.
    expect(list.body.data.find((s: any) => s.staffId === admin.staffId).twoFactor).toBe('on');
    expect(list.body.data.find((s: any) => s.staffId === m.staffId).twoFactor).toBe('missing');
    const agent = await member('agent');
    expect((await call('GET', '/api/ew/staff/staff', { headers: bearer(admin.token) })).body.data.find((s: any) => s.staffId === agent.staffId).twoFactor).toBe('off');
    const [entry] = await auditOf(m.staffId, 'staff.update');
    expect(entry).toMatchObject({ staffId: admin.staffId, before: { name: 'Old Name', roles: ['agent'], active: true, disabledReason: null }, after: { name: 'New Name', roles: ['sales', 'finance'], active: true } });
  });

  it('roles must be known, names valid, and ids real: 422 or 404, never 500', async () => {
    const m = await member('agent');
    expect((await call('PUT', url(m.staffId), { headers: OPS, body: { name: 'X', roles: ['owner'] } })).status).toBe(422);
    expect((await call('PUT', url(m.staffId), { headers: OPS, body: { name: 'X', roles: [] } })).status).toBe(422);
    expect((await call('PUT', url(m.staffId), { headers: OPS, body: { name: ' ', roles: ['agent'] } })).status).toBe(422);
    expect((await call('PUT', url(m.staffId), { headers: OPS, body: { name: 'x'.repeat(81), roles: ['agent'] } })).status).toBe(422);
    expect((await call('POST', url(m.staffId, '/disable'), { headers: OPS, body: { reason: '' } })).status).toBe(422);
    expect((await call('POST', url(m.staffId, '/disable'), { headers: OPS, body: { reason: 'x'.repeat(501) } })).status).toBe(422);
    for (const id of ['999999999', '2147483648', '99999999999999999999', 'abc', '-1', '1%00']) {
      for (const [method, action, body] of [
        ['PUT', '', { name: 'X', roles: ['agent'] }],
        ['POST', '/disable', { reason: 'x' }],
        ['POST', '/enable', undefined],
        ['POST', '/password-reset', undefined],
      ] as const) {
        const status = (await call(method, url(id, action), { headers: OPS, body })).status;
        expect([404, 422], `${method} ${id}${action}`).toContain(status);
      }
    }
  });

  it('disabling ends the member’s sessions at once and keeps the reason; enabling lets them sign in again; both audited', async () => {
    const admin = await member('admin');
    const m = await member('sales');
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(m.token) })).status).toBe(200);
    const off = await call('POST', url(m.staffId, '/disable'), { headers: bearer(admin.token), body: { reason: 'Left the company' } });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(m.token) })).status).toBe(401);
    const [sessions] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM staff_session WHERE staff_id = ${m.staffId} AND revoked_at IS NULL`);
    expect(Number(sessions!.n)).toBe(0);
    expect((await login(m.email)).status).toBe(400);
    expect((await call('POST', url(m.staffId, '/disable'), { headers: bearer(admin.token), body: { reason: 'Again' } })).status).toBe(409);
    const list = await call('GET', '/api/ew/staff/staff', { headers: bearer(admin.token) });
    const row = list.body.data.find((s: any) => s.staffId === m.staffId);
    expect(row).toMatchObject({ active: false, disabledReason: 'Left the company' });
    expect(Date.parse(row.disabledAt)).not.toBeNaN();
    const on = await call('POST', url(m.staffId, '/enable'), { headers: bearer(admin.token) });
    expect(on.status).toBe(200);
    expect((await call('POST', url(m.staffId, '/enable'), { headers: bearer(admin.token) })).status).toBe(409);
    expect((await login(m.email)).status).toBe(200);
    const [disabled] = await auditOf(m.staffId, 'staff.disable');
    expect(disabled).toMatchObject({ staffId: admin.staffId, before: { active: true, disabledReason: null }, after: { active: false, disabledReason: 'Left the company' } });
    const [enabled] = await auditOf(m.staffId, 'staff.enable');
    expect(enabled).toMatchObject({ before: { active: false, disabledReason: 'Left the company' }, after: { active: true, disabledReason: null } });
  });
});

describe('the shop keeps its admins', () => {
  it('an admin cannot disable themselves or remove their own admin role, but may rename themselves', async () => {
    const admin = await member('admin', 'Self');
    await member('admin');
    expect((await call('POST', url(admin.staffId, '/disable'), { headers: bearer(admin.token), body: { reason: 'oops' }, lang: 'en' })).body).toMatchObject({ code: 409, msg: 'You cannot disable your own account or remove your own admin role' });
    expect((await call('PUT', url(admin.staffId), { headers: bearer(admin.token), body: { name: 'Self', roles: ['sales'] } })).status).toBe(409);
    expect((await call('PUT', url(admin.staffId), { headers: bearer(admin.token), body: { name: 'Renamed', roles: ['admin', 'sales'] } })).status).toBe(200);
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(admin.token) })).body.data).toMatchObject({ name: 'Renamed', roles: ['admin', 'sales'] });
    expect(await auditOf(admin.staffId, 'staff.disable')).toEqual([]);
  });

  it('the last active admin can be neither disabled nor lose the admin role', async () => {
    const last = await member('admin');
    await onlyActiveAdmins([last.staffId]);
    expect((await call('POST', url(last.staffId, '/disable'), { headers: OPS, body: { reason: 'x' }, lang: 'en' })).body).toMatchObject({ code: 409, msg: 'The shop must keep at least one active administrator' });
    expect((await call('PUT', url(last.staffId), { headers: OPS, body: { name: 'Last', roles: ['sales'] } })).status).toBe(409);
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(last.token) })).body.data.roles).toEqual(['admin']);
    // A second admin makes either change possible again.
    const second = await member('admin');
    expect((await call('PUT', url(last.staffId), { headers: bearer(second.token), body: { name: 'Last', roles: ['sales'] } })).status).toBe(200);
  });

  it('two admins disabling each other at the same moment leave one active admin', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await member('admin');
      const b = await member('admin');
      await onlyActiveAdmins([a.staffId, b.staffId]);
      const [ra, rb] = await Promise.all([
        call('POST', url(b.staffId, '/disable'), { headers: bearer(a.token), body: { reason: 'race' } }),
        call('POST', url(a.staffId, '/disable'), { headers: bearer(b.token), body: { reason: 'race' } }),
      ]);
      // One wins; the other is refused: as the last admin (409), or because its own session has just ended (401).
      expect([ra.status, rb.status].filter((s) => s === 200)).toHaveLength(1);
      expect([ra.status, rb.status].sort()).toSatisfy((s: number[]) => s[0] === 200 && (s[1] === 401 || s[1] === 409));
      const [admins] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM staff_user WHERE active AND 'admin' = ANY(roles)`);
      expect(Number(admins!.n)).toBe(1);
    }
  });

  it('two admins removing each other’s admin role at the same moment leave one admin', async () => {
    const a = await member('admin');
    const b = await member('admin');
    await onlyActiveAdmins([a.staffId, b.staffId]);
    const results = await Promise.all([
      call('PUT', url(b.staffId), { headers: bearer(a.token), body: { name: 'B', roles: ['sales'] } }),
      call('PUT', url(a.staffId), { headers: bearer(b.token), body: { name: 'A', roles: ['sales'] } }),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const [admins] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM staff_user WHERE active AND 'admin' = ANY(roles)`);
    expect(Number(admins!.n)).toBe(1);
  });
});

describe('forced password reset', () => {
  it('ends sessions and the old password, and mails a one-time link in the member’s language; the link sets a new password once', async () => {
    const admin = await member('admin');
    const m = await member('finance');
    const fr = LANGUAGES.find((l) => l.shortName === 'fr')!.langId;
    await ctx.storage.db.execute(sql`UPDATE staff_user SET lang_id = ${fr} WHERE id = ${m.staffId}`);
    const r = await call('POST', url(m.staffId, '/password-reset'), { headers: bearer(admin.token) });
    expect(r.status).toBe(200);
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(m.token) })).status).toBe(401);
    expect((await login(m.email)).status).toBe(400);

    const mail = (await lastMail(m.email))!;
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour votre compte de la console');
    const token = tokenIn(mail.text)!;
    expect(token).toBeTruthy();
    expect(mail.html).toContain(`/console/reset-password?token=${token}`);
    // Only the SHA-256 of the token is stored, and nothing of it reaches the audit log.
    const [stored] = await rows<{ tokenHash: string; minutes: number }>(
      ctx.storage.db,
      sql`SELECT token_hash AS "tokenHash", round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM staff_password_reset WHERE staff_id = ${m.staffId}`,
    );
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(stored!.minutes)).toBe(60);
    const [audit] = await auditOf(m.staffId, 'staff.password_reset');
    expect(audit).toMatchObject({ staffId: admin.staffId, before: { name: 'Test finance', active: true } });
    const [leak] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE before::text LIKE ${`%${token}%`} OR after::text LIKE ${`%${token}%`}`);
    expect(Number(leak!.n)).toBe(0);

    const weak = await call('POST', '/api/ew/staff/password-reset', { body: { token, password: 'abc', confirmPassword: 'abc' } });
    expect(weak.status).toBe(422);
    expect(weak.body.data.fields.password).toBeTruthy();
    const mismatch = await call('POST', '/api/ew/staff/password-reset', { body: { token, password: 'New#Pass1', confirmPassword: 'New#Pass2' } });
    expect(mismatch.body.data.fields.confirmPassword).toBeTruthy();
    const set = await call('POST', '/api/ew/staff/password-reset', { body: { token, password: 'New#Pass1', confirmPassword: 'New#Pass1' }, lang: 'en' });
    expect(set.status).toBe(200);
    expect((await call('POST', '/api/ew/staff/password-reset', { body: { token, password: 'New#Pass2', confirmPassword: 'New#Pass2' }, lang: 'en' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('invalid, used or expired') });
    expect((await login(m.email, PASSWORD)).status).toBe(400);
    expect((await login(m.email, 'New#Pass1')).status).toBe(200);
    expect(await auditOf(m.staffId, 'staff.password_set')).toHaveLength(1);
  });

  it('a link expires after an hour, and a newer reset spends the older link', async () => {
    const m = await member('agent');
    await call('POST', url(m.staffId, '/password-reset'), { headers: OPS });
    const first = tokenIn((await lastMail(m.email))!.text)!;
    await call('POST', url(m.staffId, '/password-reset'), { headers: OPS });
    const second = tokenIn((await lastMail(m.email))!.text)!;
    expect(second).not.toBe(first);
    const body = (token: string) => ({ token, password: 'New#Pass1', confirmPassword: 'New#Pass1' });
    expect((await call('POST', '/api/ew/staff/password-reset', { body: body(first) })).status).toBe(400);
    await ctx.storage.db.execute(sql`UPDATE staff_password_reset SET expires_at = now() - interval '1 second', created_at = now() - interval '61 minutes' WHERE staff_id = ${m.staffId} AND used_at IS NULL`);
    expect((await call('POST', '/api/ew/staff/password-reset', { body: body(second) })).status).toBe(400);
    expect((await login(m.email, 'New#Pass1')).status).toBe(400);
    expect((await call('POST', '/api/ew/staff/password-reset', { body: { ...body(second), token: 'short' } })).status).toBe(422);
  });

  it('the same link used twice at once sets the password once', async () => {
    const m = await member('agent');
    await call('POST', url(m.staffId, '/password-reset'), { headers: OPS });
    const token = tokenIn((await lastMail(m.email))!.text)!;
    const results = await Promise.all(['One#Pass1', 'Two#Pass2'].map((p) => call('POST', '/api/ew/staff/password-reset', { body: { token, password: p, confirmPassword: p } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('the public reset endpoint is rate-limited like sign-in', async () => {
    const token = 'A'.repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/api/ew/staff/password-reset', { body: { token, password: 'New#Pass1', confirmPassword: 'New#Pass1' } })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('sign-in and creation are audited', () => {
  it('a successful sign-in is logged as staff.login in the member’s name and shown as the last sign-in; a creation as staff.create', async () => {
    const m = await member('sales', 'Signer');
    const [created] = await auditOf(m.staffId, 'staff.create');
    expect(created).toMatchObject({ staffId: 0, before: null, after: { email: m.email, name: 'Signer', roles: ['sales'], active: true } });
    const logins = await auditOf(m.staffId, 'staff.login');
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ staffId: m.staffId, after: { name: 'Signer', roles: ['sales'] } });
    expect((await login(m.email, 'Wrong#1')).status).toBe(400);
    expect(await auditOf(m.staffId, 'staff.login')).toHaveLength(1);
    const list = await call('GET', '/api/ew/staff/staff', { headers: OPS });
    const row = list.body.data.find((s: any) => s.staffId === m.staffId);
    expect(Date.parse(row.lastLoginAt)).not.toBeNaN();
  });
});
