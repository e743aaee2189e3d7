import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { API, API_BASE } from '@netshop/contract/api-paths';
import { bootKey } from '@netshop/contract/boot';
import { HOME_NEWS, HOME_PRODUCT_ROWS, listingRequest, NEWS_PAGE_SIZE, type ListingPageKind } from '@netshop/contract/filters';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// A first visit would otherwise wait for the script, then the start-up calls, then the page's
// own data, one round trip after another. The server already knows what those GETs answer, so
// it inlines the answers into the HTML and tells the browser which chunks the page needs
// (ADR 0009). Only public, visitor-independent data goes in: never anything of a session.

const LISTINGS: Record<string, ListingPageKind> = { '/product/queryProduct': 'all', '/product/queryBendProduct': 'brand', '/product/goodsb': 'volume' };

/** Source module of each page worth preloading (the router's lazy import of that path). */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/site/pages/home-page.tsx',
  '/product/productDetail': 'src/features/catalog/pages/product-detail-page.tsx',
  '/product/queryProduct': 'src/features/catalog/pages/query-product-page.tsx',
  '/product/queryBendProduct': 'src/features/catalog/pages/query-bend-product-page.tsx',
  '/product/goodsb': 'src/features/catalog/pages/goods-b-page.tsx',
  '/searchResult': 'src/features/search/pages/search-result-page.tsx',
};

function toQuery(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.append(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The GETs a page makes for its main content, as a first-time visitor's client would send them. */
export function pageRequests(path: string, query: Record<string, string | undefined>, currencyId: number): string[] {
  if (path === '/product/productDetail' && /^\d{1,9}$/.test(query.spuId ?? '')) return [`${API.catalog.product.path({ spuId: Number(query.spuId) })}${toQuery({ currencyId })}`];
  if (path === '/')
    return [
      ...Object.values(HOME_PRODUCT_ROWS).map((row) => `${API.catalog.products.path()}${toQuery({ ...row, currencyId })}`),
      API.content.articles.path({ kind: 'solution' }),
      // The hero's and blocks' texts staff edit in the console (issue 27).
      API.content.home.path(),
      `${API.content.newsByCategory.path({ cateId: HOME_NEWS.cateId })}${toQuery({ page: HOME_NEWS.page, pageSize: NEWS_PAGE_SIZE })}`,
    ];
  // Search results as a first visit asks for them: no visitor id yet (it comes after the first
  // paint; the page then asks again with it, for the history, and the public cache answers).
  const keyword = (query.keyword ?? '').slice(0, 200);
  if (path === '/searchResult' && keyword.trim()) {
    const page = Math.max(1, Number(query.page) || 1);
    return [
      `${API.search.search.path()}${toQuery({ q: keyword, tab: query.tab === 'resources' ? 'resources' : 'products', page, pageSize: 24, currencyId })}`,
      API.search.hot.path(),
    ];
  }
  const kind = LISTINGS[path];
  if (kind) return [`${API.catalog.products.path()}${toQuery({ ...listingRequest((k) => query[k], kind), currencyId })}`];
  return [];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Files a page module needs at once (its chunk, static imports, CSS), from Vite's manifest. */
export function createPreloads(dist: string) {
  const file = join(dist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const entry = Object.entries(manifest).find(([, c]) => (c as { isEntry?: boolean }).isEntry)?.[0];
  const inEntry = new Set<string>();
  const walk = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, seen);
  };
  if (entry) walk(entry, inEntry); // the entry's own imports are already in index.html
  const cache = new Map<string, { scripts: string[]; styles: string[] }>();
  return function preloadsFor(modules: string[]) {
    const key = modules.join('|');
    const hit = cache.get(key);
    if (hit) return hit;
    const seen = new Set<string>();
    for (const m of modules) walk(m, seen);
    const chunks = [...seen].filter((k) => !inEntry.has(k)).map((k) => manifest[k]);
    const out = { scripts: chunks.map((c) => `/${c.file}`), styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => `/${f}`) };
    cache.set(key, out);
    return out;
  };
}

export function pageModules(path: string, langCode: string): string[] {
  const page = PAGE_MODULES[path];
  // The default language ships in the main chunk; another one chosen by ?lang= loads its files.
  const locales = langCode === 'zh-CN' ? [] : ['common', 'pages', 'catalog', 'content', 'search'].map((ns) => `src/locales/${langCode}/${ns}.json`);
  return [...(page ? [page] : []), ...locales];
}

/**
 * The answers a first visit asks for: site configuration, languages, countries, base config,
 * the category tree and the page's own content, keyed as the client's HTTP layer looks them up.
 */
export function createBoot(app: FastifyInstance, forwardHeaders: string[]) {
  async function get(req: FastifyRequest, url: string, lang: number | undefined) {
    const headers: Record<string, string> = {};
    for (const h of forwardHeaders) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    if (lang !== undefined) headers.lang = String(lang);
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });
    if (res.statusCode !== 200) return undefined;
    const body = res.json() as { code?: number; data?: unknown };
    return body.code === 200 ? body : undefined;
  }

  return async function boot(req: FastifyRequest, path: string, langParam: number | undefined): Promise<Record<string, unknown>> {
    const answers: Record<string, unknown> = {};
    const put = (lang: number | undefined, url: string, body: unknown) => {
      if (body) answers[bootKey(lang, url)] = body;
    };
    const cfgUrl = API.site.websiteConfig.path();
    const cfg = (await get(req, cfgUrl, langParam)) as { data: { langId: number; currencyId: number } } | undefined;
    if (!cfg) return answers;
    put(langParam, cfgUrl, cfg);
    const langId = langParam ?? cfg.data.langId;
    const urls = [
      API.site.languages.path(),
      API.site.countries.path({ languageId: langId }),
      API.site.baseConfig.path({ languageId: langId }),
      API.catalog.categories.path(),
      ...pageRequests(path, req.query as Record<string, string | undefined>, cfg.data.currencyId),
    ];
    const bodies = await Promise.all(urls.map((u) => get(req, u, langId)));
    urls.forEach((u, i) => put(langId, u, bodies[i]));
    return answers;
  };
}

/** The answers as a JSON script element; "<" is escaped so no text can close the element. */
export function renderBoot(id: string, answers: Record<string, unknown>): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
}
