import { CODES, formatReviewSignature, type LangCode, type PersonName, type MyQuestionPage, type QuestionFile, type QuestionPage, type myQuestionsQuery, type questionBody, type questionsQuery } from '@netshop/contract';
import type { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { privateUploadLink } from '../../lib/uploads.js';
import { attachUploadIds } from '../account/index.js';
import { imageUrl, productExists } from '../catalog/index.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerQuestionRows, insertQuestion, publicQuestionRows, type FileRow } from './queries.js';

// Product questions, the buyer's side (issue 14): a logged-in buyer asks about a product, with an
// optional document uploaded for the purpose `question`; the product page lists answered questions
// the asker allowed to be public, under a masked name; the asker reads their own in the account centre.

type Ask = z.output<typeof questionBody>;

/** The asker as the product page shows them: the first letter of their name as their language writes it, then asterisks (王***, A***; no name, no e-mail). */
export const maskedName = (n: PersonName, lang: LangCode): string => formatReviewSignature(n, lang, false);

export const iso = (d: Date) => d.toISOString();

/** The question's file with a link signed for whoever may read it (its asker, staff with uploads.read; null secret: nobody here may): ADR 0021. */
export function fileOf(r: FileRow, secret: string | null): QuestionFile | null {
  if (!r.fileId || secret === null) return null;
  const id = r.fileId;
  return { name: r.fileName ?? id, url: privateUploadLink(secret, id), mime: r.fileMime ?? 'application/octet-stream', size: r.fileSize ?? 0 };
}

/**
 * Stores a question; its id. 404 for no such product; a file must be the asker's own upload for
 * a question (else the field's 422), and is marked attached so the sweeper keeps it.
 */
export async function askQuestion(ctx: RequestContext, body: Ask): Promise<number> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    if (!(await productExists(tx.db, body.spuId))) throw new AppError(CODES.NOT_FOUND, 'notFound');
    if (body.uploadId) {
      const mine = await attachUploadIds(tx.db, userId, 'question', [body.uploadId]);
      if (!mine.length) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { uploadId: FIELD_MESSAGES[tx.lang].invalid });
    }
    return insertQuestion(tx.db, { spuId: body.spuId, userId, langId: tx.langId, type: body.type, tag: body.tag, content: body.content, uploadId: body.uploadId ?? null, public: body.public });
  });
}

/** A product's answered public questions, newest answer first; null when there is no such product. */
export async function publicQuestions(ctx: RequestContext, q: z.output<typeof questionsQuery>): Promise<QuestionPage | null> {
  const { db } = ctx;
  if (!(await productExists(db, q.spuId))) return null;
  const r = await publicQuestionRows(db, q.spuId, q.q, q.page, q.pageSize);
  return {
    items: r.map((x) => ({
      id: x.id,
      type: x.type,
      tag: x.tag,
      content: x.content,
      asker: maskedName(x, x.lang),
      lang: x.lang,
      answer: x.answer,
      answeredAt: iso(x.answeredAt),
      createdAt: iso(x.createdAt),
    })),
    total: r[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The buyer's own questions, newest first, with answers and their file. */
export async function myQuestions(ctx: RequestContext, q: z.output<typeof myQuestionsQuery>, secret: string): Promise<MyQuestionPage> {
  const r = await buyerQuestionRows(ctx.db, buyerId(ctx), ctx.langId, q.page, q.pageSize);
  return {
    items: r.map((x) => ({
      id: x.id,
      spuId: x.spuId,
      productName: x.productName,
      productImage: imageUrl(x.key, x.mainImage),
      type: x.type,
      tag: x.tag,
      content: x.content,
      public: x.public,
      status: x.status,
      answer: x.answer,
      answeredAt: x.answeredAt === null ? null : iso(x.answeredAt),
      createdAt: iso(x.createdAt),
      file: fileOf(x, secret),
    })),
    total: r[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
