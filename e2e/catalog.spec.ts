import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ready, storage, watchErrors } from './helpers';

test('browse from home to a category, filter by speed, open a product, pick a SKU and add it to the cart', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await ready(page);
  await expect(page.getByTestId('home-featured').getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('home-categories').getByRole('link', { name: /光模块/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('光模块');
  const facets = page.getByTestId('facets');
  const tenG = facets.getByRole('group', { name: '速率' }).getByLabel('10G');
  await tenG.click();
  await expect(tenG).toBeChecked();
  await expect(page).toHaveURL(/filters=speed%3A10G|filters=speed:10G/);
  const count = page.getByTestId('result-count');
  await expect(count).toContainText('个产品');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toContainText('10G');
  await cards.filter({ hasText: '10GBASE-LR' }).first().getByRole('link').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('10GBASE-LR');

  // Nothing chosen yet: adding to the cart asks for the options first.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('alert-queue')).toContainText('请完成规格选择');
  const brand = page.getByRole('group', { name: '兼容品牌' });
  await brand.getByRole('button', { name: 'Cisco' }).click();
  await expect(brand.getByRole('button', { name: 'Cisco' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-no')).toContainText('SFP-10G-LR');
  await page.getByRole('spinbutton', { name: '数量' }).fill('12');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('alert-queue')).toContainText('已加入购物车');
  const cart = JSON.parse((await storage(page, 'yt_us_cart_info'))!);
  expect(cart.expiry).toBe(24);
  expect(cart.items[0]).toMatchObject({ quantity: 12, priceUnit: 'CNY' });
  expect(cart.items[0].saleAttr).toContain('Cisco');
  await expect(page.getByRole('link', { name: /购物车，12 件商品/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('invalid option combinations are disabled and the tier price follows the quantity', async ({ page, request }) => {
  // A patch-cord family has length × colour with missing combinations.
  const list = await (await request.get('/api/ew/buyer/catalog/products?filters=fiber_type:OM4&pageSize=60', { headers: { lang: '2' } })).json();
  const withGaps = [];
  for (const p of list.data.items) {
    const d = (await (await request.get(`/api/ew/buyer/catalog/products/${p.spuId}`, { headers: { lang: '2' } })).json()).data;
    const combos = d.options.reduce((n: number, o: { values: unknown[] }) => n * o.values.length, 1);
    if (d.options.length === 2 && d.skus.length < combos) withGaps.push(d);
  }
  expect(withGaps.length).toBeGreaterThan(0);
  const d = withGaps[0];
  const [a, b] = d.options;
  const missing = a.values.flatMap((va: { key: string; label: string }) =>
    b.values.filter((vb: { key: string }) => !d.skus.some((s: { attrs: Record<string, string> }) => s.attrs[a.key] === va.key && s.attrs[b.key] === vb.key)).map((vb: { label: string }) => [va.label, vb.label]),
  )[0];
  await page.goto('/');
  await ready(page);
  await page.getByTestId('language-select').selectOption('2');
  await page.goto(`/product/productDetail?spuId=${d.spuId}`);
  await page.getByRole('group', { name: a.name }).getByRole('button', { name: missing[0], exact: true }).click();
  await expect(page.getByRole('group', { name: b.name }).getByRole('button', { name: missing[1], exact: true })).toBeDisabled();
  const price = page.getByTestId('detail-price');
  const valid = b.values.find((vb: { label: string }) => vb.label !== missing[1]);
  await page.getByRole('group', { name: b.name }).getByRole('button', { name: valid.label, exact: true }).click();
  const single = await price.textContent();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('50');
  await expect(price).not.toHaveText(single!);
});

test('the spec sheet downloads as a PDF in the chosen language', async ({ page }) => {
  await page.goto('/product/productDetail?spuId=2');
  await ready(page);
  const link = page.getByTestId('spec-sheet');
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('recently viewed products appear on the home page', async ({ page }) => {
  // The visit is recorded once the page has painted and the visitor has an id.
  const recorded = page.waitForResponse((res) => res.url().endsWith('/recently-viewed') && res.request().method() === 'POST');
  await page.goto('/product/productDetail?spuId=3');
  await ready(page);
  await recorded;
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/');
  await expect(page.getByTestId('recently-viewed')).toContainText(name!.trim());
});

test('a news item links to its previous and next article, and a case study shows its products', async ({ page }) => {
  await page.goto('/newList/1');
  await ready(page);
  await page.getByTestId('news-list').getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/newDetail\/\d+$/);
  await expect(page.getByTestId('article')).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByTestId('news-next').click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title!);
  await page.getByTestId('news-prev').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await page.goto('/solutions');
  await page.getByTestId('cases').getByRole('link').first().click();
  await expect(page.getByTestId('article')).toBeVisible();
});

test('listing and detail pages are accessible', async ({ page }) => {
  // Four pages of axe-core on two shared cores: it ran out of the default 30 s once under load.
  test.slow();
  for (const path of ['/product/queryProduct?cateId=1', '/product/productDetail?spuId=1', '/newDetail/1', '/solutions']) {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});

test('technical documents filter by type and model and download as PDF', async ({ page }) => {
  await page.goto('/resourceDocuments');
  await ready(page);
  await page.getByTestId('doc-type').selectOption('certificate');
  await page.getByTestId('doc-model').fill('QSFP28');
  await page.getByRole('button', { name: '筛选' }).click();
  const list = page.getByTestId('doc-list');
  await expect(list.getByRole('listitem').first()).toContainText('认证证书');
  await expect(list).toContainText('QSFP28');
  const href = await list.getByRole('link', { name: /下载 PDF/ }).first().getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toBe('application/pdf');
});

test('the home page shows solutions and news teasers from the database', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await expect(page.getByTestId('home-solutions').getByRole('listitem')).toHaveCount(4);
  // The first news item's link (the section's own "more" link goes to the list).
  await page.getByTestId('home-news').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/newDetail\/\d+/);
});

test('a first visit to a product or listing page loads no form-validation code (it would delay the first paint)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
  });
  for (const url of ['/product/productDetail?spuId=30', '/product/queryProduct?cateId=6']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  // zod's schemas (checkout, account forms) belong to the pages that validate input.
  expect(scripts.filter((s) => s.includes('ZodError')).length, 'scripts holding zod').toBe(0);
});

test('a first visit to a product or listing page loads a handful of files, not one per shared module', async ({ browser }) => {
  // On a phone's connection (six per host over HTTP/1.1) every further file costs a round trip
  // before the first paint; the build groups what these pages share (vite.config.ts).
  for (const url of ['/product/productDetail?spuId=30', '/product/queryProduct?cateId=6', '/']) {
    const context = await browser.newContext(); // a first visit: nothing cached
    const page = await context.newPage();
    const files: string[] = [];
    page.on('request', (req) => {
      if (['script', 'stylesheet'].includes(req.resourceType())) files.push(new URL(req.url()).pathname);
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = files.filter((f) => f.endsWith('.js'));
    const styles = files.filter((f) => f.endsWith('.css'));
    expect(scripts.length, `${url} scripts: ${scripts.join(' ')}`).toBeLessThanOrEqual(6);
    expect(styles.length, `${url} stylesheets: ${styles.join(' ')}`).toBeLessThanOrEqual(3);
    await context.close();
  }
});

test('a first visit asks the API nothing before its first paint (the answers are inlined, the rest waits)', async ({ browser }) => {
  for (const url of ['/product/productDetail?spuId=30', '/product/queryProduct?cateId=6', '/']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The visitor id is asked for after the paint, and the recently-viewed list after it.
    const visitorId = page.waitForResponse((res) => res.url().includes('/chat/visitorId'));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await visitorId;
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      api: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/api/')).map((e) => ({ url: e.name, start: e.startTime })),
    }));
    expect(timing.fcp, url).toBeGreaterThan(0);
    expect(timing.api.length, url).toBeGreaterThan(0);
    for (const call of timing.api) expect(call.start, `${call.url} started before the first paint of ${url}`).toBeGreaterThanOrEqual(timing.fcp);
    await context.close();
  }
});
