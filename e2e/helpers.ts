import { expect, type Locator, type Page } from '@playwright/test';
import zlib from 'node:zlib';
import { Secret, TOTP } from 'otpauth';

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
export async function registerBuyer(page: Page, password = 'Start#123', email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  expect((await (await page.request.post('/api/ew/buyer/user/register/email', { data: { email } })).json()).code).toBe(200);
  const { code } = await mailedCode(page, email);
  const countries = (await (await page.request.get('/api/ew/buyer/user/country/1')).json()).data as { countryId: number }[];
  const res = await page.request.post('/api/ew/buyer/user/register2', {
    data: { email, code, password, confirmPassword: password, firstName: 'Test', lastName: 'Buyer', countryId: countries[0].countryId, agree: true },
  });
  expect((await res.json()).code).toBe(200);
  return { email, password };
}

const API = '/api/ew/buyer';
export const OPS = { Authorization: 'Bearer dev-ops-token' };

/** A new buyer, logged in in the browser, with a shipping address in China: its token and address id. */
export async function buyerWithAddress(page: Page): Promise<{ email: string; token: string; addressId: number }> {
  const { email, password } = await registerBuyer(page);
  const token = await login(page, email, password);
  const headers = { Authorization: `Bearer ${token}` };
  const countries = (await (await page.request.get(`${API}/user/country/1`)).json()).data as { countryId: number; code: string }[];
  const cn = countries.find((c) => c.code === 'CN') ?? countries[0];
  const regions = (await (await page.request.get(`${API}/user/region/${cn.countryId}/1`)).json()).data as { regionId: number }[];
  const res = await page.request.post(`${API}/user/addresses`, {
    headers,
    data: { type: 'shipping', firstName: '测试', lastName: '买家', countryId: cn.countryId, regionId: regions[0].regionId, city: '上海', zip: '200120', phone: '+86 21 5555 0199', line1: '世纪大道 200 号', line2: '', isDefault: true },
  });
  return { email, token, addressId: (await res.json()).data.addressId as number };
}

/** An order of one unit of a product's first SKU in stock, paid in the sandbox, then (unless told) shipped and delivered by the operator. */
export async function receivedOrder(page: Page, buyer: { token: string; addressId: number }, spuId: number, deliver = true): Promise<string> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const sku = ((await (await page.request.get(`${API}/catalog/products/${spuId}`)).json()).data.skus as { skuId: number; stock: number }[]).find((s) => s.stock > 5)!;
  const items = [{ skuId: sku.skuId, quantity: 1 }];
  const preview = (await (await page.request.post(`${API}/checkout/preview`, { headers, data: { items, shippingAddressId: buyer.addressId } })).json()).data;
  const placed = await page.request.post(`${API}/orders`, { headers, data: { idempotencyKey: crypto.randomUUID(), items, shippingAddressId: buyer.addressId, shippingMethodId: preview.shippingMethods[0].shippingMethodId } });
  const orderNo = (await placed.json()).data.orderNo as string;
  const pay = (await (await page.request.post(`${API}/orders/${orderNo}/pay`, { headers, data: { method: 'sandbox' } })).json()).data;
  await page.request.post(`/sandbox-pay/${/sbx_[0-9a-f]+/.exec(pay.payUrl)![0]}/approve`, { form: {}, maxRedirects: 0 });
  if (deliver) {
    expect((await (await page.request.post(`/api/ew/staff/orders/${orderNo}/ship`, { headers: OPS, data: { carrier: 'SF Express', trackingNo: `SF${Date.now()}` } })).json()).code).toBe(200);
    expect((await (await page.request.post(`/api/ew/staff/orders/${orderNo}/deliver`, { headers: OPS })).json()).code).toBe(200);
  }
  return orderNo;
}

/**
 * Pays an order from its payment page (/orderPayment) in the sandbox gateway's window: Pay opens
 * the window, the buyer approves (or declines) there, the window closes itself and the payment
 * page moves on to the result by itself. `inWindow` checks the window before the decision.
 */
