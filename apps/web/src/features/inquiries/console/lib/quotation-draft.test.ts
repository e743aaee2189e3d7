import { orderTotals } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { draftTotals, fromMinor, tierPrice, toMinor, toQuantity, type DraftLine } from './quotation-draft';

// The builder's totals are the server's formula (tax on lines plus shipping, rounded half away
// from zero), from prices typed in major units.

const line = (quantity: string, unitPrice: string, skuId = 1): DraftLine => ({ skuId, productNo: `P${skuId}`, name: '', quantity, unitPrice, priceFollowsTier: false });

describe('quotation draft', () => {
  it('prices a quantity at the highest tier it reaches, the list price below the first (issue 27)', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
    const sku = { listPrice: eur(4550), tiers: [{ minQty: 10, price: eur(4300) }, { minQty: 100, price: eur(4100) }] };
    expect(tierPrice(sku, 1)).toBe(4550);
    expect(tierPrice(sku, 9)).toBe(4550);
    expect(tierPrice(sku, 10)).toBe(4300);
    expect(tierPrice(sku, 99)).toBe(4300);
    expect(tierPrice(sku, 120)).toBe(4100);
    expect(tierPrice({ listPrice: eur(999), tiers: [] }, 1_000)).toBe(999);
  });

  it('reads amounts typed in major units, in the currency’s precision', () => {
    expect(toMinor('45.5', 2)).toBe(4550);
    expect(toMinor(' 45,50 ', 2)).toBe(4550);
    expect(toMinor('45', 2)).toBe(4500);
    expect(toMinor('0', 2)).toBe(0);
    expect(toMinor('1200', 0)).toBe(1200);
    expect(toMinor('12.5', 0)).toBeNull();
    expect(toMinor('45.555', 2)).toBeNull();
    expect(toMinor('-1', 2)).toBeNull();
    expect(toMinor('', 2)).toBeNull();
    expect(toMinor('abc', 2)).toBeNull();
    expect(fromMinor(4550, 2)).toBe('45.50');
    expect(fromMinor(5, 2)).toBe('0.05');
    expect(fromMinor(1200, 0)).toBe('1200');
    expect(toQuantity('120')).toBe(120);
    expect(toQuantity('0')).toBeNull();
    expect(toQuantity('1.5')).toBeNull();
  });

  it('marks lines too large to add up exactly instead of failing the page (issue 24)', () => {
    const d = draftTotals([line('2', '45.50', 1), line('1000000', '999999999999', 2)], '25', 2400, 2);
    expect(d.tooLarge).toEqual([1]);
    expect(d.lineTotals).toEqual([9100, null]);
    expect(d.complete).toBe(false);
    // Each line fits, the total with tax does not.
    const t = draftTotals([line('9000', '999999999999', 1)], '25', 2400, 0);
    expect(t.tooLarge).toEqual([-1]);
    expect(t.complete).toBe(false);
    expect(draftTotals([line('2', '45.50', 1)], '25', 2400, 2).tooLarge).toEqual([]);
  });

  it('totals lines, shipping and the destination’s tax as the server does', () => {
    const t = draftTotals([line('120', '45.50'), line('10', '12.99', 2)], '25.00', 2550, 2);
    expect(t.lineTotals).toEqual([546000, 12990]);
    expect(t).toMatchObject(orderTotals({ lineTotals: [546000, 12990], shippingFee: 2500, discount: 0, taxRateBp: 2550 }));
    expect(t).toMatchObject({ subtotal: 558990, shippingFee: 2500, tax: 143180, total: 704670, complete: true });
    // JPY: no minor unit; no tax without a destination.
    expect(draftTotals([line('3', '1500')], '800', 0, 0)).toMatchObject({ subtotal: 4500, tax: 0, total: 5300, complete: true });
  });

  it('is incomplete while a line or the shipping is not a valid amount (those count as 0)', () => {
    const t = draftTotals([line('120', '45.50'), line('', '1', 2)], '25', 2550, 2);
    expect(t.lineTotals).toEqual([546000, null]);
    expect(t.complete).toBe(false);
    expect(t.subtotal).toBe(546000);
    expect(draftTotals([line('1', '1')], 'x', 0, 2).complete).toBe(false);
    expect(draftTotals([], '0', 0, 2).complete).toBe(false);
  });
});
