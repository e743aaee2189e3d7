import type { SkuView } from '@netshop/contract';

export type Selection = Record<string, string | undefined>;

function matches(sku: SkuView, selection: Selection, skip?: string) {
  return Object.entries(selection).every(([k, v]) => k === skip || v === undefined || sku.attrs[k] === v);
}

/** True when choosing `value` for `option` can still lead to an existing SKU. */
export function isValueAvailable(skus: SkuView[], selection: Selection, option: string, value: string): boolean {
  return skus.some((s) => s.attrs[option] === value && matches(s, selection, option));
}

/** The SKU matching the selection once every option is chosen, else undefined. */
export function selectedSku(skus: SkuView[], options: { key: string }[], selection: Selection): SkuView | undefined {
  if (options.some((o) => !selection[o.key])) return undefined;
  return skus.find((s) => matches(s, selection));
}

/** Toggles a value; choosing a value that conflicts with other choices keeps only compatible ones. */
export function choose(skus: SkuView[], selection: Selection, option: string, value: string): Selection {
  if (selection[option] === value) return { ...selection, [option]: undefined };
  const next: Selection = { ...selection, [option]: value };
  for (const [k, v] of Object.entries(next)) {
    if (k !== option && v !== undefined && !skus.some((s) => s.attrs[option] === value && s.attrs[k] === v)) next[k] = undefined;
  }
  return next;
}

/** The unit price for a quantity from the SKU's volume tiers. */
export function tierPrice(sku: SkuView, quantity: number) {
  let price = sku.price;
  for (const t of sku.tiers) if (quantity >= t.minQty) price = t.price;
  return price;
}
