import { API, chatHistoryQuery, chatMessage, chatVisitorParams, envelope } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import * as chat from './service.js';

/** Chat over HTTP (§7): the visitor's conversation by uuid; the WebSocket gateway adds live delivery. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  app.get(
    API.chat.messages.local,
    {
      schema: {
        tags,
        summary: 'The visitor’s conversation: the assistant’s greeting on first open, then what follows `after`',
        params: chatVisitorParams,
        querystring: chatHistoryQuery,
        response: { 200: envelope(z.array(chatMessage)) },
      },
    },
    async (req) => {
      const open = await chat.openConversation(req.ctx, req.params.id, req.query.after ?? 0);
      // A uuid the shop never issued reads like any unknown resource.
      if (!open) throw notFound();
      return ok(req, open.messages);
    },
  );
};
