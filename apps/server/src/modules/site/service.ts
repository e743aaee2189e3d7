import type { BaseConfig, Country, CountryLangCurrency, DictItem, Language, Region, UserCountry, WebsiteConfig } from '@netshop/contract';
import { langCodeById } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import * as q from './queries.js';
import { allSettings } from './settings-queries.js';

// The site's reference data as the API answers it; the SQL is in queries.ts (ADR 0035).

export async function listLanguages(ctx: RequestContext): Promise<Language[]> {
  return q.languages(ctx.db);
}

export async function listCountries(ctx: RequestContext): Promise<Country[]> {
  const r = await q.enabledCountries(ctx.db, ctx.langId);
  return r.map((x) => ({
    countryId: x.countryId,
    code: x.code,
    country: x.country ?? x.code,
    langId: x.langId,
    currencyId: x.currencyId,
    currency: x.currency,
    symbol: x.symbol,
    minorUnits: x.minorUnits,
    rate: normalizeRate(x.rate),
    phoneCode: x.phoneCode,
  }));
}

/** numeric(18,8) comes back as "7.10000000"; the contract carries the shortest exact form. */
function normalizeRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

/** The visitor-independent part of the website config (cacheable). */
export async function getSiteSnapshot(ctx: RequestContext): Promise<Omit<WebsiteConfig, 'visitorCountryId'>> {
  const [s, languages, countries, base] = await Promise.all([
    allSettings(ctx.db),
    listLanguages(ctx),
    listCountries(ctx),
    q.baseCurrencyCode(ctx.db),
  ]);
  const home = countries.find((c) => c.code === s.defaultCountry) ?? countries[0];
  return {
    version: s.version,
    title: s.title,
    favicon: s.favicon,
    langId: home.langId,
    countryId: home.countryId,
    currencyId: home.currencyId,
    baseCurrency: base ?? 'USD',
    languages: languages.map(({ langId: id, shortName }) => ({ langId: id, shortName })),
    countries,
  };
}

/** Adds where the visitor is: the first of their candidate countries that we sell to, else home. */
export function withVisitor(snapshot: Omit<WebsiteConfig, 'visitorCountryId'>, visitorCodes: string[]): WebsiteConfig {
  const visiting = visitorCodes.map((code) => snapshot.countries.find((c) => c.code === code)).find(Boolean);
  return { ...snapshot, visitorCountryId: visiting?.countryId ?? snapshot.countryId };
}

export async function getBaseConfig(ctx: RequestContext): Promise<BaseConfig | null> {
  const { db, langId } = ctx;
  if (!langCodeById(langId)) return null;
  const [s, t] = await Promise.all([allSettings(db), q.siteTexts(db, langId)]);
  return {
    langId,
    siteName: t.siteName ?? s.title,
    slogan: t.slogan ?? '',
    contactEmail: s.contactEmail ?? '',
    contactPhone: s.contactPhone ?? '',
    address: t.address ?? '',
    copyright: t.copyright ?? '',
    cookieText: t.cookieText ?? '',
  };
}

export async function getCountryLangCurrency(ctx: RequestContext, countryId: number): Promise<CountryLangCurrency | null> {
  const row = await q.countryDefaults(ctx.db, countryId);
  return row ? { countryId, langId: row.langId, currencyId: row.currencyId } : null;
}

export async function listDict(ctx: RequestContext, type: string): Promise<DictItem[] | null> {
  const r = await q.dictionary(ctx.db, type, ctx.langId);
  if (r.length === 0) return null;
  return r.map((x) => ({ value: x.value, label: x.label ?? x.value, sort: x.sort }));
}

export async function listUserCountries(ctx: RequestContext): Promise<UserCountry[]> {
  const all = await listCountries(ctx);
  const collator = new Intl.Collator(ctx.lang);
  return all
    .map(({ countryId, code, country, phoneCode }) => ({ countryId, code, country, phoneCode }))
    .sort((a, b) => collator.compare(a.country, b.country));
}

export async function listRegions(ctx: RequestContext, countryId: number): Promise<Region[] | null> {
  if (!(await q.countryEnabled(ctx.db, countryId))) return null;
  const r = await q.regions(ctx.db, countryId, ctx.langId);
  const collator = new Intl.Collator(ctx.lang);
  return r
    .map((x) => ({ regionId: x.regionId, code: x.code, name: x.name ?? x.code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function createVisitor(ctx: RequestContext, countryCodes: string[]): Promise<string> {
  const id = crypto.randomUUID();
  const countries = await q.enabledCountryCodes(ctx.db);
  const match = countryCodes.map((c) => countries.find((r) => r.code === c)).find(Boolean);
  await q.insertVisitor(ctx.db, id, match ? match.id : null);
  return id;
}
