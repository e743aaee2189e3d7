import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api } from '../../../test/buyers.js';
import { enrolTotp, enrolled, nextTotpCode, staffLogin } from '../../../test/staff.js';

// Two-factor sign-in for staff (issue 27): TOTP required for admin and finance, enrolment with a
// QR code, a code step after the password, no code accepted twice, single-use recovery codes, an
// admin's reset for a lost phone, rate limits, and neither secrets nor codes in clear or in the log.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function member(roles: string[]) {
  const email = `${roles.join('-')}-${randomUUID().slice(0, 8)}@yt-networks.example`;
  const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Totp ${roles.join(' ')}`, password: PASSWORD, roles } });
  expect(made.status).toBe(200);
  return { email, staffId: made.body.data.staffId as number };
}

const login = (email: string) => call('POST', '/api/ew/staff/login', { body: { email, password: PASSWORD }, lang: 'en' });
const verify = (challenge: string, code: string, lang = 'en') => call('POST', '/api/ew/staff/login/verify', { body: { challenge, code }, lang });

async function auditOf(staffId: number, action: string) {
  return rows<{ staffId: number | null; before: unknown; after: unknown }>(
    ctx.storage.db,
    sql`SELECT staff_id AS "staffId", before, after FROM audit_log WHERE action = ${action} AND entity_type = 'staff' AND entity_id = ${String(staffId)} ORDER BY id`,
  );
}

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
});
afterAll(async () => ctx?.close());

describe('two-factor sign-in for staff', () => {
  it('agents and sales sign in as before; their authenticator is optional', async () => {
    const agent = await member(['agent']);
    const r = await login(agent.email);
    expect(r.body.data).toBeNull();
    const me = await call('GET', '/api/ew/staff/me', { headers: bearer(r.body.msg) });
    expect(me.body.data).toMatchObject({ mustEnrol: false });
    const state = await call('GET', '/api/ew/staff/security/totp', { headers: bearer(r.body.msg) });
    expect(state.body.data).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it('an admin without an authenticator gets a session that only enrols; enrolling stores no secret in clear and is audited', async () => {
    const admin = await member(['admin']);
    const first = await login(admin.email);
    expect(first.body.data).toEqual({ next: 'enrol' });
    const token = first.body.msg as string;
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(token) })).body.data).toMatchObject({ email: admin.email, mustEnrol: true });
    // Every other staff route refuses, with a message that says what to do, in the request's language.
    const refused = await call('GET', '/api/ew/staff/audit', { headers: bearer(token), lang: 'fr' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/deux étapes/);
    expect((await call('POST', '/api/ew/staff/search/hide', { headers: bearer(token), body: { query: 'x' } })).status).toBe(403);
    expect((await call('POST', '/api/ew/staff/staff', { headers: bearer(token), body: { email: `x-${admin.email}`, name: 'X', password: PASSWORD, roles: ['agent'] } })).status).toBe(403);

    const start = await call('POST', '/api/ew/staff/security/totp/start', { headers: bearer(token) });
    expect(start.status).toBe(200);
    const { secret, uri, qrSvg } = start.body.data as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(encodeURIComponent(admin.email).replace('%40', '@').split('@')[0]!);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [stored] = await rows<{ secretEnc: string; enabledAt: Date | null }>(ctx.storage.db, sql`SELECT secret_enc AS "secretEnc", enabled_at AS "enabledAt" FROM staff_totp WHERE staff_id = ${admin.staffId}`);
    expect(stored!.enabledAt).toBeNull();
    expect(stored!.secretEnc).toMatch(/^v1\./);
    expect(stored!.secretEnc).not.toContain(secret);
    // Pending: signing in still asks for no code, the session still only enrols.
    expect((await login(admin.email)).body.data).toEqual({ next: 'enrol' });

    expect((await call('POST', '/api/ew/staff/security/totp/confirm', { headers: bearer(token), body: { code: '12345' } })).status).toBe(422);
    const good = await nextTotpCode(secret);
    const wrongCode = good.code === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/api/ew/staff/security/totp/confirm', { headers: bearer(token), body: { code: wrongCode }, lang: 'en' });
    expect(wrong.status).toBe(400);
    const confirm = await call('POST', '/api/ew/staff/security/totp/confirm', { headers: bearer(token), body: { code: good.code } });
    expect(confirm.status).toBe(200);
    const codes = confirm.body.data.codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    // Now the same session reaches everything an admin may.
    expect((await call('GET', '/api/ew/staff/audit', { headers: bearer(token) })).status).toBe(200);
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(token) })).body.data.mustEnrol).toBe(false);
    const state = await call('GET', '/api/ew/staff/security/totp', { headers: bearer(token) });
    expect(state.body.data).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });
    expect((await call('POST', '/api/ew/staff/security/totp/start', { headers: bearer(token) })).status).toBe(409);

    // Recovery codes are kept as hashes only; neither they nor the secret reach the audit log.
    const hashes = await rows<{ codeHash: string }>(ctx.storage.db, sql`SELECT code_hash AS "codeHash" FROM staff_recovery_code WHERE staff_id = ${admin.staffId}`);
    expect(hashes).toHaveLength(10);
    for (const h of hashes) {
      expect(h.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((c) => h.codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    const entries = await auditOf(admin.staffId, 'staff.totp_enable');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.staffId).toBe(admin.staffId);
    expect(entries[0]!.after).toEqual({ twoFactor: true });
    // Starting the enrolment is no change of its own: no route entry beside the confirmation's.
    expect(await rows(ctx.storage.db, sql`SELECT id FROM audit_log WHERE staff_id = ${admin.staffId} AND action = 'POST /security/totp/start'`)).toEqual([]);
    const logged = JSON.stringify(await rows(ctx.storage.db, sql`SELECT before, after, action FROM audit_log WHERE staff_id = ${admin.staffId}`));
    expect(logged).not.toContain(secret);
    for (const c of codes) expect(logged).not.toContain(c);
  });

  it('once on, signing in takes a code: wrong and replayed codes fail, the challenge is stored hashed and used once', async () => {
    const admin = await member(['admin']);
    await staffLogin(call, admin.email, PASSWORD);
    const e = enrolled.get(admin.email)!;

    const r = await login(admin.email);
    expect(r.body.msg).toBe('');
    expect(r.body.data.next).toBe('code');
    const challenge = r.body.data.challenge as string;
    const [c] = await rows<{ tokenHash: string }>(ctx.storage.db, sql`SELECT token_hash AS "tokenHash" FROM staff_login_challenge WHERE staff_id = ${admin.staffId} ORDER BY id DESC LIMIT 1`);
    expect(c!.tokenHash).not.toBe(challenge);
    expect(c!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // The code of the step the enrolment used is spent.
    const replay = await nextTotpCode(e.secret, e.lastStep - 1);
    expect(replay.step).toBe(e.lastStep);
    const replayed = await verify(challenge, replay.code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.msg).toMatch(/code/i);
    const next = await nextTotpCode(e.secret, e.lastStep);
    const wrong = await verify(challenge, next.code === '999999' ? '888888' : '999999');
    expect(wrong.status).toBe(400);
    const ok = await verify(challenge, next.code);
    expect(ok.status).toBe(200);
    e.lastStep = next.step;
    expect((await call('GET', '/api/ew/staff/audit', { headers: bearer(ok.body.msg) })).status).toBe(200);
    // The challenge is spent; the code is spent for any other challenge too.
    const again = await verify(challenge, next.code, 'fi');
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/vanhentunut/);
    const r2 = await login(admin.email);
    expect((await verify(r2.body.data.challenge, next.code)).status).toBe(400);
    // Nonsense challenges and codes are refused without an error.
    expect((await verify('x'.repeat(43), '123456')).status).toBe(400);
    expect([400, 422]).toContain((await verify('\u0000', '123456')).status);
    expect((await verify(r2.body.data.challenge, '\u0000'.repeat(10))).status).toBeLessThan(500);
  });

  it('five wrong codes spend a challenge', async () => {
    const finance = await member(['finance']);
    await staffLogin(call, finance.email, PASSWORD);
    const e = enrolled.get(finance.email)!;
    const r = await login(finance.email);
    const next = await nextTotpCode(e.secret, e.lastStep);
    const bad = next.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await verify(r.body.data.challenge, bad)).status).toBe(400);
    const late = await verify(r.body.data.challenge, next.code);
    expect(late.status).toBe(400);
    expect(late.body.msg).toMatch(/expired/);
  });

  it('a recovery code signs in once, and is audited; new codes need a code and replace the old ones', async () => {
    const admin = await member(['admin']);
    const token = await staffLogin(call, admin.email, PASSWORD);
    const e = enrolled.get(admin.email)!;
    const [first, second] = e.recoveryCodes;

    const r = await login(admin.email);
    // Typed by hand from paper: case, spaces and dashes do not matter.
    const used = await verify(r.body.data.challenge, ` ${first!.toUpperCase().replace('-', ' ')} `);
    expect(used.status).toBe(200);
    expect((await call('GET', '/api/ew/staff/audit', { headers: bearer(used.body.msg) })).status).toBe(200);
    const entries = await auditOf(admin.staffId, 'staff.login_recovery');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.staffId).toBe(admin.staffId);
    expect(entries[0]!.after).toEqual({ unusedCodesLeft: 9 });
    expect(JSON.stringify(entries)).not.toContain(first!);
    const r2 = await login(admin.email);
    expect((await verify(r2.body.data.challenge, first!)).status).toBe(400);

    const wrongCode = await call('POST', '/api/ew/staff/security/recovery-codes', { headers: bearer(token), body: { code: '000000' } });
    const { code, step } = await nextTotpCode(e.secret, e.lastStep);
    if (code !== '000000') expect(wrongCode.status).toBe(400);
    const fresh = await call('POST', '/api/ew/staff/security/recovery-codes', { headers: bearer(token), body: { code } });
    expect(fresh.status).toBe(200);
    e.lastStep = step;
    expect(fresh.body.data.codes).toHaveLength(10);
    expect(fresh.body.data.codes).not.toContain(second);
    expect((await call('GET', '/api/ew/staff/security/totp', { headers: bearer(token) })).body.data.recoveryCodesLeft).toBe(10);
    const r3 = await login(admin.email);
    expect((await verify(r3.body.data.challenge, second!)).status).toBe(400);
    expect((await verify(r3.body.data.challenge, fresh.body.data.codes[3])).status).toBe(200);
    expect(await auditOf(admin.staffId, 'staff.recovery_codes')).toHaveLength(1);
  });

  it('an admin resets a member who lost their phone: their sessions end and they enrol again; audited', async () => {
    const boss = await member(['admin']);
    const bossToken = await staffLogin(call, boss.email, PASSWORD);
    const lost = await member(['finance']);
    const lostToken = await staffLogin(call, lost.email, PASSWORD);
    const salesToken = await staffLogin(call, (await member(['sales'])).email, PASSWORD);

    expect((await call('POST', '/api/ew/staff/security/totp/reset', { headers: bearer(salesToken), body: { staffId: lost.staffId } })).status).toBe(403);
    expect((await call('POST', '/api/ew/staff/security/totp/reset', { headers: bearer(lostToken), body: { staffId: lost.staffId } })).status).toBe(403);
    expect((await call('POST', '/api/ew/staff/security/totp/reset', { headers: bearer(bossToken), body: { staffId: 2_000_000_000 } })).status).toBe(404);
    expect((await call('POST', '/api/ew/staff/security/totp/reset', { headers: bearer(bossToken), body: { staffId: 2 ** 31 } })).status).toBe(422);
    const reset = await call('POST', '/api/ew/staff/security/totp/reset', { headers: bearer(bossToken), body: { staffId: lost.staffId } });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(lostToken) })).status).toBe(401);
    expect((await login(lost.email)).body.data).toEqual({ next: 'enrol' });
    const entries = await auditOf(lost.staffId, 'staff.totp_reset');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.before).toEqual({ twoFactor: true });
    expect(entries[0]!.staffId).toBe(boss.staffId);
    const [left] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM staff_recovery_code WHERE staff_id = ${lost.staffId}`);
    expect(Number(left!.n)).toBe(0);
  });

  it('second-factor attempts are rate limited per member', async () => {
    const finance = await member(['finance']);
    const token = (await login(finance.email)).body.msg as string;
    const start = await call('POST', '/api/ew/staff/security/totp/start', { headers: bearer(token) });
    const { code } = await nextTotpCode(start.body.data.secret);
    const bad = code === '123123' ? '321321' : '123123';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/api/ew/staff/security/totp/confirm', { headers: bearer(token), body: { code: bad } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await call('POST', '/api/ew/staff/security/totp/confirm', { headers: bearer(token), body: { code } });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });

  it('the operator token is unaffected and has no authenticator of its own', async () => {
    expect((await call('GET', '/api/ew/staff/audit', { headers: OPS })).status).toBe(200);
    expect((await call('GET', '/api/ew/staff/security/totp', { headers: OPS })).status).toBe(403);
    expect((await call('POST', '/api/ew/staff/security/totp/start', { headers: OPS })).status).toBe(403);
  });

  it('the helper re-enrols nobody by mistake: a second sign-in of an enrolled member answers the code step', async () => {
    const admin = await member(['admin']);
    const t1 = await staffLogin(call, admin.email, PASSWORD);
    const t2 = await staffLogin(call, admin.email, PASSWORD);
    expect(t2).not.toBe(t1);
    expect((await call('GET', '/api/ew/staff/audit', { headers: bearer(t2) })).status).toBe(200);
    // Starting over is refused while one is on.
    await expect(enrolTotp(call, t2)).rejects.toThrow();
  });
});
