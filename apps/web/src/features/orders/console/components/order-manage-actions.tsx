import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { useOrderManage } from '../hooks/use-order-manage';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RefundOrderDialog } from './refund-order-dialog';
import styles from './order-manage.module.css';

/**
 * Staff's actions on one order (issue 27): what was paid and refunded so far, cancel with a
 * reason, refund in full or in part, and the packing list. Buttons show what the order's state
 * and the member's roles allow; the server checks both again on every call.
 */
export function OrderManageActions({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('console-orders');
  const m = useOrderManage(orderNo);
  const date = useConsoleDate();
  const data = m.money.data;
  return (
    <section className={styles.panel} aria-labelledby={`manage-${orderNo}`} data-testid="order-manage">
      <h2 id={`manage-${orderNo}`}>{t('manage.title')}</h2>
      {data && (
        <dl className={styles.amounts}>
          <Fact label={t('manage.paid')} testId="manage-paid">
            {m.format(data.paid)}
          </Fact>
          <Fact label={t('manage.refunded')} testId="manage-refunded">
            {m.format(data.refunded)}
          </Fact>
          <Fact label={t('manage.refundable')} testId="manage-refundable">
            {m.format(data.refundable)}
          </Fact>
        </dl>
      )}
      <div className={styles.actions}>
        {m.may.cancel && data?.canCancel && (
          <Button variant="secondary" onClick={() => m.setDialog('cancel')} data-testid="manage-cancel">
            {t('manage.cancel')}
          </Button>
        )}
        {m.may.refund && data?.canRefund && (
          <Button variant="secondary" onClick={() => m.setDialog('refund')} data-testid="manage-refund">
            {t('manage.refund')}
          </Button>
        )}
        {m.may.read && (
          <Button variant="secondary" busy={m.printing} onClick={() => void m.openPackingList()} data-testid="manage-packing-list">
            {t('manage.packingList')}
          </Button>
        )}
      </div>
      {data && data.refunds.length > 0 && (
        <ul className={styles.history} aria-label={t('manage.history')} data-testid="manage-refunds">
          {data.refunds.map((r) => (
            <li key={r.id}>
              <strong>{m.format(r.amount)}</strong>
              <span>{t(`manage.refundReasons.${r.reason}`, { defaultValue: r.reason })}</span>
              <span className={r.status === 'failed' ? styles.failed : styles.muted}>{t(`manage.refundStatus.${r.status}`)}</span>
              <time className={styles.muted} dateTime={r.createdAt}>
                {date(r.createdAt)}
              </time>
              {r.note && <span className={styles.muted}>{r.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {data && <CancelOrderDialog open={m.dialog === 'cancel'} money={data} format={m.format} onClose={() => m.setDialog(null)} onDone={m.changed} />}
      {data && <RefundOrderDialog open={m.dialog === 'refund'} money={data} format={m.format} onClose={() => m.setDialog(null)} onDone={m.changed} />}
    </section>
  );
}
