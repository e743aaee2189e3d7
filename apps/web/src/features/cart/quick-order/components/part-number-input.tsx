import type { QuickOrderSuggestion } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../../lib/use-shop';
import { suggestQuery } from '../api/quick-order-api';
import styles from '../quick-order.module.css';

interface Props {
  value: string;
  label: string;
  line: number;
  invalid?: boolean;
  describedBy?: string;
  onChange(value: string): void;
  /** A suggestion was chosen (its SKU when it is one). */
  onPick(s: QuickOrderSuggestion): void;
  /** The buyer started or stopped typing here. */
  onTyping?(typing: boolean): void;
}

/**
 * A part-number box with suggestions as you type (ARIA 1.2 combobox with a list box): our
 * products, SKUs and the other brands' numbers we replace, 200 ms after the last key; the arrows
 * move through them, Enter takes one, Escape closes the list.
 */
export function PartNumberInput({ value, label, line, invalid, describedBy, onChange, onPick, onTyping }: Props) {
  const { t } = useTranslation('quick-order');
  const { langId } = useShop();
  const id = useId();
  const listId = `${id}-list`;
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const q = value.trim();
    const timer = setTimeout(() => setTyped(q), 200);
    return () => clearTimeout(timer);
  }, [value]);
  const query = useQuery({ ...suggestQuery(langId, typed), enabled: open && typed.length >= 2 });
  const items = open && typed.length >= 2 ? (query.data?.items ?? []) : [];
  const shown = items.length > 0;

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const pick = (s: QuickOrderSuggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(s);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      pick(items[active]!);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div ref={box} className={styles.partBox}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        value={value}
        maxLength={120}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={() => {
          setOpen(true);
          onTyping?.(true);
        }}
        onBlur={() => onTyping?.(false)}
        onChange={(e) => {
          setOpen(true);
          setActive(-1);
          onChange(e.target.value);
        }}
        onKeyDown={onKey}
        data-testid={`qo-part-${line}`}
      />
      <ul id={listId} role="listbox" aria-label={t('suggest.label', { n: line })} className={styles.suggestions} hidden={!shown}>
        {items.map((s, i) => (
          <li key={`${s.kind}-${s.productNo}`}>
            <button
              type="button"
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.suggestion}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              <span className={styles.suggestNo}>{s.productNo}</span>
              <span className={styles.suggestName}>
                {s.name}
                {s.kind === 'product' && ` · ${t('suggest.product')}`}
                {s.kind === 'compat' && s.brand && ` · ${t('suggest.compat', { brand: s.brand })}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
