import { effectivePermissions, type Address, type CompanyRole, type CompanyStatus, type MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as AddressPage } from './address-page';

// The company's address book on /accountCenter/address (issue 29): a section of its own with a
// "Company" badge and who added each address; add, edit, delete and "set as default" only for a
// member who may manage it (and only on what the server says they may change); a new company
// address is sent with for: 'company'. The buyer's own addresses keep their controls.

const own: Address = {
  addressId: 1, type: 'shipping', firstName: 'Aino', lastName: 'Virtanen', countryId: 72, country: 'Finland', regionId: null, region: '',
  city: 'Helsinki', zip: '00100', phone: '+358 40 555 0100', line1: 'Mannerheimintie 1', line2: '', isDefault: true, companyId: null, addedBy: null, mayChange: true,
};
const shared = (mayChange: boolean): Address => ({
  ...own, addressId: 2, firstName: 'Vastaanotto', lastName: 'Varasto', city: 'Espoo', line1: 'Keilaranta 5', companyId: 4, addedBy: { userId: 8, name: 'Anna Admin' }, mayChange,
});

function membership(roles: CompanyRole[], status: CompanyStatus = 'active'): MyCompanyAnswer {
  return {
    application: null,
    membership: {
      company: { id: 4, name: 'Kuitu Oy', countryId: 72, countryCode: 'FI', country: 'Finland', taxNo: 'FI12345678', address: 'Street 1', city: 'Helsinki', postcode: '00100', industry: 'isp', phone: '+358 40 555 0100', status, statusReason: '', createdAt: '2026-11-01T00:00:00.000Z', files: [], version: 1 },
      memberId: 9,
      roles,
      permissions: effectivePermissions(status, roles),
    },
  };
}

function open(company: MyCompanyAnswer | null, addresses: Address[], lang: 'en' | 'fi' = 'en') {
  const calls = answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: company ?? { membership: null, application: null } };
    if (path.startsWith('/api/ew/buyer/user/addresses') && (init?.method ?? 'GET') === 'GET') return { data: addresses };
    if (path.startsWith('/api/ew/buyer/user/country')) return { data: [{ countryId: 72, country: 'Finland', phoneCode: '+358' }] };
    if (path.startsWith('/api/ew/buyer/user/region')) return { data: [] };
    return { data: null };
  });
  return { calls, view: renderRoutes([{ path: '/accountCenter/address', element: <AddressPage /> }], '/accountCenter/address', { lang, namespaces: ['account'] }) };
}

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

describe('company addresses on the address page', () => {
  it('shows a buyer the company’s addresses in their own section, badged, with who added them, and no controls', async () => {
    await open(membership(['buyer']), [own, shared(false)]).view;
    const section = await screen.findByTestId('company-addresses');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Company address book');
    expect(section.textContent).toContain('Shared by Kuitu Oy: you can ship to them at checkout, but only the company’s administrators can change them.');
    const card = within(section).getByTestId('company-address-card');
    expect(within(card).getByTestId('address-company-badge').textContent).toBe('Company');
    expect(card.textContent).toContain('Added by Anna Admin');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(section).queryByTestId('company-address-add')).toBeNull();
    // The buyer's own address is outside the section, unbadged, with its controls.
    const mine = screen.getByTestId('address-card');
    expect(section.contains(mine)).toBe(false);
    expect(within(mine).queryByTestId('address-company-badge')).toBeNull();
    expect(within(mine).getByRole('button', { name: /Edit address of/ })).toBeTruthy();
  });

  it('gives an admin the controls, and sends a new company address with for: company', async () => {
    const { calls, view } = open(membership(['admin']), [own, shared(true)]);
    await view;
    const section = await screen.findByTestId('company-addresses');
    const card = within(section).getByTestId('company-address-card');
    expect(within(card).getByRole('button', { name: /Edit address of/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Delete address of/ })).toBeTruthy();
    fireEvent.click(within(section).getByTestId('company-address-add'));
    expect(await screen.findByRole('heading', { name: 'New company address' })).toBeTruthy();
    const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('First name', 'Vastaanotto');
    type('Last name', 'Varasto');
    await screen.findByRole('option', { name: 'Finland' });
    type(/^Country/, '72');
    type('City', 'Espoo');
    type('Postal code', '02150');
    type(/^Phone/, '+358 9 555 0100');
    type('Address', 'Tekniikantie 12');
    fireEvent.click(screen.getByTestId('address-save'));
    await vi.waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toMatchObject({ for: 'company', city: 'Espoo' });
  });

  it('shows no company section to a member without addresses.read, nor to a buyer without a company', async () => {
    await open(membership(['finance']), [own]).view;
    await screen.findByTestId('address-card');
    expect(screen.queryByTestId('company-addresses')).toBeNull();
    cleanup();
    await open(null, [own]).view;
    await screen.findByTestId('address-card');
    expect(screen.queryByTestId('company-addresses')).toBeNull();
  });

  it('reads in Finnish, and a suspended company’s admin gets no controls', async () => {
    await open(membership(['admin'], 'suspended'), [own, shared(false)], 'fi').view;
    const section = await screen.findByTestId('company-addresses');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Yrityksen osoitekirja');
    expect(within(section).getByTestId('address-company-badge').textContent).toBe('Yritys');
    expect(section.textContent).toContain('Lisännyt: Anna Admin');
    expect(within(section).queryByTestId('company-address-add')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
