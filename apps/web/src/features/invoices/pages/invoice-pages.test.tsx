import type { InvoiceApplication, InvoiceableOrder, InvoiceTitle, MyInvoices } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as ApplicationPage } from './invoice-application-page';
import { Component as DetailPage } from './invoice-detail-page';
import { Component as InvoicesPage } from './invoices-page';

// The buyer's invoice pages: the list by status, one request with its PDF once approved, and the
// application form (order, type, title; a special invoice only with a complete company title).

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const cny = (amount: number) => ({ amount, currency: 'CNY', minorUnits: 2 });
const companyTitle = { kind: 'company' as const, name: '上海云桥网络科技有限公司', taxNo: '91350100M000100Y43', countryCode: 'CN', country: 'China', address: '上海市浦东新区世纪大道 200 号', phone: '+86 21 5555 0199', bank: '招商银行上海分行', bankAccount: '1219 0988 7710 301' };
const pending: InvoiceApplication = {
  id: 3,
  status: 'pending',
  type: 'special',
  title: companyTitle,
  amount: cny(1_130_000),
  orderNo: 'YT300102100007',
  createdAt: '2030-01-02T08:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  invoiceNo: null,
  issuer: 'Shenzhen YT Networks Technology Co., Ltd.',
  lines: [{ lineNo: 1, spuId: 7, productNo: 'SFP-10G-LR-C', name: 'SFP+ 10G LR', saleAttr: 'Reach: 10 km', quantity: 10, lineTotal: cny(1_000_000) }],
  pdfUrl: null,
  companyId: null,
  appliedBy: { userId: 4, name: 'Wang Xiaoming' },
};
const approved: InvoiceApplication = { ...pending, id: 2, status: 'approved', decidedAt: '2030-01-03T08:00:00.000Z', invoiceNo: 'INV-2030-000007', pdfUrl: '/api/ew/buyer/invoices/2/pdf?t=1.x&langId=2' };
const rejected: InvoiceApplication = { ...pending, id: 1, status: 'rejected', type: 'general', decidedAt: '2030-01-03T08:00:00.000Z', rejectReason: 'The tax number does not match the business licence.' };
const mine = (items: InvoiceApplication[]): MyInvoices => ({ items, total: items.length, counts: { pending: 1, approved: 1, rejected: 1 } });
const titles: InvoiceTitle[] = [
  { ...companyTitle, id: 5, countryId: 1, isDefault: true, companyId: null, addedBy: null, mayChange: true },
  { id: 6, kind: 'personal', name: 'Wang Xiaoming', taxNo: '', countryId: 1, countryCode: 'CN', country: 'China', address: '', phone: '', bank: '', bankAccount: '', isDefault: false, companyId: null, addedBy: null, mayChange: true },
];
const orders: InvoiceableOrder[] = [
  { orderNo: 'YT300102100008', status: 'to_ship', createdAt: '2030-01-02T08:00:00.000Z', total: cny(452_000), firstLine: 'SFP+ 10G LR', lineCount: 3, companyId: null },
  { orderNo: 'YT300102100009', status: 'completed', createdAt: '2030-01-01T08:00:00.000Z', total: cny(99_900), firstLine: 'Cat6A patch cord', lineCount: 1, companyId: null },
];

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token' });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
  useAlerts.setState({ items: [] });
});

describe('invoices page', () => {
  it('lists the requests with counts per status, the reason of a rejected one and the PDF of an approved one', async () => {
    const calls = answerApi((path) => ({ data: path.includes('status=approved') ? mine([approved]) : mine([pending, approved, rejected]) }));
    await renderRoutes([{ path: '/accountCenter/invoice', element: <InvoicesPage /> }], '/accountCenter/invoice', { namespaces: ['account', 'invoices'] });
    await screen.findAllByTestId('invoice-card');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All (3)', 'Awaiting review (1)', 'Approved (1)', 'Rejected (1)']);
    const [first, second, third] = screen.getAllByTestId('invoice-card');
    expect(first!.textContent).toContain('Special electronic VAT invoice');
    expect(first!.textContent).toContain('YT300102100007');
    expect(first!.textContent).toContain('CN¥11,300.00');
    expect(within(second!).getByTestId('invoice-download').getAttribute('href')).toBe('/api/ew/buyer/invoices/2/pdf?t=1.x&langId=2');
    expect(third!.textContent).toContain('The tax number does not match the business licence.');
    expect(within(first!).queryByTestId('invoice-download')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Approved/ }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=approved'))).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('invoice-card').map((c) => c.getAttribute('data-status'))).toEqual(['approved']));
  });

  it('names each tab as a group (French plural), not with the singular of one request’s badge', async () => {
    answerApi(() => ({ data: mine([pending, approved, rejected]) }));
    await renderRoutes([{ path: '/accountCenter/invoice', element: <InvoicesPage /> }], '/accountCenter/invoice', { lang: 'fr', namespaces: ['account', 'invoices'] });
    const cards = await screen.findAllByTestId('invoice-card');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Toutes (3)', 'En attente d’examen (1)', 'Approuvées (1)', 'Refusées (1)']);
    const badges = cards.map((c) => c.querySelector('[data-status]')!.textContent);
    expect(badges).toEqual(['En attente d’examen', 'Approuvée', 'Refusée']);
  });
});

