import { API, envelope, searchQuery, searchResult, suggestion, suggestQuery, visitorQuery } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { ok } from '../../plugins/envelope.js';
import { allow, sourceOf } from '../../plugins/rate-limit.js';
import { pricer } from '../../lib/pricing.js';
import { withMemo } from '../catalog/index.js';
import * as s from './service.js';

/** Search over products and resources, suggestions, search history and hot searches. */
export const searchRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const { publicCache } = app;
  // Identical searches (hot searches, paging back) are answered by the public cache (ADR 0027),
  // which drops them when the catalogue changes.
  const since = () => publicCache.changedSince();
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since }), db);
  // Each query's match counts, shared by its pages, tabs, languages and currencies.
  const counts = createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('search-counts'), since });
  const tags = ['search'];

  app.get(API.search.search.local, { schema: { tags, summary: 'Search products or resources (documents, news, cases, solutions)', querystring: searchQuery, response: { 200: envelope(searchResult) } } }, async (req, reply) => {
    const answer = await publicCache.answer(
      req,
      async () => {
        const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
        const result = await s.search(req.ctx, ref, pricer(currencies, req.query.currencyId), req.query, counts);
        return { value: ok(req, result), meta: { fuzzy: result.fuzzy, products: result.counts.products, resources: result.counts.resources } };
      },
      ['visitorId'],
    );
    const { q, visitorId } = req.query;
    const found = answer.entry.meta!;
    // A typo's corrected results are not what the visitor typed: neither their history nor hot.
    if (req.query.page === 1 && visitorId && !found.fuzzy && found.products + found.resources > 0) {
      await s.recordHistory(req.ctx, q, visitorId);
      // Hot searches: found products, looks like a search, and within this visitor's and source's rate.
      const counted =
        found.products > 0 &&
        s.hotCandidate(q) &&
        (await allow(db, [
          { key: `hot:visitor:${visitorId}`, max: s.HOT_SEARCH.perVisitorPerHour, windowMs: 3_600_000 },
          { key: `hot:ip:${sourceOf(req.ip)}`, max: s.HOT_SEARCH.perSourcePerHour, windowMs: 3_600_000 },
        ]));
      if (counted) await s.countHotSearch(req.ctx, q, visitorId);
    }
    return publicCache.reply(req, reply, answer);
  });

  app.get(API.search.suggest.local, { schema: { tags, summary: 'Suggestions while typing', querystring: suggestQuery, response: { 200: envelope(z.array(suggestion)) } } }, async (req, reply) =>
    publicCache.send(req, reply, async () => ok(req, await s.suggest(req.ctx, req.query.q))),
  );

  app.get(API.search.hot.local, { schema: { tags, summary: 'Queries that found products for several distinct visitors (not hidden by an operator)', response: { 200: envelope(z.array(z.string())) } } }, async (req) =>
    ok(req, await s.hotSearches(req.ctx)),
  );

  app.get(API.search.history.local, { schema: { tags, summary: "A visitor's recent searches", querystring: visitorQuery, response: { 200: envelope(z.array(z.string())) } } }, async (req) =>
    ok(req, await s.history(req.ctx, req.query.visitorId)),
  );

  app.delete(API.search.clearHistory.local, { schema: { tags, summary: "Clear a visitor's search history", querystring: visitorQuery, response: { 200: envelope(z.null()) } } }, async (req) => {
    await s.clearHistory(req.ctx, req.query.visitorId);
    return ok(req, null);
  });
};
