import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './checkout.module.css';

interface CheckoutSectionProps {
  id: string;
  number: number;
  title: string;
  /** What this section still lacks ("fill in and verify", docs/product.md#screens). */
  missing?: string[];
  /** The buyer tried to submit: what is missing is now an error, not a reminder. */
  attempted: boolean;
  aside?: ReactNode;
  children: ReactNode;
}

/** One numbered step of the confirmation page, with what it still lacks next to its heading. */
export function CheckoutSection({ id, number, title, missing = [], attempted, aside, children }: CheckoutSectionProps) {
  const headingId = `${id}-heading`;
  return (
    // Focusable so a submit with something missing can take the buyer to the first such section.
    <section id={id} className={styles.section} aria-labelledby={headingId} tabIndex={-1} data-missing={missing.length > 0 || undefined}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>
          <span className={styles.sectionNo} aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      {missing.map((m) => (
        <p key={m} className={attempted ? styles.missingError : styles.missingHint} data-testid={`missing-${id}`}>
          <AlertCircle size={16} aria-hidden="true" />
          {m}
        </p>
      ))}
      {children}
    </section>
  );
}
