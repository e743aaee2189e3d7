import { expect, test } from '@playwright/test';
import { KEYS, ready } from './helpers';

// Issue 24: the chat assistant quoted the free-shipping threshold in US dollars ("满 299 美元") to
// a buyer who saw ¥ everywhere else. The window tells the gateway the currency the page shows
// prices in, and the answer gives the thresholds in it, as the page's language writes money.
test('the assistant gives the free-shipping thresholds in the currency the shop shows the visitor', async ({ page }) => {
  await page.context().addInitScript((k) => localStorage.setItem(k, '1'), KEYS.cookie);
  await page.goto('/?lang=zh-CN');
  await ready(page);
  await expect(page.getByTestId('country-chooser')).toContainText('CNY');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yt_us_uuid'))).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByTestId('chat-button').click();
  const chat = page.getByTestId('chat-window');
  await chat.getByRole('button', { name: '配送与运费' }).first().click();
  const answer = chat.getByTestId('chat-log').getByTestId('chat-message').filter({ hasText: '我们提供三种配送方式' });
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText(/订单满 ¥\d{1,3}(,\d{3})*\.\d{2} 免运费；标准快递 4–7 个工作日，满 ¥\d{1,3}(,\d{3})*\.\d{2} 免运费/);
  await expect(answer).not.toContainText(/美元|\$|freeOver/);
});
