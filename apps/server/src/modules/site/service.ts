import type { BaseConfig, Country, CountryLangCurrency, DictItem, Language, Region, UserCountry, WebsiteConfig } from '@netshop/contract';
import { langCodeById } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { bestLanguageFirst } from '../../db/translated.js';
import { visitor } from './schema.js';
import type { RequestContext } from '../../lib/request-context.js';

// Translated columns fall back requested language → English → Chinese (docs/architecture.md#languages).
const fallbackOrder = (alias: string, langId: number) => sql`ORDER BY ${bestLanguageFirst(alias, langId)}`;

export async function listLanguages(ctx: RequestContext): Promise<Language[]> {
  const r = await rows<{ langId: number; shortName: string; name: string }>(ctx.db, 
    sql`SELECT id AS "langId", short_name AS "shortName", name FROM language ORDER BY sort, id`,
  );
  return r.map((x) => ({ ...x, langId: Number(x.langId) }));
}

export async function listCountries(ctx: RequestContext): Promise<Country[]> {
  const r = await rows<Record<string, unknown>>(ctx.db, sql`
    SELECT c.id AS "countryId", c.code, c.default_lang_id AS "langId", c.currency_id AS "currencyId",
           c.phone_code AS "phoneCode", cur.code AS currency, cur.symbol, cur.minor_units AS "minorUnits",
           cur.rate::text AS rate,
           (SELECT ci.name FROM country_i18n ci WHERE ci.country_id = c.id ${fallbackOrder('ci', ctx.langId)} LIMIT 1) AS country
      FROM country c JOIN currency cur ON cur.id = c.currency_id
     WHERE c.enabled ORDER BY c.sort, c.id`);
  return r.map((x) => ({
    countryId: Number(x.countryId),
    code: String(x.code),
    country: String(x.country ?? x.code),
    langId: Number(x.langId),
    currencyId: Number(x.currencyId),
    currency: String(x.currency),
    symbol: String(x.symbol),
    minorUnits: Number(x.minorUnits),
    rate: normalizeRate(String(x.rate)),
    phoneCode: String(x.phoneCode),
  }));
}

/** numeric(18,8) comes back as "7.10000000"; the contract carries the shortest exact form. */
function normalizeRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

async function settings(db: Db): Promise<Record<string, string>> {
  const r = await rows<{ key: string; value: string }>(db, sql`SELECT key, value FROM site_setting`);
  return Object.fromEntries(r.map((x) => [x.key, x.value]));
}

/** The visitor-independent part of the website config (cacheable). */
export async function getSiteSnapshot(ctx: RequestContext): Promise<Omit<WebsiteConfig, 'visitorCountryId'>> {
  const [s, languages, countries, base] = await Promise.all([
    settings(ctx.db),
    listLanguages(ctx),
    listCountries(ctx),
    rows<{ code: string }>(ctx.db, sql`SELECT code FROM currency WHERE is_base LIMIT 1`),
  ]);
  const home = countries.find((c) => c.code === s.defaultCountry) ?? countries[0];
  return {
    version: s.version,
    title: s.title,
    favicon: s.favicon,
    langId: home.langId,
    countryId: home.countryId,
    currencyId: home.currencyId,
    baseCurrency: base[0]?.code ?? 'USD',
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
  const [s, texts] = await Promise.all([
    settings(db),
    rows<{ key: string; value: string }>(db, sql`
      SELECT DISTINCT ON (st.key) st.key, st.value FROM site_text st
       ORDER BY st.key, ${bestLanguageFirst('st', langId)}`),
  ]);
  const t = Object.fromEntries(texts.map((x) => [x.key, x.value]));
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
  const r = await rows<{ langId: number; currencyId: number }>(ctx.db, sql`
    SELECT default_lang_id AS "langId", currency_id AS "currencyId" FROM country WHERE id = ${countryId} AND enabled`);
  const row = r[0];
  return row ? { countryId, langId: Number(row.langId), currencyId: Number(row.currencyId) } : null;
}

export async function listDict(ctx: RequestContext, type: string): Promise<DictItem[] | null> {
  const r = await rows<{ value: string; sort: number; label: string | null }>(ctx.db, sql`
    SELECT d.value, d.sort,
           (SELECT i.label FROM dict_item_i18n i WHERE i.dict_item_id = d.id ${fallbackOrder('i', ctx.langId)} LIMIT 1) AS label
      FROM dict_item d WHERE d.type = ${type} ORDER BY d.sort, d.id`);
  if (r.length === 0) return null;
  return r.map((x) => ({ value: x.value, label: x.label ?? x.value, sort: Number(x.sort) }));
}

export async function listUserCountries(ctx: RequestContext): Promise<UserCountry[]> {
  const all = await listCountries(ctx);
  const collator = new Intl.Collator(ctx.lang);
  return all
    .map(({ countryId, code, country, phoneCode }) => ({ countryId, code, country, phoneCode }))
    .sort((a, b) => collator.compare(a.country, b.country));
}

export async function listRegions(ctx: RequestContext, countryId: number): Promise<Region[] | null> {
  const exists = await rows<unknown>(ctx.db, sql`SELECT 1 FROM country WHERE id = ${countryId} AND enabled`);
  if (exists.length === 0) return null;
  const r = await rows<{ regionId: number; code: string; name: string | null }>(ctx.db, sql`
    SELECT r.id AS "regionId", r.code,
           (SELECT i.name FROM region_i18n i WHERE i.region_id = r.id ${fallbackOrder('i', ctx.langId)} LIMIT 1) AS name
      FROM region r WHERE r.country_id = ${countryId} ORDER BY r.sort, r.id`);
  const collator = new Intl.Collator(ctx.lang);
  return r
    .map((x) => ({ regionId: Number(x.regionId), code: x.code, name: x.name ?? x.code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function createVisitor(ctx: RequestContext, countryCodes: string[]): Promise<string> {
  const id = crypto.randomUUID();
  const countries = await rows<{ id: number; code: string }>(ctx.db, sql`SELECT id, code FROM country WHERE enabled`);
  const match = countryCodes.map((c) => countries.find((r) => r.code === c)).find(Boolean);
  await ctx.db.insert(visitor).values({ id, countryId: match ? Number(match.id) : null });
  return id;
}
