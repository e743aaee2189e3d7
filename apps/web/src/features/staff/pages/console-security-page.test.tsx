import type { StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { setUpStaffTestSession } from '../../../test/staff-session';
import { Component as ConsoleSecurityPage } from './console-security-page';

// /console/security (issue 27): enrolling an authenticator with the server's QR code and a first
// code, the recovery codes shown once, and an administrator's reset of another member.

const ada = { staffId: 1, email: 'ada@example.com', name: 'Ada Admin', roles: ['admin'], permissions: ['staff.manage'], mustEnrol: true } as StaffMe;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';

const open = () => renderRoutes([{ path: '/console/security', element: <ConsoleSecurityPage /> }], '/console/security', { namespaces: ['console', 'account', 'console-staff'] });

setUpStaffTestSession();

describe('console security page', () => {
  it('enrols: the QR code and the key, a first code, then the recovery codes once', async () => {
    let enabled = false;
    const calls = answerApi((path) => {
      if (path.endsWith('/staff/me')) return { data: { ...ada, mustEnrol: !enabled } };
      if (path.endsWith('/security/totp')) return { data: { enabled, required: true, enabledAt: enabled ? '2026-11-27T10:00:00.000Z' : null, recoveryCodesLeft: enabled ? 10 : 0 } };
      if (path.endsWith('/security/totp/start')) return { data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: QR } };
      if (path.endsWith('/security/totp/confirm')) {
        enabled = true;
        return { data: { codes: CODES } };
      }
      return { data: [] };
    });
    await open();
    expect((await screen.findByTestId('security-totp')).textContent).toContain('Your role (administrator or finance) requires it');
    fireEvent.click(screen.getByTestId('totp-start'));
    const qr = await screen.findByAltText('QR code to add this account to your authenticator app');
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const boxes = screen.getByTestId('totp-confirm').querySelectorAll('input');
    '654321'.split('').forEach((d, i) => fireEvent.change(boxes[i]!, { target: { value: d } }));
    fireEvent.click(within(screen.getByTestId('totp-confirm')).getByRole('button'));
    const shown = await screen.findByTestId('recovery-codes');
    expect(within(shown).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(JSON.parse(String(calls.find((c) => c.path.endsWith('/security/totp/confirm'))?.init?.body))).toEqual({ code: '654321' });
    fireEvent.click(screen.getByTestId('recovery-codes-saved'));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(await screen.findByText('Unused recovery codes: 10')).toBeTruthy();
  });

  it('an administrator resets another member, after confirming', async () => {
    const calls = answerApi((path) => {
      if (path.endsWith('/staff/me')) return { data: { ...ada, mustEnrol: false } };
      if (path.endsWith('/security/totp')) return { data: { enabled: true, required: true, enabledAt: '2026-11-27T10:00:00.000Z', recoveryCodesLeft: 7 } };
      if (path.endsWith('/security/totp/reset')) return { data: null, msg: 'Done' };
      return {
        data: [
          { staffId: 1, name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'], active: true },
          { staffId: 2, name: 'Fay Finance', email: 'fay@example.com', roles: ['finance'], active: true },
        ],
      };
    });
    await open();
    const member = await screen.findByTestId('totp-reset-member');
    await within(member).findByText('Fay Finance · fay@example.com');
    expect(within(member).queryByText(/Ada Admin/)).toBeNull();
    fireEvent.change(member, { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('totp-reset'));
    expect(await screen.findByText(/Fay Finance \(fay@example.com\) is signed out everywhere/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('totp-reset-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/security/totp/reset'))).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.path.endsWith('/security/totp/reset'))?.init?.body))).toEqual({ staffId: 2 });
    // The dialog closes and the choice is cleared.
    await waitFor(() => expect((screen.getByTestId('totp-reset-member') as HTMLSelectElement).value).toBe(''));
  });
});
