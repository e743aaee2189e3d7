import { formatImportPrice } from '@netshop/contract';
import type { SkuPriceState } from './import-queries.js';
import { formatTiers } from './import-lines.js';

// What a price change's and an import's audit entries keep of the SKUs they changed, before and
// after (ADR 0043): enough to restore their prices, stock and quantity prices from the log.

/** [sku id, product number, price, stock (null: not changed), tiers (null: not changed)]. */
export type PriceLine = [number, string, number, number | null, [number, number][] | null];

export const priceLineOf = (s: Pick<SkuPriceState, 'id' | 'productNo' | 'price' | 'stock' | 'tiers'>, withStock: boolean, withTiers: boolean): PriceLine => [
  s.id,
  s.productNo,
  s.price,
  withStock ? s.stock : null,
  withTiers ? s.tiers : null,
];

export function isPriceLines(v: unknown): v is PriceLine[] {
  return Array.isArray(v) && v.every((l) => Array.isArray(l) && l.length === 5 && Number.isSafeInteger(l[0]) && typeof l[1] === 'string' && Number.isSafeInteger(l[2]));
}

/** The lines as the preview shows them, in the import file's notation: "<product no> price" = "42.50". */
export function priceFields(lines: PriceLine[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [, no, price, stock, tiers] of lines) {
    out[`${no} price`] = formatImportPrice(price);
    if (stock !== null) out[`${no} stock`] = stock;
    if (tiers !== null) out[`${no} tiers`] = formatTiers(tiers);
  }
  return out;
}
