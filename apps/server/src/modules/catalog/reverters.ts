import { CODES, LANG_CODES, staffCompatBody, staffProductUpdateBody, type StaffProduct } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { registerReverter, type Fields, type RevertEntry } from '../audit/index.js';
import { restorePriceLines } from './import-prices.js';
import { skuPriceStates } from './import-queries.js';
import { isPriceLines, priceFields, priceLineOf } from './price-lines.js';
import { getStaffProduct, updateStaffProduct } from './staff-service.js';
import { getCatalogData, saveCompat } from './catalog-data-service.js';

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
