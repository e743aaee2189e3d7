import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import styles from './console-page.module.css';

/** The row of filters above a console queue's tabs (ConsoleQueue's `filters`). */
export function QueueFilters({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}

/** A filter by one of a few values, or by none (`any`). */
export function QueueSelect<V extends string>({ label, value, onChange, options, optionLabel, any, testId }: { label: string; value: V | ''; onChange(value: V | ''): void; options: readonly V[]; optionLabel(value: V): string; any: string; testId?: string }) {
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as V | '')} data-testid={testId}>
        <option value="">{any}</option>
        {options.map((k) => (
          <option key={k} value={k}>
            {optionLabel(k)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Words to search the queue for, sent (trimmed) when the form is submitted, not as they are typed.
 * The page keeps what is typed (`draft`), so it outlives an item opened from the queue.
 */
export function QueueSearch({ label, button, testId, draft, setDraft, onSearch }: { label: string; button: string; testId: string; draft: string; setDraft(draft: string): void; onSearch(words: string): void }) {
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label className={styles.filter}>
        <span>{label}</span>
        <input type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} data-testid={testId} />
      </label>
      <Button type="submit" variant="secondary" size="small">
        {button}
      </Button>
    </form>
  );
}
