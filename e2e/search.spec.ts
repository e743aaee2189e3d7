import { expect, test } from '@playwright/test';
import { ready } from './helpers';

test('search in Chinese from the header: suggestions, highlighted results, resources tab, history', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const input = page.getByTestId('search-input');
  await input.fill('光模块');
  await expect(page.getByTestId('search-dropdown').getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/searchResult\?keyword=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“光模块”的搜索结果');
  const results = page.getByTestId('search-products');
  await expect(results.getByTestId('product-card').first()).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/光模块|光模|模块/);
  await page.getByRole('tab', { name: /资料/ }).click();
  await expect(page.getByTestId('search-resources').getByRole('listitem').first()).toBeVisible();

  // The search is now in this visitor's history, offered when the box is focused empty.
  await input.fill('');
  await input.focus();
  const dropdown = page.getByTestId('search-dropdown');
  await expect(dropdown).toContainText('搜索历史');
  await expect(dropdown.getByRole('option', { name: '光模块' }).first()).toBeVisible();
  await dropdown.getByTestId('clear-history').click();
  await expect(page.getByTestId('clear-history')).toHaveCount(0);
});

test('search in Japanese finds switches, and a typo offers the closest products', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByTestId('language-select').selectOption('6');
  await page.goto(`/searchResult?keyword=${encodeURIComponent('スイッチ')}`);
  await expect(page.getByTestId('search-products').getByTestId('product-card').first()).toContainText('スイッチ');
  await page.goto('/searchResult?keyword=tranceiver');
  await expect(page.getByTestId('fuzzy')).toBeVisible();
  await page.goto('/searchResult?keyword=zzqqxxjj');
  await expect(page.getByTestId('no-results')).toBeVisible();
});

test('a product number suggestion leads straight to the product', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByTestId('search-input').fill('QSFP28-100G-LR');
  await page.getByTestId('search-dropdown').getByRole('option', { name: /QSFP28-100G-LR4/ }).first().click();
  await expect(page).toHaveURL(/productDetail\?spuId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('100GBASE-LR4');
});
