import {
  attributeCompleteness,
  CATEGORY_MAX_DEPTH,
  categoryCompleteness,
  CODES,
  LANG_CODES,
  LANGUAGES,
  type CategoryTexts,
  type LangCode,
  type StaffAttribute,
  type StaffAttributeList,
  type StaffCategoryList,
  type TreeSaved,
} from '@netshop/contract';
import type { z } from 'zod';
import type {
  staffAttributeCreateBody,
  staffAttributeUpdateBody,
  staffCategoryCreateBody,
  staffCategoryMoveBody,
  staffCategoryUpdateBody,
  staffValueCreateBody,
  staffValueUpdateBody,
} from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import * as q from './tree-queries.js';

// The category tree and the filter attributes in the console (issue 27). Each change runs in one
// transaction with its audit entry. Buyers see it at once: the tables notify catalog_changed on
// commit, every server process hears it and drops its cached reference data and public answers
// (lib/public-cache.ts, createMemo's `since`; ADR 0027), so no cache is cleared here by hand.
// Texts are saved over the version the editor loaded (409 otherwise); the tree's shape changes
// under one lock, so two moves at the same moment cannot build a cycle between them.

type CategoryCreate = z.output<typeof staffCategoryCreateBody>;
type CategoryUpdate = z.output<typeof staffCategoryUpdateBody>;
type CategoryMove = z.output<typeof staffCategoryMoveBody>;
type AttributeCreate = z.output<typeof staffAttributeCreateBody>;
type AttributeUpdate = z.output<typeof staffAttributeUpdateBody>;
type ValueCreate = z.output<typeof staffValueCreateBody>;
type ValueUpdate = z.output<typeof staffValueUpdateBody>;
type Direction = 'up' | 'down';

const langIdOf = (l: LangCode) => LANGUAGES.find((x) => x.shortName === l)!.langId;
const langOf = (id: number) => LANGUAGES.find((x) => x.langId === id)?.shortName;
const emptyByLang = <T>(make: () => T) => Object.fromEntries(LANG_CODES.map((l) => [l, make()])) as Record<LangCode, T>;

/** Only what changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

const categoryStale = () => new AppError(CODES.CONFLICT, 'categoryStale');
const attributeStale = () => new AppError(CODES.CONFLICT, 'attributeStale');
const invalid = (field: string) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [field]: 'invalid' });

// ─── Categories ──────────────────────────────────────────────────────────────────────────

function textsByLang(rows: { langId: number; name: string; description: string }[]): Record<LangCode, CategoryTexts> {
  const out = emptyByLang<CategoryTexts>(() => ({ name: '', description: '' }));
  for (const r of rows) {
    const l = langOf(r.langId);
    if (l) out[l] = { name: r.name, description: r.description };
  }
  return out;
}

/** Every category with its six languages, parents before their children, siblings in their order. */
export async function listStaffCategories(ctx: RequestContext): Promise<StaffCategoryList> {
  const [cats, texts] = await Promise.all([q.staffCategoryRows(ctx.db), q.categoryTexts(ctx.db)]);
  const byCat = new Map<number, typeof texts>();
  for (const t of texts) byCat.set(t.categoryId, [...(byCat.get(t.categoryId) ?? []), t]);
  const children = new Map<number | null, typeof cats>();
  for (const c of cats) {
    const parent = c.parentId !== null && cats.some((p) => p.id === c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const items: StaffCategoryList['items'] = [];
  const walk = (parent: number | null) => {
    for (const c of children.get(parent) ?? []) {
      const t = textsByLang(byCat.get(c.id) ?? []);
      items.push({ ...c, icon: c.icon as StaffCategoryList['items'][number]['icon'], texts: t, complete: categoryCompleteness(t) });
      walk(c.id);
    }
  };
  walk(null);
  return { items, maxDepth: CATEGORY_MAX_DEPTH };
}

const flatTexts = (t: Record<LangCode, CategoryTexts>) => Object.fromEntries(LANG_CODES.flatMap((l) => [[`texts.${l}.name`, t[l].name], [`texts.${l}.description`, t[l].description]]));

async function writeTexts(ctx: RequestContext, id: number, texts: Record<LangCode, CategoryTexts>, old?: Record<LangCode, CategoryTexts>) {
  for (const l of LANG_CODES) {
    if (old && JSON.stringify(old[l]) === JSON.stringify(texts[l])) continue;
    await q.writeCategoryTexts(ctx.db, id, langIdOf(l), texts[l].name ? texts[l] : null);
  }
}

/** Depth of each category (a top category is 1) and the height of each subtree (a leaf is 1). */
function measure(shape: { id: number; parentId: number | null }[]) {
  const parent = new Map(shape.map((c) => [c.id, c.parentId]));
  const depth = (id: number) => {
    let d = 0;
    for (let at: number | null | undefined = id; at != null && d <= shape.length; at = parent.get(at)) d++;
    return d;
  };
  const height = (id: number): number => 1 + Math.max(0, ...shape.filter((c) => c.parentId === id).map((c) => height(c.id)));
  /** Whether `id` is `ancestor` or lies under it. */
  const under = (id: number, ancestor: number) => {
    for (let at: number | null | undefined = id, n = 0; at != null && n <= shape.length; at = parent.get(at), n++) if (at === ancestor) return true;
    return false;
  };
  return { depth, height, under, exists: (id: number) => parent.has(id) };
}

const tooDeep = () => new AppError(CODES.UNPROCESSABLE, 'categoryTooDeep', { parentId: 'invalid' }, { depth: CATEGORY_MAX_DEPTH });

export async function createStaffCategory(ctx: RequestContext, b: CategoryCreate): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    await q.lockTree(tx.db);
    if (b.parentId !== null) {
      const tree = measure(await q.treeShape(tx.db));
      if (!tree.exists(b.parentId)) throw invalid('parentId');
      if (tree.depth(b.parentId) + 1 > CATEGORY_MAX_DEPTH) throw tooDeep();
    }
    if (await q.categoryKeyTaken(tx.db, b.key)) throw new AppError(CODES.CONFLICT, 'categoryKeyTaken', { key: 'invalid' });
    const saved = await q.insertCategory(tx.db, { key: b.key, parentId: b.parentId, icon: b.icon, sort: await q.nextCategorySort(tx.db, b.parentId) });
    await writeTexts(tx, saved.id, b.texts);
    await recordAudit(tx, { action: 'category.create', entityType: 'category', entityId: saved.id, after: { key: b.key, parentId: b.parentId, icon: b.icon, ...flatTexts(b.texts) } });
    return saved;
  });
}

