import { describe, expect, it } from 'vitest';
import { missingChoices, type CheckoutChoices } from './missing-choices';

const money = { amount: 1000, currency: 'USD', minorUnits: 2 };
const method = (id: number) => ({ shippingMethodId: id, key: `m${id}`, name: `Method ${id}`, daysMin: 2, daysMax: 5, fee: money, freeOver: null, arrivesFrom: null, arrivesBy: null });
const complete: CheckoutChoices = {
  itemCount: 2,
  shippingAddressId: 1,
  shippingAddressIds: [1, 3],
  billingSameAsShipping: true,
  billingAddressId: undefined,
  billingAddressIds: [2],
};
const preview = { problems: [], shippingMethods: [method(1), method(2)], shippingMethodId: 2 };

describe('what the confirmation page reports as missing', () => {
  it('nothing when every choice is made and the preview agrees', () => {
    expect(missingChoices(complete, preview)).toEqual([]);
  });

  it('no lines, no address, no method: each in page order', () => {
    expect(missingChoices({ ...complete, itemCount: 0, shippingAddressId: undefined }, { ...preview, shippingMethodId: null })).toEqual(['lines', 'shippingAddress']);
    expect(missingChoices(complete, { ...preview, shippingMethodId: null })).toEqual(['shippingMethod']);
  });

  it('an address id that is not (or no longer) in the address book is missing', () => {
    expect(missingChoices({ ...complete, shippingAddressId: 9 }, preview)).toEqual(['shippingAddress']);
  });

  it('a billing address only when it is not the shipping one', () => {
    expect(missingChoices({ ...complete, billingSameAsShipping: false }, preview)).toEqual(['billingAddress']);
    expect(missingChoices({ ...complete, billingSameAsShipping: false, billingAddressId: 2 }, preview)).toEqual([]);
  });

  it('lines the server cannot deliver as asked, and a destination without shipping methods', () => {
    expect(missingChoices(complete, { ...preview, problems: [{ skuId: 5, state: 'insufficient', stock: 1 }] })).toEqual(['lineProblems']);
    expect(missingChoices(complete, { ...preview, shippingMethods: [], shippingMethodId: null })).toEqual(['noShippingMethod']);
  });

  it('before the first preview, only what the page itself knows', () => {
    expect(missingChoices(complete, undefined)).toEqual([]);
    expect(missingChoices({ ...complete, itemCount: undefined }, undefined)).toEqual([]);
    expect(missingChoices({ ...complete, shippingAddressId: undefined }, undefined)).toEqual(['shippingAddress']);
  });
});
