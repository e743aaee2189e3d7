import { API, envelope, staffProductParams, staffProductSaved, staffSkuOptions, staffSkusBody } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { saveStaffSkus, skuOptions } from './staff-sku-service.js';

/** A product's SKUs in the console (issue 27): staff with catalog.edit save the whole list over the product's version. */
export const staffSkuRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  const edit = { onRequest: requireStaff('catalog.edit') };

  app.get(API.staffCatalog.skuOptions.local, { ...edit, schema: { tags, summary: 'Sale attributes and values a SKU may take, and the currencies', response: { 200: envelope(staffSkuOptions) } } }, async (req) =>
    ok(req, await skuOptions(req.ctx)),
  );

  app.put(
    API.staffCatalog.skus.local,
    {
      ...edit,
      schema: {
        tags,
        summary: "Save a product's SKUs (the whole list: existing by id, new without, others removed) over its version",
        params: staffProductParams,
        body: staffSkusBody,
        response: { 200: envelope(staffProductSaved) },
      },
    },
    async (req) => ok(req, await saveStaffSkus(req.ctx, req.params.productId, req.body), req.t('skusSaved')),
  );
};
