import type { LangCode } from './languages.js';

// How a person's name is written, by the interface language and the name's own script.
// Every place that prints a buyer's name (web pages, review signatures, messages, mails, order
// addresses, PDFs) goes through these functions, so 王伟 is never printed as "伟 王".
// `firstName` is the given name and `lastName` the family name, whatever order a form shows.

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** Chinese and Japanese ask for and write the family name first (姓 before 名). */
export const familyNameFirst = (lang: LangCode): boolean => lang === 'zh-CN' || lang === 'ja';

/** A family name in Han characters or Hangul: a Chinese, Japanese or Korean name, written family name first without a space. */
const EAST_ASIAN_FAMILY = /^[\p{Script=Han}\p{Script=Hangul}]/u;
const isEastAsian = (family: string): boolean => EAST_ASIAN_FAMILY.test(family);

const graphemes = (s: string): string[] => [...s];

/**
 * The full name as the language writes it: 王伟 (a Han or Hangul family name: family first, no
 * space, in every language), "Ana López" (other names: given name first).
 */
export function formatPersonName(n: PersonName, _lang: LangCode): string {
  const given = n.firstName.trim();
  const family = n.lastName.trim();
  if (!given || !family) return given || family;
  return isEastAsian(family) ? `${family}${given}` : `${given} ${family}`;
}

/**
 * The name a greeting uses ("{name}, your account is ready", "Dear {name}"): the full name in
 * Chinese (王伟), the full name with 様 in Japanese (王伟様, Ana López 様), the given name in the
 * Western languages unless the name is East Asian (then the full name: "伟" alone would be
 * wrong). No 先生/女士: the shop does not know the buyer's gender.
 */
export function formatSalutationName(n: PersonName, lang: LangCode): string {
  const full = formatPersonName(n, lang);
  const family = n.lastName.trim();
  if (lang === 'ja') return full ? (isEastAsian(family) || !n.firstName.trim() ? `${full}様` : `${full} 様`) : '';
  if (lang === 'zh-CN' || isEastAsian(family)) return full;
  return n.firstName.trim() || full;
}

/**
 * A review's signature. Named: an East Asian name keeps its family name and masks the given name
 * (王*, 欧阳**); other names keep the given name and the family name's initial ("Ana L.").
 * Anonymous: the first letter of the name as written, then *** (王***, A***).
 */
export function formatReviewSignature(n: PersonName, lang: LangCode, showName: boolean): string {
  const given = n.firstName.trim();
  const family = n.lastName.trim();
  const full = formatPersonName(n, lang);
  if (!full) return '?***';
  if (!showName) return `${graphemes(full)[0]}***`;
  if (isEastAsian(family)) return `${family}${'*'.repeat(Math.max(1, graphemes(given).length))}`;
  const initial = graphemes(family)[0];
  return given && initial ? `${given} ${initial}.` : full;
}
