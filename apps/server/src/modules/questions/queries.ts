import { LANG_CODES, QUESTION_STATUSES, QUESTION_TAGS, QUESTION_TYPES, type LangCode } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView, uploadFilesView } from '../account/index.js';
import { productNamesView } from '../catalog/index.js';
import { languageCodesView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';

// Every SQL statement of product questions (issue 14) on its own table (product_question; ADR
// 0035), each answer checked by its row shape. The asker, the product, the language, the file and
// who answered come from their owners' read views (ADR 0039).

const type = z.enum(QUESTION_TYPES);
const tag = z.enum(QUESTION_TAGS);
const status = z.enum(QUESTION_STATUSES);
const lang = z.enum(LANG_CODES as [LangCode, ...LangCode[]]);

/** Words of a search, each to be found (as typed, any case) in one of `columns`; CJK text is matched as a substring. */
function wordsFilter(q: string | undefined, columns: SQL[]): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(${sql.join(
      columns.map((c) => sql`${c} ILIKE ${like}`),
      sql` OR `,
    )})`;
  });
}

/** A question's file, when it has one (the upload's name, type and size). */
const fileColumns = { fileId: col.uuid.nullable(), fileName: col.text.nullable(), fileMime: col.text.nullable(), fileSize: col.int.nullable() };
const FILE_COLUMNS = sql`up.upload_id AS "fileId", up.name AS "fileName", up.mime AS "fileMime", up.size AS "fileSize"`;
export type FileRow = { fileId: string | null; fileName: string | null; fileMime: string | null; fileSize: number | null };

const page = (n: number, size: number) => sql`LIMIT ${size} OFFSET ${(n - 1) * size}`;

const idRow = row({ id: col.int });

/** Stores a question; its id. */
export async function insertQuestion(db: Db, q: { spuId: number; userId: number; langId: number; type: string; tag: string; content: string; uploadId: string | null; public: boolean }): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO product_question (product_id, user_id, lang_id, type, tag, content, upload_id, public)
        VALUES (${q.spuId}, ${q.userId}, ${q.langId}, ${q.type}, ${q.tag}, ${q.content}, ${q.uploadId}::uuid, ${q.public})
        RETURNING id`,
  );
  return r!.id;
}

const publicQuestionRow = row({ id: col.int, type, tag, content: col.text, firstName: col.text, lastName: col.text, lang, answer: col.text, answeredAt: col.time, createdAt: col.time, total: col.int });

/** A product's answered public questions matching the search, newest answer first, with the asker's name and language and the total. */
export async function publicQuestionRows(db: Db, spuId: number, search: string | undefined, n: number, size: number) {
  const where = [sql`q.product_id = ${spuId}`, sql`q.status = 'answered'`, sql`q.public`, ...wordsFilter(search, [sql`q.content`, sql`q.answer`])];
  return typedRows(
    db,
    publicQuestionRow,
    sql`SELECT q.id, q.type, q.tag, q.content, u.first_name AS "firstName", u.last_name AS "lastName", l.lang, q.answer,
               q.answered_at AS "answeredAt", q.created_at AS "createdAt", count(*) OVER ()::int AS total
          FROM product_question q JOIN ${buyerNamesView()} u ON u.user_id = q.user_id JOIN ${languageCodesView()} l ON l.lang_id = q.lang_id
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY q.answered_at DESC, q.id DESC ${page(n, size)}`,
  );
}

const buyerQuestionRow = row({
  id: col.int,
  spuId: col.int,
  productName: col.text,
  key: col.text,
  mainImage: col.text.nullable(),
  type,
  tag,
  content: col.text,
  public: col.bool,
  status,
  answer: col.text.nullable(),
  answeredAt: col.time.nullable(),
  createdAt: col.time,
  ...fileColumns,
  total: col.int,
});

/** The buyer's own questions, newest first, with the product named in the language, the answer, the file and the total. */
export async function buyerQuestionRows(db: Db, userId: number, langId: number, n: number, size: number) {
  return typedRows(
    db,
    buyerQuestionRow,
    sql`SELECT q.id, q.product_id AS "spuId", coalesce(p.name, p.model) AS "productName", p.key, p.main_image AS "mainImage", q.type, q.tag, q.content, q.public, q.status,
               q.answer, q.answered_at AS "answeredAt", q.created_at AS "createdAt", ${FILE_COLUMNS}, count(*) OVER ()::int AS total
          FROM product_question q JOIN ${productNamesView(langId)} p ON p.product_id = q.product_id
          LEFT JOIN ${uploadFilesView()} up ON up.upload_id = q.upload_id
         WHERE q.user_id = ${userId}
         ORDER BY q.created_at DESC, q.id DESC ${page(n, size)}`,
  );
}

