import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CODES, FIELD_MESSAGE_KEYS, withoutInvisibles, type FieldMessageKey, type MessageKey } from '@netshop/contract';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { FIELD_MESSAGES, MESSAGES } from '../i18n/messages.js';
import { DB_RETRY_AFTER_S, isDatabaseUnavailable } from './db-errors.js';
import { resolveLang } from './i18n.js';

/** An expected failure: its status, the message key to translate, and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly fields?: Record<string, string>,
    /** Values for the message's {placeholders} (a limit, a count). */
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
  }
}

/** A message text with its {placeholders} filled in. */
export const fillMessage = (text: string, params: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

export const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');

/** Wraps data in the envelope of docs/product.md#entities. */
export function ok<T>(req: FastifyRequest, data: T, msg?: string) {
  return { code: CODES.OK, msg: msg ?? req.t('ok'), data };
}

function send(reply: FastifyReply, status: number, msg: string, fields?: Record<string, string>) {
  return reply.code(status).type('application/json; charset=utf-8').send({ code: status, msg, data: fields ? { fields } : null });
}

const FRAMEWORK_STATUS: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  408: 'requestTimeout',
  409: 'conflict',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'badRequest',
  422: 'validationFailed',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

/**
 * Errors Fastify answers before any route or hook runs (a malformed or over-long path parameter:
 * 400, 414): the envelope in the request's language instead of Fastify's own JSON.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  // No hook has run and the request is not decorated yet (no req.t): translate here.
  const status = err.statusCode && FRAMEWORK_STATUS[err.statusCode] ? err.statusCode : (err.statusCode ?? 500) >= 500 ? CODES.SERVER_ERROR : CODES.BAD_REQUEST;
  send(reply, status, MESSAGES[resolveLang(req.headers.lang).lang][FRAMEWORK_STATUS[status] ?? 'serverError']);
}

/**
 * Requests Node's HTTP parser refuses (headers over its limit: 431; malformed: 400; too slow: 408)
 * never reach Fastify: answer on the socket with the envelope, as Fastify's default does with its own JSON.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  // Node adds code and rawPacket (the bytes that arrived) to the parser's error.
  const err = error as unknown as Error & { code?: string; rawPacket?: Buffer };
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : CODES.BAD_REQUEST;
  // The headers were not parsed; the Lang header may still be in the bytes that arrived.
  const langHeader = /\r\nlang:[ \t]*([^\r\n]{1,20})/i.exec(err.rawPacket?.toString('latin1', 0, 64 * 1024) ?? '')?.[1];
  const body = JSON.stringify({ code: status, msg: MESSAGES[resolveLang(langHeader).lang][FRAMEWORK_STATUS[status]], data: null });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/** Paths of every string (and key) holding NUL, which PostgreSQL text cannot store. */
function nulPaths(value: unknown, path: string, out: string[], depth = 0) {
  if (out.length >= 20 || depth > 32) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path || '_');
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value)) {
      const p = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) out.push(p.replaceAll('\u0000', ''));
      else nulPaths(v, p, out, depth + 1);
    }
  }
}

/**
 * Removes bidirectional controls and zero-width spaces from every text of a parsed body or query,
 * in place (contract text.ts says which and why). Passwords are left exactly as typed.
 */
function dropInvisibles(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutInvisibles(value);
  if (depth > 32 || !value || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  const o = value as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!/password/i.test(key)) o[key] = dropInvisibles(o[key], depth + 1);
  return value;
}

export interface EnvelopeOptions {
  /** Answers a non-API path nobody routed (the SPA fallback). */
  fallback?: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * Every answer under /api is the envelope with an HTTP status matching its code; a thrown error
 * never shows its stack or internals to the client (docs/product.md#errors).
 */
export const envelopePlugin = fp<EnvelopeOptions>(async (app, opts) => {
  // A NUL byte in any text would reach SQL and fail there as a 500. One check of every route's
  // parsed input, before its schema, covers fields added later too (docs/product.md#entities: a bad body is a 422
  // naming the field). Pages (the not-found/SPA fallback) are left to answer as pages.
  app.addHook('preValidation', async (req) => {
    if (req.is404) return;
    const params: string[] = [];
    nulPaths(req.params, '', params);
    if (params.length) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const fields: string[] = [];
    nulPaths(req.query, '', fields);
    nulPaths(req.body, '', fields);
    dropInvisibles(req.query);
    if (typeof req.body === 'string') req.body = withoutInvisibles(req.body);
    else dropInvisibles(req.body);
    if (fields.length) {
      const invalid = FIELD_MESSAGES[req.lang].invalid;
      throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', Object.fromEntries(fields.map((f) => [f, invalid])));
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return send(reply, err.status, fillMessage(req.t(err.key), err.params), err.fields);
    if (isDatabaseUnavailable(err)) {
      // A restart or failover of the database is temporary: tell clients and load balancers
      // when to come back instead of reporting a bug.
      req.log.error({ err }, 'database unavailable');
      reply.header('retry-after', String(DB_RETRY_AFTER_S));
      return send(reply, CODES.SERVICE_UNAVAILABLE, req.t('serviceUnavailable'));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the path names no resource: answer as not found (docs/product.md#validation: digits only).
      if (err.validationContext === 'params') return send(reply, CODES.NOT_FOUND, req.t('notFound'));
      const texts = FIELD_MESSAGES[req.lang];
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (fields[path]) continue; // the first problem of a field is the one to fix first
        // Contract schemas name their problem with a message key (packages/contract/src/account.ts).
        if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(issue.message ?? '')) {
          fields[path] = texts[issue.message as FieldMessageKey];
          continue;
        }
        const missing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
        fields[path] = missing
          ? texts.required
          : issue.keyword === 'too_small'
            ? texts.tooShort
            : issue.keyword === 'too_big'
              ? texts.tooLong
              : texts.invalid;
      }
      return send(reply, CODES.UNPROCESSABLE, req.t('validationFailed'), fields);
    }
    if (err instanceof ResponseSerializationError) {
      req.log.error({ err }, 'response did not match its schema');
      return send(reply, CODES.SERVER_ERROR, req.t('serverError'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500 && FRAMEWORK_STATUS[status]) {
      return send(reply, status, req.t(FRAMEWORK_STATUS[status]));
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, CODES.SERVER_ERROR, req.t('serverError'));
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url === '/api' || req.url.startsWith('/api/') || !opts.fallback) {
      return send(reply, CODES.NOT_FOUND, req.t('notFound'));
    }
    return opts.fallback(req, reply);
  });
});
