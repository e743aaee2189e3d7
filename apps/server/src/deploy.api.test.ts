import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../test/redis-server.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { waitUntil } from '../test/wait.js';
import { makeBuyer, skuInStock, stockOf, type Buyer } from '../test/buyers.js';
import { rows } from './db/client.js';
import { hashPassword } from './lib/crypto.js';

// The deployment of deploy/ for real (issue 17): Debian's nginx with deploy/nginx/netshop.conf in
// front of two server processes (separate Node processes, NODE_ENV=production) on one PostgreSQL
// database and one Redis. A buyer's session, cart, rate limits, orders and chat socket work
// whichever process answers, and killing one process while orders are being placed loses none:
// every order a buyer was told about exists once, and stock moved by exactly what was ordered.

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const redisUrl = process.env.TEST_REDIS_URL;
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const run = process.env.TEST_DB === 'postgres' && !!redisUrl && (hasNginx || !!process.env.CI);
if (process.env.TEST_DB === 'postgres' && !run) console.warn('deploy.api.test.ts skipped: needs nginx (apt-get install nginx) and TEST_REDIS_URL');

let ctx: TestContext;
let nginx: ChildProcess;
let work: string;
let base: string;
const servers = new Map<number, ChildProcess>();
const prefix = `deploy:${randomUUID()}:`;

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: ctx.databaseUrl!,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      PG_POOL_MAX: '5',
      WEB_DIST: '/nonexistent',
      SWEEP_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, { timeoutMs: 30_000, intervalMs: 100, what: `the server on ${port} to be ready` });
  return child;
}

/** Resolves when a child process has exited (at once if it already has). */
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

