import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { API, CODES, MEDIA, UPLOAD_MAX_BYTES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { deleteBatch, rows, type Db } from '../../db/client.js';
import { inTransaction } from '../../lib/request-context.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { hit } from '../../plugins/rate-limit.js';

/** The type of an image by its first bytes; the name and the declared type are not trusted. */
export function sniffImage(head: Buffer): { mime: string; ext: string } | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

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
}

/**
 * POST /api/common/upload (§7): one image, at most 5 MB, for a logged-in buyer. Stored in the
 * database so every server process can serve it at /media/uploads/<id>.<ext>. Each buyer has a
 * rate and a storage quota: the database is shared by everyone, so one account must not fill it.
 */
export const uploadRoutes: FastifyPluginAsync<UploadLimits> = async (app, limits) => {
  const { db } = app.storage;
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  // Any other body type reaches the handler unread, which answers 400 (not multipart) after the
  // login check, instead of Fastify's 415 before it.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  app.post(API.common.upload.full, { preHandler: requireUser, schema: { tags: ['account'], summary: 'Upload an image (PNG, JPEG, WEBP; 5 MB)', consumes: ['multipart/form-data'] } }, async (req, reply) => {
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
    const kind = sniffImage(bytes);
    if (!kind) throw new AppError(415, 'fileType');
    const id = randomUUID();
    const stored = await inTransaction(req.ctx, async ({ db: tx }) => {
      // One buyer's uploads queue here, so two at once cannot both fit the last free megabytes.
      await tx.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR NO KEY UPDATE`);
      return rows(
        tx,
        sql`INSERT INTO upload (id, user_id, mime, size, bytes)
            SELECT ${id}::uuid, ${userId}::int, ${kind.mime}, ${bytes.length}::int, ${bytes}::bytea
             WHERE (SELECT coalesce(sum(size), 0) FROM upload WHERE user_id = ${userId}) + ${bytes.length} <= ${limits.quotaBytes}
            RETURNING id`,
      );
    });
    if (!stored.length) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'uploadQuotaExceeded');
    return ok(req, { url: MEDIA.upload.href({ name: `${id}.${kind.ext}` }) });
  });

  app.get<{ Params: { name: string } }>(MEDIA.upload.full, async (req, reply) => {
    const m = /^([0-9a-f-]{36})\.(png|jpg|webp)$/.exec(req.params.name);
    if (!m) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const [f] = await rows<{ mime: string; bytes: Buffer | Uint8Array }>(db, sql`SELECT mime, bytes FROM upload WHERE id = ${m[1]}::uuid`);
    if (!f) throw new AppError(CODES.NOT_FOUND, 'notFound');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(f.mime)
      .send(Buffer.from(f.bytes));
  });
};

/** Deletes up to `batch` uploads nothing referenced within `graceHours` of their upload (lib/uploads.ts attachUploads marks references). */
export async function purgeUnattachedUploads(db: Db, graceHours: number, batch = 500): Promise<number> {
  return deleteBatch(db, 'upload', 'id', sql`attached_at IS NULL AND created_at < now() - make_interval(hours => ${graceHours})`, batch);
}
