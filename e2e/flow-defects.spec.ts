import { expect, test, type Page } from '@playwright/test';
import { buyerWithAddress, KEYS, login, payInSandbox, ready, receivedOrder, registerBuyer, storage } from './helpers';

// The rough edges a first-time buyer hits (issue 16): the recycle bin's promises, totals before
// an address, the message of an expired session, recently viewed products across the login, and
// the payment window that closes itself. Every test registers its own buyer.

const api = '/api/ew/buyer';
const card = (page: Page, orderNo: string) => page.locator(`[data-order-no="${orderNo}"]`);
const SESSION_EXPIRED = '无效的会话，或者会话已过期，请重新登录。';

/** An unpaid order of one unit of a product's first SKU in stock, placed through the API. */
async function placedOrder(page: Page, buyer: { token: string; addressId: number }, spuId: number): Promise<string> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const sku = ((await (await page.request.get(`${api}/catalog/products/${spuId}`)).json()).data.skus as { skuId: number; stock: number }[]).find((s) => s.stock > 5)!;
  const items = [{ skuId: sku.skuId, quantity: 1 }];
  const preview = (await (await page.request.post(`${api}/checkout/preview`, { headers, data: { items, shippingAddressId: buyer.addressId } })).json()).data;
  const placed = await page.request.post(`${api}/orders`, { headers, data: { idempotencyKey: crypto.randomUUID(), items, shippingAddressId: buyer.addressId, shippingMethodId: preview.shippingMethods[0].shippingMethodId } });
  return (await placed.json()).data.orderNo as string;
}

async function loginWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

test('the recycle bin says one true thing: a cancelled order cannot be restored, a completed one can within 30 days', async ({ page }) => {
  test.slow();
  const buyer = await buyerWithAddress(page);
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const cancelled = await placedOrder(page, buyer, 2);
  expect((await (await page.request.post(`${api}/orders/${cancelled}/cancel`, { headers, data: { reason: 'not_needed' } })).json()).code).toBe(200);
  const completed = await receivedOrder(page, buyer, 3);
  expect((await (await page.request.post(`${api}/orders/${completed}/receive`, { headers })).json()).code).toBe(200);

  // Deleting the cancelled order promises no restore.
  await page.goto('/accountCenter/orders?tab=cancelled');
  await card(page, cancelled).getByTestId('order-delete').click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('已取消的订单移入后无法还原');
  await expect(dialog).not.toContainText('天内可在回收站中还原');
  await dialog.getByTestId('confirm-dialog-ok').click();
  await expect(card(page, cancelled)).toHaveCount(0);

  // Deleting the completed one says it can be restored within 30 days.
  await page.goto('/accountCenter/orders?tab=completed');
  await card(page, completed).getByTestId('order-delete').click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('30 天内可在回收站中还原');
  await dialog.getByTestId('confirm-dialog-ok').click();
  await expect(card(page, completed)).toHaveCount(0);

  // The bin says which orders can come back, and the buttons agree.
  await page.goto('/accountCenter/orders/recycleBin');
  const note = page.getByTestId('bin-note');
  await expect(note).toContainText('已删除的订单将在回收站保留 30 天');
  await expect(note).toContainText('在此之前，已完成和已退款的订单可以还原。');
  await expect(note).toContainText('已取消的订单无法还原。');
  await expect(card(page, completed).getByTestId('order-restore')).toBeVisible();
  await expect(card(page, cancelled).getByTestId('order-restore')).toHaveCount(0);
  await expect(card(page, cancelled).getByTestId('order-purge')).toBeVisible();
  // The server agrees: the cancelled order does not come back.
  expect((await page.request.post(`${api}/orders/${cancelled}/restore`, { headers })).status()).toBe(409);
});

test('order confirmation: before an address is chosen, shipping and tax say they come with the address, and the total says it is before them', async ({ page }) => {
  await page.goto('/');
  const { email, password } = await registerBuyer(page);
  const token = await login(page, email, password);
  const headers = { Authorization: `Bearer ${token}` };
  const sku = ((await (await page.request.get(`${api}/catalog/products/2`)).json()).data.skus as { skuId: number; stock: number }[]).find((s) => s.stock > 5)!;
  expect((await (await page.request.post(`${api}/cart/items`, { headers, data: { skuId: sku.skuId, quantity: 1 } })).json()).code).toBe(200);

  await page.goto('/order?from=cart');
  await ready(page);
  const totals = page.getByTestId('checkout-totals');
  await expect(totals.getByTestId('checkout-shipping-fee')).toHaveText('选择收货地址后计算');
  await expect(totals.getByTestId('checkout-tax')).toHaveText('选择收货地址后计算');
  await expect(totals).not.toContainText('免运费');
  await expect(totals).not.toContainText('0%');
  await expect(totals.getByTestId('checkout-total-label')).toHaveText('合计（不含运费和税费）');
  await expect(totals.getByTestId('checkout-total')).toHaveText((await totals.getByTestId('checkout-subtotal').textContent())!);

  // With an address, the real figures and the amount due.
  const countries = (await (await page.request.get(`${api}/user/country/1`)).json()).data as { countryId: number; code: string }[];
  const cn = countries.find((c) => c.code === 'CN')!;
  const regions = (await (await page.request.get(`${api}/user/region/${cn.countryId}/1`)).json()).data as { regionId: number }[];
  await page.request.post(`${api}/user/addresses`, {
    headers,
    data: { type: 'shipping', firstName: '测试', lastName: '买家', countryId: cn.countryId, regionId: regions[0].regionId, city: '上海', zip: '200120', phone: '+86 21 5555 0199', line1: '世纪大道 200 号', line2: '', isDefault: true },
  });
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('shippingAddress-option').getByRole('radio')).toBeChecked();
  await expect(totals.getByTestId('checkout-total-label')).toHaveText('应付总额');
  await expect(totals.getByTestId('checkout-shipping-fee')).not.toHaveText('选择收货地址后计算');
  await expect(totals.getByTestId('checkout-tax')).toHaveText(/¥/);
  await expect(totals).toContainText('%');
});

