import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { rows } from './db/client.js';
import { enqueue } from './modules/notifications/mail/outbox.js';
import { api, makeBuyer, skuInStock, stockOf } from '../test/buyers.js';

// Two server processes on one PostgreSQL database (ADR 0015: scale-out is
// configuration): the background work each process runs — the sweeper and the mail outbox —
// must handle every row exactly once when both run at the same moment. PGlite is one process
// by nature, so this file runs on PostgreSQL only (the api-postgres project).

const onPostgres = process.env.TEST_DB === 'postgres';
let one: TestContext;
let two: TestContext;
let smtp: SMTPServer;
const inbox: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const env = { SWEEP_INTERVAL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, MAIL_POLL_MS: '600000' };
  one = await createTestApp(env);
  two = await createTestApp({ ...env, DATABASE_URL: one.databaseUrl! });
}, 120_000);

afterAll(async () => {
  await two?.close();
  await one?.close();
  if (smtp) await new Promise<void>((r) => smtp.close(() => r()));
});

describe.skipIf(!onPostgres)('two server processes on one database', () => {
  it('sweep at once: every expired order is closed once and its stock returned once', async () => {
    const call = api(one);
    const s = await skuInStock(one, 200, 20);
    const before = await stockOf(one, s.skuId);
    const [m] = await rows<{ id: number }>(one.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
    const orders: string[] = [];
    for (let i = 0; i < 12; i++) {
      const b = await makeBuyer(one);
      const r = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 2 }], shippingAddressId: b.addressId, shippingMethodId: Number(m!.id) } });
      expect(r.status).toBe(200);
      orders.push(r.body.data.orderNo);
    }
    expect(await stockOf(one, s.skuId)).toBe(before - 24);
    await one.storage.db.execute(sql`UPDATE shop_order SET pay_by = now() - interval '1 second' WHERE order_no IN (${sql.join(orders.map((o) => sql`${o}`), sql`, `)})`);
    const results = await Promise.all([one.app.sweeper.sweep(), two.app.sweeper.sweep(), one.app.sweeper.sweep(), two.app.sweeper.sweep()]);
    expect(results.reduce((n, r) => n + r.expired, 0)).toBe(12);
    expect(await stockOf(one, s.skuId)).toBe(before);
    const events = await rows<{ n: number }>(
      one.storage.db,
      sql`SELECT count(*)::int AS n FROM order_event e JOIN shop_order o ON o.id = e.order_id WHERE e.type = 'timedOut' AND o.order_no IN (${sql.join(orders.map((o) => sql`${o}`), sql`, `)})`,
    );
    expect(Number(events[0]!.n)).toBe(12);
  });

  it('send at once: every queued mail goes out exactly once', async () => {
    const subjects = Array.from({ length: 25 }, (_, i) => `multi-process ${i} ${randomUUID()}`);
    for (const subject of subjects) await enqueue(one.storage.db, { to: 'buyer@example.com', subject, html: '<p>x</p>', text: 'x' });
    await Promise.all([one.app.mail.kick(), two.app.mail.kick(), one.app.mail.kick(), two.app.mail.kick()]);
    const got = inbox.filter((s) => s.startsWith('multi-process'));
    expect(got.sort()).toEqual([...subjects].sort());
    const [pending] = await rows<{ n: number }>(one.storage.db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent' AND subject LIKE 'multi-process%'`);
    expect(Number(pending!.n)).toBe(0);
  });
});
