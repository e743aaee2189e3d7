import multipart from '@fastify/multipart';
import {
  API,
  CODES,
  catalogExportQuery,
  envelope,
  IMPORT_MAX_BYTES,
  importApplied,
  importApplyParams,
  importPreview,
  importTemplateQuery,
  priceChangeApplied,
  priceChangeBody,
  priceChangePreview,
  type ImportFormat,
} from '@netshop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { FILE_TYPES } from './import-file.js';
import { applyPriceChange, previewPriceChange } from './import-prices.js';
import { applyImport, exportCatalog, importTemplate, previewImport } from './import-service.js';

/** A failure to read the multipart body: over the limit is 413, anything else a malformed request. */
function multipartError(err: unknown): unknown {
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}

const sendFile = (reply: FastifyReply, format: ImportFormat, name: string, bytes: Buffer) =>
  reply
    .type(FILE_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);

/**
 * /api/ew/staff/catalog/import…, /export, /price-change (issue 27): staff with catalog.edit
 * download the template and the catalogue, dry-run a file, apply what they previewed, and change
 * a category's prices by a percentage, previewed the same way.
 */
export const staffCatalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  const edit = { onRequest: requireStaff('catalog.edit') };
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(API.staffCatalogImport.template.local, { ...edit, schema: { tags, summary: 'The import file’s columns and an example row (CSV or XLSX)', querystring: importTemplateQuery } }, async (req, reply) =>
    sendFile(reply, req.query.format, 'catalogue-template', await importTemplate(req.ctx, req.query.format)),
  );

  app.get(API.staffCatalogImport.export.local, { ...edit, schema: { tags, summary: 'The catalogue or a category, one row per SKU, in the import’s format', querystring: catalogExportQuery } }, async (req, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return sendFile(reply, req.query.format, `catalogue-${day}`, await exportCatalog(req.ctx, req.query.format, req.query.categoryId));
  });

  app.post(
    API.staffCatalogImport.preview.local,
    { ...edit, config: { readOnly: true }, schema: { tags, summary: 'Dry run of a CSV or XLSX file (10 MB, 20,000 lines; by content): errors by line and the changes', consumes: ['multipart/form-data'], response: { 200: envelope(importPreview) } } },
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
      if (file.file.truncated) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
      const name = (file.filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'import';
      return ok(req, await previewImport(req.ctx, name, bytes));
    },
  );

  app.post(
    API.staffCatalogImport.apply.local,
    { ...edit, schema: { tags, summary: 'Apply a dry run by its id: all or nothing, once, while nothing it read has changed', params: importApplyParams, response: { 200: envelope(importApplied) } } },
    async (req) => ok(req, await applyImport(req.ctx, req.params.importId), req.t('importApplied')),
  );

  app.post(
    API.staffCatalogImport.pricePreview.local,
    { ...edit, config: { readOnly: true }, schema: { tags, summary: 'Every price of a category and its descendants before → after a percentage', body: priceChangeBody, response: { 200: envelope(priceChangePreview) } } },
    async (req) => ok(req, await previewPriceChange(req.ctx, req.body)),
  );

  app.post(
    API.staffCatalogImport.pricesApply.local,
    { ...edit, schema: { tags, summary: 'Apply a price change preview by its id: all or nothing, once', params: importApplyParams, response: { 200: envelope(priceChangeApplied) } } },
    async (req) => ok(req, await applyPriceChange(req.ctx, req.params.importId), req.t('priceChangeApplied')),
  );
};
