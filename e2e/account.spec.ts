import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, mailedCode, placeholderOverflow, ready, registerBuyer, SESSION_COOKIE, textLines, watchErrors } from './helpers';

// The account pages against the real server (ADR 0010): mails land in the dev mailbox, whose
// codes the tests read. Tests that change an account register their own buyer.

const otp = (page: Page) => page.getByRole('group', { name: '验证码' }).locator('input');
const code = async (page: Page) => (await otp(page).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value || '_'))).join('');

test('the account centre asks for login and comes back; logging out goes home and ends the session', async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto('/accountCenter/address');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('邮箱').fill(`  ${DEMO.email.toUpperCase()} `); // trimmed (and compared without case)
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accountCenter\/address$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地址管理');
  await expect(page.getByTestId('header-account')).toContainText('Demo Buyer');
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();

  // A reload keeps the session (cookie), and the header still knows the buyer.
  await page.reload();
  await expect(page.getByTestId('header-account')).toContainText('Demo Buyer');

  await page.getByTestId('header-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  await page.goto('/accountCenter/profileManagement');
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('login: fields are checked before sending, and a wrong password gets the server message', async ({ page }) => {
  await page.goto('/login');
  await ready(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('此项为必填项')).toHaveCount(2);
  await page.getByLabel('邮箱').fill('not-an-address');
  await page.getByLabel('邮箱').blur();
  await expect(page.getByText('请输入有效的邮箱地址')).toBeVisible();
  await page.getByLabel('邮箱').fill(DEMO.email);
  await page.getByLabel('密码', { exact: true }).fill('Wrong#123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('alert-queue')).toContainText('邮箱或密码不正确');
  await expect(page).toHaveURL(/\/login$/);
  // Show/hide the password.
  const password = page.getByLabel('密码', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: '显示密码' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('registration: e-mail, code (wrong, then pasted), live password hints, agreement, success, login', async ({ page }) => {
  const errors = watchErrors(page);
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page).toHaveURL(`/registerInfo?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
  const { code: right } = await mailedCode(page, email);

  // Typing moves on; Backspace on an empty box goes back.
  await otp(page).first().focus();
  await page.keyboard.type('1234');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  expect(await code(page)).toBe('12____');
  await page.keyboard.type('x9'); // digits only
  expect(await code(page)).toBe('129___');

  // Live hints tick as the buyer types.
  const password = page.getByLabel('密码', { exact: true });
  await password.fill('abc');
  await expect(page.locator('li[data-met=true]')).toHaveCount(0);
  await password.fill('Abc12!');
  await expect(page.locator('li[data-met=true]')).toHaveCount(4);
  await page.getByLabel('确认密码').fill('Abc12?');
  await page.getByLabel('确认密码').blur();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('确认密码').fill('Abc12!');
  await page.getByLabel('名', { exact: true }).fill('Mei');
  await page.getByLabel('姓', { exact: true }).fill('Chen');
  await expect(page.getByLabel('国家/地区')).not.toHaveValue('');
  const form = page.locator('main form');
  await expect(form.getByRole('link', { name: '隐私政策' })).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: '使用条款' })).toHaveAttribute('href', '/policies?page=terms_of_use');

  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page.getByText('请阅读并同意隐私政策和使用条款')).toBeVisible();
  await expect(page.getByText('请输入 6 位数字验证码')).toBeVisible();
  await page.getByRole('checkbox').check();

  // A wrong code is reported at the field.
  const wrong = right === '000000' ? '111111' : '000000';
  await otp(page).first().focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page.getByRole('group', { name: '验证码' }).locator('..').getByText('验证码不正确')).toBeVisible();

  // Pasting six digits into any box fills them all.
  await otp(page).nth(2).focus();
  await otp(page).nth(2).evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, ` ${right.slice(0, 3)}-${right.slice(3)} `);
  expect(await code(page)).toBe(right);
  // Sent at once: another code is another request, which the client's duplicate-submit guard lets through.
  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page).toHaveURL(/\/registerSuccess$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注册成功');
  await page.getByRole('link', { name: '立即登录' }).click();
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码', { exact: true }).fill('Abc12!');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accountCenter\/profileManagement$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('password reset: e-mail, code, new password (the code never in the URL), then login', async ({ page }) => {
  const buyer = await registerBuyer(page);
  const registered = await mailedCode(page, buyer.email); // the registration mail, before the reset one
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await page.getByLabel('邮箱').fill(buyer.email);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page).toHaveURL(/\/sendEmailSuccess\?email=/);
  await page.getByRole('link', { name: '输入验证码' }).click();
  await expect(page).toHaveURL(/\/enterCode\?email=/);
  const { code: right } = await mailedCode(page, buyer.email, registered.id);
  await otp(page).first().focus();
  await page.keyboard.type(right);
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page).toHaveURL(/\/newPassword$/);
  expect(page.url()).not.toContain(right);
  await page.getByLabel('新密码', { exact: true }).fill('Reset#456');
  await page.getByLabel('确认密码').fill('Reset#456');
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page).toHaveURL(/\/resetSuccess$/);
  await page.getByRole('link', { name: '去登录' }).click();
  await page.getByLabel('邮箱').fill(buyer.email);
  await page.getByLabel('密码', { exact: true }).fill('Reset#456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accountCenter\/profileManagement$/);
});

test('/newPassword without a checked code sends the buyer back to the start', async ({ page }) => {
  await page.goto('/newPassword');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置新密码');
  await expect(page.getByRole('link', { name: '重新找回密码' })).toHaveAttribute('href', '/resetPassword');
});

test('addresses: empty state, add with checks, edit, default, delete with confirmation', async ({ page }) => {
  const buyer = await registerBuyer(page);
  await page.goto('/');
  await login(page, buyer.email, buyer.password);
  await page.goto('/accountCenter/address');
  await expect(page.getByRole('heading', { name: '暂无保存的地址' })).toBeVisible();
  await page.getByTestId('address-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('address-save').click();
  await expect(dialog.getByText('此项为必填项').first()).toBeVisible();
  await dialog.getByLabel('名', { exact: true }).fill('Lei');
  await dialog.getByLabel('姓', { exact: true }).fill('Li');
  await dialog.getByLabel('国家/地区').selectOption({ label: '中国' });
  const region = dialog.getByLabel('省/州');
  await expect(region).toBeEnabled();
  await expect(region.locator('option')).not.toHaveCount(1);
  await region.selectOption({ index: 1 });
  await dialog.getByLabel('城市').fill('杭州');
  await dialog.getByLabel('邮政编码').fill('310000');
  await dialog.getByLabel('电话').fill('+86 571 8888 0000');
  await dialog.getByLabel('详细地址').fill('西湖区文三路 1 号');
  await dialog.getByTestId('address-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card')).toContainText('西湖区文三路 1 号');

  // A second shipping address, then make it the default.
  await page.getByTestId('address-add').click();
  await dialog.getByLabel('名', { exact: true }).fill('Fang');
  await dialog.getByLabel('姓', { exact: true }).fill('Wang');
  await dialog.getByLabel('国家/地区').selectOption({ label: '中国' });
  await dialog.getByLabel('省/州').selectOption({ index: 2 });
  await dialog.getByLabel('城市').fill('上海');
  await dialog.getByLabel('邮政编码').fill('200000');
  await dialog.getByLabel('电话').fill('021 5555 0000');
  await dialog.getByLabel('详细地址').fill('浦东新区世纪大道 8 号');
  await dialog.getByTestId('address-save').click();
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  const second = page.getByTestId('address-card').filter({ hasText: '世纪大道' });
  await second.getByRole('button', { name: '设为默认' }).click();
  await expect(second.getByText('默认')).toBeVisible();

  // Edit keeps the values and saves the change.
  await second.getByRole('button', { name: /编辑/ }).click();
  await expect(dialog.getByLabel('城市')).toHaveValue('上海');
  await dialog.getByLabel('城市').fill('上海市');
  await dialog.getByTestId('address-save').click();
  await expect(page.getByTestId('address-card').filter({ hasText: '上海市' })).toHaveCount(1);

  // Delete asks first.
  await page.getByTestId('address-card').filter({ hasText: '文三路' }).getByRole('button', { name: /删除/ }).click();
  await expect(page.getByRole('dialog', { name: '确定删除该地址？' })).toBeVisible();
  await page.getByTestId('address-delete-confirm').click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
});

test('messages: empty state, unread ones marked read by opening them or all at once, pages', async ({ page }) => {
  // The demo buyer has no messages.
  await page.goto('/');
  await login(page);
  await page.goto('/accountCenter/message');
  await expect(page.getByRole('heading', { name: '暂无消息' })).toBeVisible();

  // A new buyer gets a welcome message; a password change adds another.
  const buyer = await registerBuyer(page);
  const token = await login(page, buyer.email, buyer.password);
  const changed = await page.request.put('/api/ew/buyer/user/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { oldPassword: buyer.password, password: 'Again#123', confirmPassword: 'Again#123' },
  });
  expect((await changed.json()).code).toBe(200);
  await page.goto('/accountCenter/message');
  await expect(page.getByTestId('message-item')).toHaveCount(2);
  await expect(page.locator('[data-read=false]')).toHaveCount(2);
  await expect(page.getByText('共 2 条消息，2 条未读')).toBeVisible();
  await page.getByTestId('message-item').first().getByRole('button').click();
  await expect(page.locator('[data-read=false]')).toHaveCount(1);
  await page.getByTestId('messages-read-all').click();
  await expect(page.locator('[data-read=false]')).toHaveCount(0);
  await expect(page.getByTestId('messages-read-all')).toBeDisabled();
  await page.reload();
  await expect(page.locator('[data-read=true]')).toHaveCount(2); // the server kept it

  // More than a page (served here: the server has no way to create 25 messages yet).
  const items = Array.from({ length: 10 }, (_, i) => ({ messageId: i + 1, type: 'order', sender: 'YT', title: `消息 ${i + 1}`, body: '您的包裹已发出。', read: true, createdAt: new Date(Date.UTC(2026, 0, 1, 12 - i)).toISOString() }));
  const asked: string[] = [];
  await page.route('**/api/ew/buyer/user/messages?**', (route) => {
    const url = new URL(route.request().url());
    asked.push(url.search);
    return route.fulfill({ json: { code: 200, msg: 'ok', data: { items, total: 25, unread: 0, page: Number(url.searchParams.get('page')), pageSize: 10 } } });
  });
  await page.reload();
  await expect(page.getByText('第 1 / 3 页')).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => asked.some((q) => q.includes('page=2'))).toBe(true);
});

test('profile: details saved to the header, a wrong current password at its field, avatar checks, e-mail change', async ({ page }) => {
  const buyer = await registerBuyer(page);
  await page.goto('/');
  await login(page, buyer.email, buyer.password);
  await page.goto('/accountCenter/profileManagement');
  await expect(page.getByTestId('profile-email')).toHaveText(buyer.email);

  await page.getByLabel('名', { exact: true }).fill('Yuki');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();
  await expect(page.getByTestId('header-account')).toContainText('Yuki');

  await page.getByLabel('当前密码').fill('Not#the1');
  await page.getByLabel('新密码', { exact: true }).fill('Next#789');
  await page.getByLabel('确认密码').fill('Next#789');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByLabel('当前密码')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('input[type=file]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('文件大小不能超过 5MB')).toBeVisible();

  await page.getByRole('link', { name: '更换邮箱' }).click();
  await expect(page).toHaveURL(/\/accountCenter\/changeEmail$/);
  const next = `moved-${Date.now()}@example.com`;
  await page.getByLabel('新邮箱地址').fill(next);
  await page.getByLabel('当前密码').fill(buyer.password);
  await page.getByRole('button', { name: '发送验证码' }).click();
  const { code: right } = await mailedCode(page, next);
  await otp(page).first().focus();
  await page.keyboard.type(right);
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page).toHaveURL(/\/accountCenter\/profileManagement$/);
  await expect(page.getByTestId('profile-email')).toHaveText(next);
});

test('the account pages fit a 390 px phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  await login(page);
  for (const path of ['/login', '/registerInfo?email=a@example.com', '/accountCenter/profileManagement', '/accountCenter/address', '/accountCenter/message']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('a long e-mail on the profile stays in its box on a 390 px phone, broken only before its @ or a dot', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  const email = `procurement.networking-team.${Date.now()}@northern-datacenter-solutions.example.com`;
  const { password } = await registerBuyer(page, undefined, email);
  await login(page, email, password);
  for (const path of ['/accountCenter/profileManagement', '/accountCenter/profileManagement?lang=fi']) {
    await page.goto(path);
    const shown = page.getByTestId('profile-email');
    await expect(shown).toHaveText(email);
    expect(await shown.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
    const lines = await textLines(shown);
    expect(lines.join(''), path).toBe(email);
    expect(lines.length, path).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line, `${path}: ${lines.join(' / ')}`).toMatch(/^[@.]/);
  }
  await context.close();
});

test('the search fields of my orders and my inquiries show their whole placeholder on a 390 px phone, in every language', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  await login(page);
  for (const lang of ['zh-CN', 'en', 'es', 'fi', 'fr', 'ja']) {
    for (const [path, testId] of [
      ['/accountCenter/orders', 'orders-search'],
      ['/accountCenter/inquiry', 'inquiries-search'],
    ]) {
      await page.goto(`${path}?lang=${lang}`);
      await ready(page);
      const input = page.getByTestId(testId);
      await expect(input).toBeVisible();
      expect(await placeholderOverflow(input), `${path} in ${lang}: “${await input.getAttribute('placeholder')}”`).toBeLessThanOrEqual(0);
    }
    // The search button beside it keeps its name (only its label is hidden on a phone).
    await expect(page.getByRole('search').last().getByRole('button')).toHaveAccessibleName(/.+/);
  }
  await context.close();
});

test('the account pages are accessible (axe-core) in Chinese and Finnish', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await login(page);
  for (const lang of ['1', '4']) {
    await page.goto('/');
    await ready(page);
    await page.getByTestId('language-select').selectOption(lang);
    for (const path of ['/login', '/registerInfo?email=a@example.com', '/accountCenter/profileManagement', '/accountCenter/message']) {
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations.map((v) => `${lang} ${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
  }
  // The address dialog, open.
  await page.goto('/accountCenter/address');
  await page.getByTestId('address-add').click();
  const result = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});
