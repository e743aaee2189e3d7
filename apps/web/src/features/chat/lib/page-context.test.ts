import { describe, expect, it } from 'vitest';
import { CONTEXT_PATH_MAX, pageContext, sameContext } from './page-context';

describe('the page context the chat window sends', () => {
  it('names the page with its query, and the product on a product page', () => {
    expect(pageContext('/searchResult', '?q=sfp')).toEqual({ path: '/searchResult?q=sfp' });
    expect(pageContext('/product/productDetail', '?spuId=42&sku=3')).toEqual({ path: '/product/productDetail?spuId=42&sku=3', spuId: 42 });
  });

  it('sends only what the contract accepts', () => {
    expect(pageContext('/product/productDetail', '?spuId=abc')).toEqual({ path: '/product/productDetail?spuId=abc' });
    expect(pageContext('/product/productDetail', '?spuId=0')).toEqual({ path: '/product/productDetail?spuId=0' });
    expect(pageContext('/product/productDetail', '?spuId=99999999999')).toEqual({ path: '/product/productDetail?spuId=99999999999' });
    const long = pageContext('/searchResult', `?q=${'x'.repeat(400)}`);
    expect(long).toEqual({ path: '/searchResult' });
    expect(pageContext(`/${'a'.repeat(400)}`, '').path).toHaveLength(CONTEXT_PATH_MAX);
    expect(pageContext('/x\u0000y', '').path).toBe('/xy');
  });

  it('says the currency the page shows prices in, so the assistant gives amounts in it (issue 24)', () => {
    expect(pageContext('/cart', '', 2)).toEqual({ path: '/cart', currencyId: 2 });
    expect(pageContext('/product/productDetail', '?spuId=42', 3)).toEqual({ path: '/product/productDetail?spuId=42', spuId: 42, currencyId: 3 });
    // Not known yet (before the site settings load): nothing is sent for it.
    expect(pageContext('/cart', '', null)).toEqual({ path: '/cart' });
    // A change of currency alone is a new context, sent again.
    expect(sameContext({ path: '/cart', currencyId: 1 }, { path: '/cart', currencyId: 2 })).toBe(false);
  });

  it('compares two contexts by value', () => {
    expect(sameContext({ path: '/a', spuId: 1 }, { path: '/a', spuId: 1 })).toBe(true);
    expect(sameContext({ path: '/a' }, { path: '/a', spuId: 1 })).toBe(false);
    expect(sameContext(null, null)).toBe(true);
  });
});
