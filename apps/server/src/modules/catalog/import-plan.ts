import { LANG_CODES, LANGUAGES, formatImportPrice, type ImportChange, type ImportSummary, type LangCode } from '@netshop/contract';
import type { ProductState, SkuState } from './import-queries.js';
import { formatAttrs, formatTiers, LineErrors, type ImportLine } from './import-lines.js';

// What an import would do to the catalogue (issue 27): lines grouped by product (its model),
// compared with the rows as they are, giving the changes the dry run shows and the plan apply
// writes. Each row the plan changes carries a fingerprint of the state it was compared with;
// apply refuses when any differs (import-service.ts).

const langIdOf = (l: LangCode) => LANGUAGES.find((x) => x.shortName === l)!.langId;

export interface PlanProduct {
  /** null: a new product (a draft). */
  id: number | null;
  model: string;
  key: string;
  brand: string;
  categoryId: number;
  image: string;
  /** [lang id, name, short description] of the languages written. */
  texts: [number, string, string][];
  /** The state compared with (existing products). */
  fp: string | null;
  /** Names or descriptions change: search reads them. */
  textsChanged: boolean;
}

export interface PlanSku {
  id: number | null;
  productNo: string;
  model: string;
  price: number;
  stock: number;
  weightG: number;
  attrs: Record<string, string>;
  /** null: unchanged. */
  tiers: [number, number][] | null;
  fp: string | null;
}

export interface ImportPlan {
  products: PlanProduct[];
  skus: PlanSku[];
}

const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
export const productFp = (p: ProductState) => JSON.stringify([p.version, p.brand, p.categoryId, p.image, sorted(p.texts)]);
export const skuFp = (s: SkuState) => JSON.stringify([s.productId, s.price, s.stock, s.weightG, sorted(s.attrs), s.tiers]);

/** A model as a product key: lower case, dashes. */
export const slugOf = (model: string) => model.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 70) || 'product';

