import { describe, expect, it, vi } from 'vitest';
import { addressApi } from '../lib/shared-api/address-api';
import { cartApi } from '../lib/shared-api/cart-api';
import { samplesApi } from '../lib/shared-api/samples-api';
import { inquiriesApi, inquiryFormData } from '../lib/shared-api/inquiries-api';
import { catalogApi, documentsQuery } from '../lib/shared-api/catalog-api';
import { chatApi } from './chat/api/chat-api';
import { checkoutApi } from './checkout/api/checkout-api';
import { couponsApi } from './coupons/api/coupons-api';
import { articleQuery, articlesQuery, newsDetailQuery, newsListQuery, pageQuery } from '../lib/shared-api/content-api';
import { invoicesApi } from './invoices/api/invoices-api';
import { ordersApi } from './orders/api/orders-api';
import { searchApi } from './search/api/search-api';
import { siteApi } from './site/api/site-api';

// Every call the app makes goes through the real HTTP client, here answered by a server in
// trouble: code 500 with data null. The client shows the message and passes the envelope on
// (docs/product.md#calls/#errors); no feature's API function may then resolve as if it had succeeded.
const alerts: string[] = [];
vi.mock('../lib/api', async () => {
  const { createHttpClient } = await import('../lib/http');
  const failing = async () => new Response(JSON.stringify({ code: 500, msg: 'boom', data: null }), { status: 500, headers: { 'content-type': 'application/json' } });
  const hooks = { getToken: () => 'tok', getLangId: () => 2, notify: (_k: string, m: string) => void alerts.push(m), onUnauthorized: () => undefined, t: (k: string) => k };
  return { http: createHttpClient({ baseUrl: '/api', fetchImpl: failing, hooks }) };
});

const run = (q: { queryFn?: unknown }) => (q.queryFn as () => Promise<unknown>)();
const calls: Record<string, () => Promise<unknown>> = {
  'catalog.categories': () => catalogApi.categories(),
  'catalog.list': () => catalogApi.list({ page: 1 }),
  'catalog.detail': () => catalogApi.detail(1),
  'catalog.recordView': () => catalogApi.recordView('v', 1),
  'catalog.recentlyViewed': () => catalogApi.recentlyViewed('v'),
  'catalog.mergeRecentlyViewed': () => catalogApi.mergeRecentlyViewed('v'),
  'catalog.documents': () => run(documentsQuery(2, { page: 1 })),
  'content.newsList': () => run(newsListQuery(2, 1, 1)),
  'content.newsDetail': () => run(newsDetailQuery(2, 1)),
  'content.articles': () => run(articlesQuery(2, 'case')),
  'content.article': () => run(articleQuery(2, 'case', 1)),
  'content.page': () => run(pageQuery(2, 'privacy_policy')),
  'search.search': () => searchApi.search({ q: 'sfp', tab: 'products', page: 1 }),
  'search.suggest': () => searchApi.suggest('sf'),
  'search.hot': () => searchApi.hot(),
  'search.history': () => searchApi.history('v'),
  'search.clearHistory': () => searchApi.clearHistory('v'),
  'site.websiteConfig': () => siteApi.websiteConfig(),
  'site.languages': () => siteApi.languages(),
  'site.countries': () => siteApi.countries(2),
  'site.baseConfig': () => siteApi.baseConfig(2),
  'site.countryLangCurrency': () => siteApi.countryLangCurrency(1),
  'site.dict': () => siteApi.dict('cancel_reason', 2),
  'site.visitorId': () => siteApi.visitorId(),
  'account.addresses': () => addressApi.addresses(),
  'cart.get': () => cartApi.get(null),
  'cart.addFavorite': () => cartApi.addFavorite(1),
  'chat.messages': () => chatApi.messages('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'),
  'chat.messagesAfter': () => chatApi.messages('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', 4),
  'chat.ticket': () => chatApi.ticket('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'),
  'checkout.preview': () => checkoutApi.preview({ items: [{ skuId: 1, quantity: 1 }] }),
  'orders.list': () => ordersApi.list({}),
  'coupons.mine': () => couponsApi.mine(2),
  'coupons.centre': () => couponsApi.centre(2),
  'coupons.claim': () => couponsApi.claim({ code: 'SPRING12' }),
  'samples.mine': () => samplesApi.mine(),
  'samples.apply': () => samplesApi.apply({ lines: [{ skuId: 1, quantity: 1 }], project: 'Lab', company: 'Acme', addressId: 1 }),
  'inquiries.create': () => inquiriesApi.create(inquiryFormData({ type: 'quotation', productNo: 'SFP-10G-LR', details: 'Price?' }, null)),
  'inquiries.contact': () => inquiriesApi.contact(inquiryFormData({ topic: 'sales', name: 'Ann', email: 'ann@example.com', message: 'Hi' }, null)),
  'inquiries.mine': () => inquiriesApi.mine({ status: 'all', page: 1 }),
  'inquiries.one': () => inquiriesApi.one('IQ261124100001'),
  'inquiries.reply': () => inquiriesApi.reply('IQ261124100001', inquiryFormData({ body: 'Thanks' }, null)),
  'inquiries.close': () => inquiriesApi.close('IQ261124100001'),
  'invoices.titles': () => invoicesApi.titles(),
  'invoices.createTitle': () => invoicesApi.createTitle({ kind: 'company', name: 'Acme', countryId: 1, taxNo: '91350100M000100Y43' }),
  'invoices.orders': () => invoicesApi.orders(),
  'invoices.apply': () => invoicesApi.apply({ orderNo: 'YT300102100007', type: 'general', titleId: 1 }),
  'invoices.mine': () => invoicesApi.mine({ page: 1 }),
  'invoices.one': () => invoicesApi.one(1),
};

describe('feature API functions on a code-500 answer', () => {
  it.each(Object.keys(calls))('%s rejects with the envelope message', async (name) => {
    alerts.length = 0;
    await expect(calls[name]()).rejects.toMatchObject({ code: 500, message: 'boom' });
    expect(alerts).toEqual(['boom']); // the client's alert is still shown, once
  });
});
