import { API, articleDetail, articleIdParams, articleListParams, articleSummary, currencyQuery, envelope, newsCateParams, newsDetail, newsList, newsListQuery, newsParams, pageKeyParams, publicHome } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { notFound, ok } from '../../plugins/envelope.js';
import { pricer } from '../../lib/pricing.js';
import * as content from './service.js';
import { withMemo } from '../catalog/index.js';

/** News, case studies, solutions, about pages, policies and the home page's edited texts. */
export const contentRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const { publicCache } = app;
  // Dropped with the public answers when the database announces a change (ADR 0027).
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => publicCache.changedSince() }), db);
  const tags = ['content'];
  const context = async (langId: number, currencyId?: number) => {
    const [ref, currencies] = await Promise.all([cached.reference(langId), cached.currencies()]);
    return { ref, price: pricer(currencies, currencyId) };
  };
  /**
   * An answer with the time it changes by itself: the next scheduled publication (issue 27), read
   * BEFORE the answer — read after, an item published between the two reads would stay hidden.
   */
  const timed = (load: () => Promise<unknown>) => async () => {
    const next = await content.nextPublicationTime(db);
    return { value: await load(), until: next };
  };

  app.get(
    API.content.newsByCategory.local,
    { schema: { tags, summary: 'News of one category, newest first', params: newsCateParams, querystring: newsListQuery, response: { 200: envelope(newsList) } } },
    async (req, reply) =>
      publicCache.sendUntil(
        req,
        reply,
        timed(async () => {
          const list = await content.listNews(req.ctx, req.params.cateId, req.query.page, req.query.pageSize);
          if (!list) throw notFound();
          return ok(req, list);
        }),
      ),
  );

  app.get(API.content.news.local, { schema: { tags, summary: 'A news article with previous and next', params: newsParams, response: { 200: envelope(newsDetail) } } }, async (req, reply) =>
    publicCache.sendUntil(
      req,
      reply,
      timed(async () => {
        const item = await content.newsDetail(req.ctx, req.params.newsId);
        if (!item) throw notFound();
        return ok(req, item);
      }),
    ),
  );

  app.get(
    API.content.articles.local,
    { schema: { tags, summary: 'Case studies, solutions, about pages or policies', params: articleListParams, response: { 200: envelope(z.array(articleSummary)) } } },
    async (req, reply) => publicCache.sendUntil(req, reply, timed(async () => ok(req, await content.listArticles(req.ctx, req.params.kind)))),
  );

  for (const [kind, route] of [['case', API.content.case], ['solution', API.content.solution]] as const) {
    app.get(
      route.local,
      { schema: { tags, summary: `A ${kind} with its products`, params: articleIdParams, querystring: currencyQuery, response: { 200: envelope(articleDetail) } } },
      async (req, reply) =>
        publicCache.sendUntil(
          req,
          reply,
          timed(async () => {
            const { ref, price } = await context(req.langId, req.query.currencyId);
            const a = await content.articleDetail(req.ctx, { kind, id: req.params.id }, ref, price);
            if (!a) throw notFound();
            return ok(req, a);
          }),
        ),
    );
  }

  app.get(
    API.content.page.local,
    { schema: { tags, summary: 'An about page (company, quality, contact, info) or a policy', params: pageKeyParams, response: { 200: envelope(articleDetail) } } },
    async (req, reply) =>
      publicCache.sendUntil(
        req,
        reply,
        timed(async () => {
          const { ref, price } = await context(req.langId);
          const { key } = req.params;
          const kind = key === 'info' ? 'info' : ['privacy_policy', 'terms_of_use', 'cookie_policy'].includes(key) ? 'policy' : 'about';
          const a = await content.articleDetail(req.ctx, { kind, key }, ref, price);
          if (!a) throw notFound();
          return ok(req, a);
        }),
      ),
  );

  app.get(API.content.home.local, { schema: { tags, summary: "The home page's edited texts and featured solutions", response: { 200: envelope(publicHome) } } }, async (req, reply) =>
    publicCache.sendUntil(req, reply, timed(async () => ok(req, await content.homeForBuyers(req.ctx)))),
  );
};
