import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ready } from './helpers';

// Issue 16, the rough edges a first-time buyer hits: shop by brand, a typo search, the document
// filters, the support page.

const API = '/api/ew/buyer';
const numberIn = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? Number.NaN);

test('shop by compatible brand starts from a brand, lists only what is coded for it and keeps it in the URL', async ({ page, request }) => {
  await page.goto('/product/queryBendProduct');
  await ready(page);
  const chooser = page.getByTestId('brand-chooser');
  const brands = chooser.getByRole('link');
  await expect(brands).toHaveCount(7);
  await expect(chooser).toContainText('Mellanox');
  // No listing of every product before a brand is chosen.
  await expect(page.getByTestId('product-card')).toHaveCount(0);

  const cisco = chooser.getByRole('link', { name: /Cisco/ });
  const ciscoCount = numberIn(await cisco.textContent());
  expect(ciscoCount).toBeGreaterThan(0);
  await cisco.click();
  await expect(page).toHaveURL(/brand=Cisco/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cisco');
  await expect(page.getByTestId('result-count')).toContainText(String(ciscoCount));
  await expect(page.getByTestId('brand-chooser').getByRole('link', { name: /Cisco/ })).toHaveAttribute('aria-current', 'page');
  const all = (await (await request.get(`${API}/catalog/products?pageSize=1`)).json()).data.total as number;
  expect(ciscoCount).toBeLessThan(all);

  // Every product shown has a SKU coded for Cisco.
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.locator('a[href*="spuId="]').evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).href))]);
  for (const href of hrefs.slice(0, 6)) {
    const spuId = new URL(href).searchParams.get('spuId');
    const detail = (await (await request.get(`${API}/catalog/products/${spuId}`)).json()).data as { skus: { attrs: Record<string, string> }[] };
    expect(detail.skus.some((s) => s.attrs.coding === 'Cisco'), href).toBe(true);
  }

  // The other filters still work with the brand, and the brand's count follows them.
  const tenG = page.getByTestId('facets').getByRole('group', { name: '速率' }).getByLabel('10G');
  await tenG.click();
  await expect(page).toHaveURL(/brand=Cisco/);
  await expect(page).toHaveURL(/filters=speed(%3A|:)10G/);
  const narrowed = page.getByTestId('result-count');
  await expect(narrowed).not.toContainText(String(ciscoCount));
  const tenGCount = numberIn(await narrowed.textContent());
  expect(tenGCount).toBeGreaterThan(0);
  await expect(page.getByTestId('brand-chooser').getByRole('link', { name: /Cisco/ })).toContainText(String(tenGCount));

  // A shared link opens on its brand.
  await page.goto('/product/queryBendProduct?brand=Juniper');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Juniper');
  await expect(page.getByTestId('brand-chooser').getByRole('link', { name: /Juniper/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a typo search shows the counts of the corrected results it lists, and says what it searched for', async ({ page }) => {
  await page.goto('/searchResult?keyword=tranceiver');
  await ready(page);
  const fuzzy = page.getByTestId('fuzzy');
  await expect(fuzzy).toContainText('transceiver');
  const productsTab = page.getByRole('tab').first();
  await expect(productsTab).not.toContainText('(0)');
  const count = numberIn(await productsTab.textContent());
  expect(count).toBeGreaterThan(0);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(Math.min(count, 24));
  if (count > 24) {
    const first = await cards.first().textContent();
    await page.getByRole('navigation', { name: /分页|页/ }).getByRole('button').last().click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(Math.min(count - 24, 24));
    await expect(cards.first()).not.toHaveText(first!);
  }
  // The resources tab counts for the corrected words too.
  const resources = numberIn(await page.getByRole('tab').nth(1).textContent());
  await page.getByRole('tab').nth(1).click();
  if (resources > 0) await expect(page.getByTestId('search-resources').getByRole('listitem').first()).toBeVisible();
  else await expect(page.getByTestId('no-results')).toBeVisible();
});

test('the document filters line up: labels with labels, fields and button with each other, at 1280 and 390 px', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Finnish has the longest labels; the model field has a hint below it.
    await page.goto('/resourceDocuments?lang=fi');
    await ready(page);
    await expect(page.getByTestId('doc-list')).toBeVisible();
    const boxes = await page.evaluate(() => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.left), y: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) };
      };
      const controls = ['doc-type', 'doc-model'].map((id) => document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement);
      const button = controls[1].form!.querySelector('button[type="submit"]')!;
      return { fields: controls.map((c) => ({ control: box(c), label: box(c.labels![0]) })), button: box(button) };
    });
    const [type, model] = boxes.fields;
    const sameRow = (a: { y: number; bottom: number }, b: { y: number; bottom: number }) => a.y < b.bottom && b.y < a.bottom;
    if (sameRow(type.control, model.control)) {
      expect(Math.abs(type.label.y - model.label.y), `${width}: labels`).toBeLessThanOrEqual(1);
      expect(Math.abs(type.control.y - model.control.y), `${width}: fields`).toBeLessThanOrEqual(1);
    } else {
      expect(Math.abs(type.label.x - model.label.x), `${width}: labels`).toBeLessThanOrEqual(1);
      expect(Math.abs(type.control.x - model.control.x), `${width}: fields`).toBeLessThanOrEqual(1);
      expect(Math.abs(type.control.right - model.control.right), `${width}: field widths`).toBeLessThanOrEqual(1);
    }
    if (sameRow(boxes.button, model.control)) {
      expect(Math.abs(boxes.button.y - model.control.y), `${width}: button`).toBeLessThanOrEqual(1);
      expect(Math.abs(boxes.button.bottom - model.control.bottom), `${width}: button height`).toBeLessThanOrEqual(1);
    } else {
      expect(Math.abs(boxes.button.x - model.control.x), `${width}: button`).toBeLessThanOrEqual(1);
    }
    for (const b of [type.control, model.control, boxes.button]) expect(b.right, `${width}: inside the page`).toBeLessThanOrEqual(width);
  }
});

