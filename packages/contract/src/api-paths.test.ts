import { describe, expect, it } from 'vitest';
import { allRoutes, API, API_BASE, API_MOUNTS, DEV_PAGES, MEDIA } from './api-paths.js';

// That every declared route is one the server registers is checked on the server's side:
// apps/server/src/api-paths.api.test.ts.

describe('API path builders', () => {
  it('fill each parameter, URI-encoded', () => {
    expect(API.orders.one.path({ orderNo: 'EW2024000001' })).toBe('/ew/buyer/orders/EW2024000001');
    expect(API.orders.cancel.path({ orderNo: 'a/b?c#d e' })).toBe('/ew/buyer/orders/a%2Fb%3Fc%23d%20e/cancel');
    expect(API.site.regions.path({ countryId: 12, languageId: 2 })).toBe('/ew/buyer/user/region/12/2');
    expect(API.site.dict.path({ type: 'cancel_reason', languageId: 3 })).toBe('/ew/buyer/home/dict/cancel_reason/3');
    expect(API.account.forgotCheck.path({ param: '12 34' })).toBe('/ew/buyer/user/forgot/qs/12%2034');
    expect(API.catalog.specSheet.path({ spuId: 7 })).toBe('/ew/buyer/catalog/products/7/spec-sheet.pdf');
    expect(API.catalog.categories.path()).toBe('/ew/buyer/catalog/categories');
  });

  it('put the API base in front for links and server-made URLs', () => {
    expect(API.catalog.documentDownload.href({ docId: 5 })).toBe('/api/ew/buyer/catalog/documents/5/download');
    expect(API.payments.notify.href({ provider: 'sandbox' })).toBe('/api/ew/buyer/payments/notify/sandbox');
    expect(API.common.upload.full).toBe('/api/common/upload');
    expect(MEDIA.productImage.href({ key: 'sfp-10g', view: '1.svg' })).toBe('/media/products/sfp-10g/1.svg');
    expect(DEV_PAGES.mail.full).toBe('/dev/mailbox/:id');
  });

  it('give the pattern inside the mount the server registers it under', () => {
    expect(API.orders.one.local).toBe('/orders/:orderNo');
    expect(API.orders.one.mount).toBe(API_MOUNTS.buyer);
    expect(API.staffOrders.ship.local).toBe('/orders/:orderNo/ship');
    expect(API.staffOrders.ship.mount).toBe(API_MOUNTS.staff);
    expect(API.common.upload.mount).toBe('');
    expect(API.common.upload.local).toBe('/common/upload');
    for (const r of allRoutes()) expect(r.mount + r.local).toBe(r.pattern);
  });

  it('refuse a missing parameter from an untyped caller', () => {
    const loose = API.orders.one.path as (params?: Record<string, string>) => string;
    expect(() => loose({})).toThrow(/orderNo/);
  });

  it('reject a missing or misspelt parameter at compile time', () => {
    // @ts-expect-error orderNo is required
    expect(() => API.orders.one.path({})).toThrow();
    // @ts-expect-error the parameter is orderNo, not orderId
    expect(() => API.orders.one.path({ orderId: 'x' })).toThrow();
    // @ts-expect-error a pattern without parameters takes none
    API.cart.get.path({ skuId: 1 });
  });
});

describe('API paths', () => {
  const routes = allRoutes();

  it('declare each method and pattern once', () => {
    const keys = routes.map((r) => `${r.method} ${r.full}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are well formed: whole-segment :params, no trailing slash, API routes under the base', () => {
    for (const r of routes) {
      expect(r.pattern).toMatch(/^(\/(:[A-Za-z][A-Za-z0-9_]*|[A-Za-z0-9._-]+))+$/);
      if (Object.values(API).some((group) => Object.values(group).includes(r as never))) expect(r.full).toBe(API_BASE + r.pattern);
    }
  });

  it('keep the paths of docs/product.md#calls', () => {
    const patterns = new Set(routes.map((r) => r.pattern));
    for (const p of [
      '/ew/buyer/user/login',
      '/ew/buyer/user/register/email',
      '/ew/buyer/user/register1',
      '/ew/buyer/user/register2',
      '/ew/buyer/user/forgot/email',
      '/ew/buyer/user/forgot/qs/:param',
      '/ew/buyer/user/forgot/reset',
      '/ew/buyer/user/loginUser',
      '/ew/buyer/chat/visitorId',
      '/ew/buyer/home/config/:languageId',
      '/ew/buyer/home/country/:languageId',
      '/ew/buyer/home/lang',
      '/ew/buyer/home/websiteConfig',
      '/ew/buyer/home/countryLangCurrency/:countryId',
      '/ew/buyer/home/dict/:type/:languageId',
      '/ew/buyer/user/country/:languageId',
      '/ew/buyer/user/region/:countryId/:languageId',
      '/common/upload',
    ])
      expect(patterns).toContain(p);
  });
});
