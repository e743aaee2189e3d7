import type { StaffCreditDetail, StaffCreditList, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { account, application, eur, invoice, ledger } from '../../test/fixtures';
import { Component as ConsoleCreditAccountPage } from './console-credit-account-page';
import { Component as ConsoleCreditPage } from './console-credit-page';

// /console/credit and a company's credit page (issue 30), with the staff API answered at the fetch
// level: the queue opens on the applications with counts per view and searches on the server;
// finance grants a limit typed as a decimal (sent in minor units) or refuses only with a reason;
// a bank transfer goes with its allocations and one idempotency key for the dialog, so a retry
// after a refusal sends the same key; a reversal needs a note and shows the server's 409 inside the
// dialog; sales only read.

const LIST: StaffCreditList = {
  items: [{ companyId: 3, companyName: 'Pohjolan Verkko Oy', countryCode: 'FI', applicationId: 9, applicationStatus: 'pending', requestedLimit: eur(5_000_000), account: null, createdAt: '2026-09-20T08:00:00.000Z' }],
  total: 1,
  counts: { applications: 1, accounts: 4, overdue: 2 },
};
const PENDING: StaffCreditDetail = { companyId: 3, companyName: 'Pohjolan Verkko Oy', companyStatus: 'active', application, account: null, invoices: [], ledger: [], version: 0 };
const OPEN: StaffCreditDetail = { ...PENDING, application: { ...application, status: 'approved', decidedAt: '2026-09-25T09:00:00.000Z' }, account, invoices: [invoice], ledger, version: 4 };
const sales = { staffId: 4, email: 'sanna@yt-networks.example', name: 'Sanna', roles: ['sales'], permissions: [] } as unknown as StaffMe;
const finance = { staffId: 6, email: 'fia@yt-networks.example', name: 'Fia', roles: ['finance'], permissions: [] } as unknown as StaffMe;

function api(me: StaffMe, detail: StaffCreditDetail, write: (path: string, body: Record<string, unknown>) => ApiAnswer = () => ({ data: null, msg: 'Saved' })) {
  return answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: me };
    if (init?.method === 'POST' || init?.method === 'PUT') return write(path, JSON.parse(String(init.body)));
    if (path.startsWith('/api/ew/staff/credit/3')) return { data: detail };
    return { data: LIST };
  });
}
const openCompany = () =>
  renderRoutes([{ path: '/console/credit/:companyId', element: <ConsoleCreditAccountPage /> }], '/console/credit/3', { lang: 'en', namespaces: ['console', 'account', 'console-credit'] });
const bodies = (calls: ReturnType<typeof api>, end: string) => calls.filter((c) => c.path.endsWith(end) && c.init?.method !== 'GET' && c.init?.method).map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

setUpStaffTestSession();

