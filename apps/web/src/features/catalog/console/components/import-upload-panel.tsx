import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import styles from '../pages/console-catalog-import.module.css';

/** The file to dry-run: CSV or XLSX (the server checks the content, not the name). */
export function ImportUploadPanel({ busy, onRun }: { busy: boolean; onRun(file: File): Promise<void> }) {
  const { t } = useTranslation('console-catalog-import');
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    setMissing(!file);
    if (file) await onRun(file);
  };

  return (
    <section className={styles.panel} aria-labelledby="import-upload-title">
      <h2 id="import-upload-title">{t('upload.title')}</h2>
      <form className={styles.row} onSubmit={(e) => void submit(e)} noValidate>
        <label className={styles.field}>
          <span>{t('upload.file')}</span>
          <input ref={input} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={() => setMissing(false)} data-testid="import-file" aria-invalid={missing || undefined} aria-describedby={missing ? 'import-file-error' : undefined} />
          {missing && (
            <span id="import-file-error" className={styles.error} role="alert">
              {t('upload.choose')}
            </span>
          )}
        </label>
        <Button type="submit" busy={busy} data-testid="import-run">
          {t('upload.run')}
        </Button>
      </form>
    </section>
  );
}
