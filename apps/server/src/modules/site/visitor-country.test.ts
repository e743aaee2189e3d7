import { describe, expect, it } from 'vitest';
import { detectCountryCodes } from './visitor-country.js';

describe('detectCountryCodes', () => {
  it('puts the geo header first', () => {
    expect(detectCountryCodes('fi', 'en-US')[0]).toBe('FI');
  });
  it('ignores unknown geo markers and reads Accept-Language by weight', () => {
    expect(detectCountryCodes('XX', 'en;q=0.5, fr-CA;q=0.9')).toEqual(['CA', 'FR', 'US']);
  });
  it('maps a bare language to its country and handles garbage', () => {
    expect(detectCountryCodes(undefined, 'ja')).toEqual(['JP']);
    expect(detectCountryCodes(undefined, 'zh-Hans-CN')).toEqual(['CN', 'CN']);
    expect(detectCountryCodes('<x>', ';;;,*')).toEqual([]);
  });
});
