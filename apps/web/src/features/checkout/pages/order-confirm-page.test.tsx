import type { Address, CheckoutPreview } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as OrderConfirmPage } from './order-confirm-page';

// The order confirmation (docs/product.md#screens) with its state in hooks/use-order-confirmation.ts: what it
// asks for before a submit, and the one order body it sends.

const usd = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const home: Address = {
  addressId: 7,
  type: 'shipping',
  firstName: 'Aino',
  lastName: 'Virtanen',
  countryId: 72,
  country: 'Finland',
  regionId: null,
  region: '',
  city: 'Helsinki',
  zip: '00100',
  phone: '+358401234567',
  line1: 'Mannerheimintie 1',
  line2: '',
  isDefault: true,
};
const preview = (shippingAddressId: number | undefined): CheckoutPreview => ({
  lines: [],
  problems: [],
  shippingMethods: shippingAddressId ? [{ shippingMethodId: 1, key: 'standard', name: 'Standard', daysMin: 3, daysMax: 5, fee: usd(500), freeOver: null, arrivesFrom: null, arrivesBy: null }] : [],
  shippingMethodId: shippingAddressId ? 1 : null,
  coupon: null,
  tax: { countryId: 72, rateBp: 2550, name: 'VAT' },
  amounts: { subtotal: usd(4000), shippingFee: usd(500), discount: usd(0), tax: usd(1148), total: usd(5648) },
  currency: { code: 'USD', minorUnits: 2, rate: '1' },
  weightG: 100,
  shipments: [],
  singleShipment: false,
  canSplit: false,
});

function answer(addresses: Address[]) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/user/addresses')) return { data: addresses };
    if (path.startsWith('/api/ew/buyer/checkout/preview')) return { data: preview((JSON.parse(String(init?.body)) as { shippingAddressId?: number }).shippingAddressId) };
    if (path.startsWith('/api/ew/buyer/checkout/coupons')) return { data: [] };
    if (path === '/api/ew/buyer/orders') return { data: { orderNo: 'YT261127000001', total: usd(5648), payBy: '2026-11-28T18:00:00.000Z' } };
    return { status: 404 };
  });
}

const routes = [
  { path: '/order', element: <OrderConfirmPage /> },
  { path: '/orderPayment', element: <h1>payment page</h1> },
  { path: '/login', element: <h1>login page</h1> },
];

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token' });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
});

describe('order confirmation page', () => {
  it('sends one order with the preselected address, the method the server chose and the total the buyer saw, then moves on to payment', async () => {
    const calls = answer([home]);
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['checkout'] });
    const submit = await screen.findByTestId('order-submit');
    // The method comes with the preview for the preselected address: the page is priced for it.
    expect(await screen.findByRole('radio', { name: /Standard/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('checkout-bar-total').textContent).toMatch(/56\.48/);
    fireEvent.change(screen.getByTestId('order-remark'), { target: { value: '  Leave it at the door  ' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'payment page' })).toBeDefined();
    const placed = calls.filter((c) => c.path === '/api/ew/buyer/orders');
    expect(placed).toHaveLength(1);
    const body = JSON.parse(String(placed[0].init?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      items: [{ skuId: 3, quantity: 2 }],
      fromCart: false,
      shippingAddressId: 7,
      billingSameAsShipping: true,
      shippingMethodId: 1,
      remark: 'Leave it at the door',
      expectedTotal: 5648,
    });
  });

  it('sends nothing without a shipping address and says what is missing', async () => {
    const calls = answer([]);
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['checkout'] });
    const submit = await screen.findByTestId('order-submit');
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/ew/buyer/checkout/preview'))).toBe(true));
    fireEvent.click(submit);
    expect(await screen.findByTestId('checkout-missing')).toBeDefined();
    expect(calls.some((c) => c.path === '/api/ew/buyer/orders')).toBe(false);
  });
});
