import type { Quotation } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { QuotationVersions } from './quotation-versions';

// The buyer's quotations in their inquiry: versions labelled, the current one accepted in one
// click (the order, then its payment page), a revision asked in a dialog; the API answered at the
// fetch level.

const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const v = (version: number, state: Quotation['state'], over: Partial<Quotation> = {}): Quotation => ({
  id: 40 + version,
  version,
  state,
  currency: 'EUR',
  minorUnits: 2,
  lines: [{ lineNo: 1, skuId: 9, spuId: 3, productNo: 'SFP-10G-LR', name: 'SFP+ 10G LR', variant: '', quantity: 120, unitPrice: eur(4550), lineTotal: eur(546000) }],
  subtotal: 546000,
  shippingFee: 2500,
  taxRateBp: 2550,
  tax: 139868,
  total: 688368,
  validUntil: '2030-02-01T15:59:59.999Z',
  note: '',
  createdAt: '2030-01-10T08:00:00.000Z',
  orderNo: null,
  pdfUrl: `/api/ew/buyer/inquiries/quotations/${40 + version}/pdf?t=1.sig&langId=2`,
  ...over,
});
const alerts = () => useAlerts.getState().items.map((i) => i.message);
const show = (quotations: Quotation[], answer: (path: string) => ApiAnswer = () => ({ msg: 'Order submitted', data: { orderNo: 'YT2601100042', approval: null } })) => {
  const calls = answerApi((path) => answer(path));
  const rendered = renderRoutes(
    [
      { path: '/accountCenter/inquiry/detail', element: <QuotationVersions quotations={quotations} viewer="buyer" /> },
      { path: '/orderPayment', element: <p data-testid="payment-page">pay</p> },
    ],
    '/accountCenter/inquiry/detail?no=IQ261124100007',
    { lang: 'en', namespaces: ['account'] },
  );
  return { calls, rendered };
};