describe('invoice detail page', () => {
  const open = (id: number | string) => renderRoutes([{ path: '/invoiceDetail', element: <DetailPage /> }], `/invoiceDetail?id=${id}`, { namespaces: ['account', 'invoices'] });

  it('shows title, amount, type, dates, status, order, item number and product (no internal product id), issuer, and the PDF once approved', async () => {
    answerApi(() => ({ data: approved }));
    await open(2);
    const detail = await screen.findByTestId('invoice-detail');
    for (const text of ['INV-2030-000007', 'CN¥11,300.00', 'Special electronic VAT invoice', 'YT300102100007', 'Shenzhen YT Networks Technology Co., Ltd.', '上海云桥网络科技有限公司', '91350100M000100Y43', '招商银行上海分行', 'SFP-10G-LR-C'])
      expect(detail.textContent).toContain(text);
    expect(screen.getByTestId('invoice-status').textContent).toBe('Approved');
    expect(within(detail).getByRole('link', { name: 'SFP+ 10G LR' }).getAttribute('href')).toBe('/product/productDetail?spuId=7');
    const headers = within(detail).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Item number', 'Product', 'Qty', 'Amount']);
    expect(within(detail).queryByText('7')).toBeNull();
    expect(screen.getByTestId('invoice-download').getAttribute('href')).toBe('/api/ew/buyer/invoices/2/pdf?t=1.x&langId=2');
  });

  it('says a pending one is under review, with no PDF', async () => {
    answerApi(() => ({ data: pending }));
    await open(3);
    await screen.findByTestId('invoice-detail');
    expect(screen.getByText(/We are reviewing your request/)).toBeTruthy();
    expect(screen.queryByTestId('invoice-download')).toBeNull();
  });

  it('answers an unknown or malformed id with a not-found state', async () => {
    answerApi(() => ({ status: 404, msg: 'The resource does not exist' }));
    await open(99);
    expect(await screen.findByTestId('invoice-missing')).toBeTruthy();
    cleanup();
    const calls = answerApi(() => ({ data: pending }));
    await open('abc');
    expect(await screen.findByTestId('invoice-missing')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/invoices/'))).toEqual([]);
  });
});

describe('invoice application page', () => {
  const open = (query = '') =>
    renderRoutes(
      [
        { path: '/accountCenter/invoiceApp', element: <ApplicationPage /> },
        { path: '/invoiceDetail', element: <h1>detail</h1> },
      ],
      `/accountCenter/invoiceApp${query}`,
      { namespaces: ['account', 'invoices'] },
    );
  const api = () =>
    answerApi((path, init) => {
      if (init?.method === 'POST') return { data: { id: 12 }, msg: 'Invoice application submitted: we will review it within 3 business days' };
      if (path.startsWith('/api/ew/buyer/invoices/orders')) return { data: orders };
      if (path.startsWith('/api/ew/buyer/invoices/titles')) return { data: titles };
      return { data: null };
    });

  it('applies for the order asked for with the default title, showing its amount', async () => {
    const calls = api();
    const { router } = await open('?orderNo=YT300102100008');
    await screen.findByTestId('apply-form');
    expect((screen.getByTestId('apply-order') as HTMLSelectElement).value).toBe('YT300102100008');
    expect(screen.getByTestId('apply-amount').textContent).toContain('CN¥4,520.00');
    expect(screen.getByTestId('apply-amount').textContent).toContain('SFP+ 10G LR and 2 more items');
    expect((screen.getByTestId('apply-title') as HTMLSelectElement).value).toBe('5');
    fireEvent.click(screen.getByTestId('apply-type-special'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
    expect(calls.filter((c) => c.init?.method === 'POST').map((c) => JSON.parse(String(c.init?.body)))).toEqual([{ orderNo: 'YT300102100008', type: 'special', titleId: 5 }]);
    expect(useAlerts.getState().items.map((a) => a.message)).toEqual(['Invoice application submitted: we will review it within 3 business days']);
  });

  it('will not send a special invoice with a personal title, and says why', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('apply-form');
    fireEvent.change(screen.getByTestId('apply-order'), { target: { value: 'YT300102100009' } });
    fireEvent.click(screen.getByTestId('apply-type-special'));
    fireEvent.change(screen.getByTestId('apply-title'), { target: { value: '6' } });
    expect(screen.getByTestId('apply-title-not-special').textContent).toContain('This title cannot be used for a special VAT invoice');
    fireEvent.click(screen.getByTestId('apply-submit'));
    // The submit stopped at the title: it is marked and focused (after the form has rendered its message).
    const titleField = screen.getByTestId('apply-title');
    await waitFor(() => expect(document.activeElement).toBe(titleField));
    expect(titleField.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.init?.method === 'POST')).toEqual([]);
    // A general invoice takes it.
    fireEvent.click(screen.getByTestId('apply-type-general'));
    expect(screen.queryByTestId('apply-title-not-special')).toBeNull();
  });

  it('says what to do when no order can be invoiced', async () => {
    answerApi((path) => ({ data: path.startsWith('/api/ew/buyer/invoices/orders') ? [] : titles }));
    await open();
    expect(await screen.findByTestId('apply-no-orders')).toBeTruthy();
  });
});
