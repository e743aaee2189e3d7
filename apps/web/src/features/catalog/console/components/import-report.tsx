import type { ImportApplied, ImportPreview } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import styles from '../pages/console-catalog-import.module.css';
import { ImportChangesTable, ImportErrorsTable } from './import-tables';

const COUNTS = ['lines', 'productsCreated', 'productsUpdated', 'skusCreated', 'skusUpdated', 'unchanged', 'errorLines'] as const;

interface Props {
  preview: ImportPreview;
  applied: ImportApplied | null;
  refused: string | null;
  busy: boolean;
  onApply(): void;
  onReset(): void;
}

/** The dry run's report: counts, errors by line, the changes, and the confirmation (or what was applied). */
export function ImportReport({ preview, applied, refused, busy, onApply, onReset }: Props) {
  const { t, i18n } = useTranslation('console-catalog-import');
  const s = preview.summary;
  const time = preview.expiresAt ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(preview.expiresAt)) : '';
  return (
    <section className={styles.panel} aria-labelledby="import-report-title" data-testid="import-report">
      <h2 id="import-report-title">{t('report.title', { file: preview.fileName })}</h2>
      <dl className={styles.counts}>
        {COUNTS.map((k) => (
          <div key={k} data-warn={k === 'errorLines' && s.errorLines > 0 ? 'true' : undefined}>
            <dt>{t(`report.${k}`)}</dt>
            <dd data-testid={`import-count-${k}`}>{s[k]}</dd>
          </div>
        ))}
      </dl>

      {preview.errors.length > 0 && (
        <>
          <Alert kind="error">{t('report.hasErrors')}</Alert>
          <h3>{t('report.errorsTitle')}</h3>
          <ImportErrorsTable errors={preview.errors} total={s.errorCount} />
        </>
      )}

      {s.changes > 0 ? (
        <>
          <h3>{t('report.changesTitle')}</h3>
          <ImportChangesTable changes={preview.changes} total={s.changes} />
        </>
      ) : (
        preview.errors.length === 0 && <p className={styles.hint}>{t('report.noChanges')}</p>
      )}

      {refused && <Alert kind="warning">{refused}</Alert>}
      {applied ? (
        <div className={styles.result} data-testid="import-applied">
          <Alert kind="success">{t('report.applied', { skus: applied.summary.skusCreated + applied.summary.skusUpdated, products: applied.summary.productsCreated + applied.summary.productsUpdated })}</Alert>
          <Button variant="secondary" onClick={onReset}>
            {t('report.again')}
          </Button>
        </div>
      ) : (
        preview.id && (
          <div className={styles.confirm}>
            <p className={styles.hint}>{t('report.expires', { time })}</p>
            <Button variant="accent" busy={busy} disabled={refused !== null} onClick={onApply} data-testid="import-apply">
              {t('report.apply', { count: s.changes })}
            </Button>
          </div>
        )
      )}
    </section>
  );
}
