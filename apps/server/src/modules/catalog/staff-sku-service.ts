import { CODES, editableTiers, type StaffProductSaved, type StaffSku, type StaffSkuOptions, type staffSkusBody } from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { setAvailable } from '../inventory/index.js';
import { reindexProducts } from '../search/index.js';
import { loadCurrencies } from '../site/index.js';
import { lockRows, refreshProductTotals, replaceTiers } from './import-queries.js';
import { loadReference } from './reference.js';
import { staffProductHead, staffProductSkus } from './staff-queries.js';
import { bumpProductVersion, deleteSkus, insertSkuRows, productNosOfOthers, skuIdsOf, updateSkuRows, type SkuWrite } from './staff-sku-queries.js';

// A product's SKUs edited in the console (issue 27). The editor sends the whole list over the
// product's version: one request is one transaction, so a save is all or nothing, and the list
// is the one the editor showed (no half-saved rows to reconcile). The product's listing columns
// (min_price, total_stock, attrs) are recomputed by the import's refreshProductTotals, search
// re-reads the product numbers, and the public cache hears the tables' NOTIFY on commit.
//
// Removing a SKU: carts lose it (cart_item cascades), favourites and inquiries forget it (set
// null), order lines keep their copied name, number and variant (set null: an order's history
// never changes). Quotation and sample lines need the SKU itself (no action): such a SKU is
// refused with 409 naming the reason; staff set its stock (and sample limit) to 0 instead.

type Body = z.output<typeof staffSkusBody>;
type Sku = Body['skus'][number];

/** The sale attributes and values a SKU may take, labelled in the staff member's language, and the currencies for the price hint. */
export async function skuOptions(ctx: RequestContext): Promise<StaffSkuOptions> {
  const [ref, currencies] = await Promise.all([loadReference(ctx.db, ctx.langId), loadCurrencies(ctx.db)]);
  const attributes = [...ref.attributes]
    .sort((a, b) => a[1].sort - b[1].sort)
    .map(([key, a]) => ({
      key,
      name: a.name,
      values: [...a.values].sort((x, y) => x[1].sort - y[1].sort).map(([k, v]) => ({ key: k, label: v.label })),
    }));
  return { attributes, currencies: currencies.map(({ code, minorUnits, rate, isBase }) => ({ code, minorUnits, rate, isBase })) };
}

const stale = (version: number) => new AppError(CODES.CONFLICT, 'productStale', undefined, { version });
const invalid = (fields: Record<string, string>) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', fields);

/** A SKU as the audit entry shows it. */
const audited = (s: Omit<StaffSku, 'id'>) => ({ productNo: s.productNo, attrs: s.attrs, price: s.price, stock: s.stock, weightG: s.weightG, sampleLimit: s.sampleLimit, tiers: editableTiers(s.tiers, s.price) });

/** Volume prices as stored: from one unit at the SKU's own price, then the editor's (the seeder's shape, which the buyer's volume table starts from). */
const storedTiers = (s: Sku) => {
  const tiers = editableTiers(s.tiers, s.price);
  return tiers.length ? [{ minQty: 1, price: s.price }, ...tiers] : [];
};

interface PgError {
  code?: string;
  table?: string;
  detail?: string;
  cause?: unknown;
}
/** The database's error under the driver's wrapping (drizzle puts it in `cause`). */
function pgError(e: unknown): PgError | null {
  for (let x = e as PgError | undefined, i = 0; x && i < 5; x = x.cause as PgError | undefined, i++) if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) return x;
  return null;
}

/** Why a removed SKU could not go: the table still holding it, in the staff member's words. */
function refusedRemoval(err: PgError, removed: Map<number, string>): AppError {
  const id = Number(/\(id\)=\((\d+)\)/.exec(err.detail ?? '')?.[1]);
  const productNo = removed.get(id) ?? [...removed.values()][0] ?? '';
  const key = err.table === 'quotation_line' ? 'skuInQuotation' : err.table === 'sample_line' ? 'skuInSample' : 'skuReferenced';
  return new AppError(CODES.CONFLICT, key, undefined, { productNo });
}

/**
 * Saves the product's SKUs as listed, over the version the editor loaded: existing SKUs by id
 * (only this product's), new ones without, the ones left out removed. Bumps the product's version.
 */
