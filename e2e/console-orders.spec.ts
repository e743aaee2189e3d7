import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_ORDER_WORDS, findPrintAndShip } from './console-order-steps';
import { buyerWithAddress, consoleSignIn, OPS, watchErrors } from './helpers';

// Issue 27, as the shop's staff work: a buyer's paid order carries a PO number and a delivery
// wish in its note; sales find it by that PO number in "All orders", read the note on the order's
// page, print its packing list (the PO and the lines to pick are in the PDF) and ship it with
// carrier and tracking; the timeline says who shipped it. In Chinese and in French.

const API = '/api/ew/buyer';
const PASSWORD = 'Console#2026';

async function paidOrderWithNote(page: Page, remark: string): Promise<string> {
  const buyer = await buyerWithAddress(page);
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const product = (await (await page.request.get(`${API}/catalog/products?pageSize=3`)).json()).data.items[0] as { spuId: number };
  const sku = ((await (await page.request.get(`${API}/catalog/products/${product.spuId}`)).json()).data.skus as { skuId: number; stock: number }[]).find((s) => s.stock > 5)!;
  const items = [{ skuId: sku.skuId, quantity: 2 }];
  const preview = (await (await page.request.post(`${API}/checkout/preview`, { headers, data: { items, shippingAddressId: buyer.addressId } })).json()).data;
  const placed = await page.request.post(`${API}/orders`, { headers, data: { idempotencyKey: crypto.randomUUID(), items, shippingAddressId: buyer.addressId, shippingMethodId: preview.shippingMethods[0].shippingMethodId, remark } });
  const orderNo = (await placed.json()).data.orderNo as string;
  const pay = (await (await page.request.post(`${API}/orders/${orderNo}/pay`, { headers, data: { method: 'sandbox' } })).json()).data;
  await page.request.post(`/sandbox-pay/${/sbx_[0-9a-f]+/.exec(pay.payUrl)![0]}/approve`, { form: {}, maxRedirects: 0 });
  return orderNo;
}

for (const lang of ['zh-CN', 'fr'] as const) {
  test(`staff find an order by the buyer's PO number, read the note, print the packing list and ship it (${lang})`, async ({ page }) => {
    test.slow();
    const errors = watchErrors(page);
    const po = `PO-2026-1127-${lang}-${Date.now().toString(36)}`;
    const remark = `${po} 请在工作日送货`;
    const orderNo = await paidOrderWithNote(page, remark);
    const email = `sales-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
    expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: `Sales ${lang}`, password: PASSWORD, roles: ['sales'] } })).json()).code).toBe(200);

    // The console in this language from its first page on.
    await page.addInitScript((l) => localStorage.setItem('yt_us_lan', l), CONSOLE_ORDER_WORDS[lang].langId);
    await consoleSignIn(page, email, PASSWORD);
    await findPrintAndShip(page, lang, { orderNo, po, remark, staffName: `Sales ${lang}` });
    expect(errors).toEqual([]);
  });
}
