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

/** The demo buyer the server seeds outside production (apps/server/src/modules/account/setup.ts). */
export const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };
export const SESSION_COOKIE = 'yt_us_token';

/** Logs in through the API and hands the token to the browser as the login page would. */
export async function login(page: Page, email = DEMO.email, password = DEMO.password) {
  const res = await page.request.post('/api/ew/buyer/user/login', { data: { email, password } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  // The config serves on 127.0.0.1; the cookie is the one the login page sets (path /).
  await page.context().addCookies([{ name: SESSION_COOKIE, value: body.msg, domain: '127.0.0.1', path: '/' }]);
  return body.msg as string;
}

/** The newest code the dev mailbox holds for an address (mails are logged, not sent, in tests). */
export async function mailedCode(page: Page, to: string, after = 0): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/api/dev/mailbox')).json()).data as { id: number; to: string; subject: string }[];
      const m = mails.filter((x) => x.to === to && x.id > after).pop();
      const code = m?.subject.match(/\d{6}/)?.[0];
      found = m && code ? { code, id: m.id } : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A new buyer registered through the API (its own account, so a test may change it freely). */
export async function registerBuyer(page: Page, password = 'Start#123') {
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await (await page.request.post('/api/ew/buyer/user/register/email', { data: { email } })).json()).code).toBe(200);
  const { code } = await mailedCode(page, email);
  const countries = (await (await page.request.get('/api/ew/buyer/user/country/1')).json()).data as { countryId: number }[];
  const res = await page.request.post('/api/ew/buyer/user/register2', {
    data: { email, code, password, confirmPassword: password, firstName: 'Test', lastName: 'Buyer', countryId: countries[0].countryId, agree: true },
  });
  expect((await res.json()).code).toBe(200);
  return { email, password };
}