describe('console credit', () => {
  it('opens on the applications with counts per view, and searches on the server', async () => {
    const calls = api(finance, PENDING);
    await renderRoutes([{ path: '/console/credit', element: <ConsoleCreditPage /> }], '/console/credit', { lang: 'en', namespaces: ['console', 'account', 'console-credit'] });
    const row = await screen.findByTestId('credit-row-3');
    expect(within(row).getByRole('link', { name: 'Pohjolan Verkko Oy' }).getAttribute('href')).toBe('/console/credit/3');
    expect(row.textContent).toContain('€50,000.00 requested');
    expect(screen.getByTestId('credit-tab-applications').textContent).toBe('Applications (1)');
    expect(screen.getByTestId('credit-tab-overdue').textContent).toBe('Overdue (2)');
    expect(calls.some((c) => c.path.startsWith('/api/ew/staff/credit?') && c.path.includes('view=applications'))).toBe(true);
    fireEvent.change(screen.getByTestId('credit-search'), { target: { value: 'Pohjola' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('q=Pohjola'))).toBe(true));
  });

  it('finance grants a typed limit in minor units; a refusal is not sent without a reason', async () => {
    const calls = api(finance, PENDING);
    await openCompany();
    expect((await screen.findByTestId('credit-documents')).querySelector('a')?.getAttribute('href')).toBe('/api/common/files/0b8f?t=signed');
    fireEvent.click(screen.getByTestId('credit-reject'));
    fireEvent.click(await screen.findByTestId('credit-reject-confirm'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(bodies(calls, '/decision')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByTestId('credit-approve'));
    expect((await screen.findByTestId('credit-limit') as HTMLInputElement).value).toBe('50000.00');
    type('credit-limit', '40 000');
    fireEvent.change(screen.getByTestId('credit-terms'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('credit-approve-confirm'));
    await waitFor(() => expect(bodies(calls, '/decision')).toHaveLength(1));
    expect(bodies(calls, '/decision')[0]).toEqual({ decision: 'approve', limit: 4_000_000, currency: 'EUR', terms: 60, note: '' });
  });

  it('records a transfer with allocations under one key per dialog; a refusal is said in the dialog and a retry sends the same key', async () => {
    let first = true;
    const calls = api(finance, OPEN, (path) => {
      if (!path.endsWith('/payments')) return { data: null, msg: 'Saved' };
      if (first) {
        first = false;
        return { status: 422, msg: 'The allocation to CI261101000001 is more than is due on it', data: null };
      }
      return { data: { paymentId: 1, allocated: eur(250_000), unallocated: eur(0), released: false }, msg: 'Payment recorded' };
    });
    await openCompany();
    fireEvent.click(await screen.findByTestId('credit-record-payment'));
    type('credit-payment-amount', '2500');
    type('credit-payment-reference', 'NDEA-2611-09');
    type('credit-share-CI261101000001', '2500,00');
    fireEvent.click(screen.getByTestId('credit-payment-confirm'));
    expect((await screen.findByTestId('credit-refusal')).textContent).toContain('more than is due on it');
    fireEvent.click(screen.getByTestId('credit-payment-confirm'));
    await waitFor(() => expect(bodies(calls, '/payments')).toHaveLength(2));
    const [a, b] = bodies(calls, '/payments');
    expect(a).toMatchObject({ amount: 250_000, reference: 'NDEA-2611-09', allocations: [{ invoiceNo: 'CI261101000001', amount: 250_000 }], note: '' });
    expect(a!.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(b!.idempotencyKey).toBe(a!.idempotencyKey);
  });

  it('a reversal needs a note; the server’s 409 (already reversed) shows in the dialog', async () => {
    const calls = api(finance, OPEN, () => ({ status: 409, msg: 'This entry has already been reversed' }));
    await openCompany();
    expect(screen.queryByTestId('credit-reverse-2')).toBeNull();
    fireEvent.click(await screen.findByTestId('credit-reverse-3'));
    fireEvent.click(await screen.findByTestId('credit-reversal-confirm'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(bodies(calls, '/reversals')).toEqual([]);
    type('credit-reversal-note', 'Recorded twice');
    fireEvent.click(screen.getByTestId('credit-reversal-confirm'));
    expect((await screen.findByTestId('credit-refusal')).textContent).toBe('This entry has already been reversed');
    expect(bodies(calls, '/reversals')).toEqual([{ entryId: 3, note: 'Recorded twice' }]);
  });

  it('a change of the account goes over the version read; a 403 is said in the server’s words', async () => {
    const calls = api(finance, OPEN, () => ({ status: 403, msg: 'Only finance and admin may change credit accounts' }));
    await openCompany();
    fireEvent.click(await screen.findByTestId('credit-change-account'));
    type('credit-limit', '60000');
    fireEvent.change(screen.getByTestId('credit-status-select'), { target: { value: 'hold' } });
    type('credit-account-note', 'Annual review');
    fireEvent.click(screen.getByTestId('credit-account-confirm'));
    expect((await screen.findByTestId('credit-refusal')).textContent).toBe('Only finance and admin may change credit accounts');
    expect(bodies(calls, '/account')).toEqual([{ limit: 6_000_000, terms: 30, status: 'hold', note: 'Annual review', version: 4 }]);
  });

  it('sales read the account, the invoices and the ledger, with no action', async () => {
    api(sales, OPEN);
    await openCompany();
    expect(await screen.findByTestId('credit-read-only')).toBeTruthy();
    expect(screen.getByTestId('credit-account-limit').textContent).toBe('€50,000.00');
    expect(screen.getByTestId('credit-invoices').textContent).toContain('CI261101000001');
    expect(screen.queryByTestId('credit-record-payment')).toBeNull();
    expect(screen.queryByTestId('credit-reverse-3')).toBeNull();
  });
});
