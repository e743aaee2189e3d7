import type { ApprovalRule, ApprovalSettings, CategoryNode, CompanyRole } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { companyAnswer, eur } from '../test/fixtures';
import { Component as RulesPage } from './approval-rules-page';

// The rules and limits page: an admin adds a rule with the field its condition needs (a threshold
// typed as a decimal in the company's currency and sent in minor units; a whole number of lines; a
// category from the tree), and sees the form's and the server's refusals on the fields (no approver
// for the role: 422 on approverRole). Rules nobody can approve are flagged. Members' limits show
// spent, pending and left with the period. Anyone else reads it all without a control.

const rule = (over: Partial<ApprovalRule> = {}): ApprovalRule => ({
  id: 1,
  name: 'Large orders',
  condition: 'total',
  minTotal: eur(1_000_000),
  minLines: null,
  category: null,
  memberRole: null,
  approverRole: 'approver',
  level: 1,
  active: true,
  approvers: 2,
  version: 1,
  ...over,
});
const usage = (limit: number, spent: number, pending: number) => ({
  limit: eur(limit),
  period: 'month' as const,
  from: '2026-10-31T22:00:00.000Z',
  to: '2026-11-30T22:00:00.000Z',
  spent: eur(spent),
  pending: eur(pending),
  left: eur(Math.max(0, limit - spent - pending)),
});
const settings: ApprovalSettings = {
  currency: 'EUR',
  minorUnits: 2,
  timeZone: 'Europe/Helsinki',
  expiryDays: 7,
  company: usage(5_000_000, 1_200_000, 300_000),
  members: [
    { memberId: 9, userId: 70, name: 'Aino Virtanen', roles: ['admin'], limit: null },
    { memberId: 11, userId: 71, name: 'Bo Lind', roles: ['buyer'], limit: usage(1_000_000, 400_000, 250_000) },
  ],
  version: 3,
};
const tree: CategoryNode[] = [
  { categoryId: 5, key: 'optics', name: 'Optics', description: '', icon: '', productCount: 9, children: [{ categoryId: 6, key: 'sfp', name: 'SFP modules', description: '', icon: '', productCount: 4, children: [] }] },
];

let rules: ApprovalRule[];
function api(roles: CompanyRole[], write: (path: string, method: string, body: unknown) => ApiAnswer = () => ({ data: { id: 2 }, msg: 'Rule saved' })) {
  return answerApi((path, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return write(path, method, init?.body ? JSON.parse(String(init.body)) : null);
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: companyAnswer(roles) };
    if (path.startsWith('/api/ew/buyer/approvals/rules')) return { data: rules };
    if (path.startsWith('/api/ew/buyer/approvals/settings')) return { data: settings };
    if (path.includes('categor')) return { data: tree };
    return { status: 404 };
  });
}
const writes = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method && c.init.method !== 'GET').map((c) => ({ method: c.init!.method, path: c.path, body: c.init?.body ? JSON.parse(String(c.init.body)) : null }));
const open = (lang: 'en' | 'fi' = 'en') =>
  renderRoutes([{ path: '/accountCenter/approvals/rules', element: <RulesPage /> }], '/accountCenter/approvals/rules', { lang, namespaces: ['account', 'companies', 'approvals'] });

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true, loginUser: { userName: 'aino', userId: 70, email: 'aino@example.com' } as never });
  rules = [rule(), rule({ id: 3, name: 'Finance sign-off', condition: 'overLimit', minTotal: null, approverRole: 'finance', level: 2, approvers: 0 })];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null });
  useAlerts.setState({ items: [] });
});

