import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_ORDER_WORDS, findPrintAndShip, type ConsoleOrderLang } from './console-order-steps';
import { buyerWithAddress, consoleSignIn, OPS, payInSandbox, ready, watchErrors } from './helpers';

// Issue 27, end to end: an administrator adds a product in the console, with two SKUs (two reaches) and its
// texts in all six languages, and publishes it; a buyer finds it by search at once and orders one
// SKU, writing a PO number in the order's note; staff find that order by the PO number, print its
// packing list and ship it. The console and the shop run in Chinese, then in French.

const PASSWORD = 'Console#2026';
/** The sale attribute's name on the product page. */
const REACH = { 'zh-CN': '传输距离', fr: 'Portée' } as const;

/** The product's texts, written in each language (a name with the model, so search finds it by either). */
function texts(model: string) {
  return {
    'zh-CN': { name: `万兆多模光模块 ${model}`, shortDesc: '850 nm，LC 双工接口，传输距离 300 米，支持数字诊断。' },
    en: { name: `10G multimode optical transceiver ${model}`, shortDesc: '850 nm, duplex LC, reaches 300 m, with digital diagnostics.' },
    es: { name: `Transceptor óptico multimodo 10G ${model}`, shortDesc: '850 nm, LC dúplex, alcance de 300 m, con diagnóstico digital.' },
    fi: { name: `10G-monimuotovalokuitumoduuli ${model}`, shortDesc: '850 nm, LC-duplex, kantama 300 m, digitaalinen diagnostiikka.' },
    fr: { name: `Module optique multimode 10G ${model}`, shortDesc: '850 nm, LC duplex, portée de 300 m, avec diagnostic numérique.' },
    ja: { name: `10G マルチモード光トランシーバ ${model}`, shortDesc: '850 nm、LC デュプレックス、伝送距離 300 m、デジタル診断対応。' },
  } as const;
}

/** Creates the product in the editor and saves it: the page then shows the saved draft. */
async function createProduct(page: Page, model: string) {
  await page.goto('/console/catalog/new');
  await page.getByTestId('product-key').fill(model.toLowerCase());
  await page.getByTestId('product-brand').fill('YT Networks');
  await page.getByTestId('product-model').fill(model);
  await page.getByTestId('product-category').selectOption({ index: 1 });
  await page.getByTestId('product-image').selectOption('sfp');
  for (const [lang, t] of Object.entries(texts(model))) {
    await page.getByTestId(`text-name-${lang}`).fill(t.name);
    await page.getByTestId(`text-shortDesc-${lang}`).fill(t.shortDesc);
  }
  await page.getByTestId('product-save').click();
  await expect(page).toHaveURL(/\/console\/catalog\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())![1]);
}

/** The two SKUs: two reaches of one sale attribute, each with its product number, base price in US dollars, stock and weight. */
const SKUS = [
  { reach: '300m', suffix: '300M', price: '19.90', stock: '120' },
  { reach: '100m', suffix: '100M', price: '16.50', stock: '40' },
] as const;

/** Adds the two SKUs in the product's SKU editor and saves them. */
async function addTwoSkus(page: Page, model: string) {
  const editor = page.getByTestId('product-skus');
  await editor.getByTestId('sku-attr-add').selectOption('reach');
  for (const [i, sku] of SKUS.entries()) {
    await editor.getByTestId('sku-add').click();
    await editor.getByTestId(`sku-attr-${i}-reach`).selectOption(sku.reach);
    await editor.getByTestId(`sku-product-no-${i}`).fill(`${model}-${sku.suffix}`);
    await editor.getByTestId(`sku-price-${i}`).fill(sku.price);
    await editor.getByTestId(`sku-stock-${i}`).fill(sku.stock);
    await editor.getByTestId(`sku-weight-${i}`).fill('20');
  }
  await editor.getByTestId('sku-save').click();
  await expect(editor.getByTestId('sku-unsaved')).toHaveCount(0);
  await expect(editor.getByTestId('sku-save')).toBeDisabled();
}

/** The buyer, in their own browser, finds the product by its model in the header's search and orders its first SKU with a PO in the note. */
async function buyerOrders(page: Page, lang: ConsoleOrderLang, model: string, remark: string) {
  await buyerWithAddress(page);
  await page.goto('/');
  await ready(page);
  await page.getByTestId('language-select').selectOption(CONSOLE_ORDER_WORDS[lang].langId);
  const input = page.getByTestId('search-input');
  await input.fill(model);
  await input.press('Enter');
  await expect(page).toHaveURL(/searchResult\?keyword=/);
  const card = page.getByTestId('search-products').getByTestId('product-card').filter({ hasText: texts(model)[lang].name });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/product\/productDetail\?spuId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(model)[lang].name);
  // The second SKU, by its reach.
  await page.getByRole('group', { name: REACH[lang] }).getByRole('button', { name: SKUS[1].reach, exact: true }).click();
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/order\?/);
  await ready(page);
  await page.getByTestId('order-remark').fill(remark);
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await payInSandbox(page, orderNo);
  return orderNo;
}

for (const lang of ['zh-CN', 'fr'] as const) {
  test(`an admin adds a product with two SKUs in six languages and publishes it; a buyer finds and orders it; staff ship it by the PO number (${lang})`, async ({ page, browser }, info) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const model = `E2E-${lang === 'fr' ? 'FR' : 'CN'}-${Date.now().toString(36).toUpperCase()}`;
    const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
    const staffName = `Admin ${lang}`;
    expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: staffName, password: PASSWORD, roles: ['admin'] } })).json()).code).toBe(200);
    await page.addInitScript((l) => localStorage.setItem('yt_us_lan', l), CONSOLE_ORDER_WORDS[lang].langId);
    await consoleSignIn(page, email, PASSWORD);

    // 1. The product, its two SKUs, and publishing: every language is complete, so no override is asked.
    await createProduct(page, model);
    await addTwoSkus(page, model);
    await page.getByTestId('product-publish').click();
    await expect(page.getByTestId('publish-reason')).toHaveCount(0);
    await page.getByTestId('publish-confirm').click();
    await expect(page.getByTestId('product-unpublish')).toBeVisible();

    // 2. A buyer, in another browser, finds it by search straight away and orders it.
    const buyerContext = await browser.newContext({ baseURL: info.project.use.baseURL, locale: info.project.use.locale });
    const buyerPage = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyerPage);
    const po = `PO-2026-1127-${model}`;
    const remark = `${po} 请在工作日送货`;
    const orderNo = await buyerOrders(buyerPage, lang, model, remark);
    expect(buyerErrors).toEqual([]);
    await buyerContext.close();

    // 3. Staff find the order by the PO number, print the packing list (with the SKU's product number) and ship it.
    await findPrintAndShip(page, lang, { orderNo, po, remark, staffName, picked: [`${model}-${SKUS[1].suffix}`] });
    expect(errors).toEqual([]);
  });
}
