import type { QuickOrderAdded, QuickOrderCheck, QuickOrderFormat, QuickOrderLineInput, QuickOrderParsed, QuickOrderSuggestion } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/api';
import { buildQuery, unwrap, unwrapWithMsg } from '../../../../lib/http';

// Quick order by part number (issue 29). A check is a read (asked again after every fix, so never
// refused as a repeat); the file and the template travel as blobs because the buyer's token goes
// in a header, which a plain link cannot send.

type Currency = number | null | undefined;
const withCurrency = (path: string, currencyId: Currency) => path + buildQuery({ currencyId: currencyId ?? undefined });
const again = { headers: { repeatSubmit: false } };

export const quickOrderApi = {
  check: (lines: QuickOrderLineInput[], currencyId: Currency) => unwrap(http.post<QuickOrderCheck>(withCurrency(API.quickOrder.check.path(), currencyId), { lines }, again)),
  add: (lines: QuickOrderLineInput[], currencyId: Currency) => unwrapWithMsg(http.post<QuickOrderAdded>(withCurrency(API.quickOrder.add.path(), currencyId), { lines })),
  parse: (file: File, currencyId: Currency) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return unwrap(http.post<QuickOrderParsed>(withCurrency(API.quickOrder.parse.path(), currencyId), form, again));
  },
  suggest: (q: string) => unwrap(http.get<{ items: QuickOrderSuggestion[] }>(API.quickOrder.suggest.path(), { q })),
  template: async (format: QuickOrderFormat) => (await http.get<Blob>(API.quickOrder.template.path(), { format }, { responseType: 'blob', headers: { repeatSubmit: false } })) as unknown as Blob,
};

/** Suggestions for what is typed in a part-number box (the same text answers from the cache). */
export const suggestQuery = (langId: number, q: string) =>
  queryOptions({ queryKey: ['quick-order', 'suggest', langId, q], queryFn: () => quickOrderApi.suggest(q), staleTime: 60_000 });
