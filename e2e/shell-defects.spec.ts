import { expect, test, type Locator, type Page } from '@playwright/test';
import { KEYS, login, placeholderOverflow, ready, textLines } from './helpers';

// The rough edges a first-time buyer hits in the shell (issue 16): the products menu under a
// mouse, a finger and the keyboard; the first-visit prompts on a phone; the logged-in header on a
// phone; the floating buttons over the content; the home hero title and category grid.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator) => (await l.boundingBox())!;
const headerOf = (page: Page) => page.locator('header').first();

test.describe('the products menu of the desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The menu opens and closes on hover timers (mega-menu.tsx): the tests move the page's clock
  // past them, so every timer due has run when they look, however busy the machine is.
  test('a click toggles it whether or not the pointer opened it a moment before, and hover does not undo the click', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await ready(page);
    const button = page.getByTestId('mega-button');
    const menu = page.getByTestId('mega-menu');
    const b = await box(button);
    const away = { x: 640, y: 600 };
    // The buyer points at "Products" and clicks 0 to 800 ms after the menu opened on hover.
    for (const delay of [0, 120, 400, 800]) {
      await page.mouse.move(away.x, away.y);
      await expect(menu).toHaveCount(0);
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
      await page.clock.fastForward(delay);
      await page.mouse.down();
      await page.mouse.up();
      await page.clock.fastForward(400);
      await expect(menu, `clicked ${delay} ms after pointing`).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // The click keeps it open after the pointer leaves (it moved on to read the panel)…
      await page.mouse.move(b.x + b.width / 2, b.y + 200, { steps: 4 });
      await page.clock.fastForward(400);
      await expect(menu).toBeVisible();
      // …and a second click on the button closes it, with the pointer still resting there.
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
      await page.mouse.down();
      await page.mouse.up();
      await page.clock.fastForward(400);
      await expect(menu, `second click, round ${delay}`).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    // Hover alone still opens it and leaving closes it.
    await page.mouse.move(away.x, away.y);
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
    await expect(menu).toBeVisible();
    await page.mouse.move(away.x, away.y, { steps: 4 });
    await expect(menu).toHaveCount(0);
    // A click opens it, a click outside closes it.
    await button.click();
    await page.clock.fastForward(300);
    await expect(menu).toBeVisible();
    await page.mouse.click(away.x, away.y);
    await expect(menu).toHaveCount(0);
  });

  test('a tap opens it; a second tap, a tap outside or Escape closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await ready(page);
    const button = page.getByTestId('mega-button');
    const menu = page.getByTestId('mega-menu');
    await button.tap();
    await page.clock.fastForward(400);
    await expect(menu).toBeVisible();
    await button.tap();
    await page.clock.fastForward(400);
    await expect(menu).toHaveCount(0);
    await button.tap();
    await page.clock.fastForward(400);
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(640, 700);
    await expect(menu).toHaveCount(0);
    await button.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    // A category in the panel is reachable by touch.
    await button.tap();
    await menu.getByRole('link').first().tap();
    await expect(page).toHaveURL(/\/product\/queryProduct\?cateId=\d+/);
    await expect(menu).toHaveCount(0);
    await context.close();
  });

  test('the keyboard opens it, walks into it, and Escape closes it back onto the button', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const button = page.getByTestId('mega-button');
    const menu = page.getByTestId('mega-menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu).toHaveCount(0);
  });
});

/** Records, from the first script on, each time a prompt enters or leaves the page. */
async function watchPrompts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { promptLog: string[] };
    w.promptLog = [];
    const state: Record<string, boolean> = { cookie: false, country: false };
    new MutationObserver(() => {
      const now = { cookie: Boolean(document.querySelector('[data-testid="cookie-banner"]')), country: Boolean(document.querySelector('[data-testid="country-bar"]')) };
      if (now.cookie && now.country) w.promptLog.push('both');
      // One change of the page may swap them: what left is written before what came.
      for (const name of ['cookie', 'country'] as const) if (state[name] && !now[name]) w.promptLog.push(`${name}-`);
      for (const name of ['cookie', 'country'] as const) if (!state[name] && now[name]) w.promptLog.push(`${name}+`);
      Object.assign(state, now);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { promptLog: string[] }).promptLog);
}

