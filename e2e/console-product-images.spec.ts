import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { consoleSignIn, OPS, ready, watchErrors } from './helpers';

// Issue 27, end to end: a sales member uploads two pictures to a published product in the console,
// writes their alternative texts, puts the second first and saves; a buyer, in another browser,
// sees that picture first on the product's page with the text of their language, drawn (not a
// broken image). In Chinese, then in French.

const PASSWORD = 'Console#2026';
const LANG_ID = { 'zh-CN': '1', fr: '5' } as const;
const ALT = { 'zh-CN': ['机柜正面', '机柜侧面'], fr: ['Face avant de la baie', 'Côté de la baie'] } as const;

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
/** A real PNG of one colour (with a text chunk the shop leaves out). */
function png(w: number, h: number, rgb: [number, number, number]) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: w }, () => Buffer.from(rgb))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('Comment\0taken at 60.17N 24.94E', 'latin1')),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const lang of ['zh-CN', 'fr'] as const) {
  test(`sales upload, order and describe a product's pictures; a buyer sees the first with the text of their language (${lang})`, async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const email = `sales-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
    expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: `Sales ${lang}`, password: PASSWORD, roles: ['sales'] } })).json()).code).toBe(200);
    const listing = await (await page.request.get(`/api/ew/buyer/catalog/products?pageSize=2&page=${lang === 'fr' ? 2 : 1}`)).json();
    const spuId = listing.data.items[0].spuId as number;
    await page.addInitScript((l) => localStorage.setItem('yt_us_lan', l), LANG_ID[lang]);
    await consoleSignIn(page, email, PASSWORD);

    await page.goto(`/console/catalog/${spuId}`);
    await expect(page.getByTestId('images-empty')).toBeVisible();
    await page.getByTestId('image-upload').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(120, 90, [10, 91, 211]) });
    await expect(page.getByTestId('image-item-0')).toBeVisible();
    await page.getByTestId('image-upload').setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: png(90, 120, [53, 196, 107]) });
    await expect(page.getByTestId('image-item-1')).toBeVisible();
    await page.getByTestId(`image-alt-0-${lang}`).fill(ALT[lang][0]);
    await page.getByTestId(`image-alt-1-${lang}`).fill(ALT[lang][1]);
    // The keyboard's way: the second picture moves up to be the main one.
    await page.getByTestId('image-up-1').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`image-alt-0-${lang}`)).toHaveValue(ALT[lang][1]);
    await page.getByTestId('images-save').click();
    await expect(page.getByTestId('images-save')).toBeDisabled();

    // A buyer, in another browser, sees it at once.
    const buyer = await browser.newContext({ baseURL: info.project.use.baseURL, locale: info.project.use.locale });
    const buyerPage = await buyer.newPage();
    const buyerErrors = watchErrors(buyerPage);
    await buyerPage.addInitScript((l) => localStorage.setItem('yt_us_lan', l), LANG_ID[lang]);
    // The first visit keeps the site's version; the language chosen holds from then on.
    await buyerPage.goto('/');
    await ready(buyerPage);
    await buyerPage.goto(`/product/productDetail?spuId=${spuId}`);
    const main = buyerPage.getByRole('img', { name: ALT[lang][1], exact: true });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('src', /^\/media\/product-images\/[a-z0-9-]+\/\d+-[0-9a-f]{16}\.png$/);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(90);
    expect(buyerErrors).toEqual([]);
    await buyer.close();
    expect(errors).toEqual([]);
  });
}
