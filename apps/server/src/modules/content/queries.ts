import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { cardRow, productCardsView } from '../catalog/index.js';

// Every SQL statement of the content module on its own tables (news, article and their
// translations, article_product; ADR 0035), each answer checked by its row shape. Texts fall back
// from the requested language to English, then Chinese (docs/architecture.md#languages). A
// solution's product cards come through the catalogue's read view (ADR 0039); what other modules
// read of content is in published-queries.ts.

const newsText = (langId: number, alias = 'nt', owner = sql`n.id`) => translated('news_i18n', 'news_id', owner, langId, alias);
const articleText = (langId: number) => translated('article_i18n', 'article_id', sql`a.id`, langId, 'at');

/**
 * The HTML saved with the body that is shown: of the same translation row as the body (requested
 * language, English, Chinese), so a text and its HTML never come from two languages. NULL for a
 * seeded row, whose light Markdown the service renders.
 */
const bodyHtmlOf = (alias: string) => {
  const [l, e, z] = ['l', 'e', 'z'].map((x) => sql.identifier(`${alias}_${x}`));
  return sql`CASE WHEN ${l}.body IS NOT NULL THEN ${l}.body_html WHEN ${e}.body IS NOT NULL THEN ${e}.body_html ELSE ${z}.body_html END`;
};

/** Buyers see an item once its publication time has come: drafts (NULL) and scheduled ones (ahead) are hidden. */
const visible = (alias: string) => sql`${sql.identifier(alias)}.published_at <= now()`;

const nextRow = row({ at: col.time.nullable() });

/**
 * When the next scheduled item becomes visible (NULL: none is scheduled): a public answer made
 * before then is kept no longer (lib/public-cache.ts `until`), so it appears on time.
 */
export async function nextPublication(db: Db): Promise<Date | null> {
  const r = await typedRow(
    db,
    nextRow,
    sql`SELECT least((SELECT min(published_at) FROM news WHERE published_at > now()),
                     (SELECT min(published_at) FROM article WHERE published_at > now())) AS at`,
  );
  return r?.at ?? null;
}

const newsItem = row({ id: col.int, cateId: col.int, title: col.text, summary: col.text, publishedAt: col.time, total: col.int });

/** A page of a category's news, newest first, with the count of all in it. */
export async function newsPage(db: Db, langId: number, cateId: number, limit: number, offset: number) {
  const nt = newsText(langId);
  return typedRows(
    db,
    newsItem,
    sql`SELECT n.id, n.cate_id AS "cateId", ${nt.pick('title')} AS title, ${nt.pick('summary')} AS summary,
               n.published_at AS "publishedAt", count(*) OVER() AS total
          FROM news n ${nt.joins}
         WHERE n.cate_id = ${cateId} AND ${visible('n')}
         ORDER BY n.published_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

const neighbour = json(z.object({ newsId: col.int, title: col.text }).nullable());
const newsArticle = row({
  id: col.int,
  cateId: col.int,
  title: col.text,
  summary: col.text,
  body: col.text.nullable(),
  bodyHtml: col.text.nullable(),
  publishedAt: col.time,
  prev: neighbour,
  next: neighbour,
});

/** A news article with the previous (older) and next (newer) one in its category; undefined when there is none. */
export async function newsById(db: Db, langId: number, newsId: number) {
  const nt = newsText(langId);
  const prev = newsText(langId, 'pv', sql`p.id`);
  const next = newsText(langId, 'nx', sql`x.id`);
  return typedRow(
    db,
    newsArticle,
    sql`SELECT n.id, n.cate_id AS "cateId", ${nt.pick('title')} AS title, ${nt.pick('summary')} AS summary,
               ${nt.pick('body')} AS body, ${bodyHtmlOf('nt')} AS "bodyHtml", n.published_at AS "publishedAt",
               (SELECT json_build_object('newsId', p.id, 'title', ${prev.pick('title')})
                  FROM news p ${prev.joins}
                 WHERE p.cate_id = n.cate_id AND ${visible('p')} AND (p.published_at, p.id) < (n.published_at, n.id)
                 ORDER BY p.published_at DESC, p.id DESC LIMIT 1) AS prev,
               (SELECT json_build_object('newsId', x.id, 'title', ${next.pick('title')})
                  FROM news x ${next.joins}
                 WHERE x.cate_id = n.cate_id AND ${visible('x')} AND (x.published_at, x.id) > (n.published_at, n.id)
                 ORDER BY x.published_at ASC, x.id ASC LIMIT 1) AS next
          FROM news n ${nt.joins}
         WHERE n.id = ${newsId} AND ${visible('n')}`,
  );
}

const articleColumns = (at: ReturnType<typeof articleText>) => sql`
  a.id, a.key, ${at.pick('title')} AS title, ${at.pick('summary')} AS summary,
  ${at.pick('industry')} AS industry, ${at.pick('customer')} AS customer, a.published_at AS "publishedAt"`;

const articleShape = {
  id: col.int,
  key: col.text,
  title: col.text,
  summary: col.text,
  industry: col.text.nullable(),
  customer: col.text.nullable(),
  publishedAt: col.time,
};

const articleRow = row(articleShape);

/** The articles of a kind (cases, solutions, …) in their order. */
export async function articlesOfKind(db: Db, langId: number, kind: string) {
  const at = articleText(langId);
  return typedRows(db, articleRow, sql`SELECT ${articleColumns(at)} FROM article a ${at.joins} WHERE a.kind = ${kind} AND ${visible('a')} ORDER BY a.sort, a.id`);
}

const article = row({ ...articleShape, body: col.text.nullable(), bodyHtml: col.text.nullable(), products: json(z.array(cardRow)) });

/**
 * An article of a kind by id or by key, with its body and its products' card rows in their order
 * (the catalogue's productCardsView); undefined when there is none.
 */
export async function articleByIdOrKey(db: Db, langId: number, where: { kind: string; id?: number; key?: string }) {
  const at = articleText(langId);
  const which: SQL = where.id !== undefined ? sql`a.id = ${where.id}` : sql`a.key = ${where.key ?? ''}`;
  return typedRow(
    db,
    article,
    sql`SELECT ${articleColumns(at)}, ${at.pick('body')} AS body, ${bodyHtmlOf('at')} AS "bodyHtml",
               coalesce((SELECT json_agg(x) FROM (
                  SELECT c.*
                    FROM article_product ap JOIN ${productCardsView(langId)} c ON c.id = ap.product_id
                   WHERE ap.article_id = a.id ORDER BY ap.sort) x), '[]') AS products
          FROM article a ${at.joins}
         WHERE a.kind = ${where.kind} AND ${which} AND ${visible('a')}`,
  );
}
