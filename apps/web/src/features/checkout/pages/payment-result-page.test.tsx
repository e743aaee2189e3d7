import type { PaymentStatus } from '@netshop/contract';
import { SESSION_KEYS } from '@netshop/contract/constants';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as PaymentResultPage } from './payment-result-page';

// /paymentResult is where the gateway sends the buyer back, with a status anyone can type into
// the address bar: what the page says must follow the server's payment status (ADR 0011).
const ORDER = 'YT261122100001';
const status = (s: Partial<PaymentStatus>): PaymentStatus => ({
  orderNo: ORDER,
  orderStatus: 'unpaid',
  payment: 'pending',
  paid: false,
  amount: { amount: 12345, currency: 'USD', minorUnits: 2 },
  payBy: null,
  ...s,
});

const routes = [
  { path: '/paymentResult', element: <PaymentResultPage /> },
  { path: '/login', element: <h1>login page</h1> },
];
const open = (query: string) => renderRoutes(routes, `/paymentResult?${query}`, { namespaces: ['checkout'] });
const paymentCalls = <T extends { path: string }>(calls: T[]) => calls.filter((c) => c.path === `/api/ew/buyer/orders/${ORDER}/payment`);

beforeEach(() => useSession.getState().set({ token: 'buyer-token' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSession.getState().set({ token: undefined });
});

describe('payment result page', () => {
  it.each<[string, string, Partial<PaymentStatus>, RegExp, string]>([
    ['a capture the server confirmed, whatever the query says', 'failed', { paid: true, payment: 'succeeded', orderStatus: 'to_ship' }, /payment successful/i, 'success'],
    ['a declined payment, though the query claims success', 'success', { payment: 'failed' }, /payment failed/i, 'failed'],
    ['money returned for an order closed before it arrived', 'success', { payment: 'refunded', orderStatus: 'cancelled' }, /payment was returned/i, 'refunded'],
    ['an order closed unpaid', 'success', { payment: null, orderStatus: 'cancelled' }, /order has been closed/i, 'closed'],
    ['an order with no payment started', 'success', { payment: null }, /not paid yet/i, 'unpaid'],
  ])('shows %s', async (_case, claimed, answer, heading, outcome) => {
    const calls = answerApi(() => ({ data: status(answer) }));
    await open(`orderNo=${ORDER}&status=${claimed}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByTestId(`payment-result-${outcome}`)).toBeTruthy();
    // The buyer's own order is asked for with their session.
    const [call] = paymentCalls(calls);
    expect(new Headers(call.init?.headers).get('Authorization')).toBe('Bearer buyer-token');
    if (outcome === 'failed') expect(screen.getByTestId('result-try-again').getAttribute('href')).toBe(`/orderPayment?orderNo=${ORDER}`);
    if (outcome === 'success') expect(screen.getByText(/\$123\.45/)).toBeTruthy();
  });

  it('waits for a payment the gateway reported but the server has not confirmed, asking again until it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: ApiAnswer = { data: status({ payment: 'pending' }) };
    const calls = answerApi(() => answer);
    await open(`orderNo=${ORDER}&status=success`);
    expect(await screen.findByRole('heading', { name: /confirming your payment/i })).toBeTruthy();
    expect(screen.getByText(/waiting for the payment to be confirmed/i)).toBeTruthy();
    expect(paymentCalls(calls)).toHaveLength(1);

    answer = { data: status({ paid: true, payment: 'succeeded', orderStatus: 'to_ship' }) };
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: /payment successful/i })).toBeTruthy();
    expect(paymentCalls(calls)).toHaveLength(2);
    // Confirmed: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(paymentCalls(calls)).toHaveLength(2);
  });

  it('says the order cannot be found when the server does not know it, and offers a retry that asks again', async () => {
    const calls = answerApi(() => ({ status: 404, msg: 'Order not found' }));
    await open(`orderNo=${ORDER}&status=success`);
    expect(await screen.findByRole('heading', { name: /order not found/i })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull(); // never a success or failure claim
    const before = paymentCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await vi.waitFor(() => expect(paymentCalls(calls).length).toBe(before + 1));
  });

  it('sends a visitor without a session to login, to come back here afterwards, without asking the server', async () => {
    useSession.getState().set({ token: undefined });
    const calls = answerApi(() => ({ data: status({ paid: true }) }));
    const { router } = await open(`orderNo=${ORDER}&status=success`);
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(SESSION_KEYS.redirectPath)).toBe(`/paymentResult?orderNo=${ORDER}&status=success`);
    expect(paymentCalls(calls)).toHaveLength(0);
  });
});
