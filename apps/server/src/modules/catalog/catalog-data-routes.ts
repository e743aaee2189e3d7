import multipart from '@fastify/multipart';
import { API, CODES, DOCUMENT_MAX_BYTES, envelope, withoutInvisibles, staffCatalogData, staffCompatBody, staffDocumentMeta, staffDocumentParams, staffDocumentVersionQuery, staffProductParams, staffProductSaved } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { addDocument, getCatalogData, removeDocument, saveCompat } from './catalog-data-service.js';

/** A failure to read the multipart body: over the limit is 413, anything else a malformed request. */
function multipartError(err: unknown): unknown {
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'documentTooLarge', undefined, { max: DOCUMENT_MAX_BYTES / 1024 / 1024 });
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}

/**
 * /api/ew/staff/catalog/products/:productId/data, /documents, /compat (issue 27): staff with
 * catalog.edit read a product's documents and compatibility list, upload a PDF with its type and
 * six titles, remove a document, and save the list; each change over the product's version.
 */
export const staffCatalogDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  const edit = { onRequest: requireStaff('catalog.edit') };
  const saved = { 200: envelope(staffProductSaved) };
  // One field (meta) and one file; a file past the limit is cut off and refused with 413.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 16 * 1024 } });

  app.get(API.staffCatalogData.get.local, { ...edit, schema: { tags, summary: "A product's documents and compatibility list", params: staffProductParams, response: { 200: envelope(staffCatalogData) } } }, async (req) => {
    const data = await getCatalogData(req.ctx, req.params.productId);
    if (!data) throw notFound();
    return ok(req, data);
  });

  app.post(
    API.staffCatalogData.addDocument.local,
    {
      ...edit,
      schema: {
        tags,
        summary: 'Upload a PDF document (multipart: meta, JSON with version, type and six titles, then file; 10 MB, by content)',
        params: staffProductParams,
        consumes: ['multipart/form-data'],
        response: saved,
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      let metaText: string | undefined;
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'meta' && typeof part.value === 'string') metaText = withoutInvisibles(part.value);
          } else {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'documentTooLarge', undefined, { max: DOCUMENT_MAX_BYTES / 1024 / 1024 });
            file = { name: (part.filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'document.pdf', bytes };
          }
        }
      } catch (err) {
        throw err instanceof AppError ? err : multipartError(err);
      }
      if (!file) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { file: FIELD_MESSAGES[req.lang].required });
      let json: unknown;
      try {
        json = JSON.parse(metaText ?? '');
      } catch {
        throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      }
      const meta = staffDocumentMeta.safeParse(json);
      if (!meta.success) {
        // As the schema's failures of a JSON body read (plugins/envelope.ts): the first problem of each field, in the request's language.
        const texts = FIELD_MESSAGES[req.lang];
        const fields: Record<string, string> = {};
        for (const issue of meta.error.issues) {
          const path = issue.path.join('.') || '_';
          fields[path] ??= texts[issue.message as keyof typeof texts] ?? texts.invalid;
        }
        throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', fields);
      }
      return ok(req, await addDocument(req.ctx, req.params.productId, meta.data, file), req.t('documentAdded'));
    },
  );

  app.delete(
    API.staffCatalogData.removeDocument.local,
    { ...edit, schema: { tags, summary: 'Remove a document and its file (?version=)', params: staffDocumentParams, querystring: staffDocumentVersionQuery, response: saved } },
    async (req) => ok(req, await removeDocument(req.ctx, req.params.productId, req.params.docId, req.query.version), req.t('documentRemoved')),
  );

  app.put(
    API.staffCatalogData.compat.local,
    { ...edit, schema: { tags, summary: 'Save the compatibility list in order (at most 100 names, none twice)', params: staffProductParams, body: staffCompatBody, response: saved } },
    async (req) => ok(req, await saveCompat(req.ctx, req.params.productId, req.body), req.t('compatSaved')),
  );
};
