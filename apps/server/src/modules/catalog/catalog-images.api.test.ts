import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX, type StaffProduct, type StaffProductImagesSaved } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// A product's pictures in the console (issue 27): upload (by structure, metadata left out, 5 MB),
// order and alternative texts per language, removal; each over the product's version and audited.
// Buyers see the first picture at once on the product's page, cards, search and the cart, the
// drawing again when there is none; and hostile files and ids get clear 4xx answers.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
let buyer: Buyer;
/** A published seeded product with a SKU in stock, and another product. */
let product: { id: number; model: string; skuId: number };
let other: { id: number };
const BASE = '/api/ew/staff/catalog/products';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  buyer = await makeBuyer(ctx);
  const sku = await skuInStock(ctx, 20);
  const [p] = await rows<{ model: string }>(ctx.storage.db, sql`SELECT model FROM product WHERE id = ${sku.spuId}`);
  product = { id: sku.spuId, model: p!.model, skuId: sku.skuId };
  const [q] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product WHERE status = 'published' AND id <> ${sku.spuId} ORDER BY id LIMIT 1`);
  other = { id: Number(q!.id) };
});
afterAll(() => ctx?.close());

// ---- real files, built here ----

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
/** A real RGB PNG of one colour, with a text chunk (metadata) before its pixels. */
function png(w: number, h: number, rgb: [number, number, number], text = 'Comment\0shot at 60.1699N 24.9384E by secret-camera') {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: w }, () => Buffer.from(rgb)))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(text, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const seg = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
/** A JPEG's structure: JFIF, EXIF with a position, a comment, a frame of 640×480, a scan, the end, then `after`. */
function jpeg(after = Buffer.alloc(0)) {
  const sof = Buffer.from([8, 0x01, 0xe0, 0x02, 0x80, 1, 1, 0x11, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xe1, Buffer.from('Exif\0\0GPSLatitude 60.1699 secret-camera', 'latin1')),
    seg(0xfe, Buffer.from('secret comment', 'latin1')),
    seg(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    seg(0xc0, sof),
    seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    Buffer.from([0xff, 0xd9]),
    after,
  ]);
}

/** POST a picture as the editor does: the version field first, then the file. */
async function upload(id: number | string, version: number | string | undefined, bytes: Buffer, type = 'image/png', name = 'photo.png') {
  const boundary = `----media${randomUUID()}`;
  const parts: Buffer[] = [];
  if (version !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\n${version}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/${id}/images`, payload: Buffer.concat(parts), headers: { ...sales, 'content-type': `multipart/form-data; boundary=${boundary}`, lang: '5' } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: StaffProductImagesSaved } };
}

