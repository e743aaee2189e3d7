import type { Address, CartLine, CheckoutPreview } from '@netshop/contract';
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
  companyId: null,
  addedBy: null,
  mayChange: true,
};
/** An element's text with the narrow and thin spaces Intl puts in date ranges as plain ones. */
const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s/g, ' ');
const line = (skuId: number, name: string): CartLine => ({
  skuId,
  spuId: skuId,
  name,
  productNo: `P-${skuId}`,
  image: '/img.png',
  saleAttr: '',
  quantity: 1,
  checked: true,
  unitPrice: usd(1000),
  lineTotal: usd(1000),
  listPrice: usd(1000),
  tiers: [],
  stock: 10,
  state: 'ok',
  weightG: 50,
});
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

  it('shows when each method delivers, the parcels of a split order, and sends one parcel for everything when the buyer asks', async () => {
    const lines = [
      { ...line(3, 'SFP+ 10G SR module'), quantity: 4 },
      { ...line(5, 'Patch cable LC-LC 2 m'), quantity: 1 },
    ];
    const split: CheckoutPreview = {
      ...preview(7),
      lines,
      shippingMethods: [
        { shippingMethodId: 1, key: 'express', name: 'Express', daysMin: 1, daysMax: 2, fee: usd(2500), freeOver: null, arrivesFrom: '2026-12-30', arrivesBy: '2027-01-04' },
        { shippingMethodId: 2, key: 'standard', name: 'Standard', daysMin: 3, daysMax: 5, fee: usd(500), freeOver: null, arrivesFrom: '2027-01-08', arrivesBy: '2027-01-08' },
      ],
      shipments: [
        { seq: 1, warehouseId: 3, warehouseName: 'Munich, Germany', countryCode: 'DE', lines: [{ skuId: 3, quantity: 2 }, { skuId: 5, quantity: 1 }], arrivesFrom: '2026-12-29', arrivesBy: '2026-12-30' },
        { seq: 2, warehouseId: 1, warehouseName: 'Shenzhen, China', countryCode: 'CN', lines: [{ skuId: 3, quantity: 2 }], arrivesFrom: '2026-12-30', arrivesBy: '2027-01-04' },
      ],
      canSplit: true,
    };
    const single: CheckoutPreview = {
      ...split,
      shipments: [{ seq: 1, warehouseId: 3, warehouseName: 'Munich, Germany', countryCode: 'DE', lines: [{ skuId: 3, quantity: 4 }, { skuId: 5, quantity: 1 }], arrivesFrom: '2026-12-30', arrivesBy: '2027-01-04' }],
      singleShipment: true,
    };
    const calls = answerApi((path, init) => {
      if (path.startsWith('/api/ew/buyer/user/addresses')) return { data: [home] };
      if (path.startsWith('/api/ew/buyer/checkout/preview')) return { data: (JSON.parse(String(init?.body)) as { singleShipment?: boolean }).singleShipment ? single : split };
      if (path.startsWith('/api/ew/buyer/checkout/coupons')) return { data: [] };
      if (path === '/api/ew/buyer/orders') return { data: { orderNo: 'YT261127000002', total: usd(5648), payBy: '2026-11-28T18:00:00.000Z' } };
      return { status: 404 };
    });
    await renderRoutes(routes, '/order?skuId=3&quantity=4', { namespaces: ['checkout'] });
    // Each method: when everything has arrived by it, a range or one day.
    const arrivals = await screen.findAllByTestId('shipping-method-arrival');
    expect(arrivals.map((a) => text(a))).toEqual(['Arrives Wed, Dec 30, 2026 – Mon, Jan 4, 2027', 'Arrives by Fri, Jan 8']);
    // Two parcels, each from its warehouse with what it carries and its own dates.
    const parcels = screen.getAllByTestId('shipment');
    expect(parcels.map((p) => text(p.querySelector('p')))).toEqual([
      'Shipment 1 of 2 · from Munich, Germany · 3 items · arrives Tue, Dec 29 – Wed, Dec 30',
      'Shipment 2 of 2 · from Shenzhen, China · 2 items · arrives Wed, Dec 30, 2026 – Mon, Jan 4, 2027',
    ]);
    expect(parcels[0]!.textContent).toContain('2 × SFP+ 10G SR module');
    expect(parcels[0]!.textContent).toContain('1 × Patch cable LC-LC 2 m');
    const together = screen.getByRole('checkbox', { name: /Ship everything together \(arrives by Mon,\sJan\s4\)/ });
    fireEvent.click(together);
    // The page is priced again for one parcel, which arrives by the latest date.
    await waitFor(() => expect(screen.getAllByTestId('shipment')).toHaveLength(1));
    expect(text(screen.getByTestId('shipment').querySelector('p'))).toBe('Everything together · from Munich, Germany · 5 items · arrives Wed, Dec 30, 2026 – Mon, Jan 4, 2027');
    const previews = calls.filter((c) => c.path.startsWith('/api/ew/buyer/checkout/preview'));
    expect(JSON.parse(String(previews.at(-1)!.init?.body))).toMatchObject({ singleShipment: true });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'payment page' })).toBeDefined();
    const placed = calls.filter((c) => c.path === '/api/ew/buyer/orders');
    expect(JSON.parse(String(placed[0]!.init?.body))).toMatchObject({ shippingMethodId: 1, singleShipment: true });
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
