import type { SampleRejectBody, StaffSampleList, StaffSamplesQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Free-sample applications in the console (permission samples.decide: sales and administrators):
// the queue by status, and the decision on a pending one (approve, or reject with a reason).

export const samplesKey = ['staff', 'samples'] as const;

export const staffSamplesQuery = (q: StaffSamplesQuery) =>
  queryOptions({
    queryKey: [...samplesKey, q],
    queryFn: () => unwrap(staffHttp.get<StaffSampleList>(API.staffSamples.list.path(), q)),
    placeholderData: keepPreviousData,
    retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
  });

export const samplesConsoleApi = {
  /** The server's localized message names the order created (for the alert queue). 409: decided already or out of stock. */
  approve: (id: number) => unwrapWithMsg(staffHttp.post<{ orderNo: string }>(API.staffSamples.approve.path({ id }), {})),
  /** 422 carries the reason's field text. */
  reject: (id: number, body: SampleRejectBody) => unwrapWithMsg(staffHttp.post<null>(API.staffSamples.reject.path({ id }), body)),
};
