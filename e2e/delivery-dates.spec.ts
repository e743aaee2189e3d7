import { expect, test, type Page } from '@playwright/test';
import { ready } from './helpers';

// Stock where it really is (issue 28): a visitor who chooses their country in the shell sees on a
// product page the stock in the warehouse that serves that country first, when an order ships and
// by when it arrives, in the country's language; listing cards say the short form.

const SHOTS = process.env.SHOTS_DIR;

/** Chooses the country in the shell's chooser (its language comes with it); returns the country's id. */
async function chooseCountry(page: Page, code: string): Promise<number> {
  await page.goto('/');
  await ready(page);
  await page.getByTestId('country-chooser').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const country = await page.evaluate((cc) => JSON.parse(localStorage.getItem('yt_us_country_list')!).data.find((c: { code: string }) => c.code === cc), code);
  await dialog.getByTestId('country-select').selectOption(String(country.countryId));
  await Promise.all([page.waitForEvent('load'), dialog.getByTestId('country-continue').click()]);
  await ready(page);
  return Number(country.countryId);
}

/** A product with stock in the country's nearest warehouse (asked of the same API the cards use). */
async function productStockedNear(page: Page, countryId: number): Promise<number> {
  const list = await (await page.request.get('/api/ew/buyer/catalog/products?pageSize=60')).json();
  const ids = (list.data.items as { spuId: number }[]).map((p) => p.spuId).join(',');
  const summary = await (await page.request.get(`/api/ew/buyer/inventory/summary?spuIds=${ids}&countryId=${countryId}`)).json();
  const found = (summary.data as { spuId: number; localAvailable: number }[]).find((s) => s.localAvailable > 0);
  expect(found, 'a product in stock in the nearest warehouse').toBeTruthy();
  return found!.spuId;
}

for (const { code, lang, warehouse, arrives, width } of [
  { code: 'FI', lang: 'fi', warehouse: 'München, Saksa', arrives: /Perillä/, width: 1280 },
  { code: 'JP', lang: 'ja', warehouse: '東京（日本）', arrives: /お届け/, width: 390 },
]) {
  test(`a visitor from ${code} sees the nearest warehouse’s stock and when it arrives (${lang}, ${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const countryId = await chooseCountry(page, code);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const spuId = await productStockedNear(page, countryId);

    await page.goto(`/product/productDetail?spuId=${spuId}`);
    const block = page.getByTestId('delivery-block');
    await expect(block.getByTestId('delivery-local')).toContainText(warehouse);
    await expect(block).toContainText(arrives);
    // Either it still ships today (a countdown) or the day it leaves: never nothing.
    await expect(block.getByTestId('delivery-ships')).not.toBeEmpty();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/issue28-delivery-${lang}-${width}.png`, fullPage: true });

    // The listing's cards say the short form, after the grid has painted.
    await page.goto('/product/queryProduct');
    await expect(page.getByTestId('card-delivery').first()).toContainText(arrives.source === 'Perillä' ? /Perillä|Lähtee tänään|Taas varastossa/ : /お届け|本日発送|再入荷/);
    await context.close();
  });
}
