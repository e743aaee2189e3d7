import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { CODES, UPLOAD_MAX_BYTES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { rows } from '../../db/client.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, ok } from '../../plugins/envelope.js';

/** The type of an image by its first bytes; the name and the declared type are not trusted. */
export function sniffImage(head: Buffer): { mime: string; ext: string } | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/**
 * POST /api/common/upload (§7): one image, at most 5 MB, for a logged-in buyer. Stored in the
 * database so every server process can serve it at /media/uploads/<id>.<ext>.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.storage;
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/api/common/upload', { preHandler: requireUser, schema: { tags: ['account'], summary: 'Upload an image (PNG, JPEG, WEBP; 5 MB)', consumes: ['multipart/form-data'] } }, async (req) => {
    if (!req.isMultipart()) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
    const file = await req.file();
    if (!file) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
    }
    if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
    const kind = sniffImage(bytes);
    if (!kind) throw new AppError(415, 'fileType');
    const id = randomUUID();
    await db.execute(sql`INSERT INTO upload (id, user_id, mime, size, bytes) VALUES (${id}, ${req.user!.userId}, ${kind.mime}, ${bytes.length}, ${bytes})`);
    return ok(req, { url: `/media/uploads/${id}.${kind.ext}` });
  });

  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (req, reply) => {
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
