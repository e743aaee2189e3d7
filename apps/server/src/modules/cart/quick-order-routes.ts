import multipart from '@fastify/multipart';
import {
  API,
  CODES,
  envelope,
  QUICK_ORDER_MAX_BYTES,
  quickOrderAdded,
  quickOrderBody,
  quickOrderCheck,
  quickOrderParsed,
  quickOrderQuery,
  quickOrderSuggestions,
  quickOrderSuggestQuery,
  quickOrderTemplateQuery,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMemo } from '../../lib/memo.js';
import { pricer } from '../../lib/pricing.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, fillMessage, ok } from '../../plugins/envelope.js';
import { MESSAGES } from '../../i18n/messages.js';
import { withMemo } from '../catalog/index.js';
import { FILE_TYPES, readFile, templateFile } from './quick-order-file.js';
import { addLines, checkLines, suggest, type QuickOrderLimits, type QuickOrderSetup } from './quick-order-service.js';

/** A failure to read the multipart body: over the size limit is 413 naming it, anything else a malformed request. */
function multipartError(err: unknown): unknown {
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'qoFileTooLarge', undefined, { max: QUICK_ORDER_MAX_BYTES / 1024 / 1024 });
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}

/**
 * /api/ew/buyer/quick-order/… (issue 29): check lines of part numbers and quantities, suggest
 * numbers while typing, read a CSV or XLSX file, the template, and add the lines that are ok to
 * the cart. A logged-in buyer's own cart: no company permission is needed (ADR 0045).
 */
export const quickOrderRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number; limits: QuickOrderLimits }> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), db);
  const tags = ['cart'];
  const auth = { preHandler: requireUser };
  await app.register(multipart, { limits: { fileSize: QUICK_ORDER_MAX_BYTES, files: 1, fields: 1, parts: 2 } });

  const setup = async (req: FastifyRequest, currencyId: number | undefined): Promise<QuickOrderSetup> => {
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    return { pricing: { ref, price: pricer(currencies, currencyId) }, limits: opts.limits };
  };

  app.post(
    API.quickOrder.check.local,
    { ...auth, schema: { tags, summary: 'Check lines of part numbers and quantities (at most 500): each ok or its problem', body: quickOrderBody, querystring: quickOrderQuery, response: { 200: envelope(quickOrderCheck) } } },
    async (req) => ok(req, await checkLines(req.ctx, await setup(req, req.query.currencyId), req.body.lines)),
  );

  app.get(
    API.quickOrder.suggest.local,
    { ...auth, schema: { tags, summary: 'Part numbers starting like the text typed', querystring: quickOrderSuggestQuery, response: { 200: envelope(quickOrderSuggestions) } } },
    async (req) => ok(req, { items: await suggest(req.ctx, req.query.q) }),
  );

  app.get(API.quickOrder.template.local, { ...auth, schema: { tags, summary: 'The quick-order file to fill in (CSV or XLSX)', querystring: quickOrderTemplateQuery } }, async (req, reply) =>
    reply
      .type(FILE_TYPES[req.query.format])
      .header('content-disposition', `attachment; filename="quick-order.${req.query.format}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(await templateFile(req.query.format, req.lang)),
  );

  app.post(
    API.quickOrder.parse.local,
    {
      ...auth,
      schema: { tags, summary: 'Read a CSV or XLSX file (2 MB, 500 lines; by content) into lines, and check them', consumes: ['multipart/form-data'], querystring: quickOrderQuery, response: { 200: envelope(quickOrderParsed) } },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      const file = await req.file().catch((err) => Promise.reject(multipartError(err)));
      if (!file) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        throw multipartError(err);
      }
      if (file.file.truncated) throw multipartError({ code: 'FST_REQ_FILE_TOO_LARGE' });
      const lines = await readFile(bytes);
      const check = await checkLines(req.ctx, await setup(req, req.query.currencyId), lines);
      return ok(req, { lines, check });
    },
  );

  app.post(
    API.quickOrder.add.local,
    { ...auth, schema: { tags, summary: 'Put the lines that check ok in the cart (one transaction); every line answered again', body: quickOrderBody, querystring: quickOrderQuery, response: { 200: envelope(quickOrderAdded) } } },
    async (req) => {
      const r = await addLines(req.ctx, await setup(req, req.query.currencyId), req.body.lines);
      const msg = r.added.length ? fillMessage(MESSAGES[req.lang].qoAdded, { count: r.added.length }) : req.t('qoNothingAdded');
      return ok(req, r, msg);
    },
  );
};
