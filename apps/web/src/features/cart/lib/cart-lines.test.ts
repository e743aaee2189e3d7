import type { CartLine, CartView } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import type { GuestCartItem } from '../../../lib/guest-cart';
import { applyGuestOp, applyOp, guestCartPayload, guestView, maxQuantity, nextTier, summarize, unitPriceFor, withChange } from './cart-lines';

const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const zero = eur(0);

function line(over: Partial<CartLine> = {}): CartLine {
  const quantity = over.quantity ?? 1;
  const unit = unitPriceFor({ listPrice: eur(1000), tiers: [{ minQty: 1, price: eur(1000) }, { minQty: 10, price: eur(900) }] }, quantity);
  return {
    skuId: 1,
    spuId: 1,
    name: 'SFP-10G-LR',
    productNo: 'SFP-10G-LR-C',
    image: '/x.svg',
    saleAttr: 'Cisco / 10 km',
    quantity,
    checked: true,
    unitPrice: unit,
    lineTotal: eur(unit.amount * quantity),
    listPrice: eur(1000),
    tiers: [
      { minQty: 1, price: eur(1000) },
      { minQty: 10, price: eur(900) },
    ],
    stock: 50,
    state: 'ok',
    weightG: 20,
    ...over,
  };
}
const guestItem = (over: Partial<GuestCartItem>): GuestCartItem => ({
  name: 'Local name',
  mainImgUrl: '/local.svg',
  quantity: 1,
  priceFee: 1000,
  priceUnit: 'EUR',
  spuId: 1,
  skuId: 1,
  saleAttr: 'local attrs',
  isChecked: true,
  ...over,
});

describe('unit price and tiers', () => {
  it('takes the highest tier the quantity reaches', () => {
    expect(unitPriceFor(line(), 9).amount).toBe(1000);
    expect(unitPriceFor(line(), 10).amount).toBe(900);
  });
  it('names the next tier only when the stock allows it', () => {
    expect(nextTier(line(), 3)?.minQty).toBe(10);
    expect(nextTier(line({ stock: 8 }), 3)).toBeUndefined();
    expect(nextTier(line(), 10)).toBeUndefined();
  });
  it('limits the stepper to the stock, at least 1', () => {
    expect(maxQuantity({ stock: 7 })).toBe(7);
    expect(maxQuantity({ stock: 0 })).toBe(1);
    expect(maxQuantity({ stock: 50_000 })).toBe(9999);
  });
});

describe('withChange', () => {
  it('re-prices a new quantity with its tier and total', () => {
    const l = withChange(line({ quantity: 2 }), { quantity: 12 });
    expect(l.unitPrice.amount).toBe(900);
    expect(l.lineTotal.amount).toBe(10_800);
    expect(l.state).toBe('ok');
  });
  it('marks a quantity above stock as insufficient, and sold-out or gone lines keep their state', () => {
    expect(withChange(line({ stock: 5 }), { quantity: 6 }).state).toBe('insufficient');
    expect(withChange(line({ stock: 5, quantity: 6, state: 'insufficient' }), { quantity: 5 }).state).toBe('ok');
    expect(withChange(line({ stock: 0, state: 'soldOut' }), { quantity: 2 }).state).toBe('soldOut');
    expect(withChange(line({ state: 'unavailable' }), { quantity: 2 }).state).toBe('unavailable');
  });
});

describe('summarize', () => {
  it('adds up only the checked lines that can be bought', () => {
    const lines = [
      line({ skuId: 1, quantity: 2 }), // 2 × 10.00
      line({ skuId: 2, quantity: 10 }), // 10 × 9.00
      line({ skuId: 3, quantity: 1, checked: false }),
      line({ skuId: 4, quantity: 1, stock: 0, state: 'soldOut' }),
      line({ skuId: 5, quantity: 3, stock: 2, state: 'insufficient' }),
    ];
    expect(summarize(lines, zero)).toEqual({ subtotal: eur(11_000), units: 12, buyable: 2, blocked: 2, checked: 4, totalQuantity: 17 });
  });
  it('is zero in the cart currency with nothing checked', () => {
    expect(summarize([line({ checked: false })], zero)).toMatchObject({ subtotal: eur(0), buyable: 0 });
  });
});

