import type { StaffMe, StaffOrderDetail } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleOrderPage } from './console-order-page';

// /console/orders/:orderNo: the buyer's note first, the lines to pick, who did what on the
// timeline, and an internal note posted with the contract's schema; the staff API is answered at
// the fetch level.

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const usd = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const address = { firstName: 'Xiaoming', lastName: 'Wang', country: 'China', countryId: 1, region: 'Shanghai', city: 'Shanghai', zip: '200120', phone: '+86 21 5555 0199', line1: 'Century Avenue 200', line2: '' };
const order: StaffOrderDetail = {
  orderNo: 'YT300102100007',
  status: 'to_ship',
  kind: 'regular',
  createdAt: '2030-01-02T08:00:00.000Z',
  paidAt: '2030-01-02T08:05:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  completedAt: null,
  cancelledAt: null,
  deletedAt: null,
  buyer: { email: 'wang@example.cn', name: 'Xiaoming Wang' },
  remark: 'PO-2026-1127 请在工作日送货',
  lines: [{ lineNo: 1, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR-C', skuId: 62, productId: 7, saleAttr: 'Reach: 10 km', image: '', quantity: 10, unitPrice: usd(10_000), lineTotal: usd(100_000) }],
  amounts: { subtotal: usd(100_000), shippingFee: usd(0), discount: usd(0), tax: usd(13_000), total: usd(113_000), taxRateBp: 1300, taxKind: 'vat' },
  couponCode: null,
  shippingMethodName: 'Economy',
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: 'sandbox',
  carrier: null,
  trackingNo: null,
  shipments: [],
  shipping: null,
  cancelReason: null,
  cancelNote: null,
  returnRequest: null,
  payments: [{ provider: 'sandbox', providerRef: 'sbx_1', amount: usd(113_000), status: 'succeeded', createdAt: '2030-01-02T08:04:00.000Z', completedAt: '2030-01-02T08:05:00.000Z', refundRef: null, refundReason: null, refundedAt: null }],
  notices: [{ channel: 'mail', title: 'Payment received · YT300102100007', at: '2030-01-02T08:05:00.000Z', state: 'sent' }],
  timeline: [
    { kind: 'event', type: 'placed', at: '2030-01-02T08:00:00.000Z', data: {}, actor: 'buyer', staffName: '' },
    { kind: 'event', type: 'paid', at: '2030-01-02T08:05:00.000Z', data: {}, actor: 'system', staffName: '' },
    { kind: 'note', id: 4, at: '2030-01-02T09:00:00.000Z', body: 'Called the buyer: Monday morning.', actor: 'staff', staffName: 'Li Na' },
  ],
  moves: { ship: true, deliver: false, refund: false },
};
const sales: StaffMe = { staffId: 5, email: 'li@example.com', name: 'Li Na', roles: ['sales'], permissions: [] };

const DETAIL = `/api/ew/staff/orders/${order.orderNo}`;
/** The staff API as this page reads it: who is signed in, the order, the note; nothing else is this page's (404). */
const answers = (path: string, init: RequestInit | undefined) =>
  path.endsWith('/staff/me') ? { data: sales } : path === DETAIL ? { data: order } : init?.method === 'POST' && path === `${DETAIL}/notes` ? { data: { id: 5, at: '2030-01-02T10:00:00.000Z' } } : { status: 404 };

const open = () =>
  renderRoutes([{ path: '/console/orders/:orderNo', element: <ConsoleOrderPage /> }], `/console/orders/${order.orderNo}`, { lang: 'en', namespaces: ['console', 'account', 'orders', 'console-orders'] });

setUpStaffTestSession();

describe('console order page', () => {
  it('shows the buyer’s note, the lines to pick, the moves the role may make and who did what', async () => {
    answerApi(answers);
    await open();
    expect((await screen.findByTestId('order-remark')).textContent).toContain('PO-2026-1127 请在工作日送货');
    const line = screen.getByTestId('order-line-1');
    expect(line.textContent).toContain('SFP-10G-LR-C');
    expect(line.textContent).toContain('62');
    expect(line.textContent).toContain('Reach: 10 km');
    expect(line.textContent).toContain('10');
    expect(screen.getByTestId('console-ship')).toBeTruthy();
    expect(screen.queryByTestId('console-refund')).toBeNull();
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).getByTestId('timeline-placed').textContent).toContain('Buyer');
    expect(within(timeline).getByTestId('timeline-paid').textContent).toContain('System');
    expect(within(timeline).getByTestId('timeline-note').textContent).toContain('Internal note by Li Na');
    expect(screen.getByTestId('order-payments').textContent).toContain('sbx_1');
    expect(screen.getByTestId('order-notices').textContent).toContain('Payment received · YT300102100007');
  });

  it('posts an internal note, refusing an empty one before any call', async () => {
    const calls = answerApi(answers);
    await open();
    fireEvent.click(await screen.findByTestId('order-note-submit'));
    await waitFor(() => expect(screen.getByTestId('order-note-input').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.path.endsWith('/notes'))).toEqual([]);
    fireEvent.change(screen.getByTestId('order-note-input'), { target: { value: '  Leave at reception  ' } });
    fireEvent.click(screen.getByTestId('order-note-submit'));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/notes'))).toHaveLength(1));
    const post = calls.find((c) => c.path.endsWith('/notes'))!;
    expect(post.path).toBe(`/api/ew/staff/orders/${order.orderNo}/notes`);
    expect(JSON.parse(String(post.init!.body))).toEqual({ body: 'Leave at reception' });
  });

  it('lists each shipment with its status, and ships one with its own carrier and tracking number (issue 28)', async () => {
    const line = (lineNo: number, productNo: string, quantity: number) => ({ lineNo, productNo, name: `Module ${productNo}`, quantity });
    const split: StaffOrderDetail = {
      ...order,
      shipments: [
        { seq: 1, status: 'shipped', warehouseName: 'Munich', carrier: 'DHL', trackingNo: 'JD014600001', arrivesFrom: '2030-01-07', arrivesBy: '2030-01-08', shippedAt: '2030-01-03T09:00:00.000Z', deliveredAt: null, lines: [line(1, 'SFP-10G-LR-C', 10)], moves: { ship: false, deliver: true } },
        { seq: 2, status: 'pending', warehouseName: 'Shenzhen', carrier: null, trackingNo: null, arrivesFrom: '2030-01-13', arrivesBy: '2030-01-15', shippedAt: null, deliveredAt: null, lines: [line(2, 'QSFP-40G-SR4', 2)], moves: { ship: true, deliver: false } },
      ],
      shipping: { shipped: 1, delivered: 0, total: 2 },
    };
    const calls = answerApi((path, init) =>
      path.endsWith('/staff/me') ? { data: sales } : path === DETAIL ? { data: split } : init?.method === 'POST' && path === `${DETAIL}/shipments/2/ship` ? { data: null } : { status: 404 },
    );
    await open();
    expect((await screen.findByTestId('order-status')).textContent).toBe('Partly shipped');
    const first = screen.getByTestId('order-shipment-1');
    expect(first.textContent).toContain('Shipment 1 of 2');
    expect(first.textContent).toContain('On its way');
    expect(first.textContent).toContain('DHL · JD014600001');
    expect(first.textContent).toContain('Munich');
    expect(within(first).queryByTestId('shipment-ship')).toBeNull();
    expect(within(first).getByTestId('shipment-deliver')).toBeTruthy();
    const second = screen.getByTestId('order-shipment-2');
    expect(second.textContent).toContain('Waiting to ship');
    expect(second.textContent).toContain('QSFP-40G-SR4');
    fireEvent.click(within(second).getByTestId('shipment-ship'));
    expect(await screen.findByText(`Ship shipment 2 of 2 · order ${order.orderNo}`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Carrier/), { target: { value: 'SF Express' } });
    fireEvent.change(screen.getByLabelText(/^Tracking/), { target: { value: 'SF1234567890' } });
    fireEvent.click(screen.getByTestId('console-ship-submit'));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/ship'))).toHaveLength(1));
    const post = calls.find((c) => c.path.endsWith('/ship'))!;
    expect(post.path).toBe(`${DETAIL}/shipments/2/ship`);
    expect(JSON.parse(String(post.init!.body))).toEqual({ carrier: 'SF Express', trackingNo: 'SF1234567890' });
  });
});
