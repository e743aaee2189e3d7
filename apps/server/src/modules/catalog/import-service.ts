import { randomUUID } from 'node:crypto';
import {
  CODES,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_TTL_MS,
  IMPORT_REPORT_MAX,
  LANGUAGES,
  PRODUCT_IMAGE_KINDS,
  formatImportPrice,
  type ImportApplied,
  type ImportFormat,
  type ImportPreview,
  type ImportSummary,
} from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { setAvailable } from '../inventory/index.js';
import { reindexProducts } from '../search/index.js';
import { readCsv, readXlsx, sniffFormat, writeTable } from './import-file.js';
import { formatAttrs, formatTiers, LineErrors, readHeader, readLine, type LineReference } from './import-lines.js';
import { planImport, productFp, skuFp, slugOf, type ImportPlan } from './import-plan.js';
import { priceLineOf } from './price-lines.js';
import {
  claimPreview,
  deleteOldPreviews,
  exportRows,
  insertPreview,
  insertProducts,
  insertSkus,
  keysTaken,
  lockRows,
  previewState,
  productStates,
  refreshProductTotals,
  replaceTiers,
  skuPriceStates,
  skuStates,
  updateProducts,
  updateSkus,
  upsertTexts,
} from './import-queries.js';
import { categoryAndDescendants, loadReference, type CatalogReference } from './reference.js';

// Bulk import and export of the catalogue (issue 27). The dry run reads the file, checks every
// line, compares it with the catalogue and stores the plan under an id; apply writes that plan in
// one transaction (all of it or nothing), once, before it expires, after checking under row locks
// that nothing it was computed from has changed. Buyers see the result at once (the tables'
// triggers drop the public cache on commit) and search reads the new names.

const langOf = (id: number) => LANGUAGES.find((l) => l.langId === id)!.shortName;

function lineReference(ref: CatalogReference): LineReference {
  return {
    categoryByKey: new Map([...ref.categories.values()].map((c) => [c.key.toLowerCase(), c.categoryId])),
    attributes: new Map([...ref.attributes].map(([k, a]) => [k, new Set(a.values.keys())])),
  };
}

/** A new product's picture: its category's icon when that is a picture the shop draws. */
const imageFor = (ref: CatalogReference) => (categoryId: number) => {
  const icon = ref.categories.get(categoryId)?.icon ?? '';
  return (PRODUCT_IMAGE_KINDS as readonly string[]).includes(icon) ? icon : PRODUCT_IMAGE_KINDS[0];
};

async function readRows(bytes: Buffer) {
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'fileTooLarge');
  const format = sniffFormat(bytes);
  if (!format) throw new AppError(415, 'importFileType');
  return format === 'csv' ? readCsv(bytes) : readXlsx(bytes);
}

/** The dry run: every line's errors and what would change; the plan kept under an id when there are no errors. */
export async function previewImport(ctx: RequestContext, fileName: string, bytes: Buffer): Promise<ImportPreview> {
  const rows = await readRows(bytes);
  const ref = await loadReference(ctx.db, ctx.langId);
  const errors = new LineErrors();
  const at = readHeader(rows[0], errors);
  const lines = at ? rows.slice(1).map((r) => readLine(r, at, lineReference(ref), errors)) : [];
  const nos = [...new Set(lines.map((l) => l.productNo).filter(Boolean))];
  const models = [...new Set(lines.map((l) => l.model).filter(Boolean))];
  const skus = await skuStates(ctx.db, nos);
  const products = await productStates(ctx.db, models, []);
  const byModel = new Map(products.map((p) => [p.model, p]));
  const newModels = models.filter((m) => !byModel.has(m));
  // Keys the new products would take, with the numbered variants keyFor tries next.
  const taken = await keysTaken(ctx.db, newModels.flatMap((m) => [slugOf(m), ...Array.from({ length: 5 }, (_, i) => `${slugOf(m)}-${i + 2}`)]));
  const { plan, changes, summary } = planImport({
    lines,
    skus: new Map(skus.map((s) => [s.productNo, s])),
    products: byModel,
    takenKeys: taken,
    defaultImage: imageFor(ref),
    categoryKey: (id) => ref.categories.get(id)?.key ?? String(id),
    errors,
  });
  const full: ImportSummary = { lines: lines.length, errorLines: errors.lines.size, errorCount: errors.list.length, ...summary };
  const sortedErrors = errors.list.sort((a, b) => a.line - b.line);
  let id: string | null = null;
  let expiresAt: Date | null = null;
  if (!errors.list.length && summary.changes > 0) {
    id = randomUUID();
    expiresAt = new Date(Date.now() + IMPORT_PREVIEW_TTL_MS);
    await deleteOldPreviews(ctx.db);
    await insertPreview(ctx.db, { id, kind: 'import', staffId: ctx.staff?.staffId ?? 0, fileName, plan, summary: full, expiresAt });
  }
  return { id, fileName, summary: full, changes: changes.slice(0, IMPORT_REPORT_MAX), errors: sortedErrors.slice(0, IMPORT_REPORT_MAX), expiresAt: expiresAt?.toISOString() ?? null };
}

