import { API, can, envelope, questionAnswerBody, staffQuestion, staffQuestionList, staffQuestionParams, staffQuestionsQuery } from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import type { QuestionRouteOptions } from './routes.js';
import { answerQuestion, listStaffQuestions, staffQuestion as findQuestion } from './staff-service.js';

/** /api/ew/staff/questions: staff with questions.answer (agent, sales, admin) read the queue and answer. */
export const staffQuestionRoutes: FastifyPluginAsyncZod<QuestionRouteOptions> = async (app, { secret }) => {
  const tags = ['questions'];
  const answerer = { onRequest: requireStaff('questions.answer') };
  // Files are signed only for staff who may open buyers' uploads (today the same roles; the two
  // permissions may part one day, and a signed link opens the file for whoever holds it).
  const signer = (req: FastifyRequest) => (req.ctx.staff && can(req.ctx.staff.roles, 'uploads.read') ? secret : null);

  app.get(API.staffQuestions.list.local, { ...answerer, schema: { tags, summary: 'Questions: waiting ones first (oldest first), then answered', querystring: staffQuestionsQuery, response: { 200: envelope(staffQuestionList) } } }, async (req) =>
    ok(req, await listStaffQuestions(req.ctx, req.query, signer(req))),
  );

  app.get(API.staffQuestions.one.local, { ...answerer, schema: { tags, summary: 'One question with its buyer, product and file link', params: staffQuestionParams, response: { 200: envelope(staffQuestion) } } }, async (req) => {
    const q = await findQuestion(req.ctx, req.params.id, signer(req));
    if (!q) throw notFound();
    return ok(req, q);
  });

  app.post(
    API.staffQuestions.answer.local,
    { ...answerer, schema: { tags, summary: 'Answer a question (again: edit the answer); the asker is told the first time', params: staffQuestionParams, body: questionAnswerBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      if (!(await answerQuestion(req.ctx, req.params.id, req.body))) throw notFound();
      return ok(req, null, req.t('questionAnswerSaved'));
    },
  );
};
