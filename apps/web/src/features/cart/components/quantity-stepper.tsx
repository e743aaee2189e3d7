import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

// Quick clicks on + or − become one change: each change is a request (server cart) or a new
// quote (guest cart).
const SETTLE_MS = 300;

interface Props {
  value: number;
  /** Most units allowed (the stock); the least is 1. */
  max: number;
  onChange(quantity: number): void;
  /** Names the group and the box, e.g. "Quantity of SFP-10G-LR". */
  label: string;
  disabled?: boolean;
}

/** − [n] +: typed numbers are kept within 1..max when the box is left or Enter is pressed. */
export function QuantityStepper({ value, max, onChange, label, disabled }: Props) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(value));
  const pending = useRef<{ timer: number; quantity: number } | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    if (!pending.current) setDraft(String(value));
  }, [value]);
  // A change still waiting when the line leaves the screen (the buyer went to checkout) is sent now.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      change.current(pending.current.quantity);
    },
    [],
  );

  const commit = (wanted: number, wait: boolean) => {
    const quantity = Math.max(1, Math.min(max, Math.floor(wanted) || 1));
    setDraft(String(quantity));
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (quantity === value) return;
    const send = () => {
      pending.current = null;
      change.current(quantity);
    };
    if (!wait) return send();
    pending.current = { quantity, timer: window.setTimeout(send, SETTLE_MS) };
  };
  const current = Number(draft) || value;
  // Leaving the stepper (e.g. for Checkout) sends a waiting change at once, before that click acts.
  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { quantity } = pending.current;
    pending.current = null;
    change.current(quantity);
  };

  return (
    <div
      className={styles.stepper}
      role="group"
      aria-label={label}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) flush();
      }}
    >
      <button type="button" aria-label={t('line.decrease')} disabled={disabled || current <= 1} onClick={() => commit(Math.min(current - 1, max), true)}>
        <Minus size={16} aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => commit(Number(draft), false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(Number(draft), false);
        }}
        data-testid="cart-qty"
      />
      <button type="button" aria-label={t('line.increase')} disabled={disabled || current >= max} onClick={() => commit(current + 1, true)}>
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
