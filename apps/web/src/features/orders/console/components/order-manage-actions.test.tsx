import type { StaffMe, StaffOrderMoney } from '@netshop/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { OrderManageActions } from './order-manage-actions';

// Staff's order actions (issue 27): the money as the order stands, the buttons a role and state
// allow, the cancel and refund dialogs, with the staff API answered at the fetch level.

const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const paid: StaffOrderMoney = {
  orderNo: 'S26112700001',
  status: 'to_ship',
  paid: eur(12_990),
  refunded: eur(1_000),
  refundable: eur(11_990),
  canCancel: true,
  canRefund: true,
  refunds: [{ id: 'r1', amount: eur(1_000), reason: 'damaged', note: 'Box dented', status: 'succeeded', createdAt: '2030-01-01T08:00:00.000Z' }],
};
const admin: StaffMe = { staffId: 1, email: 'a@example.com', name: 'A', roles: ['admin'], permissions: [] };
const sales: StaffMe = { ...admin, roles: ['sales'] };
const agent: StaffMe = { ...admin, roles: ['agent'] };

const open = () =>
  renderRoutes([{ path: '/console/orders/:orderNo', element: <OrderManageActions orderNo="S26112700001" /> }], '/console/orders/S26112700001', { lang: 'en', namespaces: ['console', 'console-orders', 'account'] });
const api = (me: StaffMe, write?: (path: string, init: RequestInit) => ApiAnswer) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: me };
    if (init?.method === 'POST') return write?.(path, init) ?? { data: paid };
    return { data: paid };
  });

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

setUpStaffTestSession();

describe('order manage actions', () => {
  it('shows paid, refunded and left, and the refunds made', async () => {
    api(admin);
    await open();
    expect((await screen.findByTestId('manage-paid')).textContent).toBe('€129.90');
    expect(screen.getByTestId('manage-refunded').textContent).toBe('€10.00');
    expect(screen.getByTestId('manage-refundable').textContent).toBe('€119.90');
    expect(screen.getByTestId('manage-refunds').textContent).toContain('Arrived damaged');
    expect(screen.getByTestId('manage-refunds').textContent).toContain('Box dented');
  });

  it('refunds an amount typed in the currency as minor units, and refuses more decimals than it has', async () => {
    const calls = api(admin);
    await open();
    fireEvent.click(await screen.findByTestId('manage-refund'));
    expect(screen.getByTestId('manage-refund-left').textContent).toBe('€119.90');
    fireEvent.change(screen.getByTestId('manage-refund-amount'), { target: { value: '12.345' } });
    fireEvent.change(screen.getByTestId('manage-refund-reason'), { target: { value: 'goodwill' } });
    fireEvent.click(screen.getByTestId('manage-refund-submit'));
    expect(await screen.findByText('Please check this value')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('manage-refund-amount'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByTestId('manage-refund-submit'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect([post.path, JSON.parse(String(post.init!.body))]).toEqual(['/api/ew/staff/orders/S26112700001/refunds', { amount: 1250, reason: 'goodwill', note: '' }]);
  });

  it('"Refund all that is left" fills the amount left', async () => {
    api(admin);
    await open();
    fireEvent.click(await screen.findByTestId('manage-refund'));
    fireEvent.click(screen.getByTestId('manage-refund-all'));
    expect((screen.getByTestId('manage-refund-amount') as HTMLInputElement).value).toBe('119.90');
  });

  it('cancels with a reason, saying beforehand that the payment is refunded in full', async () => {
    const calls = api(sales);
    await open();
    fireEvent.click(await screen.findByTestId('manage-cancel'));
    expect(screen.getByTestId('manage-cancel-intro').textContent).toContain('€119.90');
    fireEvent.change(screen.getByTestId('manage-cancel-reason'), { target: { value: 'other' } });
    fireEvent.click(screen.getByTestId('manage-cancel-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('manage-cancel-note'), { target: { value: 'Duplicate of S26112700002' } });
    fireEvent.click(screen.getByTestId('manage-cancel-submit'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect([post.path, JSON.parse(String(post.init!.body))]).toEqual(['/api/ew/staff/orders/S26112700001/cancel', { reason: 'other', note: 'Duplicate of S26112700002' }]);
  });

  it('shows each role only what it may do', async () => {
    api(sales);
    const { unmount } = await open();
    await screen.findByTestId('manage-cancel');
    expect(screen.queryByTestId('manage-refund')).toBeNull();
    expect(screen.getByTestId('manage-packing-list')).toBeTruthy();
    unmount();
    api(agent);
    await open();
    await screen.findByTestId('manage-paid');
    expect(screen.queryByTestId('manage-cancel')).toBeNull();
    expect(screen.queryByTestId('manage-refund')).toBeNull();
    expect(screen.queryByTestId('manage-packing-list')).toBeNull();
  });
});
