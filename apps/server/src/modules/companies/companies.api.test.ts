import type { CompanyMembers, MyCompanyAnswer } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { createCompany, setCompanyStatus } from '../../../test/companies.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// Company accounts for buyers (issue 29, ADR 0045): applying (the tax number checked as an
// invoice title's, one company per buyer), the profile, members with roles checked on the server,
// invitations (signed link, once, expiring, for the invited address only) and deactivation (sessions
// end at once; the last admin stays).

let ctx: TestContext;
let call: ReturnType<typeof api>;
let fi = 0;
let cn = 0;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  const c = await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM country WHERE code IN ('FI', 'CN')`);
  fi = Number(c.find((x) => x.code === 'FI')!.id);
  cn = Number(c.find((x) => x.code === 'CN')!.id);
});
afterAll(() => ctx?.close());

const application = (over: Record<string, unknown> = {}) => ({
  name: 'Pohjoisen Verkot Oy',
  countryId: fi,
  taxNo: 'fi 1234 5678',
  address: 'Mannerheimintie 1',
  city: 'Helsinki',
  postcode: '00100',
  industry: 'isp',
  phone: '+358 40 555 0100',
  ...over,
});
const mine = async (b: { token: string }) => (await call('GET', '/companies/mine', { token: b.token })).body.data as MyCompanyAnswer;
const members = async (b: { token: string }) => (await call('GET', '/companies/mine/members', { token: b.token })).body.data as CompanyMembers;
/** The invitation link's token from the newest mail to `email`. */
async function inviteToken(email: string): Promise<string> {
  const [m] = await rows<{ text: string }>(ctx.storage.db, sql`SELECT text FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`);
  const token = /companyInvite\?token=(\d+\.[A-Za-z0-9_-]{43})/.exec(m?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}
const emailOf = async (b: Buyer) => b.email;

describe('applying for a company account', () => {
  it('checks the tax number by the country, keeps the application pending with the applicant as its admin, and refuses a second one', async () => {
    const b = await makeBuyer(ctx);
    const bad = await call('POST', '/companies', { token: b.token, body: application({ countryId: cn, taxNo: '91350100M000100Y44' }), lang: '2' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields.taxNo).toMatch(/check character/);
    expect((await call('POST', '/companies', { token: b.token, body: application({ name: '' }) })).status).toBe(422);
    expect((await call('POST', '/companies', { token: b.token, body: application({ name: 'A\u0000B' }) })).status).toBe(422);
    expect((await call('POST', '/companies', { token: b.token, body: application({ countryId: 2 ** 31 }) })).status).toBe(422);

    const ok = await call('POST', '/companies', { token: b.token, body: application(), lang: '4' });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toMatch(/Hakemus lähetetty/);
    const a = await mine(b);
    expect(a.membership).toBeNull();
    expect(a.application).toMatchObject({ name: 'Pohjoisen Verkot Oy', taxNo: 'FI12345678', status: 'pending', countryCode: 'FI' });

    // A pending application counts: no second one, even two at once.
    expect((await call('POST', '/companies', { token: b.token, body: application({ name: 'Toinen Oy' }) })).status).toBe(409);
    const c = await makeBuyer(ctx);
    const both = await Promise.all([1, 2].map((i) => call('POST', '/companies', { token: c.token, body: application({ name: `Rinnakkain ${i} Oy` }) })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('attaches only the applicant’s own private documents', async () => {
    const b = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const [u] = await rows<{ id: string }>(ctx.storage.db, sql`INSERT INTO upload (id, user_id, mime, size, bytes, purpose, name) VALUES (gen_random_uuid(), ${other.userId}, 'application/pdf', 4, '\\x25504446'::bytea, 'inquiry', 'x.pdf') RETURNING id`);
    const r = await call('POST', '/companies', { token: b.token, body: application({ fileIds: [u!.id] }) });
    expect(r.status).toBe(422);
    expect((await mine(b)).application).toBeNull();
  });

  it('needs a session', async () => {
    expect((await call('POST', '/companies', { body: application() })).status).toBe(401);
    expect((await call('GET', '/companies/mine')).status).toBe(401);
  });
});

describe('members and roles', () => {
  it('lets every member see the members, and only admins see invitations and change the profile', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'], bo: ['buyer'], vi: ['viewer'] } });
    const { anna, bo, vi } = co.members;
    const m = await mine(bo!);
    expect(m.membership).toMatchObject({ roles: ['buyer'], company: { status: 'active' } });
    expect(m.membership!.permissions).toContain('orders.place');
    expect(m.membership!.permissions).not.toContain('members.manage');
    expect((await members(vi!)).members).toHaveLength(3);
    expect((await members(vi!)).invitations).toEqual([]);

    const version = (await mine(anna!)).membership!.company.version;
    const edit = (who: Buyer, v = version) => call('PUT', '/companies/mine', { token: who.token, body: { ...application({ name: 'Uusi Nimi Oy' }), version: v } });
    expect((await edit(bo!)).status).toBe(403);
    expect((await edit(vi!)).status).toBe(403);
    expect((await edit(anna!)).status).toBe(200);
    expect((await edit(anna!)).status).toBe(409); // the version read is stale now
    expect((await mine(vi!)).membership!.company.name).toBe('Uusi Nimi Oy');
  });

  it('keeps an active admin: the last one can neither drop the role nor be deactivated, two admins demoting each other leave one', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'], ben: ['admin', 'buyer'], bo: ['buyer'] } });
    const { anna, ben, bo } = co.members;
    // A buyer cannot change roles at all.
    expect((await call('PUT', `/companies/mine/members/${anna!.memberId}`, { token: bo!.token, body: { roles: ['viewer'] } })).status).toBe(403);
    const both = await Promise.all([
      call('PUT', `/companies/mine/members/${ben!.memberId}`, { token: anna!.token, body: { roles: ['buyer'] } }),
      call('PUT', `/companies/mine/members/${anna!.memberId}`, { token: ben!.token, body: { roles: ['viewer'] } }),
    ]);
    // One wins; the other is refused (its sender is no admin any more, or would leave none).
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.find((r) => r.status !== 200)!.status).toBeOneOf([403, 409]);
    const admins = (await members(bo!)).members.filter((m) => m.active && m.roles.includes('admin'));
    expect(admins).toHaveLength(1);
    const last = admins[0]!;
    const lastToken = last.userId === anna!.userId ? anna!.token : ben!.token;
    const r = await call('POST', `/companies/mine/members/${last.id}/deactivate`, { token: lastToken, lang: '2' });
    expect(r).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/at least one active administrator/) } });
    expect((await call('PUT', `/companies/mine/members/${last.id}`, { token: lastToken, body: { roles: ['buyer'] } })).status).toBe(409);
    // Roles are checked against the list, not taken as typed.
    expect((await call('PUT', `/companies/mine/members/${bo!.memberId}`, { token: lastToken, body: { roles: ['owner'] } })).status).toBe(422);
    expect((await call('PUT', `/companies/mine/members/${bo!.memberId}`, { token: lastToken, body: { roles: [] } })).status).toBe(422);
  });

  it('deactivating a member ends their sessions at once and keeps their row; another company’s member id is 404', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'], bo: ['buyer'] } });
    const other = await createCompany(ctx, { members: { olli: ['admin'] } });
    const { anna, bo } = co.members;
    expect((await call('POST', `/companies/mine/members/${other.members.olli!.memberId}/deactivate`, { token: anna!.token })).status).toBe(404);
    expect((await call('PUT', `/companies/mine/members/${other.members.olli!.memberId}`, { token: anna!.token, body: { roles: ['viewer'] } })).status).toBe(404);
    expect((await call('POST', `/companies/mine/members/${2 ** 31}/deactivate`, { token: anna!.token })).status).toBe(404);

    expect((await call('GET', '/companies/mine', { token: bo!.token })).status).toBe(200);
    expect((await call('POST', `/companies/mine/members/${bo!.memberId}/deactivate`, { token: anna!.token })).status).toBe(200);
    // The old session is gone: 401 on the next request, whatever it asks.
    expect((await call('GET', '/companies/mine', { token: bo!.token })).status).toBe(401);
    expect((await call('GET', '/cart', { token: bo!.token })).status).toBe(401);
    const list = (await members(anna!)).members;
    expect(list.find((m) => m.id === bo!.memberId)).toMatchObject({ active: false, deactivatedAt: expect.any(String) });
    // Deactivating twice is a clear refusal, not a second change.
    expect((await call('POST', `/companies/mine/members/${bo!.memberId}/deactivate`, { token: anna!.token })).status).toBe(409);
  });

  it('a suspended company’s members still read, but change nothing', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'], bo: ['buyer'] } });
    const { anna, bo } = co.members;
    await setCompanyStatus(ctx, co.companyId, 'suspended');
    const m = await mine(anna!);
    expect(m.membership).toMatchObject({ company: { status: 'suspended' } });
    expect(m.membership!.permissions.every((p) => p.endsWith('.read'))).toBe(true);
    expect((await members(anna!)).members).toHaveLength(2);
    const r = await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: 'x@example.com', roles: ['buyer'] }, lang: '5' });
    expect(r).toMatchObject({ status: 403, body: { msg: expect.stringMatching(/suspendu ou clôturé/) } });
    expect((await call('POST', `/companies/mine/members/${bo!.memberId}/deactivate`, { token: anna!.token })).status).toBe(403);
  });
});

describe('invitations', () => {
  it('a new person registers through the link; an existing buyer accepts; the link works once', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'] } });
    const { anna } = co.members;
    const email = `kollega-${Date.now()}@example.com`;
    const sent = await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: email.toUpperCase(), roles: ['buyer', 'finance'] }, lang: '4' });
    expect(sent).toMatchObject({ status: 200, body: { msg: expect.stringContaining(email) } });
    const [mail] = await rows<{ subject: string; text: string }>(ctx.storage.db, sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${email}`);
    expect(mail!.subject).toMatch(/kutsuu sinut/);
    expect(mail!.text).toMatch(/ostaja, talous/);
    const token = await inviteToken(email);
    // Only the token's hash is kept.
    const [stored] = await rows<{ h: string }>(ctx.storage.db, sql`SELECT token_hash AS h FROM company_invitation WHERE email = ${email}`);
    expect(stored!.h).not.toContain(token.split('.')[1]!);

    const preview = await call('GET', `/companies/invitations/preview?token=${token}`);
    expect(preview.body.data).toMatchObject({ email, roles: ['buyer', 'finance'], hasAccount: false });
    // The person registers (made here directly), then accepts.
    const newcomer = await makeBuyer(ctx);
    await ctx.storage.db.execute(sql`UPDATE app_user SET email = ${email} WHERE id = ${newcomer.userId}`);
    expect((await call('GET', `/companies/invitations/preview?token=${token}`)).body.data.hasAccount).toBe(true);
    const accepted = await call('POST', '/companies/invitations/accept', { token: newcomer.token, body: { token } });
    expect(accepted.status).toBe(200);
    expect((await mine(newcomer)).membership).toMatchObject({ roles: ['buyer', 'finance'] });
    // Used once: the link is dead for everyone now.
    expect((await call('POST', '/companies/invitations/accept', { token: newcomer.token, body: { token } })).status).toBe(404);
    expect((await call('GET', `/companies/invitations/preview?token=${token}`)).status).toBe(404);
    expect((await members(anna!)).invitations[0]).toMatchObject({ email, status: 'accepted' });
  });

  it('refuses the wrong e-mail, a forged or expired link, a member of another company, and accepts only one of two at once', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'] } });
    const { anna } = co.members;
    const invitee = await makeBuyer(ctx);
    await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: invitee.email, roles: ['viewer'] } });
    const token = await inviteToken(invitee.email);
    const stranger = await makeBuyer(ctx);
    const wrong = await call('POST', '/companies/invitations/accept', { token: stranger.token, body: { token }, lang: '2' });
    expect(wrong).toMatchObject({ status: 403, body: { msg: expect.stringContaining(invitee.email) } });
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await call('POST', '/companies/invitations/accept', { token: invitee.token, body: { token: forged } })).status).toBe(404);
    expect((await call('POST', '/companies/invitations/accept', { token: invitee.token, body: { token: 'nope' } })).status).toBe(422);

    // Two accepts at once: one joins, the other is told the link is used or that they have a company now.
    const both = await Promise.all([1, 2].map(() => call('POST', '/companies/invitations/accept', { token: invitee.token, body: { token } })));
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.find((r) => r.status !== 200)!.status).toBeOneOf([404, 409]);
    expect((await members(anna!)).members.filter((m) => m.active)).toHaveLength(2);

    // A member of a company cannot join a second one.
    const other = await createCompany(ctx, { members: { olli: ['admin'] } });
    await call('POST', '/companies/mine/invitations', { token: other.members.olli!.token, body: { email: invitee.email, roles: ['buyer'] } });
    const second = await inviteToken(invitee.email);
    expect((await call('POST', '/companies/invitations/accept', { token: invitee.token, body: { token: second } })).status).toBe(409);

    // Expired.
    const late = await makeBuyer(ctx);
    await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: late.email, roles: ['viewer'] } });
    const lateToken = await inviteToken(late.email);
    await ctx.storage.db.execute(sql`UPDATE company_invitation SET expires_at = now() - interval '1 minute' WHERE email = ${late.email}`);
    expect((await call('POST', '/companies/invitations/accept', { token: late.token, body: { token: lateToken }, lang: '1' })).body.msg).toMatch(/邀请链接已失效/);
  });

  it('inviting again renews the link; a withdrawn one and one of a suspended company are dead; only admins invite', async () => {
    const co = await createCompany(ctx, { members: { anna: ['admin'], bo: ['buyer'] } });
    const { anna, bo } = co.members;
    const p = await makeBuyer(ctx);
    expect((await call('POST', '/companies/mine/invitations', { token: bo!.token, body: { email: p.email, roles: ['viewer'] } })).status).toBe(403);
    expect((await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: await emailOf(bo!), roles: ['viewer'] } })).status).toBe(409);
    await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: p.email, roles: ['viewer'] } });
    const first = await inviteToken(p.email);
    await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: p.email, roles: ['buyer'] } });
    const second = await inviteToken(p.email);
    expect((await call('GET', `/companies/invitations/preview?token=${first}`)).status).toBe(404);
    expect((await call('GET', `/companies/invitations/preview?token=${second}`)).body.data.roles).toEqual(['buyer']);
    const open = (await members(anna!)).invitations.find((i) => i.status === 'pending')!;
    expect((await call('DELETE', `/companies/mine/invitations/${open.id}`, { token: anna!.token })).status).toBe(200);
    expect((await call('GET', `/companies/invitations/preview?token=${second}`)).status).toBe(404);

    await call('POST', '/companies/mine/invitations', { token: anna!.token, body: { email: p.email, roles: ['buyer'] } });
    const third = await inviteToken(p.email);
    await setCompanyStatus(ctx, co.companyId, 'suspended');
    expect((await call('POST', '/companies/invitations/accept', { token: p.token, body: { token: third } })).status).toBe(404);
  });
});
