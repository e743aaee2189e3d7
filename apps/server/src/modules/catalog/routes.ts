import {
  API,
  categoryNode,
  currencyQuery,
  digitId,
  documentList,
  documentsQuery,
  envelope,
  listQuery,
  MEDIA,
  productCard,
  productDetail as productDetailSchema,
  productList,
  RECENTLY_VIEWED_MAX,
  recentlyViewedBody,
  recentlyViewedMergeBody,
  recentlyViewedMergeResult,
  recentlyViewedQuery,
  spuParams,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import { notFound, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { langCodeById } from '@netshop/contract';
import { drawingUrl } from './cards.js';
import { pictureByName } from './image-service.js';
import { productSvg } from './images.js';
import { productPdf, type PdfKind } from './pdf.js';
import { pricer } from '../../lib/pricing.js';
import { withMemo } from './reference.js';
import { inLanguage } from '../../lib/request-context.js';
import * as catalog from './service.js';
import { uploadedDocumentFile } from './catalog-data-service.js';

/** Catalogue endpoints: categories, listings with facets, product detail, recently viewed. */
export const catalogRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const { publicCache } = app;
  // Dropped with the public answers when the database announces a change (ADR 0027).
  const since = () => publicCache.changedSince();
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since }), db);
  const listingCounts = createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('listing'), since });
  const tags = ['catalog'];
  const context = async (langId: number, currencyId: number | undefined) => {
    const [ref, currencies] = await Promise.all([cached.reference(langId), cached.currencies()]);
    return { ref, price: pricer(currencies, currencyId) };
  };

  app.get(API.catalog.categories.local, { schema: { tags, summary: 'Category tree with product counts', response: { 200: envelope(z.array(categoryNode)) } } }, async (req, reply) =>
    publicCache.send(req, reply, async () => ok(req, (await cached.reference(req.langId)).tree)),
  );

  app.get(
    API.catalog.products.local,
    { schema: { tags, summary: 'Product listing with facets, sort and pagination', querystring: listQuery, response: { 200: envelope(productList) } } },
    async (req, reply) =>
      publicCache.send(req, reply, async () => {
        const { ref, price } = await context(req.langId, req.query.currencyId);
        const list = await catalog.listProducts(req.ctx, ref, price, req.query, listingCounts);
        if (!list) throw notFound();
        return ok(req, list);
      }),
  );

  app.get(
    API.catalog.product.local,
    { schema: { tags, summary: 'Product detail', params: spuParams, querystring: currencyQuery, response: { 200: envelope(productDetailSchema) } } },
    async (req, reply) =>
      publicCache.send(req, reply, async () => {
        const { ref, price } = await context(req.langId, req.query.currencyId);
        const detail = await catalog.productDetail(req.ctx, ref, price, req.params.spuId);
        if (!detail) throw notFound();
        return ok(req, detail);
      }),
  );

  app.get(API.catalog.documents.local, { schema: { tags, summary: 'Technical documents by type and product', querystring: documentsQuery, response: { 200: envelope(documentList) } } }, async (req, reply) =>
    publicCache.send(req, reply, async () => ok(req, await catalog.listDocuments(req.ctx, req.query))),
  );

  const pdfQuery = z.object({ langId: z.coerce.number().int().min(1).max(6).optional(), currencyId: digitId.optional() });
  const sendPdf = (reply: import('fastify').FastifyReply, pdf: Buffer, name: string) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('cache-control', 'private, max-age=300')
      .send(pdf);

  app.get(
    API.catalog.specSheet.local,
    { schema: { tags, summary: 'Spec sheet PDF in the requested language (langId query or Lang header)', params: spuParams, querystring: pdfQuery } },
    async (req, reply) => {
      const langId = req.query.langId ?? req.langId;
      const lang = langCodeById(langId)!;
      // The PDF's language may differ from the request's (?langId=).
      const ctx = inLanguage(req.ctx, lang);
      const { ref, price } = await context(langId, req.query.currencyId);
      const detail = await catalog.productDetail(ctx, ref, price, req.params.spuId);
      if (!detail) throw notFound();
      return sendPdf(reply, await productPdf(detail, lang, 'specsheet'), `${detail.model}-spec-sheet-${lang}.pdf`);
    },
  );

  app.get(
    API.catalog.documentDownload.local,
    { schema: { tags, summary: 'A product document as PDF: the file uploaded for it, or generated from the product', params: z.object({ docId: digitId }), querystring: pdfQuery } },
    async (req, reply) => {
      const langId = req.query.langId ?? req.langId;
      const lang = langCodeById(langId)!;
      const ctx = inLanguage(req.ctx, lang);
      const d = await catalog.documentHead(ctx, req.params.docId);
      if (!d) throw notFound();
      // A PDF staff uploaded is served as it was checked and named (issue 27); the seeded documents are generated.
      const file = await uploadedDocumentFile(ctx, req.params.docId);
      if (file) {
        return reply
          .type(file.mime)
          .header('content-disposition', file.disposition)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .send(file.bytes);
      }
      const { ref, price } = await context(langId, req.query.currencyId);
      const detail = await catalog.productDetail(ctx, ref, price, d.productId);
      if (!detail) throw notFound();
      return sendPdf(reply, await productPdf(detail, lang, d.type as PdfKind, d.title), `${detail.model}-${d.type}-${lang}.pdf`);
    },
  );

  app.post(
    API.catalog.recordView.local,
    { schema: { tags, summary: 'Record a product detail visit', security: SECURITY.optionalBuyer, body: recentlyViewedBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      if (!(await catalog.recordView(req.ctx, req.body.visitorId, req.body.spuId, await optionalUser(req)))) throw notFound();
      return ok(req, null);
    },
  );

  app.get(
    API.catalog.recentlyViewed.local,
    { schema: { tags, summary: "A visitor's recently viewed products", security: SECURITY.optionalBuyer, querystring: recentlyViewedQuery, response: { 200: envelope(z.array(productCard)) } } },
    async (req) => {
      const { ref, price } = await context(req.langId, req.query.currencyId);
      return ok(req, await catalog.recentlyViewed(req.ctx, ref, price, req.query.visitorId, RECENTLY_VIEWED_MAX, await optionalUser(req)));
    },
  );

  app.post(
    API.catalog.mergeRecentlyViewed.local,
    {
      preHandler: requireUser,
      schema: { tags, summary: "Merge this device's guest visits into the buyer's list at login", body: recentlyViewedMergeBody, response: { 200: envelope(recentlyViewedMergeResult) } },
    },
    async (req) => ok(req, { merged: await catalog.mergeRecentlyViewed(req.ctx, req.body.visitorId, req.user!.userId) }),
  );
};

/** Product pictures (outside /api: plain image responses, cacheable by browsers and CDNs). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MEDIA.productImage.full,
    { schema: { hide: true, params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,80}$/), view: z.enum(['1.svg', '2.svg', '3.svg']) }) } },
    async (req, reply) => {
      const p = await catalog.productImage(req.ctx, req.params.key);
      if (!p) throw notFound();
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml; charset=utf-8')
        .send(productSvg(p.image, p.model, Number(req.params.view[0])));
    },
  );

  // A picture staff uploaded (issue 27): its name carries its content's hash, so it never changes
  // and is cached for ever; nosniff and a CSP that runs nothing, whatever a browser makes of it.
  // One removed since (an order's line keeps the address it had) sends to the product's drawing.
  app.get(
    MEDIA.productPicture.full,
    { schema: { hide: true, params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,80}$/), name: z.string().regex(/^\d{1,9}-[0-9a-f]{16}\.(?:jpg|png|webp)$/) }) } },
    async (req, reply) => {
      const f = await pictureByName(req.ctx, req.params.name);
      if (!f) return reply.header('cache-control', 'public, max-age=300').redirect(drawingUrl(req.params.key), 302);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .type(f.mime)
        .send(Buffer.from(f.bytes));
    },
  );
};
