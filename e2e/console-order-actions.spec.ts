import { expect, test } from '@playwright/test';
import { OPS, buyerWithAddress, consoleSignIn, receivedOrder } from './helpers';

// Staff's order actions in the console (issue 27), on the real server and gateway: an admin
// opens a paid order, refunds part of it in the order's currency, opens the packing list, then
// cancels the order with a reason, which refunds the rest; the buyer's order page shows both.

const api = '/api/ew/buyer';
const PASSWORD = 'Console#2026';

test('a partial refund, the packing list and a cancel that refunds the rest', async ({ page, browser }) => {
  const buyer = await buyerWithAddress(page);
  const product = (await (await page.request.get(`${api}/catalog/products?pageSize=5`)).json()).data.items[2] as { spuId: number };
  const orderNo = await receivedOrder(page, buyer, product.spuId, false);

  const staff = await (await browser.newContext()).newPage();
  const email = `orders-admin-${Date.now()}@yt-networks.example`;
  expect((await (await staff.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: 'Mei Chen', password: PASSWORD, roles: ['admin'] } })).json()).code).toBe(200);
  await consoleSignIn(staff, email, PASSWORD);
  await staff.goto(`/console/orders/${orderNo}`);
  const panel = staff.getByTestId('order-manage');
  await expect(panel.getByTestId('manage-refunded')).toContainText(/0[.,]00/);

  // A refund of 1.00 in the order's currency.
  await panel.getByTestId('manage-refund').click();
  await staff.getByTestId('manage-refund-amount').fill('1.00');
  await staff.getByTestId('manage-refund-reason').selectOption('goodwill');
  await staff.getByTestId('manage-refund-submit').click();
  await expect(panel.getByTestId('manage-refunded')).toContainText(/1[.,]00/);
  await expect(panel.getByTestId('manage-refunds')).toContainText('商誉补偿');

  // The packing list opens in a window of its own.
  const popup = staff.waitForEvent('popup');
  await panel.getByTestId('manage-packing-list').click();
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);

  // Cancelling refunds what is left.
  await panel.getByTestId('manage-cancel').click();
  await staff.getByTestId('manage-cancel-reason').selectOption('out_of_stock');
  await staff.getByTestId('manage-cancel-submit').click();
  await expect(panel.getByTestId('manage-refundable')).toContainText(/0[.,]00/);
  await expect(panel.getByTestId('manage-cancel')).toHaveCount(0);

  // The buyer reads both on the order's timeline.
  await page.goto(`/accountCenter/orders/detail?orderNo=${orderNo}`);
  const timeline = page.getByTestId('detail-timeline');
  await expect(timeline).toContainText('已部分退款');
  await expect(timeline).toContainText('商品缺货');
});
