import { useSearchParams } from 'react-router';

/**
 * The page's query parameters and a setter that changes several at once (undefined removes
 * one). Any change other than the page number starts again at page 1.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return [params, update] as const;
}
