import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX, LANG_CODES, type StaffCatalogData } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { waitUntil } from '../../../test/wait.js';
import { staffLogin } from '../../../test/staff.js';
import { randomUUID } from 'node:crypto';

// A product's documents and compatibility list in the console (issue 27): who may change them,
// uploaded PDFs checked by content and served to buyers as uploaded (seeded documents stay
// generated), six titles, removal, the compatibility list's rules, the product's version and its
// 409s, audit entries, and buyers' answers (detail, document list, download, search) at once.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
let pid: number;
let other: number;
let pdf: Buffer;
const BASE = '/api/ew/staff/catalog/products';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  const ps = await rows<{ id: number }>(
    ctx.storage.db,
    sql`SELECT p.id FROM product p WHERE p.status = 'published' AND (SELECT count(*) FROM document d WHERE d.product_id = p.id) >= 2 ORDER BY p.id LIMIT 2`,
  );
  pid = Number(ps[0]!.id);
  other = Number(ps[1]!.id);
  // A real PDF: the shop's own spec sheet of another product.
  const sheet = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/catalog/products/${other}/spec-sheet.pdf` });
  pdf = sheet.rawPayload;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
afterAll(() => ctx?.close());

const data = async (id = pid) => (await call('GET', `${BASE}/${id}/data`, { headers: sales })).body.data as StaffCatalogData;
const titles = (t: string) => Object.fromEntries(LANG_CODES.map((l) => [l, `${t} (${l})`]));
const audit = async (id: number) => (await call('GET', `/api/ew/staff/audit?entityType=product&entityId=${id}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any }[];

