import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Highlight } from '../../../components/ui/highlight';
import { useSearchBox, type SearchOption } from '../hooks/use-search-box';
import styles from './search.module.css';

/**
 * The header search: a combobox whose drop-down shows the visitor's history and hot searches
 * while empty, and suggestions (product numbers, names) while typing.
 */
export function SearchBox({ className, inputClass }: { className?: string; inputClass?: string }) {
  const { t } = useTranslation('search');
  const sb = useSearchBox();
  const { value, open, active, options, historyCount, listId } = sb;

  const renderOption = (o: SearchOption, i: number) => (
    <li key={`${i}-${o.text}`}>
      <button type="button" role="option" id={`${listId}-${i}`} aria-selected={i === active} className={styles.option} onMouseDown={(e) => e.preventDefault()} onClick={() => sb.go(o.go)}>
        {value.trim() ? <Highlight text={o.text} query={value} /> : o.text}
      </button>
    </li>
  );

  return (
    <div ref={sb.box} className={className} style={{ position: 'relative' }}>
      <form role="search" onSubmit={sb.submit} style={{ display: 'flex', width: '100%' }}>
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
          onFocus={sb.onFocus}
          onChange={(e) => sb.onChange(e.target.value)}
          onKeyDown={sb.onKey}
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
                      <button type="button" onClick={() => void sb.clearHistory()} data-testid="clear-history">
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
