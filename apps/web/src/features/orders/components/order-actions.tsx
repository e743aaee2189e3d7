import { RECYCLE_BIN_RETENTION_DAYS } from '@netshop/contract/constants';
import { restorableFromBin, type OrderAction, type OrderStatus } from '@netshop/contract';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useCountdown } from '../../../lib/use-countdown';
import { useOrderAction } from '../hooks/use-order-action';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ConfirmDialog } from './confirm-dialog';
import styles from './orders.module.css';
import { ReturnRequestDialog } from './return-request-dialog';

type DialogKind = 'cancel' | 'confirmReceipt' | 'requestReturn' | 'delete' | 'purge';

interface OrderActionsProps {
  orderNo: string;
  /** The order's status: whether it can come back from the recycle bin once deleted. */
  status: OrderStatus;
  /** What the server allows for this order now (allowedActions); only these are offered. */
  actions: OrderAction[];
  /** Payment deadline of an unpaid order: once it passes on screen, "pay" goes away. */
  payBy?: string | null;
  /** Id of the element naming the order, so "Cancel order" on a list says which one. */
  describedBy?: string;
  /** The order left the current view (moved to the bin, restored, deleted for good). */
  onGone?(): void;
}

/** The buttons of one order (docs/product.md#states order actions) and their dialogs; the calls are hooks/use-order-action.ts. */
export function OrderActions({ orderNo, status, actions, payBy, describedBy, onGone }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const { run, busy } = useOrderAction(orderNo, () => setDialog(null), onGone);
  const left = useCountdown(actions.includes('pay') ? payBy : null);
  const has = (a: OrderAction) => actions.includes(a) && !(a === 'pay' && left === 0);

  const common = { 'aria-describedby': describedBy, size: 'small' as const };

  return (
    <>
      <div className={styles.actions}>
        {has('pay') && (
          <Link to={`/orderPayment?orderNo=${encodeURIComponent(orderNo)}`} className={`${buttonClass('accent')} ${styles.smallLink}`} aria-describedby={describedBy} data-testid="order-pay">
            <CreditCard size={16} aria-hidden="true" />
            {t('actions.pay')}
          </Link>
        )}
        {has('confirmReceipt') && (
          <Button {...common} variant="primary" onClick={() => setDialog('confirmReceipt')} data-testid="order-confirm-receipt">
            {t('actions.confirmReceipt')}
          </Button>
        )}
        {has('cancel') && (
          <Button {...common} variant="secondary" onClick={() => setDialog('cancel')} data-testid="order-cancel">
            {t('actions.cancel')}
          </Button>
        )}
        {has('requestReturn') && (
          <Button {...common} variant="secondary" onClick={() => setDialog('requestReturn')} data-testid="order-return">
            {t('actions.requestReturn')}
          </Button>
        )}
        {has('repurchase') && (
          <Button {...common} variant="secondary" busy={busy('repurchase')} onClick={() => run({ kind: 'repurchase' })} data-testid="order-repurchase">
            {t('actions.repurchase')}
          </Button>
        )}
        {has('restore') && (
          <Button {...common} variant="secondary" busy={busy('restore')} onClick={() => run({ kind: 'restore' })} data-testid="order-restore">
            {t('actions.restore')}
          </Button>
        )}
        {has('delete') && (
          <Button {...common} variant="ghost" onClick={() => setDialog('delete')} data-testid="order-delete">
            {t('actions.delete')}
          </Button>
        )}
        {has('purge') && (
          <Button {...common} variant="ghost" onClick={() => setDialog('purge')} data-testid="order-purge">
            {t('actions.purge')}
          </Button>
        )}
      </div>

      <CancelOrderDialog
        orderNo={dialog === 'cancel' ? orderNo : null}
        busy={busy('cancel')}
        onConfirm={(reason, note) => run({ kind: 'cancel', reason, note })}
        onClose={() => setDialog(null)}
      />
      <ReturnRequestDialog
        orderNo={dialog === 'requestReturn' ? orderNo : null}
        busy={busy('requestReturn')}
        onSubmit={(body) => run({ kind: 'requestReturn', body })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'confirmReceipt'}
        title={t('receipt.title')}
        text={t('receipt.text', { orderNo })}
        confirmLabel={t('actions.confirmReceipt')}
        busy={busy('confirmReceipt')}
        onConfirm={() => run({ kind: 'confirmReceipt' })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('delete.title')}
        // A cancelled order cannot be restored from the bin (the server refuses): never promise it.
        text={t(restorableFromBin(status) ? 'delete.text' : 'delete.textFinal', { orderNo, count: RECYCLE_BIN_RETENTION_DAYS })}
        confirmLabel={t('delete.confirm')}
        busy={busy('delete')}
        onConfirm={() => run({ kind: 'delete' })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'purge'}
        title={t('purge.title')}
        text={t('purge.text', { orderNo })}
        confirmLabel={t('actions.purge')}
        busy={busy('purge')}
        onConfirm={() => run({ kind: 'purge' })}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
