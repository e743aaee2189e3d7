import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { KEYS, OPS, ready, watchErrors } from './helpers';
import { RestartableServer } from './restartable-server';

// Issue 25, "done means" in Chromium: the server is killed (SIGKILL) and started again twice,
// about 10 s apart, while a visitor chats with an agent. The window reconnects both times by
// itself (1006, then new sockets after 1 s, 3 s and 9 s: the server must be back within ~13 s;
// the replacement process has loaded its modules beforehand, see restart-standby.mjs),
// and at the end shows every message of the conversation once and in seq order, as the staff
// API's detail has them, in Chinese and in Finnish.
//
// The server is this file's own (RestartableServer), not Playwright's webServer, which a test
// cannot kill; its database (PGlite in a temp folder, or PostgreSQL with TEST_DATABASE_URL)
// outlives each process, as a real deployment's does.

const AGENT_PASSWORD = 'Agent#2026';

const LANGS = {
  'zh-CN': {
    title: '在线咨询',
    human: '转人工客服',
    handover: '已为您转接人工客服',
    reconnecting: '连接已断开，正在重新连接…',
    question: '请问 SFP-10G-LR 模块有现货吗？',
    replies: ['您好，我是客服 Aino。', '有现货，今天下单明天发货。', '需要报价单吗？', '服务器刚刚重启了，消息都还在吗？', '我再补充一句：支持思科编码。', '第三条回复。', '重启第二次之后的回复。', '最后一条回复。'],
    mine: '收到，谢谢！',
  },
  fi: {
    title: 'Verkkochat',
    human: 'Puhu asiakaspalvelijan kanssa',
    handover: 'Olet jonossa asiakaspalveluun',
    reconnecting: 'Yhteys katkesi. Yhdistetään uudelleen…',
    question: 'Onko SFP-10G-LR-moduulia varastossa?',
    replies: ['Hei, olen Aino asiakaspalvelusta.', 'On varastossa, lähtee huomenna.', 'Tarvitsetteko tarjouksen?', 'Palvelin käynnistyi juuri uudelleen – näkyykö kaikki?', 'Lisäksi: Cisco-koodaus onnistuu.', 'Kolmas vastaus.', 'Vastaus toisen uudelleenkäynnistyksen jälkeen.', 'Viimeinen vastaus.'],
    mine: 'Selvä, kiitos!',
  },
} as const;

