import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPS, login, registerBuyer } from './helpers';

// Inquiries and contact us (issue 15, done means): a buyer sends a quotation inquiry with a PDF
// from a product page in Chinese (the text of docs/product.md#validation, "Product number too long" on the way), a sales user replies
// with a file in the console, and the buyer reads the reply in /accountCenter/inquiry (in Chinese,
// then in Finnish); a guest sends the contact form in Finnish.

const api = '/api/ew/buyer';
const PASSWORD = 'Console#2026';
const PDF = { name: 'bill-of-materials.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function staffPage(browser: Browser, roles: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `${roles.join('-')}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@yt-networks.example`;
  expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: '王销售', password: PASSWORD, roles } })).json()).code).toBe(200);
  await page.goto('/console/login');
  await page.getByLabel(/电子邮箱|E-mail|Sähköposti/).fill(email);
  await page.getByLabel(/^(密码|Password|Salasana)$/).fill(PASSWORD);
  await page.getByTestId('console-login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a buyer sends a quotation inquiry with a PDF from a product page; sales reply in the console; the buyer reads the reply', async ({ page, browser }) => {
  // Two browsers, axe-core twice, on two shared cores.
  test.slow();
  const buyer = await registerBuyer(page);
  await login(page, buyer.email, buyer.password);
  // A product with a choice of SKUs: the dialog takes the chosen one's product number.
  const items = (await (await page.request.get(`${api}/catalog/products?pageSize=30`)).json()).data.items as { spuId: number }[];
  let product: { spuId: number; options: { key: string; values: { key: string; label: string }[] }[]; skus: { skuId: number; productNo: string; attrs: Record<string, string> }[] } | undefined;
  for (const p of items) {
    const d = (await (await page.request.get(`${api}/catalog/products/${p.spuId}`)).json()).data;
    if (d.options.length === 1 && d.skus.length > 1) {
      product = d;
      break;
    }
  }
  expect(product).toBeDefined();
  const option = product!.options[0]!;
  const sku = product!.skus.find((s) => s.attrs[option.key] === option.values[1]!.key)!;

  await page.goto(`/product/productDetail?spuId=${product!.spuId}`);
  await page.getByRole('button', { name: option.values[1]!.label, exact: true }).click();
  await page.getByTestId('send-inquiry').click();
  const dialog = page.getByRole('dialog', { name: '发送询价' });
  await expect(dialog.getByTestId('inquiry-type')).toHaveValue('quotation');
  await expectAccessible(page, 'inquiry dialog');
  await expect(dialog.getByTestId('inquiry-product-no')).toHaveValue(sku.productNo);
  // docs/product.md#validation: details required; docs/product.md#errors: "Product number too long".
  await dialog.getByTestId('inquiry-product-no').fill('X'.repeat(81));
  await dialog.getByTestId('inquiry-submit').click();
  await expect(dialog.getByText('产品编号过长')).toBeVisible();
  await expect(dialog.getByText('此项为必填项')).toBeVisible();
  await dialog.getByTestId('inquiry-product-no').fill(sku.productNo);
  const details = `需要 200 个，用于园区网改造，请报含税价。#${Date.now() % 100000}`;
  await dialog.getByTestId('inquiry-details').fill(details);
  await dialog.getByTestId('inquiry-file-input').setInputFiles(PDF);
  await expect(dialog.getByTestId('inquiry-file-chosen')).toContainText('bill-of-materials.pdf');
  await dialog.getByTestId('inquiry-submit').click();
  await expect(page.getByText('询价已提交，我们会在 1 个工作日内回复')).toBeVisible();
  await expect(dialog).toBeHidden();

  const sales = await staffPage(browser, ['sales']);
  await sales.goto('/console/inquiries');
  const row = sales.locator('[data-testid^="inquiry-row-"]').filter({ hasText: details });
  await expect(row).toContainText(sku.productNo);
  await row.locator('[data-testid^="inquiry-open-"]').click();
  await expect(sales.getByTestId('inquiry-thread')).toContainText(details);
  // The buyer's file opens for sales through its signed link.
  const file = await sales.request.get((await sales.getByTestId('thread-file').first().getAttribute('href'))!);
  expect(file.headers()['content-type']).toContain('application/pdf');
  const answer = '您好，200 个的含税报价见附件，现货，3 个工作日内发货。';
  await sales.getByTestId('staff-reply-text').fill(answer);
  await sales.getByTestId('staff-reply-file-input').setInputFiles({ ...PDF, name: 'quotation.pdf' });
  await sales.getByTestId('staff-reply-submit').click();
  await expect(sales.getByText('回复已发送，已通知客户')).toBeVisible();
  await expect(sales.getByTestId('inquiry-status')).toHaveText('待客户反馈');
  await sales.context().close();

  await page.goto('/accountCenter/inquiry');
  const mine = page.getByTestId('my-inquiry').filter({ hasText: details });
  await expect(mine).toHaveAttribute('data-status', 'pending_feedback');
  await mine.getByRole('link').click();
  const thread = page.getByTestId('inquiry-thread');
  await expect(thread.getByTestId('thread-staff')).toContainText(answer);
  await expect(thread.getByTestId('thread-staff')).toContainText('王销售（销售）');
  await expectAccessible(page, 'inquiry detail');
  const quote = await page.request.get((await thread.getByTestId('thread-staff').getByTestId('thread-file').getAttribute('href'))!);
  expect(quote.status()).toBe(200);
  // The reply also arrived as a message; the page reads in Finnish too.
  await page.goto('/accountCenter/message');
  await expect(page.getByText('您的询价已有回复').first()).toBeVisible();
  await page.goto('/accountCenter/inquiry?lang=fi');
  await expect(page.getByTestId('my-inquiry').filter({ hasText: details })).toContainText('Odottaa palautettasi');
});