/** Why a preview cannot be claimed: applied already or expired (409, said in words the console shows), or no such preview (404). */
export async function refuseClaim(ctx: RequestContext, id: string, kind: 'import' | 'price'): Promise<never> {
  const state = await previewState(ctx.db, id, kind);
  if (!state) throw new AppError(CODES.NOT_FOUND, 'importPreviewGone');
  throw new AppError(CODES.CONFLICT, state.applied ? 'importAlreadyApplied' : 'importPreviewGone');
}

const stale = (count: number) => new AppError(CODES.CONFLICT, 'importStale', undefined, { count });

/** How many rows of the plan differ from the catalogue now (under the caller's locks). */
async function staleRows(tx: RequestContext, plan: ImportPlan): Promise<{ count: number; productIds: Map<string, number> }> {
  const now = await skuStates(tx.db, plan.skus.map((s) => s.productNo));
  const skuNow = new Map(now.map((s) => [s.productNo, s]));
  const productsNow = await productStates(
    tx.db,
    plan.products.map((p) => p.model),
    plan.products.flatMap((p) => (p.id ? [p.id] : [])),
  );
  const byId = new Map(productsNow.map((p) => [p.id, p]));
  const byModel = new Map(productsNow.map((p) => [p.model, p]));
  let count = 0;
  for (const s of plan.skus) {
    const cur = skuNow.get(s.productNo);
    if (s.id === null ? cur !== undefined : !cur || cur.id !== s.id || skuFp(cur) !== s.fp) count++;
  }
  for (const p of plan.products) {
    const cur = p.id === null ? byModel.get(p.model) : byId.get(p.id);
    if (p.id === null ? cur !== undefined : !cur || productFp(cur) !== p.fp) count++;
  }
  const taken = await keysTaken(tx.db, plan.products.filter((p) => p.id === null).map((p) => p.key));
  count += taken.size;
  return { count, productIds: new Map(productsNow.map((p) => [p.model, p.id])) };
}

/** The plan written: products, texts, SKUs, tiers, then the listing's totals of every product touched. */
async function writePlan(tx: RequestContext, plan: ImportPlan, productIds: Map<string, number>): Promise<void> {
  const created = await insertProducts(tx.db, plan.products.filter((p) => p.id === null));
  for (const c of created) productIds.set(c.ref, c.id);
  await updateProducts(tx.db, plan.products.filter((p) => p.id !== null).map((p) => ({ id: p.id!, brand: p.brand, categoryId: p.categoryId, image: p.image })));
  await upsertTexts(
    tx.db,
    plan.products.flatMap((p) => p.texts.map(([langId, name, shortDesc]) => ({ productId: productIds.get(p.model)!, langId, name, shortDesc }))),
  );
  const newSkus = plan.skus.filter((s) => s.id === null);
  const inserted = await insertSkus(tx.db, newSkus.map((s) => ({ ...s, productId: productIds.get(s.model)! })));
  const skuIds = new Map(inserted.map((s) => [s.ref, s.id]));
  await updateSkus(tx.db, plan.skus.filter((s) => s.id !== null).map((s) => ({ ...s, id: s.id! })));
  // Stock lives per warehouse (ADR 0044): a line's stock becomes the SKU's sellable total (more at the first warehouse, less off the furthest).
  await setAvailable(tx.db, plan.skus.map((s) => ({ skuId: s.id ?? skuIds.get(s.productNo)!, available: s.stock })), { reason: 'catalog', staffId: tx.staff?.staffId || null, note: 'import' });
  const withTiers = plan.skus.filter((s) => s.tiers !== null).map((s) => ({ id: s.id ?? skuIds.get(s.productNo)!, tiers: s.tiers! }));
  await replaceTiers(
    tx.db,
    withTiers.map((s) => s.id),
    withTiers.flatMap((s) => s.tiers.map(([minQty, price]) => ({ skuId: s.id, minQty, price }))),
  );
  const touched = [...new Set(plan.products.map((p) => productIds.get(p.model)!).concat(plan.skus.map((s) => productIds.get(s.model)!)))];
  await refreshProductTotals(tx.db, touched);
}

/** Postgres's unique violation: another import or editor created the same model, key or number first. */
const isUniqueViolation = (e: unknown): boolean => {
  const x = e as { code?: string; cause?: unknown };
  return x?.code === '23505' || (x?.cause !== undefined && isUniqueViolation(x.cause));
};

