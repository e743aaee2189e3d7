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
    // Every console screen a link or a reload opens, with its kind of parameter.
    for (const path of ['/console/orders/YT261128100001', '/console/catalog', '/console/catalog/54', '/console/catalog/new', '/console/content', '/console/content/home', '/console/content/news/3', '/console/content/page/new', '/console/audit', '/console/security']) {
      expect(isKnownRoute(path), path).toBe(true);
    }
    expect(isKnownRoute('/console/orders/yt<script>')).toBe(false);
    expect(isKnownRoute('/console/content/blog/3')).toBe(false);
    expect(isKnownRoute('/console/content/news/old')).toBe(false);
    expect(isKnownRoute('/console/catalog/abc')).toBe(false);
  });
});
