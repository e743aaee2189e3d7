import { QUESTION_TEXT_MAX, UPLOAD_ACCEPT, type QuestionTag, type QuestionType } from '@netshop/contract/constants';

// The product page's question form (components/ask-question-dialog.tsx): its values and their
// checks, by the contract's constants and not its zod schema (zod stays out of the catalogue's
// first-paint chunks, ADR 0012).

export type QuestionField = 'type' | 'tag' | 'content' | 'uploadId';
export const QUESTION_FIELDS: QuestionField[] = ['type', 'tag', 'content', 'uploadId'];
/** The extensions a buyer may attach, for the hint and the wrong-type message. */
export const QUESTION_FILE_TYPES = UPLOAD_ACCEPT.question
  .split(',')
  .filter((e) => e !== '.jpeg')
  .map((e) => e.slice(1).toUpperCase())
  .join(', ');

export interface QuestionValues {
  type: QuestionType | '';
  tag: QuestionTag | '';
  content: string;
  public: boolean;
}

/** The problems of the form as message keys of the catalog namespace, by field. */
export function questionProblems(v: QuestionValues): Partial<Record<QuestionField, string>> {
  const out: Partial<Record<QuestionField, string>> = {};
  if (!v.type) out.type = 'questions.form.typeRequired';
  if (!v.tag) out.tag = 'questions.form.tagRequired';
  const text = v.content.trim();
  if (!text) out.content = 'questions.form.contentRequired';
  else if (text.length > QUESTION_TEXT_MAX) out.content = 'questions.form.contentTooLong';
  return out;
}
