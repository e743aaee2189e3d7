import type { OrderCreditInvoice } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderCreditInvoiceQuery } from '../../../lib/shared-api/order-credit-invoice-api';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { OnAccountFacts } from './order-on-account';

// An order paid on account on its detail page (issue 30): "Paid on account (Net 45)", the credit
// invoice's number, its due date and whether it is open, paid or overdue; a reader the server
// does not show the invoice to (404) reads only the payment method.

const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const open: OrderCreditInvoice = {
  invoiceNo: 'CI301105000042',
  orderNo: 'YT301105100001',
  poNumber: null,
  amount: eur(12_000),
  paid: eur(0),
  credited: eur(0),
  due: eur(12_000),
  status: 'open',
  issuedAt: '2030-11-05T08:00:00.000Z',
  dueAt: '2030-12-20T08:00:00.000Z',
  overdueDays: 0,
  terms: 45,
};

function Facts({ orderNo }: { orderNo: string }) {
  const q = useQuery(orderCreditInvoiceQuery(orderNo));
  return <dl data-testid="facts">{q.isPending ? null : <OnAccountFacts invoice={q.data} />}</dl>;
}
const show = (lang: 'en' | 'zh-CN' | 'fi' = 'en') => renderRoutes([{ path: '/o', element: <Facts orderNo="YT301105100001" /> }], '/o', { lang, namespaces: ['orders'] });

beforeEach(() => useSession.getState().set({ token: 'buyer-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
});

describe('an order paid on account', () => {
  it('shows Net 45, the credit invoice asked by order number, its due date and open', async () => {
    const calls = answerApi(() => ({ data: open }));
    await show();
    expect((await screen.findByTestId('order-on-account')).textContent).toContain('Paid on account (Net 45)');
    expect(calls[0]!.path).toBe('/api/ew/buyer/credit/orders/YT301105100001/invoice');
    expect(screen.getByTestId('order-credit-invoice').textContent).toContain('CI301105000042');
    expect(screen.getByTestId('order-credit-invoice-state').dataset.state).toBe('open');
    expect(screen.getByTestId('order-credit-invoice-state').textContent).toBe('Open');
    expect(screen.getByTestId('order-credit-due').textContent).toContain('Dec 20, 2030');
  });

  it('overdue and paid, in Chinese and Finnish', async () => {
    answerApi(() => ({ data: { ...open, overdueDays: 3 } }));
    await show('zh-CN');
    expect((await screen.findByTestId('order-on-account')).textContent).toContain('月结账户支付（账期 45 天）');
    expect(screen.getByTestId('order-credit-invoice-state').textContent).toBe('已逾期 3 天');
    expect(screen.getByTestId('order-credit-invoice-state').dataset.state).toBe('overdue');
    cleanup();
    answerApi(() => ({ data: { ...open, status: 'paid', paid: eur(12_000), due: eur(0) } }));
    await show('fi');
    expect((await screen.findByTestId('order-on-account')).textContent).toContain('Maksettu laskulla (45 pv netto)');
    expect(screen.getByTestId('order-credit-invoice-state').textContent).toBe('Maksettu');
  });

  it('a reader the server does not show the invoice to (404) reads only the payment method', async () => {
    answerApi(() => ({ status: 404, data: null, msg: 'Not found' }));
    await show();
    const facts = await screen.findByTestId('facts');
    await vi.waitFor(() => expect(facts.textContent).toContain('Payment method'));
    expect(screen.queryByTestId('order-credit-invoice')).toBeNull();
  });
});
