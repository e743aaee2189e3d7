import type { ComponentProps, ReactNode } from 'react';
import styles from './tab-label.module.css';

/** A tab's name and, after it, what it counts (<TabCount>): the label of a Tabs item on the buyer's lists. */
export function TabLabel(props: ComponentProps<'span'>) {
  return <span {...props} className={styles.label} />;
}

/** The number in a tab's label, in a brand-coloured pill. */
export function TabCount({ children }: { children: ReactNode }) {
  return <span className={styles.count}>{children}</span>;
}
