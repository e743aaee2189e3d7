import fp from 'fastify-plugin';
import { createContext, type RequestContext } from '../lib/request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's context (lib/request-context.ts), passed first to every service. */
    ctx: RequestContext;
  }
}

/**
 * Builds each request's context once: the database and the language when the request arrives
 * (after the i18n plugin read `Lang`), the buyer or staff member when their route's auth hook
 * has checked the session, the currency once the query is validated.
 */
export const requestContextPlugin = fp(async (app) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (req) => {
    const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 300);
    req.ctx = createContext(app.storage.db, { lang: req.lang, origin: { ip: req.ip, userAgent } });
  });
  app.addHook('preHandler', async (req) => {
    const currencyId = (req.query as { currencyId?: unknown } | undefined)?.currencyId;
    if (typeof currencyId === 'number') req.ctx.currencyId = currencyId;
  });
});
