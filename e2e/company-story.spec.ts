import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test';
import { KEYS, OPS, consoleSignIn, login, mailedCode, payInSandbox, ready } from './helpers';

// Issue 29, done means: the company story told in two languages. A Chinese buyer applies for a
// company account from the B2B zone; sales approve it in the console with a note; the admin
// invites a colleague by e-mail; the colleague, who reads the shop in Finnish, opens the link from
// the mail, registers through it and joins, uploads a CSV to quick order with two bad lines (an
// unknown part number, an invalid quantity), fixes both in place, puts the lines in the cart and
// checks out for the company; the admin sees the order among the company's, placed by the
// colleague, and saves it as a shared requisition list.

const API = '/api/ew/buyer';
const PASSWORD = 'Console#2026';
const USCC = '91350100M000100Y43';

interface Sku {
  skuId: number;
  productNo: string;
  stock: number;
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// The envelope of an answer; its data as parsed (each use names the fields it reads).
const json = async (res: APIResponse) => (await res.json()) as { code: number; msg: string; data: ReturnType<typeof JSON.parse> };

/** A new context (its own cookies and storage) with the cookie notice answered, opened on a page. */
async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((k) => localStorage.setItem(k, '1'), KEYS.cookie);
  return context.newPage();
}

/** A buyer registered through the API with their own name, country China (the applicant). */
async function registerChinese(page: Page, email: string, password: string) {
  expect((await json(await page.request.post(`${API}/user/register/email`, { data: { email } }))).code).toBe(200);
  const { code } = await mailedCode(page, email);
  const countries = (await json(await page.request.get(`${API}/user/country/1`))).data as { countryId: number; code: string }[];
  const cn = countries.find((c) => c.code === 'CN')!;
  const res = await json(await page.request.post(`${API}/user/register2`, { data: { email, code, password, confirmPassword: password, firstName: '晓梅', lastName: '林', countryId: cn.countryId, agree: true } }));
  expect(res.code, res.msg).toBe(200);
}

/**
 * Five SKUs of different products, well in stock: three for the good lines, one whose number is
 * misspelt in the file (the fix picks it from the suggestions), one whose quantity is invalid.
 * The misspelling is checked first with the server, so the suggestion the test picks is offered.
 */
async function storySkus(page: Page, token: string): Promise<{ good: Sku[]; typo: { sku: Sku; written: string }; badQty: Sku }> {
  const items = (await json(await page.request.get(`${API}/catalog/products?pageSize=40`))).data.items as { spuId: number }[];
  const details = await Promise.all(items.map(async (p) => ((await json(await page.request.get(`${API}/catalog/products/${p.spuId}`))).data as { model: string; skus: Sku[] })));
  // A SKU whose number is not the product's model: the model alone would ask for a version.
  const picked = details.map((d) => d.skus.find((s) => s.stock >= 100 && s.productNo !== d.model)).filter((s): s is Sku => Boolean(s));
  expect(picked.length).toBeGreaterThanOrEqual(6);
  const headers = { Authorization: `Bearer ${token}` };
  // The last character changed: an unknown number whose intended SKU is among the suggestions.
  const misspell = (n: string) => n.slice(0, -1) + (n.endsWith('X') ? 'Q' : 'X');
  const candidates = picked.slice(3);
  const check = await json(await page.request.post(`${API}/quick-order/check`, { headers, data: { lines: candidates.map((s) => ({ partNo: misspell(s.productNo), quantity: 1 })) } }));
  expect(check.code, check.msg).toBe(200);
  const lines = check.data.lines as { problem: string | null; suggestions: { productNo: string }[] }[];
  const at = lines.findIndex((l, i) => l.problem === 'unknown' && l.suggestions.some((s) => s.productNo === candidates[i]!.productNo));
  expect(at, 'a misspelt number whose SKU is suggested').toBeGreaterThanOrEqual(0);
  const typoSku = candidates[at]!;
  const rest = picked.filter((s) => s !== typoSku);
  return { good: rest.slice(0, 3), typo: { sku: typoSku, written: misspell(typoSku.productNo) }, badQty: rest[3]! };
}

