import type { Address, AddressBody, Region, UserCountry } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap } from '../http';
import { ACCOUNT_KEY } from '../session';

// The buyer's address book and the country and region lists its form offers (ADR 0010). Here,
// not in features/account, because checkout adds and edits addresses with the same form.

export const addressApi = {
  addresses: () => unwrap(http.get<Address[]>(API.addresses.list.path())),
  createAddress: (body: AddressBody) => unwrap(http.post<Address>(API.addresses.create.path(), body)),
  updateAddress: (id: number, body: AddressBody) => unwrap(http.put<Address>(API.addresses.update.path({ id }), body)),
  deleteAddress: (id: number) => unwrap(http.del<null>(API.addresses.remove.path({ id }))),
  setDefaultAddress: (id: number) => unwrap(http.put<Address>(API.addresses.setDefault.path({ id }))),

  /** Countries for account and address forms, sorted by name in the UI language. */
  countries: (langId: number) => unwrap(http.get<UserCountry[]>(API.site.userCountries.path({ languageId: langId }))),
  regions: (countryId: number, langId: number) => unwrap(http.get<Region[]>(API.site.regions.path({ countryId, languageId: langId }))),
};

export const addressesQuery = () => queryOptions({ queryKey: [...ACCOUNT_KEY, 'addresses'], queryFn: addressApi.addresses });

export const userCountriesQuery = (langId: number) =>
  queryOptions({ queryKey: ['site', 'userCountries', langId], queryFn: () => addressApi.countries(langId), staleTime: Infinity });

export const regionsQuery = (countryId: number, langId: number) =>
  queryOptions({ queryKey: ['site', 'regions', countryId, langId], queryFn: () => addressApi.regions(countryId, langId), staleTime: Infinity, enabled: countryId > 0 });
