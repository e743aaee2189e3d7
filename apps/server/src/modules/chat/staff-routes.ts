import {
  API,
  CODES,
  envelope,
  staffChatDetail,
  staffChatDetailQuery,
  staffChatList,
  staffChatParams,
  staffChatQuery,
  staffChatReplyBody,
  staffChatTopic,
  staffChatTopicBody,
  staffChatTopicParams,
  chatTicket,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { withFileLinks } from './file-links.js';
import { ringMessages, ringRead, ringTyping } from './gateway.js';
import { issueStaffTicket, TICKET_TTL_MS } from './ticket.js';
import {
  claimConversation,
  closeConversation,
  conversationDetail,
  listConversations,
  listTopics,
  markReadByAgent,
  replyToConversation,
  typingAgent,
  updateTopic,
} from './staff-service.js';

/** /api/ew/staff/chat: the agents' queue and conversations (permission chat.answer). */
export const staffChatRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const tags = ['chat'];
  const answer = { onRequest: requireStaff('chat.answer') };
  const done = envelope(z.object({ seq: z.number().int().nullable() }));

  app.get(API.staffChat.conversations.local, { ...answer, schema: { tags, summary: 'Conversations waiting for a person, open, or closed', querystring: staffChatQuery, response: { 200: envelope(staffChatList) } } }, async (req) =>
    ok(req, await listConversations(req.ctx, req.query.queue)),
  );

  app.get(
    API.staffChat.conversation.local,
    { ...answer, schema: { tags, summary: 'A conversation: a page of messages (after `after`, before `before`, or the newest), the buyer’s latest orders, canned answers', params: staffChatParams, querystring: staffChatDetailQuery, response: { 200: envelope(staffChatDetail) } } },
    async (req) => {
      const d = await conversationDetail(req.ctx, req.params.conversationId, req.query);
      if (!d) throw notFound();
      // The agent sees the conversation: the visitor's window shows "read".
      const read = await markReadByAgent(req.ctx, req.params.conversationId);
      if (read !== null) ringRead(app.bus, req.params.conversationId, read);
      return ok(req, { ...d, messages: withFileLinks(secret, d.messages) });
    },
  );

  const act = (fn: typeof claimConversation) => async (req: { ctx: Parameters<typeof fn>[0]; params: { conversationId: number } } & Parameters<typeof ok>[0]) => {
    const r = await fn(req.ctx, req.params.conversationId);
    if (r === 'notFound') throw notFound();
    if (r === 'conflict') throw new AppError(CODES.CONFLICT, 'conflict');
    ringMessages(app.bus, req.params.conversationId, r.messages);
    return ok(req, { seq: r.messages.at(-1)?.seq ?? null }, req.t('ok'));
  };

  app.post(API.staffChat.claim.local, { ...answer, schema: { tags, summary: 'Take a waiting conversation', params: staffChatParams, response: { 200: done } } }, act(claimConversation));
  app.post(API.staffChat.close.local, { ...answer, schema: { tags, summary: 'Close a conversation', params: staffChatParams, response: { 200: done } } }, act(closeConversation));

  app.post(API.staffChat.reply.local, { ...answer, schema: { tags, summary: 'Reply as the agent (claims a waiting conversation)', params: staffChatParams, body: staffChatReplyBody, response: { 200: done } } }, async (req) => {
    const r = await replyToConversation(req.ctx, req.params.conversationId, req.body.msg, req.body.clientMsgId);
    if (r === 'notFound') throw notFound();
    if (r === 'conflict') throw new AppError(CODES.CONFLICT, 'conflict');
    ringMessages(app.bus, req.params.conversationId, r.messages);
    return ok(req, { seq: r.messages.at(-1)?.seq ?? null });
  });

  app.post(API.staffChat.typing.local, { ...answer, schema: { tags, summary: 'The agent is typing (the visitor’s window shows it for a few seconds)', params: staffChatParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    const name = await typingAgent(req.ctx, req.params.conversationId);
    if (!name) throw notFound();
    ringTyping(app.bus, req.params.conversationId, name);
    return ok(req, null);
  });

  // The console's socket (/ws/staff, staff-gateway.ts): a browser cannot give it the bearer token.
  app.post(API.staffChat.ticket.local, { ...answer, config: { readOnly: true }, schema: { tags, summary: 'A one-minute ticket for the agents’ chat socket', response: { 200: envelope(chatTicket) } } }, async (req) => {
    // The operator token is no staff member: it has no console to push to.
    if (!req.staff?.staffId) throw new AppError(CODES.FORBIDDEN, 'forbidden');
    return ok(req, { ticket: issueStaffTicket(secret, req.staff.staffId), expiresInMs: TICKET_TTL_MS });
  });

  // The assistant's topics: what it offers and answers, edited by administrators.
  const editTopics = { onRequest: requireStaff('chat.assistant') };
  app.get(API.staffChat.topics.local, { ...editTopics, schema: { tags, summary: 'The assistant’s topics with their texts in every language', response: { 200: envelope(z.array(staffChatTopic)) } } }, async (req) =>
    ok(req, await listTopics(req.ctx)),
  );
  app.put(
    API.staffChat.updateTopic.local,
    { ...editTopics, schema: { tags, summary: 'Change a topic: order, offered or not, texts in all six languages', params: staffChatTopicParams, body: staffChatTopicBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      if (!(await updateTopic(req.ctx, req.params.key, req.body))) throw notFound();
      return ok(req, null, req.t('ok'));
    },
  );
};
