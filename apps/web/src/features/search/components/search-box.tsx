import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Highlight } from '../../../components/ui/highlight';
import { useShop, useVisitorId } from '../../../lib/use-shop';
import { historyQuery, hotQuery, searchApi } from '../api/search-api';
import styles from './search.module.css';

interface Option {
  text: string;
  go: string;
}

/**
 * The header search: a combobox whose drop-down shows the visitor's history and hot searches
 * while empty, and suggestions (product numbers, names) while typing.
 */
export function SearchBox({ className, inputClass }: { className?: string; inputClass?: string }) {
  const { t } = useTranslation('search');
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
  const options: Option[] = value.trim()
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

  const renderOption = (o: Option, i: number) => (
    <li key={`${i}-${o.text}`}>
      <button type="button" role="option" id={`${listId}-${i}`} aria-selected={i === active} className={styles.option} onMouseDown={(e) => e.preventDefault()} onClick={() => go(o.go)}>
        {value.trim() ? <Highlight text={o.text} query={value} /> : o.text}
      </button>
    </li>
  );

  return (
    <div ref={box} className={className} style={{ position: 'relative' }}>
      <form role="search" onSubmit={submit} style={{ display: 'flex', width: '100%' }}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {t('common:header.search')}
        </label>
        <input
          id={`${listId}-input`}
          className={inputClass}
          type="search"
          value={value}
          maxLength={200}
          autoComplete="off"
          placeholder={t('common:header.searchPlaceholder')}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onFocus={() => {
            setOpen(true);
            // History changes with every search elsewhere on the site: read it fresh.
            void queryClient.invalidateQueries({ queryKey: ['search', 'history'] });
          }}
          onChange={(e) => {
            if (!e.target.value.trim()) void queryClient.invalidateQueries({ queryKey: ['search', 'history'] });
            setValue(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKey}
          data-testid="search-input"
        />
        <button type="submit" aria-label={t('common:header.search')}>
          <Search size={18} aria-hidden="true" />
        </button>
      </form>
      {open && options.length > 0 && (
        <div className={styles.dropdown} data-testid="search-dropdown">
          <div id={listId} role="listbox" aria-label={t('common:header.search')}>
            {value.trim() ? (
              <ul>{options.map(renderOption)}</ul>
            ) : (
              <>
                {historyCount > 0 && (
                  <>
                    <h2>
                      {t('history')}
                      <button type="button" onClick={() => void clearHistory()} data-testid="clear-history">
                        {t('clearHistory')}
                      </button>
                    </h2>
                    <ul>{options.slice(0, historyCount).map(renderOption)}</ul>
                  </>
                )}
                {options.length > historyCount && (
                  <>
                    <h2>{t('hot')}</h2>
                    <ul>{options.slice(historyCount).map((o, i) => renderOption(o, i + historyCount))}</ul>
                  </>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
