import type { InvoiceTitle, UserCountry } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { TitleForm } from './title-form';

// The invoice title form checks the tax number by the chosen country as the buyer types, with the
// contract's checks the server also makes: China's credit code and its check character, an EU VAT
// number's format, free text elsewhere; a company needs one, a person does not.

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const COUNTRIES: UserCountry[] = [
  { countryId: 1, code: 'CN', country: 'China', phoneCode: '+86' },
  { countryId: 6, code: 'FI', country: 'Finland', phoneCode: '+358' },
  { countryId: 2, code: 'US', country: 'United States', phoneCode: '+1' },
];
const saved: InvoiceTitle = { id: 9, kind: 'company', name: 'Acme', taxNo: '91350100M000100Y43', countryId: 1, countryCode: 'CN', country: 'China', address: '', phone: '', bank: '', bankAccount: '', isDefault: true, companyId: null, addedBy: null, mayChange: true };

let onSaved: ReturnType<typeof vi.fn>;
function api(post: (body: Record<string, unknown>) => ApiAnswer = () => ({ data: saved, msg: 'Invoice title saved' })) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/user/country/')) return { data: COUNTRIES };
    if (init?.method === 'POST') return post(JSON.parse(String(init.body)));
    return { data: null };
  });
}
const open = (lang: 'en' | 'fi' = 'en') => renderRoutes([{ path: '/', element: <TitleForm onCancel={() => undefined} onSaved={onSaved} /> }], '/', { lang, namespaces: ['account', 'invoices'] });
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST').map((c) => JSON.parse(String(c.init?.body)));
const taxField = () => screen.getByTestId('title-tax-no') as HTMLInputElement;
const type = (label: string | RegExp, value: string) => {
  const el = screen.getByLabelText(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
/** The error shown next to the tax number field, if any. */
const taxError = () => document.getElementById(`${taxField().id}-error`)?.textContent ?? null;

beforeEach(() => {
  onSaved = vi.fn();
  useSession.getState().set({ token: 'buyer-token' });
  useSite.getState().set({ loadAllData: true, defaultCountry: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
  useAlerts.setState({ items: [] });
});

describe('invoice title form', () => {
  it('checks a Chinese tax number’s check character as the buyer types, and sends a valid one', async () => {
    const calls = api();
    await open();
    await screen.findByRole('option', { name: 'China' });
    expect(screen.getByText('18-character unified social credit code, e.g. 91350100M000100Y43')).toBeTruthy();
    type('Name', '上海云桥网络科技有限公司');
    type('Tax number', '91350100M000100Y44');
    expect(taxError()).toBe('The check character of this unified social credit code is wrong; please check the code');
    type('Tax number', '91350100M000100Y4');
    expect(taxError()).toBe('Enter the 18-character unified social credit code (digits and capital letters)');
    fireEvent.click(screen.getByTestId('title-save'));
    expect(posts(calls)).toEqual([]);

    type('Tax number', '9135 0100 M000 100Y43');
    expect(taxError()).toBeNull();
    fireEvent.click(screen.getByTestId('title-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(posts(calls)).toEqual([{ kind: 'company', name: '上海云桥网络科技有限公司', countryId: 1, taxNo: '9135 0100 M000 100Y43', address: '', phone: '', bank: '', bankAccount: '', isDefault: false }]);
    expect(useAlerts.getState().items.map((a) => a.message)).toEqual(['Invoice title saved']);
  });

  it('checks an EU VAT number against the chosen country’s format, and takes free text elsewhere', async () => {
    api();
    await open();
    await screen.findByRole('option', { name: 'Finland' });
    fireEvent.change(screen.getByLabelText('Country or region of registration'), { target: { value: '6' } });
    expect(screen.getByText('EU VAT number with its country prefix, e.g. FI12345678')).toBeTruthy();
    type('Tax number', 'FI1234567');
    expect(taxError()).toBe('This is not a VAT number in the format of the chosen country');
    type('Tax number', 'DE123456789');
    expect(taxError()).toBe('This is not a VAT number in the format of the chosen country');
    type('Tax number', '1234567-8');
    expect(taxError()).toBeNull();
    // The same number in China is no credit code.
    fireEvent.change(screen.getByLabelText('Country or region of registration'), { target: { value: '1' } });
    expect(taxError()).toBe('Enter the 18-character unified social credit code (digits and capital letters)');
    fireEvent.change(screen.getByLabelText('Country or region of registration'), { target: { value: '2' } });
    expect(screen.getByText('As on your tax registration, up to 40 characters')).toBeTruthy();
    expect(taxError()).toBeNull();
  });

  it('needs a company’s tax number but not a person’s, who has no bank details', async () => {
    const calls = api();
    await open('fi');
    await screen.findByRole('option', { name: 'China' });
    type('Nimi', 'Acme Oy');
    fireEvent.click(screen.getByTestId('title-save'));
    expect(await screen.findByText('Tämä kenttä on pakollinen')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    expect(screen.getByLabelText('Pankki')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Yksityishenkilö'));
    expect(screen.queryByLabelText('Pankki')).toBeNull();
    expect(screen.getByLabelText('Verotunniste (valinnainen)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('title-save'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ kind: 'personal', name: 'Acme Oy', taxNo: '' });
  });

  it('shows the server’s text on the field it names', async () => {
    api(() => ({ status: 422, msg: 'Please check the fields you filled in', data: { fields: { taxNo: 'Server says no' } } }));
    await open();
    await screen.findByRole('option', { name: 'China' });
    type('Name', 'Acme');
    type('Tax number', '91350100M000100Y43');
    fireEvent.click(screen.getByTestId('title-save'));
    await waitFor(() => expect(taxError()).toBe('Server says no'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
