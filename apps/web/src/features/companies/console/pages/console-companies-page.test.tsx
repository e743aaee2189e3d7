import type { StaffCompanyDetail, StaffCompanyList, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleCompaniesPage } from './console-companies-page';
import { Component as ConsoleCompanyPage } from './console-company-page';

// /console/companies and a company's page (issue 29), with the staff API answered at the fetch
// level: the queue opens on the applications with counts per status and searches on the server;
// a decision asks for its note first — a rejection, suspension or closing is not sent without a
// reason — and sends it with the version read; a role that may only read sees no decision.

const applicant = { userId: 31, name: 'Aino Virtanen', email: 'aino@verkkotalo.example' };
const company = {
  id: 12,
  name: 'Verkkotalo Oy',
  countryId: 4,
  countryCode: 'FI',
  country: 'Finland',
  taxNo: 'FI12345678',
  address: 'Mannerheimintie 1',
  city: 'Helsinki',
  postcode: '00100',
  industry: 'integrator' as const,
  phone: '+358 40 555 0100',
  status: 'pending' as const,
  statusReason: '',
  createdAt: '2026-11-27T09:00:00.000Z',
  files: [{ id: '0b8f1c5e-3c1a-4f43-9a31-1f2d3c4b5a69', name: 'kaupparekisteriote.pdf', size: 48_000, url: '/api/common/files/0b8f1c5e-3c1a-4f43-9a31-1f2d3c4b5a69?t=signed' }],
  version: 3,
};
const DETAIL: StaffCompanyDetail = {
  company,
  applicant,
  members: [{ id: 5, userId: 31, name: applicant.name, email: applicant.email, roles: ['admin'], active: true, joinedAt: company.createdAt, deactivatedAt: null }],
  invitations: [],
  events: [{ id: 1, kind: 'applied', note: '', actor: applicant.name, createdAt: company.createdAt }],
  orders: { count: 0, lastAt: null },
  reviewed: null,
};
const LIST: StaffCompanyList = {
  items: [{ id: 12, name: company.name, countryCode: 'FI', taxNo: company.taxNo, status: 'pending', applicant, members: 1, createdAt: company.createdAt }],
  total: 1,
  counts: { pending: 1, active: 4, suspended: 1, closed: 0, rejected: 2 },
};
const sales = { staffId: 4, email: 'sanna@yt-networks.example', name: 'Sanna', roles: ['sales'], permissions: [] } as unknown as StaffMe;
const finance = { staffId: 6, email: 'fia@yt-networks.example', name: 'Fia', roles: ['finance'], permissions: [] } as unknown as StaffMe;

function api(me: StaffMe) {
  return answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: me };
    if (path.endsWith('/companies/12/decision')) {
      const body = JSON.parse(String(init?.body)) as { decision: string; note: string };
      const status = body.decision === 'reject' ? 'rejected' : 'active';
      return { data: { ...DETAIL, company: { ...company, status, statusReason: body.decision === 'reject' ? body.note : '', version: 4 } }, msg: 'Saved' };
    }
    if (path.startsWith('/api/ew/staff/companies/12')) return { data: DETAIL };
    return { data: LIST };
  });
}
const openCompany = () => renderRoutes([{ path: '/console/companies/:id', element: <ConsoleCompanyPage /> }], '/console/companies/12', { lang: 'en', namespaces: ['console', 'account', 'console-companies'] });
const decisions = (calls: ReturnType<typeof api>) => calls.filter((c) => c.path.endsWith('/decision')).map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>);

setUpStaffTestSession();

describe('console companies', () => {
  it('opens on the applications with counts per status, and searches on the server', async () => {
    const calls = api(finance);
    await renderRoutes([{ path: '/console/companies', element: <ConsoleCompaniesPage /> }], '/console/companies', { lang: 'en', namespaces: ['console', 'account', 'console-companies'] });
    const row = await screen.findByTestId('company-row-12');
    expect(row.textContent).toContain('aino@verkkotalo.example');
    expect(within(row).getByRole('link', { name: 'Verkkotalo Oy' }).getAttribute('href')).toBe('/console/companies/12');
    expect(screen.getByTestId('companies-tab-pending').textContent).toBe('Applications (1)');
    expect(screen.getByTestId('companies-tab-all').textContent).toBe('All (8)');
    expect(calls.some((c) => c.path.startsWith('/api/ew/staff/companies?') && c.path.includes('status=pending'))).toBe(true);
    fireEvent.change(screen.getByTestId('companies-search'), { target: { value: 'FI1234' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('q=FI1234'))).toBe(true));
  });

  it('a rejection is not sent without a reason; with one it is sent over the version read and the page shows the outcome', async () => {
    const calls = api(sales);
    await openCompany();
    fireEvent.click(await screen.findByTestId('company-reject'));
    const form = await screen.findByTestId('company-decision-form');
    fireEvent.click(within(form).getByTestId('company-decision-confirm'));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(decisions(calls)).toEqual([]);
    // Spaces are no reason either.
    fireEvent.change(within(form).getByTestId('company-decision-note'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByTestId('company-decision-confirm'));
    await waitFor(() => expect(within(form).getByTestId('company-decision-note').getAttribute('aria-invalid')).toBe('true'));
    expect(decisions(calls)).toEqual([]);
    fireEvent.change(within(form).getByTestId('company-decision-note'), { target: { value: 'The trade register extract is unreadable' } });
    fireEvent.click(within(form).getByTestId('company-decision-confirm'));
    await waitFor(() => expect(decisions(calls)).toEqual([{ decision: 'reject', note: 'The trade register extract is unreadable', version: 3 }]));
    expect((await screen.findByTestId('company-reason')).textContent).toBe('The trade register extract is unreadable');
    expect(screen.getByTestId('company-status').textContent).toBe('Rejected');
    expect(screen.queryByTestId('company-approve')).toBeNull();
  });

  it('approving asks for an optional note and sends it', async () => {
    const calls = api(sales);
    await openCompany();
    expect((await screen.findByRole('link', { name: /kaupparekisteriote\.pdf/ })).getAttribute('href')).toContain('?t=signed');
    fireEvent.click(screen.getByTestId('company-approve'));
    const form = await screen.findByTestId('company-decision-form');
    expect(within(form).getByText(/Optional/)).toBeTruthy();
    fireEvent.click(within(form).getByTestId('company-decision-confirm'));
    await waitFor(() => expect(decisions(calls)).toEqual([{ decision: 'approve', note: '', version: 3 }]));
    await waitFor(() => expect(screen.getByTestId('company-status').textContent).toBe('Active'));
  });

  it('finance reads the company but has no decision to take', async () => {
    api(finance);
    await openCompany();
    expect((await screen.findByTestId('company-read-only')).textContent).toContain('not decide');
    expect(screen.queryByTestId('company-approve')).toBeNull();
    expect(screen.getByTestId('company-history').textContent).toContain('Applied');
  });
});
