import { expect, test } from '@playwright/test';
import { consoleSignIn, OPS, ready, watchErrors } from './helpers';

// Issue 27, end to end: a sales member adds a category under "switches" with its names in all six
// languages, renames it and moves it up among its siblings; a buyer, in another browser, finds it
// in the header's product menu at once, under its new name; the category is deleted and leaves the
// menu. Then a value is added to the speed filter. The console and the shop run in Chinese, then
// in French.

const PASSWORD = 'Console#2026';
const LANG_IDS = { 'zh-CN': '1', fr: '5' } as const;
const LANGS = ['zh-CN', 'en', 'es', 'fi', 'fr', 'ja'] as const;
// One after the other: both add a category under the switches, and each checks its place among them.
test.describe.configure({ mode: 'serial' });

for (const lang of ['zh-CN', 'fr'] as const) {
  test(`staff add, rename, move and delete a category, and buyers' menu follows at once (${lang})`, async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const stamp = Date.now().toString(36);
    const email = `tree-${stamp}-${Math.random().toString(36).slice(2, 6)}@yt-networks.example`;
    expect((await (await page.request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: `Tree ${lang}`, password: PASSWORD, roles: ['sales'] } })).json()).code).toBe(200);
    await page.addInitScript((l) => localStorage.setItem('yt_us_lan', l), LANG_IDS[lang]);
    await consoleSignIn(page, email, PASSWORD);

    // 1. A new category under the switches, with a name in every language.
    await page.goto('/console/catalog/categories');
    await page.getByTestId('category-node-switches').click();
    await page.getByTestId('category-add').click();
    const editor = page.getByTestId('category-editor');
    await editor.getByTestId('category-key').fill(`e2e-${stamp}`);
    await editor.getByTestId('category-parent').selectOption({ label: lang === 'fr' ? 'Commutateurs réseau' : '网络交换机' });
    for (const l of LANGS) await editor.getByTestId(`category-name-${l}`).fill(`E2E ${l} ${stamp}`);
    await editor.getByTestId('category-save').click();
    const node = page.getByTestId(`category-node-e2e-${stamp}`);
    await expect(node).toBeVisible();
    await expect(page.getByTestId('category-editor').getByTestId('category-key')).toHaveCount(0);

    // 2. Renamed in the console's language, and one place up among the switches' sub-categories.
    const renamed = lang === 'fr' ? `Commutateurs E2E ${stamp}` : `端到端交换机 ${stamp}`;
    await editor.getByTestId(`category-name-${lang}`).fill(renamed);
    await editor.getByTestId('category-save').click();
    await expect(node).toContainText(renamed);
    await expect(editor.getByTestId('category-down')).toBeDisabled();
    await editor.getByTestId('category-up').click();
    await expect(editor.getByTestId('category-down')).toBeEnabled();

    // 3. A buyer in another browser sees it in the product menu under its new name.
    const buyer = await (await browser.newContext({ baseURL: info.project.use.baseURL, locale: info.project.use.locale })).newPage();
    const buyerErrors = watchErrors(buyer);
    await buyer.goto('/');
    await ready(buyer);
    await buyer.getByTestId('language-select').selectOption(LANG_IDS[lang]);
    await ready(buyer);
    await buyer.getByTestId('mega-button').click();
    await expect(buyer.getByTestId('mega-menu').getByRole('link', { name: renamed })).toBeVisible();

    // 4. Deleted (it holds no products): gone from the tree and, on the next visit, from the menu.
    await editor.getByTestId('category-delete').click();
    await page.getByTestId('category-delete-confirm').click();
    await expect(node).toHaveCount(0);
    await buyer.reload();
    await ready(buyer);
    await buyer.getByTestId('mega-button').click();
    await expect(buyer.getByTestId('mega-menu')).toBeVisible();
    await expect(buyer.getByTestId('mega-menu').getByRole('link', { name: renamed })).toHaveCount(0);

    // 5. A new value of the speed filter, labelled in the console's language.
    await page.getByRole('tab').nth(1).click();
    await page.getByTestId('attribute-node-speed').click();
    const attr = page.getByTestId('attribute-editor');
    const key = `${(parseInt(stamp.slice(-4), 36) % 900) + 100}T`;
    await attr.getByTestId('value-key').fill(key);
    await attr.getByTestId(`value-label-${lang}`).fill(`${key} E2E`);
    await attr.getByTestId('value-add').click();
    await expect(attr.getByTestId(`value-${key}`)).toBeVisible();
    await attr.getByTestId(`value-${key}`).getByTestId('value-delete').click();
    await expect(attr.getByTestId(`value-${key}`)).toHaveCount(0);

    expect(errors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  });
}
