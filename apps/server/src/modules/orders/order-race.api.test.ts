import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, setStock, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';

// Two hundred buyers race for the last ten units: exactly ten orders, stock exactly zero.
// On PostgreSQL (api-postgres project) the requests run on a pool of connections at once.

const BUYERS = 200;
const UNITS = 10;
let ctx: TestContext;
let buyers: Buyer[];

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', PAYMENT_TIMEOUT_MINUTES: '30' });
  buyers = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await makeBuyer(ctx));
}, 120_000);
afterAll(async () => ctx?.close());

it(`${BUYERS} buyers racing for the last ${UNITS} units produce exactly ${UNITS} orders`, async () => {
  const call = api(ctx);
  const s = await skuInStock(ctx, 1, 15);
  await setStock(ctx, s.skuId, UNITS);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  const results = await Promise.all(
    buyers.map((b) =>
      call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: Number(m!.id) } }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((st) => st === 200)).toHaveLength(UNITS);
  expect(statuses.filter((st) => st === 409)).toHaveLength(BUYERS - UNITS);
  expect(await stockOf(ctx, s.skuId)).toBe(0);
  const [n] = await rows<{ n: number; units: number }>(
    ctx.storage.db,
    sql`SELECT count(DISTINCT l.order_id)::int AS n, sum(l.quantity)::int AS units FROM order_line l WHERE l.sku_id = ${s.skuId}`,
  );
  expect(n).toEqual({ n: UNITS, units: UNITS });
}, 120_000);

it('orders for the same products through different SKUs, racing in opposite orders, never deadlock', async () => {
  const call = api(ctx);
  // Two products with two SKUs in stock each: one order lists them high product first, the other low first.
  const pairs = await rows<{ productId: number; skus: number[] }>(
    ctx.storage.db,
    sql`SELECT product_id AS "productId", (array_agg(id ORDER BY id))[1:2] AS skus FROM sku WHERE stock > 0 GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id LIMIT 2`,
  );
  const [low, high] = pairs.map((p) => ({ productId: Number(p.productId), skus: p.skus.map(Number) }));
  for (const id of [...low!.skus, ...high!.skus]) await setStock(ctx, id, 100_000);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  const results = await Promise.all(
    buyers.slice(0, 120).map((b, i) => {
      const items = i % 2 ? [{ skuId: high!.skus[0]!, quantity: 1 }, { skuId: low!.skus[0]!, quantity: 1 }] : [{ skuId: low!.skus[1]!, quantity: 1 }, { skuId: high!.skus[1]!, quantity: 1 }];
      return call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: Number(m!.id) } });
    }),
  );
  expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
}, 120_000);
