import { z } from 'zod';
import { money } from './catalog.js';
import { CART_LINE_MAX_QTY, CART_MAX_LINES, FAVORITES_PAGE_SIZE } from './constants.js';
import { bodyId, digitId } from './site.js';

// Cart and favourites (issue 5). Guests keep their cart in local storage (docs/product.md#entities guest cart item,
// lib/guest-cart.ts); logged-in buyers have a server cart. Both are shown with live prices and
// stock from the same endpoint shape, so one page renders either.


const quantity = z.number('required').int('invalid').min(1, 'tooShort').max(CART_LINE_MAX_QTY, 'tooLong');
const skuId = bodyId();

export const cartItemBody = z.object({ skuId, quantity });
export type CartItemBody = z.input<typeof cartItemBody>;

export const cartItemUpdateBody = z
  .object({ quantity: quantity.optional(), checked: z.boolean().optional() })
  .refine((b) => b.quantity !== undefined || b.checked !== undefined, 'required');
export type CartItemUpdateBody = z.input<typeof cartItemUpdateBody>;

/** Select or deselect every line (skuIds omitted) or the named ones. */
export const cartCheckBody = z.object({ checked: z.boolean(), skuIds: z.array(skuId).max(CART_MAX_LINES).optional() });
export const cartRemoveBody = z.object({ skuIds: z.array(skuId).min(1, 'required').max(CART_MAX_LINES) });

/** A guest cart sent at login (merged) or for pricing (guest cart page). */
export const guestCartBody = z.object({
  items: z.array(z.object({ skuId, quantity, checked: z.boolean().default(true) })).max(CART_MAX_LINES),
});
export type GuestCartBody = z.input<typeof guestCartBody>;

export const skuIdParams = z.object({ skuId: digitId });
export const cartQuery = z.object({ currencyId: digitId.optional() });

/**
 * Why a line cannot be bought as it is: `soldOut` (no stock), `insufficient` (less stock than the
 * quantity; the buyer must lower it), `unavailable` (the SKU no longer exists).
 */
export const CART_LINE_STATES = ['ok', 'insufficient', 'soldOut', 'unavailable'] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

export const cartLine = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  name: z.string(),
  productNo: z.string(),
  image: z.string(),
  /** Sale attributes as "Speed: 10G · Reach: 10 km", in the request's language. */
  saleAttr: z.string(),
  quantity: z.number().int(),
  checked: z.boolean(),
  /** Unit price for this quantity (tier prices apply) and the line total, in the visitor's currency. */
  unitPrice: money,
  lineTotal: money,
  /** The single-unit price, to show the tier saving. */
  listPrice: money,
  tiers: z.array(z.object({ minQty: z.number().int(), price: money })),
  stock: z.number().int(),
  state: z.enum(CART_LINE_STATES),
  weightG: z.number().int(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  lines: z.array(cartLine),
  /** Sum of the checked lines that can be bought. */
  subtotal: money,
  checkedCount: z.number().int(),
  /** Units in the whole cart (header badge). */
  totalQuantity: z.number().int(),
});
export type CartView = z.infer<typeof cartView>;

export const mergeResult = z.object({ merged: z.number().int(), capped: z.number().int(), skipped: z.number().int() });

// ---- favourites ----
export const favoriteBody = z.object({ spuId: bodyId(), skuId: skuId.optional() });
export const spuIdParams = z.object({ spuId: digitId });
export const favoritesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).default(FAVORITES_PAGE_SIZE).transform((n) => Math.min(n, 100)),
  currencyId: digitId.optional(),
});
export const favoriteItem = z.object({
  spuId: z.number().int(),
  skuId: z.number().int().nullable(),
  name: z.string(),
  model: z.string(),
  image: z.string(),
  price: money,
  totalStock: z.number().int(),
  addedAt: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItem>;
export const favoriteList = z.object({ items: z.array(favoriteItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type FavoriteList = z.infer<typeof favoriteList>;
/** Which of the asked products are favourites (the heart on product pages and cards). */
export const favoriteIdsQuery = z.object({ spuIds: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });
export const favoriteIds = z.array(z.number().int());
