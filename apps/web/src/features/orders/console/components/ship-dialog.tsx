import { shipBody, type StaffOrderRow } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/field';
import { useZodForm } from '../../../../lib/use-zod-form';
import { consoleOrdersApi } from '../api/orders-console-api';
import styles from './console-orders.module.css';

/**
 * Carrier and tracking number, checked with the schema the server uses: for the whole order, or
 * for one of its shipments when `order.shipment` names it (issue 28).
 */
export function ShipDialog({
  order,
  onClose,
  onShipped,
}: {
  order: (Pick<StaffOrderRow, 'orderNo'> & { shipment?: { seq: number; total: number } }) | null;
  onClose(): void;
  onShipped(orderNo: string): Promise<void>;
}) {
  const { t } = useTranslation(['console', 'console-orders', 'common']);
  const form = useZodForm(shipBody, { carrier: '', trackingNo: '' });
  const close = () => {
    form.reset({ carrier: '', trackingNo: '' });
    onClose();
  };
  const onSubmit = form.submit(async (body) => {
    if (!order) return;
    if (order.shipment) await consoleOrdersApi.shipShipment(order.orderNo, order.shipment.seq, body);
    else await consoleOrdersApi.ship(order.orderNo, body);
    form.reset({ carrier: '', trackingNo: '' });
    await onShipped(order.orderNo);
  });
  return (
    <FormDialog
      open={order !== null}
      onClose={close}
      title={order ? (order.shipment ? t('console-orders:shipments.shipTitle', { orderNo: order.orderNo, seq: order.shipment.seq, total: order.shipment.total }) : t('orders.shipTitle', { orderNo: order.orderNo })) : ''}
      closeLabel={t('common:common.close')}
      formId="console-ship-form"
      dismissLabel={t('orders.cancel')}
      submitLabel={t('orders.confirmShip')}
      busy={form.busy}
      submitTestId="console-ship-submit"
    >
      <form id="console-ship-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the ship dialog opened for this field (focus goes into a dialog as it opens) */}
        <TextField label={t('orders.carrier')} hint={t('orders.carrierHint')} autoFocus {...form.field('carrier')} />
        <TextField label={t('orders.tracking')} {...form.field('trackingNo')} />
      </form>
    </FormDialog>
  );
}
