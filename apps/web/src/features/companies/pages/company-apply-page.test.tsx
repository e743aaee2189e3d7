import type { Company, MyCompanyAnswer, UserCountry } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as ApplyPage } from './company-apply-page';

// The application for a company account: the contract's schema and the invoice titles' tax-number
// rule by country (China's credit code with its check character, an EU VAT format) are checked
// before anything is sent; the documents go as the ids of inquiry uploads; after sending the page
// shows what is under review, and a rejected application shows sales' reason and may be sent again.

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const COUNTRIES: UserCountry[] = [
  { countryId: 1, code: 'CN', country: 'China', phoneCode: '+86' },
  { countryId: 6, code: 'FI', country: 'Finland', phoneCode: '+358' },
  { countryId: 2, code: 'US', country: 'United States', phoneCode: '+1' },
];
const FILE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const application: Company = {
  id: 4,
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
  status: 'pending',
  statusReason: '',
  createdAt: '2030-01-02T08:00:00.000Z',
  files: [{ id: FILE_ID, name: 'kaupparekisteriote.pdf', size: 120_000, url: '/api/common/files/x?t=1' }],
  version: 1,
};

let mine: MyCompanyAnswer;
function api(apply: (body: Record<string, unknown>) => ApiAnswer = () => ({ data: { id: 4 }, msg: 'Application sent' })) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/user/country/')) return { data: COUNTRIES };
    if (path.startsWith('/api/common/upload')) return { data: { id: FILE_ID, url: '/api/common/files/x', name: 'licence.pdf', mime: 'application/pdf', size: 2048, purpose: 'inquiry' } };
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: mine };
    if (path.startsWith('/api/ew/buyer/companies') && init?.method === 'POST') {
      const answer = apply(JSON.parse(String(init.body)));
      if (!answer.status) mine = { membership: null, application };
      return answer;
    }
    return { data: null };
  });
}
const open = (lang: 'en' | 'fi' = 'en') =>
  renderRoutes([{ path: '/accountCenter/company/apply', element: <ApplyPage /> }], '/accountCenter/company/apply', { lang, namespaces: ['account', 'companies'] });
const applies = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST' && c.path.endsWith('/api/ew/buyer/companies')).map((c) => JSON.parse(String(c.init?.body)));
const type = (label: string | RegExp, value: string) => {
  const el = screen.getByLabelText(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
const taxField = () => screen.getByTestId('company-tax-no') as HTMLInputElement;
const taxError = () => document.getElementById(`${taxField().id}-error`)?.textContent ?? null;

function fillRest() {
  type('Company name', '上海云桥网络科技有限公司');
  type('Registered address', '世纪大道 200 号');
  type('City', '上海');
  fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'integrator' } });
  type('Company phone', '+86 21 5555 0199');
}

beforeEach(() => {
  mine = { membership: null, application: null };
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true, defaultCountry: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useAlerts.setState({ items: [] });
});

describe('company application', () => {
  it('refuses a Chinese credit code with a wrong check character, sends a valid one with the uploaded document’s id, then shows it under review', async () => {
    const calls = api();
    await open();
    await screen.findByRole('option', { name: 'China' });
    expect(screen.getByText('18-character unified social credit code, e.g. 91350100M000100Y43')).toBeTruthy();
    fillRest();
    type('VAT or tax number', '91350100M000100Y44');
    expect(taxError()).toBe('The check character of this unified social credit code is wrong; please check the code');
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(applies(calls)).toEqual([]);

    type('VAT or tax number', '91350100M000100Y43');
    expect(taxError()).toBeNull();
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('company-document-input'), { target: { files: [file] } });
    expect((await screen.findByTestId('company-document')).textContent).toContain('licence.pdf');
    fireEvent.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(applies(calls)).toHaveLength(1));
    expect(applies(calls)[0]).toEqual({
      name: '上海云桥网络科技有限公司',
      countryId: 1,
      taxNo: '91350100M000100Y43',
      address: '世纪大道 200 号',
      city: '上海',
      postcode: '',
      industry: 'integrator',
      phone: '+86 21 5555 0199',
      fileIds: [FILE_ID],
    });
    // The upload was of purpose inquiry (private documents).
    const upload = calls.find((c) => c.path.startsWith('/api/common/upload'));
    expect((upload?.init?.body as FormData).get('purpose')).toBe('inquiry');
    expect(await screen.findByTestId('company-pending')).toBeTruthy();
    expect(screen.getByTestId('company-facts').textContent).toContain('Pohjolan Verkko Oy');
    expect(screen.getByText('kaupparekisteriote.pdf')).toBeTruthy();
    expect(useAlerts.getState().items.map((a) => a.message)).toEqual(['Application sent']);
  });

  it('checks an EU VAT number by the chosen country, and needs every required field (in Finnish)', async () => {
    const calls = api();
    await open('fi');
    await screen.findByRole('option', { name: 'Finland' });
    fireEvent.click(screen.getByTestId('company-submit'));
    expect((await screen.findAllByText('Tämä kenttä on pakollinen')).length).toBeGreaterThanOrEqual(5);
    fireEvent.change(screen.getByLabelText('Rekisteröintimaa tai -alue'), { target: { value: '6' } });
    expect(screen.getByText('EU:n ALV-numero maatunnuksen kanssa, esim. FI12345678')).toBeTruthy();
    type('ALV-numero tai verotunniste', 'FI1234567');
    expect(taxError()).toBe('ALV-numero ei ole valitun maan muotoinen');
    type('ALV-numero tai verotunniste', '1234567-8');
    expect(taxError()).toBeNull();
    // Elsewhere the number is free text.
    fireEvent.change(screen.getByLabelText('Rekisteröintimaa tai -alue'), { target: { value: '2' } });
    type('ALV-numero tai verotunniste', 'EIN 12-3456789');
    expect(taxError()).toBeNull();
    expect(applies(calls)).toEqual([]);
  });

  it('shows sales’ reason for a rejected application and lets the buyer apply again from it', async () => {
    mine = { membership: null, application: { ...application, status: 'rejected', statusReason: 'The VAT number belongs to another company.' } };
    const calls = api(() => ({ data: { id: 5 }, msg: 'Application sent' }));
    await open();
    expect((await screen.findByTestId('company-rejected-reason')).textContent).toBe('The VAT number belongs to another company.');
    fireEvent.click(screen.getByTestId('company-apply-again'));
    await screen.findByRole('option', { name: 'Finland' });
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Pohjolan Verkko Oy');
    type('VAT or tax number', 'FI87654321');
    fireEvent.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(applies(calls)).toHaveLength(1));
    expect(applies(calls)[0]).toMatchObject({ name: 'Pohjolan Verkko Oy', countryId: 6, taxNo: 'FI87654321', fileIds: [] });
  });
});
