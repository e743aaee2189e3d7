import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountTooLarge, BASIS_POINTS, couponDiscount, lineTotal, orderTotals } from './checkout.js';
import { convertMinor } from './money.js';

// Totals must add up in every currency: lines + shipping + tax − discount, never negative,
// whatever the amounts, rates, coupons and currencies (JPY has no minor unit, others two).

const currencies = fc.constantFrom({ minorUnits: 2, rate: '1' }, { minorUnits: 2, rate: '0.92' }, { minorUnits: 0, rate: '150' }, { minorUnits: 2, rate: '7.1' }, { minorUnits: 2, rate: '18.5' });
const base = { minorUnits: 2, rate: '1' };

describe('orderTotals', () => {
  it('adds up and is never negative, in any currency', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 5_000_000 }), qty: fc.integer({ min: 1, max: 9999 }) }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: BASIS_POINTS }) }), fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 10_000_000 }) })),
        fc.integer({ min: 0, max: 5000 }),
        currencies,
        (lines, shippingBase, coupon, taxRateBp, currency) => {
          const lineTotals = lines.map((l) => convertMinor(l.price, base, currency) * l.qty);
          const shippingFee = convertMinor(shippingBase, base, currency);
          const subtotal = lineTotals.reduce((s, n) => s + n, 0);
          const discount = couponDiscount(subtotal, { kind: coupon.kind, value: coupon.kind === 'fixed' ? convertMinor(coupon.value, base, currency) : coupon.value });
          const t = orderTotals({ lineTotals, shippingFee, discount, taxRateBp });
          expect(t.total).toBe(t.subtotal + t.shippingFee + t.tax - t.discount);
          expect(t.subtotal).toBe(subtotal);
          for (const v of Object.values(t)) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(t.discount).toBeLessThanOrEqual(t.subtotal);
          // Tax is the rate of what is paid for goods and shipping, within half a minor unit.
          expect(Math.abs(t.tax - ((t.subtotal - t.discount + t.shippingFee) * taxRateBp) / BASIS_POINTS)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses fractions and negative amounts instead of computing with them', () => {
    expect(() => orderTotals({ lineTotals: [1.5], shippingFee: 0, discount: 0, taxRateBp: 0 })).toThrow();
    expect(() => orderTotals({ lineTotals: [100], shippingFee: -1, discount: 0, taxRateBp: 0 })).toThrow();
  });

  it('names the line whose amount, or the running subtotal, passes a safe integer (issue 24: a quotation of 1,000,000 × 10^12 was a 500)', () => {
    const caught = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const huge = caught(() => lineTotal(1e12, 1_000_000, 2));
    expect(huge).toBeInstanceOf(AmountTooLarge);
    expect((huge as AmountTooLarge).line).toBe(2);
    // Each line alone fits; the second one makes the sum pass 2^53.
    const sum = caught(() => orderTotals({ lineTotals: [5e15, 5e15, 1], shippingFee: 0, discount: 0, taxRateBp: 0 }));
    expect((sum as AmountTooLarge).line).toBe(1);
    // The tax of a large but safe taxable amount: exact, not rounded through a float past 2^53.
    const t = orderTotals({ lineTotals: [1_000_000_000_000_003], shippingFee: 0, discount: 0, taxRateBp: 1300 });
    expect(t.tax).toBe(130_000_000_000_000);
    // Shipping or tax pushing the total past it: the whole order, no line.
    const total = caught(() => orderTotals({ lineTotals: [9_000_000_000_000_000], shippingFee: 0, discount: 0, taxRateBp: 1300 }));
    expect((total as AmountTooLarge).line).toBeNull();
  });

  it('a coupon never discounts more than the subtotal', () => {
    expect(couponDiscount(500, { kind: 'fixed', value: 2000 })).toBe(500);
    expect(couponDiscount(12345, { kind: 'percent', value: 1000 })).toBe(1235);
    expect(couponDiscount(0, { kind: 'percent', value: 10_000 })).toBe(0);
  });
});
