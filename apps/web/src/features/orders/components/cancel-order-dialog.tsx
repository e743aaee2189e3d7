import { CANCEL_REASONS, type CancelReason } from '@netshop/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import styles from './orders.module.css';

const NOTE_MAX = 300;

interface CancelOrderDialogProps {
  orderNo: string | null;
  busy: boolean;
  onConfirm(reason: CancelReason, note: string): void;
  onClose(): void;
}

/** Cancelling needs a reason (docs/product.md#validation, #limits); without one, "Please select cancellation reason" (docs/product.md#errors). */
export function CancelOrderDialog({ orderNo, busy, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Dialog open={orderNo !== null} onClose={onClose} title={t('cancel.title')} closeLabel={t('common:common.close')}>
      {orderNo && <CancelForm key={orderNo} orderNo={orderNo} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function CancelForm({ orderNo, busy, onConfirm, onClose }: Omit<CancelOrderDialogProps, 'orderNo'> & { orderNo: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const missing = tried && !reason;

  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!reason) {
          firstRadio.current?.focus();
          return;
        }
        onConfirm(reason, note.trim());
      }}
    >
      <p className={styles.dialogLead}>{t('cancel.lead', { orderNo })}</p>
      <fieldset className={styles.radioGroup} aria-describedby={missing ? `${id}-error` : undefined} aria-invalid={missing || undefined}>
        <legend>{t('cancel.reasonLegend')}</legend>
        {CANCEL_REASONS.map((r, i) => (
          <label key={r} className={styles.radio}>
            <input ref={i === 0 ? firstRadio : undefined} type="radio" name="cancelReason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            <span>{t(`cancelReasons.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert" data-testid="cancel-reason-error">
          {t('cancel.reasonRequired')}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-note`}>{t('cancel.note')}</label>
        <textarea id={`${id}-note`} rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} className={styles.textarea} />
      </div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel.keep')}
        </Button>
        <Button type="submit" variant="accent" busy={busy} data-testid="cancel-confirm">
          {t('cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}
