import multipart from '@fastify/multipart';
import {
  API,
  CODES,
  envelope,
  PRODUCT_IMAGE_MAX_BYTES,
  productVersion,
  staffProductImageParams,
  staffProductImageRemoveQuery,
  staffProductImages,
  staffProductImagesBody,
  staffProductImagesSaved,
  staffProductParams,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { addProductImage, listProductImages, removeProductImage, saveProductImages } from './image-service.js';

/** A failure to read the multipart body: over the limit is 413, anything else a malformed request. */
function multipartError(err: unknown): unknown {
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}

const fieldValue = (field: unknown): string | undefined => {
  const f = Array.isArray(field) ? field[0] : field;
  return f && typeof f === 'object' && 'value' in f && typeof f.value === 'string' ? f.value : undefined;
};

/**
 * /api/ew/staff/catalog/products/:productId/images (issue 27): staff with catalog.edit list a
 * product's pictures, upload one (multipart: the version, then the file), save their order and
 * texts, and remove one; every change over the product's version, answered with the new one.
 */
export const staffCatalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  const edit = { onRequest: requireStaff('catalog.edit') };
  const saved = { 200: envelope(staffProductImagesSaved) };
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  // Any other body type reaches the handler unread, which answers 400 (not multipart) after the
  // permission check, instead of Fastify's 415 for a type it has no parser for.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  app.get(
    API.staffCatalogMedia.list.local,
    { ...edit, schema: { tags, summary: 'A product’s pictures in order, with their texts in six languages, and its version', params: staffProductParams, response: { 200: envelope(staffProductImages) } } },
    async (req) => {
      const list = await listProductImages(req.ctx, req.params.productId);
      if (!list) throw notFound();
      return ok(req, list);
    },
  );

  app.post(
    API.staffCatalogMedia.upload.local,
    {
      ...edit,
      schema: {
        tags,
        summary: 'Add a picture (multipart: version, then file): JPEG, PNG or WebP by content, 5 MB, metadata left out; over the version edited (409 when it changed)',
        consumes: ['multipart/form-data'],
        params: staffProductParams,
        response: saved,
      },
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
      if (file.file.truncated || bytes.length > PRODUCT_IMAGE_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
      // The version is a field sent before the file (busboy reads the parts in order).
      const version = productVersion.safeParse(Number(fieldValue(file.fields.version) ?? ''));
      if (!version.success) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { version: 'invalid' });
      return ok(req, await addProductImage(req.ctx, req.params.productId, version.data, bytes), req.t('productImageAdded'));
    },
  );

  app.put(
    API.staffCatalogMedia.save.local,
    {
      ...edit,
      schema: { tags, summary: 'Save the pictures’ order and texts: every picture of the product once, over the version edited', params: staffProductParams, body: staffProductImagesBody, response: saved },
    },
    async (req) => ok(req, await saveProductImages(req.ctx, req.params.productId, req.body), req.t('productImagesSaved')),
  );

  app.delete(
    API.staffCatalogMedia.remove.local,
    { ...edit, schema: { tags, summary: 'Remove a picture, over the version edited (?version=)', params: staffProductImageParams, querystring: staffProductImageRemoveQuery, response: saved } },
    async (req) => ok(req, await removeProductImage(req.ctx, req.params.productId, req.params.imageId, req.query.version), req.t('productImageRemoved')),
  );
};
