import fp from 'fastify-plugin';
import { recordAudit } from './service.js';

// The audit log's safety net (ADR 0040). A staff request that changed something and whose service
// recorded no entry of its own still leaves one: the route, its parameters and its body (secrets
// redacted), so no staff change escapes the log even before its domain records a before/after.
// Registered in the staff routes' scope (app.ts), after the response, so it never delays or fails one.
// A POST that changes nothing (a dry run, a preview, a socket ticket) says so in its route's config,
// `config: { readOnly: true }`, and leaves no entry: the apply that follows it is the change, and logs it.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes no shop data although its method is POST: the audit safety net skips it. */
    readOnly?: boolean;
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Signing in and out change no shop data (the staff module records sign-ins itself). */
const NOT_CHANGES = /\/(login|logout)$/;

export const auditSafetyNet = fp(async (app) => {
  app.addHook('onResponse', async (req, reply) => {
    const ctx = req.ctx;
    if (!ctx?.staff || !CHANGES.has(req.method) || reply.statusCode >= 400 || ctx.audit.written > 0) return;
    const route = req.routeOptions.url ?? req.url;
    if (NOT_CHANGES.test(route) || req.routeOptions.config?.readOnly) return;
    const params = (req.params ?? {}) as Record<string, unknown>;
    const body = req.headers['content-type']?.startsWith('application/json') ? req.body : undefined;
    try {
      await recordAudit({ ...ctx, db: app.storage.db }, {
        action: `${req.method} ${route.replace(/^\/api\/ew\/staff/, '')}`,
        entityType: 'route',
        entityId: Object.values(params).map(String).join('/') || '-',
        after: body === undefined ? null : { params, body },
      });
    } catch (err) {
      req.log.error({ err }, 'audit entry not written');
    }
  });
});
