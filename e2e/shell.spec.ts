import { expect, test } from '@playwright/test';
import { KEYS, ready, storage, watchErrors } from './helpers';

test.describe('first visit', () => {
  test('opens in Chinese with the whole shell and the start-up data stored', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('解决方案');
    await expect(page.getByTestId('country-chooser')).toContainText('CNY');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.getByTestId('chat-button')).toBeVisible();
    await expect(page.getByTestId('country-bar')).toHaveCount(0); // a visitor from China is already home
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/aboutUs/1');
    await expect(footer.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/policies?page=privacy_policy');
    await expect(footer.getByRole('link', { name: '使用条款' })).toHaveAttribute('href', '/policies?page=terms_of_use');
    await expect(footer.getByRole('link', { name: 'Cookie 政策' })).toHaveAttribute('href', '/policies?page=cookie_policy');
    // The visitor id is asked for after the first paint (nothing delays it), so it may arrive a moment later.
    await expect.poll(() => storage(page, KEYS.uuid)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storage(page, KEYS.lan)).toBe('1');
    expect(await storage(page, KEYS.version)).toBeTruthy();
    expect(JSON.parse((await storage(page, KEYS.currencyInfo))!)).toMatchObject({ currency: 'CNY', minorUnits: 2 });
    expect(JSON.parse((await storage(page, KEYS.basePriceInfo))!)).toMatchObject({ code: 'CN' });
    expect(JSON.parse((await storage(page, 'yt_us_base_config'))!)).toMatchObject({ tag: 1, data: { siteName: 'YT 网络' } });
    await expect(page).toHaveTitle(/YT 网络/);
    expect(errors).toEqual([]);
  });

  test('a visitor from Finland is offered the Finnish site, and the close icon hides the bar', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fi-FI' });
    const page = await context.newPage();
    await page.goto('/');
    const bar = page.getByTestId('country-bar');
    await expect(bar).toContainText('芬兰');
    await expect(bar).toContainText('EUR');
    await bar.getByRole('button', { name: '关闭' }).click();
    await expect(bar).toHaveCount(0);
    await context.close();
  });

  test('a new site version resets the cached language and country', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => {
      localStorage.setItem('yt_us_version', 'old');
      localStorage.setItem('yt_us_lan', '2');
    });
    await page.reload();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await storage(page, KEYS.lan)).toBe('1');
    expect(await storage(page, KEYS.version)).not.toBe('old');
  });
});

test.describe('cookie banner', () => {
  test('accept stores 1 and hides it for good', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: '接受' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await storage(page, KEYS.cookie)).toBe('1');
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('decline stores 0 and hides it', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: '拒绝' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await storage(page, KEYS.cookie)).toBe('0');
  });

  test('the details link opens the cookie policy in a new tab', async ({ page, context }) => {
    await page.goto('/');
    await ready(page);
    const link = page.getByTestId('cookie-banner').getByRole('link', { name: '了解详情' });
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe('/policies?page=cookie_policy');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Cookie 政策');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });
});

test.describe('language', () => {
  const expected: [string, string, string][] = [
    ['2', 'en', 'Solutions'],
    ['3', 'es', 'Soluciones'],
    ['4', 'fi', 'Ratkaisut'],
    ['5', 'fr', 'Solutions'],
    ['6', 'ja', 'ソリューション'],
    ['1', 'zh-CN', '解决方案'],
  ];
  test('switching to each locale changes the strings and is remembered', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    for (const [id, lang, solutions] of expected) {
      await page.getByTestId('language-select').selectOption(id);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('header nav').first()).toContainText(solutions);
      expect(await storage(page, KEYS.lan)).toBe(id);
    }
    await page.getByTestId('language-select').selectOption('4');
    await expect(page.locator('footer')).toContainText('Tietosuojaseloste');
    await page.reload();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.locator('footer')).toContainText('Tietosuojaseloste');
    await expect(page.locator('footer')).toContainText('Kiina'); // base config address in Finnish
  });
});

test.describe('country change', () => {
  test('CONTINUE stores the country, its language and currency, re-prices the guest cart and reloads', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.evaluate(() =>
      localStorage.setItem(
        'yt_us_cart_info',
        JSON.stringify({
          expiry: 24,
          savedAt: Date.now(),
          items: [{ name: 'SFP-10G-LR', mainImgUrl: '/x.svg', quantity: 2, priceFee: 14200, priceUnit: '¥ CNY', spuId: 1, skuId: 7, saleAttr: '10 km', isChecked: true, basePrice: 2000 }],
        }),
      ),
    );
    await page.getByTestId('country-chooser').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const fi = await page.evaluate(() => JSON.parse(localStorage.getItem('yt_us_country_list')!).data.find((c: { code: string }) => c.code === 'FI'));
    await dialog.getByTestId('country-select').selectOption(String(fi.countryId));
    await Promise.all([page.waitForEvent('load'), dialog.getByTestId('country-continue').click()]);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByTestId('country-chooser')).toContainText('EUR');
    expect(await storage(page, KEYS.cou)).toBe(String(fi.countryId));
    expect(await storage(page, KEYS.lan)).toBe('4');
    expect(await storage(page, KEYS.currencyId)).toBe(String(fi.currencyId));
    expect(JSON.parse((await storage(page, KEYS.basePriceInfo))!)).toMatchObject({ code: 'FI', currency: 'EUR' });
    const cart = JSON.parse((await storage(page, KEYS.cart))!);
    expect(cart.items[0]).toMatchObject({ priceUnit: '€ EUR', priceFee: 1840, quantity: 2 });
    await expect(page.getByTestId('country-bar')).toHaveCount(0);
  });

  test('the bar offered to a visitor runs the same flow', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('country-bar')).toContainText('日本');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('country-bar-continue').click()]);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByTestId('country-chooser')).toContainText('JPY');
    await context.close();
  });
});

test.describe('floating elements', () => {
  test('back-to-top appears after 150 px and scrolls smoothly to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  });

  test('the chat button opens and closes the chat window', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.getByTestId('chat-button').click();
    await expect(page.getByTestId('chat-window')).toBeVisible();
    await expect(page.getByTestId('chat-window')).toContainText('在线咨询');
    await page.getByTestId('chat-button').click();
    await expect(page.getByTestId('chat-window')).toHaveCount(0);
  });

  test('a failing request shows a translated alert at the bottom that leaves after 3 s', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    // The network itself fails here: the browser aborts the call, as an unplugged cable would.
    await page.route('**/home/countryLangCurrency/**', (route) => route.abort('connectionfailed'));
    await page.getByTestId('country-chooser').click();
    await page.getByTestId('country-continue').click();
    const alert = page.getByTestId('alert-queue').getByRole('alert');
    await expect(alert).toHaveText('后端接口连接异常');
    const box = await alert.boundingBox();
    expect(box!.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    await expect(alert).toHaveCount(0, { timeout: 5000 });
  });
});

test('the header fits every language at the widths around its breakpoints (no sideways scroll)', async ({ page }) => {
  for (const lang of ['es', 'fr', 'fi']) {
    for (const width of [1101, 1140, 1240, 1361, 1421]) {
      await page.setViewportSize({ width, height: 600 });
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByTestId('country-chooser')).toContainText(/[A-Z]{3}/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} at ${width}px`).toBe(width);
    }
  }
});
