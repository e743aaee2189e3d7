import { z } from 'zod';
import { money } from './catalog.js';
import { CART_LINE_STATES } from './cart.js';
import { bodyId, digitId } from './site.js';

// Requisition lists (issue 29, ADR 0045): named SKUs and quantities a buyer keeps to order again.
// A list is personal (only its owner sees it) or shared with the owner's company (members with
// lists.read see it, lists.manage change it). Messages are keys of FIELD_MESSAGE_KEYS.

export const LIST_NAME_MAX = 80;
/** Lists one buyer may own (personal and shared together). */
export const LISTS_PER_OWNER_MAX = 100;
/** Items (SKUs) one list may hold: a large rack build, a bound for the page and the export. */
export const LIST_ITEMS_MAX = 500;
export const LIST_QTY_MAX = 100_000;
export const LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];

const noNul = (s: string) => !s.includes('\u0000');
const listName = z.string('required').trim().min(1, 'required').max(LIST_NAME_MAX, 'tooLong').refine(noNul, 'invalid');
const quantity = z.number('required').int('invalid').min(1, 'tooShort').max(LIST_QTY_MAX, 'tooLong');
const skuId = bodyId();
const version = z.number().int('invalid').min(0, 'invalid').optional();

export const listIdParams = z.object({ id: digitId });
export const listItemParams = z.object({ id: digitId, skuId: digitId });
export const requisitionListQuery = z.object({ currencyId: digitId.optional() });
export const listExportQuery = z.object({ format: z.enum(LIST_EXPORT_FORMATS).default('csv'), currencyId: digitId.optional() });

/** POST /lists: a new list, personal or shared with the buyer's company (needs lists.manage). */
export const listCreateBody = z.object({ name: listName, shared: z.boolean().default(false) });
export type ListCreateBody = z.input<typeof listCreateBody>;

/** PUT /lists/:id: rename (over the version read, when given). */
export const listRenameBody = z.object({ name: listName, version });
export type ListRenameBody = z.input<typeof listRenameBody>;

/** POST /lists/:id/copy: a copy of a list one may read, as a new list of the buyer's. */
export const listCopyBody = z.object({ name: listName, shared: z.boolean().default(false) });
export type ListCopyBody = z.input<typeof listCopyBody>;

export const listItemInput = z.object({ skuId, quantity });
export type ListItemInput = z.input<typeof listItemInput>;

/** POST /lists/:id/items: items from a product page, the cart or quick order; a SKU already listed adds up. */
export const listAddBody = z.object({ items: z.array(listItemInput, 'required').min(1, 'required').max(LIST_ITEMS_MAX, 'tooMany') });
export type ListAddBody = z.input<typeof listAddBody>;

/** PUT /lists/:id/items/:skuId */
export const listItemQuantityBody = z.object({ quantity });

/** POST /lists/:id/items/remove */
export const listRemoveBody = z.object({ skuIds: z.array(skuId, 'required').min(1, 'required').max(LIST_ITEMS_MAX, 'tooMany') });

/** POST /lists/:id/cart: every item (skuIds omitted) or the named ones into the buyer's cart. */
export const listToCartBody = z.object({ skuIds: z.array(skuId, 'invalid').max(LIST_ITEMS_MAX, 'tooMany').optional() });
export type ListToCartBody = z.input<typeof listToCartBody>;

/**
 * POST /lists/from-order: an order's lines as a list — into a list the buyer may change (listId),
 * or a new one (name, shared).
 */
export const listFromOrderBody = z
  .object({
    orderNo: z.string('required').trim().min(1, 'required').regex(/^[A-Z0-9]{6,32}$/, 'invalid'),
    listId: bodyId().optional(),
    name: listName.optional(),
    shared: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.listId === undefined && b.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
  });
export type ListFromOrderBody = z.input<typeof listFromOrderBody>;

/** A list as the index shows it. */
export const listSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Shared with the owner's company (false: personal). */
  shared: z.boolean(),
  owner: z.object({ userId: z.number().int(), name: z.string() }),
  /** The signed-in buyer owns it. */
  mine: z.boolean(),
  /** The signed-in buyer may rename it, change its items or delete it. */
  mayChange: z.boolean(),
  itemCount: z.number().int(),
  totalQuantity: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ListSummary = z.infer<typeof listSummary>;

export const myLists = z.object({
  lists: z.array(listSummary),
  /** Whether the buyer may create a list shared with their company now. */
  mayShare: z.boolean(),
});
export type MyLists = z.infer<typeof myLists>;

/** An item priced now in the requested currency; `state` as a cart line's (unavailable: no longer sold). */
export const listItem = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  productNo: z.string(),
  name: z.string(),
  image: z.string(),
  /** Sale attributes as "Speed: 10G · Reach: 10 km", in the request's language. */
  saleAttr: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  lineTotal: money,
  stock: z.number().int(),
  state: z.enum(CART_LINE_STATES),
  /** Still sold (its product is published): it can go to the cart when in stock. */
  sellable: z.boolean(),
});
export type ListItem = z.infer<typeof listItem>;

export const listDetail = listSummary.extend({ items: z.array(listItem), subtotal: money });
export type ListDetail = z.infer<typeof listDetail>;

/** What adding items did: how many SKUs were new, how many added up, which ids are not sold. */
export const listAddResult = z.object({ listId: z.number().int(), added: z.number().int(), merged: z.number().int(), skipped: z.array(z.number().int()) });
export type ListAddResult = z.infer<typeof listAddResult>;

/** Why an item did not go to the cart, or went with fewer units. */
export const LIST_CART_PROBLEMS = ['unavailable', 'soldOut', 'capped', 'cartFull'] as const;
export const listToCartResult = z.object({
  added: z.number().int(),
  problems: z.array(z.object({ skuId: z.number().int(), productNo: z.string(), name: z.string(), problem: z.enum(LIST_CART_PROBLEMS), wanted: z.number().int(), stock: z.number().int() })),
});
export type ListToCartResult = z.infer<typeof listToCartResult>;
