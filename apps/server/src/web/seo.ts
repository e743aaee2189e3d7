import { LANGUAGES, langCodeById, langIdByCode, type LangCode } from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { escapeHtml } from '../lib/markdown.js';
import type { Memo } from '../lib/memo.js';
import { pricer } from '../lib/pricing.js';
import { inLanguage } from '../lib/request-context.js';
import * as catalog from '../modules/catalog/index.js';
import * as content from '../modules/content/index.js';

// What search engines and link previews read before any script runs: title, description,
// canonical URL, hreflang alternates (one URL per language through ?lang=), Open Graph and
// JSON-LD for products, news, case studies and solutions.

/** The currency a language's shoppers most likely use, for Offer prices in JSON-LD. */
const LANG_CURRENCY: Record<LangCode, string> = { 'zh-CN': 'CNY', en: 'USD', es: 'EUR', fi: 'EUR', fr: 'EUR', ja: 'JPY' };

const SITE: Record<LangCode, { name: string; description: string }> = {
  'zh-CN': { name: 'YT 网络', description: '交换机、路由器、光模块、高速线缆与无线设备一站式采购，实时库存，本地货币报价，专业技术支持。' },
  en: { name: 'YT Networks', description: 'Switches, routers, optical transceivers, DAC/AOC cables and Wi-Fi for business: live stock, prices in your currency, expert support.' },
  es: { name: 'YT Networks', description: 'Switches, routers, transceptores ópticos, cables DAC/AOC y Wi-Fi para empresas: existencias en tiempo real y precios en su moneda.' },
  fi: { name: 'YT Networks', description: 'Kytkimet, reitittimet, optiset moduulit, DAC/AOC-kaapelit ja Wi-Fi yrityksille: ajantasainen saatavuus ja hinnat omassa valuutassasi.' },
  fr: { name: 'YT Networks', description: 'Commutateurs, routeurs, modules optiques, câbles DAC/AOC et Wi-Fi pour les entreprises : stock en temps réel, prix dans votre devise.' },
  ja: { name: 'YT ネットワークス', description: 'スイッチ、ルーター、光トランシーバー、DAC/AOC ケーブル、Wi-Fi を法人向けに。リアルタイム在庫と現地通貨での価格表示。' },
};

export interface PageMeta {
  lang: LangCode;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string>;
  jsonLd: unknown[];
}

export function requestLang(req: FastifyRequest): LangCode {
  const q = (req.query as Record<string, string | undefined>)?.lang;
  const byParam = q ? (langCodeById(q) ?? LANGUAGES.find((l) => l.shortName.toLowerCase() === q.toLowerCase())?.shortName) : undefined;
  return byParam ?? 'zh-CN';
}

