import type { AuditList, MyCompanyAnswer, StaffCompanyDetail, StaffCompanyList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer } from '../../../test/buyers.js';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { PDF } from '../../../test/files.js';
import { multipart } from '../../../test/forms.js';
import { OPS } from '../../../test/staff-members.js';
import { staffLogin } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// Company accounts in the console (issue 29): every staff role reads the applications and
// companies; only sales and admin decide. Each decision is over the version read (409 when it
// changed), only from the states it applies to (409 otherwise), writes the company's history with
// the note and an audit entry, and tells the applicant (approve, reject) or every active member
// (suspend, reactivate, close) by message and mail in their own language.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const staff = {} as Record<'agent' | 'sales' | 'finance' | 'admin', { authorization: string }>;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  // Admin and finance sign in with their second factor (staffLogin enrols it).
  for (const role of ['agent', 'sales', 'finance', 'admin'] as const) {
    const email = `companies-${role}-${Date.now().toString(36)}@yt-networks.example`;
    const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Companies ${role}`, password: 'Staff#2026', roles: [role] } });
    expect(made.status, made.body.msg).toBe(200);
    staff[role] = { authorization: `Bearer ${await staffLogin(call, email, 'Staff#2026')}` };
  }
});
afterAll(() => ctx?.close());

const db = () => ctx.storage.db;
const BASE = '/api/ew/staff/companies';
const list = async (query = '', who = staff.sales) => {
  const r = await call('GET', `${BASE}${query}`, { headers: who });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data as StaffCompanyList;
};
const detail = async (id: number, who = staff.sales) => {
  const r = await call('GET', `${BASE}/${id}`, { headers: who });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data as StaffCompanyDetail;
};
const decide = (id: number, body: Record<string, unknown>, who = staff.sales, lang = '2') => call('POST', `${BASE}/${id}/decision`, { headers: who, body, lang });
const versionOf = async (id: number) => (await detail(id)).company.version;

/** A pending application by a new buyer who reads `lang` (the applicant is its only, admin, member). */
async function application(opts: { lang?: number; name?: string; members?: Record<string, ('admin' | 'buyer' | 'viewer')[]> } = {}): Promise<TestCompany> {
  const c = await createCompany(ctx, { status: 'pending', name: opts.name, members: opts.members ?? { applicant: ['admin'] } });
  if (opts.lang) await db().execute(sql`UPDATE app_user SET lang_id = ${opts.lang} WHERE id = ${c.members.applicant!.userId}`);
  return c;
}
const messages = async (userId: number) =>
  (await rows<{ key: string; params: Record<string, string> }>(db(), sql`SELECT title_key AS key, params FROM user_message WHERE user_id = ${userId} AND title_key LIKE 'company%' ORDER BY id`)).map((m) => ({
    key: m.key,
    params: typeof m.params === 'string' ? JSON.parse(m.params) : m.params,
  }));
const mails = async (email: string) => (await rows<{ subject: string }>(db(), sql`SELECT subject FROM mail_outbox WHERE recipient = ${email} ORDER BY id`)).map((m) => m.subject);
const memberActive = async (memberId: number) => (await rows<{ active: boolean }>(db(), sql`SELECT active FROM company_member WHERE id = ${memberId}`))[0]!.active;

describe('who may read and decide', () => {
  it('every role reads; agent and finance are refused a decision (403), nothing changes', async () => {
    const c = await application();
    for (const role of ['agent', 'sales', 'finance', 'admin'] as const) {
      expect((await call('GET', BASE, { headers: staff[role] })).status, role).toBe(200);
      expect((await call('GET', `${BASE}/${c.companyId}`, { headers: staff[role] })).status, role).toBe(200);
    }
    for (const role of ['agent', 'finance'] as const) {
      const r = await decide(c.companyId, { decision: 'approve', note: '', version: 0 }, staff[role]);
      expect(r.status, role).toBe(403);
    }
    expect((await call('GET', BASE)).status).toBe(401);
    expect((await call('GET', BASE, { token: c.members.applicant!.token })).status).toBe(401);
    expect((await detail(c.companyId)).company.status).toBe('pending');
  });

  it('sales and admin may decide', async () => {
    for (const role of ['sales', 'admin'] as const) {
      const c = await application();
      const r = await decide(c.companyId, { decision: 'approve', note: '', version: 0 }, staff[role]);
      expect(r.status, r.body.msg).toBe(200);
      expect((r.body.data as StaffCompanyDetail).company.status).toBe('active');
    }
  });
});

describe('the queue', () => {
  it('lists pending applications first, oldest first; filters by status; searches name, tax number and e-mail; counts per status', async () => {
    const tag = `Q${Date.now().toString(36)}`;
    const a = await application({ name: `${tag} Alpha Oy` });
    const b = await application({ name: `${tag} Beta Oy` });
    const active = await createCompany(ctx, { name: `${tag} Gamma Oy`, members: { applicant: ['admin'] } });
    const all = await list(`?q=${tag}`);
    expect(all.items.map((i) => i.id)).toEqual([a.companyId, b.companyId, active.companyId]);
    expect(all.counts).toMatchObject({ pending: 2, active: 1, suspended: 0, closed: 0, rejected: 0 });
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ name: `${tag} Alpha Oy`, countryCode: 'FI', taxNo: 'FI12345678', status: 'pending', members: 1, applicant: { userId: a.members.applicant!.userId, email: a.members.applicant!.email, name: 'Test Buyer' } });
    const pending = await list(`?status=pending&q=${tag}`);
    expect(pending.items.map((i) => i.id)).toEqual([a.companyId, b.companyId]);
    expect(pending.total).toBe(2);
    expect((await list(`?status=active&q=${tag}`)).items.map((i) => i.id)).toEqual([active.companyId]);
    // By the applicant's e-mail, and by the tax number written with spaces.
    expect((await list(`?q=${encodeURIComponent(b.members.applicant!.email)}`)).items.map((i) => i.id)).toEqual([b.companyId]);
    expect((await list(`?q=${encodeURIComponent('fi 1234 5678')}&status=pending`)).items.map((i) => i.id)).toEqual(expect.arrayContaining([a.companyId, b.companyId]));
    expect((await call('GET', `${BASE}?status=unknown`, { headers: staff.sales })).status).toBe(422);
  });

  it("shows one company's applicant, members, invitations, history and orders; 404 for none", async () => {
    const c = await application({ members: { applicant: ['admin'], colleague: ['buyer', 'viewer'] } });
    await db().execute(sql`INSERT INTO company_invitation (company_id, email, roles, token_hash, invited_by, lang_id, expires_at)
                           VALUES (${c.companyId}, 'new@example.com', ARRAY['buyer']::varchar[], ${'a'.repeat(64)}, ${c.members.applicant!.userId}, 4, now() + interval '7 days')`);
    await db().execute(sql`INSERT INTO company_event (company_id, kind, note, user_id) VALUES (${c.companyId}, 'applied', '', ${c.members.applicant!.userId})`);
    const d = await detail(c.companyId);
    expect(d.company).toMatchObject({ id: c.companyId, status: 'pending', countryCode: 'FI', country: expect.any(String), industry: 'enterprise', version: 0, files: [] });
    expect(d.applicant.email).toBe(c.members.applicant!.email);
    expect(d.members.map((m) => [m.email, m.roles, m.active])).toEqual([
      [c.members.applicant!.email, ['admin'], true],
      [c.members.colleague!.email, ['buyer', 'viewer'], true],
    ]);
    expect(d.invitations).toEqual([expect.objectContaining({ email: 'new@example.com', roles: ['buyer'], status: 'pending', invitedBy: 'Test Buyer' })]);
    expect(d.events).toEqual([expect.objectContaining({ kind: 'applied', actor: 'Test Buyer' })]);
    expect(d.orders).toEqual({ count: 0, lastAt: null });
    expect(d.reviewed).toBeNull();
    expect((await call('GET', `${BASE}/999999999`, { headers: staff.sales })).status).toBe(404);
    expect((await call('GET', `${BASE}/abc`, { headers: staff.sales })).status).not.toBe(200);
  });
});

describe('decisions', () => {
  it('approve: pending → active, reviewed by the staff member; the applicant is told in their language (Finnish); history and audit', async () => {
    const c = await application({ lang: 4, name: 'Verkkotalo Oy' });
    const r = await decide(c.companyId, { decision: 'approve', note: 'Documents checked', version: 0 }, staff.sales, '2');
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe("Saved. The applicant or the company's members have been told");
    const d = r.body.data as StaffCompanyDetail;
    expect(d.company).toMatchObject({ status: 'active', statusReason: '', version: 1 });
    expect(d.reviewed).toMatchObject({ at: expect.any(String), by: expect.stringContaining('sales') });
    expect(d.events[0]).toMatchObject({ kind: 'approved', note: 'Documents checked', actor: expect.stringContaining('sales') });
    const applicant = c.members.applicant!;
    expect(await messages(applicant.userId)).toEqual([{ key: 'companyApproved', params: { company: 'Verkkotalo Oy', reason: '' } }]);
    expect(await mails(applicant.email)).toEqual(['Yritystili hyväksytty']);
    // The applicant's member row is their admin place, active.
    expect(await memberActive(applicant.memberId)).toBe(true);
    const audit = await call('GET', `/api/ew/staff/audit?entityType=company&entityId=${c.companyId}`, { headers: staff.admin });
    expect(audit.status).toBe(200);
    expect((audit.body.data as AuditList).items).toEqual([
      expect.objectContaining({ action: 'company.approve', entityType: 'company', entityId: String(c.companyId), before: expect.objectContaining({ status: 'pending' }), after: expect.objectContaining({ status: 'active', note: 'Documents checked' }) }),
    ]);
  });

  it("reject needs a reason; pending → rejected, the applicant's member row ends (they may apply again) and they read the reason in Chinese", async () => {
    const c = await application({ lang: 1, name: '云桥网络' });
    const noReason = await decide(c.companyId, { decision: 'reject', note: '  ', version: 0 });
    expect(noReason.status).toBe(422);
    const r = await decide(c.companyId, { decision: 'reject', note: '营业执照无法辨认', version: 0 });
    expect(r.status, r.body.msg).toBe(200);
    const d = r.body.data as StaffCompanyDetail;
    expect(d.company).toMatchObject({ status: 'rejected', statusReason: '营业执照无法辨认' });
    expect(d.members[0]).toMatchObject({ active: false, deactivatedAt: expect.any(String) });
    const applicant = c.members.applicant!;
    expect(await memberActive(applicant.memberId)).toBe(false);
    expect(await messages(applicant.userId)).toEqual([{ key: 'companyRejected', params: { company: '云桥网络', reason: '营业执照无法辨认' } }]);
    expect(await mails(applicant.email)).toEqual(['企业账户申请未通过']);
    // The account centre's message reads the reason in the applicant's language.
    const inbox = await call('GET', '/user/messages', { token: applicant.token, lang: '1' });
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body.data)).toContain('原因：营业执照无法辨认');
    // Free again: a second application of theirs is not blocked by the one-company index.
    await db().execute(sql`INSERT INTO company_member (company_id, user_id, roles) VALUES (${c.companyId}, ${applicant.userId}, ARRAY['admin']::varchar[])`);
    // Rejected is final for this application.
    expect((await decide(c.companyId, { decision: 'approve', note: '', version: d.company.version })).body.msg).toBe("This cannot be done in the company's current state");
  });

  it('suspend, reactivate and close tell every active member (not a deactivated one) in their own language, each with the note in the history', async () => {
    const c = await createCompany(ctx, { name: 'Kuitu Oy', members: { applicant: ['admin'], fi: ['buyer'], fr: ['viewer'], gone: ['buyer'] } });
    await db().execute(sql`UPDATE app_user SET lang_id = 4 WHERE id = ${c.members.fi!.userId}`);
    await db().execute(sql`UPDATE app_user SET lang_id = 5 WHERE id = ${c.members.fr!.userId}`);
    await db().execute(sql`UPDATE company_member SET active = false, deactivated_at = now() WHERE id = ${c.members.gone!.memberId}`);

    expect((await decide(c.companyId, { decision: 'suspend', note: '', version: 0 })).status).toBe(422);
    let r = await decide(c.companyId, { decision: 'suspend', note: 'Unpaid invoices', version: 0 });
    expect(r.status, r.body.msg).toBe(200);
    expect((r.body.data as StaffCompanyDetail).company).toMatchObject({ status: 'suspended', statusReason: 'Unpaid invoices', version: 1 });
    r = await decide(c.companyId, { decision: 'reactivate', note: 'Paid', version: 1 });
    expect((r.body.data as StaffCompanyDetail).company).toMatchObject({ status: 'active', statusReason: '', version: 2 });
    r = await decide(c.companyId, { decision: 'close', note: 'Asked to close', version: 2 }, staff.admin);
    const d = r.body.data as StaffCompanyDetail;
    expect(d.company).toMatchObject({ status: 'closed', statusReason: 'Asked to close', version: 3 });
    expect(d.events.map((e) => [e.kind, e.note])).toEqual([
      ['closed', 'Asked to close'],
      ['reactivated', 'Paid'],
      ['suspended', 'Unpaid invoices'],
    ]);
    const keys = ['companySuspended', 'companyReactivated', 'companyClosed'];
    for (const m of ['applicant', 'fi', 'fr'] as const) expect((await messages(c.members[m]!.userId)).map((x) => x.key), m).toEqual(keys);
    expect(await messages(c.members.gone!.userId)).toEqual([]);
    expect(await mails(c.members.fi!.email)).toEqual(['Yritystili jäädytetty', 'Yritystili taas käytössä', 'Yritystili suljettu']);
    expect(await mails(c.members.fr!.email)).toEqual(['Compte entreprise suspendu', 'Compte entreprise réactivé', 'Compte entreprise fermé']);
    // The suspension's reason reaches the member's message.
    expect((await messages(c.members.fr!.userId))[0]!.params).toEqual({ company: 'Kuitu Oy', reason: 'Unpaid invoices' });
    // Members keep their rows: a closed company's members still read their history.
    expect(d.members.filter((m) => m.active)).toHaveLength(3);
    const audit = (await call('GET', `/api/ew/staff/audit?entityType=company&entityId=${c.companyId}`, { headers: staff.admin })).body.data as AuditList;
    expect(audit.items.map((e) => e.action)).toEqual(['company.close', 'company.reactivate', 'company.suspend']);
  });

  it('a suspended company may be closed directly; invalid transitions are 409 companyDecisionInvalid and change nothing', async () => {
    const pending = await application();
    const active = await createCompany(ctx, { members: { applicant: ['admin'] } });
    const suspended = await createCompany(ctx, { status: 'suspended', members: { applicant: ['admin'] } });
    const closed = await createCompany(ctx, { status: 'closed', members: { applicant: ['admin'] } });
    const invalid: [TestCompany, string][] = [
      [pending, 'suspend'],
      [pending, 'reactivate'],
      [pending, 'close'],
      [active, 'approve'],
      [active, 'reject'],
      [active, 'reactivate'],
      [suspended, 'approve'],
      [suspended, 'suspend'],
      [closed, 'reactivate'],
      [closed, 'suspend'],
      [closed, 'close'],
      [closed, 'approve'],
    ];
    for (const [c, decision] of invalid) {
      const r = await decide(c.companyId, { decision, note: 'a note', version: 0 });
      expect(r.status, `${decision} of ${c.companyId}`).toBe(409);
      expect(r.body.msg).toBe("This cannot be done in the company's current state");
    }
    const rowsOf = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM company_event WHERE company_id IN (${pending.companyId}, ${active.companyId}, ${suspended.companyId}, ${closed.companyId})`);
    expect(Number(rowsOf[0]!.n)).toBe(0);
    expect((await decide(suspended.companyId, { decision: 'close', note: 'For good', version: 0 })).status).toBe(200);
    expect((await decide(999_999_999, { decision: 'approve', note: '', version: 0 })).status).toBe(404);
    expect((await decide(pending.companyId, { decision: 'promote', note: '', version: 0 })).status).toBe(422);
  });

  it('a decision over a stale version is 409 companyStale; of two at once only one wins', async () => {
    const c = await application();
    const first = await decide(c.companyId, { decision: 'approve', note: '', version: 0 });
    expect(first.status).toBe(200);
    const stale = await decide(c.companyId, { decision: 'suspend', note: 'Seen on an old page', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('Someone changed this company after you opened it. Your changes were not saved: reload to see theirs');
    expect(await versionOf(c.companyId)).toBe(1);

    const d = await application();
    const both = await Promise.all([decide(d.companyId, { decision: 'approve', note: '', version: 0 }), decide(d.companyId, { decision: 'reject', note: 'No', version: 0 }, staff.admin)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await rows<{ kind: string }>(db(), sql`SELECT kind FROM company_event WHERE company_id = ${d.companyId}`);
    expect(events).toHaveLength(1);
    const audits = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'company' AND entity_id = ${String(d.companyId)}`);
    expect(Number(audits[0]!.n)).toBe(1);
  });
});

describe("the application's documents", () => {
  it('open by a signed link for staff; a fresh link on request; another company’s file is 404', async () => {
    const c = await application();
    const applicant = c.members.applicant!;
    const m = multipart({ purpose: 'inquiry' }, [{ name: 'business-licence.pdf', bytes: PDF }]);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/common/upload', payload: m.payload, headers: { 'content-type': m.contentType, authorization: `Bearer ${applicant.token}`, lang: '2' } });
    expect(up.statusCode, up.body).toBe(200);
    const uploadId = up.json().data.id as string;
    await db().execute(sql`INSERT INTO company_file (company_id, upload_id) VALUES (${c.companyId}, ${uploadId}::uuid)`);

    const d = await detail(c.companyId, staff.finance);
    expect(d.company.files).toEqual([{ id: uploadId, name: 'business-licence.pdf', size: PDF.length, url: expect.stringMatching(new RegExp(`^/api/common/files/${uploadId}\\?t=`)) }]);
    // The link opens the file without any session (a new tab), as inquiry files do.
    const open = await ctx.app.inject({ method: 'GET', url: d.company.files[0]!.url! });
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(PDF)).toBe(true);
    // Without the token the file stays private.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/common/files/${uploadId}` })).statusCode).toBe(404);

    const fresh = await call('GET', `${BASE}/${c.companyId}/files/${uploadId}`, { headers: staff.agent });
    expect(fresh.status).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: fresh.body.data.url })).statusCode).toBe(200);
    const other = await application();
    expect((await call('GET', `${BASE}/${other.companyId}/files/${uploadId}`, { headers: staff.sales })).status).toBe(404);
    expect((await call('GET', `${BASE}/${c.companyId}/files/not-a-uuid`, { headers: staff.sales })).status).toBe(404);
  });
});

