import { expect, test, type Page } from '@playwright/test';
import { buyerWithAddress, consoleSignIn, login, OPS, watchErrors } from './helpers';

// Issue 28, as staff ship a split order: the buyer's order takes more of a SKU than the nearest
// warehouse holds, so it leaves in two parcels. Sales ship them one at a time from the console's
// order page, each with its own carrier and tracking number; between the two the order reads
// partly shipped, after the second it is shipped, and the buyer's order page shows both tracking
// numbers. In Chinese (the console) and French (the buyer).

const API = '/api/ew/buyer';
const PASSWORD = 'Console#2026';

/** A paid order of two SKUs whose stock the nearest warehouse cannot send all of (found through checkout's preview). */
async function paidSplitOrder(page: Page, buyer: { token: string; addressId: number }): Promise<string> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const preview = async (items: { skuId: number; quantity: number }[]) =>
    (await (await page.request.post(`${API}/checkout/preview`, { headers, data: { items, shippingAddressId: buyer.addressId } })).json()).data as {
      lines: { state: string; stock: number }[];
      shipments: unknown[];
      shippingMethods: { shippingMethodId: number }[];
    };
  const products = (await (await page.request.get(`${API}/catalog/products?pageSize=30`)).json()).data.items as { spuId: number }[];
  for (const { spuId } of products) {
    const skus = (await (await page.request.get(`${API}/catalog/products/${spuId}`)).json()).data.skus as { skuId: number; stock: number }[];
    const sku = skus.find((s) => s.stock >= 4 && s.stock <= 400);
    if (!sku) continue;
    const all = await preview([{ skuId: sku.skuId, quantity: sku.stock }]);
    if (all.shipments.length < 2) continue;
    let lo = 1;
    let hi = sku.stock;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((await preview([{ skuId: sku.skuId, quantity: mid }])).shipments.length >= 2) hi = mid;
      else lo = mid + 1;
    }
    const items = [{ skuId: sku.skuId, quantity: lo }];
    const p = await preview(items);
    const placed = await page.request.post(`${API}/orders`, { headers, data: { idempotencyKey: crypto.randomUUID(), items, shippingAddressId: buyer.addressId, shippingMethodId: p.shippingMethods[0]!.shippingMethodId } });
    const orderNo = (await placed.json()).data.orderNo as string;
    const pay = (await (await page.request.post(`${API}/orders/${orderNo}/pay`, { headers, data: { method: 'sandbox' } })).json()).data;
    await page.request.post(`/sandbox-pay/${/sbx_[0-9a-f]+/.exec(pay.payUrl)![0]}/approve`, { form: {}, maxRedirects: 0 });
    return orderNo;
  }
  throw new Error('no SKU of the first products splits over two warehouses');
}

async function shipParcel(page: Page, seq: number, carrier: string, trackingNo: string) {
  await page.getByTestId(`order-shipment-${seq}`).getByTestId('shipment-ship').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('物流公司').fill(carrier);
  await dialog.getByLabel('运单号').fill(trackingNo);
  await page.getByTestId('console-ship-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`order-shipment-${seq}`).getByTestId('shipment-tracking')).toHaveText(`${carrier} · ${trackingNo}`);
}

test('a split order ships in two parts from the console, and the buyer sees both tracking numbers', async ({ page, browser }) => {
  test.slow();
  const errors = watchErrors(page);
  const buyer = await buyerWithAddress(page);
  const orderNo = await paidSplitOrder(page, buyer);
  const email = `sales-split-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
  expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: 'Sales split', password: PASSWORD, roles: ['sales'] } })).json()).code).toBe(200);

  await page.addInitScript(() => localStorage.setItem('yt_us_lan', '1'));
  await consoleSignIn(page, email, PASSWORD);
  await page.goto(`/console/orders/${orderNo}`);
  const panel = page.getByTestId('order-shipments');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('2 个包裹');
  await expect(page.getByTestId('order-shipment-1').getByTestId('shipment-status')).toHaveText('待发货');

  await shipParcel(page, 1, 'DHL Express', 'JD0146000033');
  await expect(page.getByTestId('order-status')).toHaveText('部分发货');
  await expect(page.getByTestId('order-shipment-1').getByTestId('shipment-status')).toHaveText('运输中');
  await expect(page.getByTestId('order-shipment-2').getByTestId('shipment-status')).toHaveText('待发货');

  await shipParcel(page, 2, '顺丰速运', 'SF1234567890');
  await expect(page.getByTestId('order-status')).toHaveText('已发货');
  await expect(page.getByTestId('shipment-ship')).toHaveCount(0);
  expect(errors).toEqual([]);

  // The buyer, in French, on their order's page.
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const buyerPage = await ctx.newPage();
  await login(buyerPage, buyer.email, 'Start#123');
  await buyerPage.goto('/');
  await buyerPage.getByTestId('language-select').selectOption('5');
  await expect(buyerPage.locator('html')).toHaveAttribute('lang', 'fr');
  await buyerPage.goto(`/accountCenter/orders/detail?orderNo=${orderNo}`);
  const tracking = buyerPage.getByTestId('detail-tracking');
  await expect(tracking).toContainText('DHL Express, numéro de suivi JD0146000033');
  await expect(tracking).toContainText('顺丰速运, numéro de suivi SF1234567890');
  const parcels = buyerPage.getByTestId('shipment');
  await expect(parcels).toHaveCount(2);
  await expect(parcels.nth(0)).toContainText('Colis 1 sur 2');
  await expect(parcels.nth(0).getByTestId('shipment-status')).toHaveText('En route');
  await expect(parcels.nth(1).getByTestId('shipment-tracking')).toHaveText('顺丰速运, numéro de suivi SF1234567890');
  await expect(buyerPage.getByTestId('order-status')).toHaveText('Expédiée');
  await ctx.close();
});
