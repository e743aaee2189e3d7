import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { accountClient } from '../account/test-helpers.js';
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => ctx?.close());
it('smoke', async () => {
  const c = accountClient(ctx);
  const token = await c.login('demo@example.com', 'Demo@12345');
  const r = await c.call('POST', '/cart/items?currencyId=5', { skuId: 1, quantity: 3 }, { token, lang: 'en' });
  console.log(JSON.stringify(r.body, null, 1).slice(0, 1500));
  const q = await c.call('POST', '/cart/quote', { items: [{ skuId: 1, quantity: 1 }, { skuId: 999999, quantity: 1 }] }, { lang: '3' });
  console.log(JSON.stringify(q.body).slice(0, 1500));
  expect(r.status).toBe(200);
});
