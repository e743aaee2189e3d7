import { expect, test, type Page } from '@playwright/test';
import { KEYS, payInSandbox, ready, registerBuyer, storage, watchErrors } from './helpers';

// The whole purchase as a new buyer lives it (issue 5, "done means"): a guest fills a cart,
// changes country and sees the prices re-labelled, logs in (the cart merges), checks out with a
// coupon, pays in the sandbox window, cancels a second order, lets a third time out, buys it
// again, and sends a completed order to the recycle bin and back. After the country change the
// shop speaks Finnish, so the second half runs in a European language.

const api = '/api/ew/buyer';
const OPS = { Authorization: 'Bearer dev-ops-token' };

async function addFromProductPage(page: Page, spuId: number) {
  const d = (await (await page.request.get(`${api}/catalog/products/${spuId}`, { headers: { lang: '1' } })).json()).data as {
    options: { key: string; name: string; values: { key: string; label: string }[] }[];
    skus: { skuId: number; stock: number; attrs: Record<string, string> }[];
  };
  const sku = d.skus.find((s) => s.stock > 10 && d.options.every((o) => o.values.some((v) => v.key === s.attrs[o.key])))!;
  await page.goto(`/product/productDetail?spuId=${spuId}`);
  await ready(page);
  for (const o of d.options) {
    const label = o.values.find((v) => v.key === sku.attrs[o.key])!.label;
    await page.getByRole('group', { name: o.name }).getByRole('button', { name: label, exact: true }).click();
  }
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('alert-queue')).toContainText('已加入购物车');
  return sku.skuId;
}

async function placeBuyNow(page: Page, skuId: number) {
  await page.goto(`/order?skuId=${skuId}&quantity=1`);
  await ready(page);
  await expect(page.locator('[data-testid^="missing-"]')).toHaveCount(0);
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=/);
  return new URL(page.url()).searchParams.get('orderNo')!;
}

const card = (page: Page, orderNo: string) => page.locator(`[data-order-no="${orderNo}"]`);

