import { API, blockCustomerBody, codeSent, customerDetail, customerExport, customerList, customerParams, customerQuery, envelope, eraseCustomerBody } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { endChatSockets } from '../chat/index.js';
import type { AccountSettings } from './service.js';
import * as customers from './staff-service.js';

// /api/ew/staff/customers (issue 27, ADR 0041): every staff role finds and reads buyers
// (customers.read); admins block, reset, export and erase (customers.manage).

const tags = ['staff'];
const read = { onRequest: requireStaff('customers.read') };
const manage = { onRequest: requireStaff('customers.manage') };
const nothing = envelope(z.null());

export const staffCustomerRoutes: FastifyPluginAsyncZod<{ settings: AccountSettings }> = async (app, { settings }) => {
  app.get(API.staffCustomers.list.local, { ...read, schema: { tags, summary: 'Buyers found by e-mail, name, company, phone or order number, newest first', querystring: customerQuery, response: { 200: envelope(customerList) } } }, async (req) =>
    ok(req, await customers.listCustomers(req.ctx, req.query)),
  );

  app.get(API.staffCustomers.one.local, { ...read, schema: { tags, summary: "A buyer's profile and their latest orders, addresses, inquiries, questions, samples and chats", params: customerParams, response: { 200: envelope(customerDetail) } } }, async (req) =>
    ok(req, await customers.customerDetail(req.ctx, req.params.userId)),
  );

  app.post(API.staffCustomers.block.local, { ...manage, schema: { tags, summary: 'Block a buyer: sign-in refused, every session ended', params: customerParams, body: blockCustomerBody, response: { 200: nothing } } }, async (req) => {
    await customers.blockCustomer(req.ctx, req.params.userId, req.body.reason);
    // Their live chat ends too, on every process, as their sessions did.
    endChatSockets(app.bus, { userId: req.params.userId });
    return ok(req, null);
  });

  app.post(API.staffCustomers.unblock.local, { ...manage, schema: { tags, summary: 'Unblock a buyer: sign-in allowed again', params: customerParams, response: { 200: nothing } } }, async (req) => {
    await customers.unblockCustomer(req.ctx, req.params.userId);
    return ok(req, null);
  });

  app.post(
    API.staffCustomers.passwordReset.local,
    { ...manage, schema: { tags, summary: "Mail the buyer a password reset code in the buyer's language", params: customerParams, response: { 200: envelope(codeSent.extend({ sent: z.boolean() })) } } },
    async (req) => ok(req, await customers.sendCustomerPasswordReset(req.ctx, settings, req.params.userId)),
  );

  app.post(API.staffCustomers.export.local, { ...manage, schema: { tags, summary: 'Everything held about a buyer, by module (logged)', params: customerParams, response: { 200: envelope(customerExport) } } }, async (req) =>
    ok(req, await customers.exportCustomer(req.ctx, req.params.userId)),
  );

  app.post(
    API.staffCustomers.erase.local,
    { ...manage, schema: { tags, summary: "Erase a buyer's personal data, confirmed by their e-mail typed; orders and invoices stay, anonymised", params: customerParams, body: eraseCustomerBody, response: { 200: envelope(z.object({ erasedAt: z.string() })) } } },
    async (req) => {
      const erased = await customers.eraseCustomer(req.ctx, req.params.userId, req.body.email);
      endChatSockets(app.bus, { userId: req.params.userId });
      return ok(req, erased);
    },
  );
};