function urls(origin: string, path: string, params: Record<string, string>, lang: LangCode) {
  const make = (l?: LangCode) => {
    const u = new URL(path, origin);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    if (l && l !== 'zh-CN') u.searchParams.set('lang', l);
    return u.toString();
  };
  return {
    canonical: make(lang),
    alternates: [...LANGUAGES.map((l) => ({ hreflang: l.shortName, href: make(l.shortName) })), { hreflang: 'x-default', href: make() }],
  };
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function createSeo(db: Db, memo: Memo) {
  const cached = catalog.withMemo(memo, db);

  /** Meta for a request path; null when the path has no entity behind it (404). */
  return async function metaFor(req: FastifyRequest, path: string, origin: string): Promise<PageMeta | null> {
    const lang = requestLang(req);
    const langId = langIdByCode(lang)!;
    // A page's language comes from ?lang= (one URL per language), not the Lang header.
    const ctx = inLanguage(req.ctx, lang);
    const site = SITE[lang];
    const q = req.query as Record<string, string | undefined>;
    const base = (title: string, description: string, params: Record<string, string> = {}): PageMeta => ({
      lang,
      title: `${title} - ${site.name}`,
      description: clip(description),
      ...urls(origin, path, params, lang),
      og: { 'og:type': 'website', 'og:title': title, 'og:description': clip(description), 'og:site_name': site.name, 'og:locale': lang.replace('-', '_') },
      jsonLd: [],
    });

    if (path === '/product/productDetail' && /^\d{1,9}$/.test(q.spuId ?? '')) {
      const [ref, currencies] = await Promise.all([cached.reference(langId), cached.currencies()]);
      const currency = currencies.find((c) => c.code === LANG_CURRENCY[lang]);
      const p = await catalog.productDetail(ctx, ref, pricer(currencies, currency?.currencyId), Number(q.spuId));
      if (!p) return null;
      const meta = base(p.name, `${p.model} · ${p.shortDesc}`, { spuId: String(p.spuId) });
      const amounts = p.skus.map((s) => s.price.amount);
      const unit = 10 ** (p.skus[0]?.price.minorUnits ?? 2);
      const inStock = p.skus.some((s) => s.stock > 0);
      meta.og['og:type'] = 'product';
      meta.og['og:image'] = new URL(p.images[0], origin).toString();
      meta.og['og:url'] = meta.canonical;
      meta.jsonLd.push(
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: p.name,
          description: p.shortDesc,
          sku: p.model,
          mpn: p.model,
          brand: { '@type': 'Brand', name: 'YT Networks' },
          image: p.images.map((i) => new URL(i, origin).toString()),
          ...(p.rating.count ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating.avg, reviewCount: p.rating.count } } : {}),
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: p.skus[0]?.price.currency,
            lowPrice: (Math.min(...amounts) / unit).toFixed(p.skus[0]?.price.minorUnits ?? 2),
            highPrice: (Math.max(...amounts) / unit).toFixed(p.skus[0]?.price.minorUnits ?? 2),
            offerCount: p.skus.length,
            availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: meta.canonical,
          },
        },
        breadcrumbs(origin, lang, [...p.path.map((c) => ({ name: c.name, path: `/product/queryProduct?cateId=${c.categoryId}` })), { name: p.name, path: `/product/productDetail?spuId=${p.spuId}` }]),
      );
      return meta;
    }

    const news = /^\/newDetail\/(\d{1,9})$/.exec(path);
    if (news) {
      const n = await content.newsDetail(ctx, Number(news[1]));
      if (!n) return null;
      const meta = base(n.title, n.summary);
      meta.og['og:type'] = 'article';
      meta.og['article:published_time'] = n.publishedAt;
      meta.jsonLd.push(
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: n.title,
          description: n.summary,
          datePublished: n.publishedAt,
          inLanguage: lang,
          publisher: { '@type': 'Organization', name: 'YT Networks' },
          mainEntityOfPage: meta.canonical,
        },
        breadcrumbs(origin, lang, [{ name: n.categoryName, path: `/newList/${n.cateId}` }, { name: n.title, path }]),
      );
      return meta;
    }

    const article = /^\/case\/detail\/(\d{1,9})$/.exec(path) ?? (path === '/solutionsDetail' && /^\d{1,9}$/.test(q.id ?? '') ? [path, q.id!] : null);
    if (article) {
      const kind = path.startsWith('/case') ? 'case' : 'solution';
      const [ref, currencies] = await Promise.all([cached.reference(langId), cached.currencies()]);
      const a = await content.articleDetail(ctx, { kind, id: Number(article[1]) }, ref, pricer(currencies, undefined));
      if (!a) return null;
      const meta = base(a.title, a.summary, kind === 'solution' ? { id: String(a.id) } : {});
      meta.og['og:type'] = 'article';
      meta.jsonLd.push({ '@context': 'https://schema.org', '@type': 'Article', headline: a.title, description: a.summary, inLanguage: lang, datePublished: a.publishedAt, publisher: { '@type': 'Organization', name: 'YT Networks' } });
      return meta;
    }

    const keep = Object.fromEntries(Object.entries(q).filter(([k, v]) => ['cateId', 'page', 'keyword', 'brand'].includes(k) && typeof v === 'string')) as Record<string, string>;
    return base(site.name, site.description, keep);
  };
}

function breadcrumbs(origin: string, lang: LangCode, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => {
      const u = new URL(it.path, origin);
      if (lang !== 'zh-CN') u.searchParams.set('lang', lang);
      return { '@type': 'ListItem', position: i + 1, name: it.name, item: u.toString() };
    }),
  };
}

/** The <head> tags for a page; every value is escaped, JSON-LD has "<" escaped. */
export function renderHead(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    ...Object.entries(meta.og).map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v)}">`),
    ...meta.jsonLd.map((j) => `<script type="application/ld+json">${JSON.stringify(j).replace(/</g, '\\u003c')}</script>`),
  ];
  return tags.join('\n');
}
