import {
  CODES,
  completeness,
  emptyProductTexts,
  LANG_CODES,
  LANGUAGES,
  type LangCode,
  type ProductTexts,
  type StaffProduct,
  type StaffProductList,
  type StaffProductSaved,
} from '@netshop/contract';
import type { z } from 'zod';
import type { staffProductBody, staffProductQuery, staffPublishBody, staffProductUpdateBody } from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { reindexProducts } from '../search/index.js';
import { cleanLongDescription } from './long-description.js';
import { copyProductImages } from './image-queries.js';
import {
  categoryExists,
  copyProduct,
  identityTaken,
  insertProduct,
  productNosTaken,
  skuCount,
  staffProductHead,
  staffProductPage,
  staffProductSkus,
  staffProductTexts,
  updateProduct,
  updateStatus,
  writeTexts,
  type ProductIdentity,
  type StaffHeadRow,
} from './staff-queries.js';

// The catalogue in the console (issue 27, ADR 0042). Every change runs in one transaction with its
// audit entry and the product's search row, so buyers see it at once (the public cache hears the
// database's NOTIFY on commit) and search finds it; or nothing happens at all.

type Body = z.output<typeof staffProductBody>;
type UpdateBody = z.output<typeof staffProductUpdateBody>;
type PublishBody = z.output<typeof staffPublishBody>;
type Query = z.output<typeof staffProductQuery>;

const langIdOf = (l: LangCode) => LANGUAGES.find((x) => x.shortName === l)!.langId;
const langOf = (id: number) => LANGUAGES.find((x) => x.langId === id)!.shortName;

export async function listStaffProducts(ctx: RequestContext, q: Query): Promise<StaffProductList> {
  const missing = q.missing === undefined ? undefined : q.missing === 'any' ? 0 : langIdOf(q.missing as LangCode);
  const r = await staffProductPage(ctx.db, ctx.langId, { q: q.q, categoryId: q.categoryId, status: q.status, missing, outOfStock: q.outOfStock === '1' }, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    items: r.map(({ incomplete, total: _t, updatedAt, ...p }) => ({
      ...p,
      updatedAt: updatedAt.toISOString(),
      complete: Object.fromEntries(LANGUAGES.map((l) => [l.shortName, !incomplete.includes(l.langId)])) as Record<LangCode, boolean>,
    })),
    total: r[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function textsOf(ctx: RequestContext, id: number): Promise<Record<LangCode, ProductTexts>> {
  const out = Object.fromEntries(LANG_CODES.map((l) => [l, emptyProductTexts()])) as Record<LangCode, ProductTexts>;
  for (const t of await staffProductTexts(ctx.db, id)) out[langOf(t.langId)] = { ...t, longDesc: t.longDesc ?? '' };
  return out;
}

const toProduct = (h: StaffHeadRow, texts: Record<LangCode, ProductTexts>, skus: StaffProduct['skus']): StaffProduct => ({
  ...h,
  image: h.image as StaffProduct['image'],
  updatedAt: h.updatedAt.toISOString(),
  texts,
  skus,
});

/** One product as the editor shows it, any status; null when there is none. */
export async function getStaffProduct(ctx: RequestContext, id: number): Promise<StaffProduct | null> {
  const head = await staffProductHead(ctx.db, id);
  if (!head) return null;
  const [texts, skus] = await Promise.all([textsOf(ctx, id), staffProductSkus(ctx.db, id)]);
  return toProduct(head, texts, skus);
}

/** The fields the audit entry compares: identity, and each language's texts by name. */
function flat(identity: ProductIdentity, texts: Record<LangCode, ProductTexts>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...identity };
  for (const l of LANG_CODES) for (const [f, v] of Object.entries(texts[l])) out[`texts.${l}.${f}`] = v;
  return out;
}

/** Only what changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

function identityOf(b: Body): ProductIdentity {
  return { key: b.key, brand: b.brand, model: b.model, categoryId: b.categoryId, image: b.image, featured: b.featured, isNew: b.isNew };
}

/** The texts as stored: long descriptions without HTML (long-description.ts). */
function cleanTexts(texts: Body['texts']): Record<LangCode, ProductTexts> {
  return Object.fromEntries(LANG_CODES.map((l) => [l, { ...texts[l], longDesc: cleanLongDescription(texts[l].longDesc) }])) as Record<LangCode, ProductTexts>;
}

async function checkIdentity(ctx: RequestContext, b: Body, exceptId = 0) {
  if (!(await categoryExists(ctx.db, b.categoryId))) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { categoryId: 'invalid' });
  const taken = await identityTaken(ctx.db, b.key, b.model, exceptId);
  if (taken.key) throw new AppError(CODES.CONFLICT, 'productKeyTaken', { key: 'invalid' });
  if (taken.model) throw new AppError(CODES.CONFLICT, 'productModelTaken', { model: 'invalid' });
}

async function writeAllTexts(ctx: RequestContext, id: number, texts: Record<LangCode, ProductTexts>, only?: Set<LangCode>) {
  for (const l of LANG_CODES) if (!only || only.has(l)) await writeTexts(ctx.db, id, langIdOf(l), texts[l].name ? texts[l] : null);
}

const stale = (version: number) => new AppError(CODES.CONFLICT, 'productStale', undefined, { version });

/** A new product, as a draft: buyers see nothing of it until it is published. */
export async function createStaffProduct(ctx: RequestContext, b: Body): Promise<StaffProductSaved> {
  const texts = cleanTexts(b.texts);
  return inTransaction(ctx, async (tx) => {
    await checkIdentity(tx, b);
    const saved = await insertProduct(tx.db, identityOf(b));
    await writeAllTexts(tx, saved.id, texts);
    await recordAudit(tx, { action: 'product.create', entityType: 'product', entityId: saved.id, after: { ...flat(identityOf(b), texts), status: 'draft' } });
    return saved;
  });
}

/**
 * Saves the editor's identity and texts over the version it loaded: a product saved by someone
 * else in between is refused with 409 (their change stays, this one is not written), never merged.
 */
export async function updateStaffProduct(ctx: RequestContext, id: number, b: UpdateBody): Promise<StaffProductSaved> {
  const texts = cleanTexts(b.texts);
  return inTransaction(ctx, async (tx) => {
    const head = await staffProductHead(tx.db, id, true);
    if (!head) throw notFound();
    if (head.version !== b.version) throw stale(head.version);
    await checkIdentity(tx, b, id);
    const oldTexts = await textsOf(tx, id);
    const { version: _v, status: _s, publishOverrideReason: _r, updatedAt: _u, id: _i, ...oldIdentity } = head;
    const diff = changes(flat(oldIdentity, oldTexts), flat(identityOf(b), texts));
    const saved = (await updateProduct(tx.db, id, b.version, identityOf(b)))!;
    const touched = new Set(LANG_CODES.filter((l) => JSON.stringify(oldTexts[l]) !== JSON.stringify(texts[l])));
    await writeAllTexts(tx, id, texts, touched);
    if (diff.changed) await recordAudit(tx, { action: 'product.update', entityType: 'product', entityId: id, before: diff.before, after: diff.after });
    // A renamed or re-described published product is found by its new words at once.
    if (head.status === 'published') await reindexProducts(tx.db, [id]);
    return saved;
  });
}

/**
 * Publishes a product: every language complete (contract's completeness()), or an override with
 * a reason, kept on the product and in the audit entry. Even then it needs a SKU to sell and an
 * English or Chinese name, the languages every other one falls back to.
 */
export async function publishStaffProduct(ctx: RequestContext, id: number, b: PublishBody): Promise<StaffProductSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await staffProductHead(tx.db, id, true);
    if (!head) throw notFound();
    if (head.version !== b.version) throw stale(head.version);
    const texts = await textsOf(tx, id);
    if (!texts.en.name && !texts['zh-CN'].name) throw new AppError(CODES.UNPROCESSABLE, 'productNeedsFallbackName');
    if ((await skuCount(tx.db, id)) === 0) throw new AppError(CODES.UNPROCESSABLE, 'productNeedsSku');
    const incomplete = LANG_CODES.filter((l) => !completeness(texts)[l].complete);
    if (incomplete.length && !b.overrideReason) throw new AppError(CODES.UNPROCESSABLE, 'productIncomplete', { overrideReason: 'required' }, { langs: incomplete.join(', ') });
    const reason = incomplete.length ? b.overrideReason! : null;
    const saved = (await updateStatus(tx.db, id, b.version, 'published', reason))!;
    await recordAudit(tx, {
      action: 'product.publish',
      entityType: 'product',
      entityId: id,
      before: { status: head.status },
      after: { status: 'published', ...(reason ? { overrideReason: reason, incompleteLanguages: incomplete } : {}) },
    });
    await reindexProducts(tx.db, [id]);
    return saved;
  });
}

