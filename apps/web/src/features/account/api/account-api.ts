import type {
  ChangePasswordBody,
  CodeSent,
  LoginBody,
  MessageList,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  UserInfo,
} from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { HttpError, unwrap } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../../lib/session';

// Fetch functions of the account endpoints (ADR 0010). Callers get the envelope's data; an
// answer the client passed through without throwing (code 500, docs/product.md#errors) becomes an HttpError in
// lib/http's unwrap, so a page never treats a failed call as done.

export const accountApi = {
  /** On code 200 the envelope's msg is the session token (docs/product.md#states). */
  login: async (body: LoginBody) => {
    const res = await http.post<null>(API.account.login.path(), body);
    if (res.code !== 200 || !res.msg) throw new HttpError(res.msg, res.code, 'api');
    return res.msg;
  },
  /** With the token given: the session state has already forgotten it. */
  logout: (token: string) => http.post<null>(API.account.logout.path(), undefined, { headers: { repeatSubmit: false, Authorization: `Bearer ${token}` } }),
  /** Returned unchanged by the client (docs/product.md#calls): the caller decides what a refusal means. */
  loginUser: () => http.get<UserInfo | null>(API.account.loginUser.path()),

  registerEmail: (body: { email: string }) => unwrap(http.post<CodeSent>(API.account.registerEmail.path(), body)),
  registerCheck: (body: { email: string; code: string }) => unwrap(http.post<null>(API.account.registerCheck.path(), body)),
  register: (body: RegisterBody) => unwrap(http.post<null>(API.account.register.path(), body)),

  forgotEmail: (body: { email: string }) => unwrap(http.post<CodeSent>(API.account.forgotEmail.path(), body)),
  forgotCheck: (email: string, code: string) => unwrap(http.get<null>(API.account.forgotCheck.path({ param: code }), { email })),
  resetPassword: (body: ResetPasswordBody) => unwrap(http.put<null>(API.account.resetPassword.path(), body)),

  updateProfile: (body: ProfileBody) => unwrap(http.put<UserInfo>(API.account.profile.path(), body)),
  changePassword: (body: ChangePasswordBody) => unwrap(http.put<null>(API.account.password.path(), body)),
  emailCode: (body: { newEmail: string; password: string }) => unwrap(http.post<CodeSent>(API.account.emailCode.path(), body)),
  changeEmail: (body: { newEmail: string; code: string }) => unwrap(http.put<UserInfo>(API.account.changeEmail.path(), body)),

  /** Multipart field `file`; answers the stored file's path. Never a repeat: the body is not JSON. */
  upload: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await unwrap(http.post<{ url: string }>(API.common.upload.path(), form, { headers: { repeatSubmit: false } }))).url;
  },

  messages: (page: number, pageSize: number) => unwrap(http.get<MessageList>(API.messages.list.path(), { page, pageSize })),
  markRead: (id: number) => unwrap(http.put<null>(API.messages.read.path({ id }), undefined, { headers: { repeatSubmit: false } })),
  markAllRead: () => unwrap(http.put<null>(API.messages.readAll.path())),
};

// Everything of the signed-in buyer lives under ACCOUNT_KEY (lib/session) and is dropped at logout.
export { ACCOUNT_KEY };

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

export const messagesQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'messages', page, pageSize], queryFn: () => accountApi.messages(page, pageSize), placeholderData: keepPreviousData });