const staffRow = row({
  id: col.int,
  spuId: col.int,
  productName: col.text,
  productModel: col.text,
  buyerEmail: col.text,
  lang: col.text,
  type,
  tag,
  content: col.text,
  public: col.bool,
  status,
  answer: col.text.nullable(),
  answeredAt: col.time.nullable(),
  answeredBy: col.text.nullable(),
  createdAt: col.time,
  ...fileColumns,
  total: col.int,
});

/** Questions as the console shows them (product, asker's e-mail, language, who answered, file) under `where`, then `tail`. */
const staffSelect = (langId: number, where: SQL[], tail: SQL) =>
  sql`SELECT q.id, q.product_id AS "spuId", coalesce(p.name, p.model) AS "productName", p.model AS "productModel",
             u.email AS "buyerEmail", l.lang, q.type, q.tag, q.content, q.public, q.status, q.answer,
             q.answered_at AS "answeredAt", s.staff_name AS "answeredBy", q.created_at AS "createdAt", ${FILE_COLUMNS},
             count(*) OVER ()::int AS total
        FROM product_question q JOIN ${productNamesView(langId)} p ON p.product_id = q.product_id
        JOIN ${buyerNamesView()} u ON u.user_id = q.user_id JOIN ${languageCodesView()} l ON l.lang_id = q.lang_id
        LEFT JOIN ${staffNamesView()} s ON s.staff_id = q.answered_by
        LEFT JOIN ${uploadFilesView()} up ON up.upload_id = q.upload_id
       ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``} ${tail}`;

/**
 * The console's queue: waiting questions first and the longest waiting first, then answers, the
 * newest first; filtered by status ('all': any), type, tag and words of the search (in the
 * question, the answer, the product's model and name, the asker's e-mail).
 */
export async function staffQuestionRows(db: Db, langId: number, f: { status: string; type?: string; tag?: string; q?: string }, n: number, size: number) {
  const where: SQL[] = [];
  if (f.status !== 'all') where.push(sql`q.status = ${f.status}`);
  if (f.type) where.push(sql`q.type = ${f.type}`);
  if (f.tag) where.push(sql`q.tag = ${f.tag}`);
  where.push(...wordsFilter(f.q, [sql`q.content`, sql`q.answer`, sql`p.model`, sql`u.email`, sql`p.name`]));
  const order = sql`ORDER BY (q.status = 'pending') DESC, CASE WHEN q.status = 'pending' THEN q.created_at END ASC, q.answered_at DESC, q.id DESC`;
  return typedRows(db, staffRow, staffSelect(langId, where, sql`${order} ${page(n, size)}`));
}

/** One question as the console shows it; undefined when there is none. */
export async function staffQuestionRow(db: Db, langId: number, id: number) {
  return typedRow(db, staffRow, staffSelect(langId, [sql`q.id = ${id}`], sql``));
}

const questionCountsRow = row({ pending: col.int, answered: col.int });

/** How many questions wait for an answer and how many are answered. */
export async function questionCounts(db: Db) {
  const r = await typedRow(
    db,
    questionCountsRow,
    sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'answered')::int AS answered FROM product_question`,
  );
  return r!;
}

const answeredQuestionRow = row({ userId: col.int, model: col.text, was: status });

/**
 * Saves the answer and marks the question answered (first answer time kept; public only if the
 * asker allowed it and staff keep it so); the asker, the product's model and the status it had.
 * Undefined when there is no such question.
 */
export async function saveAnswer(db: Db, langId: number, id: number, a: { answer: string; public: boolean; staffId: number | null }) {
  return typedRow(
    db,
    answeredQuestionRow,
    sql`UPDATE product_question q
           SET answer = ${a.answer}, status = 'answered', answered_at = coalesce(q.answered_at, now()),
               answered_by = ${a.staffId}, public = q.public AND ${a.public}
          FROM ${productNamesView(langId)} p, (SELECT status FROM product_question WHERE id = ${id} FOR UPDATE) old
         WHERE q.id = ${id} AND p.product_id = q.product_id
     RETURNING q.user_id AS "userId", p.model, old.status AS was`,
  );
}
