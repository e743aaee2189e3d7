import { formatMoney, type ChatServerFrame } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';
import { CHAT_TOPICS, seedChat } from '../../db/seed/chat/index.js';
import { pricer } from '../../lib/pricing.js';
import { loadCurrencies } from '../site/index.js';

// Issue 24: the assistant quoted the free-shipping threshold in US dollars ("满 299 美元") to a
// buyer who saw ¥ everywhere else. The answer names the amount; it is filled from the shipping
// method's threshold in the visitor's currency, written as their language writes money.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CHAT_HOURS: '1-7 00:00-24:00', CHAT_TIMEZONE: 'UTC' });
});
afterAll(() => ctx?.close());

const newVisitor = async (): Promise<string> => (await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/chat/visitorId' })).json().data.visitorId;

async function shippingAnswer(visitorId: string, langId: number, context?: Record<string, unknown>): Promise<string> {
  // Only frames with a message count (not the joined frame), listened to from the start.
  const frames: ChatServerFrame[] = [];
  const ws: WebSocket = await ctx.app.injectWS(`/ws/1/${visitorId}/${langId}`, {}, {
    onInit: (w: WebSocket) =>
      w.on('message', (data: Buffer) => {
        const f = JSON.parse(data.toString()) as ChatServerFrame;
        if (f.res) frames.push(f);
      }),
  });
  const until = (n: number) => waitUntil(() => frames.length >= n, { timeoutMs: 5000, what: `${n} message frames` });
  if (context) ws.send(JSON.stringify({ context }));
  ws.send(JSON.stringify({ itemId: 'shipping', msg: 'shipping', clientMsgId: `s-${langId}` }));
  await until(2);
  ws.close();
  if (!frames[1]?.res) throw new Error(JSON.stringify(frames));
  return frames[1].res.msg;
}

/** A threshold of a shipping method as the visitor should read it. */
async function threshold(method: string, currency: string, lang: string): Promise<string> {
  const currencies = await loadCurrencies(ctx.storage.db);
  const [m] = await rows<{ freeOver: number }>(ctx.storage.db, sql`SELECT free_over AS "freeOver" FROM shipping_method WHERE key = ${method}`);
  const money = pricer(currencies, currencies.find((c) => c.code === currency)!.currencyId)(Number(m!.freeOver));
  return formatMoney(money.amount, money.currency, money.minorUnits, lang);
}

describe('amounts in the assistant’s answers', () => {
  it('gives the free-shipping thresholds in the currency the window shows prices in', async () => {
    const [cny] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = 'CNY'`);
    const answer = await shippingAnswer(await newVisitor(), 1, { path: '/', currencyId: Number(cny!.id) });
    expect(answer).toContain(`订单满 ${await threshold('economy', 'CNY', 'zh-CN')} 免运费`);
    expect(answer).toContain(`满 ${await threshold('standard', 'CNY', 'zh-CN')} 免运费`);
    expect(answer).not.toMatch(/美元|\$|\{freeOver/);
  });

  it('without a currency from the window, uses the currency of the visitor’s country', async () => {
    const v = await newVisitor();
    await ctx.storage.db.execute(sql`UPDATE visitor SET country_id = (SELECT id FROM country WHERE code = 'FI') WHERE id = ${v}::uuid`);
    const answer = await shippingAnswer(v, 4);
    const eur = await threshold('economy', 'EUR', 'fi');
    expect(eur).toMatch(/€$/);
    expect(answer).toContain(`(maksuton, kun tilaus on vähintään ${eur})`);
    expect(answer).not.toMatch(/\$|\{freeOver/);
  });

  it('ignores a currency the shop does not sell in', async () => {
    const answer = await shippingAnswer(await newVisitor(), 2, { path: '/', currencyId: 99999 });
    expect(answer).toContain(`(free from ${await threshold('economy', 'USD', 'en')})`);
  });

  it('brings a seeded answer still in dollars to the placeholders, and leaves one staff edited alone', async () => {
    const db = ctx.storage.db;
    const en = sql`topic_id = (SELECT id FROM chat_topic WHERE key = 'shipping') AND lang_id = 2`;
    const fi = sql`topic_id = (SELECT id FROM chat_topic WHERE key = 'shipping') AND lang_id = 4`;
    const oldEn =
      'We ship three ways: Economy in 8–15 business days (free from $299), Standard in 4–7 business days (free from $799) and Express in 1–3 business days. Fees are by weight, and the order confirmation page shows the exact amount. Items in stock usually leave our warehouse within one business day of payment.';
    await db.execute(sql`UPDATE chat_topic_i18n SET answer = ${oldEn} WHERE ${en}`);
    await db.execute(sql`UPDATE chat_topic_i18n SET answer = 'Toimitamme kolmella tavalla (ilmainen yli 299 $).' WHERE ${fi}`);
    await seedChat(db);
    const [a] = await rows<{ answer: string }>(db, sql`SELECT answer FROM chat_topic_i18n WHERE ${en}`);
    expect(a!.answer).toBe(CHAT_TOPICS.find((t) => t.key === 'shipping')!.text.en.answer);
    expect(a!.answer).toContain('{freeOver.economy}');
    const [b] = await rows<{ answer: string }>(db, sql`SELECT answer FROM chat_topic_i18n WHERE ${fi}`);
    expect(b!.answer).toBe('Toimitamme kolmella tavalla (ilmainen yli 299 $).');
  });
});
