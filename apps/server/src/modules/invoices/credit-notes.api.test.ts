import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { paidOrder } from '../../../test/paid-orders.js';
import { staffLogin } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { createContext, inTransaction } from '../../lib/request-context.js';
import { creditNoteAfterRefund } from './index.js';

// Credit notes (red-letter invoices, issue 30): an order with an approved VAT invoice refunded in
// part (a staff refund) and then in full (the buyer's return the operator completes: the sweeper
// credits the rest), or cancelled with its payment refunded, gets a credit note per refund:
// numbered CN + yymmdd + sequence, the amount taken back, the invoice's `credited` following, once
// per refund however often it is retried. The buyer's invoice and the console's show them; the PDF
// is red, negative, in the reader's language, naming the invoice it corrects.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
const OPS = { authorization: 'Bearer dev-ops-token' };
const token = { sales: '', finance: '' };
const as = (role: keyof typeof token) => ({ authorization: `Bearer ${token[role]}` });
const db = () => ctx.storage.db;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx, 'CN');
  for (const role of ['sales', 'finance'] as const) {
    const email = `cn-${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Test ${role}`, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    token[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

/** The order's approved VAT invoice (the review itself is tested in invoices.api.test.ts); its id, number and amount. */
async function approvedInvoice(orderNo: string) {
  const invoiceNo = `INV-2030-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const title = { kind: 'company', name: '上海云桥网络科技有限公司', taxNo: '91310000MA1K000001', countryCode: 'CN', country: '中国', address: '上海市浦东新区', phone: '021-5555 0100', bank: '', bankAccount: '' };
  const [a] = await rows<{ id: number; amount: number }>(
    db(),
    sql`INSERT INTO invoice_application (user_id, order_id, type, title, amount, currency, minor_units, status, invoice_no, decided_at)
        SELECT o.user_id, o.id, 'general', ${JSON.stringify(title)}::jsonb, o.total, o.currency, o.minor_units, 'approved', ${invoiceNo}, now() FROM shop_order o WHERE o.order_no = ${orderNo}
        RETURNING id, amount`,
  );
  return { id: Number(a!.id), invoiceNo, amount: Number(a!.amount) };
}

const notes = async (applicationId: number) =>
  (await rows<{ no: string; amount: number; reason: string; source: string }>(db(), sql`SELECT credit_note_no AS no, amount, reason, source FROM credit_note WHERE application_id = ${applicationId} ORDER BY id`)).map((n) => ({ ...n, amount: Number(n.amount) }));
const credited = async (applicationId: number) => Number((await rows<{ c: number }>(db(), sql`SELECT credited AS c FROM invoice_application WHERE id = ${applicationId}`))[0]!.c);
const orderId = async (orderNo: string) => Number((await rows<{ id: number }>(db(), sql`SELECT id FROM shop_order WHERE order_no = ${orderNo}`))[0]!.id);
const staffBase = (orderNo: string) => `/api/ew/staff/orders/${orderNo}`;

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'cn-'));
  writeFileSync(join(dir, 'n.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'n.pdf'), '-'], { encoding: 'utf8' });
};

describe('credit notes', () => {
  it('a partial refund, then the rest through a completed return: one note each, credited follows, once however often retried', async () => {
    const orderNo = await paidOrder(ctx, buyer, 2);
    const inv = await approvedInvoice(orderNo);
    expect((await call('POST', `${staffBase(orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'CN0001' } })).status).toBe(200);
    const part = Math.floor(inv.amount / 3);
    const refund = await call('POST', `${staffBase(orderNo)}/refunds`, { headers: as('finance'), body: { amount: part, reason: 'damaged' } });
    expect(refund.status, refund.body.msg).toBe(200);
    const [first] = await notes(inv.id);
    expect(first).toMatchObject({ amount: part, reason: 'refund' });
    expect(first!.no).toMatch(/^CN\d{6}\d{4}$/);
    expect(await credited(inv.id)).toBe(part);

    // The same refund told again (a retry): the note it issued, nothing more.
    const again = await inTransaction(createContext(db()), (tx) => creditNoteAfterRefund(tx, { orderId: 0, amount: part, source: first!.source, reason: 'refund' }));
    expect(again).toBeNull();
    const oid = await orderId(orderNo);
    const retried = await inTransaction(createContext(db()), (tx) => creditNoteAfterRefund(tx, { orderId: oid, amount: part, source: first!.source, reason: 'refund' }));
    expect(retried).toBe(first!.no);
    expect(await notes(inv.id)).toHaveLength(1);

    // The buyer's return, completed by the operator: the order is refunded in full; the sweeper credits the rest.
    const [line] = await rows<{ skuId: number }>(db(), sql`SELECT l.sku_id AS "skuId" FROM order_line l WHERE l.order_id = ${oid}`);
    expect((await call('POST', `/orders/${orderNo}/return`, { token: buyer.token, body: { reason: 'damaged', description: 'Cracked', items: [{ skuId: Number(line!.skuId), quantity: 1 }] } })).status).toBe(200);
    expect((await call('POST', `${staffBase(orderNo)}/refund`, { headers: as('finance') })).status).toBe(200);
    await Promise.all([ctx.app.sweeper.sweep(), ctx.app.sweeper.sweep()]);
    await ctx.app.sweeper.sweep();
    const all = await notes(inv.id);
    expect(all.map((n) => [n.amount, n.reason])).toEqual([
      [part, 'refund'],
      [inv.amount - part, 'refunded'],
    ]);
    expect(all[1]!.no).not.toBe(all[0]!.no);
    expect(await credited(inv.id)).toBe(inv.amount);

    // The buyer's invoice lists them with their PDFs; the console's detail too.
    const mine = await call('GET', `/invoices/${inv.id}`, { token: buyer.token, lang: 'en' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.credited.amount).toBe(inv.amount);
    expect(mine.body.data.creditNotes.map((n: { creditNoteNo: string; amount: { amount: number }; reason: string }) => [n.creditNoteNo, n.amount.amount, n.reason])).toEqual([
      [all[0]!.no, part, 'Partial refund'],
      [all[1]!.no, inv.amount - part, 'Order refunded in full'],
    ]);
    const listed = await call('GET', `/invoices?status=approved`, { token: buyer.token });
    expect(listed.body.data.items.find((i: { id: number }) => i.id === inv.id).creditNotes).toHaveLength(2);
    const staffView = await call('GET', `/api/ew/staff/invoices/${inv.id}`, { headers: as('finance') });
    expect(staffView.status).toBe(200);
    expect(staffView.body.data.creditNotes.map((n: { creditNoteNo: string }) => n.creditNoteNo)).toEqual(all.map((n) => n.no));
    expect(staffView.body.data.creditNotes[0].pdfUrl).toMatch(/\/invoices\/credit-notes\/\d+\/pdf\?t=/);

    if (hasPdftotext) {
      const link = mine.body.data.creditNotes[0].pdfUrl as string;
      const en = await ctx.app.inject({ url: link });
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-disposition']).toContain(`${all[0]!.no}.pdf`);
      const words = pdfText(en.rawPayload);
      for (const w of ['Credit note (red-letter invoice)', all[0]!.no, inv.invoiceNo, orderNo, 'Partial refund', '上海云桥网络科技有限公司']) expect(words, w).toContain(w);
      // The amount taken back is printed negative (in the order's currency).
      expect(words).toMatch(/−\S*\d/);
      // The owner's session in Chinese; a stranger gets 404.
      const zh = await ctx.app.inject({ url: `/api/ew/buyer/invoices/credit-notes/${mine.body.data.creditNotes[1].id}/pdf?langId=1`, headers: { authorization: `Bearer ${buyer.token}` } });
      expect(zh.statusCode).toBe(200);
      const zhWords = pdfText(zh.rawPayload);
      for (const w of ['红字发票', '对应蓝字发票号码', inv.invoiceNo, '订单全额退款', '累计冲红金额']) expect(zhWords, w).toContain(w);
      const stranger = await makeBuyer(ctx);
      expect((await ctx.app.inject({ url: `/api/ew/buyer/invoices/credit-notes/${mine.body.data.creditNotes[1].id}/pdf`, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/api/ew/buyer/invoices/credit-notes/${mine.body.data.creditNotes[1].id}/pdf` })).statusCode).toBe(401);
    }
  });

  it('a cancel of a paid order refunds it in full: one note for the whole invoice', async () => {
    const orderNo = await paidOrder(ctx, buyer, 1);
    const inv = await approvedInvoice(orderNo);
    const r = await call('POST', `${staffBase(orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'out_of_stock' } });
    expect(r.status, r.body.msg).toBe(200);
    await ctx.app.sweeper.sweep();
    expect((await notes(inv.id)).map((n) => [n.amount, n.reason])).toEqual([[inv.amount, 'cancelled']]);
    expect(await credited(inv.id)).toBe(inv.amount);
  });

  it.runIf(hasPdftotext)('the VAT invoice PDF says it was credited: by how much and by which note, then in full by both, in the reader’s language', async () => {
    const orderNo = await paidOrder(ctx, buyer, 2);
    const inv = await approvedInvoice(orderNo);
    const pdf = async (langId: number) => {
      const r = await ctx.app.inject({ url: `/api/ew/buyer/invoices/${inv.id}/pdf?langId=${langId}`, headers: { authorization: `Bearer ${buyer.token}` } });
      expect(r.statusCode).toBe(200);
      return pdfText(r.rawPayload);
    };
    // Not credited: no such line.
    expect(await pdf(1)).not.toContain('冲红');
    expect(await pdf(2)).not.toContain('credited');

    expect((await call('POST', `${staffBase(orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'CN0002' } })).status).toBe(200);
    const part = 1000;
    expect((await call('POST', `${staffBase(orderNo)}/refunds`, { headers: as('finance'), body: { amount: part, reason: 'damaged' } })).status).toBe(200);
    const [first] = await notes(inv.id);
    const en = (await pdf(2)).replace(/\s+/g, ' ');
    expect(en).toMatch(new RegExp(`\\S*10\\.00 of this invoice has been credited by credit note ${first!.no}\\.`));
    expect(en).not.toContain('credited in full');
    const fi = (await pdf(4)).replace(/\s+/g, ' ');
    expect(fi).toContain(`on hyvitetty`);
    expect(fi).toContain(`hyvityslaskulla ${first!.no}`);

    // The rest refunded: credited in full, both notes named.
    expect((await call('POST', `${staffBase(orderNo)}/refunds`, { headers: as('finance'), body: { amount: inv.amount - part, reason: 'damaged' } })).status).toBe(200);
    await ctx.app.sweeper.sweep();
    const all = await notes(inv.id);
    expect(all).toHaveLength(2);
    expect(await credited(inv.id)).toBe(inv.amount);
    const zh = (await pdf(1)).replace(/\s+/g, '');
    expect(zh).toContain(`本发票已全额冲红（红字发票${all[0]!.no}和${all[1]!.no}）`);
    const en2 = (await pdf(2)).replace(/\s+/g, ' ');
    expect(en2).toContain(`This invoice has been credited in full by credit notes ${all[0]!.no} and ${all[1]!.no}.`);
  });

  it('none for an order without an approved invoice', async () => {
    const orderNo = await paidOrder(ctx, buyer, 1);
    expect((await call('POST', `${staffBase(orderNo)}/refunds`, { headers: as('finance'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(200);
    const [n] = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM credit_note WHERE order_id = ${await orderId(orderNo)}`);
    expect(n!.n).toBe(0);
  });
});
