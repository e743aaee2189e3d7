import type { MyQuestionPage, MyQuestionsQuery, QuestionBody, QuestionPage, QuestionsQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap, unwrapWithMsg } from '../http';
import { ACCOUNT_KEY } from '../session';

// Product questions (issue 14): asked and read on the product page, the asker's own read in the
// account centre, so here and not in one feature.

export const questionsApi = {
  list: (q: QuestionsQuery) => unwrap(http.get<QuestionPage>(API.questions.list.path(), { ...q, q: q.q || undefined })),
  mine: (q: MyQuestionsQuery) => unwrap(http.get<MyQuestionPage>(API.questions.mine.path(), q)),
  /** Answers the server's "question received, we reply within 12–24 hours" for the alert queue. */
  ask: (body: QuestionBody) => unwrapWithMsg(http.post<{ id: number }>(API.questions.ask.path(), body)),
};

/** A product's answered questions: public, the same for every reader; keyed by page and search. */
export const QUESTIONS_KEY = ['questions'] as const;
export const productQuestionsQuery = (q: QuestionsQuery) =>
  queryOptions({ queryKey: [...QUESTIONS_KEY, q], queryFn: () => questionsApi.list(q), placeholderData: keepPreviousData, staleTime: 30_000 });

/** The buyer's own questions: under ['account', …], so logging out drops them. */
export const MY_QUESTIONS_KEY = [...ACCOUNT_KEY, 'questions'] as const;
export const myQuestionsQuery = (q: MyQuestionsQuery) =>
  queryOptions({ queryKey: [...MY_QUESTIONS_KEY, q], queryFn: () => questionsApi.mine(q), placeholderData: keepPreviousData, staleTime: 0 });
