import { randomUUID } from 'node:crypto';
import { orderTotals } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, setStock, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';

// Issue 11: one buyer cannot hold a SKU's stock in unpaid orders (ADR 0014), large legitimate
// orders are stored exactly (bigint money), and an idempotency key is bound to its request body.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let currency: Record<string, number>;
let methodId: number;
const LIMITS = { line: 500, perSku: 500, total: 2000 };
/** The dearest SKU of the catalogue, in US cents (a 400G optic or a chassis switch). */
const DEAR = 2_399_900;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  const cur = await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM currency`);
  currency = Object.fromEntries(cur.map((c) => [c.code, Number(c.id)]));
  methodId = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`))[0]!.id);
});
afterAll(async () => ctx?.close());

const place = (b: Buyer, items: { skuId: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  call('POST', '/orders', { token: b.token, lang: 'en', body: { idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: methodId, currencyId: currency.EUR, ...extra } });

describe('reservation limits', () => {
  it('refuses a line above the limit with a message that points to a quotation', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 1, 3);
    await setStock(ctx, s.skuId, 5000);
    const r = await place(b, [{ skuId: s.skuId, quantity: LIMITS.line + 1 }]);
    expect(r.status).toBe(422);
    expect(r.body.msg).toContain(String(LIMITS.line));
    expect(r.body.msg).toContain('quotation');
    const fi = await call('POST', '/orders', { token: b.token, lang: 'fi', body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: LIMITS.line + 1 }], shippingAddressId: b.addressId, shippingMethodId: methodId } });
    expect(fi.body.msg).toContain('tarjous');
    expect(await stockOf(ctx, s.skuId)).toBe(5000);
  });

  it('one buyer cannot hold a SKU’s whole stock: units in unpaid orders count, cancelling gives them back, others can still buy', async () => {
    const hoarder = await makeBuyer(ctx);
    const other = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 1, 4);
    await setStock(ctx, s.skuId, 1059);
    const first = await place(hoarder, [{ skuId: s.skuId, quantity: 400 }]);
    expect(first.status).toBe(200);
    const more = await place(hoarder, [{ skuId: s.skuId, quantity: 101 }]);
    expect(more.status).toBe(422);
    expect(more.body.msg).toContain(String(LIMITS.perSku));
    expect((await place(hoarder, [{ skuId: s.skuId, quantity: 100 }])).status).toBe(200);
    expect((await place(other, [{ skuId: s.skuId, quantity: 500 }])).status).toBe(200);
    expect(await stockOf(ctx, s.skuId)).toBe(59);
    // Cancelling returns the units to stock and to the buyer's allowance.
    await call('POST', `/orders/${first.body.data.orderNo}/cancel`, { token: hoarder.token, body: { reason: 'not_needed' } });
    expect((await place(hoarder, [{ skuId: s.skuId, quantity: 401 }])).status).toBe(422);
    expect((await place(hoarder, [{ skuId: s.skuId, quantity: 400 }])).status).toBe(200);
  });

  it('caps the units of all unpaid orders together', async () => {
    const b = await makeBuyer(ctx);
    const skus = await Promise.all([5, 6, 7, 8, 9].map((i) => skuInStock(ctx, 1, i)));
    for (const s of skus) await setStock(ctx, s.skuId, 5000);
    expect((await place(b, skus.slice(0, 4).map((s) => ({ skuId: s.skuId, quantity: 450 })))).status).toBe(200);
    const over = await place(b, [{ skuId: skus[4]!.skuId, quantity: 201 }]);
    expect(over.status).toBe(422);
    expect(over.body.msg).toContain(String(LIMITS.total));
    expect((await place(b, [{ skuId: skus[4]!.skuId, quantity: 200 }])).status).toBe(200);
  });

  it('two orders of one buyer placed at once are counted one after the other', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 1, 10);
    await setStock(ctx, s.skuId, 5000);
    const results = await Promise.all([1, 2, 3].map(() => place(b, [{ skuId: s.skuId, quantity: 300 }])));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await stockOf(ctx, s.skuId)).toBe(4700);
  });
});