describe('applyOp (server cart shown before the answer)', () => {
  const view: CartView = { lines: [line({ skuId: 1 }), line({ skuId: 2, quantity: 3 })], subtotal: eur(4000), checkedCount: 2, totalQuantity: 4 };
  it('changes a quantity and the subtotal follows', () => {
    const next = applyOp(view, { type: 'quantity', skuId: 2, quantity: 10 });
    expect(next.subtotal.amount).toBe(1000 + 9000);
    expect(next.totalQuantity).toBe(11);
  });
  it('deselects one line or all', () => {
    expect(applyOp(view, { type: 'check', checked: false, skuIds: [1] })).toMatchObject({ subtotal: eur(3000), checkedCount: 1 });
    expect(applyOp(view, { type: 'check', checked: false })).toMatchObject({ subtotal: eur(0), checkedCount: 0 });
  });
  it('removes lines and moves one to favourites', () => {
    expect(applyOp(view, { type: 'remove', skuIds: [1, 2] }).lines).toEqual([]);
    expect(applyOp(view, { type: 'favorite', skuId: 2 }).lines.map((l) => l.skuId)).toEqual([1]);
  });
});

describe('guest cart', () => {
  it('applies changes to the local items in the docs/product.md#entities shape', () => {
    const items = [guestItem({ skuId: 1 }), guestItem({ skuId: 2 })];
    expect(applyGuestOp(items, { type: 'quantity', skuId: 2, quantity: 4 })[1]).toMatchObject({ skuId: 2, quantity: 4, isChecked: true });
    expect(applyGuestOp(items, { type: 'check', checked: false }).every((i) => !i.isChecked)).toBe(true);
    expect(applyGuestOp(items, { type: 'remove', skuIds: [1] }).map((i) => i.skuId)).toEqual([2]);
    expect(applyGuestOp(items, { type: 'favorite', skuId: 1 })).toBe(items);
  });

  it('sends a payload the server accepts: one entry per SKU, whole quantities within limits', () => {
    const payload = guestCartPayload([
      guestItem({ skuId: 7, quantity: 2, isChecked: false }),
      guestItem({ skuId: 7, quantity: 5 }),
      guestItem({ skuId: 8, quantity: 0 }),
      guestItem({ skuId: 9, quantity: 2.7 }),
      guestItem({ skuId: 10, quantity: 123_456 }),
      guestItem({ skuId: -1 }),
      guestItem({ skuId: Number.NaN }),
    ]);
    expect(payload).toEqual({
      items: [
        { skuId: 7, quantity: 2, checked: false },
        { skuId: 8, quantity: 1, checked: true },
        { skuId: 9, quantity: 2, checked: true },
        { skuId: 10, quantity: 9999, checked: true },
      ],
    });
  });
  it('keeps at most 100 lines', () => {
    const many = Array.from({ length: 120 }, (_, i) => guestItem({ skuId: i + 1 }));
    expect(guestCartPayload(many).items).toHaveLength(100);
  });

  it('shows the quote with the newer local quantities and selection, newest first, and local names for gone SKUs', () => {
    const quote: CartView = {
      lines: [line({ skuId: 1, quantity: 1 }), line({ skuId: 2, quantity: 1 }), line({ skuId: 3, spuId: 0, name: '', image: '', state: 'unavailable', unitPrice: zero, lineTotal: zero, stock: 0 })],
      subtotal: eur(2000),
      checkedCount: 3,
      totalQuantity: 3,
    };
    const items = [guestItem({ skuId: 1, quantity: 10 }), guestItem({ skuId: 2, isChecked: false }), guestItem({ skuId: 3, spuId: 4, name: 'Old optic' }), guestItem({ skuId: 99 })];
    const view = guestView(quote, items);
    expect(view.lines.map((l) => l.skuId)).toEqual([3, 2, 1]); // 99 is not priced yet
    expect(view.lines[2]).toMatchObject({ quantity: 10, unitPrice: eur(900), lineTotal: eur(9000) });
    expect(view.lines[1].checked).toBe(false);
    expect(view.lines[0]).toMatchObject({ name: 'Old optic', image: '/local.svg', spuId: 4, state: 'unavailable' });
    expect(view.subtotal).toEqual(eur(9000));
    expect(view.totalQuantity).toBe(12);
  });
});
