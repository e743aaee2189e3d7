import type { ArticleDetail, ArticleSummary, Money, NewsDetail, NewsList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { renderLightMarkdown } from '../../lib/markdown.js';
import type { CatalogReference } from '../../lib/reference.js';
import { cardColumns, cardJoins, toCard } from '../catalog/service.js';

// News and articles read in the request's language, falling back to English then Chinese.
const EN = 2;
const ZH = 1;
const iso = (d: string | Date) => new Date(d).toISOString();

async function newsCategories(db: Db, langId: number) {
  const r = await rows<{ value: string; label: string }>(
    db,
    sql`SELECT d.value, (SELECT i.label FROM dict_item_i18n i WHERE i.dict_item_id = d.id
                         ORDER BY (i.lang_id <> ${langId}), (i.lang_id <> ${EN}) LIMIT 1) AS label
          FROM dict_item d WHERE d.type = 'news_category' ORDER BY d.sort`,
  );
  return r.map((c) => ({ cateId: Number(c.value), name: c.label }));
}

/** A translated column with its fallbacks; aliases and columns are constants of this file. */
const text = (_langId: number, alias: string, column: string) => sql.raw(`coalesce(${alias}l.${column}, ${alias}e.${column}, ${alias}z.${column})`);
const joins = (langId: number, table: string, fk: string, alias: string, owner: string) => sql.raw(
  `LEFT JOIN ${table} ${alias}l ON ${alias}l.${fk} = ${owner}.id AND ${alias}l.lang_id = ${Number(langId)}
   LEFT JOIN ${table} ${alias}e ON ${alias}e.${fk} = ${owner}.id AND ${alias}e.lang_id = ${EN}
   LEFT JOIN ${table} ${alias}z ON ${alias}z.${fk} = ${owner}.id AND ${alias}z.lang_id = ${ZH}`,
);

export async function listNews(db: Db, langId: number, cateId: number, page: number, pageSize: number): Promise<NewsList | null> {
  const categories = await newsCategories(db, langId);
  const category = categories.find((c) => c.cateId === cateId);
  if (!category) return null;
  const items = await rows<{ id: number; cateId: number; title: string; summary: string; publishedAt: string; total: number }>(
    db,
    sql`SELECT n.id, n.cate_id AS "cateId", ${text(langId, 'n', 'title')} AS title, ${text(langId, 'n', 'summary')} AS summary,
               n.published_at AS "publishedAt", count(*) OVER() AS total
          FROM news n ${joins(langId, 'news_i18n', 'news_id', 'n', 'n')}
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
export async function newsDetail(db: Db, langId: number, newsId: number): Promise<NewsDetail | null> {
  const [n] = await rows<{ id: number; cateId: number; title: string; summary: string; body: string | null; publishedAt: string; prev: { newsId: number; title: string } | null; next: { newsId: number; title: string } | null }>(
    db,
    sql`SELECT n.id, n.cate_id AS "cateId", ${text(langId, 'n', 'title')} AS title, ${text(langId, 'n', 'summary')} AS summary,
               coalesce(nl.body, ne.body, nz.body) AS body, n.published_at AS "publishedAt",
               (SELECT json_build_object('newsId', p.id, 'title', coalesce(pl.title, pe.title))
                  FROM news p LEFT JOIN news_i18n pl ON pl.news_id = p.id AND pl.lang_id = ${langId}
                  LEFT JOIN news_i18n pe ON pe.news_id = p.id AND pe.lang_id = ${EN}
                 WHERE p.cate_id = n.cate_id AND (p.published_at, p.id) < (n.published_at, n.id)
                 ORDER BY p.published_at DESC, p.id DESC LIMIT 1) AS prev,
               (SELECT json_build_object('newsId', x.id, 'title', coalesce(xl.title, xe.title))
                  FROM news x LEFT JOIN news_i18n xl ON xl.news_id = x.id AND xl.lang_id = ${langId}
                  LEFT JOIN news_i18n xe ON xe.news_id = x.id AND xe.lang_id = ${EN}
                 WHERE x.cate_id = n.cate_id AND (x.published_at, x.id) > (n.published_at, n.id)
                 ORDER BY x.published_at ASC, x.id ASC LIMIT 1) AS next
          FROM news n ${joins(langId, 'news_i18n', 'news_id', 'n', 'n')}
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

const articleColumns = (langId: number) => sql`
  a.id, a.key, ${text(langId, 'a', 'title')} AS title, ${text(langId, 'a', 'summary')} AS summary,
  ${text(langId, 'a', 'industry')} AS industry, ${text(langId, 'a', 'customer')} AS customer, a.published_at AS "publishedAt"`;

type ArticleRow = { id: number; key: string; title: string; summary: string; industry: string | null; customer: string | null; publishedAt: string };
const toSummary = (a: ArticleRow): ArticleSummary => ({ ...a, id: Number(a.id), publishedAt: iso(a.publishedAt) });

export async function listArticles(db: Db, langId: number, kind: string): Promise<ArticleSummary[]> {
  const r = await rows<ArticleRow>(
    db,
    sql`SELECT ${articleColumns(langId)} FROM article a ${joins(langId, 'article_i18n', 'article_id', 'a', 'a')}
         WHERE a.kind = ${kind} ORDER BY a.sort, a.id`,
  );
  return r.map(toSummary);
}

export async function articleDetail(
  db: Db,
  langId: number,
  where: { kind: string; id?: number; key?: string },
  ref: CatalogReference,
  price: (n: number) => Money,
): Promise<ArticleDetail | null> {
  const [a] = await rows<ArticleRow & { body: string | null; products: Parameters<typeof toCard>[0][] }>(
    db,
    sql`SELECT ${articleColumns(langId)}, coalesce(al.body, ae.body, az.body) AS body,
               coalesce((SELECT json_agg(x) FROM (
                  SELECT ${cardColumns(langId)}
                    FROM article_product ap JOIN product p ON p.id = ap.product_id ${cardJoins(langId)}
                   WHERE ap.article_id = a.id ORDER BY ap.sort) x), '[]') AS products
          FROM article a ${joins(langId, 'article_i18n', 'article_id', 'a', 'a')}
         WHERE a.kind = ${where.kind} AND ${where.id !== undefined ? sql`a.id = ${where.id}` : sql`a.key = ${where.key ?? ''}`}`,
  );
  if (!a) return null;
  return { ...toSummary(a), html: renderLightMarkdown(a.body ?? a.summary), products: a.products.map((p) => toCard(p, ref, price)) };
}
