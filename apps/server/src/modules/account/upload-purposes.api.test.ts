import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { CFB, DOCX, EXE, JPEG, PDF, PNG, WEBP, XLSX, zip } from '../../../test/files.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { staffLogin } from '../../../test/staff.js';

// Uploads by purpose (issue 14): pictures for image and review, the document types of docs/product.md#validation for question
// and inquiry, each decided by content; documents are private to their owner, staff who answer
// buyers, and whoever holds their signed link.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let owner: Buyer;
let other: Buyer;
const staff: Record<'agent' | 'finance', string> = { agent: '', finance: '' };
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', UPLOAD_RATE_LIMIT: '200' });
  call = api(ctx);
  [owner, other] = [await makeBuyer(ctx), await makeBuyer(ctx)];
  for (const role of ['agent', 'finance'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: { authorization: 'Bearer dev-ops-token' }, body: { email, name: role, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

interface Uploaded {
  url: string;
  id: string;
  name: string;
  mime: string;
  size: number;
  purpose: string;
}

async function upload(b: Buyer, purpose: string | undefined, name: string, bytes: Buffer, lang = '2') {
  const boundary = 'purpose-boundary';
  const payload = Buffer.concat([
    ...(purpose !== undefined ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`)] : []),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${b.token}`, lang } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: Uploaded | null } };
}
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('uploads by purpose', () => {
  it('take pictures for image and review, and the documents of docs/product.md#validation for question and inquiry, by content whatever the name', async () => {
    const ok: [string | undefined, string, Buffer, string][] = [
      [undefined, 'me.png', PNG, 'image/png'],
      ['review', 'switch front.jpeg', JPEG, 'image/jpeg'],
      ['review', 'rack.webp', WEBP, 'image/webp'],
      ['question', 'datasheet.pdf', PDF, 'application/pdf'],
      ['question', 'topology.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['inquiry', 'bom.xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['inquiry', 'old bom.xls', CFB, 'application/vnd.ms-excel'],
      ['question', 'spec.doc', CFB, 'application/msword'],
      ['question', 'show run.txt', Buffer.from('interface TenGigabitEthernet1/0/1\n description uplink\n'), 'text/plain; charset=utf-8'],
      ['inquiry', 'photo', PNG, 'image/png'],
    ];
    for (const [purpose, name, bytes, mime] of ok) {
      const r = await upload(owner, purpose, name, bytes);
      expect(r.status, name).toBe(200);
      expect(r.body.data, name).toMatchObject({ mime, purpose: purpose ?? 'image', size: bytes.length });
    }
    const refused: [string, string, Buffer][] = [
      ['review', 'datasheet.pdf', PDF], // not a picture
      ['review', 'photo.jpg', EXE],
      ['question', 'quote.pdf', EXE],
      ['question', 'notes.txt', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['inquiry', 'bom.xlsx', zip({ 'payload.js': 'alert(1)' })],
      ['inquiry', 'scan.pdf', CFB],
      ['image', 'me.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ];
    for (const [purpose, name, bytes] of refused) {
      const r = await upload(owner, purpose, name, bytes, '5');
      expect(r.status, name).toBe(415);
      expect(r.body, name).toEqual({ code: 415, msg: "Ce type de fichier n'est pas pris en charge", data: null });
    }
    expect((await upload(owner, 'avatar', 'me.png', PNG)).status).toBe(422);
    expect((await upload(owner, 'question', 'big.txt', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61))).status).toBe(413);
  });

  it('store and serve names without bidirectional controls or invisible characters (issue 24: "inv" U+202E "fdp.txt" displayed as "invtxt.pdf")', async () => {
    const text = Buffer.from('show version\n');
    const names: [string, string][] = [
      ['inv\u202Efdp.txt', 'invfdp.txt'],
      ['\u2066report\u2069 \u2067q4\u2068.txt', 'report q4.txt'],
      ['ro\u200Buter\u200D\u2060\uFEFF\u200E\u200F.txt', 'router.txt'],
    ];
    for (const [sent, stored] of names) {
      const r = await upload(owner, 'question', sent, text);
      expect(r.status).toBe(200);
      expect(r.body.data!.name).toBe(stored);
      const served = await get(`/api/common/files/${r.body.data!.id}`, owner.token);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent(stored)}`);
    }
  });

  it('serve a question’s file only to its owner, staff who answer buyers, and its signed link; pictures to everyone', async () => {
    const doc = (await upload(owner, 'question', 'Lähtötiedot<v2>.pdf', PDF)).body.data!;
    expect(doc.url).toMatch(new RegExp(`^/api/common/files/${doc.id}\\?t=\\d+\\.[\\w-]{43}$`));
    const bare = `/api/common/files/${doc.id}`;

    const byOwner = await get(bare, owner.token);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.rawPayload.equals(PDF)).toBe(true);
    expect(byOwner.headers['content-type']).toBe('application/pdf');
    expect(byOwner.headers['content-disposition']).toBe(`attachment; filename="L_ht_tiedot v2.pdf"; filename*=UTF-8''L%C3%A4ht%C3%B6tiedot%20v2.pdf`);
    expect(byOwner.headers['x-content-type-options']).toBe('nosniff');
    expect(byOwner.headers['content-security-policy']).toContain('sandbox');
    expect((await get(bare, staff.agent)).statusCode).toBe(200);
    expect((await get(doc.url)).statusCode).toBe(200); // the signed link, with no session

    // Another buyer, staff without the permission, nobody, a forged link, a picture URL for it: the same not-found.
    for (const denied of [await get(bare, other.token), await get(bare, staff.finance), await get(bare), await get(`${bare}?t=99999999999999.${'A'.repeat(43)}`), await get(`/media/uploads/${doc.id}.png`)]) {
      expect(denied.statusCode).toBe(404);
    }
    const other404 = await get(`/api/common/files/${randomUUID()}`, owner.token);
    expect(other404.statusCode).toBe(404);

    // A review picture is public, and a private picture is not served as a public one.
    const pic = (await upload(owner, 'review', 'front.png', PNG)).body.data!;
    expect(pic.url).toBe(`/media/uploads/${pic.id}.png`);
    expect((await get(pic.url)).statusCode).toBe(200);
    const privatePic = (await upload(owner, 'inquiry', 'rack.png', PNG)).body.data!;
    expect((await get(`/media/uploads/${privatePic.id}.png`)).statusCode).toBe(404);
    const inline = await get(privatePic.url);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });
});
