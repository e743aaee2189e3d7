import type { CreditOverview, MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { account, application, eur, invoice, ledger, member } from '../test/fixtures';
import { Component as CreditPage } from './credit-page';

// The account centre's credit page (issue 30), with the API answered at the fetch level: before an
// account it explains Net terms and leads finance (credit.manage) to the application, others to
// their finance colleague; an application under review or refused says so (with the reason); an
// account shows its four figures, a hold's banner (why, what to do, that it lifts when paid), the
// open invoices with their lateness, the ledger with each kind named and who made it, the PO
// switch for finance, and the statement of a chosen month downloads as PDF.

let mine: MyCompanyAnswer;
let overview: CreditOverview;
function api(write: (path: string, body: unknown) => ApiAnswer = () => ({ data: null, msg: 'Saved' })) {
  return answerApi((path, init) => {
    if (init?.method && init.method !== 'GET') return write(path, init.body ? JSON.parse(String(init.body)) : null);
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
    if (path.startsWith('/api/ew/buyer/credit/ledger')) return { data: { items: ledger, total: ledger.length } };
    if (path.startsWith('/api/ew/buyer/credit')) return { data: overview };
    return { data: null };
  });
}
const open = (lang: 'en' | 'fi' | 'zh-CN' = 'en') =>
  renderRoutes(
    [
      { path: '/accountCenter/credit', element: <CreditPage /> },
      { path: '/accountCenter/credit/apply', element: <p>apply page</p> },
    ],
    '/accountCenter/credit',
    { lang, namespaces: ['account', 'credit'] },
  );

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  overview = { account: null, application: null, openInvoices: [], canOrderOnAccount: false };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useAlerts.setState({ items: [] });
});

