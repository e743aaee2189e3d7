import { z } from 'zod';
import { QUESTION_ANSWER_MAX, QUESTION_PAGE_SIZE, QUESTION_STATUSES, QUESTION_TAGS, QUESTION_TEXT_MAX, QUESTION_TYPES } from './constants.js';
import { bodyId, digitId } from './site.js';

// Product questions (issue 14; docs/product.md#entities "Question: type, tag, content, optional file", docs/product.md#validation type, tag
// and content required, files PDF/JPG/PNG/DOC/DOCX/XLS/XLSX/TXT, docs/product.md#errors "question received (reply
// within 12-24 hours)", docs/product.md#limits). A logged-in buyer asks about a product; staff answer in the console;
// answered questions the asker allowed to be public appear on the product page with a masked name.
// The lists and limits (QUESTION_TYPES, QUESTION_TAGS, QUESTION_TEXT_MAX…) are in constants.ts.

const noNul = (s: string) => !s.includes('\u0000');
/** Missing or empty is "required" (docs/product.md#validation), any other value outside the list is "invalid". */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid') });
const searchText = z.string().trim().max(100, 'tooLong').refine(noNul, 'invalid').optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** POST /questions: ask about a product. */
export const questionBody = z.object({
  spuId: bodyId('required'),
  type: choice(QUESTION_TYPES),
  tag: choice(QUESTION_TAGS),
  content: z.string('required').trim().min(1, 'required').max(QUESTION_TEXT_MAX, 'tooLong').refine(noNul, 'invalid'),
  /** An upload of purpose `question` that the asker sent before (POST /common/upload). */
  uploadId: z.uuid('invalid').optional(),
  /** The asker agrees that the question and its answer may be shown on the product page (masked name). */
  public: z.boolean('invalid').default(true),
});
export type QuestionBody = z.input<typeof questionBody>;

/** GET /questions: a product's answered public questions, newest answer first; `q` searches question and answer. */
export const questionsQuery = z.object({
  spuId: digitId,
  q: searchText,
  page,
  pageSize: z.coerce.number().int().min(1).max(50).default(QUESTION_PAGE_SIZE),
});
export type QuestionsQuery = z.input<typeof questionsQuery>;

export const publicQuestion = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  tag: z.enum(QUESTION_TAGS),
  content: z.string(),
  /** The asker's first letter and asterisks, nothing more. */
  asker: z.string(),
  /** The question's language (zh-CN, en…): the page marks it with lang=. */
  lang: z.string(),
  answer: z.string(),
  answeredAt: z.string(),
  createdAt: z.string(),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;
export const questionPage = z.object({ items: z.array(publicQuestion), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type QuestionPage = z.infer<typeof questionPage>;

/** A question's file: its name and a signed link that opens it for some hours (ADR 0021). */
export const questionFile = z.object({ name: z.string(), url: z.string(), mime: z.string(), size: z.number().int() });
export type QuestionFile = z.infer<typeof questionFile>;

export const myQuestionsQuery = z.object({ page, pageSize: z.coerce.number().int().min(1).max(50).default(QUESTION_PAGE_SIZE) });
export type MyQuestionsQuery = z.input<typeof myQuestionsQuery>;

/** A question in the asker's account centre, with its answer once there is one. */
export const myQuestion = z.object({
  id: z.number().int(),
  spuId: z.number().int(),
  productName: z.string(),
  productImage: z.string(),
  type: z.enum(QUESTION_TYPES),
  tag: z.enum(QUESTION_TAGS),
  content: z.string(),
  public: z.boolean(),
  status: z.enum(QUESTION_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  file: questionFile.nullable(),
});
export type MyQuestion = z.infer<typeof myQuestion>;
export const myQuestionPage = z.object({ items: z.array(myQuestion), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type MyQuestionPage = z.infer<typeof myQuestionPage>;

// ─── Staff (permission questions.answer) ─────────────────────────────────────────────────────

export const staffQuestionsQuery = z.object({
  status: z.enum([...QUESTION_STATUSES, 'all']).default('pending'),
  type: z.enum(QUESTION_TYPES).optional(),
  tag: z.enum(QUESTION_TAGS).optional(),
  /** Words of the question or answer, the product's name or model, or the buyer's e-mail. */
  q: searchText,
  page,
});
export type StaffQuestionsQuery = z.input<typeof staffQuestionsQuery>;

export const staffQuestion = myQuestion.omit({ productImage: true }).extend({
  productModel: z.string(),
  buyerEmail: z.string(),
  /** The language the buyer asked in (zh-CN, en…): answer in it. */
  lang: z.string(),
  answeredBy: z.string().nullable(),
});
export type StaffQuestion = z.infer<typeof staffQuestion>;
export const staffQuestionList = z.object({
  items: z.array(staffQuestion),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Questions waiting and answered, whatever the filters. */
  counts: z.object({ pending: z.number().int(), answered: z.number().int() }),
});
export type StaffQuestionList = z.infer<typeof staffQuestionList>;

export const staffQuestionParams = z.object({ id: digitId });

/**
 * POST /staff/questions/:id/answer. `public` false keeps the question off the product page; staff
 * cannot publish one the asker kept private (the server keeps it private). Answering again edits
 * the answer; the asker is told the first time.
 */
export const questionAnswerBody = z.object({
  answer: z.string('required').trim().min(1, 'required').max(QUESTION_ANSWER_MAX, 'tooLong').refine(noNul, 'invalid'),
  public: z.boolean('invalid').default(true),
});
export type QuestionAnswerBody = z.input<typeof questionAnswerBody>;
