import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';

const unpaid = { paid: false, payment: 'pending' as const, orderStatus: 'unpaid' as const };

describe('payment result outcome', () => {
  it('trusts the server, not the query string', () => {
    expect(paymentOutcome('failed', { paid: true, payment: 'succeeded', orderStatus: 'to_ship' })).toBe('success');
    expect(paymentOutcome('success', unpaid)).toBe('pending');
    expect(paymentOutcome('success', { ...unpaid, payment: 'failed' })).toBe('failed');
  });

  it('a failure the gateway reports is shown before its notification arrives', () => {
    expect(paymentOutcome('failed', unpaid)).toBe('failed');
    expect(paymentOutcome('failed', { ...unpaid, payment: null })).toBe('failed');
  });

  it('an order closed unpaid cannot be paid again', () => {
    expect(paymentOutcome('success', { paid: false, payment: null, orderStatus: 'cancelled' })).toBe('closed');
    expect(paymentOutcome('failed', { paid: false, payment: 'failed', orderStatus: 'cancelled' })).toBe('closed');
  });

  it('an order with no payment started is simply unpaid; one started is waited for', () => {
    expect(paymentOutcome('success', { ...unpaid, payment: null })).toBe('unpaid');
    expect(paymentOutcome(null, unpaid)).toBe('pending');
  });

  it('a capture that came for a closed order is shown as returned, never as a success', () => {
    expect(paymentOutcome('success', { paid: false, payment: 'refunded', orderStatus: 'cancelled' })).toBe('refunded');
    expect(paymentOutcome('success', { paid: false, payment: 'refunding', orderStatus: 'cancelled' })).toBe('refunding');
  });
});
