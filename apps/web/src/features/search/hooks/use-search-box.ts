import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useShop, useVisitorId } from '../../../lib/use-shop';
import { historyQuery, hotQuery, searchApi } from '../api/search-api';

export interface SearchOption {
  text: string;
  go: string;
}

/**
 * The header search's combobox state: the text, whether the drop-down is open and which option is
 * active; while empty the visitor's history and hot searches, while typing suggestions (200 ms
 * after the last key); Enter, the arrows and Escape; clearing the history.
 */
export function useSearchBox() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { langId, ready } = useShop();
  const visitorId = useVisitorId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<{ text: string; spuId: number | null }[]>([]);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const hot = useQuery({ ...hotQuery(), enabled: ready && open });
  const history = useQuery({ ...historyQuery(visitorId), enabled: ready && open && Boolean(visitorId) });

  useEffect(() => {
    const q = value.trim();
    if (!q) return setSuggestions([]);
    const timer = setTimeout(() => {
      searchApi.suggest(q).then(setSuggestions, () => setSuggestions([]));
    }, 200);
    return () => clearTimeout(timer);
  }, [value, langId]);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const toSearch = (q: string) => `/searchResult?keyword=${encodeURIComponent(q)}`;
  const options: SearchOption[] = value.trim()
    ? suggestions.map((s) => ({ text: s.text, go: s.spuId ? `/product/productDetail?spuId=${s.spuId}` : toSearch(s.text) }))
    : [...(history.data ?? []).map((h) => ({ text: h, go: toSearch(h) })), ...(hot.data ?? []).map((h) => ({ text: h, go: toSearch(h) }))];
  const historyCount = value.trim() ? 0 : (history.data ?? []).length;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate(to);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (active >= 0 && options[active]) return go(options[active].go);
    const q = value.trim();
    go(q ? toSearch(q) : '/searchResult');
    // Refetched in the background for the next time the box opens (a failed refetch keeps the old list).
    void queryClient.invalidateQueries({ queryKey: ['search', 'history'] });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') return setOpen(false);
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
    setActive((i) => (options.length ? (e.key === 'ArrowDown' ? (i + 1) % options.length : (i - 1 + options.length) % options.length) : -1));
  };
  const clearHistory = async () => {
    await searchApi.clearHistory(visitorId).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['search', 'history'] });
  };

  const onFocus = () => {
    setOpen(true);
    // History changes with every search elsewhere on the site: read it fresh.
    void queryClient.invalidateQueries({ queryKey: ['search', 'history'] });
  };
  const onChange = (text: string) => {
    if (!text.trim()) void queryClient.invalidateQueries({ queryKey: ['search', 'history'] });
    setValue(text);
    setActive(-1);
    setOpen(true);
  };
  return { value, open, active, options, historyCount, listId, box, go, submit, onKey, onFocus, onChange, clearHistory };
}
