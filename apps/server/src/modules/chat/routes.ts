import { API, CODES, chatHistoryQuery, chatMessage, chatTicket, chatTicketBody, chatVisitorParams, envelope } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalBuyer, requireUser } from '../../plugins/auth.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { allow } from '../../plugins/rate-limit.js';
import { withFileLinks } from './file-links.js';
import { ringChanged } from './gateway.js';
import { chatFileRoutes } from './file-routes.js';
import { issueTicket, TICKET_TTL_MS } from './ticket.js';
import * as chat from './service.js';
import type { ChatOptions } from './service.js';

/** Chat over HTTP (docs/product.md#calls): the visitor's conversation by uuid; the WebSocket gateway adds live delivery. */
export const chatRoutes: FastifyPluginAsyncZod<{ secret: string; chat: ChatOptions }> = async (app, { secret, chat: options }) => {
  const tags = ['chat'];
  await app.register(chatFileRoutes, { secret, chat: options });
  app.get(
    API.chat.messages.local,
    {
      // A logged-in buyer reads their own conversation (it follows them across devices); a guest their visitor's.
      preHandler: optionalBuyer,
      schema: {
        tags,
        summary: 'The visitor’s conversation (the assistant’s greeting on first open): the newest messages, or a page after `after` or before `before`',
        params: chatVisitorParams,
        querystring: chatHistoryQuery,
        response: { 200: envelope(z.array(chatMessage)) },
      },
    },
    async (req) => {
      const open = await chat.openConversation(req.ctx, req.params.id, req.query);
      // A uuid the shop never issued reads like any unknown resource.
      if (!open) throw notFound();
      // A buyer's read may have taken the guest conversation over: the agents' console names them now.
      if (req.ctx.buyer) ringChanged(app.bus, open.conversationId);
      return ok(req, withFileLinks(secret, open.messages));
    },
  );

  app.post(
    API.chat.ticket.local,
    { preHandler: requireUser, schema: { tags, summary: 'A one-minute ticket for the chat socket of a logged-in buyer', body: chatTicketBody, response: { 200: envelope(chatTicket) } } },
    async (req) => ok(req, { ticket: issueTicket(secret, req.ctx.buyer!.userId, req.body.visitorId), expiresInMs: TICKET_TTL_MS }),
  );

  app.post(
    API.chat.transcript.local,
    { preHandler: requireUser, schema: { tags, summary: 'Mail the buyer’s conversation to their own address', body: chatTicketBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      // A mail per click: a few an hour is plenty for a buyer and nothing for a flood.
      if (!(await allow(app.storage.db, [{ key: `chat-transcript:user:${req.ctx.buyer!.userId}`, max: 5, windowMs: 60 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
      const sentTo = await chat.mailTranscript(req.ctx, req.body.visitorId, options);
      if (!sentTo) throw notFound();
      return ok(req, null, req.t('chatTranscriptSent').replace('{email}', sentTo));
    },
  );
};
