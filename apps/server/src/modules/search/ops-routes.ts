import { API, envelope, hotSearchOpsBody } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { setHotSearchHidden } from './service.js';

/**
 * Staff endpoints of hot searches (the console; scripts/ops.mjs hide-search / show-search),
 * under /api/ew/staff, for roles with search.moderate.
 */
export const searchOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['search'];
  const done = envelope(z.null());

  app.post(API.staffSearch.hide.local, { onRequest: requireStaff('search.moderate'), schema: { tags, summary: 'Hide a query from hot searches (also one nobody searched yet)', body: hotSearchOpsBody, response: { 200: done } } }, async (req) => {
    if (!(await setHotSearchHidden(req.ctx, req.body.query, true))) throw notFound();
    return ok(req, null);
  });
  app.post(API.staffSearch.show.local, { onRequest: requireStaff('search.moderate'), schema: { tags, summary: 'Let a hidden query appear among hot searches again', body: hotSearchOpsBody, response: { 200: done } } }, async (req) => {
    if (!(await setHotSearchHidden(req.ctx, req.body.query, false))) throw notFound();
    return ok(req, null);
  });
};