describe('approval rules and limits', () => {
  it('lists the rules by level, flags one nobody can approve, and shows each member’s limit with the period', async () => {
    api(['admin']);
    await open();
    const rows = await screen.findAllByTestId('approval-rule');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Order total from €10,000.00'),
      expect.stringContaining('Over a spending limit'),
    ]);
    expect(within(rows[1]!).getByTestId('rule-no-approver').textContent).toBe('Nobody can approve');
    expect(screen.getByTestId('rules-no-approver').textContent).toContain('Finance sign-off');
    const bo = screen.getAllByTestId('approval-limit-row')[1]!;
    expect(bo.textContent).toContain('€10,000.00 per month');
    expect(bo.textContent).toContain('€4,000.00');
    expect(bo.textContent).toContain('€2,500.00');
    expect(bo.textContent).toContain('€3,500.00');
    // November in Helsinki: the period ends the day before `to`.
    expect(bo.textContent).toContain('Nov 1, 2026 – Nov 30, 2026');
    expect(screen.getByTestId('approval-company-usage').textContent).toContain('€35,000.00');
  });

  it('adds a rule: the threshold typed as a decimal is sent in minor units, with the field its condition needs only', async () => {
    const calls = api(['admin']);
    await open();
    fireEvent.click(await screen.findByTestId('rule-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('rule-name'), { target: { value: 'Big spend' } });
    fireEvent.change(within(dialog).getByTestId('rule-condition'), { target: { value: 'lines' } });
    fireEvent.change(within(dialog).getByTestId('rule-min-lines'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByTestId('rule-condition'), { target: { value: 'total' } });
    fireEvent.change(within(dialog).getByTestId('rule-min-total'), { target: { value: '2500,50' } });
    fireEvent.change(within(dialog).getByTestId('rule-approver-role'), { target: { value: 'approver' } });
    expect(within(dialog).getByText('0 active members can approve')).toBeTruthy();
    expect(within(dialog).getByTestId('rule-no-holder').textContent).toContain('No active member has the role Approver');
    fireEvent.change(within(dialog).getByTestId('rule-level'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'POST',
      path: '/api/ew/buyer/approvals/rules',
      body: { name: 'Big spend', condition: 'total', minTotal: 250050, approverRole: 'approver', level: 2, active: true },
    });
  });

  it('refuses in the form what the body’s schema refuses: a missing threshold, a threshold with three decimals, lines that are not a number', async () => {
    const calls = api(['admin']);
    await open();
    fireEvent.click(await screen.findByTestId('rule-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    // Nothing chosen yet: name, condition and approver are required.
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(3));
    fireEvent.change(within(dialog).getByTestId('rule-name'), { target: { value: 'Big spend' } });
    fireEvent.change(within(dialog).getByTestId('rule-condition'), { target: { value: 'total' } });
    fireEvent.change(within(dialog).getByTestId('rule-approver-role'), { target: { value: 'admin' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(within(dialog).getByTestId('rule-min-total').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('rule-min-total'), { target: { value: '10.005' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    expect(await within(dialog).findByText('Please check this value')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('rule-condition'), { target: { value: 'lines' } });
    fireEvent.change(within(dialog).getByTestId('rule-min-lines'), { target: { value: 'ten' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(within(dialog).getByTestId('rule-min-lines').getAttribute('aria-invalid')).toBe('true'));
    expect(writes(calls)).toEqual([]);
  });

  it('shows the server’s refusal on the field it names (no approver for the role) and keeps the dialog open', async () => {
    api(['admin'], () => ({ status: 422, msg: 'Check the form', data: { fields: { approverRole: 'Nobody in the company holds this role' } } }));
    await open();
    fireEvent.click(await screen.findByTestId('rule-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('rule-name'), { target: { value: 'Role rule' } });
    fireEvent.change(within(dialog).getByTestId('rule-condition'), { target: { value: 'overLimit' } });
    fireEvent.change(within(dialog).getByTestId('rule-approver-role'), { target: { value: 'finance' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    expect(await within(dialog).findByText('Nobody in the company holds this role')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(useAlerts.getState().items).toEqual([]);
  });

  it('changes a rule with its version, and a member’s limit in minor units', async () => {
    const calls = api(['admin']);
    await open();
    fireEvent.click((await screen.findAllByTestId('rule-edit'))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByTestId('rule-min-total') as HTMLInputElement).value).toBe('10000.00');
    fireEvent.change(within(dialog).getByTestId('rule-min-total'), { target: { value: '12000' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/ew/buyer/approvals/rules/1', body: { minTotal: 1_200_000, version: 1 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Change the limit of Bo Lind' }));
    const limit = await screen.findByRole('dialog');
    fireEvent.change(within(limit).getByTestId('limit-amount'), { target: { value: '15000' } });
    fireEvent.change(within(limit).getByTestId('limit-period'), { target: { value: 'quarter' } });
    fireEvent.click(within(limit).getByTestId('limit-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual({ method: 'PUT', path: '/api/ew/buyer/approvals/limits/11', body: { limit: { amount: 1_500_000, period: 'quarter' } } });
  });

  it('saves the settings: expiry, and the company-wide limit in minor units', async () => {
    const calls = api(['admin'], () => ({ data: null, msg: 'Saved' }));
    await open();
    fireEvent.change(await screen.findByTestId('settings-expiry'), { target: { value: '14' } });
    fireEvent.change(screen.getByTestId('settings-limit'), { target: { value: '60000' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/api/ew/buyer/approvals/settings',
      body: { currency: 'EUR', expiryDays: 14, companyLimit: { amount: 6_000_000, period: 'month' }, version: 3 },
    });
  });

  it('shows a buyer everything read-only, in Finnish', async () => {
    api(['buyer']);
    await open('fi');
    expect(await screen.findAllByTestId('approval-rule')).toHaveLength(2);
    expect(screen.queryByTestId('rule-add')).toBeNull();
    expect(screen.queryByTestId('rule-edit')).toBeNull();
    expect(screen.queryByTestId('limit-edit')).toBeNull();
    expect(screen.queryByTestId('approval-settings-form')).toBeNull();
    expect(screen.getByText('Mitkä tilaukset tarvitsevat hyväksynnän ja paljonko kukin jäsen saa käyttää. Vain yrityksenne pääkäyttäjät voivat muuttaa niitä.')).toBeTruthy();
  });
});
