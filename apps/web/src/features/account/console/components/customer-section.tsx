import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-customers.module.css';

/** One part of the customer page: its heading with how many of how many are shown, the list, or what an empty one says. */
export function CustomerSection({ id, title, shown, total, children }: { id: string; title: string; shown: number; total: number; children: ReactNode }) {
  const { t } = useTranslation('console-customers');
  return (
    <section className={styles.panel} aria-labelledby={`customer-${id}`} data-testid={`customer-${id}`}>
      <h2 id={`customer-${id}`} className={styles.sectionTitle}>
        {title}
        <span className={styles.sectionCount}>{shown < total ? t('latestOf', { shown, total }) : total}</span>
      </h2>
      {total === 0 ? <p className={styles.none}>{t('none')}</p> : children}
    </section>
  );
}
