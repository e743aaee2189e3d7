import type { InquiryStatusBody, QuotationBody, QuotationSku, StaffInquiriesQuery, StaffInquiry, StaffInquiryList } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { MULTIPART } from '../../../../lib/shared-api/inquiries-api';
import { staffHttp } from '../../../../lib/staff-http';

// Inquiries in the console (permission inquiries.answer: sales, administrators): the queue by
// status, kind and words; one inquiry's thread; replying with a file; setting the status.

export const inquiriesKey = ['staff', 'inquiries'] as const;
const noRetryOn403 = (failures: number, err: unknown) => !(err instanceof HttpError && (err.code === 403 || err.code === 404)) && failures < 1;

export const staffInquiriesQuery = (q: StaffInquiriesQuery) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'list', q],
    queryFn: () => unwrap(staffHttp.get<StaffInquiryList>(API.staffInquiries.list.path(), { ...q, q: q.q || undefined })),
    placeholderData: keepPreviousData,
    retry: noRetryOn403,
  });

export const staffInquiryQuery = (id: number) =>
  queryOptions({ queryKey: [...inquiriesKey, 'one', id], queryFn: () => unwrap(staffHttp.get<StaffInquiry>(API.staffInquiries.one.path({ id }))), retry: noRetryOn403 });

export const inquiriesConsoleApi = {
  /** Multipart: `body`, optional `status` and `file`; answers the localized "reply sent" for the alert queue. */
  reply: (id: number, form: FormData) => unwrapWithMsg(staffHttp.post<null>(API.staffInquiries.reply.path({ id }), form, MULTIPART)),
  setStatus: (id: number, body: InquiryStatusBody) => unwrapWithMsg(staffHttp.put<null>(API.staffInquiries.status.path({ id }), body)),
  /** Sends the next version of the inquiry's quotation; answers its version and "quotation sent". */
  quote: (id: number, body: QuotationBody) => unwrapWithMsg(staffHttp.post<{ version: number }>(API.staffInquiries.quote.path({ id }), body)),
};

/** SKUs by product number with list prices in the buyer's currency (the builder's search). */
export const quotationSkusQuery = (q: string, currencyId: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'skus', q, currencyId],
    queryFn: () => unwrap(staffHttp.get<QuotationSku[]>(API.staffInquiries.skus.path(), { q, currencyId })),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

/** The draft's SKUs with variant, stock and tier prices now (stock changes: read again after 30 s). */
export const draftSkusQuery = (skuIds: readonly number[], currencyId: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'draft-skus', [...skuIds].sort((a, b) => a - b).join(','), currencyId],
    queryFn: () => unwrap(staffHttp.get<QuotationSku[]>(API.staffInquiries.skus.path(), { skuIds: skuIds.join(','), currencyId })),
    enabled: skuIds.length > 0,
    staleTime: 30_000,
  });
