import {
  CART_LINE_MAX_QTY,
  CART_MAX_LINES,
  CODES,
  LIST_ITEMS_MAX,
  LIST_QTY_MAX,
  LISTS_PER_OWNER_MAX,
  formatPersonName,
  type ListAddResult,
  type ListDetail,
  type ListSummary,
  type ListToCartResult,
  type Money,
  type MyLists,
} from '@netshop/contract';
import { assertMayChange, companyCan, companyFor, companyOf, ownedScope } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { lockBuyer } from '../account/index.js';
import { addItems as addToCart, cartItems, priceLines } from '../cart/index.js';
import { type CatalogReference, loadSkus, skuFacts } from '../catalog/index.js';
import { orderUnitsForList } from '../orders/index.js';
import * as q from './lists-queries.js';

// Requisition lists (issue 29, ADR 0045): named SKUs and quantities, personal (company_id null,
// only the owner) or shared with the owner's company (read with lists.read, changed with
// lists.manage). Every read is scoped by ownedScope, so another company's list, or a colleague's
// personal one, is a 404; a change checks assertMayChange on the list read, so a viewer, or any
// member of a suspended company, may read a shared list but not change it.

export interface ListPricing {
  ref: CatalogReference;
  price: (baseMinor: number) => Money;
}

const readable = (ctx: RequestContext) => ownedScope(ctx, 'l', 'lists.read');
const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');

function mayChange(ctx: RequestContext, l: q.ListRow): boolean {
  if (l.companyId === null) return l.userId === buyerId(ctx);
  return companyCan(ctx, 'lists.manage') && companyOf(ctx)?.companyId === l.companyId;
}

function summary(ctx: RequestContext, l: q.ListRow): ListSummary {
  return {
    id: l.id,
    name: l.name,
    shared: l.companyId !== null,
    owner: { userId: l.userId, name: formatPersonName({ firstName: l.ownerFirst, lastName: l.ownerLast }, ctx.lang) },
    mine: l.userId === buyerId(ctx),
    mayChange: mayChange(ctx, l),
    itemCount: l.itemCount,
    totalQuantity: l.totalQuantity,
    updatedAt: l.updatedAt.toISOString(),
    version: l.version,
  };
}

export async function myLists(ctx: RequestContext): Promise<MyLists> {
  const lists = await q.listsInScope(ctx.db, readable(ctx));
  return { lists: lists.map((l) => summary(ctx, l)), mayShare: companyCan(ctx, 'lists.manage') };
}

/** A list the buyer may read, else 404. */
async function readList(ctx: RequestContext, id: number, lock = false): Promise<q.ListRow> {
  const l = await q.listInScope(ctx.db, readable(ctx), id, lock);
  if (!l) throw notFound();
  return l;
}

/** A list the buyer may change (locked for the caller's transaction), else 404 or 403 as assertMayChange says. */
async function changeableList(ctx: RequestContext, id: number): Promise<q.ListRow> {
  const l = await readList(ctx, id, true);
  assertMayChange(ctx, l, 'lists.manage');
  return l;
}

export async function listDetail(ctx: RequestContext, id: number, pricing: ListPricing): Promise<ListDetail> {
  const l = await readList(ctx, id);
  const items = await q.listItems(ctx.db, id, ctx.langId);
  const skus = await loadSkus(ctx, items.map((i) => i.skuId));
  const lines = priceLines(items, skus, pricing.ref, pricing.price);
  const zero = pricing.price(0);
  const priced = lines.map((line, n) => {
    const row = items[n]!;
    return {
      skuId: row.skuId,
      spuId: line.spuId,
      // A product no longer published is still named (the catalogue keeps its rows).
      productNo: line.productNo || row.productNo || '',
      name: line.name || row.name || '',
      image: line.image,
      saleAttr: line.saleAttr,
      quantity: row.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      stock: line.stock,
      state: line.state,
      sellable: line.state !== 'unavailable',
    };
  });
  // What the list costs now, of what can be bought: items no longer sold or sold out are not counted.
  const subtotal = priced.filter((i) => i.sellable && i.state !== 'soldOut').reduce((s, i) => s + i.lineTotal.amount, 0);
  return { ...summary(ctx, l), items: priced, subtotal: { ...zero, amount: subtotal } };
}

/** A new list of the buyer's (shared with their company when asked and allowed), within the bound per owner. */
async function newList(tx: RequestContext, name: string, shared: boolean): Promise<number> {
  const userId = buyerId(tx);
  const companyId = companyFor(tx, shared ? 'company' : 'personal', 'lists.manage');
  // Two requests of one buyer counting their lists at once must not both pass the bound.
  await lockBuyer(tx.db, userId);
  if ((await q.ownedListCount(tx.db, userId)) >= LISTS_PER_OWNER_MAX) throw new AppError(CODES.CONFLICT, 'listsFull', undefined, { max: LISTS_PER_OWNER_MAX });
  return q.insertList(tx.db, userId, companyId, name);
}

export async function createList(ctx: RequestContext, body: { name: string; shared: boolean }): Promise<number> {
  return inTransaction(ctx, (tx) => newList(tx, body.name, body.shared));
}

export async function renameList(ctx: RequestContext, id: number, body: { name: string; version?: number }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const l = await changeableList(tx, id);
    if (body.version !== undefined && body.version !== l.version) throw new AppError(CODES.CONFLICT, 'listStale');
    await q.touchList(tx.db, id, body.name);
  });
}

/** A copy of a list the buyer may read, as a new list of theirs (personal or shared as asked). */
export async function copyList(ctx: RequestContext, id: number, body: { name: string; shared: boolean }): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await readList(tx, id);
    const copy = await newList(tx, body.name, body.shared);
    await q.mergeItems(tx.db, copy, await q.listUnits(tx.db, id));
    return copy;
  });
}

