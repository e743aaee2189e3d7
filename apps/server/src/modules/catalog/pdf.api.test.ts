import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('PDF documents', () => {
  it('generates a spec sheet in the requested language with the CJK font embedded', async () => {
    const [p] = await rows<{ id: number; model: string }>(ctx.storage.db, sql`SELECT id, model FROM product ORDER BY id LIMIT 1`);
    const res = await ctx.app.inject({ url: `/api/ew/buyer/catalog/products/${p.id}/spec-sheet.pdf?langId=6` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${p.model}-spec-sheet-ja.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = res.rawPayload.toString('latin1');
    expect(text).toMatch(/FontFile2/); // an embedded TrueType font program
    expect(text).toMatch(/NotoSansSC/);
  });

  it('writes the PDF in the language of ?langId=, not of the Lang header', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 1`);
    // The document information (not compressed) carries the product's name as its subject.
    const subject = async (langId: number, header: string) => {
      const res = await ctx.app.inject({ url: `/api/ew/buyer/catalog/products/${p.id}/spec-sheet.pdf?langId=${langId}`, headers: { lang: header } });
      expect(res.statusCode).toBe(200);
      const pdf = res.rawPayload.toString('latin1');
      const ref = /\/Subject (\d+) 0 R/.exec(pdf)![1];
      return new RegExp(`\\n${ref} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf)![1];
    };
    const english = await subject(2, '2');
    expect(await subject(2, '1')).toBe(english);
    expect(await subject(1, '2')).not.toBe(english);
  });

  it('generates product documents and answers unknown ones with 404', async () => {
    const [d] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM document ORDER BY id LIMIT 1`);
    const res = await ctx.app.inject({ url: `/api/ew/buyer/catalog/documents/${d.id}/download`, headers: { lang: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx.app.inject({ url: '/api/ew/buyer/catalog/documents/99999999/download' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/ew/buyer/catalog/products/99999999/spec-sheet.pdf' })).statusCode).toBe(404);
  });
});

describe('document list', () => {
  it('filters by type and model prefix, localized', async () => {
    const all = (await ctx.app.inject({ url: '/api/ew/buyer/catalog/documents?pageSize=50', headers: { lang: '5' } })).json().data;
    expect(all.total).toBeGreaterThan(50);
    const sheets = (await ctx.app.inject({ url: '/api/ew/buyer/catalog/documents?type=datasheet&model=sfp-10g', headers: { lang: '5' } })).json().data;
    expect(sheets.items.length).toBeGreaterThan(0);
    expect(sheets.items.every((d: any) => d.type === 'datasheet' && d.model.startsWith('SFP-10G'))).toBe(true);
    expect((await ctx.app.inject({ url: '/api/ew/buyer/catalog/documents?type=poster' })).statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/ew/buyer/catalog/documents?model=%25%25' })).json().code).toBe(200);
  });

  it("finds a product's documents by the product number on its label (a SKU's, with the coding suffix)", async () => {
    const [sku] = await rows<{ productNo: string; productId: number; model: string }>(
      ctx.storage.db,
      sql`SELECT s.product_no AS "productNo", s.product_id AS "productId", p.model FROM sku s JOIN product p ON p.id = s.product_id
           WHERE s.product_no <> p.model AND s.attrs ? 'coding' AND EXISTS (SELECT 1 FROM document d WHERE d.product_id = p.id) ORDER BY s.id LIMIT 1`,
    );
    const docs = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM document WHERE product_id = ${sku.productId}`);
    for (const number of [sku.productNo, sku.productNo.toLowerCase(), ` ${sku.productNo} `]) {
      const found = (await ctx.app.inject({ url: `/api/ew/buyer/catalog/documents?model=${encodeURIComponent(number)}`, headers: { lang: '4' } })).json().data;
      expect(found.total, number).toBe(Number(docs[0].n));
      expect(found.items.every((d: any) => d.spuId === Number(sku.productId) && d.model === sku.model)).toBe(true);
    }
  });
});