/** Takes a product off the shop: out of listings, detail, search and sitemaps, and out of reach of carts and orders. */
export async function unpublishStaffProduct(ctx: RequestContext, id: number, version: number): Promise<StaffProductSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await staffProductHead(tx.db, id, true);
    if (!head) throw notFound();
    if (head.version !== version) throw stale(head.version);
    if (head.status !== 'published') throw new AppError(CODES.CONFLICT, 'productNotPublished');
    const saved = (await updateStatus(tx.db, id, version, 'unpublished', null))!;
    await recordAudit(tx, { action: 'product.unpublish', entityType: 'product', entityId: id, before: { status: 'published' }, after: { status: 'unpublished' } });
    await reindexProducts(tx.db, [id]);
    return saved;
  });
}

/**
 * A copy as a draft under the first free key `<key>-copy[-n]` and model `<model>-COPY[-n]`, with
 * the texts, pictures and SKUs (product numbers with the same suffix, no stock).
 */
export async function duplicateStaffProduct(ctx: RequestContext, id: number): Promise<StaffProductSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await staffProductHead(tx.db, id, true);
    if (!head) throw notFound();
    for (let n = 1; n <= 50; n++) {
      const tail = n === 1 ? '' : `-${n}`;
      const key = `${head.key.slice(0, 80 - 5 - tail.length)}-copy${tail}`;
      const model = `${head.model.slice(0, 60 - 5 - tail.length)}-COPY${tail}`;
      const taken = await identityTaken(tx.db, key, model);
      if (taken.key || taken.model || (await productNosTaken(tx.db, id, `-COPY${tail}`))) continue;
      const copy = await copyProduct(tx.db, id, key, model, `-COPY${tail}`);
      await copyProductImages(tx.db, id, copy);
      await recordAudit(tx, { action: 'product.duplicate', entityType: 'product', entityId: copy, before: { from: id, key: head.key, model: head.model }, after: { key, model, status: 'draft' } });
      const saved = await staffProductHead(tx.db, copy);
      return { id: copy, version: saved!.version, status: saved!.status };
    }
    throw new AppError(CODES.CONFLICT, 'conflict');
  });
}
