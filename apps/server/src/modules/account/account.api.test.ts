import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { accountClient } from '../../../test/accounts.js';

let ctx: TestContext;
let api: ReturnType<typeof accountClient>;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_POLL_MS: '50' });
  api = accountClient(ctx);
});
afterAll(async () => ctx?.close());

const db = () => ctx.storage.db;
const call = (...a: Parameters<ReturnType<typeof accountClient>['call']>) => api.call(...a);

describe('registration', () => {
  it('sends a code, refuses a wrong one, creates the account with the right one, and uses the code up', async () => {
    const sent = await call('POST', '/user/register/email', { email: '  Reg.One@Example.com ' }, { lang: '2' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.resendAfter).toBe(60);
    const code = await api.codeFor('reg.one@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call('POST', '/user/register1', { email: 'reg.one@example.com', code: wrong }, { lang: '2' });
    expect(bad).toMatchObject({ status: 400, body: { msg: 'Incorrect verification code', data: { fields: { code: 'Incorrect verification code' } } } });
    expect((await call('POST', '/user/register1', { email: 'reg.one@example.com', code })).status).toBe(200);
    const body = { email: 'reg.one@example.com', code, password: 'Abc@1234', confirmPassword: 'Abc@1234', firstName: 'Ann', lastName: 'Lee', countryId: 1, companyName: 'ACME', agree: true };
    expect((await call('POST', '/user/register2', body, { lang: '2' })).body.msg).toBe('Registration successful');
    // Used up: the same code cannot create a second account or be checked again.
    expect((await call('POST', '/user/register1', { email: 'reg.one@example.com', code })).status).toBe(400);
    const token = await api.login('reg.one@example.com');
    const me = await call('GET', '/user/loginUser', undefined, { token });
    expect(me.body.data).toMatchObject({ email: 'reg.one@example.com', userName: 'Ann Lee', companyName: 'ACME', countryId: 1 });
  });

  it('answers the same for an address that already has an account, and mails a notice instead of a code', async () => {
    await api.register('taken@example.com');
    // The code registration sent is re-dated to now: on a busy machine a second could pass before
    // the next request, and its resend wait would read 59 where a fresh address reads 60.
    await ctx.storage.db.execute(sql`UPDATE email_code SET created_at = now() WHERE email = 'taken@example.com'`);
    const again = await call('POST', '/user/register/email', { email: 'taken@example.com' }, { lang: '2' });
    const fresh = await call('POST', '/user/register/email', { email: 'fresh@example.com' }, { lang: '2' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    // The resend window of the earlier code is still open for taken@: nothing new was issued.
    const mail = await api.lastMail('taken@example.com');
    expect(mail.subject).toMatch(/^您的注册验证码: \d{6}$/); // the helper registered without a Lang header: Chinese
    await ctx.storage.db.execute(sql`UPDATE email_code SET created_at = now() - interval '2 minutes' WHERE email = 'taken@example.com'`);
    await call('POST', '/user/register/email', { email: 'taken@example.com' }, { lang: '2' });
    expect((await api.lastMail('taken@example.com')).subject).toBe('You already have a YT Networks account');
  });

  it('applies every rule of docs/product.md#validation with localized field messages', async () => {
    const r = await call('POST', '/user/register2', { email: 'x', code: '12', password: 'abc', confirmPassword: 'abc', firstName: '', lastName: 'L', countryId: 1, agree: false }, { lang: '4' });
    expect(r.status).toBe(422);
    expect(r.body.data.fields).toEqual({
      email: 'Anna kelvollinen sähköpostiosoite',
      code: 'Anna 6-numeroinen koodi',
      password: '6–24 merkkiä',
      firstName: 'Pakollinen',
      agree: 'Hyväksy tietosuojakäytäntö ja käyttöehdot',
    });
    await call('POST', '/user/register/email', { email: 'mismatch@example.com' });
    const code = await api.codeFor('mismatch@example.com');
    const mismatch = await call('POST', '/user/register2', { email: 'mismatch@example.com', code, password: 'Abc@1234', confirmPassword: 'Abc@1235', firstName: 'A', lastName: 'B', countryId: 1, agree: true }, { lang: '2' });
    expect(mismatch.body.data.fields).toEqual({ confirmPassword: 'Password does not match' });
  });

  it('stores codes hashed, lets a code expire, and accepts no code after five wrong tries', async () => {
    await call('POST', '/user/register/email', { email: 'tries@example.com' });
    const code = await api.codeFor('tries@example.com');
    const [stored] = await rows<{ codeHash: string }>(db(), sql`SELECT code_hash AS "codeHash" FROM email_code WHERE email = 'tries@example.com'`);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await call('POST', '/user/register1', { email: 'tries@example.com', code: wrong })).status).toBe(400);
    expect((await call('POST', '/user/register1', { email: 'tries@example.com', code })).status).toBe(400);

    await call('POST', '/user/register/email', { email: 'late@example.com' });
    const late = await api.codeFor('late@example.com');
    await db().execute(sql`UPDATE email_code SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`);
    expect((await call('POST', '/user/register1', { email: 'late@example.com', code: late })).status).toBe(400);
  });

  it('compares at most five guesses of a code, however many arrive at once', async () => {
    await call('POST', '/user/register/email', { email: 'storm@example.com' });
    const code = await api.codeFor('storm@example.com');
    // 59 wrong guesses and the right one last, all in flight together: only the first five may be compared.
    const guesses = Array.from({ length: 59 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...guesses, code].map((c) => call('POST', '/user/register1', { email: 'storm@example.com', code: c })));
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(400));
    expect((await call('POST', '/user/register1', { email: 'storm@example.com', code })).status).toBe(400);
    const [row] = await rows<{ attempts: number }>(db(), sql`SELECT attempts FROM email_code WHERE email = 'storm@example.com'`);
    expect(Number(row.attempts)).toBe(5);
  });

  it('does not spend tries on the right code: four typos, then check it twice and use it', async () => {
    await call('POST', '/user/register/email', { email: 'typos@example.com' });
    const code = await api.codeFor('typos@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) expect((await call('POST', '/user/register1', { email: 'typos@example.com', code: wrong })).status).toBe(400);
    expect((await call('POST', '/user/register1', { email: 'typos@example.com', code })).status).toBe(200);
    expect((await call('POST', '/user/register1', { email: 'typos@example.com', code })).status).toBe(200);
    const body = { email: 'typos@example.com', code, password: 'Abc@1234', confirmPassword: 'Abc@1234', firstName: 'T', lastName: 'Y', countryId: 1, agree: true };
    expect((await call('POST', '/user/register2', body)).status).toBe(200);
  });
});

describe('login and sessions', () => {
  beforeAll(async () => api.register('sess@example.com', 'Sess@1234'));

  it('gives one message for an unknown e-mail and a wrong password, trims the e-mail, keeps the password as typed', async () => {
    const unknown = await call('POST', '/user/login', { email: 'nobody@example.com', password: 'Sess@1234' }, { lang: '2' });
    const wrong = await call('POST', '/user/login', { email: 'sess@example.com', password: 'Sess@12345' }, { lang: '2' });
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ status: 400, body: { code: 400, msg: 'The e-mail or password is incorrect', data: null } });
    expect((await call('POST', '/user/login', { email: '  SESS@example.com ', password: 'Sess@1234' })).status).toBe(200);
    expect((await call('POST', '/user/login', { email: 'sess@example.com', password: ' Sess@1234' })).status).toBe(400);
  });

  it('stores only a hash of the 256-bit token and of the password', async () => {
    const token = await api.login('sess@example.com', 'Sess@1234');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hash = createHash('sha256').update(token).digest('hex');
    const found = await rows(db(), sql`SELECT 1 FROM user_session WHERE token_hash = ${hash}`);
    expect(found).toHaveLength(1);
    const leaked = await rows(db(), sql`SELECT 1 FROM user_session WHERE token_hash = ${token}`);
    expect(leaked).toHaveLength(0);
    const [u] = await rows<{ h: string }>(db(), sql`SELECT password_hash AS h FROM app_user WHERE email = 'sess@example.com'`);
    expect(u.h).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('ends a session on logout everywhere, and refuses expired or forged tokens with 401', async () => {
    const token = await api.login('sess@example.com', 'Sess@1234');
    expect((await call('GET', '/user/loginUser', undefined, { token })).status).toBe(200);
    expect((await call('POST', '/user/logout', undefined, { token })).status).toBe(200);
    const after = await call('GET', '/user/loginUser', undefined, { token, lang: '2' });
    expect(after).toEqual({ status: 401, body: { code: 401, msg: 'Invalid session, or session expired, please log in again', data: null } });

    const old = await api.login('sess@example.com', 'Sess@1234');
    await db().execute(sql`UPDATE user_session SET expires_at = now() - interval '1 second' WHERE token_hash = ${createHash('sha256').update(old).digest('hex')}`);
    expect((await call('GET', '/user/loginUser', undefined, { token: old })).status).toBe(401);
    expect((await call('GET', '/user/loginUser', undefined, { token: 'A'.repeat(43) })).status).toBe(401);
    expect((await call('GET', '/user/loginUser')).status).toBe(401);
  });

  it('renews a session used after an hour (sliding expiry)', async () => {
    const token = await api.login('sess@example.com', 'Sess@1234');
    const hash = createHash('sha256').update(token).digest('hex');
    await db().execute(sql`UPDATE user_session SET last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day' WHERE token_hash = ${hash}`);
    await call('GET', '/user/loginUser', undefined, { token });
    const [s] = await rows<{ days: number }>(db(), sql`SELECT extract(day FROM expires_at - now())::int AS days FROM user_session WHERE token_hash = ${hash}`);
    expect(Number(s.days)).toBeGreaterThanOrEqual(29);
  });
});

describe('password reset and change', () => {
  beforeAll(async () => api.register('reset@example.com', 'Reset@123'));

  it('answers the same for an unknown address and mails nothing to it', async () => {
    const known = await call('POST', '/user/forgot/email', { email: 'reset@example.com' });
    const unknown = await call('POST', '/user/forgot/email', { email: 'ghost@example.com' });
    expect(unknown).toEqual(known);
    expect(await api.lastMail('ghost@example.com')).toBeUndefined();
  });

  it('checks the code, sets the new password and ends every session', async () => {
    const before = await api.login('reset@example.com', 'Reset@123');
    const code = await api.codeFor('reset@example.com');
    expect((await call('GET', `/user/forgot/qs/${code === '000000' ? '111111' : '000000'}?email=reset@example.com`)).status).toBe(400);
    expect((await call('GET', `/user/forgot/qs/${code}?email=reset@example.com`)).status).toBe(200);
    const done = await call('PUT', '/user/forgot/reset', { email: 'reset@example.com', code, password: 'Fresh#456', confirmPassword: 'Fresh#456' }, { lang: '2' });
    expect(done.body.msg).toBe('Your password has been reset');
    expect((await call('GET', '/user/loginUser', undefined, { token: before })).status).toBe(401);
    expect((await call('POST', '/user/login', { email: 'reset@example.com', password: 'Reset@123' })).status).toBe(400);
    const token = await api.login('reset@example.com', 'Fresh#456');
    // Single use: the same code does not reset again.
    expect((await call('PUT', '/user/forgot/reset', { email: 'reset@example.com', code, password: 'Other#789', confirmPassword: 'Other#789' })).status).toBe(400);

    // Changing the password keeps this session, ends the others, and needs the old password.
    const other = await api.login('reset@example.com', 'Fresh#456');
    expect((await call('PUT', '/user/password', { oldPassword: 'nope', password: 'Chg@1234x', confirmPassword: 'Chg@1234x' }, { token, lang: '2' })).body.data.fields).toEqual({ oldPassword: 'The current password is incorrect' });
    expect((await call('PUT', '/user/password', { oldPassword: 'Fresh#456', password: 'Chg@1234x', confirmPassword: 'Chg@1234x' }, { token })).status).toBe(200);
    expect((await call('GET', '/user/loginUser', undefined, { token })).status).toBe(200);
    expect((await call('GET', '/user/loginUser', undefined, { token: other })).status).toBe(401);
  });
});

describe('e-mail change', () => {
  it('sends a code to the new address after the password, and switches with it', async () => {
    await api.register('old@example.com', 'Old@12345');
    await api.register('someone@example.com', 'Some@1234');
    const token = await api.login('old@example.com', 'Old@12345');
    expect((await call('POST', '/user/email/code', { newEmail: 'new@example.com', password: 'wrong' }, { token })).status).toBe(400);
    expect((await call('POST', '/user/email/code', { newEmail: 'new@example.com', password: 'Old@12345' }, { token })).status).toBe(200);
    const code = await api.codeFor('new@example.com');
    // Another buyer cannot use the code meant for this change.
    const intruder = await api.login('someone@example.com', 'Some@1234');
    expect((await call('PUT', '/user/email', { newEmail: 'new@example.com', code }, { token: intruder })).status).toBe(400);
    const done = await call('PUT', '/user/email', { newEmail: 'new@example.com', code }, { token, lang: '2' });
    expect(done.body).toMatchObject({ msg: 'E-mail updated', data: { email: 'new@example.com' } });
    expect((await call('POST', '/user/login', { email: 'new@example.com', password: 'Old@12345' })).status).toBe(200);
    // An address that belongs to someone gets a notice, not a code; the answer is the same.
    const taken = await call('POST', '/user/email/code', { newEmail: 'someone@example.com', password: 'Old@12345' }, { token, lang: '2' });
    expect(taken.status).toBe(200);
    expect((await api.lastMail('someone@example.com')).subject).toBe('Someone tried to use your e-mail address');
  });

  // Issue 24: a changed address used to send nothing to the old one, so an owner whose session was
  // taken would never hear that the account was moved away.
  it('tells the old address, in the buyer’s language, to which (masked) address and when, and how to report it', async () => {
    for (const [lang, old, fresh, subject, words] of [
      ['4', 'vanha.osoite@example.com', 'uusi.osoite@example.net', 'Tilisi sähköpostiosoite vaihdettiin', ['Jos et tehnyt sitä', 'Ota yhteyttä: http://localhost:', 'UTC']],
      ['1', 'jiu.dizhi@example.com', 'xin.dizhi@example.org', '您的账户邮箱已更改', ['如果这不是您本人的操作', '联系我们: http://localhost:', 'UTC']],
    ] as const) {
      await api.register(old, 'Old@12345');
      const token = await api.login(old, 'Old@12345');
      const before = Date.now();
      expect((await call('POST', '/user/email/code', { newEmail: fresh, password: 'Old@12345' }, { token, lang })).status).toBe(200);
      expect((await api.lastMail(old)).subject).not.toBe(subject);
      const code = await api.codeFor(fresh);
      expect((await call('PUT', '/user/email', { newEmail: fresh, code }, { token, lang })).status).toBe(200);
      const mail = await api.lastMail(old);
      expect(mail.subject).toBe(subject);
      for (const w of words) expect(mail.text).toContain(w);
      expect(mail.text).toMatch(/\/contactUs$/m);
      // The new address only masked: recognisable to its owner, not handed to whoever reads the old mailbox.
      expect(mail.text).not.toContain(fresh);
      expect(mail.text).toContain(`${fresh.slice(0, 2)}****`);
      expect(mail.text).toContain(`@e******.${fresh.split('.').pop()}`);
      // When, as the buyer's language writes a date (the year at least).
      expect(mail.text).toContain(String(new Date(before).getUTCFullYear()));
      // The new address gets no such notice.
      expect((await api.lastMail(fresh)).subject).not.toBe(subject);
    }
  });
});

describe('rate limits', () => {
  // Login throttling of ADR 0013.
  const login = async (ip: string, email: string, password: string, cookie?: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ew/buyer/user/login', remoteAddress: ip, headers: { lang: '3', ...(cookie ? { cookie } : {}) }, payload: { email, password } });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], cookie: String(res.headers['set-cookie'] ?? '').split(';')[0], body: res.json() };
  };

  it('slows a guesser from one source with backoff and 429 + Retry-After, while the owner logs in from another', async () => {
    await api.register('victim@example.com', 'Victim@123');
    const tries = [];
    for (let i = 0; i < 50; i++) tries.push(await login('10.66.0.1', 'victim@example.com', `Wrong@${i}x`));
    const checked = tries.filter((t) => t.status === 400).length;
    // Five free tries, then the waits double from one second: a fast loop gets very few more.
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(8);
    const refused = tries.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: 'Demasiadas solicitudes; inténtelo más tarde', data: null });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // Even the right password waits at that source; the owner elsewhere is not kept out.
    expect((await login('10.66.0.1', 'victim@example.com', 'Victim@123')).status).toBe(429);
    expect((await login('10.77.0.2', 'victim@example.com', 'Victim@123')).status).toBe(200);
    // An IPv6 guesser is counted by its /64, not by each of its addresses.
    for (let i = 0; i < 5; i++) expect((await login(`2001:db8:1:2::${i + 1}`, 'victim@example.com', 'Wrong@1x')).status).toBe(400);
    expect((await login('2001:db8:1:2:ffff::9', 'victim@example.com', 'Wrong@1x')).status).toBe(429);
  });

  it('slows guesses from many sources only for browsers the owner never logged in with', async () => {
    await api.register('target@example.com', 'Target@123');
    const owner = await login('10.88.0.1', 'target@example.com', 'Target@123');
    expect(owner.cookie).toMatch(/^ytn_device=[\w-]{22}\.[0-9a-f]{64}$/);
    // A botnet: 25 addresses, one guess each, all checked (under every per-source limit).
    for (let i = 0; i < 25; i++) {
      const r = await login(`10.99.${i}.1`, 'target@example.com', `Wrong@${i}x`);
      if (r.status !== 400) expect(r.status).toBe(429);
    }
    const stranger = await login('10.99.200.1', 'target@example.com', 'Target@123');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.retryAfter)).toBeLessThanOrEqual(300);
    // The owner's browser proved itself earlier: the storm does not keep it out, from any address.
    expect((await login('10.99.201.1', 'target@example.com', 'Target@123', owner.cookie)).status).toBe(200);
    // A device cookie counts only for the account it was issued for.
    expect((await login('10.99.202.1', 'target@example.com', 'Target@123', owner.cookie.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).status).toBe(429);
    // It slows, it does not lock: once the wait has passed, a stranger's right password works.
    await db().execute(sql`UPDATE rate_limit SET window_start = now() - interval '10 minutes' WHERE key = 'login:email:target@example.com'`);
    expect((await login('10.99.203.1', 'target@example.com', 'Target@123')).status).toBe(200);
  });

  it('counts only failures against an e-mail: its owner may log in from many new places', async () => {
    await api.register('traveller@example.com', 'Travel@123');
    for (let i = 0; i < 25; i++) expect((await login(`10.55.${i}.1`, 'traveller@example.com', 'Travel@123')).status).toBe(200);
  });

  it('lets a busy office log in: 150 colleagues behind one address within a minute, while its guesses still count (issue 24)', async () => {
    await api.register('office-0@example.com', 'Office@123');
    // 149 more colleagues with the same password (its hash copied: 150 registrations would take minutes).
    await db().execute(sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id)
                           SELECT 'office-' || n || '@example.com', password_hash, 'Ann', 'Lee', country_id
                             FROM app_user, generate_series(1, 149) AS n WHERE email = 'office-0@example.com'`);
    const office = '10.120.0.1';
    for (let n = 0; n < 150; n += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => login(office, `office-${n + i}@example.com`, 'Office@123')));
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(200));
    }
    // Only failures use the address's budget: none so far, then each guess counts, whichever e-mail it tries.
    const counted = async () => Number((await rows<{ count: number }>(db(), sql`SELECT count FROM rate_limit WHERE key = ${`login:ip:${office}`}`))[0]?.count ?? 0);
    expect(await counted()).toBe(0);
    for (let i = 0; i < 3; i++) expect((await login(office, `nobody-${i}@example.com`, 'Wrong@1x')).status).toBe(400);
    expect(await counted()).toBe(3);
    // At the limit (100 failures in 15 minutes) the address is refused, the right password too.
    await db().execute(sql`UPDATE rate_limit SET count = 100 WHERE key = ${`login:ip:${office}`}`);
    expect((await login(office, 'nobody-x@example.com', 'Wrong@1x')).status).toBe(429);
    expect((await login(office, 'office-1@example.com', 'Office@123')).status).toBe(429);
  }, 180_000);

  it('limits code mails per address (5 an hour) and per IP (30 an hour)', async () => {
    const a = accountClient(ctx, '10.0.0.50');
    for (let i = 0; i < 5; i++) expect((await a.call('POST', '/user/forgot/email', { email: 'spam@example.com' })).status).toBe(200);
    expect((await a.call('POST', '/user/forgot/email', { email: 'spam@example.com' })).status).toBe(429);
    const b = accountClient(ctx, '10.0.0.51');
    for (let i = 0; i < 30; i++) expect((await b.call('POST', '/user/register/email', { email: `ip${i}@example.com` })).status).toBe(200);
    expect((await b.call('POST', '/user/register/email', { email: 'ip-last@example.com' })).status).toBe(429);
  });
});

describe('demo buyer', () => {
  it('exists with two addresses outside production', async () => {
    const token = await api.login('demo@example.com', 'Demo@12345');
    const list = await call('GET', '/user/addresses', undefined, { token });
    expect(list.body.data.map((a: { type: string; isDefault: boolean }) => [a.type, a.isDefault])).toEqual([
      ['shipping', true],
      ['billing', true],
    ]);
  });
});
