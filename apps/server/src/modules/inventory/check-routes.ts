import { API, envelope } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { stockCheck } from './check.js';

const difference = z.object({
  kind: z.enum(['onHandLedger', 'reservedLedger', 'reservedOrders', 'heldWithoutStock', 'negative', 'skuStock', 'productTotal']),
  warehouseCode: z.string().nullable(),
  skuId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productNo: z.string().nullable(),
  actual: z.number().int(),
  expected: z.number().int(),
});

/**
 * GET /api/ew/staff/inventory/check (admins; `npm run ops -- stock-check`): the stock consistency
 * check (ADR 0044). Reads only; an empty list means stock, ledger, open orders and the catalogue's
 * totals agree.
 */
export const stockCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.staffStockCheck.differences.local,
    {
      onRequest: requireStaff('stock.check'),
      schema: {
        tags: ['inventory'],
        summary: 'Every difference between warehouse stock, its ledger, open orders’ reservations and the catalogue’s stock totals (empty: consistent)',
        response: { 200: envelope(z.object({ differences: z.array(difference) })) },
      },
    },
    async (req) => ok(req, { differences: await stockCheck(req.ctx.db) }),
  );
};
