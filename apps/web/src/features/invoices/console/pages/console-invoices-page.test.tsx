import type { StaffInvoice, StaffInvoiceList, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleInvoicesPage } from './console-invoices-page';

// /console/invoices: the queue of VAT invoice requests and the decision on each, with the staff API
// answered at the fetch level (lib/http and the staff client run as in the browser).

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const cny = (amount: number) => ({ amount, currency: 'CNY', minorUnits: 2 });
const title = { kind: 'company' as const, name: '上海云桥网络科技有限公司', taxNo: '91350100M000100Y43', countryCode: 'CN', country: 'China', address: '上海市浦东新区世纪大道 200 号', phone: '+86 21 5555 0199', bank: '招商银行上海分行', bankAccount: '1219 0988 7710 301' };
const base: StaffInvoice = {
  id: 31,
  status: 'pending',
  type: 'special',
  title,
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
  appliedBy: { userId: 4, name: 'Li Wei' },
  buyerEmail: 'li@example.cn',
  buyerName: 'Li Wei',
  orderStatus: 'to_ship',
  orderDeliveredAt: null,
  decidedBy: null,
};
const refunded: StaffInvoice = { ...base, id: 32, type: 'general', orderNo: 'YT300102100008', orderStatus: 'refunded' };
const approved: StaffInvoice = { ...base, id: 30, status: 'approved', decidedAt: '2030-01-01T09:00:00.000Z', decidedBy: 'Fay Finance', invoiceNo: 'INV-2030-000041', pdfUrl: '/api/ew/buyer/invoices/30/pdf?t=1.x&langId=2' };
const list = (items: StaffInvoice[]): StaffInvoiceList => ({ items, total: items.length, counts: { pending: 2, approved: 1, rejected: 0 } });
const finance: StaffMe = { staffId: 5, email: 'fay@example.com', name: 'Fay', roles: ['finance'], permissions: [] };
const sales: StaffMe = { ...finance, roles: ['sales'] };

const open = () => renderRoutes([{ path: '/console/invoices', element: <ConsoleInvoicesPage /> }], '/console/invoices', { lang: 'en', namespaces: ['console', 'account', 'orders', 'invoices'] });
function api(answers: { me?: StaffMe; post?: (path: string, body: unknown) => ApiAnswer; pending?: StaffInvoice[] } = {}) {
  return answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? finance };
    if (init?.method === 'POST') return answers.post?.(path, JSON.parse(String(init.body))) ?? { data: null, msg: 'ok' };
    return { data: list(path.includes('status=approved') ? [approved] : (answers.pending ?? [base, refunded])) };
  });
}
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST');
const listGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/staff/invoices') && (c.init?.method ?? 'GET') === 'GET');
const alerts = () => useAlerts.getState().items.map(({ kind, message }) => ({ kind, message }));

setUpStaffTestSession();