beforeEach(() => useSession.getState().set({ token: 'buyer-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined });
});
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

describe('quotations of an inquiry', () => {
  it('labels every version; only the current one can be accepted', async () => {
    const { rendered } = show([v(3, 'active'), v(2, 'expired'), v(1, 'superseded')]);
    await rendered;
    const current = await screen.findByTestId('quotation-v3');
    expect(current.getAttribute('data-current')).toBe('true');
    expect(current.textContent).toContain('Current');
    expect(current.textContent).toContain('€6,883.68');
    expect(current.textContent).toContain('Tax (25.5%)');
    expect(screen.getByTestId('quotation-v2').textContent).toContain('Expired');
    expect(screen.getByTestId('quotation-v1').textContent).toContain('Superseded');
    expect(screen.getAllByTestId('quotation-accept')).toHaveLength(1);
    expect(screen.getAllByTestId('quotation-revise')).toHaveLength(1);
    expect(screen.getAllByTestId('quotation-pdf').map((a) => a.getAttribute('href'))).toEqual([41, 42, 43].reverse().map((id) => `/api/ew/buyer/inquiries/quotations/${id}/pdf?t=1.sig&langId=2`));
  });

  it('accept and pay: places the order once per key and opens its payment page', async () => {
    const { calls, rendered } = show([v(2, 'active'), v(1, 'superseded')]);
    const { router } = await rendered;
    fireEvent.click(await screen.findByTestId('quotation-accept'));
    expect(await screen.findByTestId('payment-page')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/orderPayment?orderNo=YT2601100042');
    expect(alerts()).toContain('Order submitted');
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/api/ew/buyer/inquiries/quotations/42/accept');
    expect(JSON.parse(String(post.init!.body)).idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a company’s acceptance sent for approval: no payment page, the card says so and links to the request', async () => {
    const { rendered } = show([v(1, 'active')], (path) =>
      path.endsWith('/accept') ? { msg: 'Sent for approval: request AR261128000007.', data: { orderNo: null, approval: { requestNo: 'AR261128000007', levels: 1 } } } : { data: null },
    );
    await rendered;
    fireEvent.click(await screen.findByTestId('quotation-accept'));
    const note = await screen.findByTestId('quotation-sent-for-approval');
    expect(note.textContent).toContain('AR261128000007');
    expect(screen.getByTestId('quotation-approval-link').getAttribute('href')).toBe('/accountCenter/approvals/detail?no=AR261128000007');
    // Accepting again is not offered while it waits.
    expect(screen.queryByTestId('quotation-accept')).toBeNull();
    expect(screen.queryByTestId('payment-page')).toBeNull();
    expect(alerts()).toContain('Sent for approval: request AR261128000007.');
  });

  it('a refused accept (superseded meanwhile) stays on the page with the server’s message', async () => {
    const { calls, rendered } = show([v(1, 'active')], (path) =>
      path.endsWith('/accept') ? { status: 409, msg: 'This quotation was replaced by a newer version. Please see the latest one' } : { data: null },
    );
    await rendered;
    fireEvent.click(await screen.findByTestId('quotation-accept'));
    await waitFor(() => expect(alerts()).toContain('This quotation was replaced by a newer version. Please see the latest one'));
    expect(screen.queryByTestId('payment-page')).toBeNull();
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1);
  });

  it('stock short at accepting: marks the line, names what is in stock, and asks sales for a revision in one click', async () => {
    const line = 'SFP-10G-LR: 140 quoted, 40 in stock';
    const two = v(1, 'active', {
      lines: [
        { lineNo: 1, skuId: 8, spuId: 2, productNo: 'S5800-48T4S', name: 'Switch', variant: '', quantity: 2, unitPrice: eur(90000), lineTotal: eur(180000) },
        { lineNo: 2, skuId: 9, spuId: 3, productNo: 'SFP-10G-LR', name: 'SFP+ 10G LR', variant: '', quantity: 140, unitPrice: eur(4550), lineTotal: eur(637000) },
      ],
    });
    const { calls, rendered } = show([two], (path) =>
      path.endsWith('/accept')
        ? { status: 409, msg: `This quotation cannot be ordered as quoted because stock is short: ${line}. Ask our sales team to revise it to the stock available`, data: { fields: { 'lines.1.quantity': line } } }
        : { msg: 'Revision requested: our sales team will get back to you soon', data: null },
    );
    await rendered;
    fireEvent.click(await screen.findByTestId('quotation-accept'));
    const panel = await screen.findByTestId('quotation-stock-short');
    expect(panel.textContent).toContain(line);
    const rows = screen.getByTestId('quotation-v1').querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.hasAttribute('data-short'))).toEqual([false, true]);
    expect(screen.queryByTestId('payment-page')).toBeNull();

    fireEvent.click(screen.getByTestId('quotation-stock-revision'));
    expect(await screen.findByTestId('quotation-stock-asked')).toBeTruthy();
    expect(alerts()).toContain('Revision requested: our sales team will get back to you soon');
    const posts = calls.filter((c) => c.init?.method === 'POST').map((c) => c.path);
    expect(posts).toEqual(['/api/ew/buyer/inquiries/quotations/41/accept', '/api/ew/buyer/inquiries/quotations/41/stock-revision']);
  });

  it('asks for a revision in a dialog', async () => {
    const { calls, rendered } = show([v(1, 'active')], () => ({ msg: 'Revision requested: our sales team will get back to you soon', data: null }));
    await rendered;
    fireEvent.click(await screen.findByTestId('quotation-revise'));
    fireEvent.change(await screen.findByTestId('quotation-revise-text'), { target: { value: '4.20 per unit for 120?' } });
    fireEvent.click(screen.getByTestId('quotation-revise-send'));
    await waitFor(() => expect(alerts()).toContain('Revision requested: our sales team will get back to you soon'));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/api/ew/buyer/inquiries/quotations/41/revision');
    expect(JSON.parse(String(post.init!.body))).toEqual({ body: '4.20 per unit for 120?' });
  });

  it('an expired latest version can be revised, not accepted', async () => {
    const { rendered } = show([v(2, 'expired'), v(1, 'superseded')]);
    await rendered;
    expect(await screen.findByTestId('quotation-revise')).toBeTruthy();
    expect(screen.queryByTestId('quotation-accept')).toBeNull();
  });

  it('an accepted one links its order and offers nothing more', async () => {
    const { rendered } = show([v(1, 'accepted', { orderNo: 'YT2601100042' })]);
    await rendered;
    expect((await screen.findByTestId('quotation-order')).getAttribute('href')).toBe('/accountCenter/orders/detail?orderNo=YT2601100042');
    expect(screen.queryByTestId('quotation-accept')).toBeNull();
  });
});