export async function saveStaffSkus(ctx: RequestContext, productId: number, b: Body): Promise<StaffProductSaved> {
  // What the transaction removes, to name a SKU the database refuses to let go of.
  const removedNos = new Map<number, string>();
  try {
    return await inTransaction(ctx, async (tx) => {
      // SKUs first, then the product, in id order: orders lock the SKUs first too (ADR 0044), and a save
      // beside an order waits instead of deadlocking.
      await lockRows(tx.db, await skuIdsOf(tx.db, productId), [productId]);
      const head = await staffProductHead(tx.db, productId);
      if (!head) throw notFound();
      if (head.version !== b.version) throw stale(head.version);
      if (head.status === 'published' && b.skus.length === 0) throw new AppError(CODES.CONFLICT, 'skuPublishedNeedsOne');

      const before = await staffProductSkus(tx.db, productId);
      const byId = new Map(before.map((s) => [s.id, s]));
      const bad: Record<string, string> = {};
      b.skus.forEach((s, i) => {
        if (s.id !== undefined && !byId.has(s.id)) bad[`skus.${i}.id`] = 'invalid';
      });
      const ref = await loadReference(tx.db, ctx.langId);
      b.skus.forEach((s, i) => {
        for (const [k, v] of Object.entries(s.attrs)) if (!ref.attributes.get(k)?.values.has(v)) bad[`skus.${i}.attrs.${k}`] = 'invalid';
      });
      if (Object.keys(bad).length) throw invalid(bad);

      // A number new to this SKU must not be another product's (the unique index compares exactly; staff and buyers do not).
      const changedNo = (s: Sku) => s.id === undefined || byId.get(s.id)!.productNo !== s.productNo;
      const taken = await productNosOfOthers(tx.db, productId, b.skus.filter(changedNo).map((s) => s.productNo));
      if (taken.size) {
        const at = b.skus.findIndex((s) => changedNo(s) && taken.has(s.productNo.toLowerCase()));
        throw new AppError(CODES.CONFLICT, 'skuNoTaken', { [`skus.${at}.productNo`]: 'skuNoTaken' }, { productNo: b.skus[at]!.productNo });
      }

      const kept = new Set(b.skus.flatMap((s) => (s.id === undefined ? [] : [s.id])));
      const removed = before.filter((s) => !kept.has(s.id));
      for (const s of removed) removedNos.set(s.id, s.productNo);
      // Stock left out keeps what the row has now (read under the lock): units sold since the editor loaded stay sold.
      const stockOf = (s: Sku) => s.stock ?? byId.get(s.id!)!.stock;
      const write = (s: Sku, i: number): SkuWrite => ({ productNo: s.productNo, price: s.price, stock: stockOf(s), weightG: s.weightG, attrs: s.attrs, sampleLimit: s.sampleLimit, sort: i });
      await deleteSkus(tx.db, productId, removed.map((s) => s.id));
      await updateSkuRows(
        tx.db,
        productId,
        b.skus.flatMap((s, i) => (s.id === undefined ? [] : [{ ...write(s, i), id: s.id, renamed: changedNo(s) }])),
      );
      const created = await insertSkuRows(
        tx.db,
        productId,
        b.skus.flatMap((s, i) => (s.id === undefined ? [write(s, i)] : [])),
      );
      const newIds = new Map(created.map((c) => [c.productNo, c.id]));
      const ids = b.skus.map((s) => s.id ?? newIds.get(s.productNo)!);
      // Stock lives per warehouse (ADR 0044): the rows above keep theirs, and a stock staff typed
      // becomes the SKU's sellable total through the inventory (more at the first warehouse).
      await setAvailable(
        tx.db,
        b.skus.flatMap((s, i) => (s.id === undefined ? [{ skuId: ids[i]!, available: stockOf(s) }] : s.stock !== undefined && s.stock !== byId.get(s.id)!.stock ? [{ skuId: s.id, available: s.stock }] : [])),
        { reason: 'catalog', staffId: tx.staff?.staffId || null, note: 'SKU editor' },
      );
      await replaceTiers(
        tx.db,
        ids,
        b.skus.flatMap((s, i) => storedTiers(s).map((t) => ({ skuId: ids[i]!, minQty: t.minQty, price: t.price }))),
      );
      await refreshProductTotals(tx.db, [productId]);
      const saved = (await bumpProductVersion(tx.db, productId, b.version))!;

      // One entry for the save: each SKU that changed, was added or removed, before and after.
      const was: Record<string, unknown> = {};
      const now: Record<string, unknown> = {};
      for (const s of removed) was[`#${s.id}`] = audited(s);
      b.skus.forEach((s, i) => {
        const old = s.id === undefined ? undefined : byId.get(s.id);
        const next = audited({ ...s, stock: stockOf(s) });
        if (old && JSON.stringify(audited(old)) === JSON.stringify(next)) return;
        if (old) was[`#${old.id}`] = audited(old);
        now[`#${ids[i]}`] = next;
      });
      if (Object.keys(was).length || Object.keys(now).length) {
        await recordAudit(tx, { action: 'product.skus', entityType: 'product', entityId: productId, before: was, after: now });
      }
      // Buyers search by product number: a published product's new or renamed numbers are found at once.
      if (head.status === 'published') await reindexProducts(tx.db, [productId]);
      return saved;
    });
  } catch (e) {
    const pg = pgError(e);
    if (pg?.code === '23503') throw refusedRemoval(pg, removedNos);
    // Two saves at once gave the same new number to SKUs of different products: the second is told, nothing is written.
    if (pg?.code === '23505') throw new AppError(CODES.CONFLICT, 'skuNoTaken', undefined, { productNo: /\(product_no\)=\(([^)]*)\)/.exec(pg.detail ?? '')?.[1] ?? '' });
    throw e;
  }
}
