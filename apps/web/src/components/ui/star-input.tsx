import { Star } from 'lucide-react';
import { RATING_ITEMS } from '@netshop/contract/constants';
import styles from './star-input.module.css';

interface StarInputProps {
  value: number;
  onChange(value: number): void;
  /** The group's name for screen readers, e.g. "Rating". */
  label: string;
  /** "{{count}} stars" for each choice. */
  starLabel(count: number): string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A rating as radio buttons (docs/product.md#limits: 5 items, none chosen at first, so "Please select rating" can
 * apply): arrow keys move between stars as in any radio group, and each star says its count.
 */
export function StarInput({ value, onChange, label, starLabel, invalid, describedBy }: StarInputProps) {
  return (
    <div role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={styles.group}>
      {Array.from({ length: RATING_ITEMS }, (_, i) => i + 1).map((n) => (
        <label key={n} className={styles.star} data-on={n <= value || undefined}>
          <input type="radio" name={label} value={n} checked={value === n} onChange={() => onChange(n)} className={styles.radio} aria-label={starLabel(n)} />
          <Star size={28} aria-hidden="true" fill={n <= value ? 'currentColor' : 'none'} />
        </label>
      ))}
    </div>
  );
}
