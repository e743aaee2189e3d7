import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { KEYS, login, ready, registerBuyer, SESSION_COOKIE, storage, watchErrors } from './helpers';

// The cart and favourites (issue 5) against the real server. Tests that change a cart or
// favourites register their own buyer, so they never meet another test's lines.

interface Option {
  key: string;
  name: string;
  values: { key: string; label: string }[];
}
interface Sku {
  skuId: number;
  stock: number;
  attrs: Record<string, string>;
}

/** The product in Chinese and its SKU made of each option's first value (in stock unless told otherwise). */
async function firstSku(request: APIRequestContext, spuId: number, needStock = true) {
  const d = (await (await request.get(`/api/ew/buyer/catalog/products/${spuId}`, { headers: { lang: '1' } })).json()).data as {
    name: string;
    options: Option[];
    skus: Sku[];
  };
  const sku = d.skus.find((s) => d.options.every((o) => s.attrs[o.key] === o.values[0].key))!;
  if (needStock) expect(sku.stock, `SKU ${sku.skuId} has stock`).toBeGreaterThan(5);
  return { name: d.name, options: d.options, skuId: sku.skuId };
}

/** Opens the product page, chooses each option's first value and adds `quantity` units. */
async function addFromProductPage(page: Page, spuId: number, quantity: number) {
  const product = await firstSku(page.request, spuId);
  await page.goto(`/product/productDetail?spuId=${spuId}`);
  await ready(page);
  for (const o of product.options) await page.getByRole('group', { name: o.name }).getByRole('button', { name: o.values[0].label, exact: true }).click();
  await page.getByRole('spinbutton', { name: '数量' }).fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('alert-queue')).toContainText('已加入购物车');
  return product;
}

const lineOf = (page: Page, skuId: number) => page.locator(`[data-testid="cart-line"][data-sku="${skuId}"]`);
const token = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!.value;
async function serverCart(page: Page) {
  const res = await page.request.get('/api/ew/buyer/cart', { headers: { Authorization: `Bearer ${await token(page)}` } });
  return (await res.json()).data as { lines: { skuId: number; quantity: number; checked: boolean }[]; totalQuantity: number };
}

test('a guest cart is priced live, its subtotal follows quantity and selection, and it is merged at login', async ({ page }) => {
  const errors = watchErrors(page);
  const buyer = await registerBuyer(page);
  const a = await addFromProductPage(page, 2, 1);
  const b = await addFromProductPage(page, 3, 2);
  await expect(page.getByRole('link', { name: /购物车，3 件商品/ })).toBeVisible();

  await page.goto('/shoppingCart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(lineOf(page, a.skuId)).toContainText(a.name);
  const subtotal = page.getByTestId('cart-subtotal');
  await expect(subtotal).toHaveText(/\d/);
  const first = (await subtotal.textContent())!;

  // One more unit of A: the subtotal changes, and the local copy (docs/product.md#entities shape) follows.
  await lineOf(page, a.skuId).getByRole('button', { name: '增加数量' }).click();
  await expect(lineOf(page, a.skuId).getByTestId('cart-qty')).toHaveValue('2');
  await expect(subtotal).not.toHaveText(first);
  const second = (await subtotal.textContent())!;
  await expect
    .poll(async () => JSON.parse((await storage(page, KEYS.cart))!).items.find((i: { skuId: number }) => i.skuId === a.skuId))
    .toMatchObject({ quantity: 2, isChecked: true, spuId: 2 });

  // Deselecting A leaves B's line total as the subtotal.
  await lineOf(page, a.skuId).getByRole('checkbox').uncheck();
  await expect(subtotal).not.toHaveText(second);
  await expect(subtotal).toHaveText((await lineOf(page, b.skuId).getByTestId('cart-line-total').textContent())!);

  // Select all, then none: checkout asks for a selection (docs/product.md#errors).
  const all = page.getByTestId('cart-select-all');
  await all.check();
  await expect(lineOf(page, a.skuId).getByRole('checkbox')).toBeChecked();
  await all.uncheck();
  await expect(page.getByTestId('cart-line').getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('alert-queue')).toContainText('请选择要结算的商品');
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await lineOf(page, b.skuId).getByRole('checkbox').check();
  await expect.poll(async () => JSON.parse((await storage(page, KEYS.cart))!).items.map((i: { isChecked: boolean }) => i.isChecked)).toEqual([false, true]); // A, B

  // A guest logs in first; the login merges the cart and goes on to the order confirmation.
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
  await page.getByLabel('邮箱').fill(buyer.email);
  await page.getByLabel('密码', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/order\?from=cart$/);
  expect(await storage(page, KEYS.cart)).toBeNull();
  const cart = await serverCart(page);
  expect(cart.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, checked: l.checked })).sort((x, y) => x.skuId - y.skuId)).toEqual([
    { skuId: a.skuId, quantity: 2, checked: false },
    { skuId: b.skuId, quantity: 2, checked: true },
  ]);

  // The cart page now shows the server cart, and the header agrees with it.
  errors.length = 0; // the order page is another feature's
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText('您尚未登录', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /购物车，4 件商品/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a buyer adds to the server cart, removes a line after confirming, and moves one to favourites', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const buyer = await registerBuyer(page);
  await login(page, buyer.email, buyer.password);
  const a = await addFromProductPage(page, 4, 3);
  const b = await addFromProductPage(page, 6, 1);
  expect((await serverCart(page)).totalQuantity).toBe(4);
  await expect(page.getByRole('link', { name: /购物车，4 件商品/ })).toBeVisible();

  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await lineOf(page, b.skuId).getByTestId('cart-remove').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(b.name);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await lineOf(page, b.skuId).getByTestId('cart-remove').click();
  await dialog.getByTestId('cart-remove-confirm').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /购物车，3 件商品/ })).toBeVisible();

  await lineOf(page, a.skuId).getByTestId('cart-favorite').click();
  await expect(page.getByTestId('alert-queue')).toContainText('已加入收藏');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect((await serverCart(page)).lines).toEqual([]);
  await page.goto('/accountCenter/favorites');
  await expect(page.getByTestId('favorite-item')).toHaveCount(1);
  await expect(page.getByTestId('favorite-item')).toContainText(a.name);

  // "Buy now" goes straight to the order confirmation with the chosen SKU and quantity.
  await page.goto('/product/productDetail?spuId=4');
  for (const o of a.options) await page.getByRole('group', { name: o.name }).getByRole('button', { name: o.values[0].label, exact: true }).click();
  await page.getByRole('spinbutton', { name: '数量' }).fill('2');
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(new RegExp(`/order\\?skuId=${a.skuId}&quantity=2$`));
  expect(errors.filter((e) => !/order/i.test(e))).toEqual([]);
});

