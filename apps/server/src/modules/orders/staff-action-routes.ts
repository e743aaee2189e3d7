import { API, envelope, opsOrderParams, packingListQuery, staffCancelBody, staffOrderMoney, staffRefundBody } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { packingListPdf } from './packing-list.js';
import { orderMoney, staffCancel, staffRefund, type OrderMoneyPort } from './staff-actions.js';

// Staff's order actions of the console (issue 27): cancel with a reason (orders.manage), refund
// in full or in part (orders.refund), the order's money and refunds and its packing list (orders.read).

export const staffOrderActionRoutes: FastifyPluginAsyncZod<{ money: OrderMoneyPort }> = async (app, { money }) => {
  const tags = ['orders'];
  const answer = { 200: envelope(staffOrderMoney) };

  app.get(API.staffOrders.refunds.local, { onRequest: requireStaff('orders.read'), schema: { tags, summary: 'What the order paid, refunded and may still refund, and its refunds', params: opsOrderParams, response: answer } }, async (req) =>
    ok(req, await orderMoney(req.ctx, req.params.orderNo, money)),
  );
  app.post(API.staffOrders.cancel.local, { onRequest: requireStaff('orders.manage'), schema: { tags, summary: 'Cancel an unpaid or paid-not-shipped order with a reason; a paid one is refunded in full', params: opsOrderParams, body: staffCancelBody, response: answer } }, async (req) =>
    ok(req, await staffCancel(req.ctx, req.params.orderNo, req.body, money), req.t('orderCancelled')),
  );
  app.post(API.staffOrders.refundPart.local, { onRequest: requireStaff('orders.refund'), schema: { tags, summary: 'Refund part or all of what is left of the payment, through the provider', params: opsOrderParams, body: staffRefundBody, response: answer } }, async (req) =>
    ok(req, await staffRefund(req.ctx, req.params.orderNo, req.body, money)),
  );
  app.get(API.staffOrders.packingList.local, { onRequest: requireStaff('orders.read'), schema: { tags, summary: 'The packing list as a PDF, in ?lang= or the request’s language; ?shipment= for one parcel of a split order', params: opsOrderParams, querystring: packingListQuery } }, async (req, reply) => {
    const pdf = await packingListPdf(req.ctx, req.params.orderNo, req.query.lang ?? req.ctx.lang, req.query.shipment);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="packing-list-${req.params.orderNo}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
