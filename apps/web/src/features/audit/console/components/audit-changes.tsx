import { useTranslation } from 'react-i18next';
import styles from '../pages/console-audit.module.css';

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * What an entry changed: for a record with both sides, each field whose value differs as
 * "before → after"; for a creation or a route entry (ADR 0040: no before), the fields it wrote.
 */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('console-audit');
  if (isFields(before) && isFields(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    if (keys.length === 0) return <span className={styles.muted}>{t('changes.none')}</span>;
    return (
      <dl className={styles.changes}>
        {keys.map((k) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <del>{show(before[k])}</del> <span aria-hidden="true">→</span> <ins>{show(after[k])}</ins>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const side = after ?? before;
  if (side === null || side === undefined) return <span className={styles.muted}>{t('changes.none')}</span>;
  return (
    <details className={styles.raw}>
      <summary>{after === null ? t('changes.removed') : t('changes.written')}</summary>
      <pre>{JSON.stringify(side, null, 2)}</pre>
    </details>
  );
}
