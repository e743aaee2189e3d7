import { RECENTLY_VIEWED_MAX } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/accounts.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// A guest's recently viewed products join the account's list at login (issue 16), as the guest
// cart joins the cart: newest first, each product once, at most RECENTLY_VIEWED_MAX.

let ctx: TestContext;
let api: ReturnType<typeof accountClient>;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp({ MAIL_POLL_MS: '50' });
  api = accountClient(ctx);
  products = (await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT ${RECENTLY_VIEWED_MAX + 2}`)).map((p) => Number(p.id));
});
afterAll(async () => ctx?.close());

const view = async (visitorId: string, spuId: number, token?: string) => expect((await api.call('POST', '/catalog/recently-viewed', { visitorId, spuId }, { token })).status).toBe(200);
const list = async (visitorId: string, token?: string) => ((await api.call('GET', `/catalog/recently-viewed?visitorId=${visitorId}`, undefined, { token })).body.data as { spuId: number }[]).map((c) => c.spuId);

describe('merging a guest’s recently viewed products at login', () => {
  it('puts the guest’s visits into the account’s list, newest first, once each, capped', async () => {
    await api.register('carol@example.com');
    const token = await api.login('carol@example.com');
    const phone = '33333333-3333-4333-8333-333333333333';
    const laptop = '44444444-4444-4444-8444-444444444444';
    const [first, ...rest] = products;
    // Earlier, on the phone and logged in: 11 products, first the oldest.
    for (const id of products.slice(0, RECENTLY_VIEWED_MAX - 1)) await view(phone, id, token);
    // Now, as a guest on the laptop: two new products and `first` again.
    const guest = [rest[RECENTLY_VIEWED_MAX - 2], rest[RECENTLY_VIEWED_MAX - 1], first];
    for (const id of guest) await view(laptop, id);
    expect(await list(laptop)).toEqual([...guest].reverse());

    const merged = await api.call('POST', '/catalog/recently-viewed/merge', { visitorId: laptop }, { token });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual({ merged: 3 });
    const expected = [first, ...guest.slice(0, 2).reverse(), ...products.slice(1, RECENTLY_VIEWED_MAX - 1).reverse()].slice(0, RECENTLY_VIEWED_MAX);
    expect(await list(laptop, token)).toEqual(expected);
    expect(await list(phone, token)).toEqual(expected);
    expect(new Set(expected).size).toBe(RECENTLY_VIEWED_MAX);

    // A second login on the same device changes nothing; an older guest visit never moves a newer one back.
    await api.call('POST', '/catalog/recently-viewed/merge', { visitorId: laptop }, { token });
    expect(await list(laptop, token)).toEqual(expected);
  });

  it('needs a session and a visitor id', async () => {
    expect((await api.call('POST', '/catalog/recently-viewed/merge', { visitorId: '55555555-5555-4555-8555-555555555555' })).status).toBe(401);
    await api.register('dave@example.com');
    const token = await api.login('dave@example.com');
    expect((await api.call('POST', '/catalog/recently-viewed/merge', { visitorId: 'x' }, { token })).status).toBe(422);
    expect((await api.call('POST', '/catalog/recently-viewed/merge', { visitorId: '55555555-5555-4555-8555-555555555555' }, { token })).body.data).toEqual({ merged: 0 });
  });
});
