import type { Address } from '@netshop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { AddressChoice } from './address-choice';

// Checkout's address picker lists the company's addresses a member may ship to (issue 29), each
// marked "Company"; the buyer's own carry no such mark.

const own: Address = {
  addressId: 1, type: 'shipping', firstName: 'Aino', lastName: 'Virtanen', countryId: 72, country: 'Finland', regionId: null, region: '',
  city: 'Helsinki', zip: '00100', phone: '+358 40 555 0100', line1: 'Mannerheimintie 1', line2: '', isDefault: true, companyId: null, addedBy: null, mayChange: true,
};
const shared: Address = { ...own, addressId: 2, firstName: 'Vastaanotto', lastName: 'Varasto', line1: 'Keilaranta 5', companyId: 4, addedBy: { userId: 8, name: 'Anna Admin' }, mayChange: false };

afterEach(cleanup);

describe('checkout address choice', () => {
  it.each([
    ['en', 'Company'],
    ['fi', 'Yritys'],
    ['zh-CN', '公司'],
  ] as const)('marks the company’s addresses (%s)', async (lang, badge) => {
    const props = { name: 'shipping', legend: 'Ship to', value: 2, onChange: vi.fn(), onAdd: vi.fn(), addLabel: 'Add', emptyText: 'None' };
    await renderRoutes([{ path: '/', element: <AddressChoice {...props} addresses={[own, shared]} /> }], '/', { lang, namespaces: ['checkout', 'account'] });
    const [mine, company] = screen.getAllByTestId('shipping-option');
    expect(within(company!).getByTestId('address-company-badge').textContent).toBe(badge);
    expect(within(mine!).queryByTestId('address-company-badge')).toBeNull();
    expect(within(company!).getByRole('radio')).toHaveProperty('checked', true);
  });
});
