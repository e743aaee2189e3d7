import type { ApprovalRequestDetail, CompanyRole } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { companyAnswer, detail } from '../test/fixtures';
import { Component as DetailPage } from './approval-detail-page';

// One approval request: the approver whose level waits approves or rejects with a comment (the
// body sent is the contract's); everyone else is told why they cannot — their own request (they
// may withdraw it), a role of a later level, another role; checkout's `sent=1` says to whom it
// went; the outcome says what became of it (the order, or the reason it went back); a request of
// another company is a "not found" page, not an error alert.

let request: ApprovalRequestDetail;
function api(roles: CompanyRole[], write: (path: string, body: unknown) => ApiAnswer = () => ({ data: { status: 'pending', currentLevel: 2, orderNo: null, returnReason: null }, msg: 'Approved' })) {
  return answerApi((path, init) => {
    if (init?.method === 'POST') return write(path, init.body ? JSON.parse(String(init.body)) : null);
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: companyAnswer(roles) };
    if (path.startsWith('/api/ew/buyer/approvals/requests/AR261128000001')) return { data: request };
    if (path.startsWith('/api/ew/buyer/approvals/requests/')) return { status: 404, msg: 'Not found' };
    return { status: 404 };
  });
}
const open = (url = '/accountCenter/approvals/detail?no=AR261128000001', lang: 'en' | 'fr' = 'en') =>
  renderRoutes([{ path: '/accountCenter/approvals/detail', element: <DetailPage /> }], url, { lang, namespaces: ['account', 'companies', 'approvals'] });
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST').map((c) => ({ path: c.path, body: c.init?.body ? JSON.parse(String(c.init.body)) : null }));
const me = (userId: number) => useSite.getState().set({ loadAllData: true, loginUser: { userName: 'me', userId, email: 'me@example.com' } as never });

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  me(70);
  request = detail();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null });
  useAlerts.setState({ items: [] });
});