/** A new agent, signed in through the API: its bearer header. */
async function agentHeaders(request: APIRequestContext) {
  const email = `agent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
  const created = await request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: 'Aino Agentti', password: AGENT_PASSWORD, roles: ['agent'] } });
  expect((await created.json()).code).toBe(200);
  const login = await (await request.post('/api/ew/staff/login', { data: { email, password: AGENT_PASSWORD } })).json();
  expect(login.code, login.msg).toBe(200);
  return { Authorization: `Bearer ${login.msg as string}` };
}

interface StoredMessage {
  seq: number;
  msg: string;
  from: string;
}

/** The conversation as stored: the staff detail's newest page (this one is far below 100). */
async function stored(request: APIRequestContext, headers: Record<string, string>, id: number): Promise<StoredMessage[]> {
  const body = await (await request.get(`/api/ew/staff/chat/conversations/${id}`, { headers })).json();
  expect(body.code).toBe(200);
  return body.data.messages as StoredMessage[];
}

/** The text each row of the window shows (its message, without name, time or read mark), and each stored message's HTML as text. */
async function shownAndStored(page: Page, log: Locator, messages: StoredMessage[]) {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const shown = await log.getByTestId('chat-message').evaluateAll((rows) => rows.map((r) => r.querySelector('[data-testid="chat-text"]')?.textContent ?? ''));
  const expected = await page.evaluate((htmls) => htmls.map((h) => new DOMParser().parseFromString(h, 'text/html').body.textContent ?? ''), messages.map((m) => m.msg));
  return { shown: shown.map(norm), expected: expected.map(norm) };
}

test.describe('the chat window across server restarts', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RestartableServer;

  test.beforeAll(async () => {
    // A fresh database is migrated and seeded on the first start: slower than a restart.
    test.setTimeout(150_000);
    server = await RestartableServer.create();
    await server.start();
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) console.log(`[chat-restart] the server's log:\n${server.log.join('') || '(nothing)'}`);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const lang of ['zh-CN', 'fi'] as const) {
    const L = LANGS[lang];
    test(`in ${lang}: killed and restarted twice, 10 s apart, the window reconnects and shows every message once, in order`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const tag = Math.random().toString(36).slice(2, 8);
      const context = await browser.newContext({ baseURL: server.url, locale: lang, viewport: { width: 1280, height: 800 } });
      await context.addInitScript((k) => localStorage.setItem(k, '1'), KEYS.cookie);
      const timings: Record<string, number> = {};
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        const request = page.request;
        // Every seq each socket received: across all of them, none may come twice.
        const wire: number[] = [];
        page.on('websocket', (ws) => {
          if (!ws.url().includes('/ws/1/')) return;
          ws.on('framereceived', (f) => {
            const frame = JSON.parse(String(f.payload)) as { res?: { seq?: number } | null };
            if (typeof frame.res?.seq === 'number') wire.push(frame.res.seq);
          });
        });

        // The agent is online (has read the queue) before the visitor asks for a person.
        const agent = await agentHeaders(request);
        expect((await (await request.get('/api/ew/staff/chat/conversations?queue=waiting', { headers: agent })).json()).code).toBe(200);

        await page.goto(`/?lang=${lang}`);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEYS.uuid)).toMatch(/^[0-9a-f-]{36}$/);
        await page.getByTestId('chat-button').click();
        const chat = page.getByTestId('chat-window');
        await expect(chat.getByRole('heading', { name: L.title })).toBeVisible();
        const log = chat.getByTestId('chat-log');
        const status = chat.getByRole('status');
        await expect(log.getByTestId('chat-message').first()).toBeVisible();
        await expect(status).toHaveCount(0);

        // --- Asking for a person, then the question the agent will find the conversation by.
        await log.getByRole('button', { name: L.human }).first().click();
        await expect(log.locator('[data-type="notice"], [data-from="assistant"]').filter({ hasText: L.handover })).toHaveCount(1);
        const input = chat.getByRole('textbox');
        const question = `${L.question} (${tag})`;
        await input.fill(question);
        await input.press('Enter');
        await expect(log.getByTestId('chat-message').filter({ hasText: question })).toHaveAttribute('data-state', 'sent');
        const queue = (await (await request.get('/api/ew/staff/chat/conversations?queue=waiting', { headers: agent })).json()).data.items as { conversationId: number; lastMessage: string }[];
        const conversationId = queue.find((c) => c.lastMessage.includes(tag))!.conversationId;
        expect(conversationId).toBeGreaterThan(0);

        let n = 0;
        const agentSends = async (count: number) => {
          for (let i = 0; i < count; i++, n++) {
            const text = `${L.replies[n]} [${tag}-${n + 1}]`;
            const res = await (await request.post(`/api/ew/staff/chat/conversations/${conversationId}/messages`, { headers: agent, data: { msg: text, clientMsgId: `${tag}-${n + 1}` } })).json();
            expect(res.code, res.msg).toBe(200);
          }
        };
        /** Every reply sent so far shows, once each, as the agent's. */
        const repliesShowOnce = async () => {
          for (let i = 0; i < n; i++) {
            const row = log.getByTestId('chat-message').filter({ hasText: `[${tag}-${i + 1}]` });
            await expect(row).toHaveCount(1);
            await expect(row).toHaveAttribute('data-from', 'agent');
          }
        };
        await agentSends(3);
        await repliesShowOnce();

        /** SIGKILL, start again at once; resolves when the window's link is open again (its status gone). */
        const killAndRestart = async (round: number) => {
          await server.prepareRestart();
          const killedAt = Date.now();
          await server.kill();
          const starting = server.start().then((ms) => {
            timings[`answered ${round}`] = Date.now() - killedAt;
            return ms;
          });
          await expect(status).toHaveText(L.reconnecting);
          // The status line takes some of the log's height: the newest message is still seen whole.
          await expect
            .poll(() => log.evaluate((box) => box.lastElementChild!.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom))
            .toBeLessThanOrEqual(1);
          if (round === 1 && process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/chat-restart-reconnecting-${lang}-1280.png` });
          timings[`start ${round}`] = await starting;
          // The window's last attempt comes 31 s after the drop (1 s, 5 s, 25 s): the server above must be back by then.
          try {
            await expect(status).toHaveCount(0, { timeout: 40_000 });
          } catch (e) {
            const says = await status.textContent().catch(() => '');
            throw new Error(`restart ${round}: the server answered ${timings[`answered ${round}`]} ms after the kill; the window says “${says}”\n${server.log.join('')}`, { cause: e });
          }
          timings[`reconnected ${round}`] = Date.now() - killedAt;
        };

        // --- The first restart.
        await killAndRestart(1);
        await agentSends(3);
        await repliesShowOnce();

        // --- About 10 s later, the second: the window has its full number of attempts again.
        // Kept on purpose: two restarts 10 s apart is the scenario issue 25 prescribes (a rolling
        // restart), not a wait for something; the window is already live again (awaited above).
        await page.waitForTimeout(10_000);
        await killAndRestart(2);
        await agentSends(2);
        await repliesShowOnce();
        const mine = `${L.mine} (${tag})`;
        await input.fill(mine);
        await input.press('Enter');
        await expect(log.getByTestId('chat-message').filter({ hasText: mine })).toHaveAttribute('data-state', 'sent');

        // --- The window shows exactly the stored conversation: every message once, in seq order.
        const messages = await stored(request, agent, conversationId);
        expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
        expect(messages.filter((m) => m.from === 'agent' && m.msg.includes(`[${tag}-`))).toHaveLength(8);
        await expect(log.getByTestId('chat-message')).toHaveCount(messages.length);
        const { shown, expected } = await shownAndStored(page, log, messages);
        expect(shown).toEqual(expected);
        await expect(log.locator('[data-state="pending"], [data-state="failed"]')).toHaveCount(0);
        // On the wire too: no socket, old or new, was sent a message another had already delivered.
        expect(wire.filter((s, i) => wire.indexOf(s) !== i), `seqs received twice: ${wire.join(',')}`).toEqual([]);
        expect(wire.length).toBeGreaterThan(0);

        if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/chat-restart-${lang}-1280.png` });
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(chat).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/chat-restart-${lang}-390.png` });

        // While the server was down the browser logged its refused connections; nothing else may fail.
        const unexpected = errors.filter((e) => !/WebSocket connection to .* failed|net::ERR_CONNECTION_REFUSED|Failed to load resource/.test(e));
        expect(unexpected).toEqual([]);
        testInfo.annotations.push({ type: 'timings (ms)', description: JSON.stringify(timings) });
        console.log(`[chat-restart ${lang}] ${JSON.stringify(timings)}`);
      } finally {
        await context.close();
      }
    });
  }
});
