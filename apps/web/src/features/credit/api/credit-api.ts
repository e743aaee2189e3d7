import type { CreditApplicationBody, CreditInvoicePayment, CreditLedger, CreditOverview, PaymentStart } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../../lib/session';

// The company's credit account in the account centre (issue 30, ADR 0046): the overview (account,
// application, open invoices, whether the reader may order on account), the ledger by page, the
// application, the PO-number setting and the two downloads. Refusals (403 by role, 409, 422) are
// shown by the HTTP client with the server's localized message.

// Under ['account', …]: logging in or out drops it with the rest of the account.
export const CREDIT_KEY = [...ACCOUNT_KEY, 'credit'] as const;

/** Downloads go with the buyer's token in a header, which a plain link cannot send: fetched as blobs. */
const blob = async (path: string, params: Record<string, unknown>) =>
  (await http.get<Blob>(path, params, { responseType: 'blob', headers: { repeatSubmit: false } })) as unknown as Blob;

export const creditApi = {
  overview: () => unwrap(http.get<CreditOverview>(API.credit.overview.path())),
  ledger: (page: number) => unwrap(http.get<CreditLedger>(API.credit.ledger.path(), { page })),
  apply: (body: CreditApplicationBody) => unwrapWithMsg(http.post<{ id: number }>(API.credit.apply.path(), body)),
  settings: (poRequired: boolean) => unwrapWithMsg(http.put<null>(API.credit.settings.path(), { poRequired })),
  /** The month's statement as PDF (`month` 2026-11), in the reader's language. */
  statement: (month: string) => blob(API.credit.statement.path(), { month }),
  ledgerCsv: () => blob(API.credit.ledgerCsv.path(), {}),
  /** Opens a payment of what is still open on the invoice through the gateway (one open attempt per invoice). */
  payInvoice: (invoiceNo: string) => unwrap(http.post<PaymentStart>(API.credit.payInvoice.path({ invoiceNo }), { method: 'sandbox' })),
  /** How that payment stands; the server asks the gateway while it is pending. */
  invoicePayment: (invoiceNo: string) => unwrapWithMsg(http.get<CreditInvoicePayment>(API.credit.invoicePayment.path({ invoiceNo }), undefined, { quiet: [404] })),
};

export const creditOverviewQuery = () => queryOptions({ queryKey: [...CREDIT_KEY, 'overview'], queryFn: creditApi.overview, staleTime: 30_000 });
/**
 * The overview as checkout asks for it: a member who may not read the account (403), or a company
 * without one, is simply not offered payment on account — no alert.
 */
export const checkoutCreditQuery = () =>
  queryOptions({
    queryKey: [...CREDIT_KEY, 'checkout'],
    queryFn: () => unwrap(http.get<CreditOverview>(API.credit.overview.path(), undefined, { quiet: [403, 404] })),
    staleTime: 0,
    retry: false,
  });
export const creditLedgerQuery = (page: number) =>
  queryOptions({ queryKey: [...CREDIT_KEY, 'ledger', page], queryFn: () => creditApi.ledger(page), placeholderData: keepPreviousData });
