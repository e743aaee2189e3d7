import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { watchErrors } from './helpers';

// Live chat in the console (issue 13) against the real server: a visitor asks for a person over
// the chat socket of docs/product.md#calls, an agent signs in to the console, takes the conversation from the
// waiting queue and answers; the visitor's socket receives the answer.

const OPS = { Authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Agent#2026';

interface Frame {
  res: { seq: number; type: number; userType: number; msg: string } | null;
  isConnect: boolean;
}

async function newAgent(request: APIRequestContext) {
  const email = `agent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
  const res = await request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: 'Aino Agentti', password: PASSWORD, roles: ['agent'] } });
  expect((await res.json()).code).toBe(200);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/console/login');
  await page.getByLabel(/电子邮箱|E-mail|Sähköposti/).fill(email);
  await page.getByLabel(/^(密码|Password|Salasana)$/).fill(PASSWORD);
  await page.getByTestId('console-login-submit').click();
}

/** A Finnish visitor who asked for a person: their socket, what it received, and a text unique to them. */
async function visitorWaiting(page: Page, baseURL: string) {
  const visitorId = (await (await page.request.get('/api/ew/buyer/chat/visitorId')).json()).data.visitorId as string;
  const socket = new WebSocket(`ws://${new URL(baseURL).host}/ws/1/${visitorId}/4`);
  const received: NonNullable<Frame['res']>[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    if (frame.res) received.push(frame.res);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ itemId: 'human', msg: 'Puhu asiakaspalvelijan kanssa', clientMsgId: 'e2e-1' }));
  // The hand-over notice (type 2) says the conversation now waits for a person.
  await expect.poll(() => received.some((m) => m.type === 2)).toBe(true);
  // A line of their own, so the test finds its row among other visitors'.
  const tag = `Tilausnumero ${Math.random().toString(36).slice(2, 10)}`;
  socket.send(JSON.stringify({ msg: tag, clientMsgId: 'e2e-2' }));
  await expect.poll(() => received.some((m) => m.userType === 1 && m.msg.includes(tag))).toBe(true);
  return { socket, received, tag };
}

test('an agent takes a waiting visitor from the queue and answers; the visitor’s socket receives it', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const { socket, received, tag } = await visitorWaiting(page, baseURL!);
  try {
    const email = await newAgent(page.request);
    await signIn(page, email);
    // An agent's first page is the chat; their role also looks up customers, moderates reviews,
    // answers questions, and keeps their own sign-in (issue 27).
    await expect(page).toHaveURL(/\/console\/chat$/);
    await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link')).toHaveText(['在线客服', '客户', '企业账户', '商品评价', '商品问答', '账户安全']);
    await expect(page.getByRole('heading', { level: 1, name: '在线客服' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^待接入 \(\d+\)$/, selected: true })).toBeVisible();

    const row = page.getByTestId('chat-queue').getByRole('link').filter({ hasText: tag });
    await expect(row).toContainText('游客');
    await expect(row).toContainText('芬兰语');
    await row.click();
    const conversation = page.getByTestId('chat-conversation');
    await expect(conversation.getByTestId('chat-status')).toHaveText('待接入');
    await expect(conversation.getByRole('log')).toContainText(tag);

    await conversation.getByTestId('chat-take').click();
    await expect(conversation.getByTestId('chat-status')).toHaveText('进行中');
    await expect(page.getByRole('tab', { name: /^进行中/, selected: true })).toBeVisible();
    // The visitor is told someone joined.
    await expect.poll(() => received.filter((m) => m.type === 2).length).toBeGreaterThan(1);

    // Live (issue 25): the visitor's next message is pushed to the console, well before its fallback poll (30 s).
    await expect(page.getByTestId('chat-link')).toHaveText('实时');
    const pushed = `Entä toimitusaika? (${tag})`;
    socket.send(JSON.stringify({ msg: pushed, clientMsgId: 'e2e-3' }));
    await expect(conversation.getByRole('log')).toContainText(pushed, { timeout: 5_000 });

    // Canned answers are in the visitor's language; the reply box takes one, and Enter sends.
    const reply = conversation.getByRole('textbox', { name: '回复' });
    await conversation.getByRole('group', { name: '快捷回复' }).getByRole('button').first().click();
    await expect(reply).not.toHaveValue('');
    const answer = `Hei! Autan mielelläni. (${tag})`;
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    await expect(conversation.getByRole('log')).toContainText(answer);
    await expect.poll(() => received.some((m) => m.userType === 2 && m.msg.includes(answer))).toBe(true);

    // Closing: the visitor is told, the conversation leaves the open queue.
    await conversation.getByTestId('chat-close').click();
    await expect(conversation.getByTestId('chat-status')).toHaveText('已关闭');
    await expect(reply).toBeDisabled();
    expect(errors).toEqual([]);
  } finally {
    socket.close();
  }
});

test('the chat console is accessible (axe-core) in Chinese and Finnish, and works at phone width', async ({ page, baseURL }) => {
  test.slow();
  const { socket, tag } = await visitorWaiting(page, baseURL!);
  try {
    const email = await newAgent(page.request);
    for (const lang of ['1', '4']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/console/login');
      await page.evaluate((l) => localStorage.setItem('yt_us_lan', l), lang);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/console\/chat$/);
      const row = page.getByTestId('chat-queue').getByRole('link').filter({ hasText: tag });
      await expect(row).toBeVisible();
      const queue = await new AxeBuilder({ page }).analyze();
      expect(queue.violations.map((v) => `queue ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

      // Keyboard: the queues are tabs (arrows), the rows a list (arrows), Enter opens one.
      await page.getByRole('tab').first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await row.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('chat-conversation').getByRole('log')).toContainText(tag);
      await expect(page.getByTestId('chat-link')).toHaveText(lang === '1' ? '实时' : 'Reaaliaikainen');
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/console-chat-${lang}-1280.png` });
      const conversation = await new AxeBuilder({ page }).analyze();
      expect(conversation.violations.map((v) => `conversation ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

      // A phone: the conversation is a view of its own, with a way back to the queue.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByTestId('chat-queue')).toBeHidden();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/console-chat-${lang}-390.png` });
      await page.getByTestId('chat-back').click();
      await expect(page.getByTestId('chat-queue')).toBeVisible();
      await expect(page.getByTestId('chat-conversation')).toBeHidden();
      const phone = await new AxeBuilder({ page }).analyze();
      expect(phone.violations.map((v) => `phone ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await page.getByTestId('console-logout').click();
      await expect(page).toHaveURL(/\/console\/login$/);
    }
  } finally {
    socket.close();
  }
});
