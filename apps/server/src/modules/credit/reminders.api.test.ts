import { LANGUAGES, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { creditAccountFor, openInvoice, settleInvoice } from '../../../test/credit.js';
import { paidOrder } from '../../../test/paid-orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// The credit sweeper (issue 30, ADR 0046): reminders 7 days before an invoice's due date, on it and
// every 7 days after, each stage once (also with two sweepers at once), only the latest stage after
// a gap; mails and messages to the company's finance and admin members in their own language, none
// to buyers or viewers. An account overdue beyond the grace period goes on hold and is released by
// the sweeper once nothing is overdue any more. The app's clock is moved; the machine's is never read.

let ctx: TestContext;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
});
afterAll(() => ctx?.close());

const db = () => ctx.storage.db;
const at = (d: Date) => {
  ctx.app.clock.now = () => d;
};
const sweep = () => ctx.app.sweeper.sweep();
const langId = (code: LangCode) => LANGUAGES.find((l) => l.shortName === code)!.langId;
const mails = async (email: string) => rows<{ subject: string; text: string }>(db(), sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${email} ORDER BY id`);
const stages = async (invoiceId: number) => (await rows<{ stage: string }>(db(), sql`SELECT stage FROM credit_reminder WHERE invoice_id = ${invoiceId} ORDER BY sent_at, stage`)).map((r) => r.stage);
const account = async (id: number) =>
  (await rows<{ status: string; holdKind: string | null; holdReason: string; heldAt: Date | null }>(db(), sql`SELECT status, hold_kind AS "holdKind", hold_reason AS "holdReason", held_at AS "heldAt" FROM credit_account WHERE id = ${id}`))[0]!;

/** A company with finance (Finnish), admin (English), a buyer and a viewer, an account, and one open invoice due at `due`. */
async function setUp(due: Date, amount = 12_345) {
  const co: TestCompany = await createCompany(ctx, { members: { fina: ['finance'], anna: ['admin'], bo: ['buyer'], vi: ['viewer'] } });
  await db().execute(sql`UPDATE app_user SET lang_id = ${langId('fi')} WHERE id = ${co.members.fina!.userId}`);
  await db().execute(sql`UPDATE app_user SET lang_id = ${langId('en')} WHERE id = ${co.members.anna!.userId}`);
  const accountId = await creditAccountFor(ctx, co.companyId);
  const orderNo = await paidOrder(ctx, co.members.bo!);
  const inv = await openInvoice(ctx, accountId, orderNo, { amount, issuedAt: new Date(due.getTime() - 30 * DAY), dueAt: due });
  return { co, accountId, inv, orderNo };
}

describe('reminders', () => {
  it('go 7 days before, on the due date and every 7 days after, once each, to finance and admin in their language', async () => {
    const due = new Date('2031-03-20T04:00:00Z');
    const { co, inv } = await setUp(due);
    const { fina, anna, bo, vi } = co.members;

    at(new Date(due.getTime() - 8 * DAY));
    await sweep();
    expect(await stages(inv.id)).toEqual([]);

    at(new Date(due.getTime() - 6 * DAY));
    const first = await sweep();
    expect(first.creditReminders).toBeGreaterThanOrEqual(1);
    expect(await stages(inv.id)).toEqual(['before7']);
    const [fi] = await mails(fina!.email);
    expect(fi!.subject).toContain(`Lasku ${inv.invoiceNo} erääntyy`);
    expect(fi!.text).toContain('/accountCenter/credit');
    expect(fi!.text).toMatch(/123,45/);
    const [en] = await mails(anna!.email);
    expect(en!.subject).toContain(`Invoice ${inv.invoiceNo} is due on Mar 20, 2031`);
    expect(en!.text).toContain('123.45');
    // Buyers and viewers do not read statements: they are not told.
    for (const m of [bo!, vi!]) expect((await mails(m.email)).filter((x) => x.subject.includes(inv.invoiceNo))).toEqual([]);
    // The account-centre message too.
    const [msg] = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM user_message WHERE user_id = ${fina!.userId} AND params->>'invoiceNo' = ${inv.invoiceNo}`);
    expect(msg!.n).toBe(1);

    // The same stage again: nothing more.
    at(new Date(due.getTime() - 1 * DAY));
    await sweep();
    expect(await mails(fina!.email)).toHaveLength(1);

    at(new Date(due.getTime() + 3_600_000));
    await sweep();
    await sweep();
    expect(await stages(inv.id)).toEqual(['before7', 'due']);
    expect((await mails(anna!.email)).map((m) => m.subject)[1]).toContain(`Invoice ${inv.invoiceNo} is due today`);

    at(new Date(due.getTime() + 7 * DAY + 3_600_000));
    await sweep();
    at(new Date(due.getTime() + 13 * DAY));
    await sweep();
    at(new Date(due.getTime() + 14 * DAY + 60_000));
    await sweep();
    expect(await stages(inv.id)).toEqual(['before7', 'due', 'after7', 'after14']);
    const subjects = (await mails(anna!.email)).map((m) => m.subject).filter((s) => !s.includes('on hold'));
    expect(subjects).toHaveLength(4);
    expect(subjects[2]).toContain(`Invoice ${inv.invoiceNo} is 7 days overdue`);
    expect(subjects[3]).toContain(`Invoice ${inv.invoiceNo} is 14 days overdue`);
  });

  it('send only the latest stage after a long gap, and once with two sweepers at once', async () => {
    const due = new Date('2031-06-10T04:00:00Z');
    const { co, inv } = await setUp(due);
    // The sweeper was down from before the first reminder until 30 days past due.
    at(new Date(due.getTime() + 30 * DAY));
    await Promise.all([sweep(), sweep()]);
    expect(await stages(inv.id)).toEqual(['after28']);
    const reminders = (await mails(co.members.anna!.email)).filter((m) => m.subject.includes('overdue'));
    expect(reminders.map((m) => m.subject)).toEqual([expect.stringContaining(`Invoice ${inv.invoiceNo} is 30 days overdue`)]);

    at(new Date(due.getTime() + 35 * DAY));
    await Promise.all([sweep(), sweep(), sweep()]);
    expect(await stages(inv.id)).toEqual(['after28', 'after35']);
    expect((await mails(co.members.fina!.email)).filter((m) => m.subject.includes(inv.invoiceNo))).toHaveLength(2);
  });

  it('stop once the invoice is paid', async () => {
    const due = new Date('2031-09-01T04:00:00Z');
    const { co, inv } = await setUp(due);
    at(new Date(due.getTime() - 3 * DAY));
    await sweep();
    await settleInvoice(ctx, inv.id);
    at(new Date(due.getTime() + DAY));
    await sweep();
    expect(await stages(inv.id)).toEqual(['before7']);
    expect(await mails(co.members.anna!.email)).toHaveLength(1);
  });
});

