// The six interface languages. Ids are what the API's `Lang` header and `{languageId}` path carry.
export const LANGUAGES = [
  { langId: 1, shortName: 'zh-CN', name: '简体中文' },
  { langId: 2, shortName: 'en', name: 'English' },
  { langId: 3, shortName: 'es', name: 'Español' },
  { langId: 4, shortName: 'fi', name: 'Suomi' },
  { langId: 5, shortName: 'fr', name: 'Français' },
  { langId: 6, shortName: 'ja', name: '日本語' },
] as const;

export type LangCode = (typeof LANGUAGES)[number]['shortName'];
export const LANG_CODES = LANGUAGES.map((l) => l.shortName) as LangCode[];
export const DEFAULT_LANG: LangCode = 'zh-CN';
export const DEFAULT_LANG_ID = 1;
/** Content falls back from the requested language to English, then Chinese (docs/architecture.md#languages). */
export const FALLBACK_LANG: LangCode = 'en';

export function langCodeById(id: number | string | undefined | null): LangCode | undefined {
  const n = Number(id);
  return LANGUAGES.find((l) => l.langId === n)?.shortName;
}
export function langIdByCode(code: string | undefined | null): number | undefined {
  return LANGUAGES.find((l) => l.shortName === code)?.langId;
}
