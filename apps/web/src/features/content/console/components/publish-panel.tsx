import type { StaffContentDetail } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { StatusTag } from './status-tag';
import styles from '../pages/console-content.module.css';

interface Props {
  item: StaffContentDetail;
  /** Unsaved edits: publishing shows the saved texts, so the editor saves first. */
  dirty: boolean;
  busy: boolean;
  onPublish(at?: string): void;
  onUnpublish(): void;
  onDelete(): void;
}

/** When buyers see the item: now, at a date (scheduled: hidden until then), or not (a draft); and deleting it. */
export function PublishPanel({ item, dirty, busy, onPublish, onUnpublish, onDelete }: Props) {
  const { t } = useTranslation('console-content');
  const [at, setAt] = useState('');
  const [confirm, setConfirm] = useState(false);
  const atIso = at ? new Date(at).toISOString() : '';
  return (
    <section className={styles.panel} aria-labelledby="content-publish" data-testid="content-publish">
      <h2 id="content-publish" className={styles.sectionTitle}>
        {t('publication')}
      </h2>
      <p className={styles.statusLine}>
        <StatusTag status={item.status} publishedAt={item.publishedAt} />
      </p>
      {dirty && <p className={styles.hint}>{t('saveFirst')}</p>}
      <div className={styles.actions}>
        <Button onClick={() => onPublish()} disabled={dirty || busy} data-testid="content-publish-now">
          {item.status === 'published' ? t('republish') : t('publishNow')}
        </Button>
        {item.status !== 'draft' && (
          <Button variant="secondary" onClick={onUnpublish} disabled={busy} data-testid="content-unpublish">
            {t('unpublish')}
          </Button>
        )}
      </div>
      <div className={styles.schedule}>
        <label className={styles.filter}>
          <span>{t('scheduleAt')}</span>
          <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} data-testid="content-schedule-at" />
        </label>
        <Button variant="secondary" onClick={() => onPublish(atIso)} disabled={!at || dirty || busy} data-testid="content-schedule">
          {t('schedule')}
        </Button>
      </div>
      <p className={styles.hint}>{t('scheduleHint')}</p>
      <Button variant="secondary" size="small" className={styles.danger} onClick={() => setConfirm(true)} disabled={busy} data-testid="content-delete">
        {t('delete')}
      </Button>
      <Dialog
        open={confirm}
        title={t('deleteTitle')}
        onClose={() => setConfirm(false)}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={onDelete} className={styles.dangerSolid} data-testid="content-delete-confirm">
              {t('delete')}
            </Button>
          </>
        }
      >
        <p>{t('deleteText', { title: item.title })}</p>
      </Dialog>
    </section>
  );
}
