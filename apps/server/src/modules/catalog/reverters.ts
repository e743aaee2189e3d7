import { CODES, editableTiers, LANG_CODES, staffCategoryUpdateBody, staffCompatBody, staffProductUpdateBody, staffSkusBody, type StaffProduct, type StaffSku } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { registerReverter, type Fields, type RevertEntry } from '../audit/index.js';
import { restorePriceLines } from './import-prices.js';
import { skuPriceStates } from './import-queries.js';
import { isPriceLines, priceFields, priceLineOf } from './price-lines.js';
import { getStaffProduct, updateStaffProduct } from './staff-service.js';
import { getCatalogData, saveCompat } from './catalog-data-service.js';
import { saveStaffSkus } from './staff-sku-service.js';
import { listStaffCategories, updateStaffCategory } from './tree-service.js';

// What the catalogue restores from the audit log (issue 27, ADR 0043), through its own update
// paths, so a restore bumps the product's version, reaches buyers at once and is audited like an edit.

const gone = () => new AppError(CODES.CONFLICT, 'auditEntityGone');

/** The entry's record id; an id no product can have is a record that is gone. */
function recordId(entry: RevertEntry): number {
  const id = Number(entry.entityId);
  if (!/^\d{1,10}$/.test(entry.entityId) || id > 2_147_483_647) throw gone();
  return id;
}

/** A product as product.update's entries name its fields: identity by name, texts as `texts.<lang>.<field>`. */
function flatProduct(p: StaffProduct): Fields {
  const out: Fields = { key: p.key, brand: p.brand, model: p.model, categoryId: p.categoryId, image: p.image, featured: p.featured, isNew: p.isNew };
  for (const l of LANG_CODES) for (const [f, v] of Object.entries(p.texts[l])) out[`texts.${l}.${f}`] = v;
  return out;
}

async function productOf(ctx: RequestContext, entry: RevertEntry): Promise<StaffProduct> {
  const p = await getStaffProduct(ctx, recordId(entry));
  if (!p) throw gone();
  return p;
}

/**
 * product.update (and its restores): the product as it is now with only the entry's fields set
 * back, saved over the version just read. A save by someone else in between is the editor's 409.
 */
async function restoreProduct(ctx: RequestContext, entry: RevertEntry, keys: string[]): Promise<void> {
  const p = await productOf(ctx, entry);
  const texts = structuredClone(p.texts) as Record<string, Record<string, unknown>>;
  const body: Record<string, unknown> = { ...p, texts, version: p.version };
  for (const k of keys) {
    const v = entry.before?.[k];
    const [head, lang, field] = k.split('.');
    if (head === 'texts' && lang && field && texts[lang]) texts[lang][field] = v;
    else if (k in body && head !== 'texts') body[k] = v;
  }
  const parsed = staffProductUpdateBody.safeParse(body);
  if (!parsed.success) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
  await updateStaffProduct(ctx, p.id, parsed.data);
}

/** A SKU as product.skus entries keep it (staff-sku-service.ts), tiers without the one restating the price. */
const skuFields = (s: StaffSku) => ({ productNo: s.productNo, attrs: s.attrs, price: s.price, stock: s.stock, weightG: s.weightG, sampleLimit: s.sampleLimit, tiers: editableTiers(s.tiers, s.price) });
const isSku = (v: unknown): v is ReturnType<typeof skuFields> => typeof v === 'object' && v !== null && typeof (v as { productNo?: unknown }).productNo === 'string';

/**
 * product.skus: the SKUs the save changed, added or removed (`#<id>`) as they were before it. A SKU
 * it added has no before value: restoring removes it (refused, as in the editor, while a quotation
 * or a sample holds it); a SKU it removed comes back as a new SKU with its old number and values.
 */
async function restoreSkus(ctx: RequestContext, entry: RevertEntry, keys: string[]): Promise<void> {
  const p = await productOf(ctx, entry);
  const before = entry.before ?? {};
  const wanted = new Set(keys);
  const skus: Record<string, unknown>[] = [];
  for (const s of p.skus) {
    const k = `#${s.id}`;
    if (!wanted.has(k)) {
      // A SKU the restore leaves alone keeps its stock as the save finds it under its lock (units sold meanwhile stay sold).
      const { stock: _keep, ...rest } = skuFields(s);
      skus.push({ id: s.id, ...rest });
    }
    else if (isSku(before[k])) skus.push({ ...before[k], id: s.id });
    wanted.delete(k);
  }
  for (const k of wanted) if (isSku(before[k])) skus.push({ ...before[k] });
  const parsed = staffSkusBody.safeParse({ version: p.version, skus });
  if (!parsed.success) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
  await saveStaffSkus(ctx, p.id, parsed.data);
}

