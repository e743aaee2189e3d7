import type { MyCompanyAnswer } from '@netshop/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { companyAnswer, summary } from '../test/fixtures';
import { PendingApprovalsBanner } from './pending-banner';

// The orders page's line about the buyer's own orders waiting for approval (they are not orders
// yet, so the list does not show them): counted from the pending requests, linking to them; no
// line without any, and no request at all for a buyer without an active company.

function api(mine: MyCompanyAnswer, pending: number) {
  return answerApi((path) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
    if (path.startsWith('/api/ew/buyer/approvals/requests')) return { data: { items: Array.from({ length: pending }, () => summary()), total: pending, queue: 0 } };
    return { status: 404 };
  });
}
const open = (lang: 'en' | 'zh-CN' = 'en') =>
  renderRoutes([{ path: '/accountCenter/orders', element: <PendingApprovalsBanner /> }], '/accountCenter/orders', { lang, namespaces: ['approvals'] });
const asked = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/buyer/approvals/requests')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

describe('pending approvals banner', () => {
  it('counts the buyer’s pending requests and links to them', async () => {
    const calls = api(companyAnswer(['buyer']), 2);
    await open();
    const banner = await screen.findByTestId('orders-pending-approvals');
    expect(banner.textContent).toContain('2 of your orders are waiting for approval.');
    expect(screen.getByRole('link', { name: 'See them' }).getAttribute('href')).toBe('/accountCenter/approvals?view=mine&status=pending');
    expect(asked(calls)).toEqual([expect.objectContaining({ view: 'mine', status: 'pending' })]);
  });

  it('says nothing when none waits, and asks nothing for a buyer without a company', async () => {
    const none = api(companyAnswer(['buyer']), 0);
    await open('zh-CN');
    await waitFor(() => expect(asked(none)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('orders-pending-approvals')).toBeNull();
    cleanup();
    const calls = api({ membership: null, application: null }, 3);
    await open();
    // The membership answered (no company): nothing more is asked.
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/ew/buyer/companies/mine'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('orders-pending-approvals')).toBeNull();
    expect(asked(calls)).toEqual([]);
  });
});
