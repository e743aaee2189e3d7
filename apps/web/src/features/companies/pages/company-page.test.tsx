import { effectivePermissions, type Company, type CompanyMembers, type CompanyRole, type MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as CompanyPage } from './company-page';

// The company's page: every member sees the members with their roles; only an admin of an active
// company gets the controls (invite with roles, change roles, deactivate after a confirmation that
// says sessions end and orders stay, revoke an invitation), and the server's refusal of removing
// the last admin is shown in the dialog. A suspended company says why above the readable tabs.

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const company: Company = {
  id: 3,
  name: 'Pohjolan Verkko Oy',
  countryId: 6,
  countryCode: 'FI',
  country: 'Finland',
  taxNo: 'FI12345678',
  address: 'Mannerheimintie 1',
  city: 'Helsinki',
  postcode: '00100',
  industry: 'isp',
  phone: '+358 9 1234 5678',
  status: 'active',
  statusReason: '',
  createdAt: '2030-01-02T08:00:00.000Z',
  files: [],
  version: 2,
};
const members: CompanyMembers = {
  members: [
    { id: 1, userId: 10, name: 'Aino Virtanen', email: 'aino@pohjola.example', roles: ['admin', 'buyer'], active: true, joinedAt: '2030-01-03T08:00:00.000Z', deactivatedAt: null },
    { id: 2, userId: 11, name: 'Mikko Laine', email: 'mikko@pohjola.example', roles: ['finance'], active: true, joinedAt: '2030-01-04T08:00:00.000Z', deactivatedAt: null },
    { id: 3, userId: 12, name: 'Old Colleague', email: 'old@pohjola.example', roles: ['buyer'], active: false, joinedAt: '2030-01-04T08:00:00.000Z', deactivatedAt: '2030-01-05T08:00:00.000Z' },
  ],
  invitations: [{ id: 7, email: 'sanna@pohjola.example', roles: ['viewer'], status: 'pending', invitedBy: 'Aino Virtanen', createdAt: '2030-01-05T08:00:00.000Z', expiresAt: '2030-01-12T08:00:00.000Z' }],
};
const answer = (roles: CompanyRole[], status: Company['status'] = 'active', reason = ''): MyCompanyAnswer => ({
  membership: { company: { ...company, status, statusReason: reason }, memberId: 1, roles, permissions: effectivePermissions(status, roles) },
  application: null,
});

let mine: MyCompanyAnswer;
function api(write: (path: string, method: string, body: unknown) => ApiAnswer = () => ({ data: null, msg: 'Saved' })) {
  return answerApi((path, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return write(path, method, init?.body ? JSON.parse(String(init.body)) : null);
    if (path.startsWith('/api/ew/buyer/companies/mine/members')) return { data: mine.membership?.permissions.includes('members.manage') ? members : { ...members, invitations: [] } };
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
    return { data: null };
  });
}
const open = (url = '/accountCenter/company?tab=members', lang: 'en' | 'fi' = 'en') =>
  renderRoutes(
    [
      { path: '/accountCenter/company', element: <CompanyPage /> },
      { path: '/accountCenter/company/apply', element: <p>apply page</p> },
    ],
    url,
    { lang, namespaces: ['account', 'companies'] },
  );
const writes = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method && c.init.method !== 'GET').map((c) => ({ method: c.init!.method, path: c.path, body: c.init?.body ? JSON.parse(String(c.init.body)) : null }));

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true, loginUser: { userName: 'aino', userId: 10, email: 'aino@pohjola.example' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null });
  useAlerts.setState({ items: [] });
});

