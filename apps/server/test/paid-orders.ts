import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../src/db/client.js';
import { api, skuInStock, type Buyer } from './buyers.js';
import type { TestContext } from './test-app.js';

// Orders a buyer has really paid (placed and paid through the sandbox gateway, as a buyer does),
// for the domains that start from a paid order (invoices).

let skuOffset = 0;

/** Places an order of `quantity` units of an in-stock SKU and pays it in the sandbox: status to_ship. */
export async function paidOrder(ctx: TestContext, buyer: Buyer, quantity = 1): Promise<string> {
  const call = api(ctx);
  // A different SKU each time, so no test drains one SKU's stock.
  const s = await skuInStock(ctx, 20, skuOffset++ % 40);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
  const placed = await call('POST', '/orders', {
    token: buyer.token,
    body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id) },
  });
  expect(placed.status, placed.body.msg).toBe(200);
  const orderNo = placed.body.data.orderNo as string;
  const pay = await call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: { method: 'sandbox' } });
  const ref = /sbx_[0-9a-f]+/.exec(pay.body.data.payUrl)![0];
  await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const [o] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM shop_order WHERE order_no = ${orderNo}`);
  expect(o!.status).toBe('to_ship');
  return orderNo;
}

/** An order placed and left unpaid. */
export async function unpaidOrder(ctx: TestContext, buyer: Buyer): Promise<string> {
  const s = await skuInStock(ctx, 20, skuOffset++ % 40);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
  const placed = await api(ctx)('POST', '/orders', {
    token: buyer.token,
    body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id) },
  });
  expect(placed.status, placed.body.msg).toBe(200);
  return placed.body.data.orderNo as string;
}
