import { API, CODES, envelope, staffCoupon, staffCouponBody, staffCouponParams } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { createCoupon, endCoupon, listCoupons } from './staff-service.js';

/** /api/ew/staff/coupons: staff with coupons.manage (sales, admin) list, create and end coupons. */
export const staffCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['coupons'];
  const manage = { onRequest: requireStaff('coupons.manage') };

  app.get(API.staffCoupons.list.local, { ...manage, schema: { tags, summary: 'Every coupon, newest first, with claims and uses', response: { 200: envelope(z.array(staffCoupon)) } } }, async (req) =>
    ok(req, await listCoupons(req.ctx)),
  );

  app.post(API.staffCoupons.create.local, { ...manage, schema: { tags, summary: 'Create a coupon', body: staffCouponBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) => {
    const id = await createCoupon(req.ctx, req.body);
    if (id === null) throw new AppError(CODES.CONFLICT, 'couponCodeTaken');
    return ok(req, { id }, req.t('ok'));
  });

  app.post(API.staffCoupons.end.local, { ...manage, schema: { tags, summary: 'End a coupon now', params: staffCouponParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    if (!(await endCoupon(req.ctx, req.params.id))) throw notFound();
    return ok(req, null, req.t('ok'));
  });
};
