import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './routes.js';

describe('isKnownRoute', () => {
  it('knows every screen and accepts digit ids only', () => {
    expect(isKnownRoute('/')).toBe(true);
    expect(isKnownRoute('/accountCenter/invoiceTitle')).toBe(true);
    expect(isKnownRoute('/newDetail/12')).toBe(true);
    expect(isKnownRoute('/newDetail/12/')).toBe(true);
    expect(isKnownRoute('/aboutUs/info')).toBe(true);
    expect(isKnownRoute('/newDetail/abc')).toBe(false);
    expect(isKnownRoute('/case/detail/1e3')).toBe(false);
    expect(isKnownRoute('/newList/-1')).toBe(false);
    expect(isKnownRoute('/nowhere')).toBe(false);
    expect(isKnownRoute('/console/orders')).toBe(true);
    expect(isKnownRoute('/console/nowhere')).toBe(false);
  });
});
