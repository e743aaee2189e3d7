import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestCartItem } from '../../../lib/guest-cart';

// The merge's rules without a browser: the API, storage, alerts and translations are stand-ins.
const state = vi.hoisted(() => ({ items: [] as GuestCartItem[], cleared: 0, alerts: [] as string[] }));
vi.mock('../../../lib/guest-cart', () => ({
  readGuestCart: () => state.items,
  clearGuestCart: () => {
    state.cleared++;
  },
}));
vi.mock('../../../lib/alerts', () => ({ alert: { warning: (m: string) => state.alerts.push(m) } }));
vi.mock('../../../lib/i18n', () => ({ default: { t: (key: string, vars: { count: number }) => `${key}:${vars.count}` } }));
vi.mock('../../../lib/shared-api/cart-api', () => ({ CART_KEY: ['account', 'cart'], cartApi: { merge: vi.fn() } }));

const { cartApi } = await import('../../../lib/shared-api/cart-api');
const { mergeGuestCart } = await import('./merge-guest-cart');
const merge = vi.mocked(cartApi.merge);
const queryClient = { invalidateQueries: vi.fn(async () => undefined) } as unknown as QueryClient;
const item = (skuId: number, quantity: number, isChecked = true): GuestCartItem => ({
  name: 'x',
  mainImgUrl: '/x.svg',
  quantity,
  priceFee: 100,
  priceUnit: 'EUR',
  spuId: 1,
  skuId,
  saleAttr: '',
  isChecked,
});

beforeEach(() => {
  state.items = [];
  state.cleared = 0;
  state.alerts = [];
  merge.mockReset();
});

describe('mergeGuestCart', () => {
  it('does nothing for an empty guest cart', async () => {
    await mergeGuestCart(queryClient);
    expect(merge).not.toHaveBeenCalled();
  });

  it('sends the lines with their selection, clears the local copy and says what stock limited', async () => {
    state.items = [item(6, 2), item(11, 3, false)];
    merge.mockResolvedValue({ merged: 2, capped: 1, skipped: 0 });
    await mergeGuestCart(queryClient);
    expect(merge).toHaveBeenCalledWith({
      items: [
        { skuId: 6, quantity: 2, checked: true },
        { skuId: 11, quantity: 3, checked: false },
      ],
    });
    expect(state.cleared).toBe(1);
    expect(state.alerts).toEqual(['cart:merge.capped:1']);
  });

  it('keeps the guest cart when the server refuses or cannot be reached, and never throws', async () => {
    state.items = [item(6, 2)];
    merge.mockRejectedValue(new Error('network'));
    await expect(mergeGuestCart(queryClient)).resolves.toBeUndefined();
    expect(state.cleared).toBe(0);
    expect(state.alerts).toEqual([]);
  });
});