/** The prompt sits at the bottom, compact, clear of the header, the hero heading and the chat button. */
async function expectOutOfTheWay(page: Page, prompt: Locator) {
  const viewport = page.viewportSize()!;
  const p = await box(prompt);
  const header = await box(page.locator('header').first());
  const h1 = await box(page.getByRole('heading', { level: 1 }));
  expect(p.y, 'below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(p.y, 'below the hero heading').toBeGreaterThanOrEqual(h1.y + h1.height);
  expect(p.y + p.height, 'inside the screen').toBeLessThanOrEqual(viewport.height);
  expect(p.x).toBeGreaterThanOrEqual(0);
  expect(p.x + p.width).toBeLessThanOrEqual(viewport.width);
  expect(p.height, 'compact: at most a third of the screen').toBeLessThanOrEqual(viewport.height / 3);
  expect(overlaps(p, await box(page.getByTestId('chat-button'))), 'clear of the chat button').toBe(false);
}

test.describe('first visit prompts', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the country prompt comes first, then the cookie banner, one at a time and out of the way`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: 'fi-FI' });
      const page = await context.newPage();
      const log = await watchPrompts(page);
      await page.goto('/');
      await ready(page);
      const bar = page.getByTestId('country-bar');
      const cookie = page.getByTestId('cookie-banner');
      await expect(bar).toBeVisible();
      // Not beside it now, nor at any moment before it is answered: the prompt log below says so.
      await expect(cookie).toHaveCount(0);
      await expectOutOfTheWay(page, bar);
      await bar.getByRole('button', { name: '关闭' }).click();
      await expect(bar).toHaveCount(0);
      await expect(cookie).toBeVisible();
      await expectOutOfTheWay(page, cookie);
      await cookie.getByRole('button', { name: '接受' }).click();
      await expect(cookie).toHaveCount(0);
      expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.cookie)).toBe('1');
      // Never both at once, and the cookie banner did not flash before the country question.
      expect(await log()).toEqual(['country+', 'country-', 'cookie+', 'cookie-']);
      await context.close();
    });
  }

  test('choosing the offered country first shows the cookie banner in that language', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fi-FI' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('country-bar')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('country-bar-continue').click()]);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    const cookie = page.getByTestId('cookie-banner');
    await expect(cookie.getByRole('button', { name: 'Hyväksy' })).toBeVisible();
    await expectOutOfTheWay(page, cookie);
    await context.close();
  });
});

test.describe('the logged-in header on a phone', () => {
  for (const lang of ['zh-CN', 'fi']) {
    test(`keeps its icons on one row at 390 px and 360 px (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto('/');
      await login(page);
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(lang === 'fi' ? '/?lang=fi' : '/');
        await ready(page);
        const header = page.locator('header').first();
        await expect(header.getByTestId('header-account')).toBeVisible();
        const row = [
          header.locator('button[aria-controls="drawer-nav"]'),
          header.locator('a[href="/"]').first(),
          header.getByTestId('country-chooser'),
          header.getByTestId('header-account'),
          header.locator('a[href="/shoppingCart"]'),
        ];
        const boxes = await Promise.all(row.map(box));
        const middle = boxes[0].y + boxes[0].height / 2;
        for (const [i, b] of boxes.entries()) {
          expect(Math.abs(b.y + b.height / 2 - middle), `item ${i} on the first row at ${width} px`).toBeLessThanOrEqual(4);
          expect(b.x + b.width, `item ${i} inside the screen at ${width} px`).toBeLessThanOrEqual(width);
        }
        // Left to right, none on top of another.
        for (let i = 1; i < boxes.length; i++) expect(boxes[i].x, `item ${i} after item ${i - 1}`).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width - 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        // Logging out is still at hand: in the header or in the menu.
        const logout = page.getByTestId('header-logout');
        if (!(await logout.isVisible())) {
          await header.locator('button[aria-controls="drawer-nav"]').click();
          await expect(page.locator('#drawer-nav').getByTestId('drawer-logout')).toBeVisible();
          await header.locator('button[aria-controls="drawer-nav"]').click();
        }
      }
      // The menu's logout ends the session.
      await page.setViewportSize({ width: 390, height: 844 });
      await headerOf(page).locator('button[aria-controls="drawer-nav"]').click();
      await page.getByTestId('drawer-logout').click();
      await expect(headerOf(page).getByTestId('header-account')).toHaveCount(0);
      await context.close();
    });
  }
});

/** Every piece of text or control in the page (outside the floating buttons) that one of them covers. */
/**
 * Scrolls to the end of the page and waits until the shell has answered the scroll: the
 * back-to-top button shows exactly when the page is scrolled past BACK_TO_TOP_OFFSET_PX (150).
 */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => (window.scrollY > 150) === Boolean(document.querySelector('[data-testid="back-to-top"]'))), { message: 'the back-to-top button follows the scroll' })
    .toBe(true);
}

function coveredByFloatingButtons(page: Page) {
  return page.evaluate(() => {
    const floats = [...document.querySelectorAll('[data-testid="chat-button"], [data-testid="back-to-top"]')].map((e) => e.getBoundingClientRect());
    const hit = (r: DOMRect) => r.width > 0 && r.height > 0 && floats.some((f) => r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement!;
      if (!node.textContent!.trim() || el.closest('[data-testid="chat-button"], [data-testid="back-to-top"], .visually-hidden') || !el.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(hit)) found.push(node.textContent!.trim().slice(0, 40));
    }
    return found;
  });
}