describe('console invoices page', () => {
  it('shows pending requests with buyer, order, amount, type, the title as given and the lines', async () => {
    const calls = api();
    await open();
    const card = await screen.findByTestId('invoice-31');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['VAT invoice requests']);
    expect(screen.getByTestId('invoices-tab-pending').textContent).toBe('Pending review (2)');
    expect(screen.getByTestId('invoices-tab-approved').textContent).toBe('Approved (1)');
    for (const text of ['Li Wei · li@example.cn', 'YT300102100007', 'Special electronic VAT invoice', 'CN¥11,300.00', '上海云桥网络科技有限公司', '91350100M000100Y43', '招商银行上海分行', '1219 0988 7710 301', 'SFP-10G-LR-C', 'Reach: 10 km'])
      expect(card.textContent).toContain(text);
    expect(listGets(calls)[0]!.path).toContain('status=pending');
    expect(new Headers(listGets(calls)[0]!.init?.headers).get('Authorization')).toBe('Bearer staff-token');
    // An order refunded since the request: said in words, and it cannot be approved.
    const gone = screen.getByTestId('invoice-32');
    expect(gone.textContent).toContain('can no longer be invoiced');
    expect((within(gone).getByTestId('invoice-approve-32') as HTMLButtonElement).disabled).toBe(true);
  });

  it('names a delivered order delivered, not shipped (issue 24)', async () => {
    api({ pending: [{ ...base, orderStatus: 'to_receive', orderDeliveredAt: '2030-01-05T09:00:00.000Z' }, { ...base, id: 33, orderNo: 'YT300102100009', orderStatus: 'to_receive' }] });
    await open();
    expect((await screen.findByTestId('invoice-31')).textContent).toContain('YT300102100007 (Delivered)');
    expect(screen.getByTestId('invoice-33').textContent).toContain('YT300102100009 (Shipped)');
  });

  it('approves after a confirmation naming type, amount and title, shows the server’s message and reads the queue again', async () => {
    const calls = api({ post: () => ({ data: { invoiceNo: 'INV-2030-000042' }, msg: 'Approved: invoice INV-2030-000042 is issued and the buyer has been told' }) });
    await open();
    await screen.findByTestId('invoice-31');
    fireEvent.click(screen.getByTestId('invoice-approve-31'));
    const dialog = await screen.findByRole('dialog', { name: 'Issue the invoice of request #31?' });
    expect(dialog.textContent).toContain('Special electronic VAT invoice of CN¥11,300.00 to 上海云桥网络科技有限公司');
    expect(posts(calls)).toEqual([]);
    const before = listGets(calls).length;
    fireEvent.click(within(dialog).getByTestId('invoice-approve-confirm'));
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'success', message: 'Approved: invoice INV-2030-000042 is issued and the buyer has been told' }]));
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/ew/staff/invoices/31/approve']);
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
  });

  it('shows why an approval was refused and reads the queue again', async () => {
    // Another request than the test before: the client's duplicate-submit guard would stop a repeat.
    const calls = api({ post: () => ({ status: 409, msg: 'This invoice application has already been decided' }), pending: [{ ...base, id: 33 }] });
    await open();
    await screen.findByTestId('invoice-33');
    fireEvent.click(screen.getByTestId('invoice-approve-33'));
    const dialog = await screen.findByRole('dialog', { name: 'Issue the invoice of request #33?' });
    const before = listGets(calls).length;
    fireEvent.click(within(dialog).getByTestId('invoice-approve-confirm'));
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'error', message: 'This invoice application has already been decided' }]));
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
  });

  it('rejects only with a reason, which it sends as typed (trimmed)', async () => {
    const calls = api({ post: () => ({ data: null, msg: 'Rejected; the buyer has been told' }) });
    await open();
    await screen.findByTestId('invoice-32');
    fireEvent.click(screen.getByTestId('invoice-reject-32'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request #32' });
    fireEvent.click(within(dialog).getByTestId('invoice-reject-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  The order was refunded.  ' } });
    fireEvent.click(within(dialog).getByTestId('invoice-reject-confirm'));
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'success', message: 'Rejected; the buyer has been told' }]));
    expect(posts(calls).map((c) => [c.path, JSON.parse(String(c.init?.body))])).toEqual([['/api/ew/staff/invoices/32/reject', { reason: 'The order was refunded.' }]]);
  });

  it('shows the decision, the invoice number and the PDF link of an issued invoice', async () => {
    api();
    await open();
    await screen.findByTestId('invoice-31');
    fireEvent.click(screen.getByTestId('invoices-tab-approved'));
    const outcome = await screen.findByTestId('invoice-outcome-30');
    expect(outcome.textContent).toContain('Decided by Fay Finance');
    expect(outcome.textContent).toContain('INV-2030-000041');
    expect(within(outcome).getByTestId('invoice-pdf-30').getAttribute('href')).toBe('/api/ew/buyer/invoices/30/pdf?t=1.x&langId=2');
    expect(screen.queryByTestId('invoice-approve-30')).toBeNull();
  });

  it('tells a role without invoices.decide that it cannot decide, and asks for nothing', async () => {
    const calls = api({ me: sales });
    await open();
    expect((await screen.findByTestId('invoices-no-access')).textContent).toContain('Your role cannot decide on invoice requests');
    expect(listGets(calls)).toEqual([]);
  });
});
