import { describe, expect, it } from 'vitest';
import { priceUnitOf, repriceGuestCart, type GuestCartItem } from './guest-cart';

const USD = { currency: 'USD', symbol: '$', minorUnits: 2, rate: '1' };
const EUR = { currency: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92' };
const JPY = { currency: 'JPY', symbol: '¥', minorUnits: 0, rate: '150' };
const line = (over: Partial<GuestCartItem>): GuestCartItem => ({
  name: 'SFP-10G-LR',
  mainImgUrl: '/x.svg',
  quantity: 2,
  priceFee: 2000,
  priceUnit: priceUnitOf(USD),
  spuId: 1,
  skuId: 11,
  saleAttr: '10G / 10 km',
  isChecked: true,
  ...over,
});

describe('repriceGuestCart', () => {
  it('re-labels and re-prices from the base price', () => {
    const [a] = repriceGuestCart([line({ basePrice: 2000 })], USD, JPY, USD);
    expect(a).toMatchObject({ priceFee: 3000, priceUnit: '¥ JPY', quantity: 2, skuId: 11 });
  });
  it('converts from the current currency when the base price is unknown', () => {
    const [a] = repriceGuestCart([line({ priceFee: 1840, priceUnit: '€ EUR' })], EUR, USD, USD);
    expect(a).toMatchObject({ priceFee: 2000, priceUnit: '$ USD' });
  });
});
