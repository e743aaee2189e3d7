import type { CheckoutPreview, CouponView } from '@netshop/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { CouponField } from './coupon-field';

// The coupon field of the order confirmation: why a code does not apply, in words the buyer can
// act on (an expired one says when it ended), and hints that cannot apply yet say what is missing
// instead of offering a click that fails.

const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const hint = (code: string, minAmount: number): CouponView => ({
  code,
  kind: 'percent',
  value: 1500,
  amount: null,
  minAmount: eur(minAmount),
  startsAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2030-03-01T00:00:00.000Z',
  used: false,
});
const field = (props: { code?: string; result?: CheckoutPreview['coupon']; available?: CouponView[]; onApply?(code: string | undefined): void }, lang: 'en' | 'fi' | 'zh-CN' = 'en') =>
  renderRoutes(
    [
      {
        path: '/order',
        element: <CouponField code={props.code} result={props.result ?? undefined} available={props.available ?? []} subtotal={eur(45500)} checking={false} onApply={props.onApply ?? (() => {})} />,
      },
    ],
    '/order',
    { lang, namespaces: ['checkout'] },
  );

afterEach(cleanup);

describe('coupon field', () => {
  it('says an expired code has expired, and on which day', async () => {
    const result = { code: 'EXPIRED5', applied: false, problem: 'expired' as const, minAmount: eur(0), startsAt: '2026-09-27T00:00:00.000Z', expiresAt: '2026-11-26T12:00:00.000Z' };
    await field({ code: 'EXPIRED5', result });
    expect((await screen.findByTestId('coupon-problem')).textContent).toBe('This coupon expired on Nov 26, 2026.');
    cleanup();
    await field({ code: 'EXPIRED5', result }, 'zh-CN');
    expect((await screen.findByTestId('coupon-problem')).textContent).toBe('该优惠券已于 2026年11月26日 过期。');
  });

  it('a hint whose minimum the goods do not reach has no active use button and says how much is missing', async () => {
    const onApply = vi.fn();
    await field({ available: [hint('OPTICS15', 100000), hint('WELCOME10', 0)], onApply }, 'fi');
    const [optics, welcome] = await screen.findAllByTestId('coupon-hint');
    const use = optics!.querySelector<HTMLButtonElement>('[data-testid="coupon-use"]')!;
    expect(use.disabled).toBe(true);
    // 1,000.00 € minimum − 455.00 € of goods, as Finnish writes euros (a no-break space before €).
    expect(optics!.querySelector('[data-testid="coupon-missing"]')!.textContent).toBe('Vielä 545,00\u00a0€ puuttuu');
    expect(document.getElementById(use.getAttribute('aria-describedby')!)!.textContent).toBe('Vielä 545,00\u00a0€ puuttuu');
    fireEvent.click(use);
    expect(onApply).not.toHaveBeenCalled();
    expect(welcome!.querySelector('[data-testid="coupon-missing"]')).toBeNull();
    fireEvent.click(welcome!.querySelector('[data-testid="coupon-use"]')!);
    expect(onApply).toHaveBeenCalledWith('WELCOME10');
  });
});
