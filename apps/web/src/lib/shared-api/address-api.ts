import type { Address, AddressBody, Region, UserCountry } from '@netshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap } from '../http';
import { ACCOUNT_KEY } from '../session';

// The buyer's address book and the country and region lists its form offers (ADR 0010). Here,
// not in features/account, because checkout adds and edits addresses with the same form.
const user = '/ew/buyer/user';

export const addressApi = {
  addresses: () => unwrap(http.get<Address[]>(`${user}/addresses`)),
  createAddress: (body: AddressBody) => unwrap(http.post<Address>(`${user}/addresses`, body)),
  updateAddress: (id: number, body: AddressBody) => unwrap(http.put<Address>(`${user}/addresses/${id}`, body)),
  deleteAddress: (id: number) => unwrap(http.del<null>(`${user}/addresses/${id}`)),
  setDefaultAddress: (id: number) => unwrap(http.put<Address>(`${user}/addresses/${id}/default`)),

  /** Countries for account and address forms, sorted by name in the UI language. */
  countries: (langId: number) => unwrap(http.get<UserCountry[]>(`${user}/country/${langId}`)),
  regions: (countryId: number, langId: number) => unwrap(http.get<Region[]>(`${user}/region/${countryId}/${langId}`)),
};

export const addressesQuery = () => queryOptions({ queryKey: [...ACCOUNT_KEY, 'addresses'], queryFn: addressApi.addresses });

export const userCountriesQuery = (langId: number) =>
  queryOptions({ queryKey: ['site', 'userCountries', langId], queryFn: () => addressApi.countries(langId), staleTime: Infinity });

export const regionsQuery = (countryId: number, langId: number) =>
  queryOptions({ queryKey: ['site', 'regions', countryId, langId], queryFn: () => addressApi.regions(countryId, langId), staleTime: Infinity, enabled: countryId > 0 });
