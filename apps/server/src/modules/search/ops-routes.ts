import { envelope, hotSearchOpsBody } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { setHotSearchHidden } from './service.js';

/**
 * Operator endpoints of hot searches (scripts/ops.mjs hide-search / show-search). Registered
 * under /api/ops, whose operator-token guard (plugins/local-only.ts) runs before them.
 */
export const searchOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.storage;
  const tags = ['operator'];
  const done = envelope(z.null());

  app.post('/search/hide', { schema: { tags, summary: 'Hide a query from hot searches (also one nobody searched yet)', body: hotSearchOpsBody, response: { 200: done } } }, async (req) => {
    if (!(await setHotSearchHidden(db, req.body.query, true))) throw notFound();
    return ok(req, null);
  });
  app.post('/search/show', { schema: { tags, summary: 'Let a hidden query appear among hot searches again', body: hotSearchOpsBody, response: { 200: done } } }, async (req) => {
    if (!(await setHotSearchHidden(db, req.body.query, false))) throw notFound();
    return ok(req, null);
  });
};
