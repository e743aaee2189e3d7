import {
  API,
  envelope,
  staffAttributeCreateBody,
  staffAttributeList,
  staffAttributeParams,
  staffAttributeUpdateBody,
  staffCategoryCreateBody,
  staffCategoryList,
  staffCategoryMoveBody,
  staffCategoryParams,
  staffCategoryUpdateBody,
  staffValueCreateBody,
  staffValueParams,
  staffValueReorderBody,
  staffValueUpdateBody,
  treeReorderBody,
  treeSaved,
  treeVersionQuery,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import * as svc from './tree-service.js';

/** /api/ew/staff/catalog/categories and /attributes: staff with catalog.edit (sales, admin) shape the category tree and the filters. */
export const staffCatalogTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  const edit = { onRequest: requireStaff('catalog.edit') };
  const R = API.staffCatalogTree;
  const saved = { 200: envelope(treeSaved) };

  app.get(R.categories.local, { ...edit, schema: { tags, summary: 'Every category with its six languages, in tree order', response: { 200: envelope(staffCategoryList) } } }, async (req) =>
    ok(req, await svc.listStaffCategories(req.ctx)),
  );
  app.post(R.createCategory.local, { ...edit, schema: { tags, summary: 'Add a category', body: staffCategoryCreateBody, response: saved } }, async (req) =>
    ok(req, await svc.createStaffCategory(req.ctx, req.body), req.t('categorySaved')),
  );
  app.put(
    R.updateCategory.local,
    { ...edit, schema: { tags, summary: 'Save icon and texts over the version edited (409 when it changed)', params: staffCategoryParams, body: staffCategoryUpdateBody, response: saved } },
    async (req) => ok(req, await svc.updateStaffCategory(req.ctx, req.params.categoryId, req.body), req.t('categorySaved')),
  );
  app.post(
    R.moveCategory.local,
    { ...edit, schema: { tags, summary: 'Move under another parent: no cycle, no deeper than the menus', params: staffCategoryParams, body: staffCategoryMoveBody, response: saved } },
    async (req) => ok(req, await svc.moveStaffCategory(req.ctx, req.params.categoryId, req.body), req.t('categoryMoved')),
  );
  app.post(R.reorderCategory.local, { ...edit, schema: { tags, summary: 'One place up or down among its siblings', params: staffCategoryParams, body: treeReorderBody, response: saved } }, async (req) =>
    ok(req, await svc.reorderStaffCategory(req.ctx, req.params.categoryId, req.body.direction), req.t('categoryMoved')),
  );
  app.delete(
    R.deleteCategory.local,
    { ...edit, schema: { tags, summary: 'Delete a category without products or sub-categories', params: staffCategoryParams, querystring: treeVersionQuery, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await svc.deleteStaffCategory(req.ctx, req.params.categoryId, req.query.version);
      return ok(req, null, req.t('categoryDeleted'));
    },
  );

  app.get(R.attributes.local, { ...edit, schema: { tags, summary: 'Every attribute with its values and six languages', response: { 200: envelope(staffAttributeList) } } }, async (req) =>
    ok(req, await svc.listStaffAttributes(req.ctx)),
  );
  app.post(R.createAttribute.local, { ...edit, schema: { tags, summary: 'Add a filter attribute', body: staffAttributeCreateBody, response: saved } }, async (req) =>
    ok(req, await svc.createStaffAttribute(req.ctx, req.body), req.t('attributeSaved')),
  );
  app.put(
    R.updateAttribute.local,
    { ...edit, schema: { tags, summary: 'Save names and the facet flag over the version edited', params: staffAttributeParams, body: staffAttributeUpdateBody, response: saved } },
    async (req) => ok(req, await svc.updateStaffAttribute(req.ctx, req.params.attributeId, req.body), req.t('attributeSaved')),
  );
  app.post(R.reorderAttribute.local, { ...edit, schema: { tags, summary: 'One place up or down among the attributes', params: staffAttributeParams, body: treeReorderBody, response: saved } }, async (req) =>
    ok(req, await svc.reorderStaffAttribute(req.ctx, req.params.attributeId, req.body.direction), req.t('attributeSaved')),
  );
  app.post(R.createValue.local, { ...edit, schema: { tags, summary: 'Add a value to an attribute', params: staffAttributeParams, body: staffValueCreateBody, response: saved } }, async (req) =>
    ok(req, await svc.createStaffValue(req.ctx, req.params.attributeId, req.body), req.t('attributeSaved')),
  );
  app.put(R.updateValue.local, { ...edit, schema: { tags, summary: "Save a value's labels", params: staffValueParams, body: staffValueUpdateBody, response: saved } }, async (req) =>
    ok(req, await svc.updateStaffValue(req.ctx, req.params.attributeId, req.params.valueId, req.body), req.t('attributeSaved')),
  );
  app.post(R.reorderValue.local, { ...edit, schema: { tags, summary: 'One place up or down among the values', params: staffValueParams, body: staffValueReorderBody, response: saved } }, async (req) =>
    ok(req, await svc.reorderStaffValue(req.ctx, req.params.attributeId, req.params.valueId, req.body.version, req.body.direction), req.t('attributeSaved')),
  );
  app.delete(
    R.deleteValue.local,
    { ...edit, schema: { tags, summary: 'Delete a value no product or SKU carries', params: staffValueParams, querystring: treeVersionQuery, response: saved } },
    async (req) => ok(req, await svc.deleteStaffValue(req.ctx, req.params.attributeId, req.params.valueId, req.query.version), req.t('valueDeleted')),
  );
};
