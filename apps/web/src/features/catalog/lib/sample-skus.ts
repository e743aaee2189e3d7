import type { ProductDetail, SkuView } from '@netshop/contract';

/** The SKU as the buyer picked it on the page: its options, e.g. "10 km / Cisco"; the product's name when it has none. */
export function skuLabel(product: ProductDetail, sku: SkuView): string {
  return product.options.map((o) => o.values.find((v) => v.key === sku.attrs[o.key])?.label).filter(Boolean).join(' / ') || product.name;
}
/** Units one application may ask for: the SKU's sample limit, and no more than is in stock. */
export const sampleMax = (sku: SkuView) => Math.max(0, Math.min(sku.sampleLimit, sku.stock));