export async function payInSandbox(page: Page, orderNo: string, { decision = 'approve', inWindow }: { decision?: 'approve' | 'decline'; inWindow?: (popup: Page) => Promise<void> } = {}) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('payment-pay').click();
  const popup = await popupOpened;
  await inWindow?.(popup);
  await popup.getByTestId(`sandbox-${decision}`).click();
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/paymentResult\\?orderNo=${orderNo}&status=${decision === 'approve' ? 'success' : 'failed'}`));
}

/**
 * How much wider an input's placeholder is than the room inside the input (≤ 0: it shows whole),
 * measured with the input's own font.
 */
export function placeholderOverflow(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    return Math.ceil(ctx.measureText(el.placeholder).width) - (el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight));
  });
}

/** The text of each line of an element, from the boxes of its characters. */
export function textLines(l: Locator) {
  return l.evaluate((el) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (let i = 0; i < node.length; i++) {
        if (!node.data[i].trim()) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const key = [...lines.keys()].find((t) => Math.abs(t - top) < 8) ?? top;
        lines.set(key, (lines.get(key) ?? '') + node.data[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  });
}

/** A real PNG picture of one colour (a browser shows it), built here so the tests need no image files. */
export function pngFile(name: string, rgb: [number, number, number], size = 64): { name: string; mimeType: string; buffer: Buffer } {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgb)))]);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))), chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer: png };
}

// Two-factor sign-in of staff (issue 27): admin and finance enrol an authenticator at their first
// sign-in and type its code at every later one. The tests play the app with the same library
// (RFC 6238), keeping each member's secret and the last step used (the server takes no step twice).
const consoleSecrets = new Map<string, { secret: string; lastStep: number }>();

/** A code of the secret for a step after `after` that the server accepts now (one step either side of its clock). */
export async function nextTotpCode(secret: string, after = -1): Promise<{ code: string; step: number }> {
  while (after > TOTP.counter()) await new Promise((r) => setTimeout(r, 1000));
  const step = Math.max(TOTP.counter(), after + 1);
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 }), step };
}

/** Types a code into the first box of a form's OtpInput (the boxes move on by themselves). */
async function typeCode(form: Locator, code: string) {
  await form.locator('input').first().click();
  await form.page().keyboard.type(code);
}

/**
 * After the password step of /console/login: answers the code step, or enrols the authenticator on
 * /console/security (keeping the secret) and saves the recovery codes, or nothing for roles without
 * an authenticator. Ends signed in, on a console page other than the login.
 */
export async function consoleSecondFactor(page: Page, email: string) {
  const codeStep = page.getByTestId('console-login-code');
  const enrol = page.getByTestId('totp-start');
  await expect(async () => {
    if ((await codeStep.isVisible()) || (await enrol.isVisible())) return;
    expect(page.url()).not.toMatch(/\/console\/(login|security)$/);
  }).toPass();
  if (await codeStep.isVisible()) {
    const known = consoleSecrets.get(email);
    if (!known) throw new Error(`${email} has an authenticator this test did not enrol`);
    const { code, step } = await nextTotpCode(known.secret, known.lastStep);
    known.lastStep = step;
    await typeCode(codeStep, code);
    await page.getByTestId('console-login-verify').click();
    await expect(page).not.toHaveURL(/\/console\/login$/);
  } else if (await enrol.isVisible()) {
    await enrol.click();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    const { code, step } = await nextTotpCode(secret);
    consoleSecrets.set(email, { secret, lastStep: step });
    const confirm = page.getByTestId('totp-confirm');
    await typeCode(confirm, code);
    await confirm.getByRole('button').click();
    await page.getByTestId('recovery-codes-saved').click();
    await page.goto('/console');
    await expect(page).not.toHaveURL(/\/console\/security$/);
  }
}

/** Signs a staff member in through /console/login, with the second factor their roles need. */
export async function consoleSignIn(page: Page, email: string, password: string) {
  await page.goto('/console/login');
  await page.getByLabel(/电子邮箱|E-mail|Sähköposti/).fill(email);
  await page.getByLabel(/^(密码|Password|Salasana)$/).fill(password);
  await page.getByTestId('console-login-submit').click();
  await consoleSecondFactor(page, email);
}