export async function deleteList(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await changeableList(tx, id);
    await q.deleteList(tx.db, id);
  });
}

/** Same SKU twice in one batch adds up; the order of first appearance is kept. */
function combine(items: { skuId: number; quantity: number }[]): { skuId: number; quantity: number }[] {
  const by = new Map<number, number>();
  for (const i of items) by.set(i.skuId, Math.min((by.get(i.skuId) ?? 0) + i.quantity, LIST_QTY_MAX));
  return [...by].map(([skuId, quantity]) => ({ skuId, quantity }));
}

/**
 * Adds SKUs to a list the buyer may change, in the caller's transaction: SKUs not sold (unknown,
 * product not published) are skipped and named; a list past LIST_ITEMS_MAX SKUs is refused whole.
 */
async function addToList(tx: RequestContext, listId: number, wanted: { skuId: number; quantity: number }[]): Promise<Omit<ListAddResult, 'listId'>> {
  const items = combine(wanted);
  const sold = new Set((await skuFacts(tx.db, items.map((i) => i.skuId))).map((s) => s.id));
  const ok = items.filter((i) => sold.has(i.skuId));
  const skipped = items.filter((i) => !sold.has(i.skuId)).map((i) => i.skuId);
  const already = await q.listedSkus(tx.db, listId, ok.map((i) => i.skuId));
  const fresh = ok.filter((i) => !already.has(i.skuId)).length;
  if ((await q.itemCount(tx.db, listId)) + fresh > LIST_ITEMS_MAX) throw new AppError(CODES.UNPROCESSABLE, 'listItemsFull', undefined, { max: LIST_ITEMS_MAX });
  const added = await q.mergeItems(tx.db, listId, ok);
  if (ok.length) await q.touchList(tx.db, listId);
  return { added, merged: ok.length - added, skipped };
}

export async function addItems(ctx: RequestContext, id: number, items: { skuId: number; quantity: number }[]): Promise<ListAddResult & { name: string }> {
  return inTransaction(ctx, async (tx) => {
    const l = await changeableList(tx, id);
    return { listId: id, name: l.name, ...(await addToList(tx, id, items)) };
  });
}

/**
 * An order's lines as a list: into a list the buyer may change, or a new one. The order must be
 * one the buyer may read (orders' own scope); lines whose SKU is gone are skipped.
 */
export async function saveOrderAsList(
  ctx: RequestContext,
  body: { orderNo: string; listId?: number; name?: string; shared: boolean },
): Promise<ListAddResult & { name: string }> {
  const units = await orderUnitsForList(ctx, body.orderNo);
  if (!units) throw notFound();
  const items = units.flatMap((u) => (u.skuId === null ? [] : [{ skuId: u.skuId, quantity: Math.min(u.quantity, LIST_QTY_MAX) }]));
  if (!items.length) throw new AppError(CODES.UNPROCESSABLE, 'listNothingToSave');
  return inTransaction(ctx, async (tx) => {
    let listId = body.listId;
    let name = body.name ?? '';
    if (listId === undefined) listId = await newList(tx, name, body.shared);
    else name = (await changeableList(tx, listId)).name;
    return { listId, name, ...(await addToList(tx, listId, items)) };
  });
}

export async function setQuantity(ctx: RequestContext, id: number, skuId: number, quantity: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await changeableList(tx, id);
    if (!(await q.setItemQuantity(tx.db, id, skuId, quantity))) throw notFound();
    await q.touchList(tx.db, id);
  });
}

export async function removeItems(ctx: RequestContext, id: number, skuIds: number[]): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await changeableList(tx, id);
    if (await q.deleteItems(tx.db, id, skuIds)) await q.touchList(tx.db, id);
  });
}

/**
 * Puts all or some of a list the buyer may read into their (personal) cart, through the cart's
 * own rules (capped by stock). Nothing is dropped silently: an item no longer sold, sold out,
 * short of stock or past the cart's line limit is reported with what was wanted and what exists.
 */
export async function listToCart(ctx: RequestContext, id: number, skuIds?: number[]): Promise<ListToCartResult> {
  await readList(ctx, id);
  const wanted = skuIds ? new Set(skuIds) : null;
  const items = (await q.listItems(ctx.db, id, ctx.langId)).filter((i) => !wanted || wanted.has(i.skuId));
  if (wanted && items.length !== wanted.size) throw notFound();
  const skus = await loadSkus(ctx, items.map((i) => i.skuId));
  const inCart = new Set((await cartItems(ctx.db, buyerId(ctx))).map((c) => c.skuId));
  let lines = inCart.size;
  const problems: ListToCartResult['problems'] = [];
  const send: { skuId: number; quantity: number }[] = [];
  for (const item of items) {
    const sku = skus.get(item.skuId);
    const named = { skuId: item.skuId, productNo: sku?.productNo ?? item.productNo ?? '', name: sku?.name ?? item.name ?? '', wanted: item.quantity, stock: sku?.stock ?? 0 };
    if (!sku) problems.push({ ...named, problem: 'unavailable' });
    else if (sku.stock <= 0) problems.push({ ...named, problem: 'soldOut' });
    else if (!inCart.has(item.skuId) && lines >= CART_MAX_LINES) problems.push({ ...named, problem: 'cartFull' });
    else {
      if (!inCart.has(item.skuId)) lines++;
      inCart.add(item.skuId);
      if (sku.stock < item.quantity || item.quantity > CART_LINE_MAX_QTY) problems.push({ ...named, problem: 'capped' });
      send.push({ skuId: item.skuId, quantity: item.quantity });
    }
  }
  const r = await addToCart(ctx, send);
  return { added: r.merged, problems };
}
