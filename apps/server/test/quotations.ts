import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../src/db/client.js';
import { api, type Buyer } from './buyers.js';
import { postForm } from './forms.js';
import type { TestContext } from './test-app.js';
import { staffLogin } from './staff.js';

// Quotations (issue 15): a staff member of a role, a buyer's quotation inquiry, and a quotation
// sent on it from the console, for the tests that start from one.

const OPS = { authorization: 'Bearer dev-ops-token' };

/** A staff session of `role`, made through the operator token as the CLI does. */
export async function staffSession(ctx: TestContext, role: 'agent' | 'sales' | 'finance' | 'admin'): Promise<string> {
  const call = api(ctx);
  const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
  expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Mika ${role}`, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
  return staffLogin(call, email, 'Staff#2026');
}

let nextIp = 0;

/** A buyer's quotation inquiry (with the cart's lines when given); its number and console id. */
export async function quotationInquiry(ctx: TestContext, b: Buyer, lines?: { skuId: number; quantity: number }[], lang = '2', extra: Record<string, string> = {}): Promise<{ no: string; id: number; msg: string }> {
  const fields: Record<string, string> = { type: 'quotation', productNo: 'S5800-48T4S', details: 'Price for 200 units, delivery to Helsinki?', source: lines ? 'cart' : 'page', ...extra };
  if (lines) fields.lines = JSON.stringify(lines);
  const r = await postForm(ctx, '/api/ew/buyer/inquiries', fields, [], { token: b.token, ip: `10.17.${Math.floor(++nextIp / 250)}.${nextIp % 250}`, lang });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const no = r.body.data.inquiryNo as string;
  const [row] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM inquiry WHERE inquiry_no = ${no}`);
  return { no, id: Number(row!.id), msg: r.body.msg };
}

/** The date `days` from today in Shenzhen, as the builder sends it. */
export function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d);
}

/** The currency id of a code. */
export async function currencyId(ctx: TestContext, code: string): Promise<number> {
  const [c] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = ${code}`);
  return Number(c!.id);
}

/** Sends a quotation on inquiry `id` as `token`; the answer. */
export function sendQuotation(ctx: TestContext, token: string, id: number, body: Record<string, unknown>, lang = '2') {
  return api(ctx)('POST', `/api/ew/staff/inquiries/${id}/quotations`, { headers: { authorization: `Bearer ${token}` }, body, lang });
}

/**
 * A company's quotation (issue 29/30): `b` asks in the company's name and sales quote `lines` in
 * the currency `code`, valid `days` more; the inquiry's number and the quotation's id and total.
 */
export async function companyQuotation(
  ctx: TestContext,
  salesToken: string,
  b: Buyer,
  opts: { lines: { skuId: number; quantity: number; unitPrice: number }[]; currency?: string; days?: number },
): Promise<{ inquiryNo: string; inquiryId: number; quotationId: number; total: number }> {
  const asked = await quotationInquiry(ctx, b, undefined, '2', { purchaseFor: 'company' });
  const body = { currencyId: await currencyId(ctx, opts.currency ?? 'USD'), lines: opts.lines, shippingFee: 0, validUntil: dayFromNow(opts.days ?? 14), note: '' };
  const r = await sendQuotation(ctx, salesToken, asked.id, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [q] = await rows<{ id: number; total: number }>(ctx.storage.db, sql`SELECT id, total FROM quotation WHERE inquiry_id = ${asked.id} ORDER BY version DESC LIMIT 1`);
  return { inquiryNo: asked.no, inquiryId: asked.id, quotationId: Number(q!.id), total: Number(q!.total) };
}