async function categoryOf(ctx: RequestContext, entry: RevertEntry) {
  const id = recordId(entry);
  const c = (await listStaffCategories(ctx)).items.find((x) => x.id === id);
  if (!c) throw gone();
  return c;
}
const flatCategory = (c: Awaited<ReturnType<typeof categoryOf>>): Fields => {
  const out: Fields = { icon: c.icon };
  for (const l of LANG_CODES) for (const [f, v] of Object.entries(c.texts[l])) out[`texts.${l}.${f}`] = v;
  return out;
};

/** Registers the catalogue's reverters (called from its staff routes' setup). */
export function registerCatalogReverters(): void {
  registerReverter('product.update', {
    permission: 'catalog.edit',
    async current(ctx, entry, keys) {
      const now = flatProduct(await productOf(ctx, entry));
      return Object.fromEntries(keys.map((k) => [k, now[k]]));
    },
    apply: restoreProduct,
  });

  registerReverter('product.skus', {
    permission: 'catalog.edit',
    // Both sides' SKUs: one the save added is restored by removing it (no before value).
    fieldsOf: (side, entry) => (side === entry.before ? Object.fromEntries([...new Set([...Object.keys(side), ...Object.keys(entry.after ?? {})])].map((k) => [k, side[k] ?? null])) : side),
    async current(ctx, entry, keys) {
      const now = new Map((await productOf(ctx, entry)).skus.map((s) => [`#${s.id}`, skuFields(s)]));
      return Object.fromEntries(keys.map((k) => [k, now.get(k) ?? null]));
    },
    apply: restoreSkus,
  });

  // A category's names, descriptions and icon (a rename), saved over the version just read.
  registerReverter('category.update', {
    permission: 'catalog.edit',
    async current(ctx, entry, keys) {
      const now = flatCategory(await categoryOf(ctx, entry));
      return Object.fromEntries(keys.map((k) => [k, now[k]]));
    },
    async apply(ctx, entry, keys) {
      const c = await categoryOf(ctx, entry);
      const texts = structuredClone(c.texts) as Record<string, Record<string, unknown>>;
      let icon: unknown = c.icon;
      for (const k of keys) {
        const [head, lang, field] = k.split('.');
        if (k === 'icon') icon = entry.before?.icon;
        else if (head === 'texts' && lang && field && texts[lang]) texts[lang][field] = entry.before?.[k];
      }
      const parsed = staffCategoryUpdateBody.safeParse({ version: c.version, icon, texts });
      if (!parsed.success) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
      await updateStaffCategory(ctx, c.id, parsed.data);
    },
  });

  // A compatibility list (issue 27): the list as it was, in its order, saved over the version just read.
  registerReverter('product.compat', {
    permission: 'catalog.edit',
    async current(ctx, entry, keys) {
      const data = await getCatalogData(ctx, recordId(entry));
      if (!data) throw gone();
      return Object.fromEntries(keys.map((k) => [k, k === 'compat' ? data.compat : undefined]));
    },
    async apply(ctx, entry) {
      const id = recordId(entry);
      const data = await getCatalogData(ctx, id);
      if (!data) throw gone();
      const parsed = staffCompatBody.safeParse({ version: data.version, names: entry.before?.compat });
      if (!parsed.success) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
      await saveCompat(ctx, id, parsed.data);
    },
  });

  // A category's price change and an import: the prices, stock and tiers of the SKUs they changed
  // (products and SKUs an import created stay: unpublish or edit them in the catalogue).
  registerReverter(['catalog.price_change', 'catalog.import'], {
    permission: 'catalog.edit',
    fieldsOf: (side) => (isPriceLines(side.prices) ? priceFields(side.prices) : {}),
    async current(ctx, entry, keys) {
      const lines = entry.before?.prices;
      if (!isPriceLines(lines)) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
      const now = new Map((await skuPriceStates(ctx.db, lines.map(([id]) => id))).map((s) => [s.id, s]));
      if (now.size === 0) throw gone();
      const fields = priceFields(lines.flatMap(([id, , , stock, tiers]) => (now.has(id) ? [priceLineOf(now.get(id)!, stock !== null, tiers !== null)] : [])));
      return Object.fromEntries(keys.map((k) => [k, fields[k]]));
    },
    async apply(ctx, entry, keys) {
      const lines = entry.before?.prices;
      if (!isPriceLines(lines)) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
      await restorePriceLines(ctx, { action: entry.action, entityType: entry.entityType, entityId: entry.entityId }, lines, new Set(keys));
    },
  });
}