describe('idempotency keys', () => {
  it('the same key and body return the first order; the same key with another body is refused', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 10, 2);
    const idempotencyKey = randomUUID();
    const first = await place(b, [{ skuId: s.skuId, quantity: 1 }], { idempotencyKey });
    expect(first.status).toBe(200);
    const again = await place(b, [{ skuId: s.skuId, quantity: 1 }], { idempotencyKey });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    const changed = await place(b, [{ skuId: s.skuId, quantity: 2 }], { idempotencyKey });
    expect(changed.status).toBe(422);
    expect(changed.body.msg).toMatch(/different order/);
    const [n] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM shop_order WHERE user_id = ${b.userId}`);
    expect(Number(n!.n)).toBe(1);
  });
});

describe('large orders (bigint money)', () => {
  async function dearSkus(n: number) {
    const skus = await Promise.all(Array.from({ length: n }, (_, i) => skuInStock(ctx, 1, 20 + i)));
    for (const s of skus) {
      await ctx.storage.db.execute(sql`UPDATE sku SET price = ${DEAR} WHERE id = ${s.skuId}`);
      await setStock(ctx, s.skuId, 1_000_000);
    }
    await ctx.storage.db.execute(sql`DELETE FROM sku_tier WHERE sku_id IN (${sql.join(skus.map((s) => sql`${s.skuId}`), sql`, `)})`);
    return skus;
  }

  it('499 units of a $23,999 SKU in CNY are placed and stored exactly', async () => {
    const [s] = await dearSkus(1);
    const b = await makeBuyer(ctx);
    const r = await place(b, [{ skuId: s!.skuId, quantity: 499 }], { currencyId: currency.CNY });
    expect(r.status).toBe(200);
    expect(r.body.data.total.amount).toBeGreaterThan(2 ** 31);
    const [stored] = await rows<{ total: string }>(ctx.storage.db, sql`SELECT total::text AS total FROM shop_order WHERE order_no = ${r.body.data.orderNo}`);
    expect(stored!.total).toBe(String(r.body.data.total.amount));
  });

  it('totals up to the largest order the limits allow add up exactly in JPY, CNY and EUR (property)', async () => {
    const skus = await dearSkus(4);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('JPY', 'CNY', 'EUR'),
        // Up to four lines of at most 500 units: 2,000 units in all, the total reservation limit.
        fc.array(fc.integer({ min: 1, max: LIMITS.line }), { minLength: 1, maxLength: 4 }),
        async (code, quantities) => {
          const b = await makeBuyer(ctx);
          const r = await place(b, quantities.map((quantity, i) => ({ skuId: skus[i]!.skuId, quantity })), { currencyId: currency[code] });
          expect(r.status).toBe(200);
          const d = (await call('GET', `/orders/${r.body.data.orderNo}`, { token: b.token })).body.data;
          expect(d.total.currency).toBe(code);
          for (const l of d.lines) expect(l.lineTotal.amount).toBe(l.unitPrice.amount * l.quantity);
          const t = orderTotals({ lineTotals: d.lines.map((l: any) => l.lineTotal.amount), shippingFee: d.shippingFee.amount, discount: d.discount.amount, taxRateBp: d.taxRateBp });
          expect(d.subtotal.amount).toBe(t.subtotal);
          expect(d.total.amount).toBe(t.total);
          expect(Number.isSafeInteger(d.total.amount)).toBe(true);
          const [stored] = await rows<{ total: string; lines: string }>(
            ctx.storage.db,
            sql`SELECT o.total::text AS total, (SELECT sum(line_total)::text FROM order_line WHERE order_id = o.id) AS lines FROM shop_order o WHERE o.order_no = ${d.orderNo}`,
          );
          expect(stored!.total).toBe(String(t.total));
          expect(stored!.lines).toBe(String(t.subtotal));
        },
      ),
      { numRuns: 12 },
    );
  });
});