test('an expired session shows the spec’s message on the way to /login, and login returns where the buyer was', async ({ page }) => {
  await page.goto('/');
  const { email, password } = await registerBuyer(page);
  const revoke = async (token: string) => expect((await page.request.post(`${api}/user/logout`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  // Coming back later: the cookie's session has ended on the server.
  for (const path of ['/accountCenter/address', '/order?from=cart']) {
    await revoke(await login(page, email, password));
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('alert-queue')).toContainText(SESSION_EXPIRED);
    await loginWithForm(page, email, password);
    await expect(page).toHaveURL(path);
  }

  // While a page is open: the next request answers 401.
  const token = await login(page, email, password);
  await page.goto('/accountCenter/address');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地址管理');
  // The page's own requests (the address list, the header's cart) go out after its first paint:
  // revoked before they answer, one of them, not the click below, would meet the 401.
  await page.waitForLoadState('networkidle');
  await revoke(token);
  await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '我的订单' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('alert-queue')).toContainText(SESSION_EXPIRED);
  await loginWithForm(page, email, password);
  await expect(page).toHaveURL(/\/accountCenter\/orders$/);
});

test('a guest’s recently viewed products join the account’s list at login: newest first, once each, at most 12', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await ready(page);
  const { email, password } = await registerBuyer(page);
  const token = (await (await page.request.post(`${api}/user/login`, { data: { email, password } })).json()).msg as string;
  const spus = ((await (await page.request.get(`${api}/catalog/products?pageSize=20`)).json()).data.items as { spuId: number }[]).map((p) => p.spuId);
  expect(spus.length).toBeGreaterThanOrEqual(13);

  // Earlier, on another device, the account looked at 11 products (spus[0] first, spus[10] last).
  const otherDevice = crypto.randomUUID();
  for (const spuId of spus.slice(0, 11)) {
    expect((await page.request.post(`${api}/catalog/recently-viewed`, { headers: { Authorization: `Bearer ${token}` }, data: { visitorId: otherDevice, spuId } })).status()).toBe(200);
  }

  // Now, as a guest here, the buyer opens three product pages, one of them seen before.
  await expect.poll(() => storage(page, KEYS.uuid)).toBeTruthy();
  const guestViews = [spus[11], spus[12], spus[0]];
  for (const spuId of guestViews) {
    const recorded = page.waitForResponse((r) => r.url().endsWith('/catalog/recently-viewed') && r.request().method() === 'POST');
    await page.goto(`/product/productDetail?spuId=${spuId}`);
    expect((await recorded).status()).toBe(200);
  }
  const listed = () => page.getByTestId('recently-viewed-list').locator('li[data-spu]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-spu'))));
  await page.goto('/recentlyViewed');
  await expect.poll(listed).toEqual([spus[0], spus[12], spus[11]]);

  await page.goto('/login');
  await loginWithForm(page, email, password);
  await expect(page).toHaveURL(/\/accountCenter\/profileManagement$/);
  await page.goto('/recentlyViewed');
  // 13 different products in all: the oldest (spus[1]) falls off the list of 12.
  await expect.poll(listed).toEqual([spus[0], spus[12], spus[11], ...spus.slice(2, 11).reverse()]);
});

test('the payment window closes itself after paying, and the payment page moves on to the result by itself', async ({ page, context }) => {
  const buyer = await buyerWithAddress(page);
  const orderNo = await placedOrder(page, buyer, 5);
  await page.goto(`/orderPayment?orderNo=${orderNo}`);
  await expect(page.getByTestId('payment-order-no')).toHaveText(orderNo);

  await payInSandbox(page, orderNo);
  await expect(page.getByTestId('payment-result-success')).toContainText(orderNo);

  // A window the buyer opened (scripts may not close it) says the payment is done, without the shop around it.
  const second = await placedOrder(page, buyer, 5);
  const pay = (await (await page.request.post(`${api}/orders/${second}/pay`, { headers: { Authorization: `Bearer ${buyer.token}` }, data: { method: 'sandbox' } })).json()).data;
  const tab = await context.newPage();
  await tab.goto('/');
  await ready(tab);
  await tab.goto(pay.payUrl);
  await tab.getByTestId('sandbox-approve').click();
  const done = tab.getByTestId('payment-window-done');
  await expect(done).toContainText('支付已完成');
  await expect(done).toContainText('您可以关闭此窗口');
  await expect(tab.getByTestId('country-chooser')).toHaveCount(0);
  expect(tab.isClosed()).toBe(false);
  await done.getByRole('link', { name: '在此窗口查看支付结果' }).click();
  await expect(tab.getByTestId('payment-result-success')).toContainText(second);
});
