import { API } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DB_RETRY_AFTER_S } from './db-errors.js';
import { ok } from './envelope.js';

/**
 * Liveness (no I/O) and readiness (the database answers) for load balancers, and the reference
 * route of the benchmarks: /api/health is the cheapest answer this server can give.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(API.health.live.full, { schema: { hide: true } }, async (req) => ok(req, { status: 'ok' }));
  app.get(API.health.ready.full, { schema: { hide: true } }, async (req, reply) => {
    try {
      await app.storage.db.execute(sql`SELECT 1`);
      return ok(req, { status: 'ready', database: app.storage.kind });
    } catch (err) {
      req.log.error({ err }, 'database not ready');
      return reply.code(503).header('retry-after', String(DB_RETRY_AFTER_S)).send({ code: 503, msg: req.t('serviceUnavailable'), data: { status: 'unavailable' } });
    }
  });
}
