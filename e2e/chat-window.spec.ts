import { expect, test, type APIRequestContext, type Locator, type Page, type WebSocket as PageSocket } from '@playwright/test';
import net from 'node:net';
import { ready, registerBuyer, watchErrors } from './helpers';

// The buyer's live chat window and the agents' console together (issue 13, "done means"), in two
// browsers against the real server: a guest opens the chat in Japanese, takes the assistant's
// quick replies, asks for a person, sends a text with an emoji and attaches a PDF (asking first:
// while the assistant has the conversation, any text of the visitor's own hands it over too); an
// agent answers from the console; the guest reloads and sees the history once, logs in and keeps
// it; then the network drops the window's socket and the replies sent meanwhile arrive once after
// the reconnect, while what the buyer wrote offline goes out once.
//
// playwright.config.ts sets CHAT_HOURS to always, and the agent has /console/chat open before the
// guest asks, so the hand-over says a person will answer whatever the clock.

const OPS = { Authorization: 'Bearer dev-ops-token' };
const AGENT_PASSWORD = 'Agent#2026';
const AGENT_NAME = 'Aino Agentti';

/**
 * A network cable between the guest's browser and the server: a TCP pass-through that changes
 * nothing in what goes over it, except that it can be pulled. Pulling it resets the chat sockets
 * (no close frame, so the page sees 1006, as on a real network drop) and holds new ones until it
 * is plugged back; plain HTTP keeps going. (Chromium's offline emulation, context.setOffline, does
 * not touch a WebSocket that is already open, so it cannot drop one.)
 */
