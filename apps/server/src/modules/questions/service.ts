import { CODES, formatReviewSignature, type LangCode, type MyQuestion, type PersonName, type MyQuestionPage, type PublicQuestion, type QuestionFile, type QuestionPage, type myQuestionsQuery, type questionBody, type questionsQuery } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../../db/client.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { imageUrl, productText } from '../../lib/product-card.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { privateUploadLink } from '../../lib/uploads.js';
import { attachUploadIds } from '../account/index.js';
import { AppError } from '../../plugins/envelope.js';

// Product questions, the buyer's side (issue 14): a logged-in buyer asks about a product, with an
// optional document uploaded for the purpose `question`; the product page lists answered questions
// the asker allowed to be public, under a masked name; the asker reads their own in the account centre.

type Ask = z.output<typeof questionBody>;

/** The asker as the product page shows them: the first letter of their name as their language writes it, then asterisks (王***, A***; no name, no e-mail). */
export const maskedName = (n: PersonName, lang: LangCode): string => formatReviewSignature(n, lang, false);

/** Words of a search, each to be found (as typed, any case) in one of `columns`; CJK text is matched as a substring. */
export function wordsFilter(q: string | undefined, columns: SQL[]): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(${sql.join(
      columns.map((c) => sql`${c} ILIKE ${like}`),
      sql` OR `,
    )})`;
  });
}

export const iso = (d: Date | string) => new Date(d).toISOString();

export interface FileRow {
  fileId: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
}
export const FILE_COLUMNS = sql`up.id AS "fileId", up.name AS "fileName", up.mime AS "fileMime", up.size AS "fileSize"`;

/** The question's file with a link signed for whoever may read it (its asker, staff with uploads.read; null secret: nobody here may): ADR 0021. */
export function fileOf(r: FileRow, secret: string | null): QuestionFile | null {
  if (!r.fileId || secret === null) return null;
  const id = String(r.fileId);
  return { name: r.fileName ?? id, url: privateUploadLink(secret, id), mime: r.fileMime ?? 'application/octet-stream', size: Number(r.fileSize ?? 0) };
}

/**
 * Stores a question; its id. 404 for no such product; a file must be the asker's own upload for
 * a question (else the field's 422), and is marked attached so the sweeper keeps it.
 */
export async function askQuestion(ctx: RequestContext, body: Ask): Promise<number> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const [p] = await rows(tx.db, sql`SELECT 1 AS ok FROM product WHERE id = ${body.spuId}`);
    if (!p) throw new AppError(CODES.NOT_FOUND, 'notFound');
    if (body.uploadId) {
      const mine = await attachUploadIds(tx.db, userId, 'question', [body.uploadId]);
      if (!mine.length) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { uploadId: FIELD_MESSAGES[tx.lang].invalid });
    }
    const [q] = await rows<{ id: number }>(
      tx.db,
      sql`INSERT INTO product_question (product_id, user_id, lang_id, type, tag, content, upload_id, public)
          VALUES (${body.spuId}, ${userId}, ${tx.langId}, ${body.type}, ${body.tag}, ${body.content}, ${body.uploadId ?? null}::uuid, ${body.public})
          RETURNING id`,
    );
    return Number(q.id);
  });
}

/** A product's answered public questions, newest answer first; null when there is no such product. */
export async function publicQuestions(ctx: RequestContext, q: z.output<typeof questionsQuery>): Promise<QuestionPage | null> {
  const { db } = ctx;
  const [p] = await rows(db, sql`SELECT 1 AS ok FROM product WHERE id = ${q.spuId}`);
  if (!p) return null;
  const where = [sql`q.product_id = ${q.spuId}`, sql`q.status = 'answered'`, sql`q.public`, ...wordsFilter(q.q, [sql`q.content`, sql`q.answer`])];
  const r = await rows<{ id: number; type: PublicQuestion['type']; tag: PublicQuestion['tag']; content: string; firstName: string; lastName: string; lang: LangCode; answer: string; answeredAt: Date | string; createdAt: Date | string; total: number }>(
    db,
    sql`SELECT q.id, q.type, q.tag, q.content, u.first_name AS "firstName", u.last_name AS "lastName", l.short_name AS lang, q.answer,
               q.answered_at AS "answeredAt", q.created_at AS "createdAt", count(*) OVER ()::int AS total
          FROM product_question q JOIN app_user u ON u.id = q.user_id JOIN language l ON l.id = q.lang_id
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY q.answered_at DESC, q.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  return {
    items: r.map((x) => ({
      id: Number(x.id),
      type: x.type,
      tag: x.tag,
      content: x.content,
      asker: maskedName(x, x.lang),
      lang: x.lang,
      answer: x.answer,
      answeredAt: iso(x.answeredAt),
      createdAt: iso(x.createdAt),
    })),
    total: r.length ? Number(r[0].total) : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The buyer's own questions, newest first, with answers and their file. */
export async function myQuestions(ctx: RequestContext, q: z.output<typeof myQuestionsQuery>, secret: string): Promise<MyQuestionPage> {
  const text = productText(ctx.langId);
  const r = await rows<
    FileRow & { id: number; spuId: number; productName: string; key: string; type: MyQuestion['type']; tag: MyQuestion['tag']; content: string; public: boolean; status: MyQuestion['status']; answer: string | null; answeredAt: Date | string | null; createdAt: Date | string; total: number }
  >(
    ctx.db,
    sql`SELECT q.id, q.product_id AS "spuId", coalesce(${text.pick('name')}, p.model) AS "productName", p.key, q.type, q.tag, q.content, q.public, q.status,
               q.answer, q.answered_at AS "answeredAt", q.created_at AS "createdAt", ${FILE_COLUMNS}, count(*) OVER ()::int AS total
          FROM product_question q JOIN product p ON p.id = q.product_id ${text.joins}
          LEFT JOIN upload up ON up.id = q.upload_id
         WHERE q.user_id = ${buyerId(ctx)}
         ORDER BY q.created_at DESC, q.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  return {
    items: r.map((x) => ({
      id: Number(x.id),
      spuId: Number(x.spuId),
      productName: x.productName,
      productImage: imageUrl(x.key),
      type: x.type,
      tag: x.tag,
      content: x.content,
      public: Boolean(x.public),
      status: x.status,
      answer: x.answer,
      answeredAt: x.answeredAt === null ? null : iso(x.answeredAt),
      createdAt: iso(x.createdAt),
      file: fileOf(x, secret),
    })),
    total: r.length ? Number(r[0].total) : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
