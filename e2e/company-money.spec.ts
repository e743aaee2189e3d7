import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test';
import { KEYS, OPS, consoleSignIn, login, ready, storage } from './helpers';

// Issue 30, done means: a company's money controls end to end, on the README's demo company
// (apps/server/src/demo-company.ts: total ≥ 10,000 CNY → approver at level 1, ≥ 50,000 CNY →
// finance at level 2; a Net 30 credit account of 200,000 CNY).
// 1. The company's buyer, in Chinese, checks out above the first rule, paying on account with a PO
//    number: the order waits, and the request's page says pending.
// 2. The approver, who reads the shop in French, opens the link of the approval mail and approves.
// 3. The order is placed, ready to ship, paid on account with the PO number; an invoice is open.
// 4. The server's clock moves past the due date and the grace period (the dev clock route, which
//    runs the sweeper at once): the company is put on hold, and its credit page says so.
// 5. The shop's finance records the bank transfer in the console (/console/credit) and the hold lifts.

const API = '/api/ew/buyer';
const PASSWORD = 'Demo@12345';
const COMPANY = 'YT Demo Networks Ltd.';
const PEOPLE = { admin: 'company-admin@example.com', buyer: 'company-buyer@example.com', approver: 'company-approver@example.com' };
const STAFF_PASSWORD = 'Console#2026';
/** The rule's threshold (10,000 CNY) and the next level's (50,000 CNY), in fen. */
const LEVEL_1 = 1_000_000;
const LEVEL_2 = 5_000_000;

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const json = async (res: APIResponse) => (await res.json()) as { code: number; msg: string; data: ReturnType<typeof JSON.parse> };

/** A new context (its own cookies and storage) with the cookie notice answered, in a language of the shop. */
async function person(browser: Browser, lang: 'zh-CN' | 'fr'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'zh-CN' });
  await context.addInitScript((k) => localStorage.setItem(k, '1'), KEYS.cookie);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  // The first page of a fresh context loads the shop's base data; on a busy machine that takes longer than an assertion's 5 s.
  await expect(page.getByTestId('country-chooser')).toContainText(/[A-Z]{3}/, { timeout: 30_000 });
  return page;
}

