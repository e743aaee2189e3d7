import type { FastifyInstance } from 'fastify';
import { categoryIds, productCount, productSitemapChunk } from '../modules/catalog/index.js';
import { articleSitemapEntries, newsSitemapEntries } from '../modules/content/index.js';

// robots.txt and the sitemaps: an index pointing at chunks of at most 10,000 URLs, so a
// catalogue of any size stays within the protocol's 50,000-URL and 50 MB limits.

const CHUNK = 10_000;
const STATIC_PATHS = ['/', '/product/queryProduct', '/product/queryBendProduct', '/product/goodsb', '/solutions', '/resourceDocuments', '/productsSupport', '/aboutUs/1', '/aboutUs/2', '/aboutUs/3', '/aboutUs/info', '/newList/1', '/newList/2', '/newList/3', '/policies?page=privacy_policy', '/policies?page=terms_of_use', '/policies?page=cookie_policy'];

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const urlset = (origin: string, entries: { path: string; lastmod?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `<url><loc>${xml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`;

/** `origin` is the configured public origin (PUBLIC_ORIGIN): a forged Host header must not end up in a cached sitemap. */
export async function sitemapRoutes(app: FastifyInstance, opts: { origin: string }) {
  const db = () => app.storage.db;
  const origin = (_req: unknown) => opts.origin;

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /accountCenter', 'Disallow: /console', 'Disallow: /shoppingCart', 'Disallow: /order', 'Disallow: /orderPayment', 'Disallow: /paymentResult', 'Disallow: /paymentReturn', 'Disallow: /searchResult', '', `Sitemap: ${origin(req)}/sitemap.xml`, ''].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const chunks = Math.max(1, Math.ceil((await productCount(db())) / CHUNK));
    const maps = ['/sitemaps/pages.xml', ...Array.from({ length: chunks }, (_, i) => `/sitemaps/products-${i + 1}.xml`)];
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.map((m) => `<sitemap><loc>${xml(origin(req) + m)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (req, reply) => {
    const [cats, news, articles] = await Promise.all([
      categoryIds(db()),
      newsSitemapEntries(db()),
      articleSitemapEntries(db()),
    ]);
    const entries = [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...cats.map((id) => ({ path: `/product/queryProduct?cateId=${id}` })),
      ...news.map((n) => ({ path: `/newDetail/${n.id}`, lastmod: n.at.toISOString() })),
      ...articles.map((a) => ({ path: a.kind === 'case' ? `/case/detail/${a.id}` : `/solutionsDetail?id=${a.id}`, lastmod: a.at.toISOString() })),
    ];
    return reply.type('application/xml; charset=utf-8').send(urlset(origin(req), entries));
  });

  app.get<{ Params: { n: string } }>('/sitemaps/products-:n.xml', { schema: { hide: true } }, async (req, reply) => {
    const n = /^\d{1,6}$/.test(req.params.n) ? Number(req.params.n) : 0;
    const r = n > 0 ? await productSitemapChunk(db(), (n - 1) * CHUNK, CHUNK) : [];
    if (!r.length) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('application/xml; charset=utf-8').send(urlset(origin(req), r.map((p) => ({ path: `/product/productDetail?spuId=${p.id}`, lastmod: p.at.toISOString() }))));
  });
}
