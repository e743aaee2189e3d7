import { allowedActions, effectivePermissions, type CompanyMembers, type CompanyRole, type MyCompanyAnswer, type OrderList, type OrderSummary } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as OrdersPage } from './orders-page';

// /accountCenter/orders for a company member (issue 29): "Mine | Company" for those who may read
// the company's orders, ?scope=company honoured from the first request, a member filter, and who
// placed each company order.

const usd = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const order = (orderNo: string, placedBy: OrderSummary['placedBy']): OrderSummary => ({
  orderNo,
  status: 'unpaid',
  kind: 'regular',
  createdAt: '2026-11-28T08:00:00.000Z',
  total: usd(12000),
  lines: [{ lineNo: 1, skuId: 3, spuId: 2, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR', image: '/x.webp', saleAttr: '', unitPrice: usd(6000), quantity: 2, lineTotal: usd(12000) }],
  lineCount: 1,
  payBy: '2026-11-28T08:30:00.000Z',
  actions: allowedActions({ status: 'unpaid', deleted: false, expired: false }),
  deletedAt: null,
  deliveredAt: null,
  shipping: null,
  purchaseFor: placedBy ? 'company' : 'personal',
  placedBy,
  companyName: placedBy ? 'Kuitu Oy' : null,
});
const list = (items: OrderSummary[]): OrderList => ({ items, total: items.length, page: 1, pageSize: 10, counts: { all: items.length, unpaid: items.length } });
const company = (roles: CompanyRole[]): MyCompanyAnswer => ({
  application: null,
  membership: {
    company: { id: 4, name: 'Kuitu Oy', countryId: 72, countryCode: 'FI', country: 'Finland', taxNo: 'FI1', address: 'Street 1', city: 'Helsinki', postcode: '', industry: 'isp', phone: '+358 40 555 0100', status: 'active', statusReason: '', createdAt: '2026-11-01T00:00:00.000Z', files: [], version: 1 },
    memberId: 9,
    roles,
    permissions: effectivePermissions('active', roles),
  },
});
const members: CompanyMembers = {
  members: [
    { id: 9, userId: 70, name: 'Aino Virtanen', email: 'aino@example.com', roles: ['viewer'], active: true, joinedAt: '2026-11-01T00:00:00.000Z', deactivatedAt: null },
    { id: 11, userId: 71, name: 'Bo Lind', email: 'bo@example.com', roles: ['buyer'], active: false, joinedAt: '2026-11-01T00:00:00.000Z', deactivatedAt: '2026-11-20T00:00:00.000Z' },
  ],
  invitations: [],
};

function api(membership: MyCompanyAnswer | null) {
  return answerApi((path) => {
    if (path.startsWith('/api/ew/buyer/companies/mine/members')) return { data: members };
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: membership ?? { membership: null, application: null } };
    if (path.startsWith('/api/ew/buyer/orders')) {
      const q = new URL(path, 'http://x').searchParams;
      return { data: q.get('scope') === 'company' ? list([order('YT261128000002', { userId: 71, name: 'Bo Lind' })]) : list([order('YT261128000001', null)]) };
    }
    return { status: 404 };
  });
}
const orderCalls = (calls: ReturnType<typeof api>) => calls.filter((c) => c.path.startsWith('/api/ew/buyer/orders')).map((c) => new URL(c.path, 'http://x').searchParams);

beforeEach(() => useSession.getState().set({ token: 'buyer-token', isLogin: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

describe('orders page for a company member', () => {
  it('opens on ?scope=company without asking for "mine" first, names who placed each order, filters by member and switches back', async () => {
    const calls = api(company(['viewer']));
    await renderRoutes([{ path: '/accountCenter/orders', element: <OrdersPage /> }], '/accountCenter/orders?scope=company', { namespaces: ['orders'] });
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-placed-by').textContent).toBe('Kuitu Oy · placed by Bo Lind');
    expect(orderCalls(calls).every((q) => q.get('scope') === 'company')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Company' })).toHaveProperty('checked', true);
    // The member filter lists a deactivated member too: their orders stay the company's.
    const select = await screen.findByTestId('orders-member');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Bo Lind (deactivated)' })).toBeDefined());
    fireEvent.change(select, { target: { value: '11' } });
    await waitFor(() => expect(orderCalls(calls).some((q) => q.get('memberId') === '11')).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(screen.getByTestId('order-card').getAttribute('data-order-no')).toBe('YT261128000001'));
    expect(orderCalls(calls).at(-1)!.get('scope')).toBeNull();
    expect(screen.queryByTestId('orders-member')).toBeNull();
  });

  it('shows no switch to a buyer without a company, and reads ?scope=company as their own orders', async () => {
    const calls = api(null);
    await renderRoutes([{ path: '/accountCenter/orders', element: <OrdersPage /> }], '/accountCenter/orders?scope=company', { namespaces: ['orders'] });
    expect((await screen.findByTestId('order-card')).getAttribute('data-order-no')).toBe('YT261128000001');
    expect(screen.queryByRole('radio', { name: 'Company' })).toBeNull();
    expect(orderCalls(calls).every((q) => q.get('scope') === null)).toBe(true);
  });
});
