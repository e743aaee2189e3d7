import { expect, test, type Browser } from '@playwright/test';
import { KEYS, ready, storage } from './helpers';

// A first visit from abroad (issue 24): the visitor's country and its currency are used from the
// first page on, never the home country's CNY while the change-country prompt waits; the prompt
// only offers the rest of that country's site, and reads right whatever the country is called.
// Where the visitor is comes from the geo header (GEO_COUNTRY_HEADER, default cf-ipcountry).

const SHOTS = process.env.SHOTS_DIR;

async function visit(browser: Browser, geo: string, locale: string, width = 1280) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 }, extraHTTPHeaders: { 'cf-ipcountry': geo } });
  return { context, page: await context.newPage() };
}
const cardPrices = (page: import('@playwright/test').Page) => page.getByTestId('card-price').allTextContents();

test.describe('a first visit from abroad', () => {
  test('a Finnish page for a visitor in Finland shows Finland and euro prices at once, with nothing to ask', async ({ browser }) => {
    const { context, page } = await visit(browser, 'FI', 'fi-FI');
    await page.goto('/?lang=fi');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByTestId('country-chooser')).toContainText('EUR');
    await expect(page.getByTestId('country-chooser')).not.toContainText('CNY');
    await expect(page.getByTestId('card-price').first()).toContainText('€');
    expect((await cardPrices(page)).filter((p) => !p.includes('€'))).toEqual([]);
    await expect(page.getByTestId('country-bar')).toHaveCount(0);
    expect(JSON.parse((await storage(page, KEYS.basePriceInfo))!)).toMatchObject({ code: 'FI', currency: 'EUR' });
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`a Chinese page for a visitor in Finland prices in euros while it offers the Finnish site (${width} px)`, async ({ browser }) => {
      const { context, page } = await visit(browser, 'FI', 'zh-CN', width);
      await page.goto('/');
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      const bar = page.getByTestId('country-bar');
      await expect(bar).toContainText('您所在的国家/地区：芬兰，价格以 EUR 显示。是否切换到该国家/地区的站点？');
      await expect(page.getByTestId('country-chooser')).toContainText('EUR');
      await expect(page.getByTestId('card-price').first()).toContainText('€');
      expect((await cardPrices(page)).filter((p) => !p.includes('€'))).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/country-prompt-zh-CN-${width}.png` });
      await Promise.all([page.waitForEvent('load'), bar.getByTestId('country-bar-continue').click()]);
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
      await expect(page.getByTestId('country-chooser')).toContainText('EUR');
      await expect(page.getByTestId('country-bar')).toHaveCount(0);
      await context.close();
    });

    test(`the Finnish prompt needs no inflected country name: a visitor in Japan on a Finnish page (${width} px)`, async ({ browser }) => {
      const { context, page } = await visit(browser, 'JP', 'fi-FI', width);
      await page.goto('/?lang=fi');
      await ready(page);
      await expect(page.getByTestId('country-bar')).toContainText('Sijaintisi: Japani. Hinnat näytetään valuutassa JPY. Siirrytäänkö tämän maan sivustolle?');
      await expect(page.getByTestId('country-chooser')).toContainText('JPY');
      expect(JSON.parse((await storage(page, KEYS.basePriceInfo))!)).toMatchObject({ code: 'JP', currency: 'JPY' });
      await expect(page.getByTestId('card-price').first()).toContainText('¥');
      expect((await cardPrices(page)).filter((p) => p.includes('CN'))).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/country-prompt-fi-${width}.png` });
      await context.close();
    });
  }
});
