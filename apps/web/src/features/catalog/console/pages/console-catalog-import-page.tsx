import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PermissionGate } from '../../../../components/console/permission-gate';
import { ImportFilesPanel } from '../components/import-files-panel';
import { ImportReport } from '../components/import-report';
import { ImportUploadPanel } from '../components/import-upload-panel';
import { PriceChangePanel } from '../components/price-change-panel';
import { useCatalogImport } from '../hooks/use-catalog-import';
import styles from './console-catalog-import.module.css';

/**
 * /console/catalog/import (permission catalog.edit, issue 27): the template and the export; a
 * file's dry run with its errors by line and the changes, applied only on confirmation and then
 * all or nothing; and a category's prices changed by a percentage, previewed first.
 */
export function Component() {
  const { t } = useTranslation('console-catalog-import');
  const imp = useCatalogImport();
  return (
    <PermissionGate permission="catalog.edit" title={t('title')} noAccess={t('noAccess')} testId="catalog-import-no-access">
      <p className={styles.back}>
        <Link to="/console/catalog">{t('back')}</Link>
      </p>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.stack}>
        <ImportFilesPanel />
        <ImportUploadPanel busy={imp.busy === 'preview'} onRun={imp.run} />
        {imp.preview && <ImportReport preview={imp.preview} applied={imp.applied} refused={imp.refused} busy={imp.busy === 'apply'} onApply={() => void imp.apply()} onReset={imp.reset} />}
        <PriceChangePanel />
      </div>
    </PermissionGate>
  );
}
