import type { SkuView } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { choose, isValueAvailable, selectedSku, tierPrice } from './sku-selection';

const money = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const sku = (id: number, attrs: Record<string, string>): SkuView => ({
  skuId: id,
  productNo: `P-${id}`,
  attrs,
  price: money(1000 + id),
  tiers: [
    { minQty: 1, price: money(1000) },
    { minQty: 10, price: money(950) },
    { minQty: 50, price: money(900) },
  ],
  stock: 5,
  weightG: 10,
  sampleLimit: 0,
});
// Length × colour with one combination missing (3m violet).
const skus = [sku(1, { length: '1m', color: 'aqua' }), sku(2, { length: '1m', color: 'violet' }), sku(3, { length: '3m', color: 'aqua' })];
const options = [{ key: 'length' }, { key: 'color' }];

describe('SKU selection', () => {
  it('disables values that lead to no SKU', () => {
    expect(isValueAvailable(skus, { length: '3m' }, 'color', 'violet')).toBe(false);
    expect(isValueAvailable(skus, { length: '3m' }, 'color', 'aqua')).toBe(true);
    expect(isValueAvailable(skus, {}, 'color', 'violet')).toBe(true);
  });
  it('finds the SKU only when every option is chosen', () => {
    expect(selectedSku(skus, options, { length: '1m' })).toBeUndefined();
    expect(selectedSku(skus, options, { length: '1m', color: 'violet' })?.skuId).toBe(2);
  });
  it('drops a conflicting earlier choice and toggles off a chosen value', () => {
    expect(choose(skus, { color: 'violet' }, 'length', '3m')).toEqual({ color: undefined, length: '3m' });
    expect(choose(skus, { length: '1m' }, 'length', '1m')).toEqual({ length: undefined });
  });
  it('prices by volume tier', () => {
    expect(tierPrice(skus[0], 9).amount).toBe(1000);
    expect(tierPrice(skus[0], 10).amount).toBe(950);
    expect(tierPrice(skus[0], 500).amount).toBe(900);
  });
});
