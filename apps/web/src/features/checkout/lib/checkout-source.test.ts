import type { CartLine, CartView } from '@netshop/contract';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartCheckoutItems, checkoutSource, newIdempotencyKey } from './checkout-source';

const q = (s: string) => new URLSearchParams(s);

describe('checkout source', () => {
  it('reads the cart or a buy-now SKU from the query', () => {
    expect(checkoutSource(q('from=cart'))).toEqual({ kind: 'cart' });
    expect(checkoutSource(q('skuId=12&quantity=3'))).toEqual({ kind: 'buyNow', skuId: 12, quantity: 3 });
  });

  it('defaults and caps the quantity, and refuses a bad SKU id', () => {
    expect(checkoutSource(q('skuId=12'))).toEqual({ kind: 'buyNow', skuId: 12, quantity: 1 });
    expect(checkoutSource(q('skuId=12&quantity=0'))).toEqual({ kind: 'buyNow', skuId: 12, quantity: 1 });
    expect(checkoutSource(q('skuId=12&quantity=123456'))).toEqual({ kind: 'buyNow', skuId: 12, quantity: 9999 });
    expect(checkoutSource(q('skuId=abc'))).toEqual({ kind: 'none' });
    expect(checkoutSource(q('skuId=-4'))).toEqual({ kind: 'none' });
    expect(checkoutSource(q(''))).toEqual({ kind: 'none' });
  });

  it('takes the ticked, buyable cart lines only', () => {
    const line = (skuId: number, checked: boolean, state: CartLine['state']) => ({ skuId, quantity: skuId, checked, state }) as CartLine;
    const cart = { lines: [line(1, true, 'ok'), line(2, false, 'ok'), line(3, true, 'soldOut'), line(4, true, 'insufficient'), line(5, true, 'ok')] } as CartView;
    expect(cartCheckoutItems(cart)).toEqual([
      { skuId: 1, quantity: 1 },
      { skuId: 5, quantity: 5 },
    ]);
  });
});

describe('idempotency key', () => {
  const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it('is a v4 UUID with or without randomUUID, and new each time', () => {
    const withoutRandomUuid = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => webcrypto.getRandomValues(a as never) as T };
    const a = newIdempotencyKey(withoutRandomUuid);
    expect(a).toMatch(v4);
    expect(newIdempotencyKey(withoutRandomUuid)).not.toBe(a);
    expect(newIdempotencyKey(webcrypto as unknown as Crypto)).toMatch(v4);
  });
});
