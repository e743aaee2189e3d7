import type { LangCode } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/field';

/**
 * Publishing: with every language complete, a confirmation; with some incomplete, their names and
 * a reason, which the server keeps on the product and in the audit log (the override, ADR 0042).
 */
export function PublishDialog({ open, incomplete, busy, onClose, onPublish }: { open: boolean; incomplete: LangCode[]; busy: boolean; onClose(): void; onPublish(reason?: string): void }) {
  const { t } = useTranslation('console-catalog');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const needsReason = incomplete.length > 0;
  const missing = needsReason && reason.trim() === '';
  return (
    <Dialog
      open={open}
      title={t('publish.title')}
      onClose={onClose}
      closeLabel={t('cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            busy={busy}
            data-testid="publish-confirm"
            onClick={() => {
              setTried(true);
              if (!missing) onPublish(needsReason ? reason.trim() : undefined);
            }}
          >
            {needsReason ? t('publish.anyway') : t('publish.confirm')}
          </Button>
        </>
      }
    >
      {needsReason ? (
        <>
          <p>{t('publish.incomplete', { langs: incomplete.map((l) => t(`languages.${l}`)).join(', ') })}</p>
          <TextAreaField label={t('publish.reason')} hint={t('publish.reasonHint')} value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} error={tried && missing ? t('errors.required') : undefined} data-testid="publish-reason" />
        </>
      ) : (
        <p>{t('publish.complete')}</p>
      )}
    </Dialog>
  );
}
