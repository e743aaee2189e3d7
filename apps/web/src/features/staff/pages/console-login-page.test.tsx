import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffToken } from '../../../lib/staff-http';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as ConsoleLoginPage } from './console-login-page';

// The console's login with two-factor sign-in (issue 27): a member with an authenticator gets no
// session from the password alone but a code step, and may use a recovery code there instead;
// a member who must enrol is sent to /console/security. The staff API is answered at the fetch level.

const CHALLENGE = 'c'.repeat(43);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;

const open = () =>
  renderRoutes(
    [
      { path: '/console/login', element: <ConsoleLoginPage /> },
      { path: '/console', element: <p>console home</p> },
      { path: '/console/security', element: <p>security page</p> },
    ],
    '/console/login',
    { namespaces: ['console', 'account', 'console-staff'] },
  );

async function signIn() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ada@yt-networks.example' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Console#2026' } });
  fireEvent.click(screen.getByTestId('console-login-submit'));
}

describe('console login, two-factor', () => {
  it('asks for the code after the password and signs in with the challenge and the code', async () => {
    staffToken.clear();
    const calls = answerApi((path) => (path.endsWith('/staff/login') ? { msg: '', data: { next: 'code', challenge: CHALLENGE } } : { msg: 'session-token', data: null }));
    await open();
    await signIn();
    const step = await screen.findByTestId('console-login-code');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Two-factor sign-in');
    expect(staffToken.get()).toBeUndefined();
    const boxes = step.querySelectorAll('input');
    expect(boxes).toHaveLength(6);
    '123456'.split('').forEach((d, i) => fireEvent.change(boxes[i]!, { target: { value: d } }));
    fireEvent.click(screen.getByTestId('console-login-verify'));
    await screen.findByText('console home');
    const verify = calls.find((c) => c.path.endsWith('/staff/login/verify'));
    expect(bodyOf(verify?.init)).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(staffToken.get()).toBe('session-token');
  });

  it('takes a recovery code typed by hand instead', async () => {
    staffToken.clear();
    const calls = answerApi((path) => (path.endsWith('/staff/login') ? { msg: '', data: { next: 'code', challenge: CHALLENGE } } : { msg: 'session-token', data: null }));
    await open();
    await signIn();
    await screen.findByTestId('console-login-code');
    fireEvent.click(screen.getByTestId('console-login-recovery'));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByTestId('console-login-verify'));
    await screen.findByText('console home');
    expect(bodyOf(calls.find((c) => c.path.endsWith('/staff/login/verify'))?.init).code).toBe('abcde-12345');
  });

  it('sends a member who must enrol to the security page with the session that only enrols', async () => {
    staffToken.clear();
    answerApi(() => ({ msg: 'enrol-only-token', data: { next: 'enrol' } }));
    await open();
    await signIn();
    await screen.findByText('security page');
    await waitFor(() => expect(staffToken.get()).toBe('enrol-only-token'));
  });
});
