import type { ApprovalList, CompanyRole, MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { companyAnswer, summary } from '../test/fixtures';
import { Component as ApprovalsPage } from './approvals-page';

// /accountCenter/approvals: an approver lands on the queue (its count in the tab), a buyer on
// their own requests; admins and approvers also get "All"; the state filter and the tab are in
// the address and in the request; each row says number, total, lines, requester, level, state,
// expiry; an empty view says what approvals are; a buyer without a company learns where they start.

let lists: Record<string, ApprovalList>;
function api(mine: MyCompanyAnswer) {
  return answerApi((path) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
    if (path.startsWith('/api/ew/buyer/approvals/requests')) {
      const view = new URL(path, 'http://x').searchParams.get('view') ?? 'mine';
      return { data: lists[view] ?? { items: [], total: 0, queue: 3 } };
    }
    return { status: 404 };
  });
}
const requestCalls = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/buyer/approvals/requests')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));
const open = (url = '/accountCenter/approvals', lang: 'en' | 'zh-CN' = 'en') =>
  renderRoutes([{ path: '/accountCenter/approvals', element: <ApprovalsPage /> }], url, { lang, namespaces: ['account', 'companies', 'approvals'] });
const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true, loginUser: { userName: 'aino', userId: 70, email: 'aino@example.com' } as never });
  lists = {
    queue: { items: [summary({ canDecide: true })], total: 1, queue: 3 },
    mine: { items: [], total: 0, queue: 3 },
    all: { items: [summary(), summary({ requestNo: 'AR261127000004', status: 'approved', currentLevel: null, orderNo: 'YT1' })], total: 2, queue: 3 },
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null });
  useAlerts.setState({ items: [] });
});

const roles = (r: CompanyRole[]) => companyAnswer(r);

describe('approval requests list', () => {
  it('opens an approver on the queue, counted in its tab, with each request’s facts', async () => {
    const calls = api(roles(['approver']));
    await open();
    const row = await screen.findByTestId('approval-request');
    expect(tabs()).toEqual(['Waiting for me3', 'My requests', "All of the company's"]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Waiting for me3');
    expect(within(row).getByRole('link', { name: 'AR261128000001' }).getAttribute('href')).toBe('/accountCenter/approvals/detail?no=AR261128000001');
    expect(row.textContent).toContain('€12,500.00');
    expect(row.textContent).toContain('Bo Lind');
    expect(row.textContent).toContain('Level 1');
    expect(row.textContent).toContain('your turn');
    expect(within(row).getByTestId('approval-status').textContent).toBe('Waiting for approval');
    expect(requestCalls(calls).at(-1)).toMatchObject({ view: 'queue', page: '1' });
  });

  it('opens a buyer on their own requests, with no "All" tab, and an empty state that says what approvals are', async () => {
    api(roles(['buyer']));
    await open();
    const empty = await screen.findByTestId('approvals-empty');
    expect(tabs()).toEqual(['Waiting for me3', 'My requests']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('My requests');
    expect(empty.textContent).toContain('You have no approval requests');
    expect(empty.textContent).toContain("An approval request is an order that your company's rules send to an approver first");
  });

  it('asks for the tab and the state chosen, and keeps them in the address', async () => {
    const calls = api(roles(['admin']));
    const { router } = await open();
    await screen.findByTestId('approvals-empty');
    fireEvent.click(screen.getByRole('tab', { name: "All of the company's" }));
    await waitFor(() => expect(screen.getAllByTestId('approval-request')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('approvals-status-filter'), { target: { value: 'approved' } });
    await waitFor(() => expect(requestCalls(calls).at(-1)).toMatchObject({ view: 'all', status: 'approved' }));
    expect(router.state.location.search).toBe('?view=all&status=approved');
  });

  it('tells a buyer without a company what approvals are and where to apply, in Chinese', async () => {
    const calls = api({ membership: null, application: null });
    await open('/accountCenter/approvals', 'zh-CN');
    const none = await screen.findByTestId('approvals-no-company');
    expect(none.textContent).toContain('审批功能仅适用于企业账户');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/accountCenter/company/apply');
    expect(requestCalls(calls)).toEqual([]);
  });
});
