import { randomUUID } from 'node:crypto';
import type { InvoiceApplication, StaffInvoice, StaffInvoiceList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { paidOrder } from '../../../test/paid-orders.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { staffLogin } from '../../../test/staff.js';

// VAT invoices in the console (issue 15): finance and administrators see the applications by
// status and decide each pending one once. Approving numbers the invoice (INV-<year>-<6 digits>,
// consecutive, never twice, also when approvals race) and tells the buyer by message and mail;
// rejecting needs a reason, which the buyer reads. Other roles are refused.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const staff: Record<'finance' | 'sales' | 'agent' | 'admin', string> = { finance: '', sales: '', agent: '', admin: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let cn = 0;
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  cn = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM country WHERE code = 'CN'`))[0]!.id);
  for (const role of ['finance', 'sales', 'agent', 'admin'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: { authorization: 'Bearer dev-ops-token' }, body: { email, name: `Invoices ${role}`, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

/** A buyer with a pending application of the given type for a new paid order. */
async function applied(type: 'general' | 'special' = 'special'): Promise<{ buyer: Buyer; id: number; orderNo: string }> {
  const buyer = await makeBuyer(ctx, 'CN');
  const orderNo = await paidOrder(ctx, buyer);
  const t = await call('POST', '/invoices/titles', {
    token: buyer.token,
    body: { kind: 'company', name: '上海云桥网络科技有限公司', countryId: cn, taxNo: '91350100M000100Y43', address: '上海市浦东新区世纪大道 200 号', phone: '+86 21 5555 0199', bank: '招商银行上海分行', bankAccount: '1219 0988 7710 301' },
  });
  const r = await call('POST', '/invoices', { token: buyer.token, body: { orderNo, type, titleId: t.body.data.id } });
  expect(r.status, r.body.msg).toBe(200);
  return { buyer, id: r.body.data.id, orderNo };
}
const queue = async (status: string, token = staff.finance) => (await call('GET', `/api/ew/staff/invoices?status=${status}&pageSize=100`, { headers: as(token) })).body.data as StaffInvoiceList;
const approve = (id: number, token = staff.finance, lang?: string) => call('POST', `/api/ew/staff/invoices/${id}/approve`, { headers: as(token), lang });
const reject = (id: number, body: unknown, token = staff.finance, lang?: string) => call('POST', `/api/ew/staff/invoices/${id}/reject`, { headers: as(token), body, lang });
/** The buyer's invoice messages and mails (paying the order sent its own before). */
const messagesOf = async (userId: number) =>
  (await rows<{ titleKey: string }>(ctx.storage.db, sql`SELECT title_key AS "titleKey" FROM user_message WHERE user_id = ${userId} AND title_key LIKE 'invoice%' ORDER BY id`)).map((m) => m.titleKey);
const mailsTo = async (email: string) =>
  (await rows<{ subject: string }>(ctx.storage.db, sql`SELECT subject FROM mail_outbox WHERE recipient = ${email} AND subject LIKE '%发票%' ORDER BY id`)).map((m) => m.subject);
const seq = (no: string) => Number(no.slice(-6));

describe('invoice applications in the console', () => {
  it('lists pending ones oldest first with buyer, title, amount, type, order and lines', async () => {
    const a = await applied('special');
    const b = await applied('general');
    const list = await queue('pending');
    const ids = list.items.map((i) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(list.counts.pending).toBeGreaterThanOrEqual(2);
    const row = list.items.find((i) => i.id === a.id)!;
    expect(row).toMatchObject({
      status: 'pending',
      type: 'special',
      buyerEmail: a.buyer.email,
      buyerName: 'Test Buyer',
      orderNo: a.orderNo,
      orderStatus: 'to_ship',
      decidedBy: null,
      invoiceNo: null,
      pdfUrl: null,
      title: { kind: 'company', name: '上海云桥网络科技有限公司', taxNo: '91350100M000100Y43', bank: '招商银行上海分行' },
    });
    expect(row.amount.amount).toBeGreaterThan(0);
    expect(row.lines[0]).toMatchObject({ productNo: expect.any(String), quantity: 1 });
    const one = await call('GET', `/api/ew/staff/invoices/${a.id}`, { headers: as(staff.finance) });
    expect((one.body.data as StaffInvoice).buyerEmail).toBe(a.buyer.email);
    // Delivered since: the console reads the order as delivered, not shipped (issue 24); a buyer's own view has no such field.
    expect((one.body.data as StaffInvoice).orderDeliveredAt).toBeNull();
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'to_receive', shipped_at = now(), delivered_at = now() WHERE order_no = ${a.orderNo}`);
    expect((await call('GET', `/api/ew/staff/invoices/${a.id}`, { headers: as(staff.finance) })).body.data).toMatchObject({ orderStatus: 'to_receive', orderDeliveredAt: expect.any(String) });
    expect((await call('GET', `/invoices/${a.id}`, { token: a.buyer.token })).body.data).not.toHaveProperty('orderDeliveredAt');
    expect((await call('GET', '/api/ew/staff/invoices/99999999', { headers: as(staff.finance) })).status).toBe(404);
    expect((await call('GET', '/api/ew/staff/invoices/99999999999', { headers: as(staff.finance) })).status).toBe(404);
  });

  it('approves with the next invoice number of the year; the buyer gets a message, a mail and the PDF', async () => {
    const a = await applied();
    const r = await approve(a.id, staff.finance, '2');
    expect(r.status).toBe(200);
    const invoiceNo = r.body.data.invoiceNo as string;
    const year = new Date().getUTCFullYear();
    expect(invoiceNo).toMatch(new RegExp(`^INV-(${year}|${year + 1})-\\d{6}$`));
    expect(r.body.msg).toBe(`Approved: invoice ${invoiceNo} is issued and the buyer has been told`);

    const mine = (await call('GET', `/invoices/${a.id}`, { token: a.buyer.token })).body.data as InvoiceApplication;
    expect(mine).toMatchObject({ status: 'approved', invoiceNo, decidedAt: expect.any(String), pdfUrl: expect.stringContaining(`/invoices/${a.id}/pdf?t=`) });
    expect(await messagesOf(a.buyer.userId)).toEqual(['invoiceApproved']);
    expect(await mailsTo(a.buyer.email)).toEqual([`发票已开具 · ${invoiceNo}`]);
    const msgs = await call('GET', '/user/messages', { token: a.buyer.token, lang: '2' });
    expect(msgs.body.data.items[0]).toMatchObject({
      title: 'Invoice issued',
      body: `Your invoice application for order ${a.orderNo} was approved: invoice number ${invoiceNo}. You can download the PDF invoice under Invoices in your account centre.`,
    });
    const approved = (await queue('approved')).items.find((i) => i.id === a.id)!;
    expect(approved).toMatchObject({ decidedBy: 'Invoices finance', invoiceNo });
    // Finance opens the issued PDF from the console through its signed link.
    const pdf = await ctx.app.inject({ url: approved.pdfUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Deciding again is refused, either way.
    expect(await approve(a.id, staff.finance, '2')).toMatchObject({ status: 409, body: { msg: 'This invoice application has already been decided' } });
    expect((await reject(a.id, { reason: 'late' })).status).toBe(409);
  });

  it('numbers invoices consecutively and never twice, also when approvals race', async () => {
    const apps = await Promise.all([applied(), applied('general'), applied(), applied('general')]);
    // Two approvals of one application at once: one wins.
    const same = await Promise.all([approve(apps[0]!.id), approve(apps[0]!.id)]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 409]);
    // Three different ones at once: three numbers in a row.
    const rest = await Promise.all(apps.slice(1).map((a) => approve(a.id)));
    expect(rest.map((r) => r.status)).toEqual([200, 200, 200]);
    const first = same.find((r) => r.status === 200)!.body.data.invoiceNo as string;
    const numbers = [first, ...rest.map((r) => r.body.data.invoiceNo as string)].map(seq).sort((x, y) => x - y);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
    const [{ n, distinct }] = (await rows<{ n: number; distinct: number }>(
      ctx.storage.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT invoice_no)::int AS distinct FROM invoice_application WHERE invoice_no IS NOT NULL`,
    )) as [{ n: number; distinct: number }];
    expect(Number(distinct)).toBe(Number(n));
  });

  it('refuses to approve an order refunded since the application, and changes nothing', async () => {
    const a = await applied();
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'refunded' WHERE order_no = ${a.orderNo}`);
    const r = await approve(a.id, staff.finance, '1');
    expect(r).toMatchObject({ status: 409, body: { msg: `订单 ${a.orderNo} 不能开具发票：只有已付款或已完成的订单可以申请` } });
    expect((await call('GET', `/api/ew/staff/invoices/${a.id}`, { headers: as(staff.finance) })).body.data).toMatchObject({ status: 'pending', orderStatus: 'refunded', invoiceNo: null });
    expect(await messagesOf(a.buyer.userId)).toEqual([]);
    // It can still be rejected with a reason.
    expect((await reject(a.id, { reason: 'The order was refunded.' })).status).toBe(200);
  });

  it('rejects with a reason the buyer reads in a message and a mail, and the buyer may apply again', async () => {
    const a = await applied();
    expect(await reject(a.id, { reason: '  ' }, staff.finance, '2')).toMatchObject({ status: 422, body: { data: { fields: { reason: 'Required' } } } });
    expect((await reject(a.id, {})).status).toBe(422);
    expect((await reject(a.id, { reason: 'x'.repeat(501) })).status).toBe(422);
    expect((await reject(a.id, { reason: 'a\u0000b' })).status).toBe(422);
    const reason = '纳税人识别号与营业执照不一致，请核对后重新申请。';
    expect(await reject(a.id, { reason }, staff.admin, '6')).toMatchObject({ status: 200, body: { msg: '却下しました。購入者に通知しました' } });
    const mine = (await call('GET', `/invoices/${a.id}`, { token: a.buyer.token })).body.data as InvoiceApplication;
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: reason, invoiceNo: null, pdfUrl: null, decidedAt: expect.any(String) });
    expect((await call('GET', `/invoices/${a.id}/pdf`, { token: a.buyer.token })).status).toBe(404);
    expect(await messagesOf(a.buyer.userId)).toEqual(['invoiceRejected']);
    expect(await mailsTo(a.buyer.email)).toEqual([`发票申请未通过 · ${a.orderNo}`]);
    const msgs = await call('GET', '/user/messages', { token: a.buyer.token, lang: '1' });
    expect(msgs.body.data.items[0].body).toBe(`很抱歉，订单 ${a.orderNo} 的发票申请未通过。原因：${reason} 您可以修改发票抬头后重新申请。`);
    expect((await queue('rejected')).items.find((i) => i.id === a.id)).toMatchObject({ rejectReason: reason, decidedBy: 'Invoices admin' });
    expect((await approve(a.id)).status).toBe(409);
    expect((await reject(99_999_999, { reason })).status).toBe(404);
    expect((await approve(99_999_999)).status).toBe(404);
    // The order is offered again.
    expect((await call('GET', '/invoices/orders', { token: a.buyer.token })).body.data.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.orderNo]);
  });

  it('are for finance and administrators only', async () => {
    const a = await applied();
    expect((await call('GET', '/api/ew/staff/invoices', { headers: as(staff.admin) })).status).toBe(200);
    for (const role of ['sales', 'agent'] as const) {
      expect((await call('GET', '/api/ew/staff/invoices', { headers: as(staff[role]) })).status).toBe(403);
      expect((await call('GET', `/api/ew/staff/invoices/${a.id}`, { headers: as(staff[role]) })).status).toBe(403);
      expect((await approve(a.id, staff[role])).status).toBe(403);
      expect((await reject(a.id, { reason: 'no' }, staff[role])).status).toBe(403);
    }
    expect((await call('GET', '/api/ew/staff/invoices')).status).toBe(401);
    expect((await call('POST', `/api/ew/staff/invoices/${a.id}/approve`)).status).toBe(401);
    // A buyer's session is no staff session.
    expect((await call('GET', '/api/ew/staff/invoices', { headers: as(a.buyer.token) })).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/invoices?status=paid', { headers: as(staff.finance) })).status).toBe(422);
    expect((await call('GET', `/api/ew/staff/invoices/${a.id}`, { headers: as(staff.finance) })).body.data.status).toBe('pending');
    // The operator token acts as an administrator; it has no staff row to name.
    expect((await call('POST', `/api/ew/staff/invoices/${a.id}/approve`, { headers: { authorization: 'Bearer dev-ops-token' } })).status).toBe(200);
    expect((await call('GET', `/api/ew/staff/invoices/${a.id}`, { headers: as(staff.admin) })).body.data).toMatchObject({ status: 'approved', decidedBy: null });
  });
});
