import { useId, type ReactNode } from 'react';
import styles from './segmented.module.css';

interface SegmentedProps<T extends string> {
  /** What the choice is about, read out for the group (visually hidden). */
  label: string;
  value: T;
  options: { value: T; label: ReactNode; testId?: string }[];
  onChange(value: T): void;
}

/**
 * A small either/or switch ("Mine | Company"): native radio buttons in a fieldset, drawn as one
 * segmented control, so arrow keys move between them and a screen reader hears a group.
 */
export function Segmented<T extends string>({ label, value, options, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.option} data-testid={o.testId}>
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
