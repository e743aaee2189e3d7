import { expect, test } from '@playwright/test';
import { buyerWithAddress } from './helpers';

// Coupons as a buyer meets them (issue 14, done means), in Finnish: a new buyer finds the welcome
// coupon, claims a public coupon once in the coupon centre, copies its code ("coupon code copied"),
// and checkout offers it first and takes it off the order's total.

test('a new buyer claims and copies a coupon and uses it at checkout', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await buyerWithAddress(page);
  await page.goto('/accountCenter/coupons?lang=fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kupongit');

  // The welcome coupon issued at registration.
  await expect(page.locator('[data-testid="coupon-card"][data-code="NEWBUYER8"]')).toHaveAttribute('data-status', 'unused');

  // The coupon centre: claimed once, then listed as the buyer's.
  const centre = page.locator('[data-testid="centre-coupon"][data-code="WELCOME10"]');
  await centre.getByTestId('coupon-claim').click();
  await expect(page.getByText('Tallennettu Omiin kuponkeihin – näkyy kassalla listan kärjessä')).toBeVisible();
  await expect(centre.getByTestId('coupon-claim')).toHaveCount(0);
  const mine = page.locator('[data-testid="coupon-card"][data-code="WELCOME10"]');
  await expect(mine).toHaveAttribute('data-status', 'unused');

  await mine.getByTestId('coupon-copy').click();
  await expect(page.getByText('Kuponkikoodi kopioitu')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');

  // Checkout with a product over the coupon's minimum: the claimed coupon is offered; pasting the code applies it.
  const items = (await (await page.request.get('/api/ew/buyer/catalog/products?pageSize=48')).json()).data.items as { spuId: number; price: { amount: number }; totalStock: number }[];
  const product = items.find((p) => p.price.amount > 20000 && p.totalStock > 20)!;
  const sku = ((await (await page.request.get(`/api/ew/buyer/catalog/products/${product.spuId}`)).json()).data.skus as { skuId: number; stock: number }[]).find((x) => x.stock > 5)!;
  await page.goto(`/order?skuId=${sku.skuId}&quantity=1`);
  await expect(page).toHaveURL(/\/order/);
  // The buyer's own coupons are offered first.
  await expect(page.getByRole('button', { name: /WELCOME10/ })).toBeVisible();
  await page.getByTestId('coupon-input').fill(await page.evaluate(() => navigator.clipboard.readText()));
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=/);

  // Used: the coupon moves to the "used" tab with its order.
  await page.goto('/accountCenter/coupons?tab=used');
  await expect(page.locator('[data-testid="coupon-card"][data-code="WELCOME10"]')).toHaveAttribute('data-status', 'used');
});
