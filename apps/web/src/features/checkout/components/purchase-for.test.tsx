import { effectivePermissions, type Address, type CheckoutPreview, type CompanyRole, type CompanyStatus, type MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as OrderConfirmPage } from '../pages/order-confirm-page';

// "Order for: ○ the company ○ myself" at checkout (issue 29): shown to a member who may place the
// company's orders, the company chosen first, and what is chosen reaches the order body; nobody
// else sees it or sends a purpose.

const usd = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const home = {
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
} as Address;
const preview: CheckoutPreview = {
  lines: [],
  problems: [],
  shippingMethods: [{ shippingMethodId: 1, key: 'standard', name: 'Standard', daysMin: 3, daysMax: 5, fee: usd(500), freeOver: null, arrivesFrom: null, arrivesBy: null }],
  shippingMethodId: 1,
  coupon: null,
  tax: { countryId: 72, rateBp: 2550, name: 'VAT' },
  amounts: { subtotal: usd(4000), shippingFee: usd(500), discount: usd(0), tax: usd(1148), total: usd(5648) },
  currency: { code: 'USD', minorUnits: 2, rate: '1' },
  weightG: 100,
  shipments: [],
  singleShipment: false,
  canSplit: false,
};

function membership(roles: CompanyRole[], status: CompanyStatus = 'active'): MyCompanyAnswer {
  return {
    application: null,
    membership: {
      company: {
        id: 4,
        name: 'Kuitu Oy',
        countryId: 72,
        countryCode: 'FI',
        country: 'Finland',
        taxNo: 'FI12345678',
        address: 'Street 1',
        city: 'Helsinki',
        postcode: '00100',
        industry: 'isp',
        phone: '+358 40 555 0100',
        status,
        statusReason: '',
        createdAt: '2026-11-01T00:00:00.000Z',
        files: [],
        version: 1,
      },
      memberId: 9,
      roles,
      permissions: effectivePermissions(status, roles),
    },
  };
}

function answer(company: MyCompanyAnswer | null) {
  return answerApi((path) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return company ? { data: company } : { data: { membership: null, application: null } };
    if (path.startsWith('/api/ew/buyer/user/addresses')) return { data: [home] };
    if (path.startsWith('/api/ew/buyer/checkout/preview')) return { data: preview };
    if (path.startsWith('/api/ew/buyer/checkout/coupons')) return { data: [] };
    if (path === '/api/ew/buyer/orders') return { data: { orderNo: 'YT261128000001', total: usd(5648), payBy: '2026-11-28T18:00:00.000Z' } };
    return { status: 404 };
  });
}

const routes = [
  { path: '/order', element: <OrderConfirmPage /> },
  { path: '/orderPayment', element: <h1>payment page</h1> },
];
const orderBody = (calls: ReturnType<typeof answer>) => {
  const placed = calls.filter((c) => c.path === '/api/ew/buyer/orders');
  expect(placed).toHaveLength(1);
  return JSON.parse(String(placed[0]!.init?.body)) as Record<string, unknown>;
};

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

describe('checkout for the company', () => {
  it('offers a buyer of the company "Order for", the company first, and sends it with the order', async () => {
    const calls = answer(membership(['buyer']));
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['checkout'] });
    const group = await screen.findByRole('group', { name: 'Order for' });
    const company = await screen.findByRole('radio', { name: /Kuitu Oy/ });
    expect(company).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Myself/ })).toHaveProperty('checked', false);
    expect(group.textContent).toContain('your colleagues can see it');
    await screen.findByRole('radio', { name: /Standard/ });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'payment page' })).toBeDefined();
    expect(orderBody(calls)).toMatchObject({ purchaseFor: 'company', shippingAddressId: 7 });
    // The preview was priced for the company too.
    expect(calls.some((c) => c.path.startsWith('/api/ew/buyer/checkout/preview') && String(c.init?.body).includes('"purchaseFor":"company"'))).toBe(true);
  });

  it('sends a personal order when the member chooses themselves', async () => {
    const calls = answer(membership(['buyer', 'admin']));
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['checkout'] });
    fireEvent.click(await screen.findByRole('radio', { name: /Myself/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Myself/ })).toHaveProperty('checked', true));
    await screen.findByRole('radio', { name: /Standard/ });
    await waitFor(() => expect(screen.getByTestId('order-submit')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'payment page' })).toBeDefined();
    expect(orderBody(calls).purchaseFor).toBeUndefined();
  });

  it.each([
    ['a viewer', membership(['viewer'])],
    ['a buyer of a suspended company', membership(['buyer'], 'suspended')],
    ['a buyer without a company', null],
  ])('shows %s no choice and sends no purpose', async (_who, company) => {
    const calls = answer(company);
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['checkout'] });
    await screen.findByRole('radio', { name: /Standard/ });
    expect(screen.queryByTestId('purchase-for')).toBeNull();
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'payment page' })).toBeDefined();
    expect(orderBody(calls).purchaseFor).toBeUndefined();
  });

  it('says why the company refused the order (403: suspended since the page opened) instead of a bare "no permission", and reads the membership again', async () => {
    const why = 'Your company account is suspended or closed: you cannot order in its name';
    let suspended = false;
    const calls = answerApi((path) => {
      if (path === '/api/ew/buyer/orders') {
        suspended = true;
        return { status: 403, msg: why };
      }
      if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: membership(['buyer'], suspended ? 'suspended' : 'active') };
      if (path.startsWith('/api/ew/buyer/user/addresses')) return { data: [home] };
      if (path.startsWith('/api/ew/buyer/checkout/preview')) return { data: preview };
      if (path.startsWith('/api/ew/buyer/checkout/coupons')) return { data: [] };
      return { status: 404 };
    });
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['checkout'] });
    await screen.findByRole('radio', { name: /Kuitu Oy/ });
    await screen.findByRole('radio', { name: /Standard/ });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect((await screen.findAllByText(why)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'payment page' })).toBeNull();
    // The membership is asked again: the suspended company is no longer offered.
    await waitFor(() => expect(screen.queryByTestId('purchase-for')).toBeNull());
    expect(calls.filter((c) => c.path.startsWith('/api/ew/buyer/companies/mine')).length).toBeGreaterThan(1);
  });

  it('reads in Finnish', async () => {
    answer(membership(['buyer']));
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { lang: 'fi', namespaces: ['checkout'] });
    expect(await screen.findByRole('group', { name: 'Kenelle tilaus tehdään' })).toBeDefined();
    expect(screen.getByRole('radio', { name: /Itselleni/ })).toBeDefined();
  });
});
