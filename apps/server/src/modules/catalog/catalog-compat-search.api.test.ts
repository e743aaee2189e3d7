import type { StaffCatalogData } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/buyers.js';
import { staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// Buyers search by a compatible module's OEM part numbers (issue 27): the compatibility list
// staff save in the console is indexed with the product, found at once, gone at once when
// removed, never above a product whose own model that number is, and not indexed while the
// product is unpublished. A product's documents follow its publishing and unpublishing.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
/** The seeded product whose own model is SFP-10G-LR, and a published switch (no SFP words of its own) given compat names. */
let lr: number;
let sw: number;
const BASE = '/api/ew/staff/catalog/products';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  lr = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product WHERE model = 'SFP-10G-LR' AND status = 'published'`))[0]!.id);
  const switches = await rows<{ id: number }>(
    ctx.storage.db,
    sql`SELECT p.id FROM product p JOIN category c ON c.id = p.category_id LEFT JOIN category parent ON parent.id = c.parent_id
         WHERE p.status = 'published' AND coalesce(parent.key, c.key) = 'switches' AND (SELECT count(*) FROM document d WHERE d.product_id = p.id) >= 1
         ORDER BY p.id LIMIT 1`,
  );
  sw = Number(switches[0]!.id);
});
afterAll(() => ctx?.close());

const data = async (id: number) => (await call('GET', `${BASE}/${id}/data`, { headers: sales })).body.data as StaffCatalogData & { version: number };
async function saveCompat(id: number, names: string[]) {
  const r = await call('PUT', `${BASE}/${id}/compat`, { headers: sales, body: { version: (await data(id)).version, names } });
  expect(r.status, r.body.msg).toBe(200);
}
const version = async (id: number) => ((await call('GET', `${BASE}/${id}`, { headers: sales })).body.data as { version: number }).version;
async function setStatus(id: number, to: 'publish' | 'unpublish') {
  const r = await call('POST', `${BASE}/${id}/${to}`, { headers: sales, body: { version: await version(id), ...(to === 'publish' ? { overrideReason: 'Compatibility search test' } : {}) } });
  expect(r.status, r.body.msg).toBe(200);
}
const search = async (q: string, tab: 'products' | 'resources' = 'products', lang = '2') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/search?q=${encodeURIComponent(q)}&tab=${tab}&pageSize=50`, headers: { lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { products: { spuId: number; model: string }[]; resources: { kind: string; id: number }[]; counts: { products: number } };
};
const productIds = async (q: string, lang = '2') => (await search(q, 'products', lang)).products.map((p) => p.spuId);
const documentIds = async (q: string) => (await search(q, 'resources')).resources.filter((r) => r.kind === 'document').map((r) => r.id);
/** Buyers' answers change when the database's NOTIFY reaches the process, a moment after the commit on PostgreSQL: re-reads until `ok`, gives the last answer either way. */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}

describe('search by a compatibility name', () => {
  it('finds the product by a name added in the console at once, in any language and spelling, and no longer once it is removed', async () => {
    const { compat: before } = await data(sw);
    for (const q of ['ZX-QQ-9910', 'Acme ZX-QQ-9910', 'zxqq9910']) expect(await productIds(q), q).not.toContain(sw);
    await saveCompat(sw, [...before, 'Acme ZX-QQ-9910']);
    for (const [q, lang] of [['ZX-QQ-9910', '2'], ['Acme ZX-QQ-9910', '1'], ['zxqq9910', '6'], ['zx-qq', '5']]) {
      expect(await eventually(() => productIds(q, lang), (ids) => ids.includes(sw)), `${q} (${lang})`).toEqual([sw]);
    }
    await saveCompat(sw, before);
    for (const q of ['ZX-QQ-9910', 'Acme ZX-QQ-9910', 'zxqq9910']) expect(await eventually(() => productIds(q), (ids) => !ids.includes(sw)), q).not.toContain(sw);
  });

  it('ranks a product whose own model the number is above one that lists it as compatible, even a more popular one', async () => {
    const { compat: before } = await data(sw);
    await ctx.storage.db.execute(sql`UPDATE product SET popularity = 2000000000 WHERE id = ${sw}`);
    expect(await productIds('SFP-10G-LR')).not.toContain(sw);
    await saveCompat(sw, [...before, 'Cisco SFP-10G-LR']);
    for (const q of ['SFP-10G-LR', 'sfp10glr', 'Cisco SFP-10G-LR']) {
      const ids = await eventually(() => productIds(q), (x) => x.includes(sw));
      expect(ids, q).toContain(sw);
      if (q !== 'Cisco SFP-10G-LR') expect(ids.indexOf(lr), q).toBeLessThan(ids.indexOf(sw));
      if (q !== 'Cisco SFP-10G-LR') expect(ids[0], q).toBe(lr);
    }
    // An ordinary query keeps its answer: the switch is not a transceiver because it lists one.
    expect((await search('光模块', 'products', '1')).products.map((p) => p.spuId)).not.toContain(sw);
    await saveCompat(sw, before);
    expect(await eventually(() => productIds('SFP-10G-LR'), (ids) => !ids.includes(sw))).not.toContain(sw);
  });

  it('does not index the compatibility list of a product that is not published, and indexes it when it is published', async () => {
    const { compat: before } = await data(sw);
    await setStatus(sw, 'unpublish');
    await saveCompat(sw, [...before, 'Acme UNPUB-7731']);
    expect(await productIds('UNPUB-7731')).toEqual([]);
    await setStatus(sw, 'publish');
    expect(await eventually(() => productIds('UNPUB-7731'), (ids) => ids.length > 0)).toEqual([sw]);
    await saveCompat(sw, before);
    expect(await eventually(() => productIds('UNPUB-7731'), (ids) => !ids.length)).toEqual([]);
  });
});

describe("a product's documents in search", () => {
  it('leave search when the product is unpublished and come back when it is published again', async () => {
    const docs = (await data(sw)).documents.map((d) => d.id);
    const model = (await rows<{ model: string }>(ctx.storage.db, sql`SELECT model FROM product WHERE id = ${sw}`))[0]!.model;
    const found = async () => (await documentIds(model)).filter((id) => docs.includes(id));
    expect((await found()).sort()).toEqual([...docs].sort());
    await setStatus(sw, 'unpublish');
    expect(await eventually(found, (ids) => !ids.length)).toEqual([]);
    await setStatus(sw, 'publish');
    expect((await eventually(found, (ids) => ids.length === docs.length)).sort()).toEqual([...docs].sort());
  });
});