test('a guest sends the contact form in Finnish and gets the confirmation and a mail', async ({ page }) => {
  await page.goto('/contactUs?lang=fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ota yhteyttä');
  // The company's offices and hours from the content.
  await expect(page.getByRole('heading', { name: 'Toimipisteet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Palveluajat' })).toBeVisible();
  await expectAccessible(page, 'contact us');
  const form = page.getByTestId('contact-form');
  await form.getByTestId('contact-submit').click();
  await expect(form.getByText('Tämä kenttä on pakollinen')).toHaveCount(4);
  const email = `vieras-${Date.now()}@example.com`;
  await form.getByLabel('Aihe').selectOption('partnership');
  await form.getByTestId('contact-name').fill('Aino Virtanen');
  await form.getByTestId('contact-email').fill(email);
  await form.getByTestId('contact-message').fill('Haluaisimme jälleenmyyjiksi Suomessa. Voisitteko lähettää hinnaston?');
  await form.getByTestId('contact-submit').click();
  // A message is confirmed as a message, not as an inquiry (issue 24).
  await expect(page.getByText('Viesti lähetetty – vastaamme yhden arkipäivän kuluessa').first()).toBeVisible();
  const sent = page.getByTestId('inquiry-sent');
  await expect(sent.getByRole('heading')).toHaveText('Viesti lähetetty');
  await expect(sent).toContainText(email);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/contact-sent-fi.png`, fullPage: true });
  const inquiryNo = (await sent.textContent())!.match(/IQ\d+/)![0];

  // It waits in the sales queue as a contact message, and the guest has the confirmation by mail.
  const queue = (await (await page.request.get(`/api/ew/staff/inquiries?type=contact&q=${inquiryNo}`, { headers: OPS })).json()).data;
  expect(queue.items[0]).toMatchObject({ inquiryNo, type: 'contact', topic: 'partnership', status: 'pending_reply', registered: false, lang: 'fi' });
  const mails = (await (await page.request.get('/api/dev/mailbox')).json()).data as { to: string; subject: string }[];
  expect(mails.some((m) => m.to === email && m.subject.includes(inquiryNo))).toBe(true);
});

test('a solution page’s inquiry names the solution, not a product number, for the buyer and for sales (issue 24)', async ({ page }) => {
  const { email, password } = await registerBuyer(page);
  const token = await login(page, email, password);
  const solutions = (await (await page.request.get('/api/ew/buyer/content/articles/solution')).json()).data as { id: number; title: string }[];
  const solution = solutions[0]!;
  await page.goto(`/solutionsDetail?id=${solution.id}`);
  await page.getByTestId('solution-inquiry-open').click();
  const dialog = page.getByRole('dialog', { name: '发送询价' });
  await expect(dialog.getByTestId('inquiry-solution')).toHaveText(`方案：${solution.title}`);
  await expect(dialog.getByTestId('inquiry-product-no')).toHaveCount(0);
  await expect(dialog.getByTestId('inquiry-type')).toHaveValue('solution');
  await dialog.getByTestId('inquiry-details').fill('园区网络，两栋楼，约 400 个用户。');
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/solution-inquiry-zh-CN.png` });
  await dialog.getByTestId('inquiry-submit').click();
  await expect(page.getByText('询价已提交，我们会在 1 个工作日内回复')).toBeVisible();
  const mine = (await (await page.request.get('/api/ew/buyer/inquiries', { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  expect(mine.items[0]).toMatchObject({ type: 'solution', productNo: '', solution: solution.title });
  const inquiryNo = mine.items[0].inquiryNo as string;
  const queue = (await (await page.request.get(`/api/ew/staff/inquiries?q=${inquiryNo}`, { headers: OPS })).json()).data;
  expect(queue.items[0]).toMatchObject({ inquiryNo, type: 'solution', productNo: '', solution: solution.title });
  await page.goto(`/accountCenter/inquiry/detail?no=${inquiryNo}`);
  await expect(page.getByText(solution.title).first()).toBeVisible();
  await expect(page.getByText('产品编号')).toHaveCount(0);
});
