import type { QuestionAnswerBody, StaffQuestionList, StaffQuestionsQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Product questions in the console (permission questions.answer: agents, sales, administrators):
// the queue by status, type, topic and words; answering one (or editing an answer).

export const questionsKey = ['staff', 'questions'] as const;

export const staffQuestionsQuery = (q: StaffQuestionsQuery) =>
  queryOptions({
    queryKey: [...questionsKey, q],
    queryFn: () => unwrap(staffHttp.get<StaffQuestionList>(API.staffQuestions.list.path(), { ...q, q: q.q || undefined })),
    placeholderData: keepPreviousData,
    retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
  });

export const questionsConsoleApi = {
  /** Answers the server's localized "answer saved" for the alert queue; 422 carries field texts. */
  answer: (id: number, body: QuestionAnswerBody) => unwrapWithMsg(staffHttp.post<null>(API.staffQuestions.answer.path({ id }), body)),
};