/** A product key from its model, made unique against `taken`. */
export function keyFor(model: string, taken: Set<string>): string {
  const base = slugOf(model);
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

interface PlanInput {
  lines: ImportLine[];
  skus: Map<string, SkuState>;
  products: Map<string, ProductState>;
  takenKeys: Set<string>;
  defaultImage: (categoryId: number) => string;
  categoryKey: (id: number) => string;
  errors: LineErrors;
}

export interface PlanResult {
  plan: ImportPlan;
  changes: ImportChange[];
  summary: Omit<ImportSummary, 'errorLines' | 'errorCount' | 'lines'>;
}

/** The product's fields where its lines agree; a line that contradicts an earlier one is an error. */
function productFields(lines: ImportLine[], errors: LineErrors) {
  const first: Record<string, { value: string | number; line: number }> = {};
  const take = (line: number, field: string, value: string | number | undefined) => {
    if (value === undefined) return;
    const had = first[field];
    if (!had) first[field] = { value, line };
    else if (had.value !== value) errors.add(line, field, 'conflictsWithLine', { other: had.line });
  };
  for (const l of lines) {
    take(l.line, 'brand', l.brand);
    take(l.line, 'category', l.category);
    take(l.line, 'image', l.image);
    for (const lang of LANG_CODES) {
      take(l.line, `name.${lang}`, l.names[lang]);
      take(l.line, `short_desc.${lang}`, l.shortDescs[lang]);
    }
  }
  return (field: string) => first[field]?.value;
}

export function planImport(input: PlanInput): PlanResult {
  const { lines, errors } = input;
  const seen = new Map<string, number>();
  const byModel = new Map<string, ImportLine[]>();
  for (const l of lines) {
    if (!l.productNo || !l.model) continue;
    const dup = seen.get(l.productNo.toLowerCase());
    if (dup !== undefined) errors.add(l.line, 'product_no', 'duplicateProductNo', { other: dup });
    else seen.set(l.productNo.toLowerCase(), l.line);
    const sku = input.skus.get(l.productNo);
    if (sku && sku.model !== l.model) errors.add(l.line, 'model', 'otherProduct', { value: sku.model });
    const key = l.model;
    byModel.set(key, [...(byModel.get(key) ?? []), l]);
  }

  const plan: ImportPlan = { products: [], skus: [] };
  const changes: ImportChange[] = [];
  const summary = { productsCreated: 0, productsUpdated: 0, skusCreated: 0, skusUpdated: 0, unchanged: 0, changes: 0 };
  const change = (c: ImportChange) => {
    summary.changes++;
    changes.push(c);
  };

  for (const [model, group] of byModel) {
    const field = productFields(group, errors);
    const existing = input.products.get(model);
    const head = group[0]!;
    const texts: [number, string, string][] = [];
    let textsChanged = false;
    let productChanged = false;
    if (!existing) {
      const categoryId = field('category') as number | undefined;
      // A cell refused already (an unknown category, a formula) is not reported again as missing.
      const said = (column: string) => group.some((l) => errors.has(l.line, column));
      if (categoryId === undefined && !said('category')) errors.add(head.line, 'category', 'required');
      if (field('brand') === undefined && !said('brand')) errors.add(head.line, 'brand', 'required');
      if (field('name.en') === undefined && field('name.zh-CN') === undefined && !said('name.en') && !said('name.zh-CN')) errors.add(head.line, 'name.en', 'newProductNeedsName');
      for (const l of LANG_CODES) {
        const name = field(`name.${l}`) as string | undefined;
        if (name !== undefined) texts.push([langIdOf(l), name, (field(`short_desc.${l}`) as string | undefined) ?? '']);
      }
      const cat = categoryId ?? 0;
      plan.products.push({
        id: null,
        model,
        key: keyFor(model, input.takenKeys),
        brand: (field('brand') as string | undefined) ?? '',
        categoryId: cat,
        image: (field('image') as string | undefined) ?? input.defaultImage(cat),
        texts,
        fp: null,
        textsChanged: true,
      });
      summary.productsCreated++;
      change({ line: head.line, productNo: head.productNo, model, kind: 'createProduct', field: '', before: '', after: (field('name.en') ?? field('name.zh-CN') ?? model) as string });
    } else {
      const next = {
        brand: (field('brand') as string | undefined) ?? existing.brand,
        categoryId: (field('category') as number | undefined) ?? existing.categoryId,
        image: (field('image') as string | undefined) ?? existing.image,
      };
      const diff = (f: string, before: string, after: string) => {
        if (before === after) return;
        productChanged = true;
        change({ line: head.line, productNo: head.productNo, model, kind: 'update', field: f, before, after });
      };
      diff('brand', existing.brand, next.brand);
      diff('category', input.categoryKey(existing.categoryId), input.categoryKey(next.categoryId));
      diff('image', existing.image, next.image);
      for (const l of LANG_CODES) {
        const id = langIdOf(l);
        const [oldName, oldDesc] = existing.texts[String(id)] ?? ['', ''];
        const name = (field(`name.${l}`) as string | undefined) ?? oldName;
        const desc = (field(`short_desc.${l}`) as string | undefined) ?? oldDesc;
        if (name === oldName && desc === oldDesc) continue;
        // A language without a name is not one the product has: a description alone is not written.
        if (!name) continue;
        diff(`name.${l}`, oldName, name);
        diff(`short_desc.${l}`, oldDesc, desc);
        texts.push([id, name, desc]);
        textsChanged = true;
      }
      plan.products.push({ id: existing.id, model, key: existing.key, ...next, texts, fp: productFp(existing), textsChanged });
      if (productChanged) summary.productsUpdated++;
    }

    for (const l of group) {
      const sku = input.skus.get(l.productNo);
      if (!sku) {
        if (l.price === undefined && !errors.has(l.line, 'price')) errors.add(l.line, 'price', 'newSkuNeedsPrice');
        plan.skus.push({ id: null, productNo: l.productNo, model, price: l.price ?? 0, stock: l.stock ?? 0, weightG: l.weightG ?? 0, attrs: l.attrs ?? {}, tiers: l.tiers ?? [], fp: null });
        summary.skusCreated++;
        change({ line: l.line, productNo: l.productNo, model, kind: 'createSku', field: 'price', before: '', after: formatImportPrice(l.price ?? 0) });
        continue;
      }
      const next = { price: l.price ?? sku.price, stock: l.stock ?? sku.stock, weightG: l.weightG ?? sku.weightG, attrs: l.attrs ?? sku.attrs };
      const tiersChanged = l.tiers !== undefined && JSON.stringify(l.tiers) !== JSON.stringify(sku.tiers);
      const fields: [string, string, string][] = [
        ['price', formatImportPrice(sku.price), formatImportPrice(next.price)],
        ['tiers', formatTiers(sku.tiers), tiersChanged ? formatTiers(l.tiers!) : formatTiers(sku.tiers)],
        ['stock', String(sku.stock), String(next.stock)],
        ['weight_g', String(sku.weightG), String(next.weightG)],
        ['attributes', formatAttrs(sku.attrs), formatAttrs(next.attrs)],
      ];
      const changed = fields.filter(([, b, a]) => b !== a);
      if (!changed.length) {
        if (!productChanged) summary.unchanged++;
        continue;
      }
      for (const [f, b, a] of changed) change({ line: l.line, productNo: l.productNo, model, kind: 'update', field: f, before: b, after: a });
      plan.skus.push({ id: sku.id, productNo: l.productNo, model, ...next, tiers: tiersChanged ? l.tiers! : null, fp: skuFp(sku) });
      summary.skusUpdated++;
    }
  }
  // A product none of whose rows change is left alone (no new version, no lock).
  plan.products = plan.products.filter((p) => p.id === null || p.texts.length || plan.skus.some((s) => s.model === p.model) || productChanged(p, input.products.get(p.model)!));
  return { plan, changes, summary };
}

const productChanged = (p: PlanProduct, s: ProductState) => p.brand !== s.brand || p.categoryId !== s.categoryId || p.image !== s.image;