/** The newest mail to an address whose text matches (the dev mailbox logs what would be sent). */
async function newestMail(page: Page, to: string, match: RegExp): Promise<{ id: number; subject: string; text: string }> {
  let found: { id: number; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await json(await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`))).data as { id: number; subject: string; text: string }[];
      found = mails.find((m) => match.test(m.text));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Moves the server's clock `days` ahead of real time (0: back) and runs one sweep: what it did. */
async function moveClock(page: Page, days: number): Promise<Record<string, number>> {
  const res = await json(await page.request.post('/api/dev/clock', { data: { days } }));
  expect(res.code, res.msg).toBe(200);
  return res.data.swept as Record<string, number>;
}

/**
 * A SKU in stock whose CNY price puts `quantity` units between the first rule's threshold (with
 * room for shipping) and the second's, so the order needs exactly one level of approval.
 */
async function skuForLevelOne(page: Page, currencyId: string): Promise<{ skuId: number; quantity: number; unit: number }> {
  const items = (await json(await page.request.get(`${API}/catalog/products?pageSize=40&currencyId=${currencyId}`))).data.items as { spuId: number }[];
  for (const p of items) {
    const detail = (await json(await page.request.get(`${API}/catalog/products/${p.spuId}?currencyId=${currencyId}`))).data as { skus: { skuId: number; stock: number; price: { amount: number; currency: string } }[] };
    for (const s of detail.skus) {
      if (s.price.currency !== 'CNY' || s.price.amount <= 0) continue;
      // About 12,000 CNY at the unit price (tiers only lower it, and the line stays below 500 units).
      const quantity = Math.ceil((1.2 * LEVEL_1) / s.price.amount);
      if (quantity <= Math.min(s.stock - 10, 200) && quantity * s.price.amount < LEVEL_2 / 3) return { skuId: s.skuId, quantity, unit: s.price.amount };
    }
  }
  throw new Error('no SKU in stock priced for a 12,000 CNY order');
}

test('a zh-CN buyer’s order waits, a French approver approves it from the mail, it is paid on account; overdue puts the company on hold; finance’s payment lifts it', async ({ browser }) => {
  test.setTimeout(240_000);
  const id = suffix();
  const po = `PO-${id.toUpperCase()}`;

  // 1. The buyer, in Chinese: the cart holds about 12,000 CNY of one SKU, checked out for the
  //    company and paid on account with a PO number.
  const buyer = await person(browser, 'zh-CN');
  const buyerToken = await login(buyer, PEOPLE.buyer, PASSWORD);
  const bHeaders = { Authorization: `Bearer ${buyerToken}` };
  const currencyId = (await storage(buyer, KEYS.currencyId))!;
  const sku = await skuForLevelOne(buyer, currencyId);
  // A cart of earlier runs (the demo company outlives a run) is emptied first.
  const before = (await json(await buyer.request.get(`${API}/cart`, { headers: bHeaders }))).data as { lines: { skuId: number }[] };
  if (before.lines.length) await buyer.request.post(`${API}/cart/remove`, { headers: bHeaders, data: { skuIds: before.lines.map((l) => l.skuId) } });
  const added = await json(await buyer.request.post(`${API}/cart/items`, { headers: bHeaders, data: { skuId: sku.skuId, quantity: sku.quantity } }));
  expect(added.code, added.msg).toBe(200);

  await buyer.goto('/order?from=cart');
  await ready(buyer);
  await expect(buyer.getByTestId('checkout-line')).toHaveCount(1);
  await expect(buyer.getByTestId('purchase-for-company')).toContainText(COMPANY);
  await expect(buyer.getByTestId('purchase-for-company').getByRole('radio')).toBeChecked();
  const terms = buyer.getByTestId('payment-terms');
  await expect(terms).toBeVisible();
  await buyer.getByTestId('payment-terms-account').getByRole('radio').check();
  await buyer.getByTestId('payment-terms-po').fill(po);
  await buyer.getByTestId('order-submit').click();

  // The order waits: the request's page, "sent for approval", pending.
  await expect(buyer).toHaveURL(/\/accountCenter\/approvals\/detail\?no=AR\w+&sent=1$/);
  const requestNo = new URL(buyer.url()).searchParams.get('no')!;
  await expect(buyer.getByTestId('approval-sent')).toBeVisible();
  await expect(buyer.getByTestId('approval-status').first()).toHaveAttribute('data-status', 'pending');
  await expect(buyer.getByTestId('approval-payment')).toContainText(po);
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Nothing was ordered yet, and the cart line is gone (the request carries it).
  const pending = (await json(await buyer.request.get(`${API}/approvals/requests/${requestNo}`, { headers: bHeaders }))).data;
  expect(pending).toMatchObject({ status: 'pending', orderNo: null, currentLevel: 1 });
  expect(pending.total.amount).toBeGreaterThanOrEqual(LEVEL_1);
  expect(pending.total.amount).toBeLessThan(LEVEL_2);

  // 2. The approver reads the shop in French; the link comes from the approval mail, in French.
  const approver = await person(browser, 'fr');
  const mail = await newestMail(approver, PEOPLE.approver, new RegExp(`approvals/detail\\?no=${requestNo}`));
  // In the approver's language, not the requester's.
  expect(mail.subject).toContain('Approbation');
  expect(mail.text).toContain('approuver');
  await login(approver, PEOPLE.approver, PASSWORD);
  await approver.goto(new RegExp(`/accountCenter/approvals/detail\\?no=${requestNo}`).exec(mail.text)![0]);
  await expect(approver.locator('html')).toHaveAttribute('lang', 'fr');
  const decision = approver.getByTestId('approval-decision');
  await expect(decision).toBeVisible();
  await approver.getByTestId('approval-comment').fill('Budget du projet validé, merci.');
  await approver.getByTestId('approval-approve').click();
  const outcome = approver.getByTestId('approval-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'approved');
  const orderNo = (await outcome.getByTestId('approval-order-link').textContent())!.match(/YT\d+/)![0];

  // 3. Placed: ready to ship, paid on account with the PO number; the buyer's page says so too.
  const order = (await json(await buyer.request.get(`${API}/orders/${orderNo}`, { headers: bHeaders }))).data;
  expect(order).toMatchObject({ status: 'to_ship', purchaseFor: 'company', paymentMethod: 'account' });
  await buyer.reload();
  await expect(buyer.getByTestId('approval-outcome')).toHaveAttribute('data-status', 'approved');
  await expect(buyer.getByTestId('approval-order-link')).toContainText(orderNo);

  // The company's admin (Chinese) sees the invoice with the PO number on the credit page.
  const admin = await person(browser, 'zh-CN');
  await login(admin, PEOPLE.admin, PASSWORD);
  await admin.goto('/accountCenter/credit');
  await expect(admin.getByTestId('credit-status')).toHaveAttribute('data-status', 'active');
  const invoiceRow = admin.locator('[data-testid^="credit-invoice-CI"]').filter({ hasText: po });
  await expect(invoiceRow).toHaveCount(1);
  const invoiceNo = (await invoiceRow.getAttribute('data-testid'))!.replace('credit-invoice-', '');
  await expect(admin.getByTestId('credit-hold-banner')).toHaveCount(0);

  try {
    // 4. Forty days on (Net 30 and the 7-day grace): the sweeper puts the company on hold.
    await moveClock(admin, 40);
    await admin.reload();
    await expect(admin.getByTestId('credit-status')).toHaveAttribute('data-status', 'hold');
    await expect(admin.getByTestId('credit-hold-banner')).toBeVisible();

    // 5. The shop's finance records the transfer in the console; the hold lifts.
    const finance = await person(browser, 'zh-CN');
    const financeEmail = `finance-${id}@yt-networks.example`;
    const staff = await json(await finance.request.post('/api/ew/staff/staff', { headers: OPS, data: { email: financeEmail, name: '周财务', password: STAFF_PASSWORD, roles: ['finance'] } }));
    expect(staff.code, staff.msg).toBe(200);
    await consoleSignIn(finance, financeEmail, STAFF_PASSWORD);
    await finance.goto('/console/credit');
    await finance.getByRole('link', { name: COMPANY }).first().click();
    await expect(finance).toHaveURL(/\/console\/credit\/\d+$/);
    await expect(finance.getByTestId('credit-account-status')).toHaveAttribute('data-status', 'hold');
    await finance.getByTestId('credit-record-payment').click();
    const form = finance.getByTestId('credit-payment-form');
    await expect(form).toBeVisible();
    const adminToken = (await admin.context().cookies()).find((c) => c.name === 'yt_us_token')!.value;
    const invoices = (await json(await admin.request.get(`${API}/credit/invoices?status=open`, { headers: { Authorization: `Bearer ${adminToken}` } }))).data.items as { invoiceNo: string; due: { amount: number } }[];
    const due = invoices.find((i) => i.invoiceNo === invoiceNo)!.due.amount;
    await finance.getByTestId('credit-payment-amount').fill((due / 100).toFixed(2));
    await finance.getByTestId('credit-payment-reference').fill(`招商银行回单 ${id}`);
    await finance.getByTestId('credit-payment-confirm').click();
    await expect(finance.getByTestId('credit-account-status')).toHaveAttribute('data-status', 'active');

    await admin.reload();
    await expect(admin.getByTestId('credit-status')).toHaveAttribute('data-status', 'active');
    await expect(admin.getByTestId('credit-hold-banner')).toHaveCount(0);
    await finance.context().close();
  } finally {
    await moveClock(admin, 0);
  }
  await Promise.all([buyer.context().close(), approver.context().close(), admin.context().close()]);
});