describe('overdue holds', () => {
  it('hold an account overdue beyond the grace period, once, and release it when nothing is overdue', async () => {
    const due = new Date('2031-11-02T04:00:00Z');
    const { co, accountId, inv } = await setUp(due);
    const { anna, fina } = co.members;

    // Within the grace period (7 days): still active.
    at(new Date(due.getTime() + 6 * DAY));
    await sweep();
    expect((await account(accountId)).status).toBe('active');

    const holdAt = new Date(due.getTime() + 7 * DAY + 60_000);
    at(holdAt);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.creditHolds + b.creditHolds).toBe(1);
    const held = await account(accountId);
    expect(held).toMatchObject({ status: 'hold', holdKind: 'overdue', holdReason: inv.invoiceNo });
    expect(new Date(held.heldAt!).getTime()).toBe(holdAt.getTime());
    const holdMails = (await mails(anna!.email)).filter((m) => m.subject.startsWith('Your credit account is on hold'));
    expect(holdMails).toHaveLength(1);
    expect(holdMails[0]!.text).toContain(inv.invoiceNo);
    expect((await mails(fina!.email)).some((m) => m.subject.startsWith('Luottotilisi on jäädytetty'))).toBe(true);

    // Another pass changes nothing; a hold finance put by hand is never released by the sweeper.
    at(new Date(due.getTime() + 9 * DAY));
    expect((await sweep()).creditHolds).toBe(0);

    // Paid (outside the sweeper): the next pass releases it and tells them.
    await settleInvoice(ctx, inv.id);
    const [r1, r2] = await Promise.all([sweep(), sweep()]);
    expect(r1.creditReleases + r2.creditReleases).toBe(1);
    expect(await account(accountId)).toMatchObject({ status: 'active', holdKind: null, holdReason: '', heldAt: null });
    expect((await mails(anna!.email)).filter((m) => m.subject.startsWith('Your credit account is active again'))).toHaveLength(1);
  });

  it('leave a hold finance put by hand', async () => {
    const due = new Date('2032-01-05T04:00:00Z');
    const { accountId, inv } = await setUp(due);
    await db().execute(sql`UPDATE credit_account SET status = 'hold', hold_kind = 'manual', hold_reason = 'Checking references' WHERE id = ${accountId}`);
    at(new Date(due.getTime() + 20 * DAY));
    await sweep();
    expect(await account(accountId)).toMatchObject({ status: 'hold', holdKind: 'manual' });
    await settleInvoice(ctx, inv.id);
    await sweep();
    expect(await account(accountId)).toMatchObject({ status: 'hold', holdKind: 'manual', holdReason: 'Checking references' });
  });
});
