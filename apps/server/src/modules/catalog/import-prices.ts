import { randomUUID } from 'node:crypto';
import { applyPercent, CODES, IMPORT_PREVIEW_TTL_MS, type PriceChangeApplied, type PriceChangeBody, type PriceChangePreview } from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { refuseClaim } from './import-service.js';
import { categoryPrices, claimPreview, deleteOldPreviews, insertPreview, lockRows, refreshProductTotals, skuPrices, updateSkuPrices, updateTierPrices } from './import-queries.js';
import { categoryAndDescendants, loadReference } from './reference.js';

// A category's prices changed by a percentage (issue 27): every SKU of its products and of its
// descendants' products, quantity prices too, rounded half away from zero to the cent. Previewed
// first (each price before → after, kept under an id), then applied by that id, all or nothing,
// once, and only while no price it shows has changed since.

interface PricePlan {
  categoryId: number;
  percent: number;
  skus: { id: number; productId: number; before: number; after: number; tiers: [number, number, number][] }[];
}

export async function previewPriceChange(ctx: RequestContext, b: PriceChangeBody): Promise<PriceChangePreview> {
  const ref = await loadReference(ctx.db, ctx.langId);
  if (!ref.categories.has(b.categoryId)) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { categoryId: 'invalid' });
  const rows = await categoryPrices(ctx.db, categoryAndDescendants(ref, b.categoryId), ctx.langId);
  const lines = rows.map((r) => ({
    skuId: r.skuId,
    productNo: r.productNo,
    model: r.model,
    name: r.name,
    before: r.price,
    after: applyPercent(r.price, b.percent),
    tiers: r.tiers.map(([minQty, price]) => ({ minQty, before: price, after: applyPercent(price, b.percent) })),
  }));
  const plan: PricePlan = {
    categoryId: b.categoryId,
    percent: b.percent,
    skus: rows.map((r, i) => ({ id: r.skuId, productId: r.productId, before: r.price, after: lines[i]!.after, tiers: lines[i]!.tiers.map((t) => [t.minQty, t.before, t.after]) })),
  };
  const products = new Set(rows.map((r) => r.productId)).size;
  let id: string | null = null;
  let expiresAt: Date | null = null;
  if (rows.length) {
    id = randomUUID();
    expiresAt = new Date(Date.now() + IMPORT_PREVIEW_TTL_MS);
    await deleteOldPreviews(ctx.db);
    const category = ref.categories.get(b.categoryId)!.key;
    await insertPreview(ctx.db, { id, kind: 'price', staffId: ctx.staff?.staffId ?? 0, fileName: category, plan, summary: { categoryId: b.categoryId, category, percent: b.percent, skus: rows.length, products }, expiresAt });
  }
  return { id, categoryId: b.categoryId, percent: b.percent, skus: rows.length, products, lines, expiresAt: expiresAt?.toISOString() ?? null };
}

export async function applyPriceChange(ctx: RequestContext, id: string): Promise<PriceChangeApplied> {
  return inTransaction(ctx, async (tx) => {
    const claimed = await claimPreview(tx.db, id, 'price');
    if (!claimed) return refuseClaim(tx, id, 'price');
    const plan = claimed.plan as PricePlan;
    const skuIds = plan.skus.map((s) => s.id).sort((a, b) => a - b);
    const productIds = [...new Set(plan.skus.map((s) => s.productId))].sort((a, b) => a - b);
    await lockRows(tx.db, skuIds, productIds);
    const now = new Map((await skuPrices(tx.db, skuIds)).map((s) => [s.id, s]));
    const changed = plan.skus.filter((s) => {
      const cur = now.get(s.id);
      return !cur || cur.price !== s.before || JSON.stringify(cur.tiers) !== JSON.stringify(s.tiers.map(([q, b]) => [q, b]));
    }).length;
    if (changed) throw new AppError(CODES.CONFLICT, 'importStale', undefined, { count: changed });
    await updateSkuPrices(tx.db, plan.skus.map((s) => ({ id: s.id, price: s.after })));
    await updateTierPrices(tx.db, plan.skus.flatMap((s) => s.tiers.map(([minQty, , after]) => ({ skuId: s.id, minQty, price: after }))));
    await refreshProductTotals(tx.db, productIds);
    await recordAudit(tx, { action: 'catalog.price_change', entityType: 'category', entityId: plan.categoryId, after: { importId: id, ...(claimed.summary as object) } });
    return { id, skus: plan.skus.length, products: productIds.length, appliedAt: claimed.appliedAt.toISOString() };
  });
}
