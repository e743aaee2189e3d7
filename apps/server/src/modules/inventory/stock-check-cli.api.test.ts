import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Db } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer } from '../../../test/buyers.js';
import { staffLogin } from '../../../test/staff.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { setOnHand } from './on-hand.js';

// CI runs the stock consistency check after the concurrency tests (issue 28): the real operator
// command, `node scripts/ops.mjs stock-check`, as a separate process against this file's server on
// a real socket, after buyers in four countries raced for stock spread over the warehouses. It
// exits 0 with "no differences"; a stock row broken behind the ledger's back makes it print the
// difference (warehouse, product number, what, actual vs expected) and exit 1.

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
let ctx: TestContext;
let db: Db;
let url: string;
const call = () => api(ctx);

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', PAYMENT_TIMEOUT_MINUTES: '30' });
  db = ctx.storage.db;
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => ctx?.close());

/** Runs the operator command; never synchronously, since the server it calls runs in this process. */
function opsCommand(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/ops.mjs', ...args, '--url', url], {
      cwd: root,
      env: { ...process.env, OPS_TOKEN: 'dev-ops-token', OPS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run ops -- stock-check', () => {
  let skuId: number;
  let productNo: string;
  let muc: number;

  it('exits 0 with "no differences" after buyers in four countries raced for the last units of several warehouses', async () => {
    const warehouses = Object.fromEntries((await rows<{ id: number; code: string }>(db, sql`SELECT id, code FROM warehouse`)).map((w) => [w.code, Number(w.id)]));
    muc = warehouses.MUC!;
    const skus = await rows<{ id: number; productNo: string }>(db, sql`SELECT s.id, s.product_no AS "productNo" FROM sku s JOIN product p ON p.id = s.product_id WHERE p.status = 'published' ORDER BY s.id LIMIT 2`);
    skuId = Number(skus[0]!.id);
    productNo = skus[0]!.productNo;
    // Two units in each warehouse of each SKU: 16 in all, for 40 buyers asking for one of each.
    for (const s of skus) for (const w of Object.values(warehouses)) await db.transaction((tx) => setOnHand(tx as unknown as Db, { warehouseId: w, skuId: Number(s.id), onHand: 2, reason: 'set', note: 'stock-check test' }));
    const [m] = await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
    const buyers = await Promise.all(Array.from({ length: 40 }, (_, i) => makeBuyer(ctx, ['FI', 'JP', 'US', 'CN'][i % 4])));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        call()('POST', '/orders', {
          token: b.token,
          body: { idempotencyKey: randomUUID(), items: skus.map((s) => ({ skuId: Number(s.id), quantity: 1 })), shippingAddressId: b.addressId, shippingMethodId: Number(m!.id), singleShipment: i % 3 === 0 },
        }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(Array(40 - placed.length).fill(409));
    expect(placed).toHaveLength(8);
    // A few buyers change their minds while others order.
    await Promise.all(placed.slice(0, 3).map((a, i) => call()('POST', `/orders/${a.body.data.orderNo}/cancel`, { token: buyers[answers.indexOf(a)]!.token, body: { reason: 'not_needed' }, lang: i ? 'en' : 'fi' })));

    const r = await opsCommand('stock-check');
    expect(r.err).toBe('');
    expect(r.out.trim()).toBe('stock-check: no differences');
    expect(r.code).toBe(0);
  }, 120_000);

  it('prints a row broken behind the ledger’s back and exits 1; mended, 0 again', async () => {
    await db.execute(sql`UPDATE warehouse_stock SET on_hand = on_hand + 1 WHERE warehouse_id = ${muc} AND sku_id = ${skuId}`);
    const [row] = await rows<{ onHand: number }>(db, sql`SELECT on_hand AS "onHand" FROM warehouse_stock WHERE warehouse_id = ${muc} AND sku_id = ${skuId}`);
    const n = Number(row!.onHand);
    const broken = await opsCommand('stock-check');
    expect(broken.code).toBe(1);
    const lines = broken.out.trim().split('\n');
    // The warehouse's on hand against its ledger, and the SKU's stock against what its warehouses can now sell.
    expect(lines.find((l) => l.includes('on hand differs from its ledger'))).toMatch(new RegExp(`^MUC\\s+${productNo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(SKU ${skuId}\\)\\s+on hand differs from its ledger: ${n}, expected ${n - 1}$`));
    expect(lines.find((l) => l.includes("SKU's stock"))).toContain(`${productNo} (SKU ${skuId})`);
    expect(lines.at(-1)).toBe('stock-check: 2 differences');

    await db.execute(sql`UPDATE warehouse_stock SET on_hand = on_hand - 1 WHERE warehouse_id = ${muc} AND sku_id = ${skuId}`);
    const mended = await opsCommand('stock-check');
    expect(mended.out.trim()).toBe('stock-check: no differences');
    expect(mended.code).toBe(0);
  }, 60_000);

  it('names reserved units nobody’s order holds and a product total out of step', async () => {
    // A unit reserved behind the orders' back (on hand too, so what can be sold is unchanged), and a product's total bumped.
    await db.execute(sql`UPDATE warehouse_stock SET on_hand = on_hand + 1, reserved = reserved + 1 WHERE warehouse_id = ${muc} AND sku_id = ${skuId}`);
    const [p] = await rows<{ id: number; model: string }>(db, sql`SELECT p.id, p.model FROM product p JOIN sku s ON s.product_id = p.id WHERE s.id = ${skuId}`);
    await db.execute(sql`UPDATE product SET total_stock = total_stock + 5 WHERE id = ${p!.id}`);
    const broken = await opsCommand('stock-check');
    expect(broken.code).toBe(1);
    const lines = broken.out.trim().split('\n');
    const [x] = await rows<{ reserved: number }>(db, sql`SELECT reserved FROM warehouse_stock WHERE warehouse_id = ${muc} AND sku_id = ${skuId}`);
    const r = Number(x!.reserved);
    expect(lines.filter((l) => l.startsWith('MUC')).map((l) => l.replace(/^MUC\s+\S+ \(SKU \d+\)\s+/, ''))).toEqual([
      expect.stringMatching(/^on hand differs from its ledger: \d+, expected \d+$/),
      `reserved differs from its ledger: ${r}, expected ${r - 1}`,
      `reserved differs from what open orders hold: ${r}, expected ${r - 1}`,
    ]);
    expect(lines.find((l) => l.includes("product's total"))).toMatch(new RegExp(`^all warehouses\\s+${p!.model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(product ${p!.id}\\)\\s+product's total stock differs from the sum of its SKUs' stock: (\\d+), expected (\\d+)$`));
    expect(lines.at(-1)).toBe('stock-check: 4 differences');

    await db.execute(sql`UPDATE warehouse_stock SET on_hand = on_hand - 1, reserved = reserved - 1 WHERE warehouse_id = ${muc} AND sku_id = ${skuId}`);
    await db.execute(sql`UPDATE product SET total_stock = total_stock - 5 WHERE id = ${p!.id}`);
    expect((await opsCommand('stock-check')).code).toBe(0);
  }, 60_000);

  it('is for administrators: a sales member gets 403, no session 401', async () => {
    const path = '/api/ew/staff/inventory/check';
    expect((await call()('GET', path)).status).toBe(401);
    expect((await call()('GET', path, { headers: await staffOf(ctx, 'sales') })).status).toBe(403);
    const email = `stock-admin-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call()('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Stock Admin', password: 'Staff#2026', roles: ['admin'] } })).status).toBe(200);
    const admin = { authorization: `Bearer ${await staffLogin(call(), email, 'Staff#2026')}` };
    const r = await call()('GET', path, { headers: admin });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.differences).toEqual([]);
  }, 60_000);
});