test('the heart on a product page saves a favourite that the account centre lists; a guest is asked to log in', async ({ page }) => {
  const errors = watchErrors(page);
  const buyer = await registerBuyer(page);
  const product = await firstSku(page.request, 5, false);
  await page.goto('/product/productDetail?spuId=5');
  await ready(page);
  const heart = page.getByRole('button', { name: '收藏', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('邮箱').fill(buyer.email);
  await page.getByLabel('密码', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/productDetail\?spuId=5$/);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('alert-queue')).toContainText('已加入收藏');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/accountCenter/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的收藏');
  const item = page.getByTestId('favorite-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(product.name);
  await expect(item.getByRole('link', { name: `查看：${product.name}` })).toHaveAttribute('href', '/product/productDetail?spuId=5');
  await item.getByTestId('favorite-remove').click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();

  await page.goto('/product/productDetail?spuId=5');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
});

test('the cart page is accessible (axe-core) in Chinese and Finnish, with flagged lines and the remove dialog', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await ready(page);
  // An in-stock line, the sold-out SKU 1, more units than exist, and a SKU that no longer exists.
  await page.evaluate((key) => {
    const item = (skuId: number, spuId: number, quantity: number) => ({ name: `Local ${skuId}`, mainImgUrl: '/x.svg', quantity, priceFee: 1, priceUnit: 'CNY', spuId, skuId, saleAttr: '', isChecked: true });
    localStorage.setItem(key, JSON.stringify({ expiry: 24, savedAt: Date.now(), items: [item(6, 2, 2), item(1, 1, 1), item(11, 3, 9999), item(999999, 1, 1)] }));
  }, KEYS.cart);
  for (const [lang, soldOut] of [
    ['1', '已售罄'],
    ['4', 'Loppuunmyyty'],
  ]) {
    await page.getByTestId('language-select').selectOption(lang);
    await page.goto('/shoppingCart');
    await ready(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    await expect(page.locator('[data-state="soldOut"]')).toContainText(soldOut);
    await expect(page.locator('[data-state="insufficient"] [data-testid="cart-line-flag"]')).toBeVisible();
    await expect(page.locator('[data-state="unavailable"]')).toContainText('Local 999999');
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.getByTestId('cart-remove').first().click();
  const result = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('recently viewed lists the products a visitor opened, most recent first, and is accessible (axe-core) in Finnish', async ({ page }) => {
  const errors = watchErrors(page);
  // A new visitor has seen nothing yet: the page says so and leads to the catalogue.
  await page.goto('/recentlyViewed');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('最近浏览');
  await expect(page.getByTestId('recently-viewed-empty').getByRole('link', { name: '浏览产品' })).toHaveAttribute('href', '/product/queryProduct');

  const viewed: { spuId: number; name: string }[] = [];
  for (const spuId of [2, 3]) {
    const { name } = await firstSku(page.request, spuId, false);
    const recorded = page.waitForResponse((r) => r.url().includes('/catalog/recently-viewed') && r.request().method() === 'POST');
    await page.goto(`/product/productDetail?spuId=${spuId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect((await recorded).ok()).toBe(true);
    viewed.push({ spuId, name });
  }

  // The last product opened comes first; each card links to its product and has its own heart.
  await page.goto('/recentlyViewed');
  await ready(page);
  const items = page.getByTestId('recently-viewed-list').locator(':scope > li');
  await expect(items).toHaveCount(2);
  for (const [i, p] of [...viewed].reverse().entries()) {
    const item = items.nth(i);
    await expect(item).toHaveAttribute('data-spu', String(p.spuId));
    await expect(item.getByRole('link', { name: p.name })).toHaveAttribute('href', `/product/productDetail?spuId=${p.spuId}`);
    await expect(item.getByTestId('card-price')).toHaveText(/\d/);
    await expect(item.getByRole('button', { name: `收藏：${p.name}` })).toHaveAttribute('aria-pressed', 'false');
  }

  await page.getByTestId('language-select').selectOption('4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viimeksi katsotut');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('data-spu', String(viewed[1].spuId));
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});
