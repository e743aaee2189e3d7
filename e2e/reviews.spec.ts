import { expect, test, type Page } from '@playwright/test';
import { KEYS, buyerWithAddress, login, pngFile, receivedOrder, registerBuyer, watchErrors } from './helpers';

// Reviews as buyers meet them (issue 14, done means): a buyer reviews a delivered product with two
// pictures from the order page, in Chinese; the review shows on the product page with its pictures
// (opened in the viewer) and the verified badge; another buyer, in Finnish, reads reviews in their
// language first, unfolds the others and votes one helpful once; a guest is asked to log in.

const api = '/api/ew/buyer';

/** A product with reviews in several languages (most seeded products have some). */
async function reviewedProduct(page: Page): Promise<number> {
  const items = (await (await page.request.get(`${api}/catalog/products?pageSize=48`)).json()).data.items as { spuId: number; reviewCount: number; totalStock: number }[];
  return items.find((p) => p.reviewCount >= 3 && p.totalStock > 20)!.spuId;
}

async function inLanguage(page: Page, langId: number) {
  await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [KEYS.lan, String(langId)] as const);
}

test('a buyer reviews a delivered product with two pictures from the order page, and it shows on the product page', async ({ page }) => {
  const errors = watchErrors(page);
  const spuId = await reviewedProduct(page);
  const buyer = await buyerWithAddress(page);
  const orderNo = await receivedOrder(page, buyer, spuId);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/accountCenter/orders/detail?orderNo=${orderNo}`);
  // On a desktop the button is as wide as its label, not stretched across the product's cell.
  const write = page.getByTestId('line-review');
  const [button, cell] = [await write.boundingBox(), await page.locator('td').filter({ has: write }).boundingBox()];
  expect(button!.width).toBeLessThan(cell!.width / 2);
  await write.click();
  const dialog = page.getByRole('dialog', { name: '写评价' });
  await expect(dialog).toBeVisible();
  // No stars chosen: docs/product.md#errors "Please select rating", in Chinese.
  const text = `交换机风扇很安静，VLAN 配置五分钟搞定，PoE 供电稳定。#${Date.now() % 100000}`;
  await dialog.getByTestId('review-content').fill(text);
  await dialog.getByTestId('review-submit').click();
  await expect(dialog.getByRole('alert')).toContainText('请选择评分');

  await dialog.getByRole('radio', { name: '5 星' }).check({ force: true });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByTestId('image-picker-input').setInputFiles([pngFile('front.png', [10, 91, 211]), pngFile('ports.png', [194, 65, 12])]);
  await expect(dialog.getByRole('img', { name: /图片 [12]/ })).toHaveCount(2);
  await dialog.getByTestId('review-submit').click();
  await expect(page.getByText('感谢您的评价，已发布')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已评价')).toBeVisible();

  // The "reviewed" link opens the product's reviews tab: the new review first, verified, with its pictures.
  await page.getByText('已评价').click();
  const review = page.getByTestId('review').filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review).toContainText('已验证购买');
  await expect(review).toContainText('购买规格');
  await expect(review.getByRole('button', { name: /查看第 \d 张图片/ })).toHaveCount(2);
  await review.getByRole('button', { name: '查看第 2 张图片' }).click();
  const viewer = page.getByRole('dialog', { name: '图片 2 / 2' });
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await viewer.getByRole('button', { name: '关闭' }).click();
  // One's own review cannot be voted helpful.
  await expect(review.getByTestId('review-helpful')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a Finnish buyer reads reviews in Finnish first, unfolds the others and votes one helpful once; a guest logs in first', async ({ page }) => {
  await inLanguage(page, 4);
  const spuId = await reviewedProduct(page);

  // As a guest: "helpful" leads to the login page.
  await page.goto(`/product/productDetail?spuId=${spuId}&tab=reviews`);
  const others = page.getByTestId('reviews-other-languages');
  const othersHeading = page.getByRole('heading', { name: 'Arvostelut muilla kielillä' });
  const firstVote = page.getByTestId('review-helpful').first();
  // Loaded: either the button that unfolds other languages, or (nothing in Finnish) their list.
  await expect(others.or(othersHeading)).toBeVisible();
  if (await others.isVisible()) await others.click();
  await firstVote.click();
  await expect(page).toHaveURL(/\/login/);

  const { email, password } = await registerBuyer(page);
  await login(page, email, password);
  await page.goto(`/product/productDetail?spuId=${spuId}&tab=reviews`);
  await expect(page.getByRole('tab', { name: /Arvostelut/ })).toHaveAttribute('aria-selected', 'true');
  await expect(others.or(othersHeading)).toBeVisible();
  // Reviews in Finnish are listed first; the rest wait behind "show … in other languages".
  for (const r of await page.getByTestId('review').all()) await expect(r).toHaveAttribute('lang', 'fi');
  if (await others.isVisible()) {
    await expect(others).toContainText(/Näytä \d+ arvostelua muilla kielillä/);
    await others.click();
  }
  await expect(othersHeading).toBeVisible();
  const first = page.locator('[data-testid="review"]:not([lang="fi"])').first();
  await expect(first).toBeVisible();
  // Pinned by id: another test may add a review to the same product meanwhile.
  const foreign = page.locator(`[data-review-id="${await first.getAttribute('data-review-id')}"]`);

  const vote = foreign.getByTestId('review-helpful');
  const before = Number((await vote.textContent())!.match(/\d+/)![0]);
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(vote).toContainText(`(${before + 1})`);
  await vote.click(); // once per buyer
  await expect(vote).toContainText(`(${before + 1})`);

  // The histogram filters by stars.
  await page.getByRole('group', { name: 'Arvosanojen jakauma' }).getByRole('button').filter({ hasText: 'Tähtiä: 5' }).click();
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasNotText: 'Tähtiä: 5' })).toHaveCount(0);
});
