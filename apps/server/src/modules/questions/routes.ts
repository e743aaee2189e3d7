import { API, envelope, myQuestionPage, myQuestionsQuery, questionBody, questionPage, questionsQuery, QUESTIONS_PER_HOUR } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { notFound, ok } from '../../plugins/envelope.js';
import { hit, tooMany } from '../../plugins/rate-limit.js';
import { askQuestion, myQuestions, publicQuestions } from './service.js';

export interface QuestionRouteOptions {
  /** Signs the links to a question's private file (ADR 0021). */
  secret: string;
}

/** /api/ew/buyer/questions: a product's answered questions for everyone; asking and one's own questions for logged-in buyers. */
export const questionRoutes: FastifyPluginAsyncZod<QuestionRouteOptions> = async (app, { secret }) => {
  const tags = ['questions'];

  app.get(API.questions.list.local, { schema: { tags, summary: 'A product’s answered public questions, searchable', querystring: questionsQuery, response: { 200: envelope(questionPage) } } }, async (req) => {
    const page = await publicQuestions(req.ctx, req.query);
    if (!page) throw notFound();
    return ok(req, page);
  });

  app.get(API.questions.mine.local, { preHandler: requireUser, schema: { tags, summary: 'The buyer’s questions with answers, newest first', querystring: myQuestionsQuery, response: { 200: envelope(myQuestionPage) } } }, async (req) =>
    ok(req, await myQuestions(req.ctx, req.query, secret)),
  );

  app.post(
    API.questions.ask.local,
    { preHandler: requireUser, schema: { tags, summary: 'Ask about a product (type, tag, content; optional file of purpose question)', body: questionBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (req, reply) => {
      // Every question lands in a person's queue: a buyer cannot flood it.
      const wait = await hit(app.storage.db, [{ key: `question:user:${req.user!.userId}`, max: QUESTIONS_PER_HOUR, windowMs: 60 * 60_000 }]);
      if (wait) tooMany(reply, wait);
      // docs/product.md#errors: "question received (reply within 12-24 hours)".
      return ok(req, { id: await askQuestion(req.ctx, req.body) }, req.t('questionReceived'));
    },
  );
};
