import { eraseCustomerBody } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { useZodForm } from '../../../../lib/use-zod-form';
import { customersConsoleApi } from '../api/customers-console-api';
import styles from '../pages/console-customers.module.css';

/**
 * Erasing a buyer's personal data (ADR 0041): irreversible, so the dialog says what goes and what
 * stays, and the button only works once the buyer's e-mail is typed (the server checks it again).
 */
export function EraseDialog({ open, userId, email, onClose, onDone }: { open: boolean; userId: number; email: string; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['console-customers', 'common']);
  return (
    <Dialog open={open} onClose={onClose} title={t('erase.title')} closeLabel={t('common:common.close')}>
      {open && <EraseForm userId={userId} email={email} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function EraseForm({ userId, email, onClose, onDone }: { userId: number; email: string; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['console-customers', 'common']);
  const form = useZodForm(eraseCustomerBody, { email: '' });
  const typed = form.field('email');
  const matches = typed.value.trim().toLowerCase() === email.toLowerCase();
  const submit = form.submit(async (body) => {
    const { msg } = await customersConsoleApi.erase(userId, body);
    alert.success(msg);
    await onDone();
  });
  return (
    <form ref={form.formRef} className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate data-testid="customer-erase-form">
      <p className={styles.warning}>{t('erase.warning')}</p>
      <ul className={styles.eraseList}>
        <li>{t('erase.goes')}</li>
        <li>{t('erase.stays')}</li>
      </ul>
      <TextField label={t('erase.typeEmail', { email })} autoComplete="off" spellCheck={false} {...typed} data-testid="customer-erase-email" />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" variant="accent" busy={form.busy} disabled={!matches} data-testid="customer-erase-confirm">
          {t('erase.confirm')}
        </Button>
      </div>
    </form>
  );
}
