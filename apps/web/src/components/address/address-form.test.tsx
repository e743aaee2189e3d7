import type { Address, UserInfo } from '@netshop/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../lib/site-store';
import { answerApi, renderRoutes } from '../../test/render-page';
import { AddressForm, type AddressEditing } from './address-form';

// The profile says its details are the default for new addresses (issue 24): a new address
// starts with the profile's names and country; an address being edited keeps its own.

const FINLAND = 73;
const SITE_COUNTRY = 44;
const countries = [
  { countryId: FINLAND, country: 'Finland', phoneCode: '+358' },
  { countryId: SITE_COUNTRY, country: 'China', phoneCode: '+86' },
];

function asBuyer(profile: Partial<UserInfo>) {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  const user: UserInfo = { userId: 7, userName: 'aino', email: 'aino@example.fi', firstName: '', lastName: '', countryId: null, companyName: '', avatar: '', ...profile };
  useSite.getState().set({ loginUser: user as { userName?: string }, defaultCountry: SITE_COUNTRY, loadAllData: true });
}

async function render(editing: AddressEditing) {
  answerApi((path) => (path.includes('/user/country/') ? { data: countries } : { data: [] }));
  await renderRoutes([{ path: '/', element: <AddressForm editing={editing} onCancel={vi.fn()} onSaved={vi.fn()} /> }], '/', { namespaces: ['account'] });
}
const value = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement).value;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null, defaultCountry: null });
});

describe('address form', () => {
  it('starts a new address with the profile’s first and last name and country', async () => {
    asBuyer({ firstName: 'Aino', lastName: 'Virtanen', countryId: FINLAND });
    await render({ mode: 'new', type: 'shipping' });
    expect(value('First name')).toBe('Aino');
    expect(value('Last name')).toBe('Virtanen');
    await screen.findByRole('option', { name: 'Finland' });
    expect(value('Country')).toBe(String(FINLAND));
    expect(value('City')).toBe('');
  });

  it('takes the site’s country when the profile has none', async () => {
    asBuyer({ firstName: 'Aino', lastName: 'Virtanen', countryId: null });
    await render({ mode: 'new', type: 'billing' });
    expect(value('First name')).toBe('Aino');
    await screen.findByRole('option', { name: 'China' });
    expect(value('Country')).toBe(String(SITE_COUNTRY));
  });

  it('keeps an edited address’s own names', async () => {
    asBuyer({ firstName: 'Aino', lastName: 'Virtanen', countryId: FINLAND });
    const address: Address = {
      addressId: 3, type: 'shipping', firstName: 'Matti', lastName: 'Mäkinen', countryId: SITE_COUNTRY, country: 'China', regionId: 5, region: 'Shanghai',
      city: 'Shanghai', zip: '200000', phone: '+86 21 5555 0100', line1: 'Century Ave 1', line2: '', isDefault: true,
      companyId: null, addedBy: null, mayChange: true,
    };
    await render({ mode: 'edit', address });
    expect(value('First name')).toBe('Matti');
    expect(value('Last name')).toBe('Mäkinen');
    expect(value('Country')).toBe(String(SITE_COUNTRY));
  });
});
