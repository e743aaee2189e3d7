import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HttpError } from '../../lib/http';
import { alert } from '../../lib/alerts';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextAreaField } from '../ui/field';
import styles from './console-page.module.css';

/** What a console decision answers: the server's message, shown as a success. */
type Answer = Promise<{ msg: string }>;

/**
 * Approving a queued item (an invoice request, a sample application): a dialog that says what
 * approving does and asks once more. A refusal the HTTP client has already shown (decided by
 * someone else meanwhile) closes it like a success; the queue is read again either way.
 */
export function ApproveDialog({ open, title, label, testId, approve, onClose, onDone, children }: { open: boolean; title: string; label: string; testId: string; approve(): Answer; onClose(): void; onDone(): Promise<void>; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { msg } = await approve();
      alert.success(msg);
    } catch (err) {
      // The client has shown why; the list is read again.
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
    }
    await onDone();
  };
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {label}
          </Button>
        </>
      }
    >
      {open && <p className={styles.dialogText}>{children}</p>}
    </Dialog>
  );
}

export interface RejectDialogProps {
  /** The item's key: a new item opens an empty form. Null: the dialog is closed. */
  item: string | number | null;
  title: string;
  /** The check of the body, `{ reason }`, from the contract. */
  schema: z.ZodType<{ reason: string }>;
  /** The reason's label, its hint and longest length. */
  reason: { label: string; hint: string; max: number };
  /** The button that rejects. */
  label: string;
  /** Test ids: `<testId>-form`, `<testId>-confirm`. */
  testId: string;
  reject(body: { reason: string }): Answer;
  onClose(): void;
  onDone(): Promise<void>;
}

/** Rejecting a queued item: the reason is required; the buyer reads it in their message and mail, as written. */
export function RejectDialog(props: RejectDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={props.item !== null} onClose={props.onClose} title={props.title} closeLabel={t('common.close')}>
      {props.item !== null && <RejectForm key={props.item} {...props} />}
    </Dialog>
  );
}

function RejectForm({ schema, reason, label, testId, reject, onClose, onDone }: RejectDialogProps) {
  const { t } = useTranslation('common');
  const form = useZodForm(schema, { reason: '' });
  const submit = form.submit(async (body) => {
    const { msg } = await reject(body);
    alert.success(msg);
    await onDone();
  });
  return (
    <form ref={form.formRef} className={styles.rejectForm} onSubmit={(e) => void submit(e)} noValidate data-testid={`${testId}-form`}>
      <TextAreaField label={reason.label} hint={reason.hint} rows={4} maxLength={reason.max} {...form.field('reason')} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="accent" busy={form.busy} data-testid={`${testId}-confirm`}>
          {label}
        </Button>
      </div>
    </form>
  );
}