/** The newest mail to an address (the dev mailbox logs what would be sent). */
async function newestMail(page: Page, to: string, match: RegExp): Promise<{ id: number; subject: string; text: string }> {
  let found: { id: number; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await json(await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`))).data as { id: number; subject: string; text: string }[];
      found = mails.find((m) => match.test(m.text) || match.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('zh-CN applies, sales approve, a Finnish colleague joins by the link, quick-orders from a CSV for the company, the admin saves the order as a list', async ({ browser }) => {
  test.setTimeout(180_000);
  const id = suffix();
  const companyName = `福州闽江网络科技有限公司 ${id}`;
  const adminEmail = `lin-${id}@example.com`;
  const adminPassword = 'Start#123';
  const colleagueEmail = `aino-${id}@example.com`;
  const colleaguePassword = 'Aino#2026x';

  // 1. The applicant, in Chinese (the browser's language), applies from the B2B zone.
  const admin = await person(browser);
  await admin.goto('/');
  await registerChinese(admin, adminEmail, adminPassword);
  const adminToken = await login(admin, adminEmail, adminPassword);
  await admin.goto('/b2b');
  await ready(admin);
  const together = admin.getByTestId('b2b-together-company');
  await expect(together).toContainText('企业');
  await together.getByRole('link').click();
  await expect(admin).toHaveURL(/\/accountCenter\/company\/apply$/);
  const form = admin.getByTestId('company-form');
  await form.getByLabel('企业名称').fill(companyName);
  await form.getByLabel('注册国家或地区').selectOption({ label: '中国' });
  // The credit code is checked as it is typed: a wrong check character is named at the field.
  const taxNo = admin.getByTestId('company-tax-no');
  await taxNo.fill(`${USCC.slice(0, -1)}4`);
  await taxNo.blur();
  await expect(taxNo).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('统一社会信用代码的校验位不正确，请核对')).toBeVisible();
  await taxNo.fill(USCC);
  await taxNo.blur();
  await expect(taxNo).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('注册地址').fill('福建省福州市鼓楼区五四路 158 号环球广场 21 层');
  await form.getByLabel('城市').fill('福州');
  await form.getByLabel('邮政编码（选填）').fill('350003');
  await form.getByLabel('所属行业').selectOption({ label: '系统集成商' });
  await form.getByLabel('企业电话').fill('+86 591 8755 0101');
  await admin.getByTestId('company-submit').click();
  await expect(admin.getByText('申请已提交，销售团队将在 2 个工作日内审核并通知您')).toBeVisible();
  const pending = admin.getByTestId('company-pending');
  await expect(pending).toContainText('您的申请正在审核中');
  await expect(pending).toContainText(companyName);
  await expect(pending).toContainText(USCC);

  // 2. Sales find the application in the console's queue and approve it with a note.
  const sales = await person(browser);
  const salesEmail = `sales-co-${id}@yt-networks.example`;
  expect((await json(await sales.request.post('/api/ew/staff/staff', { headers: OPS, data: { email: salesEmail, name: '陈销售', password: PASSWORD, roles: ['sales'] } }))).code).toBe(200);
  await consoleSignIn(sales, salesEmail, PASSWORD);
  await sales.goto('/console/companies');
  await sales.getByTestId('companies-search').fill(adminEmail);
  await sales.getByTestId('companies-search').press('Enter');
  const table = sales.getByTestId('companies-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(USCC);
  await expect(table).toContainText('待审核');
  await table.getByRole('link', { name: companyName }).click();
  await expect(sales.getByTestId('company-title')).toHaveText(companyName);
  await expect(sales.getByTestId('company-tax-no')).toHaveText(USCC);
  await sales.getByTestId('company-approve').click();
  const note = '营业执照与税号核对一致，批准开通。';
  await sales.getByTestId('company-decision-note').fill(note);
  await sales.getByTestId('company-decision-confirm').click();
  await expect(sales.getByText('已保存，申请人或公司成员已收到通知')).toBeVisible();
  await expect(sales.getByTestId('company-status')).toHaveText('已开通');
  await expect(sales.getByTestId('company-history')).toContainText(note);
  await sales.context().close();

  // The applicant is told in their language, by mail too.
  const approvedMail = await newestMail(admin, adminEmail, new RegExp(companyName.split(' ')[0]!));
  expect(approvedMail.subject).toMatch(/[\u4e00-\u9fff]/);

  // 3. The admin opens the company's page and invites a colleague by e-mail (as a buyer).
  await admin.goto('/accountCenter/company');
  await expect(admin.getByTestId('company-name')).toHaveText(companyName);
  await expect(admin.getByRole('list', { name: '您的角色' })).toHaveText('管理员');
  await expect(admin.getByTestId('company-profile')).toContainText(USCC);
  await admin.getByRole('tab', { name: '成员与邀请' }).click();
  await expect(admin.getByTestId('company-member')).toHaveCount(1);
  const invite = admin.getByTestId('invite-form');
  await invite.getByLabel('同事的邮箱').fill(colleagueEmail);
  await expect(invite.getByRole('checkbox', { name: /采购/ })).toBeChecked();
  await admin.getByTestId('invite-send').click();
  await expect(admin.getByText(`邀请已发送至 ${colleagueEmail}，链接 7 天内有效`)).toBeVisible();
  const invitation = admin.getByTestId('company-invitation').filter({ hasText: colleagueEmail });
  await expect(invitation).toContainText('待接受');

  // 4. The colleague reads the shop in Finnish; the link comes from the mail.
  const colleague = await person(browser);
  await colleague.goto('/?lang=fi');
  await ready(colleague);
  const mail = await newestMail(colleague, colleagueEmail, /\/companyInvite\?token=/);
  const link = /\/companyInvite\?token=[\w.-]+/.exec(mail.text)![0];
  await colleague.goto(link);
  await expect(colleague.getByTestId('invite-company')).toHaveText(`Liity yritykseen ${companyName}`);
  await expect(colleague.getByTestId('invite-preview')).toContainText(colleagueEmail);
  await expect(colleague.getByTestId('invite-signed-out')).toContainText(`Osoitteelle ${colleagueEmail} ei ole vielä tiliä`);
  await colleague.getByTestId('invite-register').click();

  // Registers with the invited address (filled in), the code from the mailbox, and comes back.
  await expect(colleague).toHaveURL(/\/register\?email=/);
  await expect(colleague.getByLabel('Sähköposti')).toHaveValue(colleagueEmail);
  await colleague.getByRole('button', { name: 'Lähetä vahvistuskoodi' }).click();
  await expect(colleague).toHaveURL(/\/registerInfo\?email=/);
  // The code mail, after the invitation (mailedCode takes the oldest mail after the id given).
  const { code } = await mailedCode(colleague, colleagueEmail, mail.id);
  await colleague.getByRole('group', { name: 'Vahvistuskoodi' }).locator('input').first().focus();
  await colleague.keyboard.type(code);
  await colleague.getByLabel('Salasana', { exact: true }).fill(colleaguePassword);
  await colleague.getByLabel('Vahvista salasana').fill(colleaguePassword);
  await colleague.getByLabel('Etunimi', { exact: true }).fill('Aino');
  await colleague.getByLabel('Sukunimi', { exact: true }).fill('Virtanen');
  await colleague.getByLabel('Maa/alue').selectOption({ label: 'Suomi' });
  await colleague.locator('main form').getByRole('checkbox').check();
  await colleague.getByRole('button', { name: 'Luo tili' }).click();
  await expect(colleague).toHaveURL(/\/registerSuccess$/);
  await colleague.getByRole('link', { name: 'Kirjaudu nyt' }).click();
  const loginForm = colleague.locator('main form');
  await loginForm.getByLabel('Sähköposti').fill(colleagueEmail);
  await loginForm.getByLabel('Salasana', { exact: true }).fill(colleaguePassword);
  await loginForm.getByRole('button', { name: 'Kirjaudu sisään', exact: true }).click();
  await expect(colleague).toHaveURL(/\/companyInvite\?token=/);
  const joinPanel = colleague.getByTestId('invite-join');
  await expect(joinPanel).toContainText('Omat tilauksesi ja historiasi pysyvät sinun');
  await colleague.getByTestId('invite-accept').click();
  await expect(colleague.getByText(`Liityitte yritykseen ${companyName}`)).toBeVisible();
  await expect(colleague).toHaveURL(/\/accountCenter\/company$/);
  await expect(colleague.getByTestId('company-name')).toHaveText(companyName);

  // A shipping address of their own in Helsinki (set up through the API, as the checkout specs do).
  const colleagueToken = (await colleague.context().cookies()).find((c) => c.name === 'yt_us_token')!.value;
  const cHeaders = { Authorization: `Bearer ${colleagueToken}` };
  const countries = (await json(await colleague.request.get(`${API}/user/country/1`))).data as { countryId: number; code: string }[];
  const fi = countries.find((c) => c.code === 'FI')!;
  const regions = (await json(await colleague.request.get(`${API}/user/region/${fi.countryId}/1`))).data as { regionId: number }[];
  const address = await json(
    await colleague.request.post(`${API}/user/addresses`, {
      headers: cHeaders,
      data: { type: 'shipping', firstName: 'Aino', lastName: 'Virtanen', countryId: fi.countryId, ...(regions[0] ? { regionId: regions[0].regionId } : {}), city: 'Helsinki', zip: '00100', phone: '+358 40 123 4567', line1: 'Mannerheimintie 12 B', line2: '', isDefault: true },
    }),
  );
  expect(address.code, address.msg).toBe(200);

  // Quick order from a CSV saved by a Finnish spreadsheet (semicolons, its own header): three good
  // lines, a misspelt part number and an invalid quantity.
  const skus = await storySkus(colleague, adminToken);
  const [a, b, c] = skus.good as [Sku, Sku, Sku];
  const csv = ['Tuotenumero;Määrä', `${a.productNo};2`, `${b.productNo};3`, `${skus.typo.written};4`, `${c.productNo};1`, `${skus.badQty.productNo};kaksi`].join('\r\n');
  mkdirSync(test.info().outputDir, { recursive: true });
  const file = join(test.info().outputDir, 'pikatilaus.csv');
  writeFileSync(file, `${csv}\r\n`);

  // Quick order is in the header for company members.
  await colleague.getByRole('banner').getByRole('link', { name: 'Pikatilaus' }).click();
  await expect(colleague).toHaveURL(/\/quickOrder$/);
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Pikatilaus');
  await colleague.getByTestId('qo-file').setInputFiles(file);
  const rows = colleague.getByTestId('qo-row');
  await expect(rows).toHaveCount(5);
  await expect(colleague.getByTestId('qo-summary')).toContainText('5 rivistä 3 valmiina');
  await expect(colleague.getByTestId('qo-summary')).toContainText('2 riviä pitää korjata');
  // Each bad line says what is wrong, in Finnish, on its own line.
  const unknown = colleague.getByTestId('qo-problem-3');
  await expect(unknown).toHaveAttribute('data-problem', 'unknown');
  await expect(unknown).toHaveText(`Tuotenumerolla ${skus.typo.written} ei löydy tuotetta; tarkista kirjoitusasu tai valitse jokin samankaltaisista`);
  const badQty = colleague.getByTestId('qo-problem-5');
  await expect(badQty).toHaveAttribute('data-problem', 'quantityInvalid');
  await expect(badQty).toContainText('Määrän on oltava kokonaisluku väliltä 1–');
  for (const n of [1, 2, 4]) await expect(rows.nth(n - 1)).toHaveAttribute('data-state', 'ok');

  // Fixes in place: the intended number from "did you mean", a quantity typed over the bad one.
  await expect(rows.nth(2)).toContainText('Tarkoititko:');
  await rows.nth(2).getByRole('button', { name: skus.typo.sku.productNo, exact: true }).click();
  await expect(rows.nth(2)).toHaveAttribute('data-state', 'ok');
  await expect(colleague.getByTestId('qo-part-3')).toHaveValue(skus.typo.sku.productNo);
  await colleague.getByTestId('qo-qty-5').fill('6');
  await expect(rows.nth(4)).toHaveAttribute('data-state', 'ok');
  await expect(colleague.getByTestId('qo-summary')).toContainText('5 rivistä 5 valmiina');
  await colleague.getByTestId('qo-add').click();
  await expect(colleague.getByText('5 riviä lisätty ostoskoriin').first()).toBeVisible();
  const cart = (await json(await colleague.request.get(`${API}/cart`, { headers: cHeaders }))).data as { lines: { skuId: number; quantity: number }[] };
  const wanted = new Map([
    [a.skuId, 2],
    [b.skuId, 3],
    [skus.typo.sku.skuId, 4],
    [c.skuId, 1],
    [skus.badQty.skuId, 6],
  ]);
  expect(new Map(cart.lines.map((l) => [l.skuId, l.quantity]))).toEqual(wanted);

  // Checkout for the company: the company is offered first and chosen.
  await colleague.goto('/order?from=cart');
  await ready(colleague);
  await expect(colleague.getByTestId('checkout-line')).toHaveCount(5);
  const purpose = colleague.getByTestId('purchase-for');
  await expect(purpose).toContainText('Kenelle tilaus tehdään');
  await expect(purpose).toContainText('Itselleni');
  await expect(colleague.getByTestId('purchase-for-company')).toContainText(companyName);
  await expect(colleague.getByTestId('purchase-for-company').getByRole('radio')).toBeChecked();
  await expect(colleague.getByTestId('shippingAddress-option').first()).toContainText('Helsinki');
  await expect(colleague.getByTestId('shipping-method-option').first()).toBeVisible();
  const total = (await colleague.getByTestId('checkout-total').textContent())!;
  await colleague.getByTestId('order-submit').click();
  await expect(colleague).toHaveURL(/\/orderPayment\?orderNo=/);
  const orderNo = new URL(colleague.url()).searchParams.get('orderNo')!;
  await expect(colleague.getByTestId('payment-amount')).toHaveText(total);
  await payInSandbox(colleague, orderNo);
  const placed = (await json(await colleague.request.get(`${API}/orders/${orderNo}`, { headers: cHeaders }))).data;
  expect(placed).toMatchObject({ status: 'to_ship', purchaseFor: 'company', companyName });

  // 5. The admin sees it among the company's orders, placed by the colleague, and saves it as a list.
  await admin.goto('/accountCenter/orders?scope=company');
  await expect(admin.getByTestId('orders-scope-company')).toBeVisible();
  const card = admin.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-placed-by')).toContainText(companyName);
  await expect(card.getByTestId('order-placed-by')).toContainText(/Aino|Virtanen/);
  await expect(card.getByTestId('order-placed-by')).toContainText('下单');
  // Their own orders: none.
  await admin.getByTestId('orders-scope-mine').click();
  await expect(admin.getByTestId('orders-empty')).toBeVisible();
  await expect(admin.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`)).toHaveCount(0);
  await admin.getByTestId('orders-scope-company').click();
  await admin.getByRole('link', { name: new RegExp(orderNo) }).first().click();
  await expect(admin).toHaveURL(new RegExp(`orderNo=${orderNo}`));
  await expect(admin.getByTestId('detail-company')).toContainText(companyName);

  const listName = `机房扩容 ${id}`;
  await expect(admin.getByTestId('save-to-list')).toBeEnabled();
  await admin.getByTestId('save-to-list').click();
  const dialog = admin.getByRole('dialog', { name: '将订单保存为清单' });
  await dialog.getByRole('radio', { name: '新建清单' }).check();
  await dialog.getByLabel('清单名称').fill(listName);
  await dialog.getByRole('checkbox', { name: '与我的公司共享' }).check();
  await dialog.getByTestId('save-to-list-submit').click();
  await expect(admin.getByText(`已保存到清单“${listName}”：新增 5 种，0 种数量已累加`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await admin.goto('/accountCenter/lists');
  const listCard = admin.getByTestId('lists').getByRole('listitem').filter({ hasText: listName });
  await expect(listCard).toContainText('公司共享');
  await expect(listCard).toContainText('型号数：5');
  await expect(listCard).toContainText('总数量：16');
  await listCard.getByRole('link', { name: listName }).click();
  await expect(admin.getByTestId('list-detail')).toBeVisible();
  for (const s of [a, b, c, skus.typo.sku, skus.badQty]) await expect(admin.getByTestId(`list-item-${s.skuId}`)).toContainText(s.productNo);

  await Promise.all([admin.context().close(), colleague.context().close()]);
});
