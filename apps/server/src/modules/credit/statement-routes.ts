import { API, statementQuery } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { statementDocument } from './statement.js';

/**
 * GET /api/ew/buyer/credit/statement?month=2026-11 (issue 30): the company's monthly statement as a
 * PDF in the reader's language (the Lang header), for members with statements.read or
 * credit.manage. The page downloads it with the session (a blob), so no signed link is needed.
 */
export const creditStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.credit.statement.local,
    { preHandler: requireUser, schema: { tags: ['credit'], summary: 'A month’s statement of the company’s credit account as PDF, in the reader’s language', querystring: statementQuery } },
    async (req, reply) => {
      const doc = await statementDocument(req.ctx, req.query.month, app.clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(doc.pdf);
    },
  );
};