describe('an application sent through the buyer API', () => {
  it('reaches the queue; rejected, the buyer applies again; approved, they are the active company\'s admin', async () => {
    const b = await makeBuyer(ctx);
    await db().execute(sql`UPDATE app_user SET lang_id = 4 WHERE id = ${b.userId}`);
    const [fi] = await rows<{ id: number }>(db(), sql`SELECT id FROM country WHERE code = 'FI'`);
    const body = (name: string) => ({ name, countryId: Number(fi!.id), taxNo: 'fi 1234 5678', address: 'Mannerheimintie 1', city: 'Helsinki', postcode: '00100', industry: 'isp', phone: '+358 40 555 0100' });
    const mine = async () => (await call('GET', '/companies/mine', { token: b.token })).body.data as MyCompanyAnswer;

    const first = await call('POST', '/companies', { token: b.token, body: body('Pohjoisen Verkot Oy'), lang: '4' });
    expect(first.status, first.body.msg).toBe(200);
    const queued = (await list(`?status=pending&q=${encodeURIComponent(b.email)}`)).items;
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ name: 'Pohjoisen Verkot Oy', taxNo: 'FI12345678', members: 1 });
    const id = queued[0]!.id;
    const d = await detail(id);
    expect(d.events.map((e) => e.kind)).toEqual(['applied']);
    expect((await decide(id, { decision: 'reject', note: 'Y-tunnus ei täsmää kaupparekisteriin', version: d.company.version })).status).toBe(200);
    expect((await mine()).application).toMatchObject({ status: 'rejected', statusReason: 'Y-tunnus ei täsmää kaupparekisteriin' });
    expect(await mails(b.email)).toContain('Yritystilihakemusta ei hyväksytty');

    // The rejected applicant's place ended, so a new application is accepted.
    const again = await call('POST', '/companies', { token: b.token, body: body('Pohjoisen Verkot Oy'), lang: '4' });
    expect(again.status, again.body.msg).toBe(200);
    const id2 = (await list(`?status=pending&q=${encodeURIComponent(b.email)}`)).items[0]!.id;
    expect(id2).not.toBe(id);
    expect((await mine()).membership).toBeNull();
    expect((await decide(id2, { decision: 'approve', note: '', version: (await detail(id2)).company.version })).status).toBe(200);
    const now = await mine();
    expect(now.membership).toMatchObject({ roles: ['admin'], company: { id: id2, status: 'active' } });
    expect(now.membership!.permissions).toContain('members.manage');

    // Suspended, the admin keeps reading but no longer manages; reactivated, they do again (from the next request on).
    expect((await decide(id2, { decision: 'suspend', note: 'Maksamattomia laskuja', version: 1 })).status).toBe(200);
    const suspended = await mine();
    expect(suspended.membership).toMatchObject({ company: { status: 'suspended', statusReason: 'Maksamattomia laskuja' } });
    expect(suspended.membership!.permissions).not.toContain('members.manage');
    expect(suspended.membership!.permissions).toContain('orders.read');
    expect((await decide(id2, { decision: 'reactivate', note: '', version: 2 })).status).toBe(200);
    expect((await mine()).membership!.permissions).toContain('members.manage');
  });
});
