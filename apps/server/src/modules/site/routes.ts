import {
  API,
  baseConfig,
  country,
  countryIdParams,
  countryLangCurrency,
  dictItem,
  dictParams,
  envelope,
  langCodeById,
  language,
  languageIdParams,
  region,
  regionParams,
  userCountry,
  visitor,
  websiteConfig,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { inLanguage } from '../../lib/request-context.js';
import { notFound, ok } from '../../plugins/envelope.js';
import { hit, sourceOf, tooMany } from '../../plugins/rate-limit.js';
import * as site from './service.js';
import { detectCountryCodes } from './visitor-country.js';

/** The site endpoints of docs/product.md#calls (start-up, languages, countries, dictionaries, regions, visitor id). */
export const siteRoutes: FastifyPluginAsyncZod<{ geoHeader: string; cacheTtlMs: number; visitorsPerSourceHour: number }> = async (app, opts) => {
  const memo = createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('site') });
  const tags = ['site'];
  const visitorCodes = (headers: Record<string, string | string[] | undefined>) =>
    detectCountryCodes(String(headers[opts.geoHeader] ?? ''), String(headers['accept-language'] ?? ''));
  const known = (langId: number) => {
    if (langId < 1 || langId > 6) throw notFound();
    return langId;
  };
  /** The request's context in the language the path names ({languageId}), not the Lang header's. */
  const inLanguageOf = (req: FastifyRequest, langId: number) => inLanguage(req.ctx, langCodeById(langId)!);

  app.get(API.site.languages.local, { schema: { tags, summary: 'Interface languages', response: { 200: envelope(z.array(language)) } } }, async (req) =>
    ok(req, await memo('languages', () => site.listLanguages(req.ctx))),
  );

  app.get(
    API.site.baseConfig.local,
    { schema: { tags, summary: 'Base configuration in one language', params: languageIdParams, response: { 200: envelope(baseConfig) } } },
    async (req) => {
      const langId = known(req.params.languageId);
      const cfg = await memo(`config/${langId}`, () => site.getBaseConfig(inLanguageOf(req, langId)));
      if (!cfg) throw notFound();
      return ok(req, cfg);
    },
  );

  app.get(
    API.site.countries.local,
    { schema: { tags, summary: 'Countries with currency, names in one language', params: languageIdParams, response: { 200: envelope(z.array(country)) } } },
    async (req) => {
      const langId = known(req.params.languageId);
      return ok(req, await memo(`countries/${langId}`, () => site.listCountries(inLanguageOf(req, langId))));
    },
  );

  app.get(
    API.site.websiteConfig.local,
    { schema: { tags, summary: 'Start-up site configuration (version, defaults, visitor country)', response: { 200: envelope(websiteConfig) } } },
    async (req) => {
      const snapshot = await memo(`site/${req.langId}`, () => site.getSiteSnapshot(req.ctx));
      return ok(req, site.withVisitor(snapshot, visitorCodes(req.headers)));
    },
  );

  app.get(
    API.site.countryLangCurrency.local,
    { schema: { tags, summary: "A country's default language and currency", params: countryIdParams, response: { 200: envelope(countryLangCurrency) } } },
    async (req) => {
      const r = await site.getCountryLangCurrency(req.ctx, req.params.countryId);
      if (!r) throw notFound();
      return ok(req, r);
    },
  );

  app.get(
    API.site.dict.local,
    { schema: { tags, summary: 'Dictionary entries of one type (e.g. cancel_reason) in one language', params: dictParams, response: { 200: envelope(z.array(dictItem)) } } },
    async (req) => {
      const { type } = req.params;
      const langId = known(req.params.languageId);
      const items = await memo(`dict/${type}/${langId}`, () => site.listDict(inLanguageOf(req, langId), type));
      if (!items) throw notFound();
      return ok(req, items);
    },
  );

  app.get(
    API.site.userCountries.local,
    { schema: { tags, summary: 'Countries for address forms, sorted by name', params: languageIdParams, response: { 200: envelope(z.array(userCountry)) } } },
    async (req) => {
      const langId = known(req.params.languageId);
      return ok(req, await memo(`userCountries/${langId}`, () => site.listUserCountries(inLanguageOf(req, langId))));
    },
  );

  app.get(
    API.site.regions.local,
    { schema: { tags, summary: 'Regions/provinces of a country', params: regionParams, response: { 200: envelope(z.array(region)) } } },
    async (req) => {
      const langId = known(req.params.languageId);
      const { countryId } = req.params;
      const regions = await memo(`regions/${countryId}/${langId}`, () => site.listRegions(inLanguageOf(req, langId), countryId));
      if (!regions) throw notFound();
      return ok(req, regions);
    },
  );

  app.get(API.site.visitorId.local, { schema: { tags, summary: 'A new visitor uuid', response: { 200: envelope(visitor) } } }, async (req, reply) => {
    // Every chat limit counts per visitor too: fresh ids from one address must not multiply them (issue 25).
    const wait = await hit(app.storage.db, [{ key: `visitor:ip:${sourceOf(req.ip)}`, max: opts.visitorsPerSourceHour, windowMs: 60 * 60_000 }]);
    if (wait) tooMany(reply, wait);
    return ok(req, { visitorId: await site.createVisitor(req.ctx, visitorCodes(req.headers)) });
  });
};
