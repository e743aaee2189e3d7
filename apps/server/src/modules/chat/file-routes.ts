import multipart from '@fastify/multipart';
import { API, CODES, chatAttachFields, chatMessage, chatVisitorParams, envelope, UPLOAD_MAX_BYTES } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, documentKind, safeFileName } from '../../lib/file-kind.js';
import { optionalBuyer } from '../../plugins/auth.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { hit, sourceOf } from '../../plugins/rate-limit.js';
import { checkFileToken, withFileLinks } from './file-links.js';
import { ringMessages } from './gateway.js';
import { chatFileById } from './queries.js';
import { openConversation, visitorSends, type ChatOptions } from './service.js';

// Files in the chat (issue 13): the window's hidden file input sends one file over HTTP (a socket
// frame is limited to a few kB); it is checked by content with the rules of question and inquiry
// files, stored with its message in the visitor's conversation, and rung like any message.

/** Files one visitor (and one source address) may send per 10 minutes. */
const FILES_PER_TEN_MINUTES = 10;

export const chatFileRoutes: FastifyPluginAsyncZod<{ secret: string; chat: ChatOptions }> = async (app, { secret, chat: options }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  // Any other body type reaches the handler unread, which answers 400 (not multipart).
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const tags = ['chat'];

  app.post(
    API.chat.attach.local,
    {
      preHandler: optionalBuyer,
      schema: {
        tags,
        summary: 'Send a file in the visitor’s conversation (PDF, JPG, PNG, DOC, DOCX, XLS, XLSX, TXT; 5 MB; by content)',
        consumes: ['multipart/form-data'],
        params: chatVisitorParams,
        response: { 200: envelope(z.array(chatMessage)) },
      },
    },
    async (req, reply) => {
      const visitorId = req.params.id;
      const wait = await hit(app.storage.db, [
        { key: `chat-file:visitor:${visitorId}`, max: FILES_PER_TEN_MINUTES, windowMs: 10 * 60_000 },
        { key: `chat-file:ip:${req.ip}`, max: FILES_PER_TEN_MINUTES * 6, windowMs: 10 * 60_000 },
      ]);
      if (wait) {
        reply.header('retry-after', String(wait));
        throw new AppError(CODES.TOO_MANY_REQUESTS, 'uploadRateLimited');
      }
      if (!req.isMultipart()) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
      let file: Awaited<ReturnType<typeof req.file>>;
      let bytes: Buffer;
      try {
        file = await req.file();
        if (!file) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
        bytes = await file.toBuffer();
      } catch (err) {
        throw multipartError(err);
      }
      if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
      const fields = chatAttachFields.safeParse({ clientMsgId: fieldValue(file.fields.clientMsgId) });
      if (!fields.success) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed');
      const kind = await documentKind(bytes, file.filename ?? '');
      if (!kind) throw new AppError(415, 'fileType');
      const open = await openConversation(req.ctx, visitorId, null);
      if (!open) throw notFound();
      const stored = await visitorSends(req.ctx, open.conversationId, { msg: '', clientMsgId: fields.data.clientMsgId }, { ...options, source: sourceOf(req.ip) }, {
        name: safeFileName(file.filename ?? '', kind),
        mime: kind.mime,
        bytes,
      });
      ringMessages(app.bus, open.conversationId, stored);
      return ok(req, withFileLinks(secret, stored));
    },
  );

  app.get<{ Params: { fileId: string }; Querystring: { t?: string } }>(API.chat.file.local, { schema: { tags, summary: 'A chat file, by the signed link of its message', security: SECURITY.signedLink, hide: false } }, async (req, reply) => {
    const { fileId } = req.params;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(fileId) || !checkFileToken(secret, fileId, String(req.query.t ?? ''))) throw notFound();
    const f = await chatFileById(app.storage.db, fileId);
    if (!f) throw notFound();
    // Pictures show in the window; anything else downloads. Nothing a file holds may run here.
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', contentDisposition(f.name, f.mime.startsWith('image/')))
      .type(f.mime)
      .send(Buffer.from(f.bytes));
  });
};

const fieldValue = (field: unknown): string | undefined => {
  const f = Array.isArray(field) ? field[0] : field;
  return f && typeof f === 'object' && 'value' in f && typeof f.value === 'string' ? f.value : undefined;
};

/** A file over the limit is 413; anything else the multipart parser refuses is a malformed request, 400. */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}