describe('approval request page', () => {
  it('shows the request: lines, total, address, payment on account with the PO number, remark and the levels', async () => {
    api(['approver']);
    await open();
    expect((await screen.findByTestId('approval-lines')).textContent).toContain('SFP-10G-LR');
    expect(screen.getByTestId('approval-total').textContent).toContain('12,500.00');
    expect(screen.getByTestId('approval-payment').textContent).toBe('On account, PO number PO-7781');
    expect(screen.getByTestId('approval-facts').textContent).toContain('Mannerheimintie 1');
    expect(screen.getByTestId('approval-facts').textContent).toContain('Deliver to the loading dock');
    const steps = screen.getAllByTestId('approval-step');
    expect(steps.map((s) => within(s).getByTestId('approval-step-state').textContent)).toEqual(['Waiting', 'Next']);
    expect(steps[0]!.textContent).toContain('Level 1 · Approver');
    expect(steps[0]!.textContent).toContain('Rules: Large orders');
  });

  it('names the quotation of a quotation’s acceptance (inquiry number and version) with its lines', async () => {
    request = detail({ kind: 'quotation', quotationNo: 'IQ261128100001 V2', remark: 'IQ261128100001', paymentTerms: 'now', poNumber: null });
    api(['approver']);
    await open();
    expect((await screen.findByTestId('approval-quotation')).textContent).toBe('IQ261128100001 V2');
    expect(screen.getByTestId('approval-lines').textContent).toContain('SFP-10G-LR');
    expect(screen.getByText('Quotation acceptance')).toBeTruthy();
  });

  it('lets the approver of the waiting level approve or reject with a comment', async () => {
    request = detail({ canDecide: true });
    const calls = api(['approver']);
    await open();
    fireEvent.change(await screen.findByTestId('approval-comment'), { target: { value: '  Budget checked  ' } });
    fireEvent.click(screen.getByTestId('approval-approve'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({ path: '/api/ew/buyer/approvals/requests/AR261128000001/decision', body: { decision: 'approve', comment: 'Budget checked', level: 1 } });
    await waitFor(() => expect(useAlerts.getState().items.map((a) => a.message)).toContain('Approved'));
    fireEvent.click(screen.getByTestId('approval-reject'));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.body).toEqual({ decision: 'reject', comment: '', level: 1 });
  });

  it('says whether approving places the order (last level) or passes it on to the next level', async () => {
    request = detail({ canDecide: true });
    api(['approver']);
    await open();
    expect((await screen.findByTestId('approval-decide-lead')).textContent).toBe('You decide level 1; level 2 decides after you.');
    cleanup();
    request = detail({ canDecide: true, currentLevel: 2, steps: [{ ...detail().steps[0]!, decision: 'approved', by: 'Camille Martin', at: '2026-11-28T09:00:00.000Z' }, detail().steps[1]!] });
    api(['finance']);
    await open();
    expect((await screen.findByTestId('approval-decide-lead')).textContent).toContain('the last one: approving places the order at once');
  });

  it('blocks a comment over 500 characters before sending', async () => {
    request = detail({ canDecide: true });
    const calls = api(['approver']);
    await open();
    fireEvent.change(await screen.findByTestId('approval-comment'), { target: { value: 'x'.repeat(501) } });
    expect((screen.getByTestId('approval-approve') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('approval-reject') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Up to 500 characters')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('shows the server’s refusal in the panel (someone decided first), in its own words, not as a generic 403', async () => {
    request = detail({ canDecide: true });
    api(['approver'], () => ({ status: 403, msg: 'You cannot approve your own request' }));
    await open();
    fireEvent.click(await screen.findByTestId('approval-approve'));
    expect((await screen.findByTestId('approval-problem')).textContent).toBe('You cannot approve your own request');
    expect(useAlerts.getState().items).toEqual([]);
  });

  it('tells the requester it is their own request and lets them withdraw it after a confirmation', async () => {
    me(71);
    const calls = api(['buyer', 'approver'], () => ({ data: null, msg: 'Request withdrawn' }));
    await open();
    const why = await screen.findByTestId('approval-why-not');
    expect(why.getAttribute('data-why')).toBe('own');
    expect(why.textContent).toContain('This is your own request');
    expect(screen.queryByTestId('approval-approve')).toBeNull();
    fireEvent.click(screen.getByTestId('approval-cancel'));
    expect(posts(calls)).toEqual([]);
    fireEvent.click(await screen.findByTestId('approval-cancel-confirm'));
    await waitFor(() => expect(posts(calls)).toEqual([{ path: '/api/ew/buyer/approvals/requests/AR261128000001/cancel', body: null }]));
  });

  it('tells a finance member that level 1 decides first, and a viewer which role the level waits for', async () => {
    api(['finance']);
    await open();
    expect((await screen.findByTestId('approval-why-not')).textContent).toBe('Level 1 (Approver) decides first; your level comes after it.');
    expect(screen.queryByTestId('approval-cancel')).toBeNull();
    cleanup();
    api(['viewer']);
    await open();
    expect((await screen.findByTestId('approval-why-not')).textContent).toBe('Level 1 is waiting for a member with the role Approver.');
  });

  it('says to whom checkout sent the order (sent=1), in French', async () => {
    me(71);
    api(['buyer']);
    await open('/accountCenter/approvals/detail?no=AR261128000001&sent=1', 'fr');
    const sent = await screen.findByTestId('approval-sent');
    expect(sent.textContent).toContain('Votre commande a été envoyée pour approbation à : Approbateur (niveau 1).');
    expect(sent.textContent).toContain('Rien n’est réservé');
  });

  it('links the order an approved request became, and gives the reason of one sent back', async () => {
    request = detail({
      status: 'approved',
      currentLevel: null,
      orderNo: 'YT261128000009',
      steps: [{ level: 1, approverRole: 'approver', rules: ['Large orders'], decision: 'approved', by: 'Aino Virtanen', at: '2026-11-28T09:00:00.000Z', comment: 'OK' }],
    });
    api(['buyer']);
    await open();
    expect((await screen.findByTestId('approval-order-link')).getAttribute('href')).toBe('/accountCenter/orders/detail?orderNo=YT261128000009');
    expect(screen.getByTestId('approval-step').textContent).toContain('Approved by Aino Virtanen');
    expect(screen.queryByTestId('approval-decision')).toBeNull();
    cleanup();
    request = detail({ status: 'returned', currentLevel: null, returnReason: 'SFP+ 10G LR is out of stock' });
    api(['buyer']);
    await open();
    const outcome = await screen.findByTestId('approval-outcome');
    expect(outcome.textContent).toContain('Reason: SFP+ 10G LR is out of stock');
    expect(outcome.textContent).toContain('Nothing was ordered');
  });

  it('says a request it cannot read (another company’s, a wrong number) is not found, without an error alert', async () => {
    api(['buyer']);
    await open('/accountCenter/approvals/detail?no=AR261128999999');
    expect(await screen.findByTestId('approval-not-found')).toBeTruthy();
    expect(useAlerts.getState().items).toEqual([]);
    cleanup();
    const calls = api(['buyer']);
    await open('/accountCenter/approvals/detail?no=..%2F1');
    expect(await screen.findByTestId('approval-not-found')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/approvals/requests'))).toEqual([]);
  });
});