/** Icon and the six languages' texts, over the version edited: a save by someone else in between is refused (409), never merged. */
export async function updateStaffCategory(ctx: RequestContext, id: number, b: CategoryUpdate): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await q.categoryHead(tx.db, id, true);
    if (!head) throw notFound();
    if (head.version !== b.version) throw categoryStale();
    const old = textsByLang(await q.categoryTexts(tx.db, id));
    const saved = (await q.updateCategoryHead(tx.db, id, b.version, b.icon))!;
    await writeTexts(tx, id, b.texts, old);
    const diff = changes({ icon: head.icon, ...flatTexts(old) }, { icon: b.icon, ...flatTexts(b.texts) });
    if (diff.changed) await recordAudit(tx, { action: 'category.update', entityType: 'category', entityId: id, before: diff.before, after: diff.after });
    return saved;
  });
}

/**
 * Under another parent (null: to the top), last among its new siblings. Refused: under itself or
 * one of its descendants (a cycle), or deeper than the menus show with its own sub-categories.
 * The tree lock makes "A under B" and "B under A" at the same moment run one after the other, so
 * the second sees the first and is refused.
 */
export async function moveStaffCategory(ctx: RequestContext, id: number, b: CategoryMove): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    await q.lockTree(tx.db);
    const head = await q.categoryHead(tx.db, id, true);
    if (!head) throw notFound();
    if (head.version !== b.version) throw categoryStale();
    const tree = measure(await q.treeShape(tx.db));
    if (b.parentId !== null) {
      if (!tree.exists(b.parentId)) throw invalid('parentId');
      if (tree.under(b.parentId, id)) throw new AppError(CODES.UNPROCESSABLE, 'categoryCycle', { parentId: 'invalid' });
      if (tree.depth(b.parentId) + tree.height(id) > CATEGORY_MAX_DEPTH) throw tooDeep();
    }
    if (b.parentId === head.parentId) return { id, version: head.version };
    const saved = (await q.moveCategoryRow(tx.db, id, b.version, b.parentId, await q.nextCategorySort(tx.db, b.parentId)))!;
    await recordAudit(tx, { action: 'category.move', entityType: 'category', entityId: id, before: { parentId: head.parentId }, after: { parentId: b.parentId } });
    return saved;
  });
}

