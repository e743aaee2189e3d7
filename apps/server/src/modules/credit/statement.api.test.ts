import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { creditAccountFor, openInvoice, recordPayment } from '../../../test/credit.js';
import { paidOrder } from '../../../test/paid-orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// A company's monthly statement (issue 30): a PDF in the reader's language with the balance before
// the month, the month's entries by kind, the balance after and the invoices still open with their
// due dates; for members who read statements or manage credit, of their own company only.

let ctx: TestContext;
let co: TestCompany;
let first: { invoiceNo: string };
let second: { invoiceNo: string };
let orderNo2: string;

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const text = (bytes: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'statement-'));
  writeFileSync(join(dir, 's.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
};

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  co = await createCompany(ctx, { name: 'Statement Testers Oy', members: { fina: ['finance'], anna: ['admin'], bo: ['buyer'] } });
  const accountId = await creditAccountFor(ctx, co.companyId, { limit: 5_000_000, terms: 30 });
  // April: the first purchase (123.45). May: a second (600.00) and the first paid.
  const a = await openInvoice(ctx, accountId, await paidOrder(ctx, co.members.bo!), { amount: 12_345, issuedAt: new Date('2031-04-10T02:00:00Z'), dueAt: new Date('2031-05-10T02:00:00Z') });
  orderNo2 = await paidOrder(ctx, co.members.bo!);
  const b = await openInvoice(ctx, accountId, orderNo2, { amount: 60_000, issuedAt: new Date('2031-05-03T02:00:00Z'), dueAt: new Date('2031-06-02T02:00:00Z') });
  await recordPayment(ctx, accountId, a.id, 12_345, new Date('2031-05-20T03:00:00Z'), 'SEPA-0520');
  first = a;
  second = b;
  ctx.app.clock.now = () => new Date('2031-06-12T04:00:00Z');
});
afterAll(() => ctx?.close());

const statement = (who: { token: string }, month: string, lang = 'zh-CN') =>
  ctx.app.inject({ url: `/api/ew/buyer/credit/statement?month=${month}`, headers: { authorization: `Bearer ${who.token}`, lang } });

describe('monthly statement', () => {
  it.runIf(hasPdftotext)('reads the month in Chinese: opening and closing balances, entries by kind, open invoices with due dates', async () => {
    const r = await statement(co.members.fina!, '2031-05');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.headers['content-disposition']).toContain('statement-2031-05.pdf');
    const words = text(r.rawPayload);
    for (const w of ['对账单', 'Statement Testers Oy', '2031年5月', '期初余额', '期末余额', '月结采购', '付款', 'SEPA-0520', second.invoiceNo, first.invoiceNo, orderNo2, '截至 2031年6月12日 的未结发票', '到期日', '已逾期 10 天']) expect(words, w).toContain(w);
    // Opening 123.45 (April's purchase); May adds 600.00 and takes 123.45 (the payment); closing 600.00.
    const summary = words.slice(0, words.indexOf('本期明细'));
    expect(summary).toMatch(/¥123\.45[\s\S]*¥600\.00[\s\S]*−¥123\.45[\s\S]*¥600\.00/);
    // Only the second invoice is still open, with its due date.
    const openPart = words.slice(words.indexOf('的未结发票'));
    expect(openPart).toContain(second.invoiceNo);
    expect(openPart).toContain('2031年6月2日');
    expect(openPart).not.toContain(first.invoiceNo);
  });

  it.runIf(hasPdftotext)('is in the reader’s language (English) for an admin', async () => {
    const r = await statement(co.members.anna!, '2031-04', 'en');
    expect(r.statusCode).toBe(200);
    const words = text(r.rawPayload);
    for (const w of ['Statement of account', 'April 2031', 'Opening balance', 'Closing balance', 'Purchase', first.invoiceNo, 'Net 30 days', 'Open invoices on Jun 12, 2031']) expect(words, w).toContain(w);
    expect(words).not.toContain('SEPA-0520');
    expect(words).not.toContain('对账单');
  });

  it('is refused to members who do not read statements, for a month not begun, and for a bad month', async () => {
    expect((await statement(co.members.bo!, '2031-05')).statusCode).toBe(403);
    expect((await statement(co.members.fina!, '2031-07')).statusCode).toBe(422);
    expect((await statement(co.members.fina!, '2031-13')).statusCode).toBe(422);
    const none = await createCompany(ctx, { members: { f: ['finance'] } });
    expect((await statement(none.members.f!, '2031-05')).statusCode).toBe(404);
  });
});

describe('months in the company’s time zone', () => {
  /** A company in `timeZone` with an April invoice and a payment at `paidAt`; its finance member and the payment's reference. */
  async function companyIn(timeZone: string, paidAt: Date, reference: string) {
    const c = await createCompany(ctx, { members: { f: ['finance'], b: ['buyer'] } });
    await ctx.storage.db.execute(sql`UPDATE company SET time_zone = ${timeZone} WHERE id = ${c.companyId}`);
    const accountId = await creditAccountFor(ctx, c.companyId);
    const i = await openInvoice(ctx, accountId, await paidOrder(ctx, c.members.b!), { amount: 50_000, issuedAt: new Date('2031-04-12T10:00:00Z'), dueAt: new Date('2031-05-12T10:00:00Z') });
    await recordPayment(ctx, accountId, i.id, 20_000, paidAt, reference);
    return c.members.f!;
  }

  // 23:30 on 30 April where the company is: 20:30 UTC in Helsinki (UTC+3 in summer), 03:30 UTC on 1 May in New York (UTC−4).
  // In Shanghai the first is already May and in UTC the second is, so a month read in either would put one of them wrong.
  it.runIf(hasPdftotext)('an entry at 23:30 on the last day of the month lands in that month, dated that day (Helsinki, New York)', async () => {
    for (const [zone, at, ref] of [
      ['Europe/Helsinki', '2031-04-30T20:30:00Z', 'HEL-0430'],
      ['America/New_York', '2031-05-01T03:30:00Z', 'NYC-0430'],
    ] as const) {
      const fin = await companyIn(zone, new Date(at), ref);
      const april = text((await statement(fin, '2031-04', 'en')).rawPayload);
      expect(april, zone).toContain(ref);
      expect(april, zone).toMatch(new RegExp(`Apr 30, 2031.*${ref}`));
      expect(april, zone).not.toContain('May 1, 2031');
      const may = await statement(fin, '2031-05', 'en');
      expect(may.statusCode).toBe(200);
      expect(text(may.rawPayload), zone).not.toContain(ref);
    }
  });
});