test('guest cart → country change → login and merge → coupon → sandbox payment → cancel, time out, repurchase, recycle bin', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto('/');
  await ready(page);
  const buyer = await registerBuyer(page);
  // The buyer's Finnish shipping address, made through the API (the address book has its own tests).
  const token = (await (await page.request.post(`${api}/user/login`, { data: buyer })).json()).msg as string;
  const countries = (await (await page.request.get(`${api}/user/country/1`)).json()).data as { countryId: number; code: string }[];
  const fi = countries.find((c) => c.code === 'FI')!;
  const regions = (await (await page.request.get(`${api}/user/region/${fi.countryId}/4`)).json()).data as { regionId: number }[];
  const address = await page.request.post(`${api}/user/addresses`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'shipping', firstName: 'Aino', lastName: 'Virtanen', countryId: fi.countryId, regionId: regions[0].regionId, city: 'Helsinki', zip: '00100', phone: '+358 40 555 0100', line1: 'Mannerheimintie 1', line2: '', isDefault: true },
  });
  expect((await address.json()).code).toBe(200);

  // 1. A guest adds three SKUs; the cart is priced in yuan.
  const skus = [await addFromProductPage(page, 2), await addFromProductPage(page, 3), await addFromProductPage(page, 5)];
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('cart-subtotal')).toContainText('¥');
  expect(JSON.parse((await storage(page, KEYS.cart))!).items.every((i: { priceUnit: string }) => i.priceUnit.includes('CNY'))).toBe(true);

  // 2. Changing the country to Finland re-labels the guest cart in euros (docs/product.md#states) and the shop speaks Finnish.
  await page.getByTestId('country-chooser').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('country-select').selectOption(String(fi.countryId));
  await Promise.all([page.waitForEvent('load'), dialog.getByTestId('country-continue').click()]);
  await ready(page);
  await expect(page.getByTestId('country-chooser')).toContainText('EUR');
  expect(JSON.parse((await storage(page, KEYS.cart))!).items.every((i: { priceUnit: string }) => i.priceUnit.includes('EUR'))).toBe(true);
  await page.goto('/shoppingCart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ostoskori');
  await expect(page.getByTestId('cart-subtotal')).toContainText('€');

  // 3. Checkout asks a guest to log in; the login merges the cart and goes on to the order.
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Sähköposti').fill(buyer.email);
  await page.getByLabel('Salasana', { exact: true }).fill(buyer.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/order\?from=cart$/);
  expect(await storage(page, KEYS.cart)).toBeNull();
  await expect(page.getByTestId('checkout-line')).toHaveCount(3);

  // 4. With a coupon, submit and pay in the sandbox window.
  await page.getByTestId('coupon-input').fill('WELCOME10');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
  await expect(page.getByTestId('checkout-total')).toContainText('€');
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=/);
  const paid = new URL(page.url()).searchParams.get('orderNo')!;
  // The gateway's window asks for the amount in the buyer's currency, then closes itself.
  await payInSandbox(page, paid, { inWindow: (popup) => expect(popup.getByTestId('sandbox-amount')).toContainText('€') });
  await expect(page.getByTestId('payment-result-success')).toContainText(paid);

  // 5. The paid order waits to be shipped; the cart is empty.
  await page.goto('/accountCenter/orders?tab=to_ship');
  await expect(card(page, paid)).toBeVisible();
  await expect(page.getByRole('link', { name: /Ostoskori/ })).not.toContainText(/[1-9]/);

  // 6. A second order is cancelled with a reason.
  const cancelled = await placeBuyNow(page, skus[0]);
  await page.getByTestId('payment-later').click();
  await card(page, cancelled).getByTestId('order-cancel').click();
  const cancelDialog = page.getByRole('dialog');
  await cancelDialog.getByTestId('cancel-confirm').click();
  await expect(cancelDialog.getByTestId('cancel-reason-error')).toHaveText('Valitse peruutuksen syy');
  await cancelDialog.getByRole('radio').first().check();
  await cancelDialog.getByTestId('cancel-confirm').click();
  await expect(cancelDialog).toBeHidden();
  await expect(card(page, cancelled).getByTestId('order-pay')).toHaveCount(0);

  // 7. A third one times out: the operator ends its countdown; the payment page says it closed.
  const timedOut = await placeBuyNow(page, skus[1]);
  await expect(page.getByTestId('payment-countdown')).toBeVisible();
  expect((await page.request.post(`${api.replace('/ew/buyer', '/ew/staff')}/orders/${timedOut}/expire`, { headers: OPS })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('payment-closed')).toBeVisible();
  await page.goto(`/accountCenter/orders/detail?orderNo=${timedOut}`);
  await expect(page.getByTestId('detail-timeline')).toBeVisible();
  await expect(page.getByTestId('order-pay')).toHaveCount(0);

  // 8. Buying it again puts its line back in the cart.
  await page.getByTestId('order-repurchase').click();
  await expect(page).toHaveURL(/\/shoppingCart/);
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${skus[1]}"]`)).toBeVisible();

  // 9. The paid order is shipped and delivered by the operator; the buyer confirms receipt,
  //    sends it to the recycle bin and restores it.
  for (const step of ['ship', 'deliver']) {
    const res = await page.request.post(`/api/ew/staff/orders/${paid}/${step}`, { headers: OPS, data: step === 'ship' ? { carrier: 'Posti', trackingNo: 'JJFI6000000001' } : {} });
    expect(res.status(), step).toBe(200);
  }
  await page.goto('/accountCenter/orders');
  await card(page, paid).getByTestId('order-confirm-receipt').click();
  await page.getByRole('dialog').getByTestId('confirm-dialog-ok').click();
  await expect(card(page, paid).getByTestId('order-delete')).toBeVisible();
  await card(page, paid).getByTestId('order-delete').click();
  await page.getByRole('dialog').getByTestId('confirm-dialog-ok').click();
  await expect(card(page, paid)).toHaveCount(0);
  await page.getByTestId('orders-bin-link').click();
  await card(page, paid).getByTestId('order-restore').click();
  await expect(card(page, paid)).toHaveCount(0);
  await page.goto('/accountCenter/orders?tab=completed');
  await expect(card(page, paid)).toBeVisible();
  await page.goto(`/accountCenter/orders/detail?orderNo=${paid}`);
  await expect(page.getByTestId('detail-tracking')).toContainText('JJFI6000000001');

  // Every state change reached the buyer's messages.
  const messages = (await (await page.request.get(`${api}/user/messages?pageSize=50`, { headers: { Authorization: `Bearer ${token}`, lang: '2' } })).json()).data.items as { title: string }[];
  expect(messages.map((m) => m.title)).toEqual(expect.arrayContaining(['Order submitted', 'Payment received', 'Order cancelled', 'Order closed', 'Order shipped', 'Order delivered', 'Order completed']));
  expect(errors).toEqual([]);
});
