import type {
  Address,
  AddressBody,
  ChangePasswordBody,
  CodeSent,
  LoginBody,
  MessageList,
  ProfileBody,
  Region,
  RegisterBody,
  ResetPasswordBody,
  UserCountry,
  UserInfo,
} from '@netshop/contract';
import type { Envelope } from '@netshop/contract/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { HttpError } from '../../../lib/http';

// Fetch functions of the account endpoints (ADR 0010). Callers get the envelope's data; an
// answer the client passed through without throwing (code 500, §8) becomes an HttpError here,
// so a page never treats a failed call as done.
const user = '/ew/buyer/user';

async function data<T>(call: Promise<Envelope<T>>): Promise<T> {
  const res = await call;
  if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
  return res.data;
}

export const accountApi = {
  /** On code 200 the envelope's msg is the session token (§4). */
  login: async (body: LoginBody) => {
    const res = await http.post<null>(`${user}/login`, body);
    if (res.code !== 200 || !res.msg) throw new HttpError(res.msg, res.code, 'api');
    return res.msg;
  },
  /** With the token given: the session state has already forgotten it. */
  logout: (token: string) => http.post<null>(`${user}/logout`, undefined, { headers: { repeatSubmit: false, Authorization: `Bearer ${token}` } }),
  /** Returned unchanged by the client (§7): the caller decides what a refusal means. */
  loginUser: () => http.get<UserInfo | null>(`${user}/loginUser`),

  registerEmail: (body: { email: string }) => data(http.post<CodeSent>(`${user}/register/email`, body)),
  registerCheck: (body: { email: string; code: string }) => data(http.post<null>(`${user}/register1`, body)),
  register: (body: RegisterBody) => data(http.post<null>(`${user}/register2`, body)),

  forgotEmail: (body: { email: string }) => data(http.post<CodeSent>(`${user}/forgot/email`, body)),
  forgotCheck: (email: string, code: string) => data(http.get<null>(`${user}/forgot/qs/${encodeURIComponent(code)}`, { email })),
  resetPassword: (body: ResetPasswordBody) => data(http.put<null>(`${user}/forgot/reset`, body)),

  updateProfile: (body: ProfileBody) => data(http.put<UserInfo>(`${user}/profile`, body)),
  changePassword: (body: ChangePasswordBody) => data(http.put<null>(`${user}/password`, body)),
  emailCode: (body: { newEmail: string; password: string }) => data(http.post<CodeSent>(`${user}/email/code`, body)),
  changeEmail: (body: { newEmail: string; code: string }) => data(http.put<UserInfo>(`${user}/email`, body)),

  /** Multipart field `file`; answers the stored file's path. Never a repeat: the body is not JSON. */
  upload: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await data(http.post<{ url: string }>('/common/upload', form, { headers: { repeatSubmit: false } }))).url;
  },

  addresses: () => data(http.get<Address[]>(`${user}/addresses`)),
  createAddress: (body: AddressBody) => data(http.post<Address>(`${user}/addresses`, body)),
  updateAddress: (id: number, body: AddressBody) => data(http.put<Address>(`${user}/addresses/${id}`, body)),
  deleteAddress: (id: number) => data(http.del<null>(`${user}/addresses/${id}`)),
  setDefaultAddress: (id: number) => data(http.put<Address>(`${user}/addresses/${id}/default`)),

  messages: (page: number, pageSize: number) => data(http.get<MessageList>(`${user}/messages`, { page, pageSize })),
  markRead: (id: number) => data(http.put<null>(`${user}/messages/${id}/read`, undefined, { headers: { repeatSubmit: false } })),
  markAllRead: () => data(http.put<null>(`${user}/messages/read-all`)),

  /** Countries for account and address forms, sorted by name in the UI language. */
  countries: (langId: number) => data(http.get<UserCountry[]>(`${user}/country/${langId}`)),
  regions: (countryId: number, langId: number) => data(http.get<Region[]>(`${user}/region/${countryId}/${langId}`)),
};

// Everything of the signed-in buyer lives under ['account', …] and is dropped at logout.
export const ACCOUNT_KEY = ['account'] as const;

export const meQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'me'],
    queryFn: async () => {
      const res = await accountApi.loginUser();
      if (res.code !== 200 || !res.data) throw new HttpError(res.msg, res.code, 'api');
      return res.data;
    },
    retry: false,
  });

export const addressesQuery = () => queryOptions({ queryKey: [...ACCOUNT_KEY, 'addresses'], queryFn: accountApi.addresses });

export const messagesQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'messages', page, pageSize], queryFn: () => accountApi.messages(page, pageSize), placeholderData: keepPreviousData });

export const userCountriesQuery = (langId: number) =>
  queryOptions({ queryKey: ['site', 'userCountries', langId], queryFn: () => accountApi.countries(langId), staleTime: Infinity });

export const regionsQuery = (countryId: number, langId: number) =>
  queryOptions({ queryKey: ['site', 'regions', countryId, langId], queryFn: () => accountApi.regions(countryId, langId), staleTime: Infinity, enabled: countryId > 0 });
