import { API, envelope, reviewHideBody, reviewParams, reviewReplyBody, staffReviewList, staffReviewsQuery } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { hideReview, listStaffReviews, publishReview, replyToReview } from './staff-service.js';

/** /api/ew/staff/reviews: staff with reviews.moderate (agent, sales, admin) hide, publish and reply. */
export const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const moderate = { onRequest: requireStaff('reviews.moderate') };
  const done = (found: boolean, req: Parameters<typeof ok>[0]) => {
    if (!found) throw notFound();
    return ok(req, null, req.t('ok'));
  };

  app.get(API.staffReviews.list.local, { ...moderate, schema: { tags, summary: 'Reviews, newest first, by status and words', querystring: staffReviewsQuery, response: { 200: envelope(staffReviewList) } } }, async (req) =>
    ok(req, await listStaffReviews(req.ctx, req.query)),
  );
  app.post(API.staffReviews.hide.local, { ...moderate, schema: { tags, summary: 'Hide a review with a reason (its author is told)', params: reviewParams, body: reviewHideBody, response: { 200: envelope(z.null()) } } }, async (req) =>
    done(await hideReview(req.ctx, req.params.id, req.body.reason), req),
  );
  app.post(API.staffReviews.publish.local, { ...moderate, schema: { tags, summary: 'Publish a hidden review again', params: reviewParams, response: { 200: envelope(z.null()) } } }, async (req) =>
    done(await publishReview(req.ctx, req.params.id), req),
  );
  app.post(API.staffReviews.reply.local, { ...moderate, schema: { tags, summary: 'Reply publicly (empty removes the reply)', params: reviewParams, body: reviewReplyBody, response: { 200: envelope(z.null()) } } }, async (req) =>
    done(await replyToReview(req.ctx, req.params.id, req.body.reply), req),
  );
};
