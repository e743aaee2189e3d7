import { CODES, FIELD_MESSAGE_KEYS, UPLOAD_MAX_BYTES, withoutInvisibles, type FieldMessageKey, type LangCode } from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { documentKind, safeFileName } from '../../lib/file-kind.js';
import { AppError } from '../../plugins/envelope.js';

// The inquiry forms arrive as multipart (their optional file travels with them: a guest has no
// account to own an upload) or, without a file, as JSON. Routes read them here, then check the
// fields with the contract's schema themselves (a multipart body has no schema Fastify could
// apply), answering as the envelope does for any other body: 422 with each field's message.

/** @fastify/multipart's limits for these forms: one file of the 5 MB of docs/product.md#validation, a few short fields. */
export const FORM_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 16 * 1024 };

export interface FormFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

export interface RawForm {
  fields: Record<string, unknown>;
  /** The file as sent (its kind is checked by `checkFile`), or null. */
  upload: { filename: string; bytes: Buffer } | null;
}

/** 413 for a file over the 5 MB of docs/product.md#validation, with the `file` field's message for the form. */
const fileTooLarge = (req: FastifyRequest) => new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge', { file: req.t('fileTooLarge') });

/** A file over the limit is 413; anything else the multipart parser refuses is a malformed request, 400. */
function multipartError(err: unknown, req: FastifyRequest): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(req);
  // More files, fields or parts than a form has.
  if (e.statusCode === 413) return new AppError(CODES.PAYLOAD_TOO_LARGE, 'payloadTooLarge');
  if ((e.code ?? '').startsWith('FST_') || /form|part|boundary|multipart/i.test(e.message ?? '')) return new AppError(CODES.BAD_REQUEST, 'badRequest');
  return err;
}

/** The form's fields and its file: every part read (the file to at most 5 MB), nothing stored yet. */
export async function readForm(req: FastifyRequest): Promise<RawForm> {
  if (!req.isMultipart()) {
    const body = req.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new AppError(CODES.BAD_REQUEST, 'badRequest');
    return { fields: body as Record<string, unknown>, upload: null };
  }
  // A Map, not an object: a field named __proto__ must not reach a prototype.
  const fields = new Map<string, unknown>();
  let upload: RawForm['upload'] = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge(req);
        // An empty file input may still send an empty part: no file.
        if (part.fieldname === 'file' && (bytes.length > 0 || part.filename)) upload = { filename: part.filename ?? '', bytes };
      } else if (!fields.has(part.fieldname)) {
        // The envelope cleans JSON bodies of invisible characters; a multipart field is cleaned here.
        fields.set(part.fieldname, typeof part.value === 'string' ? withoutInvisibles(part.value) : undefined);
      }
    }
  } catch (err) {
    throw multipartError(err, req);
  }
  return { fields: Object.fromEntries(fields), upload };
}

/** Each field's first problem in the request's language, as the envelope words a schema's. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], lang: LangCode): Record<string, string> {
  const texts = FIELD_MESSAGES[lang];
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (out[path]) continue;
    if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(issue.message)) out[path] = texts[issue.message as FieldMessageKey];
    else if (issue.code === 'invalid_type' && issue.input === undefined) out[path] = texts.required;
    else if (issue.code === 'too_small') out[path] = texts.tooShort;
    else if (issue.code === 'too_big') out[path] = texts.tooLong;
    else out[path] = texts.invalid;
  }
  return out;
}

/** The fields checked by `schema`, or the 422 naming each bad one. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, lang: LangCode): z.output<S> {
  const r = schema.safeParse(fields);
  if (!r.success) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', fieldErrors(r.error.issues, lang));
  return r.data;
}

/**
 * The file's kind by content (lib/file-kind.ts: the document types of docs/product.md#validation; a renamed program is none of
 * them): 415 naming the `file` field otherwise. An empty file is no file of any kind.
 */
export async function checkFile(req: FastifyRequest, upload: RawForm['upload']): Promise<FormFile | null> {
  if (!upload) return null;
  const kind = await documentKind(upload.bytes, upload.filename);
  if (!kind) throw new AppError(415, 'fileType', { file: req.t('fileType') });
  return { name: safeFileName(upload.filename, kind), mime: kind.mime, bytes: upload.bytes };
}