class Cable {
  private server = net.createServer((client) => this.accept(client));
  private readonly all = new Set<net.Socket>();
  private readonly chat = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private held: (() => void)[] = [];
  private plugged = true;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return `http://127.0.0.1:${this.port}`;
  }

  /** Chat socket connections waiting for the cable to come back. */
  get waiting() {
    return this.held.length;
  }

  unplug() {
    this.plugged = false;
    for (const pair of this.chat) {
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
    this.chat.clear();
  }

  plug() {
    this.plugged = true;
    for (const go of this.held.splice(0)) go();
  }

  async close() {
    for (const s of this.all) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket) {
    this.all.add(client);
    client.on('close', () => this.all.delete(client));
    client.on('error', () => undefined);
    client.once('data', (first) => {
      client.pause();
      // A WebSocket gets a connection of its own; its first bytes are the upgrade request.
      const isChat = /^GET \/ws\//.test(first.toString('latin1', 0, 16));
      const go = () => {
        if (client.destroyed) return;
        const upstream = net.connect(this.target.port, this.target.host);
        this.all.add(upstream);
        upstream.on('close', () => {
          this.all.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => undefined);
        client.on('close', () => upstream.destroy());
        if (isChat) {
          const pair = { client, upstream };
          this.chat.add(pair);
          client.on('close', () => this.chat.delete(pair));
        }
        upstream.write(first);
        client.pipe(upstream);
        upstream.pipe(client);
      };
      if (isChat && !this.plugged) this.held.push(go);
      else go();
    });
  }
}

async function newAgent(request: APIRequestContext) {
  const email = `agent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@yt-networks.example`;
  const res = await request.post('/api/ew/staff/staff', { headers: OPS, data: { email, name: AGENT_NAME, password: AGENT_PASSWORD, roles: ['agent'] } });
  expect((await res.json()).code).toBe(200);
  return email;
}

async function agentSignsIn(page: Page, email: string) {
  await page.goto('/console/login');
  await page.getByLabel(/电子邮箱|E-mail|Sähköposti/).fill(email);
  await page.getByLabel(/^(密码|Password|Salasana)$/).fill(AGENT_PASSWORD);
  await page.getByTestId('console-login-submit').click();
  await expect(page).toHaveURL(/\/console\/chat$/);
  // The queue has been read once: the agent counts as online from now on.
  await expect(page.getByRole('tab', { name: /^待接入 \(\d+\)$/, selected: true })).toBeVisible();
}

/** The PDF a buyer would attach: small, but a PDF by its content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The rows of the window's log holding a text (each message is one row). */
const rows = (log: Locator, text: string | RegExp) => log.getByTestId('chat-message').filter({ hasText: text });

test('a Japanese guest chats with the assistant and an agent; history survives reload, login and a dropped socket, each message once', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const tag = Math.random().toString(36).slice(2, 10);
  const server = new URL(baseURL!);
  const cable = new Cable({ host: server.hostname, port: Number(server.port) });
  const viaCable = await cable.start();
  const agentContext = await browser.newContext({ baseURL });
  const guestContext = await browser.newContext({ baseURL: viaCable });
  try {
    // --- The agent opens the console's chat first (so a person is online when the guest asks).
    const agent = await agentContext.newPage();
    const agentErrors = watchErrors(agent);
    const agentEmail = await newAgent(agent.request);
    await agentSignsIn(agent, agentEmail);

    // --- The guest, in Japanese.
    const guest = await guestContext.newPage();
    const errors = watchErrors(guest);
    const sockets: PageSocket[] = [];
    const received = new Map<PageSocket, string[]>();
    guest.on('websocket', (ws) => {
      sockets.push(ws);
      received.set(ws, []);
      ws.on('framereceived', (f) => received.get(ws)!.push(String(f.payload)));
    });
    await guest.goto('/');
    await ready(guest);
    await guest.getByTestId('language-select').selectOption('6');
    await expect(guest.locator('html')).toHaveAttribute('lang', 'ja');
    await expect.poll(() => guest.evaluate(() => localStorage.getItem('yt_us_uuid'))).toMatch(/^[0-9a-f-]{36}$/);

    await guest.getByTestId('chat-button').click();
    const chat = guest.getByTestId('chat-window');
    await expect(chat.getByRole('heading', { name: 'オンラインチャット' })).toBeVisible();
    const log = chat.getByTestId('chat-log');
    const greeting = rows(log, 'YT Networks へようこそ');
    await expect(greeting).toHaveCount(1);
    await expect(greeting).toHaveAttribute('data-type', 'service');
    // The socket is open (the window says nothing about connecting any more) and is the one of docs/product.md#calls for Japanese.
    await expect(chat.getByRole('status')).toHaveCount(0);
    expect(sockets).toHaveLength(1);
    // The socket says what the window already shows (the greeting, seq 1): the server sends only what follows.
    expect(sockets[0]!.url()).toMatch(/\/ws\/1\/[0-9a-f-]{36}\/6\?after=1$/);

    // --- The assistant's quick replies, in Japanese.
    const topics = greeting.getByRole('group', { name: 'よくある質問' });
    await expect(topics.getByRole('button')).toHaveText(['配送と送料', 'お支払い方法', '返品・返金', 'ご注文状況', '製品の互換性', 'オペレーターと話す']);
    await topics.getByRole('button', { name: '配送と送料' }).click();
    await expect(rows(log, '配送と送料').and(log.locator('[data-type="visitor"]'))).toHaveAttribute('data-state', 'sent');
    await expect(rows(log, '配送方法は 3 種類です')).toHaveCount(1);

    // --- Asking for a person: a person is online, so the assistant hands over.
    await topics.getByRole('button', { name: 'オペレーターと話す' }).click();
    const handover = log.locator('[data-type="notice"]').filter({ hasText: 'オペレーターにおつなぎしています' });
    await expect(handover).toHaveCount(1);

    // --- An emoji from the (lazily loaded, Japanese) picker, appended to the text, then sent.
    const input = chat.getByRole('textbox', { name: 'メッセージ' });
    const question = `見積もりをお願いします（${tag}）`;
    await input.fill(question);
    await chat.getByTestId('chat-emoji-toggle').click();
    const picker = chat.getByRole('dialog', { name: '絵文字ピッカー' });
    await picker.getByRole('gridcell', { name: 'にっこり笑う', exact: true }).click();
    await expect(input).toHaveValue(`${question}😀`);
    await chat.getByTestId('chat-emoji-toggle').click();
    await expect(picker).toHaveCount(0);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const emojiRow = rows(log, `${question}😀`);
    await expect(emojiRow).toHaveAttribute('data-state', 'sent');

    // --- A PDF: shown as a link that opens the file.
    const fileName = `見積依頼-${tag}.pdf`;
    await chat.getByTestId('chat-file-input').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    const fileLink = log.getByRole('link', { name: fileName });
    await expect(fileLink).toHaveAttribute('href', /\/chat\/files\/[0-9a-f-]{36}\?t=/);
    await expect(rows(log, fileName)).toHaveAttribute('data-state', 'sent');
    const file = await guest.request.get((await fileLink.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');

    // --- The agent finds the guest in the waiting queue, sees the emoji and the file, and answers.
    const row = agent.getByTestId('chat-queue').getByRole('link').filter({ hasText: fileName });
    await expect(row).toContainText('游客');
    await expect(row).toContainText('日语');
    await row.click();
    const conversation = agent.getByTestId('chat-conversation');
    await expect(conversation.getByTestId('chat-status')).toHaveText('待接入');
    const agentLog = conversation.getByTestId('chat-messages');
    await expect(agentLog).toContainText(`${question}😀`);
    await expect(agentLog.getByRole('link', { name: fileName })).toHaveAttribute('href', /\/chat\/files\/[0-9a-f-]{36}\?t=/);
    const reply = conversation.getByTestId('chat-reply');
    const answer = `お問い合わせありがとうございます。担当の Aino です（${tag}）。`;
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    await expect(conversation.getByTestId('chat-status')).toHaveText('进行中');

    await expect(log.locator('[data-type="notice"]').filter({ hasText: `担当者の ${AGENT_NAME} が参加しました。` })).toHaveCount(1);
    const answered = rows(log, answer);
    await expect(answered).toHaveCount(1);
    await expect(answered).toHaveAttribute('data-from', 'agent');
    await expect(answered).toContainText(AGENT_NAME);
    await expect(log.locator('[data-state="pending"], [data-state="failed"]')).toHaveCount(0);
    // The "read" mark (既読) moves to the newest message the agent has read, whenever the agent's
    // console reads; the texts are compared without it.
    const texts = async (messages: Locator) => (await messages.allInnerTexts()).map((t) => t.split('\n').filter((line) => line.trim() !== '既読').join('\n'));
    const history = await texts(log.getByTestId('chat-message'));
    expect(history).toHaveLength(9); // greeting, topic, answer, person, hand-over, emoji, PDF, joined, reply

    /** The window shows exactly the conversation so far: every message once, in order. */
    const showsHistoryOnce = async () => {
      await expect(greeting).toHaveCount(1);
      await expect(log.getByTestId('chat-message')).toHaveCount(history.length);
      expect(await texts(log.getByTestId('chat-message'))).toEqual(history);
      await expect(log.getByRole('link', { name: fileName })).toHaveCount(1);
      await expect(rows(log, answer)).toHaveCount(1);
    };

    // --- Reload: the same conversation, each message once.
    await guest.reload();
    await ready(guest);
    await expect(guest.locator('html')).toHaveAttribute('lang', 'ja');
    await guest.getByTestId('chat-button').click();
    await showsHistoryOnce();

    // --- A phone: the open window, the file and the picker fit its width (no sideways scroll).
    await guest.setViewportSize({ width: 390, height: 844 });
    const fits = async () => {
      expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = (await chat.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    };
    await fits();
    await chat.getByTestId('chat-emoji-toggle').click();
    // The emoji picked before the reload is among the recent ones.
    await expect(picker.getByRole('rowgroup', { name: '最近使用した絵文字' }).getByRole('gridcell', { name: 'にっこり笑う', exact: true })).toBeVisible();
    await fits();
    await chat.getByTestId('chat-emoji-toggle').click();
    await guest.setViewportSize({ width: 1280, height: 720 });

    // --- Registering and logging in: the guest's conversation passes to the buyer.
    const buyer = await registerBuyer(guest);
    await guest.goto('/login');
    await guest.getByLabel('メールアドレス').fill(buyer.email);
    await guest.getByLabel('パスワード', { exact: true }).fill(buyer.password);
    await guest.getByTestId('login-submit').click();
    await expect(guest).toHaveURL(/\/accountCenter\//);
    await guest.getByTestId('chat-button').click();
    await showsHistoryOnce();
    await expect(chat.getByRole('status')).toHaveCount(0);
    // A logged-in buyer's socket carries a ticket; the agent now sees whose conversation it is.
    const live = sockets.at(-1)!;
    expect(live.url()).toMatch(/\/ws\/1\/[0-9a-f-]{36}\/6\?ticket=/);
    await expect(conversation.getByRole('heading', { level: 2 })).toHaveText(buyer.email);

    // --- The network drops the socket: the window reconnects (1006) and gets what it missed, once.
    const opened = sockets.length;
    cable.unplug();
    await expect.poll(() => live.isClosed()).toBe(true);
    await expect(chat.getByRole('status')).toHaveText('接続が切れました。再接続しています…');
    // The window's first reconnect (after a second) waits on the pulled cable.
    await expect.poll(() => cable.waiting).toBe(1);
    const missed = [`1 つ目の回答です（${tag}）`, `2 つ目の回答です（${tag}）`];
    for (const text of missed) {
      await reply.fill(text);
      await reply.press('Enter');
      await expect(reply).toHaveValue('');
      await expect(agentLog).toContainText(text);
    }
    for (const text of missed) await expect(rows(log, text)).toHaveCount(0);
    // What the buyer writes meanwhile waits in the window, and goes out (once) when the link is back.
    const offline = `電波が途切れました（${tag}）`;
    await input.fill(offline);
    await input.press('Enter');
    await expect(rows(log, offline)).toHaveAttribute('data-state', 'pending');

    cable.plug();
    await expect(chat.getByRole('status')).toHaveCount(0);
    for (const text of missed) {
      await expect(rows(log, text)).toHaveCount(1);
      await expect(rows(log, text)).toHaveAttribute('data-from', 'agent');
    }
    await expect(rows(log, offline)).toHaveAttribute('data-state', 'sent');
    await expect(log.getByTestId('chat-message')).toHaveCount(history.length + 3);
    const after = [...(await texts(rows(log, /つ目の回答です/))), ...(await texts(rows(log, offline)))];
    expect(await texts(log.getByTestId('chat-message'))).toEqual([...history, ...after]);
    await expect(agentLog.getByTestId('chat-message').filter({ hasText: offline })).toHaveCount(1);
    // On the wire too: one new socket, which resumed after the last message shown and got each reply, and the echo, once.
    expect(sockets).toHaveLength(opened + 1);
    const again = sockets.at(-1)!;
    expect(again.isClosed()).toBe(false);
    expect(new URL(again.url()).searchParams.get('after')).toBe(String(history.length));
    const messages = received
      .get(again)!
      .map((p) => JSON.parse(p) as { res: { msg: string } | null })
      .filter((f) => f.res)
      .map((f) => f.res!.msg);
    for (const text of [...missed, offline]) expect(messages.filter((m) => m.includes(text))).toHaveLength(1);
    expect(messages).toHaveLength(3);

    expect(errors).toEqual([]);
    expect(agentErrors).toEqual([]);
  } finally {
    await guestContext.close();
    await agentContext.close();
    await cable.close();
  }
});
