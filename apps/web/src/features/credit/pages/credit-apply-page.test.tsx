import type { CreditOverview, MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { member } from '../test/fixtures';
import { Component as ApplyPage } from './credit-apply-page';

// The application for payment on account (issue 30): the limit is typed as a decimal in the chosen
// currency and sent in minor units (a yen amount takes no decimals), with the terms, references
// and the ids of uploaded documents; the contract's schema stops a wrong value before sending and
// the server's field messages land on their fields; a member without credit.manage is told who applies.

const FILE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
let mine: MyCompanyAnswer;
const overview: CreditOverview = { account: null, application: null, openInvoices: [], canOrderOnAccount: false };
function api(apply: (body: Record<string, unknown>) => ApiAnswer = () => ({ data: { id: 9 }, msg: 'Application sent' })) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/common/upload')) return { data: { id: FILE_ID, url: '/api/common/files/x', name: 'tilinpaatos.pdf', mime: 'application/pdf', size: 2048, purpose: 'inquiry' } };
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
    if (path.endsWith('/api/ew/buyer/credit/application') && init?.method === 'POST') return apply(JSON.parse(String(init.body)));
    if (path.startsWith('/api/ew/buyer/credit')) return { data: overview };
    return { data: null };
  });
}
const open = (lang: 'en' | 'fi' = 'en') =>
  renderRoutes(
    [
      { path: '/accountCenter/credit/apply', element: <ApplyPage /> },
      { path: '/accountCenter/credit', element: <p>credit page</p> },
    ],
    '/accountCenter/credit/apply',
    { lang, namespaces: ['account', 'credit'] },
  );
const sent = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST' && c.path.endsWith('/credit/application')).map((c) => JSON.parse(String(c.init?.body)));
const type = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

beforeEach(() => {
  mine = member(['finance']);
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true, basePriceInfo: { countryId: 6, code: 'FI', country: 'Finland', langId: 2, currencyId: 2, currency: 'EUR', symbol: '€', minorUnits: 2, rate: '1', phoneCode: '+358' }, countryArry: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useAlerts.setState({ items: [] });
});

describe('credit application', () => {
  it('sends the typed limit in minor units with terms, references and the document, then returns to the credit page', async () => {
    const calls = api();
    const { router } = await open();
    await screen.findByTestId('credit-apply-form');
    type('credit-apply-limit', 'abc');
    fireEvent.click(screen.getByTestId('credit-apply-submit'));
    expect(await screen.findByText('Please check this value')).toBeTruthy();
    expect(sent(calls)).toEqual([]);

    type('credit-apply-limit', '12 500,50');
    fireEvent.click(screen.getByLabelText('Net 45'));
    type('credit-apply-references', 'Nordea Bank, Helsinki\nTeleKaapeli Oy');
    const file = new File(['%PDF-1.4'], 'tilinpaatos.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('credit-document-input'), { target: { files: [file] } });
    expect((await screen.findByTestId('credit-document')).textContent).toContain('tilinpaatos.pdf');
    fireEvent.click(screen.getByTestId('credit-apply-submit'));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toEqual({ requestedLimit: 1_250_050, currency: 'EUR', terms: 45, references: 'Nordea Bank, Helsinki\nTeleKaapeli Oy', fileIds: [FILE_ID] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountCenter/credit'));
  });

  it('a yen limit takes no decimals; the server’s field message lands on its field', async () => {
    useSite.getState().set({ countryArry: [{ countryId: 9, code: 'JP', country: 'Japan', langId: 6, currencyId: 5, currency: 'JPY', symbol: '¥', minorUnits: 0, rate: '160', phoneCode: '+81' }] });
    const calls = api(() => ({ status: 422, msg: 'Check the fields', data: { fields: { references: 'Give at least one bank or supplier' } } }));
    await open();
    fireEvent.change(await screen.findByTestId('credit-apply-currency'), { target: { value: 'JPY' } });
    type('credit-apply-limit', '1000000.5');
    type('credit-apply-references', 'x');
    fireEvent.click(screen.getByTestId('credit-apply-submit'));
    expect(await screen.findByText('Please check this value')).toBeTruthy();
    expect(sent(calls)).toEqual([]);
    type('credit-apply-limit', '1000000');
    fireEvent.click(screen.getByTestId('credit-apply-submit'));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({ requestedLimit: 1_000_000, currency: 'JPY', terms: 30 });
    expect(await screen.findByText('Give at least one bank or supplier')).toBeTruthy();
  });

  it('a member without credit.manage is told who applies and sends nothing', async () => {
    mine = member(['buyer']);
    const calls = api();
    await open('fi');
    expect((await screen.findByTestId('credit-apply-refused')).textContent).toContain('Talous-rooli');
    expect(calls.some((c) => c.path.startsWith('/api/ew/buyer/credit'))).toBe(false);
  });
});
