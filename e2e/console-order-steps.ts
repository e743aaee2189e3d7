import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

// What staff do with a buyer's order in the console (issue 27), shared by the tests that end
// there: find it in "All orders" by the PO number the buyer wrote in the note, read the note on
// its page, print its packing list and ship it with carrier and tracking.

/** The console's words these steps look for, per language. */
export const CONSOLE_ORDER_WORDS = {
  'zh-CN': { langId: '1', carrier: '物流公司', tracking: '运单号', shipped: '已发货', packing: /拣货|装箱/ },
  fr: { langId: '5', carrier: 'Transporteur', tracking: /suivi/i, shipped: 'Expédiée', packing: /préparation/i },
} as const;
export type ConsoleOrderLang = keyof typeof CONSOLE_ORDER_WORDS;

/** A PDF's text, as pdftotext reads it, on one line. */
export const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'packing-'));
  writeFileSync(join(dir, 'p.pdf'), pdf);
  return execFileSync('pdftotext', [join(dir, 'p.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

/**
 * On a signed-in console page: finds the order by `po`, checks the note reads `remark`, prints
 * the packing list (which must name the PO and every `picked` text, e.g. product numbers) and
 * ships it; the timeline then names `staffName`.
 */
export async function findPrintAndShip(page: Page, lang: ConsoleOrderLang, o: { orderNo: string; po: string; remark: string; staffName: string; picked?: string[] }) {
  const words = CONSOLE_ORDER_WORDS[lang];
  await page.goto('/console/orders?view=all');
  await page.getByTestId('orders-search').fill(o.po);
  await page.getByTestId('orders-search-submit').click();
  const row = page.getByTestId(`all-order-${o.orderNo}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('all-orders-total')).toContainText('1');
  await row.getByTestId('all-order-open').click();
  await expect(page).toHaveURL(new RegExp(`/console/orders/${o.orderNo}$`));

  // The note first, where whoever ships reads it; the lines to pick with their numbers.
  await expect(page.getByTestId('order-remark')).toContainText(o.remark);
  await expect(page.getByTestId('order-lines')).toBeVisible();
  for (const p of o.picked ?? []) await expect(page.getByTestId('order-lines')).toContainText(p);

  // The packing list: a PDF in the console's language with the PO and the quantities.
  const response = page.waitForResponse((r) => r.url().includes(`/orders/${o.orderNo}/packing-list`));
  const popup = page.waitForEvent('popup');
  await page.getByTestId('manage-packing-list').click();
  const pdf = await response;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The page read it as a blob for its window; the same request again gives the bytes to read.
  const again = await page.request.get(pdf.url(), { headers: { authorization: (await pdf.request().allHeaders())['authorization']! } });
  const text = pdfText(await again.body());
  expect(text).toContain(o.orderNo);
  expect(text).toContain(o.po);
  expect(text).toMatch(words.packing);
  // A long product number may wrap in its column, and pdftotext joins a line ending in a hyphen.
  for (const p of o.picked ?? []) expect(text.replace(/[\s-]/g, '')).toContain(p.replace(/-/g, ''));
  await (await popup).close();

  // Ship with carrier and tracking; the order moves on and the timeline names who shipped it.
  await page.getByTestId('console-ship').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.carrier).fill('DHL Express');
  await dialog.getByLabel(words.tracking).fill(`JD${Date.now()}`);
  await dialog.getByTestId('console-ship-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'to_receive');
  await expect(page.getByTestId('order-status')).toHaveText(words.shipped);
  await expect(page.getByTestId('order-timeline')).toContainText(o.staffName);
}
