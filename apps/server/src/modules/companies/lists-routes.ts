import {
  API,
  envelope,
  listAddBody,
  listAddResult,
  listCopyBody,
  listCreateBody,
  listDetail,
  listExportQuery,
  listFromOrderBody,
  listIdParams,
  listItemParams,
  listItemQuantityBody,
  listRemoveBody,
  listRenameBody,
  listToCartBody,
  listToCartResult,
  myLists,
  requisitionListQuery,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { pricer } from '../../lib/pricing.js';
import { requireUser } from '../../plugins/auth.js';
import { fillMessage, ok } from '../../plugins/envelope.js';
import { withMemo } from '../catalog/index.js';
import * as lists from './lists.js';
import { listFile } from './lists-export.js';

/** /api/ew/buyer/lists: requisition lists, personal or shared with the buyer's company (issue 29, ADR 0045). */
export const listRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), db);
  const tags = ['companies'];
  const auth = { preHandler: requireUser };
  const pricing = async (req: FastifyRequest, currencyId: number | undefined): Promise<lists.ListPricing> => {
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    return { ref, price: pricer(currencies, currencyId) };
  };
  const idAnswer = { 200: envelope(z.object({ id: z.number().int() })) };
  const done = { 200: envelope(z.null()) };
  const saved = (req: FastifyRequest, r: { name: string; added: number; merged: number }) => fillMessage(req.t('listItemsSaved'), { name: r.name, added: r.added, merged: r.merged });

  app.get(API.lists.mine.local, { ...auth, schema: { tags, summary: 'The buyer’s lists and their company’s shared ones, with item counts and owners', response: { 200: envelope(myLists) } } }, async (req) =>
    ok(req, await lists.myLists(req.ctx)),
  );

  app.post(API.lists.create.local, { ...auth, schema: { tags, summary: 'A new list, personal or shared with the company (lists.manage)', body: listCreateBody, response: idAnswer } }, async (req) => {
    const id = await lists.createList(req.ctx, req.body);
    return ok(req, { id }, fillMessage(req.t('listCreated'), { name: req.body.name }));
  });

  app.post(API.lists.fromOrder.local, { ...auth, schema: { tags, summary: 'An order’s lines as a list (a new one, or added to one the buyer may change)', body: listFromOrderBody, response: { 200: envelope(listAddResult) } } }, async (req) => {
    const { name, ...r } = await lists.saveOrderAsList(req.ctx, req.body);
    return ok(req, r, saved(req, { name, ...r }));
  });

  app.get(API.lists.one.local, { ...auth, schema: { tags, summary: 'One list with its items priced now', params: listIdParams, querystring: requisitionListQuery, response: { 200: envelope(listDetail) } } }, async (req) =>
    ok(req, await lists.listDetail(req.ctx, req.params.id, await pricing(req, req.query.currencyId))),
  );

  app.put(API.lists.rename.local, { ...auth, schema: { tags, summary: 'Rename a list (over the version read, when given)', params: listIdParams, body: listRenameBody, response: done } }, async (req) => {
    await lists.renameList(req.ctx, req.params.id, req.body);
    return ok(req, null, fillMessage(req.t('listRenamed'), { name: req.body.name }));
  });

  app.delete(API.lists.remove.local, { ...auth, schema: { tags, summary: 'Delete a list and its items', params: listIdParams, response: done } }, async (req) => {
    await lists.deleteList(req.ctx, req.params.id);
    return ok(req, null, req.t('listDeleted'));
  });

  app.post(API.lists.copy.local, { ...auth, schema: { tags, summary: 'Copy a list one may read as a new list of one’s own', params: listIdParams, body: listCopyBody, response: idAnswer } }, async (req) => {
    const id = await lists.copyList(req.ctx, req.params.id, req.body);
    return ok(req, { id }, fillMessage(req.t('listCopied'), { name: req.body.name }));
  });

  app.post(API.lists.addItems.local, { ...auth, schema: { tags, summary: 'Add SKUs in a batch; a SKU already listed adds up', params: listIdParams, body: listAddBody, response: { 200: envelope(listAddResult) } } }, async (req) => {
    const { name, ...r } = await lists.addItems(req.ctx, req.params.id, req.body.items);
    return ok(req, r, saved(req, { name, ...r }));
  });

  app.put(API.lists.setQuantity.local, { ...auth, schema: { tags, summary: 'Set an item’s quantity', params: listItemParams, body: listItemQuantityBody, response: done } }, async (req) => {
    await lists.setQuantity(req.ctx, req.params.id, req.params.skuId, req.body.quantity);
    return ok(req, null, req.t('listQuantitySaved'));
  });

  app.post(API.lists.removeItems.local, { ...auth, schema: { tags, summary: 'Remove items', params: listIdParams, body: listRemoveBody, response: done } }, async (req) => {
    await lists.removeItems(req.ctx, req.params.id, req.body.skuIds);
    return ok(req, null, req.t('listItemsRemoved'));
  });

  app.post(API.lists.toCart.local, { ...auth, schema: { tags, summary: 'Put all or some items in the cart; what could not go is reported', params: listIdParams, querystring: requisitionListQuery, body: listToCartBody, response: { 200: envelope(listToCartResult) } } }, async (req) => {
    const r = await lists.listToCart(req.ctx, req.params.id, req.body.skuIds);
    const msg = r.problems.length ? fillMessage(req.t('listToCartPartly'), { added: r.added, problems: r.problems.length }) : fillMessage(req.t('listToCart'), { added: r.added });
    return ok(req, r, msg);
  });

  app.get(API.lists.export.local, { ...auth, schema: { tags, summary: 'The list as CSV or XLSX, in the request’s language and currency', params: listIdParams, querystring: listExportQuery } }, async (req, reply) => {
    const list = await lists.listDetail(req.ctx, req.params.id, await pricing(req, req.query.currencyId));
    const file = await listFile(list, req.lang, req.query.format);
    const name = `${list.name}.${file.ext}`;
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="requisition-list-${list.id}.${file.ext}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