test('product support: a product number leads to its documents and compatibility, returns are explained, support is one click away', async ({ page, request }) => {
  // A coded optic's SKU number, as printed on its label.
  const list = (await (await request.get(`${API}/catalog/products?kind=brand&brand=Cisco&pageSize=60`, { headers: { lang: '1' } })).json()).data.items as { spuId: number }[];
  let product: { spuId: number; model: string; name: string; compat: string[]; docs: { title: string; url: string }[]; skus: { productNo: string; attrs: Record<string, string> }[] } | undefined;
  for (const p of list) {
    const d = (await (await request.get(`${API}/catalog/products/${p.spuId}`, { headers: { lang: '1' } })).json()).data;
    if (d.compat.length && d.docs.length) {
      product = d;
      break;
    }
  }
  expect(product).toBeDefined();
  const sku = product!.skus.find((s) => s.attrs.coding === 'Cisco')!;

  await page.goto('/productsSupport');
  await ready(page);
  const lookup = page.getByTestId('support-lookup');
  await lookup.getByRole('textbox').fill(sku.productNo.toLowerCase());
  await lookup.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`pn=${sku.productNo.toLowerCase()}`, 'i'));
  const result = page.getByTestId('support-product').first();
  await expect(result).toContainText(product!.model);
  await expect(result).toContainText(product!.name);
  // Its documents, downloadable.
  const doc = result.getByRole('link', { name: product!.docs[0].title });
  await expect(doc).toHaveAttribute('href', new RegExp(product!.docs[0].url));
  // Its compatibility, and the coding of the number typed.
  await expect(result.getByTestId('support-compat')).toContainText(product!.compat[0]);
  await expect(result).toContainText('Cisco');
  await expect(result.getByRole('link', { name: /产品页|产品详情/ })).toHaveAttribute('href', new RegExp(`spuId=${product!.spuId}`));

  // A number nothing has: said so, with the way to ask.
  await lookup.getByRole('textbox').fill('ZZ-NOTHING-42');
  await lookup.getByRole('button').click();
  await expect(page.getByTestId('support-none')).toContainText('ZZ-NOTHING-42');

  // Returns: the steps, from the order to the refund, and the rules behind them.
  const returns = page.getByTestId('support-returns');
  await expect(returns.getByRole('listitem').first()).toBeVisible();
  expect(await returns.locator('ol > li').count()).toBe(4);
  await expect(returns.getByRole('link', { name: /订单/ })).toHaveAttribute('href', '/accountCenter/orders');
  await expect(returns.getByRole('link', { name: /条款/ })).toHaveAttribute('href', '/policies?page=terms_of_use');
  await expect(returns).toContainText('30');

  // Contact: the chat opens from the page, the contact page is linked, a support request is sent.
  const contact = page.getByTestId('support-contact');
  await expect(contact.getByRole('link', { name: /联系/ }).first()).toHaveAttribute('href', '/contactUs');
  await contact.getByTestId('support-chat').click();
  await expect(page.getByTestId('chat-window')).toBeVisible();
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-window')).toHaveCount(0);
  await contact.getByTestId('support-request').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('contact-topic')).toHaveValue('support');
  await dialog.getByTestId('contact-name').fill('Aino Virtanen');
  await dialog.getByTestId('contact-email').fill(`support-${Date.now()}@example.com`);
  await expect(dialog.getByTestId('contact-message')).toHaveValue(/ZZ-NOTHING-42/);
  await dialog.getByTestId('contact-message').fill(`${sku.productNo}: the switch reports the module as unsupported after a software upgrade.`);
  await dialog.getByTestId('contact-submit').click();
  await expect(dialog.getByTestId('inquiry-sent')).toBeVisible();
});

test('the changed pages pass axe-core', async ({ page }) => {
  test.slow();
  for (const path of ['/product/queryBendProduct', '/product/queryBendProduct?brand=Cisco', '/searchResult?keyword=tranceiver', '/resourceDocuments', '/productsSupport?pn=SFP-10G-ZR-CI']) {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});
