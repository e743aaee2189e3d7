import { API, envelope, helpfulResult, reviewBody, reviewPage, reviewParams, reviewableLine, reviewableQuery, reviewsQuery } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import { notFound, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { createReview, listReviews, reviewableLines, voteHelpful } from './service.js';

/** /api/ew/buyer/reviews: a product's reviews for everyone; writing and voting for logged-in buyers. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  app.get(API.reviews.list.local, { schema: { tags, summary: 'A product’s published reviews with rating summary, filters and sort', security: SECURITY.optionalBuyer, querystring: reviewsQuery, response: { 200: envelope(reviewPage) } } }, async (req) => {
    const page = await listReviews(req.ctx, req.query, await optionalUser(req));
    if (!page) throw notFound();
    return ok(req, page);
  });

  app.get(
    API.reviews.reviewable.local,
    { preHandler: requireUser, schema: { tags, summary: 'The buyer’s received order lines of a product or order, and which are reviewed', querystring: reviewableQuery, response: { 200: envelope(z.array(reviewableLine)) } } },
    async (req) => ok(req, await reviewableLines(req.ctx, req.query)),
  );

  app.post(API.reviews.create.local, { preHandler: requireUser, schema: { tags, summary: 'Review a received order line (once)', body: reviewBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) =>
    ok(req, { id: await createReview(req.ctx, req.body) }, req.t('reviewPosted')),
  );

  app.post(API.reviews.helpful.local, { preHandler: requireUser, schema: { tags, summary: 'Mark a review helpful (once per buyer)', params: reviewParams, response: { 200: envelope(helpfulResult) } } }, async (req) => {
    const r = await voteHelpful(req.ctx, req.params.id);
    if (!r) throw notFound();
    return ok(req, r, req.t('reviewHelpfulThanks'));
  });
};