describe('company members', () => {
  it('gives an admin the invite form, role changes, deactivation and revoking', async () => {
    mine = answer(['admin', 'buyer']);
    const calls = api();
    await open();
    const rows = await screen.findAllByTestId('company-member');
    expect(rows.map((r) => within(r).getByTestId('role-chips').textContent)).toEqual(['AdministratorBuyer', 'Finance', 'Buyer']);
    expect(rows[0]!.textContent).toContain('Aino Virtanen (you)');
    expect(screen.getByTestId('invite-form')).toBeTruthy();
    expect(screen.getAllByTestId('member-roles')).toHaveLength(2);
    expect(screen.getAllByTestId('member-deactivate')).toHaveLength(2);
    // A deactivated member has no controls.
    expect(within(rows[2]!).queryByTestId('member-deactivate')).toBeNull();

    // Invite with roles chosen by checkbox (buyer is ticked at first).
    fireEvent.change(screen.getByLabelText("Colleague's e-mail"), { target: { value: 'pekka@pohjola.example' } });
    const invite = screen.getByTestId('invite-form');
    fireEvent.click(within(invite).getByLabelText(/^Finance/));
    fireEvent.click(within(invite).getByLabelText(/^Buyer/));
    fireEvent.click(screen.getByTestId('invite-send'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({ method: 'POST', path: '/api/ew/buyer/companies/mine/invitations', body: { email: 'pekka@pohjola.example', roles: ['finance'] } });

    // Change Mikko's roles.
    fireEvent.click(screen.getByRole('button', { name: 'Change the roles of Mikko Laine' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/^Viewer/));
    fireEvent.click(within(dialog).getByTestId('member-roles-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual({ method: 'PUT', path: '/api/ew/buyer/companies/mine/members/2', body: { roles: ['finance', 'viewer'] } });

    fireEvent.click(screen.getByTestId('invitation-revoke'));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2]).toMatchObject({ method: 'DELETE', path: '/api/ew/buyer/companies/mine/invitations/7' });
  });

  it('asks before deactivating, saying sessions end and orders stay, and shows the server’s refusal of the last admin', async () => {
    mine = answer(['admin']);
    const calls = api((path) => (path.endsWith('/deactivate') ? { status: 409, msg: 'A company always keeps at least one active admin' } : { data: null }));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Aino Virtanen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('every session of theirs ends');
    expect(dialog.textContent).toContain('stay with the company');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('member-deactivate-confirm'));
    expect((await within(dialog).findByTestId('member-dialog-problem')).textContent).toBe('A company always keeps at least one active admin');
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/ew/buyer/companies/mine/members/1/deactivate', body: null }]);
    // The refusal is said once, in the dialog, not again under its backdrop.
    expect(useAlerts.getState().items).toEqual([]);
  });

  it('shows a viewer the members and their roles without any control', async () => {
    mine = answer(['viewer']);
    api();
    await open();
    expect(await screen.findAllByTestId('company-member')).toHaveLength(3);
    expect(screen.queryByTestId('invite-form')).toBeNull();
    expect(screen.queryByTestId('member-roles')).toBeNull();
    expect(screen.queryByTestId('member-deactivate')).toBeNull();
    expect(screen.queryByTestId('company-invitation')).toBeNull();
    expect(screen.getByText("The company's admins invite colleagues and change roles.")).toBeTruthy();
  });

  it('says why a suspended company is suspended, keeps it readable, and takes away an admin’s controls', async () => {
    mine = answer(['admin', 'buyer'], 'suspended', 'Unpaid invoices');
    api();
    await open('/accountCenter/company', 'fi');
    const banner = await screen.findByTestId('company-status-banner');
    expect(banner.textContent).toContain('Tämä yritystili on keskeytetty.');
    expect(banner.textContent).toContain('Syy: Unpaid invoices');
    expect(screen.getByTestId('company-facts').textContent).toContain('FI12345678');
    expect(screen.queryByTestId('company-edit')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Jäsenet ja kutsut' }));
    expect(await screen.findAllByTestId('company-member')).toHaveLength(3);
    expect(screen.queryByTestId('invite-form')).toBeNull();
    expect(screen.queryByTestId('member-deactivate')).toBeNull();
  });

  it('lists the roles × permissions and links the company’s records it may read', async () => {
    mine = answer(['finance']);
    api();
    await open('/accountCenter/company?tab=roles');
    expect(await screen.findAllByTestId('role-matrix-row')).toHaveLength(18);
    const manage = screen.getAllByTestId('role-matrix-row')[0]!;
    expect(within(manage).getByRole('rowheader').textContent).toContain('Company data');
    expect(Array.from(manage.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['Yes', 'No', 'No', 'No', 'No']);
    fireEvent.click(screen.getByRole('tab', { name: 'Orders, quotations and more' }));
    expect((await screen.findByTestId('company-record-orders')).getAttribute('href')).toBe('/accountCenter/orders?scope=company');
    expect(screen.getByTestId('company-record-invoices').getAttribute('href')).toBe('/accountCenter/invoice?scope=company');
    // Every member reads the approval rules and limits (issue 30).
    expect(screen.getByTestId('company-record-approvals').getAttribute('href')).toBe('/accountCenter/approvals/rules');
    // Finance reads no quotations, addresses or lists.
    expect(screen.queryByTestId('company-record-quotations')).toBeNull();
    expect(screen.queryByTestId('company-record-addresses')).toBeNull();
  });

  it('sends a buyer without a company to the application', async () => {
    mine = { membership: null, application: null };
    api();
    await open('/accountCenter/company');
    expect(await screen.findByText('apply page')).toBeTruthy();
  });
});
