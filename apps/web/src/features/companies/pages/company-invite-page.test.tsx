import type { InvitationPreview } from '@netshop/contract';
import { SESSION_KEYS } from '@netshop/contract/constants';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { session } from '../../../lib/storage';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as InvitePage } from './company-invite-page';

// The page of an invitation link, readable without signing in: the company, inviter, roles and
// expiry from the preview; then join (signed in with the invited e-mail), sign out (signed in as
// someone else), or sign in / register first with the way back to the link saved; a bad link gets
// a page saying so.

const TOKEN = `12.${'a'.repeat(43)}`;
const preview: InvitationPreview = {
  companyName: 'Pohjolan Verkko Oy',
  email: 'sanna@pohjola.example',
  roles: ['buyer', 'finance'],
  invitedBy: 'Aino Virtanen',
  expiresAt: '2030-01-12T08:00:00.000Z',
  hasAccount: false,
};

function api(previewAnswer: ApiAnswer = { data: preview }, acceptAnswer: ApiAnswer = { data: { companyId: 3 }, msg: 'You joined Pohjolan Verkko Oy' }) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/companies/invitations/preview')) return previewAnswer;
    if (path.startsWith('/api/ew/buyer/companies/invitations/accept')) return acceptAnswer;
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: { membership: null, application: null } };
    if (init?.method === 'POST') return { data: null };
    return { data: null };
  });
}
const open = (url = `/companyInvite?token=${TOKEN}`, lang: 'en' | 'fi' = 'en') =>
  renderRoutes(
    [
      { path: '/companyInvite', element: <InvitePage /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/register', element: <p>register page</p> },
      { path: '/accountCenter/company', element: <p>company page</p> },
      { path: '/', element: <p>home</p> },
    ],
    url,
    { lang, namespaces: ['account', 'companies'] },
  );
const signIn = (email: string) => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loginUser: { userName: email, userId: 20, email } as never });
};

beforeEach(() => {
  useSite.getState().set({ loadAllData: true });
  session.remove(SESSION_KEYS.redirectPath);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null });
  useAlerts.setState({ items: [] });
});

describe('company invitation link', () => {
  it('shows a signed-out visitor the invitation and leads to registering with the e-mail, coming back to the link after login', async () => {
    const calls = api();
    const { router } = await open();
    expect((await screen.findByTestId('invite-company')).textContent).toBe('Join Pohjolan Verkko Oy');
    const card = screen.getByTestId('invite-preview');
    expect(card.textContent).toContain('Aino Virtanen invites you');
    expect(card.textContent).toContain('sanna@pohjola.example');
    expect(card.textContent).toContain('Buyer');
    expect(card.textContent).toContain('Finance');
    expect(card.textContent).toContain('2030');
    expect(calls[0]!.path).toBe(`/api/ew/buyer/companies/invitations/preview?token=${encodeURIComponent(TOKEN)}`);
    fireEvent.click(screen.getByTestId('invite-register'));
    await screen.findByText('register page');
    expect(router.state.location.search).toBe('?email=sanna%40pohjola.example');
    expect(session.get(SESSION_KEYS.redirectPath)).toBe(`/companyInvite?token=${TOKEN}`);
  });

  it('offers an existing account to sign in, saving the way back', async () => {
    api({ data: { ...preview, hasAccount: true } });
    await open();
    fireEvent.click(await screen.findByTestId('invite-sign-in'));
    await screen.findByText('login page');
    expect(session.get(SESSION_KEYS.redirectPath)).toBe(`/companyInvite?token=${TOKEN}`);
    expect(screen.queryByTestId('invite-register')).toBeNull();
  });

  it('lets the invited buyer join, then opens the company', async () => {
    signIn('Sanna@Pohjola.example');
    const calls = api();
    await open();
    fireEvent.click(await screen.findByTestId('invite-accept'));
    await screen.findByText('company page');
    const accept = calls.find((c) => c.path.endsWith('/invitations/accept'));
    expect(JSON.parse(String(accept?.init?.body))).toEqual({ token: TOKEN });
    expect(useAlerts.getState().items.map((a) => a.message)).toEqual(['You joined Pohjolan Verkko Oy']);
  });

  it('tells a buyer signed in with another e-mail so, and offers to sign out', async () => {
    signIn('mikko@pohjola.example');
    const calls = api();
    await open('/companyInvite?token=' + TOKEN, 'fi');
    const wrong = await screen.findByTestId('invite-wrong-account');
    expect(wrong.textContent).toContain('Tämä kutsu on osoitteelle sanna@pohjola.example, mutta olet kirjautunut tunnuksella mikko@pohjola.example.');
    expect(screen.queryByTestId('invite-accept')).toBeNull();
    fireEvent.click(screen.getByTestId('invite-sign-out'));
    expect(await screen.findByTestId('invite-signed-out')).toBeTruthy();
    expect(useSession.getState().isLogin).toBe(false);
    expect(calls.some((c) => c.path.includes('logout'))).toBe(true);
  });

  it('shows the server’s invitationWrongEmail answer when it refuses the accept', async () => {
    // The user info is not known yet: the page lets them try, and the server decides.
    useSession.getState().set({ token: 'buyer-token', isLogin: true });
    const calls = api({ data: preview }, { status: 403, msg: 'This invitation was sent to another e-mail address' });
    // Another link than the join test's: the client's duplicate-submit guard would take the same body within a second for a repeat.
    await open(`/companyInvite?token=13.${'b'.repeat(43)}`);
    fireEvent.click(await screen.findByTestId('invite-accept'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/ew/buyer/companies/invitations/accept'));
    expect((await screen.findByTestId('invite-wrong-account')).textContent).toContain('This invitation is for sanna@pohjola.example, and you are signed in with another e-mail address.');
    expect(screen.getByTestId('invite-sign-out')).toBeTruthy();
    // Said once, on the page.
    expect(useAlerts.getState().items).toEqual([]);
  });

  it('says clearly that an expired or used link does not work, and a malformed one without asking the server', async () => {
    api({ status: 404, msg: 'This invitation has expired or was already used' });
    await open();
    const invalid = await screen.findByTestId('invite-invalid');
    expect(invalid.textContent).toContain('This invitation link does not work');
    expect(invalid.textContent).toContain('It may have expired, been used already or been revoked.');
    expect(screen.queryByTestId('invite-preview')).toBeNull();
    expect(useAlerts.getState().items).toEqual([]);
    cleanup();

    const calls = api();
    await open('/companyInvite?token=nonsense');
    expect(await screen.findByTestId('invite-invalid')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
