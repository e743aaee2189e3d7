import { API, auditList, auditQuery, envelope } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { findAudit } from './service.js';

/** /api/ew/staff/audit: the audit log, searchable by admins (ADR 0040). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.staff.audit.local,
    { onRequest: requireStaff('audit.read'), schema: { tags: ['staff'], summary: 'The audit log of staff changes, newest first', querystring: auditQuery, response: { 200: envelope(auditList) } } },
    async (req) => ok(req, await findAudit(req.ctx, req.query)),
  );
};
