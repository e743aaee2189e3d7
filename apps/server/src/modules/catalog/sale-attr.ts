import type { CatalogReference } from './reference.js';
import type { SkuRow } from './sku-queries.js';

/**
 * A SKU's variant as buyers and staff read it, "10G / 10 km / LC duplex": the labels (in the
 * reference's language) of the attributes this product's SKUs differ in. A cart line, an order
 * line and a quotation line name the variant the same way.
 */
export function saleAttrOf(sku: Pick<SkuRow, 'attrs' | 'varying'>, ref: CatalogReference): string {
  const keys = [...sku.varying].sort((a, b) => (ref.attributes.get(a)?.sort ?? 0) - (ref.attributes.get(b)?.sort ?? 0));
  return keys
    .filter((k) => sku.attrs[k])
    .map((k) => ref.attributes.get(k)?.values.get(sku.attrs[k])?.label ?? sku.attrs[k])
    .join(' / ');
}
