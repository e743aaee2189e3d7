import { CODES, FIELD_MESSAGE_KEYS, type FieldMessageKey, type MessageKey } from '@netshop/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { FIELD_MESSAGES } from '../i18n/messages.js';

/** An expected failure: its status, the message key to translate, and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
  }
}

export const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');

/** Wraps data in the envelope of §3. */
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
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'badRequest',
  422: 'validationFailed',
  429: 'tooManyRequests',
};

export interface EnvelopeOptions {
  /** Answers a non-API path nobody routed (the SPA fallback). */
  fallback?: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * Every answer under /api is the envelope with an HTTP status matching its code; a thrown error
 * never shows its stack or internals to the client (§8).
 */
export const envelopePlugin = fp<EnvelopeOptions>(async (app, opts) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return send(reply, err.status, req.t(err.key), err.fields);
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the path names no resource: answer as not found (§5: digits only).
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
