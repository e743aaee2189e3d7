import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import styles from './account.module.css';

/** The sign-in pages: one centred card with the page's h1 (the document title follows it). */
export function AuthFrame({ title, lead, wide, steps, children }: { title: string; lead?: ReactNode; wide?: boolean; steps?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="container" style={{ paddingTop: 'var(--space-8)', paddingBottom: 'var(--space-10)' }}>
      <section className={[styles.auth, wide ? styles.authWide : ''].join(' ')} aria-labelledby="auth-title">
        {steps}
        <h1 id="auth-title" className={styles.authTitle}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}

/** The three steps of registration (docs/product.md#states): e-mail, details, done. */
export function RegisterSteps({ current, labels }: { current: 0 | 1 | 2; labels: [string, string, string]; }) {
  return (
    <ol className={styles.steps}>
      {labels.map((l, i) => (
        <li key={l} aria-current={i === current ? 'step' : undefined} data-done={i < current}>
          {l}
        </li>
      ))}
    </ol>
  );
}
