import type { AcceptQuotationBody, InquiryCreated, InquiryDetail, MyInquiriesQuery, MyInquiryPage, QuotationAccepted, QuotationRevisionBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap, unwrapWithMsg } from '../http';
import { ACCOUNT_KEY } from '../session';

// Inquiries and the contact form (issue 15): sent from the product page, the create page, the
// solutions, support and search pages and the contact page; read and answered in the account
// centre. So here, and not in one feature. The forms go as multipart, their file with them.

/** The form's values as text fields, the file as `file` (the server reads fields in any order). */
export function inquiryFormData(fields: Record<string, string | number | undefined | null>, file: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') form.append(k, String(v));
  if (file) form.append('file', file);
  return form;
}

/**
 * The duplicate-submit guard (docs/product.md#calls) compares bodies as text, and a FormData has none: it would take
 * a corrected form sent again within a second for a repeat. The forms' own busy state keeps a
 * second click from sending twice instead.
 */
export const MULTIPART = { headers: { repeatSubmit: false } } as const;

export const inquiriesApi = {
  /** Answers the text of docs/product.md#errors, "inquiry submitted (reply within 1 business day)" for the alert queue. */
  create: (form: FormData) => unwrapWithMsg(http.post<InquiryCreated>(API.inquiries.create.path(), form, MULTIPART)),
  contact: (form: FormData) => unwrapWithMsg(http.post<InquiryCreated>(API.inquiries.contact.path(), form, MULTIPART)),
  mine: (q: MyInquiriesQuery) => unwrap(http.get<MyInquiryPage>(API.inquiries.mine.path(), { ...q, q: q.q || undefined })),
  one: (inquiryNo: string) => unwrap(http.get<InquiryDetail>(API.inquiries.one.path({ inquiryNo }))),
  reply: (inquiryNo: string, form: FormData) => unwrapWithMsg(http.post<null>(API.inquiries.reply.path({ inquiryNo }), form, MULTIPART)),
  close: (inquiryNo: string) => unwrapWithMsg(http.post<null>(API.inquiries.close.path({ inquiryNo }))),
  /** Accepts a quotation: the order it became (pay it at /orderPayment). */
  acceptQuotation: (id: number, body: AcceptQuotationBody) => unwrapWithMsg(http.post<QuotationAccepted>(API.inquiries.acceptQuotation.path({ id }), body)),
  reviseQuotation: (id: number, body: QuotationRevisionBody) => unwrapWithMsg(http.post<null>(API.inquiries.reviseQuotation.path({ id }), body)),
  /** One click when accepting found stock short: a revision to the stock available. */
  askStockRevision: (id: number) => unwrapWithMsg(http.post<null>(API.inquiries.stockRevision.path({ id }), {})),
};

/** The buyer's inquiries: under ['account', …], so logging out drops them. */
export const MY_INQUIRIES_KEY = [...ACCOUNT_KEY, 'inquiries'] as const;
export const myInquiriesQuery = (q: MyInquiriesQuery) =>
  queryOptions({ queryKey: [...MY_INQUIRIES_KEY, 'list', q], queryFn: () => inquiriesApi.mine(q), placeholderData: keepPreviousData, staleTime: 0 });
export const myInquiryQuery = (inquiryNo: string) => queryOptions({ queryKey: [...MY_INQUIRIES_KEY, 'one', inquiryNo], queryFn: () => inquiriesApi.one(inquiryNo), staleTime: 0 });
