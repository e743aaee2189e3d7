import { API, auditEntryParams, auditList, auditQuery, auditRevertPreview, auditRevertResult, envelope } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { applyRevert, previewRevert } from './revert.js';
import { findAudit } from './service.js';

/** /api/ew/staff/audit: the audit log, searchable by admins (ADR 0040), and restoring from it (ADR 0043). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.staff.audit.local,
    { onRequest: requireStaff('audit.read'), schema: { tags: ['staff'], summary: 'The audit log of staff changes, newest first', querystring: auditQuery, response: { 200: envelope(auditList) } } },
    async (req) => ok(req, await findAudit(req.ctx, req.query)),
  );
  // Both also need the permission of the change restored (catalog.edit, content.edit, staff.manage), checked by the service.
  app.get(
    API.staff.auditRevertPreview.local,
    {
      onRequest: requireStaff('audit.read'),
      schema: { tags: ['staff'], summary: 'What restoring the values before an entry would write', params: auditEntryParams, response: { 200: envelope(auditRevertPreview) } },
    },
    async (req) => ok(req, await previewRevert(req.ctx, req.params.id)),
  );
  app.post(
    API.staff.auditRevert.local,
    {
      onRequest: requireStaff('audit.read'),
      schema: { tags: ['staff'], summary: 'Restores the values before an entry, as a new audited change', params: auditEntryParams, response: { 200: envelope(auditRevertResult) } },
    },
    async (req) => ok(req, await applyRevert(req.ctx, req.params.id), req.t('auditReverted')),
  );
};
