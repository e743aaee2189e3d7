import type { CustomerDetail, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleCustomerPage } from './console-customer-page';
import { Component as ConsoleCustomersPage } from './console-customers-page';

// /console/customers and a customer's page, with the staff API answered at the fetch level: the
// list searches on the server, every role reads, only administrators see the actions, and the
// erasure is sent only once the buyer's e-mail is typed.

const money = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const profile = {
  userId: 7,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Virtanen',
  companyName: 'Firma Oy',
  country: 'Finland',
  createdAt: '2026-01-05T10:00:00.000Z',
  orderCount: 12,
  blocked: true,
  erased: false,
  blockedReason: 'Chargeback fraud',
  blockedAt: '2026-11-20T09:00:00.000Z',
  erasedAt: null,
  lang: 'fi',
  lastSeenAt: null,
};
const DETAIL: CustomerDetail = {
  profile,
  orders: { total: 12, items: [{ orderNo: 'YT261120000001', status: 'to_ship', kind: 'regular', total: money(12990), createdAt: '2026-11-20T08:00:00.000Z' }] },
  addresses: [{ id: 3, type: 'shipping', name: 'Ana Virtanen', country: 'Finland', city: 'Espoo', zip: '02100', line1: 'Tie 1', line2: '', phone: '+358 40 555', isDefault: true }],
  inquiries: { total: 0, items: [] },
  questions: { total: 1, items: [{ id: 1, productId: 54, content: 'Does it fit a 19" rack?', status: 'answered', createdAt: '2026-11-01T08:00:00.000Z' }] },
  samples: { total: 0, items: [] },
  chats: { total: 0, items: [] },
};
const admin = { staffId: 4, email: 'ada@yt-networks.example', name: 'Ada', roles: ['admin'], permissions: [] } as unknown as StaffMe;
const agent = { staffId: 5, email: 'ari@yt-networks.example', name: 'Ari', roles: ['agent'], permissions: [] } as unknown as StaffMe;

const api = (me: StaffMe) =>
  answerApi((path) => {
    if (path.endsWith('/staff/me')) return { data: me };
    if (path.includes('/erase')) return { data: { erasedAt: '2026-11-27T10:00:00.000Z' }, msg: 'ok' };
    if (path.startsWith('/api/ew/staff/customers/7')) return { data: DETAIL };
    return { data: { items: [profile], total: 1 } };
  });
const openPage = () => renderRoutes([{ path: '/console/customers/:userId', element: <ConsoleCustomerPage /> }], '/console/customers/7', { lang: 'en', namespaces: ['console', 'orders', 'console-customers'] });

setUpStaffTestSession();

describe('console customers', () => {
  it('lists buyers with their state and searches on the server', async () => {
    const calls = api(agent);
    await renderRoutes([{ path: '/console/customers', element: <ConsoleCustomersPage /> }], '/console/customers', { lang: 'en', namespaces: ['console', 'console-customers'] });
    const row = await screen.findByTestId('customer-row-7');
    expect(row.textContent).toContain('ana@example.com');
    expect(within(row).getByTestId('customer-blocked-badge').textContent).toBe('Blocked');
    fireEvent.change(screen.getByTestId('customers-search'), { target: { value: 'YT2611' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/ew/staff/customers?') && c.path.includes('q=YT2611'))).toBe(true));
  });

  it("shows a buyer's parts with the order linking to the console's order page, and no actions to an agent", async () => {
    api(agent);
    await openPage();
    expect((await screen.findByTestId('customer-blocked-reason')).textContent).toContain('Chargeback fraud');
    expect(screen.getByTestId('customer-order-YT261120000001').getAttribute('href')).toBe('/console/orders/YT261120000001');
    expect(screen.getByTestId('customer-orders').textContent).toContain('latest 1 of 12');
    expect(screen.getByTestId('customer-questions').textContent).toContain('Does it fit a 19" rack?');
    expect(screen.queryByTestId('customer-actions')).toBeNull();
  });

  it('sends an erasure only once the buyer’s e-mail is typed', async () => {
    const calls = api(admin);
    await openPage();
    fireEvent.click(await screen.findByTestId('customer-erase'));
    const confirm = await screen.findByTestId('customer-erase-confirm');
    fireEvent.change(screen.getByTestId('customer-erase-email'), { target: { value: 'someone@example.com' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('customer-erase-email'), { target: { value: ' ANA@example.com' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/customers/7/erase') && String(c.init?.body).includes('ANA@example.com'))).toBe(true));
  });
});
