import type { MySamples, SampleApplyBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap, unwrapWithMsg } from '../http';
import { ACCOUNT_KEY } from '../session';

// Free samples (issue 14): applied for from the product page, followed in the account centre, so
// here and not in one feature. A refused application (409 one under review, 422 over a limit) is
// shown by the HTTP client with the server's message.

export const samplesApi = {
  /** Answers the server's localized success message, for the alert queue. */
  apply: (body: SampleApplyBody) => unwrapWithMsg(http.post<{ id: number }>(API.samples.apply.path(), body)),
  mine: () => unwrap(http.get<MySamples>(API.samples.mine.path())),
};

// Under ['account', …]: logging in or out drops them with the rest of the account. The lines are
// named in the request's language, so the language is part of the key.
export const SAMPLES_KEY = [...ACCOUNT_KEY, 'samples'] as const;
export const mySamplesQuery = (langId: number) => queryOptions({ queryKey: [...SAMPLES_KEY, langId], queryFn: samplesApi.mine, staleTime: 0 });
