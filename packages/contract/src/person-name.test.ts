import { describe, expect, it } from 'vitest';
import { LANG_CODES, type LangCode } from './languages.js';
import { familyNameFirst, formatPersonName, formatReviewSignature, formatSalutationName } from './person-name.js';

const wang = { firstName: '伟', lastName: '王' };
const ouyang = { firstName: '小明', lastName: '欧阳' };
const yamada = { firstName: '太郎', lastName: '山田' };
const ana = { firstName: 'Ana', lastName: 'López' };
const western: LangCode[] = ['en', 'es', 'fi', 'fr'];

describe('person names by language', () => {
  it('covers the six languages', () => expect(LANG_CODES).toEqual(['zh-CN', 'en', 'es', 'fi', 'fr', 'ja']));

  it('asks for the family name first in Chinese and Japanese only', () => {
    expect(LANG_CODES.filter(familyNameFirst)).toEqual(['zh-CN', 'ja']);
  });

  it.each(LANG_CODES)('writes a Chinese or Japanese name family name first without a space in %s', (lang) => {
    expect(formatPersonName(wang, lang)).toBe('王伟');
    expect(formatPersonName(ouyang, lang)).toBe('欧阳小明');
    expect(formatPersonName(yamada, lang)).toBe('山田太郎');
    expect(formatPersonName({ firstName: '민준', lastName: '김' }, lang)).toBe('김민준');
  });

  it.each(LANG_CODES)('writes other names given name first in %s', (lang) => {
    expect(formatPersonName(ana, lang)).toBe('Ana López');
    expect(formatPersonName({ firstName: ' Ana ', lastName: '' }, lang)).toBe('Ana');
    expect(formatPersonName({ firstName: '', lastName: '王' }, lang)).toBe('王');
  });

  it('greets with the full name in Chinese, with 様 in Japanese, by given name in Western languages', () => {
    expect(formatSalutationName(wang, 'zh-CN')).toBe('王伟');
    expect(formatSalutationName(ana, 'zh-CN')).toBe('Ana López');
    expect(formatSalutationName(yamada, 'ja')).toBe('山田太郎様');
    expect(formatSalutationName(ana, 'ja')).toBe('Ana López 様');
    for (const lang of western) {
      expect(formatSalutationName(ana, lang)).toBe('Ana');
      // "伟" alone would greet a Chinese buyer by half a name.
      expect(formatSalutationName(wang, lang)).toBe('王伟');
    }
    // No gendered title is invented.
    for (const lang of LANG_CODES) expect(formatSalutationName(wang, lang)).not.toMatch(/先生|女士|Mr|Ms|Sr|Herra|M\./);
  });

  it.each(LANG_CODES)('signs a review in %s: family name and masked given name for East Asian names, given name and initial otherwise', (lang) => {
    expect(formatReviewSignature(wang, lang, true)).toBe('王*');
    expect(formatReviewSignature(ouyang, lang, true)).toBe('欧阳**');
    expect(formatReviewSignature(ana, lang, true)).toBe('Ana L.');
    expect(formatReviewSignature(wang, lang, false)).toBe('王***');
    expect(formatReviewSignature(ana, lang, false)).toBe('A***');
    expect(formatReviewSignature({ firstName: '', lastName: '' }, lang, true)).toBe('?***');
  });
});
