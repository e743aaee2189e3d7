import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { API, CODES, MEDIA, PUBLIC_UPLOAD_PURPOSES, UPLOAD_MAX_BYTES, uploadPurposeField, type UploadPurpose } from '@netshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { contentDisposition, documentKind, safeFileName, sniffImage, type FileKind } from '../../lib/file-kind.js';
import { inTransaction } from '../../lib/request-context.js';
import { checkLinkToken } from '../../lib/signed-link.js';
import { privateUploadLink, UPLOAD_LINK_SCOPE } from '../../lib/uploads.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { hit } from '../../plugins/rate-limit.js';
import { SECURITY } from '../../plugins/openapi.js';
import { hasStaffPermission } from '../../plugins/staff-auth.js';
import { lockBuyerForUpload } from './queries.js';
import { insertUploadWithinQuota, publicPicture, uploadFile } from './upload-queries.js';

/**
 * What a failure to read the multipart body means for the client: a file over the limit is 413;
 * anything else (no or wrong boundary, a body cut short, a broken part header) is a malformed
 * request, 400, not a server error. Only errors of the parser are translated; others pass on.
 */
function multipartError(err: unknown): unknown {
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
  if (e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'payloadTooLarge');
  // busboy's own errors carry no code: "Unexpected end of form", "Malformed part header", "Multipart: Boundary not found"…
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}

export interface UploadLimits {
  /** Uploads per buyer per 10 minutes. */
  perTenMinutes: number;
  /** Bytes all of a buyer's uploads may take. */
  quotaBytes: number;
  /** Signs the links to private uploads. */
  secret: string;
}

const isPublic = (purpose: string) => (PUBLIC_UPLOAD_PURPOSES as readonly string[]).includes(purpose);
const fieldValue = (field: unknown): string | undefined => {
  const f = Array.isArray(field) ? field[0] : field;
  return f && typeof f === 'object' && 'value' in f && typeof f.value === 'string' ? f.value : undefined;
};

/** The kind of a file for an upload's purpose, by content: pictures for image and review, the document types of docs/product.md#validation for question and inquiry. */
async function kindFor(purpose: UploadPurpose, bytes: Buffer, name: string): Promise<FileKind | null> {
  return isPublic(purpose) ? sniffImage(bytes) : documentKind(bytes, name);
}

/**
 * POST /api/common/upload (docs/product.md#calls): one file of at most 5 MB for a logged-in buyer, for a purpose
 * (UPLOAD_PURPOSES). Stored in the database so every server process can serve it: a picture
 * (image, review) publicly at /media/uploads/<id>.<ext>; a document (question, inquiry) at
 * /api/common/files/<id>, to its owner, staff who answer buyers, or a signed link. Each buyer has
 * a rate and a storage quota: the database is shared by everyone, so one account must not fill it.
 */
export const uploadRoutes: FastifyPluginAsync<UploadLimits> = async (app, limits) => {
  const { db } = app.storage;
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  // Any other body type reaches the handler unread, which answers 400 (not multipart) after the
  // login check, instead of Fastify's 415 before it.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  app.post(
    API.common.upload.full,
    { preHandler: requireUser, schema: { tags: ['account'], summary: 'Upload a file for a purpose (image, review: JPG, PNG, WEBP; question, inquiry: PDF, JPG, PNG, DOC, DOCX, XLS, XLSX, TXT); 5 MB; by content', consumes: ['multipart/form-data'] } },
    async (req, reply) => {
      const userId = req.user!.userId;
      const wait = await hit(db, [{ key: `upload:user:${userId}`, max: limits.perTenMinutes, windowMs: 10 * 60_000 }]);
      if (wait) {
        reply.header('retry-after', String(wait));
        throw new AppError(CODES.TOO_MANY_REQUESTS, 'uploadRateLimited');
      }
      if (!req.isMultipart()) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      const file = await req.file().catch((err) => Promise.reject(multipartError(err)));
      if (!file) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        throw multipartError(err);
      }
      if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
      // The purpose is a field sent before the file (busboy reads the parts in order).
      const purpose = uploadPurposeField.safeParse(fieldValue(file.fields.purpose) ?? 'image');
      if (!purpose.success) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed');
      const kind = await kindFor(purpose.data, bytes, file.filename ?? '');
      if (!kind) throw new AppError(415, 'fileType');
      const id = randomUUID();
      const name = safeFileName(file.filename ?? '', kind);
      const stored = await inTransaction(req.ctx, async ({ db: tx }) => {
        // One buyer's uploads queue here, so two at once cannot both fit the last free megabytes.
        await lockBuyerForUpload(tx, userId);
        return insertUploadWithinQuota(tx, { id, userId, mime: kind.mime, bytes, purpose: purpose.data, name, quotaBytes: limits.quotaBytes });
      });
      if (!stored) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'uploadQuotaExceeded');
      const url = isPublic(purpose.data)
        ? MEDIA.upload.href({ name: `${id}.${kind.ext}` })
        : privateUploadLink(limits.secret, id);
      return ok(req, { url, id, name, mime: kind.mime, size: bytes.length, purpose: purpose.data });
    },
  );

  // Public pictures only: a document uploaded for a question or an inquiry is never served here.
  app.get<{ Params: { name: string } }>(MEDIA.upload.full, { schema: { tags: ['account'], summary: 'A public picture (an upload of purpose image or review) by the URL its upload returned', security: SECURITY.public } }, async (req, reply) => {
    const m = /^([0-9a-f-]{36})\.(png|jpg|webp)$/.exec(req.params.name);
    if (!m) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const f = await publicPicture(db, m[1]);
    if (!f) throw new AppError(CODES.NOT_FOUND, 'notFound');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(f.mime)
      .send(Buffer.from(f.bytes));
  });

  // A private upload: its owner (bearer), staff who answer buyers, or a signed link. Anyone else
  // gets the not-found of an unknown file, so ids cannot be probed.
  const privateFileDoc = { tags: ['account'], summary: 'A private upload (a question’s or an inquiry’s file): for its buyer, staff who may read buyers’ files, or its signed link (`?t=`)', security: SECURITY.fileReader };
  app.get<{ Params: { id: string }; Querystring: { t?: string } }>(API.common.file.full, { schema: privateFileDoc }, async (req, reply) => {
    const { id } = req.params;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const f = await uploadFile(db, id);
    if (!f) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const token = typeof req.query.t === 'string' ? req.query.t : '';
    const allowed =
      (token !== '' && checkLinkToken(limits.secret, UPLOAD_LINK_SCOPE, id, token)) ||
      (await optionalUser(req)) === f.userId ||
      (await hasStaffPermission(req, 'uploads.read'));
    if (!allowed) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const name = f.name ?? `${id}.${f.mime.split('/')[1] ?? 'bin'}`;
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', contentDisposition(name, f.mime.startsWith('image/')))
      .type(f.mime)
      .send(Buffer.from(f.bytes));
  });
};
