import { expect, test, type Page } from '@playwright/test';
import { login, OPS, payInSandbox, ready, registerBuyer, watchErrors } from './helpers';

// Issue 28, at checkout: a Finnish buyer's cart holds more of a SKU than Munich (the warehouse that
// serves Finland first) has, so the confirmation page plans two shipments, Munich and Shenzhen,
// each with its own arrival date, and every shipping method says when everything arrives. The
// buyer pays, and the order keeps the two parcels (split-shipments.spec.ts ships such an order
// from the console).

const API = '/api/ew/buyer';
const STAFF = '/api/ew/staff';

/** A new buyer, signed in on this page, with a default shipping address in Finland. */
async function finnishBuyer(page: Page): Promise<{ token: string }> {
  const { email, password } = await registerBuyer(page);
  const token = await login(page, email, password);
  const headers = { Authorization: `Bearer ${token}` };
  const countries = (await (await page.request.get(`${API}/user/country/4`)).json()).data as { countryId: number; code: string }[];
  const fi = countries.find((c) => c.code === 'FI')!;
  const regions = (await (await page.request.get(`${API}/user/region/${fi.countryId}/4`)).json()).data as { regionId: number }[];
  const res = await page.request.post(`${API}/user/addresses`, {
    headers,
    data: { type: 'shipping', firstName: 'Aino', lastName: 'Virtanen', countryId: fi.countryId, regionId: regions[0]?.regionId, city: 'Helsinki', zip: '00100', phone: '+358 40 555 0100', line1: 'Mannerheimintie 1', line2: '', isDefault: true },
  });
  expect((await res.json()).code, 'address saved').toBe(200);
  return { token };
}

/** A published SKU with stock, and the warehouses' ids by code. */
async function skuAndWarehouses(page: Page): Promise<{ skuId: number; warehouses: Record<string, number> }> {
  const list = (await (await page.request.get(`${API}/catalog/products?pageSize=8`)).json()).data.items as { spuId: number }[];
  let skuId = 0;
  for (const p of list) {
    const skus = (await (await page.request.get(`${API}/catalog/products/${p.spuId}`)).json()).data.skus as { skuId: number; stock: number }[];
    const s = skus.find((x) => x.stock >= 5);
    if (s) {
      skuId = s.skuId;
      break;
    }
  }
  expect(skuId, 'a SKU in stock').toBeGreaterThan(0);
  const ws = (await (await page.request.get(`${STAFF}/inventory/warehouses`, { headers: OPS })).json()).data as { items: { id: number; code: string }[] };
  return { skuId, warehouses: Object.fromEntries(ws.items.map((w) => [w.code, w.id])) };
}

test('a cart short in Munich is split into two shipments at checkout, and the paid order keeps them', async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  await page.goto('/');
  const buyer = await finnishBuyer(page);
  const { skuId, warehouses } = await skuAndWarehouses(page);

  // Munich holds 1 unit, Shenzhen 10, the others none: 3 units come from two warehouses.
  for (const [code, onHand] of Object.entries({ MUC: 1, SZX: 10, DEL: 0, TYO: 0 })) {
    const r = await page.request.put(`${STAFF}/inventory/skus/${skuId}/stock/${warehouses[code]}`, { headers: OPS, data: { onHand, reason: 'e2e: split shipment' } });
    expect((await r.json()).code, `stock at ${code}`).toBe(200);
  }
  expect((await (await page.request.post(`${API}/cart/items`, { headers: { Authorization: `Bearer ${buyer.token}` }, data: { skuId, quantity: 3 } })).json()).code).toBe(200);

  // The buyer checks out in Finnish: two parcels, each with its warehouse and date.
  await page.getByTestId('language-select').selectOption('4');
  await page.goto('/order?from=cart');
  await ready(page);
  const plan = page.getByTestId('shipment-plan');
  await expect(plan).toBeVisible();
  await expect(plan.getByTestId('shipment')).toHaveCount(2);
  await expect(plan.getByTestId('shipment').first()).toContainText('München');
  await expect(plan.getByTestId('shipment').nth(1)).toContainText('Shenzhen');
  // Every shipping method says when everything arrives.
  for (const arrival of await page.getByTestId('shipping-method-arrival').all()) await expect(arrival).toHaveText(/\d/);
  await page.screenshot({ path: test.info().outputPath('checkout-split-fi.png'), fullPage: true });

  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await payInSandbox(page, orderNo);

  // The paid order keeps the plan: two parcels waiting to leave, from Munich and Shenzhen, each
  // with the dates checkout promised (split-shipments.spec.ts ships them from the console).
  await page.goto(`/accountCenter/orders/detail?orderNo=${orderNo}`);
  await ready(page);
  const shipments = page.getByTestId('detail-shipments').getByTestId('shipment');
  await expect(shipments).toHaveCount(2);
  await expect(shipments.first()).toContainText('München');
  await expect(shipments.nth(1)).toContainText('Shenzhen');
  for (const s of await shipments.all()) await expect(s).toHaveAttribute('data-status', 'pending');
  await page.screenshot({ path: test.info().outputPath('order-two-shipments-fi.png'), fullPage: true });
  expect(errors).toEqual([]);
});
