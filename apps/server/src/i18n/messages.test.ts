import { LANG_CODES, MESSAGE_KEYS } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, MESSAGES } from './messages.js';

describe('server messages', () => {
  it('exist in every language for every key, and differ from English where they should', () => {
    for (const lang of LANG_CODES) {
      expect(Object.keys(MESSAGES[lang]).sort()).toEqual([...MESSAGE_KEYS].sort());
      expect(Object.keys(FIELD_MESSAGES[lang]).sort()).toEqual(Object.keys(FIELD_MESSAGES.en).sort());
      for (const v of Object.values(MESSAGES[lang])) expect(v.trim()).not.toBe('');
      if (lang !== 'en') expect(MESSAGES[lang].notFound).not.toBe(MESSAGES.en.notFound);
    }
  });
});
