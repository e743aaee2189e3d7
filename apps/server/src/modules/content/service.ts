import type { ArticleDetail, ArticleSummary, Money, NewsDetail, NewsList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { bestLanguageFirst, translated } from '../../db/translated.js';
import { renderLightMarkdown } from '../../lib/markdown.js';
import type { RequestContext } from '../../lib/request-context.js';
import { productCardsView, toCard, type CardRow, type CatalogReference } from '../catalog/index.js';

// News and articles read in the request's language, falling back to English then Chinese.
const iso = (d: string | Date) => new Date(d).toISOString();

async function newsCategories(db: Db, langId: number) {
  const r = await rows<{ value: string; label: string }>(
    db,
    sql`SELECT d.value, (SELECT i.label FROM dict_item_i18n i WHERE i.dict_item_id = d.id
                         ORDER BY ${bestLanguageFirst('i', langId)} LIMIT 1) AS label
          FROM dict_item d WHERE d.type = 'news_category' ORDER BY d.sort`,
  );
  return r.map((c) => ({ cateId: Number(c.value), name: c.label }));
}

const newsText = (langId: number, alias = 'nt', owner = sql`n.id`) => translated('news_i18n', 'news_id', owner, langId, alias);
const articleText = (langId: number) => translated('article_i18n', 'article_id', sql`a.id`, langId, 'at');

export async function listNews(ctx: RequestContext, cateId: number, page: number, pageSize: number): Promise<NewsList | null> {
  const { db, langId } = ctx;
  const categories = await newsCategories(db, langId);
  const category = categories.find((c) => c.cateId === cateId);
  if (!category) return null;
  const nt = newsText(langId);
  const items = await rows<{ id: number; cateId: number; title: string; summary: string; publishedAt: string; total: number }>(
    db,
    sql`SELECT n.id, n.cate_id AS "cateId", ${nt.pick('title')} AS title, ${nt.pick('summary')} AS summary,
               n.published_at AS "publishedAt", count(*) OVER() AS total
          FROM news n ${nt.joins}
         WHERE n.cate_id = ${cateId}
         ORDER BY n.published_at DESC, n.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    category,
    categories,
    items: items.map((n) => ({ newsId: Number(n.id), cateId: Number(n.cateId), title: n.title, summary: n.summary, publishedAt: iso(n.publishedAt) })),
    total: items.length ? Number(items[0].total) : 0,
    page,
    pageSize,
  };
}

/** A news article with its previous (older) and next (newer) article in the same category. */
export async function newsDetail(ctx: RequestContext, newsId: number): Promise<NewsDetail | null> {
  const { db, langId } = ctx;
  const nt = newsText(langId);
  const prev = newsText(langId, 'pv', sql`p.id`);
  const next = newsText(langId, 'nx', sql`x.id`);
  const [n] = await rows<{ id: number; cateId: number; title: string; summary: string; body: string | null; publishedAt: string; prev: { newsId: number; title: string } | null; next: { newsId: number; title: string } | null }>(
    db,
    sql`SELECT n.id, n.cate_id AS "cateId", ${nt.pick('title')} AS title, ${nt.pick('summary')} AS summary,
               ${nt.pick('body')} AS body, n.published_at AS "publishedAt",
               (SELECT json_build_object('newsId', p.id, 'title', ${prev.pick('title')})
                  FROM news p ${prev.joins}
                 WHERE p.cate_id = n.cate_id AND (p.published_at, p.id) < (n.published_at, n.id)
                 ORDER BY p.published_at DESC, p.id DESC LIMIT 1) AS prev,
               (SELECT json_build_object('newsId', x.id, 'title', ${next.pick('title')})
                  FROM news x ${next.joins}
                 WHERE x.cate_id = n.cate_id AND (x.published_at, x.id) > (n.published_at, n.id)
                 ORDER BY x.published_at ASC, x.id ASC LIMIT 1) AS next
          FROM news n ${nt.joins}
         WHERE n.id = ${newsId}`,
  );
  if (!n) return null;
  const categories = await newsCategories(db, langId);
  return {
    newsId: Number(n.id),
    cateId: Number(n.cateId),
    title: n.title,
    summary: n.summary,
    publishedAt: iso(n.publishedAt),
    html: renderLightMarkdown(n.body ?? n.summary),
    categoryName: categories.find((c) => c.cateId === Number(n.cateId))?.name ?? '',
    prev: n.prev ? { newsId: Number(n.prev.newsId), title: n.prev.title } : null,
    next: n.next ? { newsId: Number(n.next.newsId), title: n.next.title } : null,
  };
}

const articleColumns = (at: ReturnType<typeof articleText>) => sql`
  a.id, a.key, ${at.pick('title')} AS title, ${at.pick('summary')} AS summary,
  ${at.pick('industry')} AS industry, ${at.pick('customer')} AS customer, a.published_at AS "publishedAt"`;

type ArticleRow = { id: number; key: string; title: string; summary: string; industry: string | null; customer: string | null; publishedAt: string };
const toSummary = (a: ArticleRow): ArticleSummary => ({ ...a, id: Number(a.id), publishedAt: iso(a.publishedAt) });

export async function listArticles(ctx: RequestContext, kind: string): Promise<ArticleSummary[]> {
  const { db, langId } = ctx;
  const at = articleText(langId);
  const r = await rows<ArticleRow>(
    db,
    sql`SELECT ${articleColumns(at)} FROM article a ${at.joins}
         WHERE a.kind = ${kind} ORDER BY a.sort, a.id`,
  );
  return r.map(toSummary);
}

export async function articleDetail(
  ctx: RequestContext,
  where: { kind: string; id?: number; key?: string },
  ref: CatalogReference,
  price: (n: number) => Money,
): Promise<ArticleDetail | null> {
  const { db, langId } = ctx;
  const at = articleText(langId);
  const [a] = await rows<ArticleRow & { body: string | null; products: CardRow[] }>(
    db,
    sql`SELECT ${articleColumns(at)}, ${at.pick('body')} AS body,
               coalesce((SELECT json_agg(x) FROM (
                  SELECT c.*
                    FROM article_product ap JOIN ${productCardsView(langId)} c ON c.id = ap.product_id
                   WHERE ap.article_id = a.id ORDER BY ap.sort) x), '[]') AS products
          FROM article a ${at.joins}
         WHERE a.kind = ${where.kind} AND ${where.id !== undefined ? sql`a.id = ${where.id}` : sql`a.key = ${where.key ?? ''}`}`,
  );
  if (!a) return null;
  return { ...toSummary(a), html: renderLightMarkdown(a.body ?? a.summary), products: a.products.map((p) => toCard(p, ref, price)) };
}
