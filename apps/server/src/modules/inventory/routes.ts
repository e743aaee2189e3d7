import { API, availabilityQuery, availabilitySummary, availabilitySummaryQuery, envelope, productAvailability } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { countryExists } from '../site/index.js';
import { availabilitySummaries, productAvailability as availabilityOf } from './availability.js';

/**
 * How long an answer may be kept at most (ADR 0027, docs/architecture.md). These answers are alike
 * for every visitor of a country and language, so the public cache keeps them. Commits announce
 * their changes (migration 0038): warehouses, names, holidays, routes and transit days drop them
 * at once; stock per warehouse and incoming stock may lag PUBLIC_CACHE_STOCK_LAG_MS. Time changes
 * them with no commit: an answer is never served past the earliest cutoff it names, nor longer
 * than this (a warehouse's day turning). Checkout and order placement read stock afresh, and the
 * countdown runs in the browser.
 */
export const AVAILABILITY_MAX_AGE_MS = 30_000;

/** The buyer's view of stock per warehouse (issue 28): product page and listing cards. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.storage;
  const { publicCache } = app;
  const tags = ['inventory'];
  // Dates are computed for the app's clock (tests fix it); the cache's own time is the real one.
  const until = (now: Date, changesAt: number | undefined) => Date.now() + Math.min(AVAILABILITY_MAX_AGE_MS, (changesAt ?? Number.POSITIVE_INFINITY) - now.getTime());
  /** An unknown country is a 404 (a typo'd id must not silently answer for no country). */
  const checkCountry = async (countryId: number | undefined) => {
    if (countryId !== undefined && !(await countryExists(db, countryId))) throw notFound();
    return countryId ?? null;
  };

  app.get(
    API.inventory.availability.local,
    {
      schema: {
        tags,
        summary: 'A product’s stock per serving warehouse (nearest first for the country) with “ships today” and “arrives by” per shipping method, and incoming stock',
        querystring: availabilityQuery,
        response: { 200: envelope(productAvailability) },
      },
    },
    async (req, reply) =>
      publicCache.sendUntil(req, reply, async () => {
        const now = app.clock.now();
        const countryId = await checkCountry(req.query.countryId);
        const found = await availabilityOf(db, req.query.spuId, { countryId, langId: req.langId, now });
        if (!found) throw notFound();
        return { value: ok(req, found.value), until: until(now, found.changesAt) };
      }),
  );

  app.get(
    API.inventory.summary.local,
    {
      schema: {
        tags,
        summary: 'Listing cards’ short form of stock and dates for several products (unknown and unpublished ones are left out)',
        querystring: availabilitySummaryQuery,
        response: { 200: envelope(z.array(availabilitySummary)) },
      },
    },
    async (req, reply) =>
      publicCache.sendUntil(req, reply, async () => {
        const now = app.clock.now();
        const countryId = await checkCountry(req.query.countryId);
        const found = await availabilitySummaries(db, req.query.spuIds, { countryId, langId: req.langId, now });
        return { value: ok(req, found.value), until: until(now, found.changesAt) };
      }),
  );
};
