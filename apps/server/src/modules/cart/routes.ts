import {
  API,
  CODES,
  cartCheckBody,
  cartItemBody,
  cartItemUpdateBody,
  cartQuery,
  cartRemoveBody,
  cartView,
  envelope,
  favoriteBody,
  favoriteIds,
  favoriteIdsQuery,
  favoriteList,
  favoritesQuery,
  guestCartBody,
  mergeResult,
  skuIdParams,
  spuIdParams,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { pricer } from '../../lib/pricing.js';
import * as favorites from './favorites.js';
import * as cart from './service.js';
import { withMemo } from '../catalog/index.js';

/** Cart (server cart of a buyer, pricing of a guest cart) and favourites. */
export const cartRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), db);
  const tags = ['cart'];
  const auth = { preHandler: requireUser };
  const pricing = async (req: FastifyRequest, currencyId: number | undefined): Promise<cart.Pricing> => {
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    return { ref, price: pricer(currencies, currencyId) };
  };
  const view = async (req: FastifyRequest) => {
    const q = req.query as { currencyId?: number };
    return cart.getCart(req.ctx, await pricing(req, q.currencyId));
  };
  const cartEnvelope = { 200: envelope(cartView) };

  app.get(API.cart.get.local, { ...auth, schema: { tags, summary: 'The buyer’s cart, priced now', querystring: cartQuery, response: cartEnvelope } }, async (req) => ok(req, await view(req)));

  app.post(API.cart.add.local, { ...auth, schema: { tags, summary: 'Add units of a SKU (capped by stock)', body: cartItemBody, querystring: cartQuery, response: cartEnvelope } }, async (req) => {
    const r = await cart.addItems(req.ctx, [req.body], true);
    if (r.skipped) throw notFoundOrSoldOut();
    return ok(req, await view(req), req.t('addedToCart'));
  });

  app.put(API.cart.update.local, { ...auth, schema: { tags, summary: 'Change a line’s quantity or selection', params: skuIdParams, body: cartItemUpdateBody, querystring: cartQuery, response: cartEnvelope } }, async (req) => {
    if (!(await cart.updateItem(req.ctx, req.params.skuId, req.body))) throw notFound();
    return ok(req, await view(req));
  });

  app.put(API.cart.check.local, { ...auth, schema: { tags, summary: 'Select or deselect all or some lines', body: cartCheckBody, querystring: cartQuery, response: cartEnvelope } }, async (req) => {
    await cart.checkItems(req.ctx, req.body.checked, req.body.skuIds);
    return ok(req, await view(req));
  });

  app.post(API.cart.remove.local, { ...auth, schema: { tags, summary: 'Remove lines', body: cartRemoveBody, querystring: cartQuery, response: cartEnvelope } }, async (req) => {
    await cart.removeItems(req.ctx, req.body.skuIds);
    return ok(req, await view(req), req.t('deleted'));
  });

  app.post(API.cart.moveToFavorites.local, { ...auth, schema: { tags, summary: 'Move a line to favourites', params: skuIdParams, querystring: cartQuery, response: cartEnvelope } }, async (req) => {
    if (!(await cart.moveToFavorites(req.ctx, req.params.skuId))) throw notFound();
    return ok(req, await view(req), req.t('favoriteAdded'));
  });

  app.post(API.cart.merge.local, { ...auth, schema: { tags, summary: 'Merge a guest cart at login', body: guestCartBody, response: { 200: envelope(mergeResult) } } }, async (req) =>
    ok(req, await cart.addItems(req.ctx, req.body.items)),
  );

  // A guest's local cart, priced and checked against stock (no login needed, nothing stored).
  app.post(API.cart.quote.local, { schema: { tags, summary: 'Price a guest cart', body: guestCartBody, querystring: cartQuery, response: cartEnvelope } }, async (req) =>
    ok(req, await cart.priceItems(req.ctx, await pricing(req, req.query.currencyId), req.body.items)),
  );

  // ---- favourites ----
  app.get(API.favorites.list.local, { ...auth, schema: { tags, summary: 'Favourite products', querystring: favoritesQuery, response: { 200: envelope(favoriteList) } } }, async (req) => {
    const { price } = await pricing(req, req.query.currencyId);
    return ok(req, await favorites.listFavorites(req.ctx, price, req.query));
  });

  app.get(API.favorites.ids.local, { ...auth, schema: { tags, summary: 'Which of these products are favourites', querystring: favoriteIdsQuery, response: { 200: envelope(favoriteIds) } } }, async (req) =>
    ok(req, await favorites.favoriteIds(req.ctx, req.query.spuIds.split(',').map(Number))),
  );

  app.post(API.favorites.add.local, { ...auth, schema: { tags, summary: 'Add a product to favourites', body: favoriteBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    if (!(await favorites.addFavorite(req.ctx, req.body.spuId, req.body.skuId))) throw notFound();
    return ok(req, null, req.t('favoriteAdded'));
  });

  app.delete(API.favorites.remove.local, { ...auth, schema: { tags, summary: 'Remove a product from favourites', params: spuIdParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await favorites.removeFavorite(req.ctx, req.params.spuId);
    return ok(req, null, req.t('favoriteRemoved'));
  });
};

/** An unknown SKU and a sold-out one both cannot be added; the buyer is told it is out of stock. */
const notFoundOrSoldOut = () => new AppError(CODES.CONFLICT, 'outOfStock');
