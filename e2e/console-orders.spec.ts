import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
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

const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'packing-'));
  writeFileSync(join(dir, 'p.pdf'), pdf);
  return execFileSync('pdftotext', [join(dir, 'p.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

const CASES = [
  { lang: 'zh-CN', langId: '1', carrier: '物流公司', tracking: '运单号', shipped: '已发货', packing: /拣货|装箱/ },
  { lang: 'fr', langId: '5', carrier: 'Transporteur', tracking: /suivi/i, shipped: 'Expédiée', packing: /préparation/i },
] as const;

for (const c of CASES) {
  test(`staff find an order by the buyer's PO number, read the note, print the packing list and ship it (${c.lang})`, async ({ page }) => {
    test.slow();
    const errors = watchErrors(page);
    const po = `PO-2026-1127-${c.lang}-${Date.now().toString(36)}`;
    const remark = `${po} 请在工作日送货`;
    const orderNo = await paidOrderWithNote(page, remark);
    const email = `sales-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
    expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: `Sales ${c.lang}`, password: PASSWORD, roles: ['sales'] } })).json()).code).toBe(200);

    // The console in this language from its first page on.
    await page.addInitScript((l) => localStorage.setItem('yt_us_lan', l), c.langId);
    await consoleSignIn(page, email, PASSWORD);
    await page.goto('/console/orders?view=all');
    // The "All orders" tab, searched by the PO number the buyer wrote in the note.
    await page.getByTestId('orders-search').fill(po);
    await page.getByTestId('orders-search-submit').click();
    const row = page.getByTestId(`all-order-${orderNo}`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId('all-orders-total')).toContainText('1');
    await row.getByTestId('all-order-open').click();
    await expect(page).toHaveURL(new RegExp(`/console/orders/${orderNo}$`));

    // The note first, where whoever ships reads it; the lines to pick with their numbers.
    await expect(page.getByTestId('order-remark')).toContainText(remark);
    await expect(page.getByTestId('order-lines')).toBeVisible();

    // The packing list: a PDF in the console's language with the PO and the quantities.
    const response = page.waitForResponse((r) => r.url().includes(`/orders/${orderNo}/packing-list`));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('manage-packing-list').click();
    const pdf = await response;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The page read it as a blob for its window; the same request again gives the bytes to read.
    const again = await page.request.get(pdf.url(), { headers: { authorization: (await pdf.request().allHeaders())['authorization']! } });
    const text = pdfText(await again.body());
    expect(text).toContain(orderNo);
    expect(text).toContain(po);
    expect(text).toMatch(c.packing);
    await (await popup).close();

    // Ship with carrier and tracking; the order moves on and the timeline names who shipped it.
    await page.getByTestId('console-ship').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(c.carrier).fill('DHL Express');
    await dialog.getByLabel(c.tracking).fill(`JD${Date.now()}`);
    await dialog.getByTestId('console-ship-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'to_receive');
    await expect(page.getByTestId('order-status')).toHaveText(c.shipped);
    await expect(page.getByTestId('order-timeline')).toContainText(`Sales ${c.lang}`);
    expect(errors).toEqual([]);
  });
}