const version = async (id: number) => ((await call('GET', `${BASE}/${id}`, { headers: sales })).body.data as StaffProduct).version;
const audit = async (id: number) => (await call('GET', `/api/ew/staff/audit?entityType=product&entityId=${id}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any }[];
const buyerGet = async (url: string, lang = '2') => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang } });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, data: String(res.headers['content-type'] ?? '').includes('json') ? (res.json().data as any) : null };
};
const detail = (id: number, lang = '2') => buyerGet(`/api/ew/buyer/catalog/products/${id}`, lang);
/** Re-reads until `ok` (the database's NOTIFY reaches the public cache), then gives the last answer either way. */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}
const alts = (over: Partial<Record<'zh-CN' | 'en' | 'es' | 'fi' | 'fr' | 'ja', string>> = {}) => ({ 'zh-CN': '', en: '', es: '', fi: '', fr: '', ja: '', ...over });

describe('product pictures in the console', () => {
  it('is for catalog.edit only: an agent gets 403, nobody signed in 401', async () => {
    const agent = await staffOf(ctx, 'agent');
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/${product.id}/images`],
      ['PUT', `${BASE}/${product.id}/images`, { version: 1, images: [] }],
      ['DELETE', `${BASE}/${product.id}/images/1?version=1`],
      ['POST', `${BASE}/${product.id}/images`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method as 'GET', url, { headers: agent, body })).status, `${method} ${url}`).toBe(403);
      expect((await call(method as 'GET', url, { body })).status, `${method} ${url}`).toBe(401);
    }
  });

  it('adds a picture without its metadata, bumps the version, audits it, and buyers see it at once everywhere', async () => {
    const before = await detail(product.id);
    expect(before.data.images[0]).toMatch(/\/media\/products\/.+\/1\.svg$/);
    const v = await version(product.id);
    const file = png(32, 24, [10, 91, 211]);
    const r = await upload(product.id, v, file);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('Image ajoutée');
    expect(r.body.data).toMatchObject({ id: product.id, version: v + 1, status: 'published' });
    const [img] = r.body.data.images;
    expect(img).toMatchObject({ mime: 'image/png', width: 32, height: 24, alt: alts() });
    expect(img!.url).toMatch(/^\/media\/product-images\/[a-z0-9-]+\/\d+-[0-9a-f]{16}\.png$/);
    expect(await version(product.id)).toBe(v + 1);

    // Served as it was sent but for the text chunk: cached for ever under its hash, never sniffed.
    const pic = await buyerGet(img!.url);
    expect(pic.status).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.headers['x-content-type-options']).toBe('nosniff');
    expect(pic.headers['cache-control']).toContain('immutable');
    expect(pic.raw.includes(Buffer.from('secret-camera'))).toBe(false);
    expect(pic.raw.length).toBe(file.length - (12 + 'Comment\0shot at 60.1699N 24.9384E by secret-camera'.length));
    // A name that is not a picture of the shop sends to the product's drawing; a malformed one is not found.
    const unknown = await buyerGet(img!.url.replace(/\d+-[0-9a-f]{16}/, '1-0000000000000000'));
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toMatch(/^\/media\/products\/[a-z0-9-]+\/1\.svg$/);
    expect((await buyerGet(img!.url.replace(/\.png$/, '.svg'))).status).toBe(404);
    expect((await buyerGet(img!.url.replace(/product-images\/[a-z0-9-]+\//, 'product-images/..%2F/'))).status).toBe(404);

    const page = await eventually(() => detail(product.id), (d) => d.data.images[0] === img!.url);
    expect(page.data.images).toEqual([img!.url]);
    // No text in the buyer's language: the product's name.
    expect(page.data.imageAlts).toEqual([page.data.name]);
    const listing = await buyerGet(`/api/ew/buyer/catalog/products?pageSize=100`);
    const card = (listing.data.items as { spuId: number; image: string }[]).find((c) => c.spuId === product.id);
    if (card) expect(card.image).toBe(img!.url);
    const found = await eventually(
      () => buyerGet(`/api/ew/buyer/search?q=${encodeURIComponent(product.model)}&pageSize=10`),
      (s) => (s.data.products as { spuId: number; image: string }[]).some((c) => c.spuId === product.id && c.image === img!.url),
    );
    expect((found.data.products as { spuId: number; image: string }[]).find((c) => c.spuId === product.id)?.image).toBe(img!.url);
    expect((await call('POST', '/cart/items', { token: buyer.token, body: { skuId: product.skuId, quantity: 1 } })).status).toBe(200);
    const cart = await call('GET', '/cart', { token: buyer.token });
    expect(cart.body.data.lines.find((l: { skuId: number }) => l.skuId === product.skuId).image).toBe(img!.url);

    const [entry] = await audit(product.id);
    expect(entry).toMatchObject({ action: 'product.image_add', after: { image: img!.id, mime: 'image/png', width: 32, height: 24 } });
  });

  it('keeps a JPEG without its EXIF position, comment and whatever followed its end', async () => {
    const r = await upload(product.id, await version(product.id), jpeg(Buffer.from('trailing camera data')), 'image/jpeg', 'IMG_0001.JPG');
    expect(r.status, r.body.msg).toBe(200);
    const img = r.body.data.images.at(-1)!;
    expect(img).toMatchObject({ mime: 'image/jpeg', width: 640, height: 480 });
    const pic = await buyerGet(img.url);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    for (const gone of ['Exif', 'secret-camera', 'secret comment', 'trailing camera data']) expect(pic.raw.includes(Buffer.from(gone)), gone).toBe(false);
    expect(pic.raw.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(pic.raw.includes(Buffer.from('JFIF'))).toBe(true);
  });

  it('orders the pictures and saves their texts per language: the first is the main picture, buyers read their language', async () => {
    const list = (await call('GET', `${BASE}/${product.id}/images`, { headers: sales })).body.data as { version: number; images: { id: number; url: string }[] };
    expect(list.images).toHaveLength(2);
    const [a, b] = list.images;
    const body = { version: list.version, images: [{ id: b!.id, alt: alts({ fr: 'Vue de face du module', 'zh-CN': '模块正面', ja: '  ' }) }, { id: a!.id, alt: alts({ fr: 'Vue arrière' }) }] };
    const r = await call('PUT', `${BASE}/${product.id}/images`, { headers: sales, body, lang: '2' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.version).toBe(list.version + 1);
    expect((r.body.data.images as { id: number }[]).map((i) => i.id)).toEqual([b!.id, a!.id]);
    expect(r.body.data.images[0].alt).toEqual(alts({ fr: 'Vue de face du module', 'zh-CN': '模块正面' }));

    const fr = await eventually(() => detail(product.id, '5'), (d) => d.data.images[0] === b!.url);
    expect(fr.data.images).toEqual([b!.url, a!.url]);
    expect(fr.data.imageAlts).toEqual(['Vue de face du module', 'Vue arrière']);
    const zh = await detail(product.id, '1');
    expect(zh.data.imageAlts).toEqual(['模块正面', zh.data.name]);
    const cart = await call('GET', '/cart', { token: buyer.token });
    expect(cart.body.data.lines.find((l: { skuId: number }) => l.skuId === product.skuId).image).toBe(b!.url);

    const [entry] = await audit(product.id);
    expect(entry!.action).toBe('product.images_save');
    expect(entry!.before.order).toEqual([a!.id, b!.id]);
    expect(entry!.after).toMatchObject({ order: [b!.id, a!.id], alt: { [`${b!.id}.fr`]: 'Vue de face du module' } });

    // The same list again changes nothing but is still a save: version bumped, order kept.
    const again = await call('PUT', `${BASE}/${product.id}/images`, { headers: sales, body: { ...body, version: r.body.data.version } });
    expect(again.status).toBe(200);
  });

  it('copies the pictures and their texts with a duplicated product', async () => {
    const source = (await call('GET', `${BASE}/${product.id}/images`, { headers: sales })).body.data as { images: { id: number; url: string; alt: Record<string, string> }[] };
    const dup = await call('POST', `${BASE}/${product.id}/duplicate`, { headers: sales });
    expect(dup.status, dup.body.msg).toBe(200);
    const copy = (await call('GET', `${BASE}/${dup.body.data.id}/images`, { headers: sales })).body.data as { images: { id: number; url: string; alt: Record<string, string> }[] };
    expect(copy.images.map((i) => i.alt)).toEqual(source.images.map((i) => i.alt));
    expect(copy.images.map((i) => i.id).some((id) => source.images.some((s) => s.id === id))).toBe(false);
    const pic = await buyerGet(copy.images[0]!.url);
    expect(pic.status).toBe(200);
    expect(pic.raw.equals((await buyerGet(source.images[0]!.url)).raw)).toBe(true);
  });

  it('refuses what is not a whole picture: SVG, HTML, a PNG header before HTML, markup after the end, another type, too large', async () => {
    const v = await version(product.id);
    const good = png(4, 4, [1, 2, 3]);
    const cases: [string, Buffer, string][] = [
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
      ['html', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
      ['png header then html', Buffer.concat([good.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png'],
      ['png then html after IEND', Buffer.concat([good, Buffer.from('<html><script>alert(1)</script>')]), 'image/png'],
      ['png with a broken checksum', Buffer.concat([good.subarray(0, 29), Buffer.from([0, 0, 0, 0]), good.subarray(33)]), 'image/png'],
      ['markup inside a well-formed png', Buffer.concat([good.subarray(0, 33), chunk('IDAT', Buffer.from('<script>alert(1)</script>')), good.subarray(-12)]), 'image/png'],
      ['jpeg then html', jpeg(Buffer.from('<html><body><script>alert(1)</script>')), 'image/jpeg'],
      ['gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]), 'image/gif'],
      ['a picture too large to decode', png(20_000, 1, [0, 0, 0]), 'image/png'],
      ['empty', Buffer.alloc(0), 'image/png'],
    ];
    for (const [what, bytes, type] of cases) {
      const r = await upload(product.id, v, bytes, type);
      expect(r.status, what).toBe(415);
      expect(r.body.msg, what).toMatch(/^Ce type de fichier n.est pas pris en charge$/);
    }
    const big = await upload(product.id, v, Buffer.concat([good, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]));
    expect(big.status).toBe(413);
    // Not multipart at all: JSON, or a page.
    expect((await call('POST', `${BASE}/${product.id}/images`, { headers: sales, body: { version: v } })).status).toBe(400);
    const html = await ctx.app.inject({ method: 'POST', url: `${BASE}/${product.id}/images`, payload: '<html></html>', headers: { ...sales, 'content-type': 'text/html' } });
    expect(html.statusCode).toBe(400);
    // Nothing was written and the version did not move.
    expect(await version(product.id)).toBe(v);
  });

  it('answers 4xx for bad versions and ids: missing, stale, past 2^31, another product’s picture, a list that is not the product’s', async () => {
    const list = (await call('GET', `${BASE}/${product.id}/images`, { headers: sales })).body.data as { version: number; images: { id: number }[] };
    const [a, b] = list.images.map((i) => i.id) as [number, number];
    const v = list.version;
    expect((await upload(product.id, undefined, png(2, 2, [5, 5, 5]))).status).toBe(422);
    expect((await upload(product.id, 'x', png(2, 2, [5, 5, 5]))).status).toBe(422);
    expect((await upload(product.id, 2 ** 31, png(2, 2, [5, 5, 5]))).status).toBe(422);
    const stale = await upload(product.id, v - 1, png(2, 2, [5, 5, 5]));
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain(String(v));
    expect((await upload('99999999999', v, png(2, 2, [5, 5, 5]))).status).toBe(404);
    expect((await upload(2_000_000_000, v, png(2, 2, [5, 5, 5]))).status).toBe(404);

    const put = (body: unknown, id: number | string = product.id) => call('PUT', `${BASE}/${id}/images`, { headers: sales, body, lang: '2' });
    expect((await put({ version: v, images: [{ id: b, alt: alts() }] })).status).toBe(422); // one missing
    expect((await put({ version: v, images: [{ id: a, alt: alts() }, { id: a, alt: alts() }] })).status).toBe(422); // repeated
    expect((await put({ version: v, images: [{ id: a, alt: alts() }, { id: b, alt: alts() }, { id: 2 ** 31, alt: alts() }] })).status).toBe(422);
    expect((await put({ version: v, images: [{ id: a, alt: alts() }, { id: -1, alt: alts() }] })).status).toBe(422);
    expect((await put({ version: v, images: [{ id: a, alt: alts({ fr: 'x'.repeat(201) }) }, { id: b, alt: alts() }] })).status).toBe(422);
    const nul = await put({ version: v, images: [{ id: a, alt: alts({ fr: 'a\u0000b' }) }, { id: b, alt: alts() }] });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect((await put({ version: 2 ** 31, images: [] })).status).toBe(422);
    expect((await put({ version: v, images: [] }, '99999999999')).status).toBe(404);

    // Another product's picture: not in this product's list, not removable through it.
    const theirs = await upload(other.id, await version(other.id), png(3, 3, [9, 9, 9]));
    expect(theirs.status).toBe(200);
    const foreign = theirs.body.data.images[0]!.id;
    const mixed = await put({ version: v, images: [{ id: a, alt: alts() }, { id: foreign, alt: alts() }] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.msg).toBe('The list of pictures has changed: reload, then save again');
    expect((await call('DELETE', `${BASE}/${product.id}/images/${foreign}?version=${v}`, { headers: sales })).status).toBe(404);
    expect((await call('DELETE', `${BASE}/${product.id}/images/99999999999?version=${v}`, { headers: sales })).status).toBe(404);
    expect((await call('DELETE', `${BASE}/${product.id}/images/${a}?version=abc`, { headers: sales })).status).toBe(422);
    expect((await call('DELETE', `${BASE}/${product.id}/images/${a}`, { headers: sales })).status).toBe(422);
    expect((await call('GET', `${BASE}/${other.id}/images`, { headers: sales })).body.data.images).toHaveLength(1);
    expect(await version(product.id)).toBe(v);
  });

  it('lets one of two changes over the same version through; the other gets 409', async () => {
    const list = (await call('GET', `${BASE}/${product.id}/images`, { headers: sales })).body.data as { version: number; images: { id: number; alt: Record<string, string> }[] };
    const body = (fr: string) => ({ version: list.version, images: list.images.map((i) => ({ id: i.id, alt: { ...i.alt, fr } })) });
    const results = await Promise.all([
      call('PUT', `${BASE}/${product.id}/images`, { headers: sales, body: body('Un') }),
      call('PUT', `${BASE}/${product.id}/images`, { headers: sales, body: body('Deux') }),
      upload(product.id, list.version, png(5, 5, [7, 7, 7])),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await version(product.id)).toBe(list.version + 1);
  });

  it('removes pictures (audited); without any, buyers see the drawings again', async () => {
    let list = (await call('GET', `${BASE}/${product.id}/images`, { headers: sales })).body.data as { version: number; images: { id: number; url: string }[] };
    const first = list.images[0]!;
    const r = await call('DELETE', `${BASE}/${product.id}/images/${first.id}?version=${list.version}`, { headers: sales, lang: '2' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('Picture removed');
    expect(r.body.data.version).toBe(list.version + 1);
    // An order's line keeps the address it had: it now sends to the product's drawing.
    const old = await buyerGet(first.url);
    expect(old.status).toBe(302);
    expect(old.headers.location).toMatch(/\/1\.svg$/);
    const [entry] = await audit(product.id);
    expect(entry).toMatchObject({ action: 'product.image_remove', before: { image: first.id } });
    // Removed already: a replay is a 404 (at the new version) or a 409 (at the old one), never a 500.
    expect((await call('DELETE', `${BASE}/${product.id}/images/${first.id}?version=${r.body.data.version}`, { headers: sales })).status).toBe(404);
    expect((await call('DELETE', `${BASE}/${product.id}/images/${first.id}?version=${list.version}`, { headers: sales })).status).toBe(409);

    list = (await call('GET', `${BASE}/${product.id}/images`, { headers: sales })).body.data;
    let v = list.version;
    for (const img of list.images) {
      const gone = await call('DELETE', `${BASE}/${product.id}/images/${img.id}?version=${v}`, { headers: sales });
      expect(gone.status).toBe(200);
      v = gone.body.data.version;
    }
    const page = await eventually(() => detail(product.id), (d) => /\.svg$/.test(d.data.images[0]));
    expect(page.data.images).toHaveLength(3);
    expect(page.data.images[0]).toMatch(/\/media\/products\/.+\/1\.svg$/);
    const cart = await call('GET', '/cart', { token: buyer.token });
    expect(cart.body.data.lines.find((l: { skuId: number }) => l.skuId === product.skuId).image).toMatch(/\.svg$/);
  });

  it(`takes at most ${PRODUCT_IMAGES_MAX} pictures per product`, async () => {
    let v = await version(other.id);
    const have = ((await call('GET', `${BASE}/${other.id}/images`, { headers: sales })).body.data.images as unknown[]).length;
    for (let i = have; i < PRODUCT_IMAGES_MAX; i++) {
      const r = await upload(other.id, v, png(2, 2, [i, 100, 200]));
      expect(r.status, r.body.msg).toBe(200);
      v = r.body.data.version;
    }
    const over = await upload(other.id, v, png(2, 2, [255, 0, 0]));
    expect(over.status).toBe(422);
    expect(over.body.msg).toContain(String(PRODUCT_IMAGES_MAX));
  });

});
