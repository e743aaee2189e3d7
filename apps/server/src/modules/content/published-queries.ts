import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bestLanguageFirst, translated } from '../../db/translated.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// What other modules read of articles beside their own rows (ADR 0039).

/**
 * Read view: the title of the article whose id is `articleId` (a column of the caller's row), in
 * the best language there is (requested → English → Chinese), as one value; NULL when there is
 * none. Use it as a column: `${articleTitleView(sql\`i.solution_id\`, langId)} AS solution`.
 */
export const articleTitleView = (articleId: SQL, langId: number) =>
  sql`(SELECT x.title FROM article_i18n x WHERE x.article_id = ${articleId} ORDER BY ${bestLanguageFirst('x', langId)} LIMIT 1)`;

const okRow = row({ ok: col.int });

/** Whether an article of this id is a solution (an inquiry may name one). */
export async function isSolution(db: Db, articleId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM article WHERE id = ${articleId} AND kind = 'solution'`)) !== undefined;
}

/**
 * Read view: each published or scheduled news item's texts in every language it has, for the
 * search index (drafts are not indexed; a scheduled one is hidden from hits by contentHiddenView
 * until its time). Columns: news_id, lang_id, title, summary, body (NULL when none).
 */
export const newsSearchTextsView = () =>
  sql`(SELECT n.id AS news_id, i.lang_id, i.title, i.summary, i.body FROM news n JOIN news_i18n i ON i.news_id = n.id WHERE n.published_at IS NOT NULL)`;

/**
 * Read view: the news and articles buyers may not see yet (drafts, scheduled), for search to leave
 * out of its hits until their time comes. Columns: kind ('news', 'case', …), id.
 * Use it per hit: `NOT EXISTS (SELECT 1 FROM ${contentHiddenView()} x WHERE x.kind = sd.kind AND x.id = sd.ref_id)`.
 */
export const contentHiddenView = () =>
  sql`(SELECT 'news'::text AS kind, id FROM news WHERE published_at IS NULL OR published_at > now()
       UNION ALL SELECT kind::text, id FROM article WHERE published_at IS NULL OR published_at > now())`;

/**
 * Read view: each published or scheduled article's texts in every language it has, for the search index. Columns:
 * article_id, kind ('case', 'solution', …), lang_id, title, summary, body, industry (NULL when none).
 */
export const articleSearchTextsView = () =>
  sql`(SELECT a.id AS article_id, a.kind, i.lang_id, i.title, i.summary, i.body, i.industry FROM article a JOIN article_i18n i ON i.article_id = a.id WHERE a.published_at IS NOT NULL)`;

/**
 * Read view: each news item's summary in a language (requested → English → Chinese), a search
 * hit's summary. Columns: news_id, summary.
 * Use it per hit: `(SELECT x.summary FROM ${newsSummariesView(langId)} x WHERE x.news_id = h.ref_id)`.
 */
export function newsSummariesView(langId: number) {
  const text = translated('news_i18n', 'news_id', sql`n.id`, langId, 'nt');
  return sql`(SELECT n.id AS news_id, ${text.pick('summary')} AS summary FROM news n ${text.joins})`;
}

/**
 * Read view: each article's summary in a language (requested → English → Chinese), a search
 * hit's summary. Columns: article_id, summary.
 */
export function articleSummariesView(langId: number) {
  const text = translated('article_i18n', 'article_id', sql`a.id`, langId, 'at');
  return sql`(SELECT a.id AS article_id, ${text.pick('summary')} AS summary FROM article a ${text.joins})`;
}