/** Swaps places with the sibling before or after it; the siblings are numbered afresh 0, 1, 2… */
function reordered<T extends { id: number }>(list: T[], id: number, direction: Direction): T[] | null {
  const i = list.findIndex((x) => x.id === id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= list.length) return null;
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

export async function reorderStaffCategory(ctx: RequestContext, id: number, direction: Direction): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    await q.lockTree(tx.db);
    const head = await q.categoryHead(tx.db, id);
    if (!head) throw notFound();
    const siblings = await q.categorySiblings(tx.db, head.parentId);
    const next = reordered(siblings, id, direction);
    // Already first (or last): nothing to move.
    if (!next) return { id, version: head.version };
    for (const [i, s] of next.entries()) if (s.sort !== i) await q.setCategorySort(tx.db, s.id, i);
    await recordAudit(tx, { action: 'category.reorder', entityType: 'category', entityId: id, before: { order: siblings.map((s) => s.id) }, after: { order: next.map((s) => s.id) } });
    return { id, version: head.version };
  });
}

/** Only a category without products (of any status) and without sub-categories. */
export async function deleteStaffCategory(ctx: RequestContext, id: number, version: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await q.lockTree(tx.db);
    // Locked before counting: a product being put into it waits, then finds it gone.
    const head = await q.categoryHead(tx.db, id, true);
    if (!head) throw notFound();
    if (head.version !== version) throw categoryStale();
    const fresh = (await q.categoryHead(tx.db, id))!;
    const children = await q.categoryChildCount(tx.db, id);
    if (fresh.productCount > 0 || children > 0) throw new AppError(CODES.CONFLICT, 'categoryInUse', undefined, { products: fresh.productCount, children });
    const texts = textsByLang(await q.categoryTexts(tx.db, id));
    if (!(await q.deleteCategoryRow(tx.db, id, version))) throw categoryStale();
    await recordAudit(tx, { action: 'category.delete', entityType: 'category', entityId: id, before: { key: head.key, parentId: head.parentId, icon: head.icon, ...flatTexts(texts) } });
  });
}

// ─── Attributes ──────────────────────────────────────────────────────────────────────────

function byOwner(rows: { ownerId: number; langId: number; name: string }[]) {
  const out = new Map<number, Record<LangCode, string>>();
  for (const r of rows) {
    const l = langOf(r.langId);
    if (!l) continue;
    const entry = out.get(r.ownerId) ?? emptyByLang(() => '');
    entry[l] = r.name;
    out.set(r.ownerId, entry);
  }
  return (id: number) => out.get(id) ?? emptyByLang(() => '');
}

async function attributesOf(ctx: RequestContext, id?: number): Promise<StaffAttribute[]> {
  const [heads, names, values, labels] = await Promise.all([
    id === undefined ? q.staffAttributeRows(ctx.db) : q.attributeHead(ctx.db, id).then((h) => (h ? [h] : [])),
    q.attributeNames(ctx.db, id),
    q.attributeValues(ctx.db, id),
    q.valueLabels(ctx.db, id),
  ]);
  const nameOf = byOwner(names);
  const labelOf = byOwner(labels);
  return heads.map((a) => {
    const vs = values.filter((v) => v.attributeId === a.id).map(({ attributeId: _a, ...v }) => ({ ...v, labels: labelOf(v.id) }));
    const n = nameOf(a.id);
    return { ...a, names: n, values: vs, complete: attributeCompleteness(n, vs) };
  });
}

export async function listStaffAttributes(ctx: RequestContext): Promise<StaffAttributeList> {
  return { items: await attributesOf(ctx) };
}

const flatNames = (prefix: string, n: Record<LangCode, string>) => Object.fromEntries(LANG_CODES.map((l) => [`${prefix}.${l}`, n[l]]));

export async function createStaffAttribute(ctx: RequestContext, b: AttributeCreate): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    await q.lockAttributes(tx.db);
    if (await q.attributeKeyTaken(tx.db, b.key)) throw new AppError(CODES.CONFLICT, 'attributeKeyTaken', { key: 'invalid' });
    const saved = await q.insertAttribute(tx.db, { key: b.key, facet: b.facet });
    for (const l of LANG_CODES) await q.writeAttributeName(tx.db, saved.id, langIdOf(l), b.names[l]);
    await recordAudit(tx, { action: 'attribute.create', entityType: 'attribute', entityId: saved.id, after: { key: b.key, facet: b.facet, ...flatNames('names', b.names) } });
    return saved;
  });
}

/** Locks the attribute and checks the version the editor loaded; answers its current state. */
async function lockedAttribute(tx: RequestContext, id: number, version: number) {
  const head = await q.attributeHead(tx.db, id, true);
  if (!head) throw notFound();
  if (head.version !== version) throw attributeStale();
  return (await attributesOf(tx, id))[0]!;
}

