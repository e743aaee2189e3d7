import { BLOCK_REASON_MAX, blockCustomerBody, type CustomerDetail } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Download, KeyRound, LockOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproveDialog, RejectDialog } from '../../../../components/console/decision-dialogs';
import { Button } from '../../../../components/ui/button';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { customersConsoleApi, customersKey } from '../api/customers-console-api';
import { downloadJson } from '../lib/download-json';
import styles from '../pages/console-customers.module.css';
import { EraseDialog } from './erase-dialog';

type Open = 'block' | 'unblock' | 'reset' | 'erase' | null;

/** What an administrator (customers.manage) does to a buyer: block or unblock, a reset mail, the export, the erasure. */
export function CustomerActions({ profile }: { profile: CustomerDetail['profile'] }) {
  const { t } = useTranslation('console-customers');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const { userId, email, blocked, erased } = profile;
  const done = async () => {
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: customersKey });
  };
  const exportData = async () => {
    setExporting(true);
    try {
      const file = await customersConsoleApi.export(userId);
      downloadJson(`customer-${userId}-${file.exportedAt.slice(0, 10)}.json`, file);
      alert.success(t('export.done'));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err; // the client has shown why
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className={styles.actions} data-testid="customer-actions">
        {!erased &&
          (blocked ? (
            <Button variant="secondary" size="small" onClick={() => setOpen('unblock')} data-testid="customer-unblock">
              <LockOpen size={16} aria-hidden="true" />
              {t('actions.unblock')}
            </Button>
          ) : (
            <Button variant="secondary" size="small" onClick={() => setOpen('block')} data-testid="customer-block">
              <Ban size={16} aria-hidden="true" />
              {t('actions.block')}
            </Button>
          ))}
        {!erased && (
          <Button variant="secondary" size="small" onClick={() => setOpen('reset')} data-testid="customer-reset">
            <KeyRound size={16} aria-hidden="true" />
            {t('actions.reset')}
          </Button>
        )}
        <Button variant="secondary" size="small" busy={exporting} onClick={() => void exportData()} data-testid="customer-export">
          <Download size={16} aria-hidden="true" />
          {t('actions.export')}
        </Button>
        {!erased && (
          <Button variant="ghost" size="small" className={styles.danger} onClick={() => setOpen('erase')} data-testid="customer-erase">
            <Trash2 size={16} aria-hidden="true" />
            {t('actions.erase')}
          </Button>
        )}
      </div>
      <RejectDialog
        item={open === 'block' ? userId : null}
        title={t('block.title', { email })}
        schema={blockCustomerBody}
        reason={{ label: t('block.reason'), hint: t('block.hint', { max: BLOCK_REASON_MAX }), max: BLOCK_REASON_MAX }}
        label={t('actions.block')}
        testId="customer-block"
        reject={async (body) => (await customersConsoleApi.block(userId, body), { msg: t('block.done') })}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <ApproveDialog open={open === 'unblock'} title={t('unblock.title', { email })} label={t('actions.unblock')} testId="customer-unblock" approve={async () => (await customersConsoleApi.unblock(userId), { msg: t('unblock.done') })} onClose={() => setOpen(null)} onDone={done}>
        {t('unblock.text')}
      </ApproveDialog>
      <ApproveDialog
        open={open === 'reset'}
        title={t('reset.title')}
        label={t('reset.send')}
        testId="customer-reset"
        approve={async () => {
          const r = await customersConsoleApi.passwordReset(userId);
          return { msg: r.sent ? t('reset.sent', { email }) : t('reset.wait', { seconds: r.resendAfter }) };
        }}
        onClose={() => setOpen(null)}
        onDone={done}
      >
        {t('reset.text', { email, language: t(`languages.${profile.lang}`) })}
      </ApproveDialog>
      <EraseDialog open={open === 'erase'} userId={userId} email={email} onClose={() => setOpen(null)} onDone={done} />
    </>
  );
}
