import type { StaffAccount, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { setUpStaffTestSession } from '../../../test/staff-session';
import { Component as ConsoleStaffPage } from './console-staff-page';

// /console/staff (issue 27): each account's status and last sign-in, and the dialogs that edit,
// disable and reset it, with the staff API answered at the fetch level.

const account = (a: Partial<StaffAccount> & Pick<StaffAccount, 'staffId' | 'name' | 'email'>): StaffAccount => ({
  roles: ['agent'],
  active: true,
  disabledReason: null,
  disabledAt: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  twoFactor: 'off',
  ...a,
});
const STAFF: StaffAccount[] = [
  account({ staffId: 1, name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'], lastLoginAt: '2026-11-20T08:00:00.000Z', twoFactor: 'on' }),
  account({ staffId: 2, name: 'Sam Sales', email: 'sam@example.com', roles: ['sales'] }),
  account({ staffId: 4, name: 'Fay Finance', email: 'fay@example.com', roles: ['finance'], twoFactor: 'missing' }),
  account({ staffId: 3, name: 'Gone Agent', email: 'gone@example.com', active: false, disabledReason: 'Left the company', disabledAt: '2026-11-01T00:00:00.000Z' }),
];
// Cast: the signed-in member as /staff/me answers it (later fields of StaffMe are not read here).
const ada = { staffId: 1, email: 'ada@example.com', name: 'Ada Admin', roles: ['admin'], permissions: ['staff.manage'] } as StaffMe;

const api = (write: (method: string, path: string, body: unknown) => ApiAnswer = () => ({ data: null, msg: 'Saved' })) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: ada };
    if (init?.method && init.method !== 'GET') return write(init.method, path, JSON.parse(String(init.body ?? '{}')));
    return { data: STAFF };
  });
const writes = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method && c.init.method !== 'GET');
const open = () => renderRoutes([{ path: '/console/staff', element: <ConsoleStaffPage /> }], '/console/staff', { namespaces: ['console', 'account', 'console-staff'] });

setUpStaffTestSession();

describe('console staff page', () => {
  it('shows each member’s status, reason, two-factor sign-in and last sign-in; no one is offered to disable themselves', async () => {
    api();
    await open();
    const table = await screen.findByTestId('staff-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'E-mail', 'Roles', 'Status', 'Two-factor sign-in', 'Last sign-in', 'Actions']);
    // Whether each has two-factor sign-in, and who must set it up (finance and admin).
    expect(['1', '2', '4'].map((id) => screen.getByTestId(`staff-2fa-${id}`).textContent)).toEqual(['On', 'Off', 'Required, not set up']);
    const me = screen.getByTestId('staff-1');
    expect(me.textContent).toContain('(you)');
    expect(me.textContent).toContain('2026');
    expect(within(me).queryByTestId('staff-disable-1')).toBeNull();
    expect(screen.getByTestId('staff-2').textContent).toContain('Never');
    const gone = screen.getByTestId('staff-3');
    expect(gone.textContent).toContain('Disabled');
    expect(gone.textContent).toContain('Left the company');
    expect(within(gone).getByTestId('staff-enable-3')).toBeTruthy();
  });

  it('the edit dialog requires a role and sends the name and roles', async () => {
    const calls = api();
    await open();
    fireEvent.click(await screen.findByTestId('staff-edit-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam Sales' });
    const roles = within(dialog).getByTestId('staff-edit-roles');
    fireEvent.click(within(roles).getByLabelText('Sales'));
    fireEvent.click(within(dialog).getByTestId('staff-edit-save'));
    expect(await within(dialog).findByText('Choose at least one role')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Samuel Sales' } });
    fireEvent.click(within(roles).getByLabelText('Finance'));
    fireEvent.click(within(roles).getByLabelText('Administrator'));
    fireEvent.click(within(dialog).getByTestId('staff-edit-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ path: '/api/ew/staff/staff/2', init: { method: 'PUT' } });
    expect(JSON.parse(String(writes(calls)[0]!.init!.body))).toEqual({ name: 'Samuel Sales', roles: ['finance', 'admin'] });
  });

  it('disabling asks for a reason; a forced reset asks once more', async () => {
    const calls = api();
    await open();
    fireEvent.click(await screen.findByTestId('staff-disable-2'));
    const form = await screen.findByTestId('staff-disable-form');
    fireEvent.click(within(form).getByTestId('staff-disable-confirm'));
    await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).toBeTruthy());
    expect(writes(calls)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'On leave' } });
    fireEvent.click(within(form).getByTestId('staff-disable-confirm'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ path: '/api/ew/staff/staff/2/disable' });
    expect(JSON.parse(String(writes(calls)[0]!.init!.body))).toEqual({ reason: 'On leave' });

    fireEvent.click(screen.getByTestId('staff-reset-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Sam Sales' });
    expect(dialog.textContent).toContain('sam@example.com');
    fireEvent.click(within(dialog).getByTestId('staff-reset-confirm'));
    await waitFor(() => expect(writes(calls).map((c) => c.path)).toContain('/api/ew/staff/staff/2/password-reset'));
  });
});
