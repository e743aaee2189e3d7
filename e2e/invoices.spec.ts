import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPS, buyerWithAddress, consoleSignIn, receivedOrder } from './helpers';

// VAT invoices as buyers and finance meet them (issue 15, done means): a buyer saves a company
// title with a valid unified social credit code (a wrong check character is refused as typed),
// applies for a special VAT invoice of a paid order, a finance user approves it in the console,
// and the buyer downloads the PDF, which carries the invoice number and the title in Chinese.

const api = '/api/ew/buyer';
const PASSWORD = 'Finance#2026';

async function staffPage(browser: Browser, roles: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `${roles.join('-')}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@yt-networks.example`;
  expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: 'Fay Finance', password: PASSWORD, roles } })).json()).code).toBe(200);
  await consoleSignIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a company title with a valid USCC, a special invoice application, approval by finance, and the PDF downloaded', async ({ page, browser }) => {
  // Three people (buyer, finance, buyer again) and a PDF: 14 s alone, past 30 s beside another worker in CI.
  test.setTimeout(90_000);
  const buyer = await buyerWithAddress(page);
  const product = (await (await page.request.get(`${api}/catalog/products?pageSize=5`)).json()).data.items[1] as { spuId: number };
  // Paid, not yet shipped: enough to be invoiced.
  const orderNo = await receivedOrder(page, buyer, product.spuId, false);

  // The title: the tax number is checked by the country as it is typed.
  await page.goto('/accountCenter/invoiceTitle');
  await page.getByTestId('title-add').click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByLabel('名称').fill('上海云桥网络科技有限公司');
  await dialog.getByLabel('注册国家或地区').selectOption({ label: '中国' });
  await dialog.getByTestId('title-tax-no').fill('91350100M000100Y44');
  await dialog.getByLabel('注册地址').click();
  await expect(dialog.getByText('统一社会信用代码的校验位不正确，请核对')).toBeVisible();
  await dialog.getByTestId('title-tax-no').fill('91350100M000100Y43');
  await dialog.getByLabel('注册地址').fill('上海市浦东新区世纪大道 200 号');
  await dialog.getByLabel('电话').fill('+86 21 5555 0199');
  await dialog.getByLabel('开户银行').fill('招商银行上海分行');
  await dialog.getByLabel('银行账号').fill('1219 0988 7710 301');
  await dialog.getByTestId('title-save').click();
  await expect(page.getByText('发票抬头已保存')).toBeVisible();
  await expect(page.getByTestId('title-card').filter({ hasText: '91350100M000100Y43' })).toContainText('信息完整，可开具增值税专用发票');

  // The application, started from the order's own page: the order is chosen, then a special
  // invoice with the (default) company title.
  await page.goto(`/accountCenter/orders/detail?orderNo=${orderNo}`);
  await page.getByTestId('order-invoice-apply').click();
  await expect(page).toHaveURL(new RegExp(`/accountCenter/invoiceApp\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('apply-order')).toHaveValue(orderNo);
  await expect(page.getByTestId('apply-amount')).toContainText(/\d/);
  await page.getByTestId('apply-type-special').check();
  await expect(page.getByTestId('apply-title')).toContainText('上海云桥网络科技有限公司');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText('发票申请已提交，我们会在 3 个工作日内审核')).toBeVisible();
  await expect(page).toHaveURL(/\/invoiceDetail\?id=\d+/);
  const detailUrl = page.url();
  await expect(page.getByTestId('invoice-status')).toHaveText('待审核');

  // Finance approves it in the console.
  const finance = await staffPage(browser, ['finance']);
  await finance.goto('/console/invoices');
  const card = finance.locator('[data-testid^="invoice-"]').filter({ hasText: orderNo }).first();
  await expect(card).toContainText('91350100M000100Y43');
  await card.locator('[data-testid^="invoice-approve-"]').click();
  await finance.getByTestId('invoice-approve-confirm').click();
  const approved = finance.getByText(/已通过：发票 INV-\d{4}-\d{6}/);
  await expect(approved).toBeVisible();
  const invoiceNo = (await approved.textContent())!.match(/INV-\d{4}-\d{6}/)![0];
  await finance.context().close();

  // The buyer reads it approved and downloads the PDF.
  await page.goto(detailUrl);
  await expect(page.getByTestId('invoice-status')).toHaveText('已通过');
  await expect(page.getByTestId('invoice-no')).toHaveText(invoiceNo);
  const link = page.getByTestId('invoice-download');
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const words of [invoiceNo, orderNo, '增值税电子专用发票', '上海云桥网络科技有限公司', '91350100M000100Y43', '价税合计']) expect(text).toContain(words);

  // The order's page now says so and links to it.
  await page.goto(`/accountCenter/orders/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-invoice')).toHaveText('已开票');
  await expect(page.getByTestId('order-invoice-apply')).toHaveCount(0);

  // And a message told the buyer.
  await page.goto('/accountCenter/message');
  await expect(page.getByText('发票已开具').first()).toBeVisible();
});
