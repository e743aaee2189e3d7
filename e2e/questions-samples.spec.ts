import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPS, buyerWithAddress } from './helpers';

// Product questions and free samples as buyers and staff meet them (issue 14, done means): a buyer
// asks a question with a PDF in Chinese and sees it answered from the console; a buyer applies for
// a sample in Finnish, sales approve it in the console, it ships, and the buyer sees the tracking.

const api = '/api/ew/buyer';
const PASSWORD = 'Console#2026';
const PDF = { name: 'topology.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

async function staffPage(browser: Browser, roles: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `${roles.join('-')}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@yt-networks.example`;
  expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: 'Test', password: PASSWORD, roles } })).json()).code).toBe(200);
  await page.goto('/console/login');
  await page.getByLabel(/电子邮箱|E-mail|Sähköposti/).fill(email);
  await page.getByLabel(/^(密码|Password|Salasana)$/).fill(PASSWORD);
  await page.getByTestId('console-login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a buyer asks a question with a PDF; an agent answers it in the console; the answer is on the product page and in the account centre', async ({ page, browser }) => {
  // Three pages, a staff login and a file upload: more than the default 30 s when the machine is busy.
  test.slow();
  await buyerWithAddress(page);
  const product = (await (await page.request.get(`${api}/catalog/products?pageSize=5`)).json()).data.items[2] as { spuId: number };
  await page.goto(`/product/productDetail?spuId=${product.spuId}`);
  await page.getByRole('tab', { name: /问答/ }).click();
  await page.getByTestId('ask-question').click();
  const dialog = page.getByRole('dialog', { name: '我要提问' });
  // docs/product.md#validation: type, tag and content are required.
  await dialog.getByTestId('question-submit').click();
  await expect(dialog.getByText('请选择问题类型')).toBeVisible();
  await dialog.getByLabel('问题类型').selectOption('technical');
  await dialog.getByLabel('问题标签').selectOption('compatibility');
  const text = `能否用于华为 CE6881 交换机的 25G 端口？#${Date.now() % 100000}`;
  await dialog.getByTestId('question-content').fill(text);
  await dialog.getByTestId('question-file-input').setInputFiles(PDF);
  await expect(dialog.getByTestId('question-file')).toContainText('topology.pdf');
  await dialog.getByTestId('question-submit').click();
  await expect(page.getByText('问题已提交，我们会在 12–24 小时内回复')).toBeVisible();

  await page.goto('/accountCenter/questions');
  await expect(page.getByText(text)).toBeVisible();

  const agent = await staffPage(browser, ['agent']);
  await agent.goto('/console/questions');
  const card = agent.locator('[data-testid^="question-"]').filter({ hasText: text });
  await expect(card).toBeVisible();
  // The buyer's file opens for staff through its signed link.
  const file = await agent.request.get((await card.locator('[data-testid^="question-file-"]').getAttribute('href'))!);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await card.locator('[data-testid^="answer-text-"]').fill('可以，请选择华为编码版本，我们已在 CE6881 上实测。');
  await card.locator('[data-testid^="answer-submit-"]').click();
  await expect(agent.getByText(/回答已保存|已保存/).first()).toBeVisible();
  await agent.context().close();

  await page.goto(`/product/productDetail?spuId=${product.spuId}`);
  await page.getByRole('tab', { name: /问答/ }).click();
  const qa = page.getByTestId('question').filter({ hasText: text });
  await expect(qa).toContainText('我们已在 CE6881 上实测');
  await page.goto('/accountCenter/questions');
  await expect(page.getByText('我们已在 CE6881 上实测')).toBeVisible();
  // The answer also arrived as a message.
  await page.goto('/accountCenter/message');
  await expect(page.getByText('您的提问已有回复').first()).toBeVisible();
});

test('a buyer applies for a free sample in Finnish; sales approve it; it ships with tracking', async ({ page, browser }) => {
  await buyerWithAddress(page);
  // A product with a sample-eligible SKU in stock (optics and cables).
  const items = (await (await page.request.get(`${api}/catalog/products?pageSize=96`)).json()).data.items as { spuId: number }[];
  let spuId = 0;
  let skuId = 0;
  for (const p of items) {
    const skus = (await (await page.request.get(`${api}/catalog/products/${p.spuId}`)).json()).data.skus as { skuId: number; stock: number; sampleLimit: number }[];
    const s = skus.find((x) => x.sampleLimit > 0 && x.stock > 10);
    if (s) {
      [spuId, skuId] = [p.spuId, s.skuId];
      break;
    }
  }
  expect(spuId).toBeGreaterThan(0);

  await page.goto(`/product/productDetail?spuId=${spuId}&lang=fi`);
  await page.getByTestId('sample-apply').click();
  const dialog = page.getByRole('dialog', { name: 'Hae maksuttomia näytteitä' });
  await dialog.getByTestId(`sample-sku-${skuId}`).getByRole('checkbox').check();
  await dialog.getByLabel('Projekti').fill('Kampusverkon 10G-runkoyhteyksien arviointi, noin 200 moduulia.');
  await dialog.getByLabel('Yritys').fill('Esimerkki Oy');
  await dialog.getByTestId('sample-submit').click();
  await expect(page.getByText(/Hakemus vastaanotettu/)).toBeVisible();

  await page.goto('/accountCenter/samples');
  await expect(page.getByTestId('sample-card').first()).toHaveAttribute('data-status', 'pending');

  const sales = await staffPage(browser, ['sales']);
  await sales.goto('/console/samples');
  const card = sales.locator('[data-testid^="sample-"]').filter({ hasText: 'Esimerkki Oy' }).first();
  await card.locator('[data-testid^="sample-approve-"]').click();
  await sales.getByTestId('sample-approve-confirm').click();
  // The server's answer names the zero-price order it created.
  const approved = sales.getByText(/已批准：样品订单 YT\d+/);
  await expect(approved).toBeVisible();
  const orderNo = (await approved.textContent())!.match(/YT\d+/)![0];
  await sales.getByTestId('samples-tab-approved').click();
  await expect(sales.locator('[data-testid^="sample-outcome-"]').filter({ hasText: orderNo })).toBeVisible();
  await sales.context().close();

  // The zero-price order ships through the usual flow.
  expect((await (await page.request.post(`/api/ew/staff/orders/${orderNo}/ship`, { headers: OPS, data: { carrier: 'Posti', trackingNo: 'JJFI123456789' } })).json()).code).toBe(200);
  await page.goto('/accountCenter/samples');
  const mine = page.getByTestId('sample-card').first();
  await expect(mine).toHaveAttribute('data-status', 'shipped');
  await expect(mine.getByTestId('sample-shipment')).toContainText('JJFI123456789');
  await mine.getByTestId('sample-order').click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
});
