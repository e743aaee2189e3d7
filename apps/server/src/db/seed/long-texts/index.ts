import type { LangCode } from '@netshop/contract';
import { ES } from './es/index.js';
import { FI } from './fi/index.js';
import { FR } from './fr/index.js';
import { JA } from './ja/index.js';
import type { LongTexts } from './types.js';

export type { LongTexts };

/** Long texts written in each language other than Chinese and English (those sit in the seeds). */
export const LONG_TEXTS: Record<Exclude<LangCode, 'zh-CN' | 'en'>, LongTexts> = { es: ES, fi: FI, fr: FR, ja: JA };

/** A seed's long text in a language: the seed's own, else the language's file, else none. */
export function longText(inline: Partial<Record<LangCode, string>>, lang: LangCode, area: keyof LongTexts, key: string): string | null {
  if (inline[lang]) return inline[lang]!;
  if (lang === 'zh-CN' || lang === 'en') return null;
  return LONG_TEXTS[lang][area][key] ?? null;
}
