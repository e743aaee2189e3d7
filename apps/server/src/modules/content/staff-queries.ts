import type { ContentType } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The console's SQL on news and articles (issue 27). News live in news/news_i18n; case studies,
// solutions and pages (about, info, policy) in article/article_i18n by kind. An item's status is
// its publication time: NULL a draft, ahead scheduled, come published (queries.ts shows buyers
// only the last). Every change raises the version, and a change naming an older one touches no row.

/** The tables and the article kinds of a console type. */
function source(type: ContentType) {
  if (type === 'news') return { head: sql`news`, texts: sql`news_i18n`, fk: 'news_id', table: 'news_i18n', kinds: null };
  const kinds = type === 'page' ? ['about', 'info', 'policy'] : [type];
  return { head: sql`article`, texts: sql`article_i18n`, fk: 'article_id', table: 'article_i18n', kinds };
}
const ofType = (type: ContentType, alias = 'h'): SQL => {
  const { kinds } = source(type);
  return kinds ? sql`${sql.identifier(alias)}.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql`TRUE`;
};
const STATUS = (alias = 'h') => {
  const h = sql.identifier(alias);
  return sql`CASE WHEN ${h}.published_at IS NULL THEN 'draft' WHEN ${h}.published_at > now() THEN 'scheduled' ELSE 'published' END`;
};
const kindOf = (type: ContentType) => (type === 'news' ? sql`'news'` : sql`h.kind`);
const cateOf = (type: ContentType) => (type === 'news' ? sql`h.cate_id` : sql`NULL::int`);
const featuredOf = (type: ContentType) => (type === 'news' ? sql`false` : sql`h.featured`);

const status = z.enum(['draft', 'scheduled', 'published']);
const headShape = {
  id: col.int,
  key: col.text,
  kind: col.text,
  title: col.text.nullable(),
  status,
  publishedAt: col.time.nullable(),
  updatedAt: col.time,
  version: col.int,
  complete: json(z.record(z.string(), z.boolean()).nullable()),
};
const listRow = row({ ...headShape, total: col.int });

/** Per language id: whether its row has a title, a summary and a body. */
const completeness = (type: ContentType) => {
  const { texts, fk } = source(type);
  return sql`(SELECT json_object_agg(c.lang_id, c.title <> '' AND c.summary <> '' AND coalesce(c.body, '') <> '') FROM ${texts} c WHERE c.${sql.identifier(fk)} = h.id)`;
};

/** A page of a type's items in the console's order, with a title in the reader's language, searched by key and titles. */
export async function staffContentPage(db: Db, type: ContentType, langId: number, f: { status?: string; q?: string; limit: number; offset: number }) {
  const { head, table, texts, fk } = source(type);
  const t = translated(table, fk, sql`h.id`, langId, 'tt');
  const where: SQL[] = [ofType(type)];
  if (f.status) where.push(sql`${STATUS()} = ${f.status}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(h.key ILIKE ${like} OR EXISTS (SELECT 1 FROM ${texts} s WHERE s.${sql.identifier(fk)} = h.id AND s.title ILIKE ${like}))`);
  }
  const order = type === 'news' ? sql`h.published_at DESC NULLS FIRST, h.id DESC` : sql`h.kind, h.sort, h.id`;
  return typedRows(
    db,
    listRow,
    sql`SELECT h.id, h.key, ${kindOf(type)} AS kind, ${t.pick('title')} AS title, ${STATUS()} AS status,
               h.published_at AS "publishedAt", h.updated_at AS "updatedAt", h.version,
               ${completeness(type)} AS complete, count(*) OVER() AS total
          FROM ${head} h ${t.joins}
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

const detailRow = row({ ...headShape, cateId: col.int.nullable(), featured: z.boolean() });

/** An item's head (title in the reader's language), undefined when there is none of this type. */
export async function staffContentHead(db: Db, type: ContentType, id: number, langId: number) {
  const { head, table, fk } = source(type);
  const t = translated(table, fk, sql`h.id`, langId, 'tt');
  return typedRow(
    db,
    detailRow,
    sql`SELECT h.id, h.key, ${kindOf(type)} AS kind, ${t.pick('title')} AS title, ${STATUS()} AS status,
               h.published_at AS "publishedAt", h.updated_at AS "updatedAt", h.version,
               ${completeness(type)} AS complete, ${cateOf(type)} AS "cateId", ${featuredOf(type)} AS featured
          FROM ${head} h ${t.joins}
         WHERE h.id = ${id} AND ${ofType(type)}`,
  );
}

const textRow = row({ langId: col.int, title: col.text, summary: col.text, body: col.text.nullable(), industry: col.text.nullable(), customer: col.text.nullable() });

/** Every language's texts of an item. */
export async function staffContentTexts(db: Db, type: ContentType, id: number) {
  const { texts, fk } = source(type);
  const extra = type === 'news' ? sql`NULL::text AS industry, NULL::text AS customer` : sql`industry, customer`;
  return typedRows(db, textRow, sql`SELECT lang_id AS "langId", title, summary, body, ${extra} FROM ${texts} WHERE ${sql.identifier(fk)} = ${id} ORDER BY lang_id`);
}

const idRow = row({ id: col.int });

/** Whether another item of the same table has this key (articles: of the same kind). */
export async function keyTaken(db: Db, type: ContentType, kind: string, key: string, exceptId: number): Promise<boolean> {
  const q =
    type === 'news'
      ? sql`SELECT id FROM news WHERE key = ${key} AND id <> ${exceptId}`
      : sql`SELECT id FROM article WHERE kind = ${kind} AND key = ${key} AND id <> ${exceptId}`;
  return (await typedRow(db, idRow, q)) !== undefined;
}

/** A new draft (no publication time), last in its kind's order; its id. */
export async function insertContent(db: Db, type: ContentType, kind: string, f: { key: string; cateId: number | null; featured: boolean }): Promise<number> {
  const q =
    type === 'news'
      ? sql`INSERT INTO news (key, cate_id, published_at) VALUES (${f.key}, ${f.cateId ?? 1}, NULL) RETURNING id`
      : sql`INSERT INTO article (kind, key, sort, published_at, featured)
            VALUES (${kind}, ${f.key}, (SELECT coalesce(max(sort), 0) + 1 FROM article WHERE kind = ${kind}), NULL, ${f.featured}) RETURNING id`;
  return (await typedRow(db, idRow, q))!.id;
}

const savedRow = row({ version: col.int, publishedAt: col.time.nullable(), status });

/** Sets an item's head fields over `version`; undefined when that is no longer its version. */
export async function updateContentHead(db: Db, type: ContentType, id: number, version: number, set: SQL) {
  const { head } = source(type);
  return typedRow(
    db,
    savedRow,
    sql`UPDATE ${head} h SET ${set}, version = h.version + 1, updated_at = now()
         WHERE h.id = ${id} AND h.version = ${version} AND ${ofType(type)}
     RETURNING h.version, h.published_at AS "publishedAt", ${STATUS()} AS status`,
  );
}

export const headFields = (type: ContentType, f: { key: string; cateId: number | null; featured: boolean }) =>
  type === 'news' ? sql`key = ${f.key}, cate_id = ${f.cateId ?? sql`h.cate_id`}` : sql`key = ${f.key}, featured = ${f.featured}`;
export const publishAt = (at: Date | null) => sql`published_at = ${at ? at.toISOString() : null}::timestamptz`;

/** Replaces an item's texts: the languages given, each with its rendered body. */
export async function replaceContentTexts(
  db: Db,
  type: ContentType,
  id: number,
  rows: { langId: number; title: string; summary: string; body: string | null; bodyHtml: string | null; industry: string | null; customer: string | null }[],
): Promise<void> {
  const { texts, fk } = source(type);
  await db.execute(sql`DELETE FROM ${texts} WHERE ${sql.identifier(fk)} = ${id}`);
  if (!rows.length) return;
  const values =
    type === 'news'
      ? rows.map((r) => sql`(${id}, ${r.langId}, ${r.title}, ${r.summary}, ${r.body}, ${r.bodyHtml})`)
      : rows.map((r) => sql`(${id}, ${r.langId}, ${r.title}, ${r.summary}, ${r.body}, ${r.bodyHtml}, ${r.industry}, ${r.customer})`);
  const columns = type === 'news' ? sql`(news_id, lang_id, title, summary, body, body_html)` : sql`(article_id, lang_id, title, summary, body, body_html, industry, customer)`;
  await db.execute(sql`INSERT INTO ${texts} ${columns} VALUES ${sql.join(values, sql`, `)}`);
}

/** Deletes an item over `version`; false when that is no longer its version. */
export async function deleteContent(db: Db, type: ContentType, id: number, version: number): Promise<boolean> {
  const { head } = source(type);
  return (await typedRow(db, idRow, sql`DELETE FROM ${head} h WHERE h.id = ${id} AND h.version = ${version} AND ${ofType(type)} RETURNING h.id`)) !== undefined;
}

const solutionRow = row({ id: col.int, title: col.text.nullable(), status, featured: z.boolean() });

/** Every solution in its order, with a title in the reader's language and whether the home page features it. */
export async function solutionsForHome(db: Db, langId: number) {
  const t = translated('article_i18n', 'article_id', sql`h.id`, langId, 'tt');
  return typedRows(
    db,
    solutionRow,
    sql`SELECT h.id, ${t.pick('title')} AS title, ${STATUS()} AS status, h.featured FROM article h ${t.joins} WHERE h.kind = 'solution' ORDER BY h.sort, h.id`,
  );
}

/** The home page features exactly these solutions; the others lose the mark. */
export async function setFeaturedSolutions(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) {
    await db.execute(sql`UPDATE article SET featured = false WHERE kind = 'solution' AND featured`);
    return;
  }
  const list = sql.join(ids.map((i) => sql`${i}`), sql`, `);
  await db.execute(sql`UPDATE article SET featured = (id IN (${list})) WHERE kind = 'solution' AND featured <> (id IN (${list}))`);
}

const featuredRow = row({ id: col.int });

/** The solutions the home page features that buyers may see, in their order. */
export async function featuredSolutionIds(db: Db): Promise<number[]> {
  const r = await typedRows(db, featuredRow, sql`SELECT id FROM article WHERE kind = 'solution' AND featured AND published_at <= now() ORDER BY sort, id`);
  return r.map((x) => x.id);
}
