import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bestLanguageFirst } from '../../db/translated.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// What other modules read of articles beside their own rows (ADR 0039).

/**
 * Read view: the title of the article whose id is `articleId` (a column of the caller's row), in
 * the best language there is (requested → English → Chinese), as one value; NULL when there is
 * none. Use it as a column: `${articleTitleView(sql\`i.solution_id\`, langId)} AS solution`.
 */
export const articleTitleView = (articleId: SQL, langId: number) =>
  sql`(SELECT x.title FROM article_i18n x WHERE x.article_id = ${articleId} ORDER BY ${bestLanguageFirst('x', langId)} LIMIT 1)`;

/** Whether an article of this id is a solution (an inquiry may name one). */
export async function isSolution(db: Db, articleId: number): Promise<boolean> {
  return (await typedRow(db, row({ ok: col.int }), sql`SELECT 1 AS ok FROM article WHERE id = ${articleId} AND kind = 'solution'`)) !== undefined;
}