/** Applies a preview by its id: exactly its plan, all or nothing, once. */
export async function applyImport(ctx: RequestContext, id: string): Promise<ImportApplied> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const claimed = await claimPreview(tx.db, id, 'import');
      if (!claimed) return refuseClaim(tx, id, 'import');
      const plan = claimed.plan as ImportPlan;
      const summary = claimed.summary as ImportSummary;
      // Existing products of the plan also include those whose SKUs are new (their totals change).
      await lockRows(
        tx.db,
        plan.skus.flatMap((s) => (s.id ? [s.id] : [])).sort((a, b) => a - b),
        plan.products.flatMap((p) => (p.id ? [p.id] : [])).sort((a, b) => a - b),
      );
      const { count, productIds } = await staleRows(tx, plan);
      if (count) throw stale(count);
      // The existing SKUs' prices, stock and tiers before and after, so the log can restore them (ADR 0043).
      const updated = plan.skus.filter((x) => x.id !== null);
      const was = await skuPriceStates(tx.db, updated.map((x) => x.id!));
      await writePlan(tx, plan, productIds);
      const tiered = new Set(updated.filter((x) => x.tiers !== null).map((x) => x.id!));
      const now = await skuPriceStates(tx.db, updated.map((x) => x.id!));
      await recordAudit(tx, {
        action: 'catalog.import',
        entityType: 'catalog_import',
        entityId: id,
        before: { prices: was.map((x) => priceLineOf(x, true, tiered.has(x.id))) },
        after: { fileName: claimed.fileName, ...summary, prices: now.map((x) => priceLineOf(x, true, tiered.has(x.id))) },
      });
      // One entry per product as well while that stays cheap; a big file is told by its summary.
      if (plan.products.length <= 200) {
        for (const p of plan.products) {
          const skus = plan.skus.filter((s) => s.model === p.model).map((s) => ({ productNo: s.productNo, price: formatImportPrice(s.price), stock: s.stock, tiers: s.tiers && formatTiers(s.tiers), attributes: formatAttrs(s.attrs) }));
          await recordAudit(tx, { action: p.id ? 'product.import' : 'product.create', entityType: 'product', entityId: productIds.get(p.model)!, after: { importId: id, brand: p.brand, categoryId: p.categoryId, texts: Object.fromEntries(p.texts.map(([l, n, d]) => [langOf(l), { name: n, shortDesc: d }])), skus } });
        }
      }
      // Search finds a product by its names and product numbers: renamed ones and ones with new SKUs are re-read (drafts leave no rows).
      const reindex = plan.products.filter((p) => p.textsChanged || plan.skus.some((s) => s.id === null && s.model === p.model)).map((p) => productIds.get(p.model)!);
      if (reindex.length) await reindexProducts(tx.db, reindex);
      return { id, summary, appliedAt: claimed.appliedAt.toISOString() };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw stale(1);
    throw e;
  }
}

// ─── Template and export ──────────────────────────────────────────────────────────────────

const EXAMPLE: Record<string, string> = {
  product_no: 'SFP-10G-SR-EX1',
  model: 'SFP-10G-SR-EX',
  brand: 'YT',
  category: 'transceivers-10g',
  price: '42.50',
  tiers: '10:41.00;100:39.00',
  stock: '500',
  weight_g: '20',
  attributes: '',
  image: 'sfp',
  'name.zh-CN': '10G SFP+ 多模光模块 850nm 300m',
  'name.en': '10G SFP+ SR optical module 850nm 300m',
  'short_desc.en': 'Hot-pluggable, DOM, for multimode fibre',
  'short_desc.zh-CN': '热插拔，支持 DOM，适用多模光纤',
};

/** The file's columns and one example row (a category key that exists, when the shop has it). */
export async function importTemplate(ctx: RequestContext, format: ImportFormat): Promise<Buffer> {
  const ref = await loadReference(ctx.db, ctx.langId);
  const keys = [...ref.categories.values()].map((c) => c.key);
  const example: Record<string, string> = { ...EXAMPLE, category: keys.includes(EXAMPLE.category!) ? EXAMPLE.category! : (keys[0] ?? '') };
  return writeTable(format, IMPORT_COLUMNS, [IMPORT_COLUMNS.map((c) => example[c] ?? '')]);
}

/** The catalogue (or a category with its descendants) in the import's format: export, edit, import. */
export async function exportCatalog(ctx: RequestContext, format: ImportFormat, categoryId?: number): Promise<Buffer> {
  const ref = await loadReference(ctx.db, ctx.langId);
  const cats = categoryId ? categoryAndDescendants(ref, categoryId) : null;
  const out: string[][] = [];
  for (let after = 0; ; ) {
    const chunk = await exportRows(ctx.db, cats, after, 5000);
    if (!chunk.length) break;
    for (const r of chunk) {
      const cell: Record<string, string> = {
        product_no: r.productNo,
        model: r.model,
        brand: r.brand,
        category: r.category,
        price: formatImportPrice(r.price),
        tiers: formatTiers(r.tiers),
        stock: String(r.stock),
        weight_g: String(r.weightG),
        attributes: formatAttrs(r.attrs),
        image: r.image,
      };
      for (const [langId, [name, desc]] of Object.entries(r.texts)) {
        const l = langOf(Number(langId));
        cell[`name.${l}`] = name;
        cell[`short_desc.${l}`] = desc;
      }
      out.push(IMPORT_COLUMNS.map((c) => cell[c] ?? ''));
    }
    after = chunk.at(-1)!.id;
  }
  return writeTable(format, IMPORT_COLUMNS, out);
}