/** A multipart upload: the meta field (JSON) and the file, as the editor sends them. */
async function upload(meta: unknown, bytes: Buffer | null, opts: { name?: string; headers?: Record<string, string>; id?: number | string; rawMeta?: string } = {}) {
  const boundary = 'doc-boundary';
  const parts: Buffer[] = [];
  if (meta !== undefined || opts.rawMeta !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${opts.rawMeta ?? JSON.stringify(meta)}\r\n`));
  if (bytes) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.name ?? 'release-notes.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n`), bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${BASE}/${opts.id ?? pid}/documents`,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: '5', ...(opts.headers ?? sales) },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}
const buyerGet = async (url: string, lang = '5') => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang } });
  return res;
};
const detail = async (lang = '5') => (await buyerGet(`/api/ew/buyer/catalog/products/${pid}`, lang)).json().data as { compat: string[]; docs: { id: number; type: string; title: string; url: string }[] };
/**
 * Buyers' answers change when the database's NOTIFY reaches the process, a moment after the commit
 * on PostgreSQL: re-reads until `ok`, and gives the last answer either way (the expectation says what was wrong).
 */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}
const resources = async (q: string) =>
  ((await buyerGet(`/api/ew/buyer/search?q=${encodeURIComponent(q)}&tab=resources&pageSize=20`, '2')).json().data.resources as { kind: string; id: number; url: string }[]).filter((r) => r.kind === 'document');

describe("a product's documents in the console", () => {
  it('is for catalog.edit only: an agent gets 403, nobody signed in 401', async () => {
    const agent = await staffOf(ctx, 'agent');
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/${pid}/data`],
      ['PUT', `${BASE}/${pid}/compat`, { version: 1, names: [] }],
      ['DELETE', `${BASE}/${pid}/documents/1?version=1`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method as 'GET', url, { headers: agent, body })).status, `${method} ${url}`).toBe(403);
      expect((await call(method as 'GET', url, { body })).status).toBe(401);
    }
    expect((await upload({ version: 1, type: 'manual', titles: titles('x') }, pdf, { headers: agent })).status).toBe(403);
    expect((await upload({ version: 1, type: 'manual', titles: titles('x') }, pdf, { headers: {} })).status).toBe(401);
  });

  it('lists the seeded documents as generated (no file) with their titles, and the compatibility list', async () => {
    const d = await data();
    expect(d.version).toBeGreaterThan(0);
    expect(d.documents.length).toBeGreaterThan(0);
    for (const doc of d.documents) {
      expect(doc.file).toBeNull();
      expect(doc.titles.en).not.toBe('');
    }
    expect(Array.isArray(d.compat)).toBe(true);
  });

  it('uploads a firmware release note: buyers list, download (the file as uploaded) and find it at once; audited; version bumped', async () => {
    const before = await data();
    const t = { ...titles('Firmware 4.2 Zephyrnotes'), fr: 'Notes de version du micrologiciel 4.2 Zephyrnotes', 'zh-CN': '固件 4.2 发行说明 Zephyrnotes' };
    const seededDownload = await buyerGet(`/api/ew/buyer/catalog/documents/${before.documents[0]!.id}/download`);
    expect(await resources('Zephyrnotes')).toEqual([]);

    const r = await upload({ version: before.version, type: 'firmware', titles: t }, pdf, { name: 'FW 4.2 notes\u202E.pdf' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('Document ajouté');
    expect(r.body.data).toEqual({ id: pid, version: before.version + 1, status: 'published' });

    const after = await data();
    const added = after.documents.find((d) => !before.documents.some((b) => b.id === d.id))!;
    expect(added).toMatchObject({ type: 'firmware', titles: t, file: { name: 'FW 4.2 notes.pdf', size: pdf.length } });

    // The product page in French lists it under its French title, and the document list of the product too.
    const docs = (await eventually(() => detail('5'), (d) => d.docs.some((x) => x.id === added.id))).docs;
    expect(docs.find((d) => d.id === added.id)).toMatchObject({ type: 'firmware', title: t.fr });
    const list = await eventually(async () => (await buyerGet(`/api/ew/buyer/catalog/documents?spuId=${pid}&type=firmware`)).json().data, (l) => l.items.length > 0);
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([added.id]);
    expect(list.items[0].title).toBe(t.fr);

    // The download is the uploaded file, byte for byte, named as uploaded, never sniffed.
    const dl = await buyerGet(list.items[0].url);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="FW 4.2 notes.pdf"; filename*=UTF-8''FW%204.2%20notes.pdf`);
    expect(Buffer.compare(dl.rawPayload, pdf)).toBe(0);
    // A seeded document keeps its generated PDF.
    expect(seededDownload.statusCode).toBe(200);
    expect(seededDownload.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(seededDownload.rawPayload, pdf)).not.toBe(0);

    // Search finds it by its title at once.
    expect((await eventually(() => resources('Zephyrnotes'), (r) => r.length > 0)).map((h) => h.id)).toEqual([added.id]);

    const entry = (await audit(pid)).find((e) => e.action === 'product.document_add')!;
    expect(entry.after).toMatchObject({ documentId: added.id, type: 'firmware', file: 'FW 4.2 notes.pdf', 'titles.fr': t.fr });
  });

  it('removes a document: gone from the product page, the list, the download and search at once; audited', async () => {
    const before = await data();
    const doc = before.documents.find((d) => d.type === 'firmware')!;
    const r = await call('DELETE', `${BASE}/${pid}/documents/${doc.id}?version=${before.version}`, { headers: sales, lang: '6' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('資料を削除しました');
    expect(r.body.data.version).toBe(before.version + 1);
    expect((await data()).documents.some((d) => d.id === doc.id)).toBe(false);
    expect((await eventually(detail, (d) => !d.docs.some((x) => x.id === doc.id))).docs.some((d) => d.id === doc.id)).toBe(false);
    expect((await buyerGet(`/api/ew/buyer/catalog/documents/${doc.id}/download`)).statusCode).toBe(404);
    expect(await eventually(() => resources('Zephyrnotes'), (r) => r.length === 0)).toEqual([]);
    const entry = (await audit(pid)).find((e) => e.action === 'product.document_remove')!;
    expect(entry.before).toMatchObject({ documentId: doc.id, type: 'firmware', file: 'FW 4.2 notes.pdf' });
  });

  it('removes a seeded (generated) document too', async () => {
    const before = await data();
    const doc = before.documents.at(-1)!;
    const r = await call('DELETE', `${BASE}/${pid}/documents/${doc.id}?version=${before.version}`, { headers: sales });
    expect(r.status, r.body.msg).toBe(200);
    expect((await buyerGet(`/api/ew/buyer/catalog/documents/${doc.id}/download`)).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF by its content, whatever its name, and one past the size limit', async () => {
    const { version } = await data();
    const meta = { version, type: 'manual', titles: titles('Not a PDF') };
    const fakes: [string, Buffer][] = [
      ['text named .pdf', Buffer.from('hello, this is plain text')],
      ['HTML named .pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')],
      ['a zip named .pdf', Buffer.from('504b0304140000000800', 'hex')],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [what, bytes] of fakes) {
      const r = await upload(meta, bytes, { name: 'datasheet.pdf' });
      expect(r.status, what).toBe(422);
      expect(r.body.msg, what).toBe('Ce fichier n’est pas un PDF (son contenu a été vérifié, pas son nom)');
    }
    const big = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const r = await upload(meta, big);
    expect(r.status).toBe(413);
    expect(r.body.msg).toBe('Le PDF d’un document ne peut pas dépasser 10 Mo');
    expect((await data()).version).toBe(version);
  });

  it('refuses empty, too long, NUL and duplicate titles, an unknown type, and a missing file or meta, clearly', async () => {
    const { version } = await data();
    const bad = async (meta: unknown, field: string, status = 422) => {
      const r = await upload(meta, pdf);
      expect(r.status, JSON.stringify(meta).slice(0, 120)).toBe(status);
      expect(Object.keys(r.body.data?.fields ?? {}), r.body.msg).toContain(field);
      return r;
    };
    await bad({ version, type: 'manual', titles: { ...titles('Ok'), ja: '   ' } }, 'titles.ja');
    await bad({ version, type: 'manual', titles: { ...titles('Ok'), fr: 'a\u0000b' } }, 'titles.fr');
    await bad({ version, type: 'manual', titles: { ...titles('Ok'), es: 'x'.repeat(201) } }, 'titles.es');
    const { ja: _ja, ...five } = titles('Ok');
    await bad({ version, type: 'manual', titles: five }, 'titles.ja');
    await bad({ version, type: 'brochure', titles: titles('Ok') }, 'type');
    await bad({ version: 2 ** 31, type: 'manual', titles: titles('Ok') }, 'version');
    // The same title as another of the product's documents in that language, in another case.
    const seededTitle = (await data()).documents[0]!.titles.en;
    const dup = await bad({ version, type: 'manual', titles: { ...titles('Fresh'), en: seededTitle.toUpperCase() } }, 'titles.en', 409);
    expect(dup.body.msg).toContain(seededTitle);
    // No file, no meta, a meta that is not JSON.
    const noFile = await upload({ version, type: 'manual', titles: titles('Ok') }, null);
    expect(noFile.status).toBe(422);
    expect(noFile.body.data.fields.file).toBeTruthy();
    expect((await upload(undefined, pdf)).status).toBe(400);
    expect((await upload(undefined, pdf, { rawMeta: '{"version":' })).status).toBe(400);
    expect((await data()).version).toBe(version);
  });

  it('answers 404 for ids past 2^31, unknown products and another product’s document (which stays)', async () => {
    const { version } = await data();
    const otherDoc = (await data(other)).documents[0]!;
    for (const url of [
      `${BASE}/${pid}/documents/${otherDoc.id}?version=${version}`,
      `${BASE}/${pid}/documents/2147483648?version=${version}`,
      `${BASE}/${pid}/documents/999999999?version=${version}`,
      `${BASE}/99999999999/documents/${otherDoc.id}?version=${version}`,
      `${BASE}/999999999/documents/${otherDoc.id}?version=1`,
    ]) {
      const r = await call('DELETE', url, { headers: sales });
      expect(r.status, url).toBe(404);
    }
    expect((await data(other)).documents.some((d) => d.id === otherDoc.id)).toBe(true);
    expect((await data()).version).toBe(version);
    expect((await call('DELETE', `${BASE}/${pid}/documents/${otherDoc.id}?version=99999999999`, { headers: sales })).status).toBe(422);
    expect((await call('GET', `${BASE}/2147483648/data`, { headers: sales })).status).toBe(404);
    expect((await call('GET', `${BASE}/999999999/data`, { headers: sales })).status).toBe(404);
    expect((await upload({ version: 1, type: 'manual', titles: titles('Nobody') }, pdf, { id: 999999999 })).status).toBe(404);
    expect((await upload({ version: 1, type: 'manual', titles: titles('Nobody') }, pdf, { id: '21474836480' })).status).toBe(404);
  });

  it('refuses a stale version with 409 naming the current one; of two uploads at once one is refused', async () => {
    const { version } = await data();
    const stale = await upload({ version: version - 1, type: 'guide', titles: titles('Stale guide') }, pdf);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain(`version ${version}`);
    const [a, b] = await Promise.all([upload({ version, type: 'guide', titles: titles('Race A') }, pdf), upload({ version, type: 'guide', titles: titles('Race B') }, pdf)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await data();
    expect(after.version).toBe(version + 1);
    expect(after.documents.filter((d) => d.titles.en.startsWith('Race')).length).toBe(1);
  });
  it(`holds at most ${DOCUMENTS_MAX} documents a product`, async () => {
    let { version, documents } = await data(other);
    for (let n = documents.length; n < DOCUMENTS_MAX; n++) {
      const r = await upload({ version, type: 'certificate', titles: titles(`Certificate ${n}`) }, pdf, { id: other });
      expect(r.status, r.body.msg).toBe(200);
      version = r.body.data.version;
    }
    const full = await upload({ version, type: 'certificate', titles: titles('One too many') }, pdf, { id: other });
    expect(full.status).toBe(422);
    expect(full.body.msg).toBe(`Un produit peut avoir au plus ${DOCUMENTS_MAX} documents`);
    ({ documents } = await data(other));
    expect(documents.length).toBe(DOCUMENTS_MAX);
  });
});

describe("a product's compatibility list in the console", () => {
  it('saves names trimmed in order: the product page shows them at once; audited before and after', async () => {
    const { version, compat: before } = await data();
    const names = ['  Juniper EX-SFP-10GE-SR ', 'Cisco SFP-10G-SR', 'Arista SFP-10G-SR'];
    const r = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version, names }, lang: '1' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('兼容型号列表已保存');
    expect(r.body.data).toEqual({ id: pid, version: version + 1, status: 'published' });
    const saved = names.map((n) => n.trim());
    expect((await data()).compat).toEqual(saved);
    expect((await eventually(detail, (d) => d.compat.join() === saved.join())).compat).toEqual(saved);
    const entry = (await audit(pid)).find((e) => e.action === 'product.compat')!;
    expect(entry).toMatchObject({ before: { compat: before }, after: { compat: saved } });

    // Reordered and one removed.
    const again = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version: version + 1, names: ['Arista SFP-10G-SR', 'Juniper EX-SFP-10GE-SR'] } });
    expect(again.status).toBe(200);
    expect((await eventually(detail, (d) => d.compat.length === 2)).compat).toEqual(['Arista SFP-10G-SR', 'Juniper EX-SFP-10GE-SR']);
  });

  it('refuses duplicates in any case, empty, too long and NUL names, and more than 100, naming the entry', async () => {
    const { version, compat } = await data();
    const cases: [string[], string][] = [
      [['Cisco SFP-10G-SR', 'cisco sfp-10g-sr '], 'names.1'],
      [['Cisco SFP-10G-SR', '   '], 'names.1'],
      [['x'.repeat(121)], 'names.0'],
      [['Cisco\u0000SFP'], 'names.0'],
      [Array.from({ length: 101 }, (_, i) => `Brand PN-${i}`), 'names'],
    ];
    for (const [names, field] of cases) {
      const r = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version, names }, lang: '2' });
      expect(r.status, names.join('|').slice(0, 60)).toBe(422);
      expect(Object.keys(r.body.data.fields)).toContain(field);
    }
    // 100 distinct names of 120 characters are fine.
    const many = Array.from({ length: 100 }, (_, i) => `${'P'.repeat(116)}${String(i).padStart(4, '0')}`);
    const ok = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version, names: many } });
    expect(ok.status, ok.body.msg).toBe(200);
    expect((await eventually(detail, (d) => d.compat.length === 100)).compat).toEqual(many);
    const back = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version: version + 1, names: compat } });
    expect(back.status).toBe(200);
  });

  it('refuses a stale version; of two saves at once one wins and the other is told to reload', async () => {
    const { version } = await data();
    const stale = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version: version - 1, names: ['Old'] } });
    expect(stale.status).toBe(409);
    const [a, b] = await Promise.all([
      call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version, names: ['Cisco A'] } }),
      call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version, names: ['Cisco B'] } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Cisco A' : 'Cisco B';
    expect((await eventually(detail, (d) => d.compat.join() === winner)).compat).toEqual([winner]);
    // A compatibility save and a text save of the editor share the version: the text save over the old one is refused.
    const p = (await call('GET', `${BASE}/${pid}`, { headers: sales })).body.data;
    expect(p.version).toBe(version + 1);
  });

  it('is restored from the audit log: the list as it was, in its order, as a new version buyers see', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@yt-networks.example`;
    const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Restorer', password: 'Staff#2026', roles: ['admin'] } });
    expect(made.status, made.body.msg).toBe(200);
    const admin = { authorization: `Bearer ${await staffLogin(call, email, 'Staff#2026')}` };
    const { version, compat: before } = await data();
    const r = await call('PUT', `${BASE}/${pid}/compat`, { headers: sales, body: { version, names: ['Wrong PN-1', ...before].slice(0, 3) } });
    expect(r.status, r.body.msg).toBe(200);
    const entry = (await audit(pid)).find((e) => e.action === 'product.compat') as unknown as { id: number };
    const preview = await call('GET', `/api/ew/staff/audit/${entry.id}/revert`, { headers: admin });
    expect(preview.status, preview.body.msg).toBe(200);
    expect(preview.body.data.restore).toEqual({ compat: before });
    const done = await call('POST', `/api/ew/staff/audit/${entry.id}/revert`, { headers: admin });
    expect(done.status, done.body.msg).toBe(200);
    expect((await data()).compat).toEqual(before);
    expect((await data()).version).toBe(version + 2);
    expect((await eventually(detail, (d) => d.compat.join() === before.join())).compat).toEqual(before);
  });

  it('answers 404 for an unknown product and ids past 2^31', async () => {
    for (const id of ['999999999', '2147483648', '99999999999999999999']) {
      expect((await call('PUT', `${BASE}/${id}/compat`, { headers: sales, body: { version: 1, names: [] } })).status, id).toBe(404);
    }
  });
});
