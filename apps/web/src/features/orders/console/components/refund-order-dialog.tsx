import { STAFF_REFUND_REASONS, staffRefundForm, type Money, type StaffOrderMoney } from '@netshop/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
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

const EMPTY = { amount: '', reason: '', note: '' };

/** The amount left as it is typed in the order's currency (12.50, 1200 for yen). */
const typed = (m: Money) => (m.minorUnits ? (m.amount / 10 ** m.minorUnits).toFixed(m.minorUnits) : String(m.amount));

/**
 * A full or partial refund: the amount in the order's currency, at most what is left (paid and
 * refunded so far shown above it), a reason and a note. The server checks the amount again with
 * the order locked, so two members refunding at once cannot return more than was paid.
 */
export function RefundOrderDialog({ open, money, format, onClose, onDone }: Props) {
  const { t } = useTranslation(['console-orders', 'common']);
  const schema = useMemo(() => staffRefundForm(money.refundable.minorUnits), [money.refundable.minorUnits]);
  const form = useZodForm(schema, EMPTY);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.submit(async (body) => {
    await orderManageApi.refund(money.orderNo, body);
    form.reset(EMPTY);
    await onDone(t('manage.refundedOk', { orderNo: money.orderNo, amount: format({ ...money.refundable, amount: body.amount }) }));
  });
  const amountError = form.error('amount');
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('manage.refundTitle', { orderNo: money.orderNo })}
      closeLabel={t('common:common.close')}
      formId="manage-refund-form"
      dismissLabel={t('manage.close')}
      submitLabel={t('manage.confirmRefund')}
      busy={form.busy}
      submitTestId="manage-refund-submit"
    >
      <form id="manage-refund-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <dl className={styles.balance}>
          <Fact label={t('manage.paid')}>{format(money.paid)}</Fact>
          <Fact label={t('manage.refunded')}>{format(money.refunded)}</Fact>
          <Fact label={t('manage.refundable')} testId="manage-refund-left">
            {format(money.refundable)}
          </Fact>
        </dl>
        <div className={styles.amountRow}>
          <TextField
            label={t('manage.amount', { currency: money.refundable.currency })}
            hint={amountError ? undefined : t('manage.amountHint', { max: format(money.refundable) })}
            inputMode="decimal"
            autoComplete="off"
            {...form.field('amount')}
            data-testid="manage-refund-amount"
          />
          <Button variant="ghost" onClick={() => form.setValue('amount', typed(money.refundable))} data-testid="manage-refund-all">
            {t('manage.refundAll')}
          </Button>
        </div>
        <SelectField label={t('manage.reason')} {...form.field('reason')} data-testid="manage-refund-reason">
          <option value="">{t('manage.reasonPick')}</option>
          {STAFF_REFUND_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`manage.refundReasons.${r}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={t('manage.note')} hint={t('manage.refundNoteHint')} rows={2} maxLength={500} {...form.field('note')} data-testid="manage-refund-note" />
      </form>
    </FormDialog>
  );
}
