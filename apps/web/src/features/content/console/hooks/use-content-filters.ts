import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from '@netshop/contract';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';

export const PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined => (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** The list's type tab, status, words and page, kept in the address (?type=&status=&q=&page=) so a reload or a shared link shows the same list. */
export function useContentFilters() {
  const [params, update] = useUrlParams();
  const type: ContentType = oneOf(CONTENT_TYPES, params.get('type')) ?? 'news';
  const status: ContentStatus | undefined = oneOf(CONTENT_STATUSES, params.get('status'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  return {
    query: { type, status, q: q || undefined, page },
    draft,
    setDraft,
    set: (changes: Partial<Record<'type' | 'status' | 'q' | 'page', string>>) => update(changes),
  };
}