/** deploy/nginx/netshop.conf as shipped, on this test's ports, with the answering upstream shown. */
function nginxConf(listen: number, ports: number[]): string {
  const site = readFileSync(join(root, 'deploy/nginx/netshop.conf'), 'utf8')
    .replace(/server 127\.0\.0\.1:8081 ([^;]*);\n\s*server 127\.0\.0\.1:8082 ([^;]*);/, ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '))
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('/var/cache/nginx/netshop', join(work, 'cache'))
    .replace('# test: upstream header', 'add_header X-Upstream $upstream_addr always;');
  expect(site).toContain(`127.0.0.1:${ports[1]}`);
  writeFileSync(join(work, 'netshop.conf'), site);
  return `user root;
worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(work, 'body')};
  proxy_temp_path ${join(work, 'proxy')};
  include ${join(work, 'netshop.conf')};
}
`;
}

type Res = { status: number; body: any; upstream: string; cache: string };
async function call(method: string, path: string, opts: { token?: string; body?: unknown; lang?: string } = {}): Promise<Res> {
  const res = await fetch(base + (path.startsWith('/api/') ? path : `/api/ew/buyer${path}`), {
    method,
    headers: {
      lang: opts.lang ?? '2',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, upstream: res.headers.get('x-upstream') ?? '', cache: res.headers.get('x-cache-status') ?? '' };
}

beforeAll(async () => {
  if (!run) return;
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  work = mkdtempSync(join(tmpdir(), 'netshop-nginx-'));
  for (const d of ['cache', 'body', 'proxy']) mkdirSync(join(work, d));
  const ports = [await freePort(), await freePort()];
  await Promise.all(ports.map(async (p) => servers.set(p, await startServer(p))));
  const listen = await freePort();
  writeFileSync(join(work, 'nginx.conf'), nginxConf(listen, ports));
  nginx = spawn('nginx', ['-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  base = `http://127.0.0.1:${listen}`;
  await waitUntil(async () => (await fetch(`${base}/api/ready`)).ok, { timeoutMs: 20_000, intervalMs: 100, what: 'nginx to answer' }).catch((err: Error) => {
    throw new Error(`${err.message}: ${readFileSync(join(work, 'error.log'), 'utf8')}`);
  });
}, 120_000);

afterAll(async () => {
  const children = [...(nginx ? [nginx] : []), ...servers.values()];
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map(exited));
  await ctx?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!run)('two processes behind nginx', () => {
  let buyer: Buyer;
  let password: string;

  it('spreads requests over both processes, and a login made on one is a session on the other', async () => {
    buyer = await makeBuyer(ctx);
    password = `Pw-${randomUUID().slice(0, 8)}1a`;
    await ctx.storage.db.execute(sql`UPDATE app_user SET password_hash = ${await hashPassword(password)} WHERE id = ${buyer.userId}`);
    const login = await call('POST', '/user/login', { body: { email: buyer.email, password } });
    expect(login.status).toBe(200);
    const token = login.body.msg as string;
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const info = await call('GET', '/user/loginUser', { token });
      expect(info.status).toBe(200);
      expect(info.body.data.email).toBe(buyer.email);
      seen.add(info.upstream);
    }
    expect(seen.size).toBe(2);
  });

  it('keeps one cart, whichever process adds to it or reads it', async () => {
    const a = await skuInStock(ctx, 50, 0);
    const b = await skuInStock(ctx, 50, 3);
    const seen = new Set<string>();
    for (const [skuId, quantity] of [[a.skuId, 2], [b.skuId, 1], [a.skuId, 3]]) {
      const r = await call('POST', '/cart/items', { token: buyer.token, body: { skuId, quantity } });
      expect(r.status).toBe(200);
      seen.add(r.upstream);
    }
    for (let i = 0; i < 6; i++) {
      const cart = await call('GET', '/cart', { token: buyer.token });
      seen.add(cart.upstream);
      const lines = cart.body.data.lines as { skuId: number; quantity: number }[];
      expect(lines.find((l) => l.skuId === a.skuId)?.quantity).toBe(5);
      expect(lines.find((l) => l.skuId === b.skuId)?.quantity).toBe(1);
    }
    expect(seen.size).toBe(2);
  });

  it('counts a login limit across both processes (in Redis)', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const seen = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call('POST', '/user/login', { body: { email, password: 'Wrong@1234' } });
      statuses.push(r.status);
      seen.add(r.upstream);
    }
    expect(seen.size).toBe(2);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it("caches anonymous catalogue answers by the shop's own Cache-Control, and nothing private", async () => {
    const url = `/catalog/products?pageSize=5&sort=newest&n=${randomUUID()}`;
    const first = await call('GET', url);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await call('GET', url);
    expect(second.cache).toBe('HIT');
    expect(second.body).toEqual(first.body);
    // Another language is another answer.
    expect((await call('GET', url, { lang: '4' })).cache).toBe('MISS');
    // A buyer's cart is never kept.
    await call('GET', '/cart', { token: buyer.token });
    expect((await call('GET', '/cart', { token: buyer.token })).cache).not.toBe('HIT');
  });

  it('shows a changed price through nginx within its s-maxage of 5 s', async () => {
    const [p] = await rows<{ spuId: number }>(ctx.storage.db, sql`SELECT product_id AS "spuId" FROM sku ORDER BY id DESC LIMIT 1`);
    const url = `/catalog/products/${p.spuId}`;
    const price = (r: Res) => r.body.data.skus[0].price.amount as number;
    const before = price(await call('GET', url));
    expect((await call('GET', url)).cache).toBe('HIT');
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price + 700 WHERE product_id = ${p.spuId}`);
    const changedAt = Date.now();
    const now = await waitUntil(async () => {
      const p = price(await call('GET', url));
      return p !== before && p;
    }, { timeoutMs: 12_000, intervalMs: 100, what: 'nginx to serve the new price' });
    expect(now).toBe(before + 700);
    // nginx kept the old answer no longer than s-maxage (5 s) plus one refresh.
    expect(Date.now() - changedAt).toBeLessThan(7_000);
  }, 20_000);

  it('upgrades the chat WebSocket through nginx', async () => {
    const visitor = (await call('GET', '/chat/visitorId')).body.data.visitorId as string;
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/1/${visitor}/2`);
    const frame = await new Promise<any>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ heartbeat: 'ping' })));
      ws.on('message', (d: Buffer) => {
        const f = JSON.parse(d.toString());
        if (f.heartbeat === 'pong') resolve(f);
      });
      ws.once('error', reject);
      setTimeout(() => reject(new Error('no pong')), 10_000);
    });
    expect(frame.heartbeat).toBe('pong');
    ws.close();
  });

  it('loses no order when one process is killed while orders are being placed', async () => {
    const sku = await skuInStock(ctx, 200, 1);
    const stockBefore = await stockOf(ctx, sku.skuId);
    const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => makeBuyer(ctx)));
    const attempts = buyers.flatMap((b) => Array.from({ length: 5 }, () => ({ buyer: b, key: randomUUID() })));
    // Each order is submitted until it is answered, with the same idempotency key, as the web
    // app's retry does: a request cut off by the kill is sent again and must not make a second order.
    const answeredBy: string[] = [];
    const place = async (a: (typeof attempts)[number]) => {
      for (let i = 0; i < 20; i++) {
        try {
          const r = await call('POST', '/orders', {
            token: a.buyer.token,
            body: { idempotencyKey: a.key, items: [{ skuId: sku.skuId, quantity: 1 }], shippingAddressId: a.buyer.addressId, shippingMethodId: Number(m.id) },
          });
          if (r.status === 200) {
            answeredBy.push(r.upstream);
            return r.body.data.orderNo as string;
          }
          expect([502, 503, 504]).toContain(r.status);
        } catch {
          // connection reset while the process died
        }
        // The web app's retry waits too before sending again: a client's back-off, not a test's sleep.
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('order never answered');
    };
    const victim = [...servers.entries()][1];
    let settled = 0;
    // The orders arrive 25 ms apart, so the kill falls in the middle of the load.
    const running = attempts.map((a, i) =>
      new Promise((r) => setTimeout(r, i * 25))
        .then(() => place(a))
        .finally(() => settled++),
    );
    // Killed as soon as it has taken an order, with most of the load still to come.
    await waitUntil(() => answeredBy.some((u) => u.endsWith(`:${victim[0]}`)), { timeoutMs: 5_000, intervalMs: 5, what: 'the victim to take an order' }).catch(() => undefined);
    victim[1].kill('SIGKILL');
    const settledAtKill = settled;
    const orderNos = await Promise.all(running);
    expect(settledAtKill).toBeLessThan(attempts.length);

    // The kill fell mid-load: the victim had taken orders, the other took the rest.
    expect(victim[1].signalCode).toBe('SIGKILL');
    expect(answeredBy.filter((u) => u.endsWith(`:${victim[0]}`)).length).toBeGreaterThan(0);
    expect(answeredBy.filter((u) => !u.endsWith(`:${victim[0]}`)).length).toBeGreaterThan(0);
    expect(new Set(orderNos).size).toBe(attempts.length);
    const [made] = await rows<{ n: number; units: number }>(
      ctx.storage.db,
      sql`SELECT count(DISTINCT o.id)::int AS n, coalesce(sum(l.quantity), 0)::int AS units
            FROM shop_order o JOIN order_line l ON l.order_id = o.id
           WHERE o.user_id IN ${sql.raw(`(${buyers.map((b) => b.userId).join(',')})`)}`,
    );
    expect(made.n).toBe(attempts.length);
    expect(made.units).toBe(attempts.length);
    expect(await stockOf(ctx, sku.skuId)).toBe(stockBefore - attempts.length);
  }, 60_000);
});
