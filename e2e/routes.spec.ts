import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login, ready, watchErrors } from './helpers';

// Every screen of docs/product.md#screens with the Chinese title its frame must show (null: the title is the
// content's own, e.g. a news headline, and must just be there).
const ROUTES: [string, string | null][] = [
  ['/searchResult', '搜索结果'],
  ['/product/productDetail?spuId=1', null],
  ['/product/queryProduct', '产品列表'],
  ['/product/queryBendProduct', '按品牌兼容选购'],
  ['/product/goodsb', '企业批量采购'],
  ['/login', '登录'],
  ['/register', '注册'],
  ['/registerInfo', '完善注册信息'],
  ['/registerSuccess', '注册成功'],
  ['/resetPassword', '找回密码'],
  ['/enterCode', '输入验证码'],
  ['/newPassword', '设置新密码'],
  ['/resetSuccess', '密码已重置'],
  ['/sendEmailSuccess', '邮件已发送'],
  ['/shoppingCart', '购物车'],
  ['/order', '确认订单'],
  ['/orderPayment', '订单支付'],
  ['/paymentResult', '支付结果'],
  ['/solutions', '解决方案'],
  ['/solutionsDetail?id={solution}', null],
  ['/resourceDocuments', '技术文档'],
  ['/productsSupport', '产品支持'],
  ['/invoiceDetail', '发票详情'],
  ['/aboutUs/3', null],
  ['/aboutUs/info', null],
  ['/policies?page=privacy_policy', '隐私政策'],
  ['/policies?page=terms_of_use', '使用条款'],
  ['/policies?page=cookie_policy', 'Cookie 政策'],
  ['/newList/2', '产品动态'],
  ['/newDetail/15', null],
  ['/case/detail/1', null],
  ['/accountCenter/profileManagement', '个人资料'],
  ['/accountCenter/orders', '我的订单'],
  ['/accountCenter/address', '地址管理'],
  ['/accountCenter/message', '消息通知'],
  ['/accountCenter/favorites', '我的收藏'],
  ['/accountCenter/invoice', '发票管理'],
  ['/accountCenter/invoiceApp', '申请发票'],
  ['/accountCenter/invoiceTitle', '发票抬头'],
  ['/accountCenter/inquiry', '我的询价'],
];

test('every route renders its frame with a localized title and no script error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/');
  await ready(page);
  await login(page); // the account centre needs a login (docs/product.md#roles)
  const solutions = await (await page.request.get('/api/ew/buyer/content/articles/solution')).json();
  for (const [route, title] of ROUTES) {
    const path = route.replace('{solution}', String(solutions.data[0].id));
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    const h1 = page.getByRole('heading', { level: 1 });
    if (title) await expect(h1, path).toHaveText(title);
    else await expect(h1, path).toHaveText(/\S{2,}/);
    const text = (await h1.textContent())!.trim();
    await expect(page, path).toHaveTitle(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
  }
  expect(errors).toEqual([]);
});

test('the route list is the one the server knows', async ({ request }) => {
  const solutions = await (await request.get('/api/ew/buyer/content/articles/solution')).json();
  for (const [path] of ROUTES) expect((await request.get(path.replace('{solution}', String(solutions.data[0].id)))).status(), path).toBe(200);
  expect((await request.get('/solutionsDetail')).status()).toBe(200); // the page itself says what is missing
  expect((await request.get('/product/productDetail?spuId=99999999')).status()).toBe(404);
});

test('/accountCenter redirects to the profile, and invoice children light up the invoice entry', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await page.goto('/accountCenter');
  await expect(page).toHaveURL(/\/accountCenter\/profileManagement$/);
  const menu = page.getByRole('navigation', { name: '账户中心' });
  await expect(menu.getByRole('link', { name: '个人资料' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/accountCenter/invoiceTitle');
  await expect(menu.getByRole('link', { name: '发票管理' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/accountCenter/invoiceApp');
  await expect(menu.getByRole('link', { name: '发票管理' })).toHaveAttribute('aria-current', 'page');
});

test('ids in cateId/newsId/caseId routes are digits only', async ({ page }) => {
  for (const path of ['/newDetail/abc', '/newList/1x', '/case/detail/-3', '/aboutUs/%31%27']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
  }
});

test('an unknown path shows the not-found page with HTTP 404, in the chosen language', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByTestId('language-select').selectOption('5');
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('going back restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Scrolled to the bottom, so clicking the footer link scrolls nothing more.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(300);
  // The scroll event has reached the page (the shell's scroll handlers ran): its back-to-top button shows.
  await expect(page.getByTestId('back-to-top')).toBeVisible();
  await page.locator('footer').getByRole('link', { name: '技术文档' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('技术文档');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
});

test('pages are accessible (axe-core) in Chinese and Finnish', async ({ page }) => {
  test.slow(); // six pages, each analysed in full
  await page.goto('/');
  await login(page);
  for (const lang of ['1', '4']) {
    await page.goto('/');
    await ready(page);
    await page.getByTestId('language-select').selectOption(lang);
    for (const path of ['/', '/accountCenter/address', '/newDetail/abc']) {
      await page.goto(path);
      await ready(page);
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
  }
});
