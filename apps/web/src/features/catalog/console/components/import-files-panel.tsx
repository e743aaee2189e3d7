import { IMPORT_FORMATS, type ImportFormat } from '@netshop/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { catalogImportApi } from '../api/catalog-import-api';
import { useCategoryOptions } from '../hooks/use-category-options';
import { saveFile } from '../lib/save-file';
import styles from '../pages/console-catalog-import.module.css';

/** The template (CSV or XLSX) and the export of the catalogue or a category, in the import's format. */
export function ImportFilesPanel() {
  const { t } = useTranslation('console-catalog-import');
  const categories = useCategoryOptions();
  const [categoryId, setCategoryId] = useState('');
  const [format, setFormat] = useState<ImportFormat>('xlsx');
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (what: string, fetchFile: () => Promise<Blob>, name: string) => {
    setBusy(what);
    try {
      saveFile(await fetchFile(), name);
    } catch {
      // The client showed the message.
    } finally {
      setBusy(null);
    }
  };
  const day = new Date().toISOString().slice(0, 10);

  return (
    <section className={styles.panel} aria-labelledby="import-files-title">
      <h2 id="import-files-title">{t('files.title')}</h2>
      <p className={styles.hint}>{t('files.lead')}</p>
      <div className={styles.row}>
        {IMPORT_FORMATS.map((f) => (
          <Button key={f} variant="secondary" busy={busy === `template-${f}`} onClick={() => void download(`template-${f}`, () => catalogImportApi.template(f), `catalogue-template.${f}`)} data-testid={`import-template-${f}`}>
            <Download size={16} aria-hidden="true" /> {t(`files.template.${f}`)}
          </Button>
        ))}
      </div>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('files.category')}</span>
          <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)} data-testid="export-category">
            <option value="">{t('files.all')}</option>
            {categories.options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.field} ${styles.narrow}`}>
          <span>{t('files.format')}</span>
          <select value={format} onChange={(e) => setFormat(e.target.value as ImportFormat)} data-testid="export-format">
            {IMPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <Button busy={busy === 'export'} onClick={() => void download('export', () => catalogImportApi.exportFile(format, Number(categoryId) || undefined), `catalogue-${day}.${format}`)} data-testid="export-run">
          {t('files.export')}
        </Button>
      </div>
    </section>
  );
}
