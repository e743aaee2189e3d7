import { expect, test } from '@playwright/test';
import { OPS, consoleSignIn, ready } from './helpers';

// Issue 27, end to end: a product's French name is changed by mistake; an administrator finds the
// change in the audit log (the console in French), previews what restoring would write, confirms,
// and the log shows the restore; a buyer reading the shop in French sees the old name again.

const PASSWORD = 'Console#2026';
const staffApi = '/api/ew/staff';

test('an administrator restores a product edit from the audit log, and buyers see the old name', async ({ page, browser }) => {
  // Enrolling the administrator's authenticator may wait for the next 30-second step.
  test.slow();
  const list = await (await page.request.get(`${staffApi}/catalog/products?status=published&pageSize=1`, { headers: OPS })).json();
  const id = list.data.items[0].id as number;
  const p = (await (await page.request.get(`${staffApi}/catalog/products/${id}`, { headers: OPS })).json()).data;
  const oldName = p.texts.fr.name as string;
  const wrong = `${oldName} (erreur ${Date.now().toString(36)})`;
  const body = { key: p.key, brand: p.brand, model: p.model, categoryId: p.categoryId, image: p.image, featured: p.featured, isNew: p.isNew, texts: { ...p.texts, fr: { ...p.texts.fr, name: wrong } }, version: p.version };
  expect((await (await page.request.put(`${staffApi}/catalog/products/${id}`, { headers: OPS, data: body })).json()).code).toBe(200);

  const staff = await (await browser.newContext()).newPage();
  const email = `audit-${Date.now()}@yt-networks.example`;
  expect((await (await staff.request.post(`${staffApi}/staff`, { headers: OPS, data: { email, name: 'Ada Lovelace', password: PASSWORD, roles: ['admin'] } })).json()).code).toBe(200);
  await consoleSignIn(staff, email, PASSWORD);
  await staff.goto(`/console/audit?entityType=product&entityId=${id}`);
  await staff.getByTestId('console-language').selectOption('5');
  const found = staff.locator('[data-testid^=audit-row-]').filter({ hasText: wrong }).first();
  await expect(found).toContainText('Produit modifié');
  // The restore's own entry will name the wrong name too: hold on to this row by its id.
  const row = staff.getByTestId((await found.getAttribute('data-testid'))!);
  await row.getByTestId('audit-revert').click();
  const preview = staff.getByTestId('audit-revert-preview');
  await expect(preview).toContainText('Nom (FR)');
  await expect(preview).toContainText(wrong);
  await expect(preview).toContainText(oldName);
  await staff.getByTestId('audit-revert-confirm').click();
  await expect(staff.getByText('Les valeurs d’avant la modification sont rétablies')).toBeVisible();
  await expect(row.getByTestId('audit-reverted')).toContainText('Rétablie par l’entrée');
  await expect(staff.locator('[data-testid^=audit-row-]').filter({ hasText: 'Valeurs d’avant rétablies' })).toHaveCount(1);

  await page.goto(`/product/productDetail?spuId=${id}&lang=fr`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldName);
});
