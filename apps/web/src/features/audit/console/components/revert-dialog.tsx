import type { AuditEntry } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { auditRevertApi } from '../api/audit-console-api';
import styles from '../pages/console-audit.module.css';
import { AuditChanges } from './audit-changes';

const messageOf = (err: unknown, fallback: string) => (err instanceof HttpError && err.message ? err.message : fallback);

/**
 * Restoring the values before an entry (ADR 0043): the dialog first asks the server what would be
 * written (each field whose value now differs from the entry's before value, and whether someone
 * changed them since), then restores on confirmation. A refusal (already restored, the record
 * gone, nothing left to restore) is shown in place of the preview, and nothing can be confirmed.
 */
export function RevertDialog({ entry, onClose, onDone }: { entry: AuditEntry | null; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['console-audit', 'common']);
  return (
    <Dialog open={entry !== null} onClose={onClose} title={t('revert.title')} closeLabel={t('common:common.close')}>
      {entry && <RevertPreview key={entry.id} entry={entry} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function RevertPreview({ entry, onClose, onDone }: { entry: AuditEntry; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['console-audit', 'common']);
  const preview = useQuery({ queryKey: ['staff', 'audit', 'revert', entry.id], queryFn: () => auditRevertApi.preview(entry.id), retry: false, gcTime: 0 });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const restore = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { msg } = await auditRevertApi.apply(entry.id);
      alert.success(msg);
      await onDone();
    } catch (err) {
      setFailed(messageOf(err, t('revert.failed')));
    } finally {
      setBusy(false);
    }
  };

  const p = preview.data;
  return (
    <div className={styles.revert} data-testid="audit-revert-dialog">
      {preview.isPending && <p className={styles.muted}>{t('revert.loading')}</p>}
      {preview.isError && <Alert kind="error">{messageOf(preview.error, t('revert.failed'))}</Alert>}
      {p && (
        <>
          <p>{t('revert.lead')}</p>
          {p.changedSince && <Alert kind="warning">{t('revert.changedSince')}</Alert>}
          <div className={styles.revertPreview} data-testid="audit-revert-preview">
            <p className={styles.revertLegend}>
              <del>{t('revert.now')}</del> <span aria-hidden="true">→</span> <ins>{t('revert.restored')}</ins>
            </p>
            <AuditChanges entityType={p.entityType} before={p.current} after={p.restore} />
          </div>
          <p className={styles.muted}>{t('revert.recorded')}</p>
        </>
      )}
      {failed && <Alert kind="error">{failed}</Alert>}
      <div className={styles.revertActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        {p && (
          <Button busy={busy} onClick={() => void restore()} data-testid="audit-revert-confirm">
            {t('revert.confirm')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Under an entry's changes: the restore button, who restored it, or in one line why it cannot be. */
export function RevertCell({ entry, onRevert }: { entry: AuditEntry; onRevert(entry: AuditEntry): void }) {
  const { t } = useTranslation('console-audit');
  return (
    <div className={styles.revertCell}>
      {entry.revertOf !== null && <span className={styles.muted}>{t('revert.restores', { id: entry.revertOf })}</span>}
      {entry.revertedBy !== null ? (
        <span className={styles.muted} data-testid="audit-reverted">
          {t('revert.restoredBy', { id: entry.revertedBy })}
        </span>
      ) : entry.reversal === 'available' ? (
        <Button variant="secondary" size="small" onClick={() => onRevert(entry)} data-testid="audit-revert">
          {t('revert.button')}
        </Button>
      ) : entry.reversal !== 'none' ? (
        <span className={styles.muted} data-testid="audit-not-reversible">
          {t(`revert.why.${entry.reversal}`)}
        </span>
      ) : null}
    </div>
  );
}