test.describe('the floating buttons and the content', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the "view all" links never pass under them, and the end of a page is clear of them`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      await context.addInitScript((k) => localStorage.setItem(k, '1'), KEYS.cookie);
      const page = await context.newPage();
      // A product seen before, so the home page shows the recently viewed strip with its link.
      // The visit is recorded once the visitor id arrives: waited for by its answer, not by a quiet network.
      const recorded = page.waitForResponse((r) => r.url().includes('/api/ew/buyer/catalog/recently-viewed') && r.request().method() === 'POST');
      await page.goto('/product/productDetail?spuId=1');
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await recorded).status()).toBe(200);
      await page.goto('/');
      await ready(page);
      const links = [
        page.getByTestId('home-solutions').getByRole('link', { name: '查看全部' }),
        page.getByTestId('home-news').getByRole('link', { name: '查看全部' }),
        page.getByTestId('recently-viewed').getByRole('link', { name: '查看全部' }),
      ];
      await page.evaluate(() => window.scrollTo(0, 400)); // the back-to-top button joins the chat button
      await expect(page.getByTestId('back-to-top')).toBeVisible();
      const floating = [await box(page.getByTestId('chat-button')), await box(page.getByTestId('back-to-top'))];
      for (const [i, link] of links.entries()) {
        await expect(link).toBeVisible();
        // The worst moment: the page scrolled so that the link passes level with each button.
        for (const f of floating) {
          await link.evaluate((el, y) => {
            const r = el.getBoundingClientRect();
            window.scrollBy(0, r.top + r.height / 2 - y);
          }, f.y + f.height / 2);
          const l = await box(link);
          expect(overlaps(l, f), `link ${i} under a floating button`).toBe(false);
        }
      }
      // At the end of the home page and of the account pages, nothing lies under them.
      await scrollToEnd(page);
      expect(await coveredByFloatingButtons(page), 'home').toEqual([]);
      await login(page);
      for (const path of ['/accountCenter/profileManagement', '/accountCenter/orders', '/accountCenter/address', '/accountCenter/favorites']) {
        await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        await scrollToEnd(page);
        expect(await coveredByFloatingButtons(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});

test.describe('the home page', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the hero title leaves no word alone on its last line, in Chinese and Finnish`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      for (const path of ['/', '/?lang=fi']) {
        await page.goto(path);
        await ready(page);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).not.toBeEmpty();
        const lines = await textLines(h1);
        const lengths = lines.map((text) => [...text].length);
        const longest = Math.max(...lengths);
        if (lines.length > 1) for (const n of lengths) expect(n, `${path}: lines ${lines.join(' / ')}`).toBeGreaterThanOrEqual(Math.max(2, Math.ceil(longest * 0.4)));
        // Chinese lines end at a punctuation mark, not inside a word ("光模 / 块").
        if (path === '/') for (const text of lines.slice(0, -1)) expect(text, `${path}: lines ${lines.join(' / ')}`).toMatch(/[、，,。]$/);
      }
      await context.close();
    });
  }

  test('the category cards fill every row evenly, from a wide desktop to a small phone', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const tiles = page.getByTestId('home-categories').getByRole('link');
    await expect(tiles).toHaveCount(8);
    for (const width of [1440, 1280, 1100, 900, 768, 600, 390, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await tiles.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      const rows = new Map<number, number>();
      for (const t of tops) rows.set(t, (rows.get(t) ?? 0) + 1);
      const counts = [...rows.values()];
      expect(new Set(counts).size, `${width} px: cards per row ${counts.join(', ')}`).toBe(1);
      expect(counts[0], `${width} px: at least two a row`).toBeGreaterThanOrEqual(2);
      if (width >= 1100) expect(counts[0], `${width} px: four a row on a desktop`).toBe(4);
      if (width <= 390) expect(counts[0], `${width} px: two a row on a phone`).toBe(2);
    }
  });
});

test.describe('the site name in the header', () => {
  test('shows whole on a phone in every language: on one line at 390 px, on two at most at 360 px', async ({ page }) => {
    const langs = (await (await page.request.get('/api/ew/buyer/home/lang')).json()).data as { langId: number; shortName: string }[];
    expect(langs.map((l) => l.shortName).sort()).toEqual(['en', 'es', 'fi', 'fr', 'ja', 'zh-CN']);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      for (const { langId, shortName } of langs) {
        const siteName = (await (await page.request.get(`/api/ew/buyer/home/config/${langId}`)).json()).data.siteName as string;
        await page.goto(`/?lang=${shortName}`);
        await ready(page);
        const name = headerOf(page).locator('a[href="/"]').first().locator('span').last();
        await expect(name).toHaveText(siteName);
        // Nothing cut off: no ellipsis on the line, no clamped line below.
        expect(await name.evaluate((el) => [el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight]), `${shortName} at ${width} px`).toEqual([0, 0]);
        if (width === 390) expect(await textLines(name), `${shortName} at ${width} px`).toHaveLength(1);
      }
    }
  });
});

test.describe('the header search box', () => {
  for (const width of [1280, 390]) {
    test(`shows its whole placeholder at ${width} px to a logged-in buyer, in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await login(page);
      for (const lang of ['zh-CN', 'en', 'es', 'fi', 'fr', 'ja']) {
        await page.goto(`/?lang=${lang}`);
        await ready(page);
        await expect(headerOf(page).getByTestId('header-account')).toBeVisible();
        const input = headerOf(page).getByRole('search').getByRole('combobox');
        expect(await placeholderOverflow(input), `${lang}: “${await input.getAttribute('placeholder')}”`).toBeLessThanOrEqual(0);
      }
    });
  }
});
