import { effectivePermissions, type Address, type CheckoutPreview, type CompanyRole, type CreditOverview, type MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as OrderConfirmPage } from '../pages/order-confirm-page';

// "Pay now / Pay on account (Net N) — available X" at checkout (issue 30): offered to a company
// buyer with orders.onAccount whose company has a credit account; the PO number is asked for (and
// required when the company says so, checked with the contract's rule) and both go in the place
// body; an account on hold, or one without enough available, is shown disabled with the reason;
// ordering for oneself, or without the permission, offers nothing and sends nothing.

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
const account = {
  status: 'active' as const,
  currency: 'USD',
  limit: usd(1_000_000),
  balance: usd(200_000),
  available: usd(800_000),
  overdue: usd(0),
  terms: 30,
  poRequired: true,
  holdReason: '',
  heldAt: null,
};

function membership(roles: CompanyRole[]): MyCompanyAnswer {
  return {
    application: null,
    membership: {
      company: { id: 4, name: 'Kuitu Oy', countryId: 72, countryCode: 'FI', country: 'Finland', taxNo: 'FI12345678', address: 'Street 1', city: 'Helsinki', postcode: '00100', industry: 'isp', phone: '+358 40 555 0100', status: 'active', statusReason: '', createdAt: '2026-11-01T00:00:00.000Z', files: [], version: 1 },
      memberId: 9,
      roles,
      permissions: effectivePermissions('active', roles),
    },
  };
}

function answer(company: MyCompanyAnswer, credit: CreditOverview) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: company };
    if (path.startsWith('/api/ew/buyer/credit')) return { data: credit };
    if (path.startsWith('/api/ew/buyer/user/addresses')) return { data: [home] };
    if (path.startsWith('/api/ew/buyer/checkout/preview')) return { data: preview };
    if (path.startsWith('/api/ew/buyer/checkout/coupons')) return { data: [] };
    if (path === '/api/ew/buyer/orders') {
      const onAccount = (JSON.parse(String(init?.body)) as { paymentTerms?: string }).paymentTerms === 'account';
      return { data: { orderNo: 'YT261128000001', total: usd(5648), payBy: onAccount ? null : '2026-11-28T18:00:00.000Z', paymentTerms: onAccount ? 'account' : 'now' } };
    }
    return { status: 404 };
  });
}
const routes = [
  { path: '/order', element: <OrderConfirmPage /> },
  { path: '/orderPayment', element: <h1>payment page</h1> },
  { path: '/accountCenter/orders/detail', element: <h1>order page</h1> },
];
const placed = (calls: ReturnType<typeof answer>) => calls.filter((c) => c.path === '/api/ew/buyer/orders').map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>);

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

describe('pay on account at checkout', () => {
  it('offers Net 30 with what is available, requires the PO number the company asks for, and sends both', async () => {
    const calls = answer(membership(['buyer']), { account, application: null, openInvoices: [], canOrderOnAccount: true });
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['account', 'checkout'] });
    const onAccount = await screen.findByRole('radio', { name: /Pay on account \(Net 30\)/ });
    expect(screen.getByTestId('payment-terms-account').textContent).toContain('Available $8,000.00');
    expect(screen.getByRole('radio', { name: /Pay now/ })).toHaveProperty('checked', true);
    fireEvent.click(onAccount);
    expect(screen.getByText(/nothing to pay now/)).toBeTruthy();
    await screen.findByRole('radio', { name: /Standard/ });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(placed(calls)).toEqual([]);

    fireEvent.change(screen.getByTestId('payment-terms-po'), { target: { value: '  PO 2026/118  ' } });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'order page' })).toBeTruthy();
    expect(placed(calls)[0]).toMatchObject({ purchaseFor: 'company', paymentTerms: 'account', poNumber: 'PO 2026/118' });
  }, 30_000); // a whole page, priced, submitted twice

  it('on hold the choice is disabled with the reason and the order is paid now', async () => {
    const calls = answer(membership(['buyer']), { account: { ...account, status: 'hold', holdReason: 'CI1 overdue' }, application: null, openInvoices: [], canOrderOnAccount: false });
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['account', 'checkout'] });
    const onAccount = await screen.findByRole('radio', { name: /Pay on account/ });
    expect(onAccount).toHaveProperty('disabled', true);
    expect(screen.getByTestId('payment-terms-account').textContent).toContain('on hold until the overdue invoices are paid');
    await screen.findByRole('radio', { name: /Standard/ });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'payment page' })).toBeTruthy();
    expect(placed(calls)[0]).not.toHaveProperty('paymentTerms');
  }, 15_000);

  it('without enough available the choice is disabled and says what is available', async () => {
    answer(membership(['buyer']), { account: { ...account, available: usd(5000) }, application: null, openInvoices: [], canOrderOnAccount: true });
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['account', 'checkout'] });
    await waitFor(() => expect(screen.getByTestId('payment-terms-account').textContent).toContain('Only $50.00 is available'));
    expect(screen.getByRole('radio', { name: /Pay on account/ })).toHaveProperty('disabled', true);
  }, 15_000);

  it('ordering for oneself, or a role without orders.onAccount, offers nothing', async () => {
    const calls = answer(membership(['buyer']), { account, application: null, openInvoices: [], canOrderOnAccount: true });
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['account', 'checkout'] });
    await screen.findByTestId('payment-terms');
    fireEvent.click(screen.getByRole('radio', { name: /Myself/ }));
    await waitFor(() => expect(screen.queryByTestId('payment-terms')).toBeNull());

    cleanup();
    const again = answer(membership(['viewer']), { account, application: null, openInvoices: [], canOrderOnAccount: true });
    await renderRoutes(routes, '/order?skuId=3&quantity=2', { namespaces: ['account', 'checkout'] });
    await screen.findByRole('radio', { name: /Standard/ });
    expect(screen.queryByTestId('payment-terms')).toBeNull();
    expect(again.some((c) => c.path.startsWith('/api/ew/buyer/credit'))).toBe(false);
    expect(calls.length).toBeGreaterThan(0);
  }, 15_000);
});
