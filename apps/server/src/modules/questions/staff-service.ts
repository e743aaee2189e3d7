import type { questionAnswerBody, StaffQuestion, StaffQuestionList, staffQuestionsQuery } from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify } from '../notifications/index.js';
import { questionCounts, saveAnswer, staffQuestionRow, staffQuestionRows } from './queries.js';
import { fileOf, iso } from './service.js';

// Answering questions (permission questions.answer: agent, sales, admin). The queue shows what
// waits, oldest first, so nobody waits past the 12–24 hours of docs/product.md#limits; answered ones newest first.
// The first answer tells the asker by message and mail in their language; later edits do not.

const PAGE_SIZE = 20;

type Row = NonNullable<Awaited<ReturnType<typeof staffQuestionRow>>>;

const view = (x: Row, secret: string | null): StaffQuestion => ({
  id: x.id,
  spuId: x.spuId,
  productName: x.productName,
  productModel: x.productModel,
  buyerEmail: x.buyerEmail,
  lang: x.lang,
  type: x.type,
  tag: x.tag,
  content: x.content,
  public: x.public,
  status: x.status,
  answer: x.answer,
  answeredAt: x.answeredAt === null ? null : iso(x.answeredAt),
  answeredBy: x.answeredBy,
  createdAt: iso(x.createdAt),
  file: fileOf(x, secret),
});

export async function listStaffQuestions(ctx: RequestContext, q: z.output<typeof staffQuestionsQuery>, secret: string | null): Promise<StaffQuestionList> {
  const [r, counts] = await Promise.all([staffQuestionRows(ctx.db, ctx.langId, q, q.page, PAGE_SIZE), questionCounts(ctx.db)]);
  return {
    items: r.map((x) => view(x, secret)),
    total: r[0]?.total ?? 0,
    page: q.page,
    pageSize: PAGE_SIZE,
    counts,
  };
}

export async function staffQuestion(ctx: RequestContext, id: number, secret: string | null): Promise<StaffQuestion | null> {
  const r = await staffQuestionRow(ctx.db, ctx.langId, id);
  return r ? view(r, secret) : null;
}

/**
 * Saves the answer and marks the question answered; false when there is no such question. Staff
 * may keep a question off the product page, never publish one its asker kept private.
 */
export async function answerQuestion(ctx: RequestContext, id: number, body: z.output<typeof questionAnswerBody>): Promise<boolean> {
  const staffId = ctx.staff?.staffId || null; // 0 is the operator token, no staff row
  return inTransaction(ctx, async (tx) => {
    const r = await saveAnswer(tx.db, tx.langId, id, { answer: body.answer, public: body.public, staffId });
    if (!r) return false;
    if (r.was === 'pending') await notify(tx, r.userId, 'questionAnswered', { model: r.model, answer: body.answer }, { type: 'account', subjectSuffix: r.model });
    return true;
  });
}
