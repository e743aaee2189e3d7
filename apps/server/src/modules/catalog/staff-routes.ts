import {
  API,
  envelope,
  staffProduct,
  staffProductBody,
  staffProductList,
  staffProductParams,
  staffProductQuery,
  staffProductSaved,
  staffProductUpdateBody,
  staffPublishBody,
  staffVersionBody,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { registerCatalogReverters } from './reverters.js';
import { createStaffProduct, duplicateStaffProduct, getStaffProduct, listStaffProducts, publishStaffProduct, unpublishStaffProduct, updateStaffProduct } from './staff-service.js';

/** /api/ew/staff/catalog/products: staff with catalog.edit (sales, admin) list, create, edit, publish and duplicate products. */
export const staffCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Edits the audit log can restore (ADR 0043).
  registerCatalogReverters();
  const tags = ['catalog'];
  const edit = { onRequest: requireStaff('catalog.edit') };
  const saved = { 200: envelope(staffProductSaved) };

  app.get(API.staffCatalog.list.local, { ...edit, schema: { tags, summary: 'Products of every status, filtered and paged', querystring: staffProductQuery, response: { 200: envelope(staffProductList) } } }, async (req) =>
    ok(req, await listStaffProducts(req.ctx, req.query)),
  );

  app.post(API.staffCatalog.create.local, { ...edit, schema: { tags, summary: 'Create a product (a draft)', body: staffProductBody, response: saved } }, async (req) =>
    ok(req, await createStaffProduct(req.ctx, req.body), req.t('productSaved')),
  );

  app.get(API.staffCatalog.one.local, { ...edit, schema: { tags, summary: 'A product with every language and its SKUs', params: staffProductParams, response: { 200: envelope(staffProduct) } } }, async (req) => {
    const p = await getStaffProduct(req.ctx, req.params.productId);
    if (!p) throw notFound();
    return ok(req, p);
  });

  app.put(
    API.staffCatalog.update.local,
    { ...edit, schema: { tags, summary: 'Save identity and texts over the version edited (409 when it changed)', params: staffProductParams, body: staffProductUpdateBody, response: saved } },
    async (req) => ok(req, await updateStaffProduct(req.ctx, req.params.productId, req.body), req.t('productSaved')),
  );

  app.post(
    API.staffCatalog.publish.local,
    { ...edit, schema: { tags, summary: 'Publish: every language complete, or an override with a reason', params: staffProductParams, body: staffPublishBody, response: saved } },
    async (req) => ok(req, await publishStaffProduct(req.ctx, req.params.productId, req.body), req.t('productPublished')),
  );

  app.post(API.staffCatalog.unpublish.local, { ...edit, schema: { tags, summary: 'Take a product off the shop', params: staffProductParams, body: staffVersionBody, response: saved } }, async (req) =>
    ok(req, await unpublishStaffProduct(req.ctx, req.params.productId, req.body.version), req.t('productUnpublished')),
  );

  app.post(API.staffCatalog.duplicate.local, { ...edit, schema: { tags, summary: 'Copy a product as a draft', params: staffProductParams, response: saved } }, async (req) =>
    ok(req, await duplicateStaffProduct(req.ctx, req.params.productId), req.t('productDuplicated')),
  );
};