describe('credit page', () => {
  it('explains Net terms; finance gets the way to apply, an admin is told who applies', async () => {
    mine = member(['finance']);
    api();
    await open();
    const intro = await screen.findByTestId('credit-intro');
    for (const d of [15, 30, 45, 60]) expect(within(intro).getByText(`Net ${d}`)).toBeTruthy();
    expect(screen.getByTestId('credit-apply-link').getAttribute('href')).toBe('/accountCenter/credit/apply');

    cleanup();
    mine = member(['admin']);
    api();
    await open();
    expect((await screen.findByTestId('credit-who-applies')).textContent).toContain('Finance role');
    expect(screen.queryByTestId('credit-apply-link')).toBeNull();
  });

  it('a member who may not read statements is not asked for the account at all', async () => {
    mine = member(['buyer']);
    const calls = api();
    await open();
    expect(await screen.findByTestId('credit-who-applies')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/ew/buyer/credit'))).toBe(false);
  });

  it('shows an application under review, and a refused one with its reason and the way to apply again', async () => {
    mine = member(['finance']);
    overview = { ...overview, application };
    api();
    await open();
    expect((await screen.findByTestId('credit-pending')).textContent).toContain('€50,000.00');
    expect(screen.getByTestId('credit-application-facts').textContent).toContain('Net 45');

    cleanup();
    overview = { ...overview, application: { ...application, status: 'rejected', decisionNote: 'Annual accounts missing' } };
    api();
    await open();
    expect((await screen.findByTestId('credit-rejected-reason')).textContent).toBe('Annual accounts missing');
    expect(screen.getByTestId('credit-apply-again').getAttribute('href')).toBe('/accountCenter/credit/apply');
  });

  it('an account on hold: the banner says why, what to do and that it lifts when paid; figures, late invoice and named ledger entries', async () => {
    mine = member(['finance']);
    overview = {
      account: { ...account, status: 'hold', overdue: eur(1_000_050), holdReason: 'Invoice CI261101000001 is 12 days overdue', heldAt: '2026-11-07T00:00:00.000Z' },
      application: { ...application, status: 'approved' },
      openInvoices: [invoice],
      canOrderOnAccount: false,
    };
    api();
    await open();
    const banner = await screen.findByTestId('credit-hold-banner');
    expect(banner.textContent).toContain('on hold since');
    expect(banner.textContent).toContain('Reason: Invoice CI261101000001 is 12 days overdue');
    expect(banner.textContent).toContain('lifts automatically as soon as the overdue invoices are paid');
    expect(screen.getByTestId('credit-limit').textContent).toBe('€50,000.00');
    expect(screen.getByTestId('credit-balance').textContent).toBe('€12,500.50');
    expect(screen.getByTestId('credit-available').textContent).toBe('€37,499.50');
    expect(screen.getByTestId('credit-overdue').textContent).toBe('€10,000.50');
    const row = screen.getByTestId('credit-invoice-CI261101000001');
    expect(within(row).getByRole('link', { name: 'EW2611010001' }).getAttribute('href')).toBe('/accountCenter/orders/detail?orderNo=EW2611010001');
    expect(row.textContent).toContain('PO-7781');
    expect(within(row).getByTestId('credit-invoice-late').textContent).toBe('12 days overdue');
    const entries = await screen.findByTestId('credit-ledger');
    expect(within(entries).getByTestId('credit-entry-3').textContent).toContain('Payment');
    expect(within(entries).getByTestId('credit-entry-3').textContent).toContain('-€2,500.00');
    expect(within(entries).getByTestId('credit-entry-3').textContent).toContain('Fia Finance');
    expect(within(entries).getByTestId('credit-entry-2').textContent).toContain('+€12,500.50');
    expect(within(entries).getByTestId('credit-entry-1').textContent).toContain('Limit now €50,000.00');
  });

  it('finance switches the PO requirement; the statement of the chosen month downloads as PDF', async () => {
    mine = member(['finance']);
    overview = { account, application: null, openInvoices: [], canOrderOnAccount: true };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    // jsdom cannot follow a download link; the request is what is checked.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = api();
    await open();
    fireEvent.click(await screen.findByTestId('credit-po-required'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT' && c.path.endsWith('/api/ew/buyer/credit/settings'))).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ poRequired: true });

    const month = screen.getByTestId('credit-statement-month') as HTMLSelectElement;
    const chosen = month.options[1]!.value;
    fireEvent.change(month, { target: { value: chosen } });
    fireEvent.click(screen.getByTestId('credit-statement'));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`/api/ew/buyer/credit/statement?month=${chosen}`))).toBe(true));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('finance pays an open invoice online: the gateway opens in a new window, and once the payment arrived the page says so and reloads the account', async () => {
    mine = member(['finance']);
    overview = { account, application: null, openInvoices: [invoice], canOrderOnAccount: true };
    let paid = false;
    const win = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => win));
    const calls = answerApi((path, init) => {
      if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
      if (init?.method === 'POST' && path === `/api/ew/buyer/credit/invoices/${invoice.invoiceNo}/pay`)
        return { data: { payUrl: '/sandbox-pay/sbx_0123456789abcdef01234567?lang=en', paymentId: 'p1', amount: invoice.due } };
      if (path.startsWith(`/api/ew/buyer/credit/invoices/${invoice.invoiceNo}/payment`))
        return { data: { invoiceNo: invoice.invoiceNo, invoiceStatus: paid ? 'paid' : 'open', payment: paid ? 'succeeded' : 'pending', due: paid ? eur(0) : invoice.due } };
      if (path.startsWith('/api/ew/buyer/credit/ledger')) return { data: { items: ledger, total: ledger.length } };
      if (path.startsWith('/api/ew/buyer/credit')) return { data: paid ? { ...overview, openInvoices: [] } : overview };
      return { data: null };
    });
    await open();
    const row = await screen.findByTestId(`credit-invoice-${invoice.invoiceNo}`);
    fireEvent.click(within(row).getByRole('button', { name: `Pay invoice ${invoice.invoiceNo} online` }));
    await waitFor(() => expect(win.location.href).toMatch(/\/sandbox-pay\/sbx_0123456789abcdef01234567\?lang=en$/));
    expect(win.opener).toBeNull();
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'POST')?.init?.body))).toEqual({ method: 'sandbox' });
    // Waiting for the gateway: said in the row, with a way to ask at once.
    expect((await within(row).findByTestId('credit-invoice-paying')).textContent).toContain('Complete the payment in the payment window');
    paid = true;
    fireEvent.click(within(row).getByTestId('credit-invoice-pay-check'));
    await waitFor(() => expect(useAlerts.getState().items.map((a) => a.message)).toContain(`Payment received: invoice ${invoice.invoiceNo} is paid.`));
    expect(await screen.findByText('No open invoices.')).toBeTruthy();
  });

  it('an admin may pay too (here in Chinese); a row with nothing left to pay has no button', async () => {
    mine = member(['admin']);
    overview = { account, application: null, openInvoices: [invoice, { ...invoice, invoiceNo: 'CI261101000002', status: 'paid', due: eur(0) }], canOrderOnAccount: false };
    api();
    await open('zh-CN');
    const row = await screen.findByTestId(`credit-invoice-${invoice.invoiceNo}`);
    expect(within(row).getByTestId('credit-invoice-pay').textContent).toBe('在线支付');
    expect(within(screen.getByTestId('credit-invoice-CI261101000002')).queryByTestId('credit-invoice-pay')).toBeNull();
  });

  it('reads in Finnish', async () => {
    mine = member(['admin']);
    overview = { account, application: null, openInvoices: [], canOrderOnAccount: false };
    api();
    await open('fi');
    expect((await screen.findByTestId('credit-status')).textContent).toBe('Voimassa');
    expect(screen.getByText('Avoimet laskut')).toBeTruthy();
    expect(screen.getByText('Ostotilausnumero on vapaaehtoinen laskulla maksetuissa tilauksissa.')).toBeTruthy();
  });
});
