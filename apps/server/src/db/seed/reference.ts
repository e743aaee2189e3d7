// Reference data of the site domain: currencies, countries, dictionaries and site texts.
// Seeded with upserts at every start, so editing this file or its texts in
// apps/server/seed-data/reference (ADR 0037) and restarting updates the rows.
import type { LangCode } from '@netshop/contract';
import { perLanguage, readJson } from './files.js';
import { worldCountries } from './world.js';

type Names = Record<LangCode, string>;

/** One entry's text in each language's file, which must have it. */
function named(files: Record<LangCode, Record<string, string>>, key: string, file: string): Names {
  return perLanguage((lang) => {
    const text = files[lang][key];
    if (text === undefined) throw new Error(`seed-data/reference/${lang}/${file}: no ${key}`);
    return text;
  });
}

/** Rates: units of the currency per 1 USD (the base currency, ADR 0002). */
export const CURRENCIES = [
  { code: 'USD', symbol: '$', minorUnits: 2, rate: '1', isBase: true },
  { code: 'CNY', symbol: '¥', minorUnits: 2, rate: '7.1', isBase: false },
  { code: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92', isBase: false },
  { code: 'GBP', symbol: '£', minorUnits: 2, rate: '0.79', isBase: false },
  { code: 'JPY', symbol: '¥', minorUnits: 0, rate: '150', isBase: false },
  { code: 'MXN', symbol: 'MX$', minorUnits: 2, rate: '18.5', isBase: false },
  { code: 'SGD', symbol: 'S$', minorUnits: 2, rate: '1.34', isBase: false },
  { code: 'AUD', symbol: 'A$', minorUnits: 2, rate: '1.52', isBase: false },
  { code: 'CAD', symbol: 'C$', minorUnits: 2, rate: '1.38', isBase: false },
] as const;

export interface CountrySeed {
  code: string;
  lang: LangCode;
  currency: (typeof CURRENCIES)[number]['code'];
  phoneCode: string;
  names: Names;
}

/** The first markets: seed-data/reference/countries.json, names in <lang>/countries.json (ADR 0037). */
export const COUNTRIES: CountrySeed[] = (() => {
  const names = perLanguage((lang) => readJson<Record<string, string>>(`reference/${lang}/countries.json`));
  return readJson<Omit<CountrySeed, 'names'>[]>('reference/countries.json').map((c) => ({ ...c, names: named(names, c.code, 'countries') }));
})();

/** The first markets, then every other country the shop sells to (ADR 0032), named by ICU. */
export const ALL_COUNTRIES: CountrySeed[] = [...COUNTRIES, ...worldCountries(new Set(COUNTRIES.map((c) => c.code)))];

/** The country a visitor gets when nothing tells us where they are. */
export const DEFAULT_COUNTRY = 'CN';

/** Dictionaries: values per type in seed-data/reference/dicts.json, labels in <lang>/dicts.json. */
export const DICTS: Record<string, { value: string; names: Names }[]> = (() => {
  const labels = perLanguage((lang) => readJson<Record<string, Record<string, string>>>(`reference/${lang}/dicts.json`));
  return Object.fromEntries(
    Object.entries(readJson<Record<string, string[]>>('reference/dicts.json')).map(([type, values]) => [
      type,
      values.map((value) => ({ value, names: named(perLanguage((lang) => labels[lang][type] ?? {}), value, `dicts ${type}`) })),
    ]),
  );
})();

export const SITE_SETTINGS: Record<string, string> = {
  /** Bumping it makes every browser drop its cached base data (start-up guard, docs/product.md#states). */
  version: '2026.11.2',
  title: 'YT Networks',
  favicon: '/favicon.svg',
  defaultCountry: DEFAULT_COUNTRY,
  contactEmail: 'sales@yt-networks.example',
  contactPhone: '+86 755 8888 6666',
};

/** Site texts: keys in seed-data/reference/site-texts.json, each language's in <lang>/site-texts.json. */
export const SITE_TEXTS: Record<string, Names> = (() => {
  const texts = perLanguage((lang) => readJson<Record<string, string>>(`reference/${lang}/site-texts.json`));
  return Object.fromEntries(readJson<string[]>('reference/site-texts.json').map((key) => [key, named(texts, key, 'site-texts')]));
})();
