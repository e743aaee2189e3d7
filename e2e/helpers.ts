import { expect, type Page } from '@playwright/test';

export const KEYS = {
  lan: 'yt_us_lan',
  cou: 'yt_us_cou',
  currencyId: 'yt_us_currency_id',
  currencyInfo: 'yt_us_currency_info',
  cart: 'yt_us_cart_info',
  cookie: 'yt_use_cookie',
  uuid: 'yt_us_uuid',
  version: 'yt_us_version',
  basePriceInfo: 'yt_us_base_price_info',
};

export const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Waits until the start-up guard has loaded the base data (the header shows the currency). */
export async function ready(page: Page) {
  await expect(page.getByTestId('country-chooser')).toContainText(/[A-Z]{3}/);
}

/**
 * Collects uncaught script errors and console errors (a Content-Security-Policy violation is
 * one) so a test can assert a page ran cleanly under the server's real headers.
 */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
