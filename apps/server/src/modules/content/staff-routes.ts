import {
  API,
  contentCreateBody,
  contentItemParams,
  contentPreview,
  contentPreviewBody,
  contentPublishBody,
  contentSaved,
  contentTypeParams,
  contentUpdateBody,
  contentVersionBody,
  contentVersionQuery,
  envelope,
  homeUpdateBody,
  staffContentDetail,
  staffContentList,
  staffContentQuery,
  staffHome,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { registerContentReverters } from './reverters.js';
import { saveStaffHome, staffHome as readStaffHome } from './staff-home.js';
import * as svc from './staff-service.js';

/** /api/ew/staff/content…: staff with content.edit (sales, admin) write, publish and schedule content and edit the home page (issue 27). */
export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Edits the audit log can restore (ADR 0043).
  registerContentReverters();
  const tags = ['content'];
  const edit = { onRequest: requireStaff('content.edit') };
  const R = API.staffContent;

  app.get(R.list.local, { ...edit, schema: { tags, summary: 'News, cases, solutions or pages with status and completeness per language', querystring: staffContentQuery, response: { 200: envelope(staffContentList) } } }, async (req) =>
    ok(req, await svc.listStaffContent(req.ctx, req.query)),
  );
  app.post(R.create.local, { ...edit, schema: { tags, summary: 'A new draft', params: contentTypeParams, body: contentCreateBody, response: { 200: envelope(contentSaved) } } }, async (req) =>
    ok(req, await svc.createStaffContent(req.ctx, req.params.type, req.body)),
  );
  app.get(R.one.local, { ...edit, schema: { tags, summary: 'An item with its texts in every language', params: contentItemParams, response: { 200: envelope(staffContentDetail) } } }, async (req) =>
    ok(req, await svc.staffContentDetail(req.ctx, req.params.type, req.params.id)),
  );
  app.put(R.update.local, { ...edit, schema: { tags, summary: 'Save over the version edited (409 when it changed)', params: contentItemParams, body: contentUpdateBody, response: { 200: envelope(contentSaved) } } }, async (req) =>
    ok(req, await svc.updateStaffContent(req.ctx, req.params.type, req.params.id, req.body)),
  );
  app.post(R.publish.local, { ...edit, schema: { tags, summary: 'Publish now, or schedule at a date', params: contentItemParams, body: contentPublishBody, response: { 200: envelope(contentSaved) } } }, async (req) =>
    ok(req, await svc.publishStaffContent(req.ctx, req.params.type, req.params.id, req.body)),
  );
  app.post(R.unpublish.local, { ...edit, schema: { tags, summary: 'Back to a draft', params: contentItemParams, body: contentVersionBody, response: { 200: envelope(contentSaved) } } }, async (req) =>
    ok(req, await svc.unpublishStaffContent(req.ctx, req.params.type, req.params.id, req.body.version)),
  );
  app.delete(R.remove.local, { ...edit, schema: { tags, summary: 'Delete an item', params: contentItemParams, querystring: contentVersionQuery, response: { 200: envelope(z.null()) } } }, async (req) => {
    await svc.deleteStaffContent(req.ctx, req.params.type, req.params.id, req.query.version);
    return ok(req, null);
  });
  app.post(R.preview.local, { ...edit, config: { readOnly: true }, schema: { tags, summary: 'The sanitised HTML a body would be shown as', body: contentPreviewBody, response: { 200: envelope(contentPreview) } } }, async (req) =>
    ok(req, svc.previewBody(req.body.body)),
  );
  app.get(R.home.local, { ...edit, schema: { tags, summary: "The home page's texts in every language and its featured solutions", response: { 200: envelope(staffHome) } } }, async (req) =>
    ok(req, await readStaffHome(req.ctx)),
  );
  app.put(R.saveHome.local, { ...edit, schema: { tags, summary: "Save the home page's texts and featured solutions (409 when it changed)", body: homeUpdateBody, response: { 200: envelope(z.object({ version: z.number().int() })) } } }, async (req) =>
    ok(req, await saveStaffHome(req.ctx, req.body)),
  );
};