export async function updateStaffAttribute(ctx: RequestContext, id: number, b: AttributeUpdate): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    const a = await lockedAttribute(tx, id, b.version);
    const saved = (await q.updateAttributeHead(tx.db, id, b.version, b.facet))!;
    for (const l of LANG_CODES) if (a.names[l] !== b.names[l]) await q.writeAttributeName(tx.db, id, langIdOf(l), b.names[l]);
    const diff = changes({ facet: a.facet, ...flatNames('names', a.names) }, { facet: b.facet, ...flatNames('names', b.names) });
    if (diff.changed) await recordAudit(tx, { action: 'attribute.update', entityType: 'attribute', entityId: id, before: diff.before, after: diff.after });
    return saved;
  });
}

export async function reorderStaffAttribute(ctx: RequestContext, id: number, direction: Direction): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    await q.lockAttributes(tx.db);
    const head = await q.attributeHead(tx.db, id);
    if (!head) throw notFound();
    const order = await q.attributeOrder(tx.db);
    const next = reordered(order, id, direction);
    if (!next) return { id, version: head.version };
    for (const [i, s] of next.entries()) if (s.sort !== i) await q.setAttributeSort(tx.db, s.id, i);
    await recordAudit(tx, { action: 'attribute.reorder', entityType: 'attribute', entityId: id, before: { order: order.map((s) => s.id) }, after: { order: next.map((s) => s.id) } });
    return { id, version: head.version };
  });
}

/** A value is part of its attribute: adding one bumps the attribute's version. */
export async function createStaffValue(ctx: RequestContext, attributeId: number, b: ValueCreate): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    await lockedAttribute(tx, attributeId, b.version);
    if (await q.valueKeyTaken(tx.db, attributeId, b.key)) throw new AppError(CODES.CONFLICT, 'valueKeyTaken', { key: 'invalid' });
    const value = await q.insertValue(tx.db, attributeId, b.key);
    for (const l of LANG_CODES) await q.writeValueLabel(tx.db, value.id, langIdOf(l), b.labels[l]);
    const saved = (await q.bumpAttribute(tx.db, attributeId, b.version))!;
    await recordAudit(tx, { action: 'attribute.value.create', entityType: 'attribute', entityId: attributeId, after: { valueId: value.id, key: b.key, ...flatNames('labels', b.labels) } });
    return saved;
  });
}

function valueOf(a: StaffAttribute, valueId: number) {
  const v = a.values.find((x) => x.id === valueId);
  // Another attribute's value answers as no value at all.
  if (!v) throw notFound();
  return v;
}

export async function updateStaffValue(ctx: RequestContext, attributeId: number, valueId: number, b: ValueUpdate): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    const a = await lockedAttribute(tx, attributeId, b.version);
    const v = valueOf(a, valueId);
    for (const l of LANG_CODES) if (v.labels[l] !== b.labels[l]) await q.writeValueLabel(tx.db, valueId, langIdOf(l), b.labels[l]);
    const saved = (await q.bumpAttribute(tx.db, attributeId, b.version))!;
    const diff = changes(flatNames('labels', v.labels), flatNames('labels', b.labels));
    if (diff.changed) await recordAudit(tx, { action: 'attribute.value.update', entityType: 'attribute', entityId: attributeId, before: { valueId, key: v.key, ...diff.before }, after: { valueId, key: v.key, ...diff.after } });
    return saved;
  });
}

export async function reorderStaffValue(ctx: RequestContext, attributeId: number, valueId: number, version: number, direction: Direction): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    const a = await lockedAttribute(tx, attributeId, version);
    valueOf(a, valueId);
    const next = reordered(a.values, valueId, direction);
    if (!next) return { id: attributeId, version };
    for (const [i, s] of next.entries()) if (s.sort !== i) await q.setValueSort(tx.db, s.id, i);
    const saved = (await q.bumpAttribute(tx.db, attributeId, version))!;
    await recordAudit(tx, { action: 'attribute.value.reorder', entityType: 'attribute', entityId: attributeId, before: { order: a.values.map((s) => s.key) }, after: { order: next.map((s) => s.key) } });
    return saved;
  });
}

/** Only a value no product or SKU carries: a SKU's variant would otherwise lose its label. */
export async function deleteStaffValue(ctx: RequestContext, attributeId: number, valueId: number, version: number): Promise<TreeSaved> {
  return inTransaction(ctx, async (tx) => {
    const a = await lockedAttribute(tx, attributeId, version);
    const v = valueOf(a, valueId);
    if (v.useCount > 0) throw new AppError(CODES.CONFLICT, 'valueInUse', undefined, { count: v.useCount });
    await q.deleteValueRow(tx.db, valueId);
    const saved = (await q.bumpAttribute(tx.db, attributeId, version))!;
    await recordAudit(tx, { action: 'attribute.value.delete', entityType: 'attribute', entityId: attributeId, before: { valueId, key: v.key, ...flatNames('labels', v.labels) } });
    return saved;
  });
}
