import { STAFF_CANCEL_REASONS, staffCancelBody, type Money, type StaffOrderMoney } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { SelectField, TextAreaField } from '../../../../components/ui/field';
import { useZodForm } from '../../../../lib/use-zod-form';
import { orderManageApi } from '../api/order-manage-api';
import styles from './order-manage.module.css';

interface Props {
  open: boolean;
  money: StaffOrderMoney;
  format(m: Money): string;
  onClose(): void;
  onDone(message: string): Promise<void>;
}

const EMPTY = { reason: '', note: '' };

/** Cancel with a reason from the list and free text; says beforehand what a paid order's cancel refunds. */
export function CancelOrderDialog({ open, money, format, onClose, onDone }: Props) {
  const { t } = useTranslation(['console-orders', 'common']);
  const form = useZodForm(staffCancelBody, EMPTY);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.submit(async (body) => {
    await orderManageApi.cancel(money.orderNo, body);
    form.reset(EMPTY);
    await onDone(t('manage.cancelledOk', { orderNo: money.orderNo }));
  });
  const paid = money.refundable.amount > 0;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('manage.cancelTitle', { orderNo: money.orderNo })}
      closeLabel={t('common:common.close')}
      formId="manage-cancel-form"
      dismissLabel={t('manage.keep')}
      submitLabel={t('manage.confirmCancel')}
      busy={form.busy}
      submitTestId="manage-cancel-submit"
    >
      <form id="manage-cancel-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={styles.intro} data-testid="manage-cancel-intro">
          {paid ? t('manage.cancelIntroPaid', { amount: format(money.refundable) }) : t('manage.cancelIntro')}
        </p>
        <SelectField label={t('manage.reason')} {...form.field('reason')} data-testid="manage-cancel-reason">
          <option value="">{t('manage.reasonPick')}</option>
          {STAFF_CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`manage.cancelReasons.${r}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={t('manage.note')} hint={t('manage.cancelNoteHint')} rows={3} maxLength={500} {...form.field('note')} data-testid="manage-cancel-note" />
      </form>
    </FormDialog>
  );
}
