import { perLanguage, readJson } from './files.js';

// First-level subdivisions (ISO 3166-2) of the countries whose addresses name one, for the address
// forms; a country without an entry here has addresses without a region (ADR 0032).
// Names: English, and every UI language that writes the name differently (Chinese and Japanese
// always); where a language writes it as English does (Ontario, Texas) the server falls back
// requested → en. site.api.test.ts checks no English shows where a language differs.
export type RegionLang = 'zh-CN' | 'en' | 'es' | 'fi' | 'fr' | 'ja';
export interface RegionSeed { code: string; names: { en: string } & Partial<Record<RegionLang, string>> }
/** Codes per country in seed-data/reference/regions.json, names in <lang>/regions.json by code (ADR 0037). */
export const REGIONS: Record<string, RegionSeed[]> = (() => {
  const names = perLanguage((lang) => readJson<Record<string, string>>(`reference/${lang}/regions.json`));
  return Object.fromEntries(
    Object.entries(readJson<Record<string, string[]>>('reference/regions.json')).map(([cc, codes]) => [
      cc,
      codes.map((code) => {
        if (names.en[code] === undefined) throw new Error(`seed-data/reference/en/regions.json: no name for ${code}`);
        const given = Object.entries(names).filter(([, n]) => n[code] !== undefined).map(([lang, n]) => [lang, n[code]!]);
        return { code, names: Object.fromEntries(given) as RegionSeed['names'] };
      }),
    ]),
  );
})();
