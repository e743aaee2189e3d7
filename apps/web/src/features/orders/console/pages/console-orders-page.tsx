import { shipBody, STAFF_ORDER_QUEUES, type StaffOrderQueue, type StaffOrderRow } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Tabs } from '../../../../components/ui/tabs';
import { alert } from '../../../../lib/alerts';
import { staffCan, useStaffMe } from '../../../../lib/staff-session';
import { useShop } from '../../../../lib/use-shop';
import { useZodForm } from '../../../../lib/use-zod-form';
import { consoleOrdersApi, consoleOrdersQuery } from '../api/orders-console-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { OrderKindBadge } from '../../components/order-kind-badge';
import { useOrderMoney } from '../../lib/use-order-money';
import styles from './console-orders.module.css';

type Pending = { kind: 'ship' | 'deliver' | 'refund'; order: StaffOrderRow } | null;

/** /console/orders: what waits for the shop, oldest first: paid orders to ship, parcels to deliver, refunds to make. */
export function Component() {
  const { t } = useTranslation(['console', 'orders', 'common']);
  const queryClient = useQueryClient();
  const { money, locale } = useShop();
  const orderMoney = useOrderMoney();
  const me = useStaffMe();
  const [queue, setQueue] = useState<StaffOrderQueue>('to_ship');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery(consoleOrdersQuery(queue, page));
  const mayFulfil = staffCan(me.data, 'orders.fulfil');
  const mayRefund = staffCan(me.data, 'orders.refund');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });

  const done = async (key: 'shipped' | 'delivered' | 'refunded', orderNo: string) => {
    alert.success(t(`orders.${key}`, { orderNo }));
    setPending(null);
    await queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
  };
  const confirm = async () => {
    if (!pending || pending.kind === 'ship') return;
    setBusy(true);
    try {
      if (pending.kind === 'deliver') await consoleOrdersApi.deliver(pending.order.orderNo);
      else await consoleOrdersApi.refund(pending.order.orderNo);
      await done(pending.kind === 'deliver' ? 'delivered' : 'refunded', pending.order.orderNo);
    } catch {
      // The client showed why (e.g. someone else moved the order first); the list is refreshed.
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
    } finally {
      setBusy(false);
    }
  };

  const counts = list.data?.counts;
  const table = (
    <div className={styles.scroll}>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={160} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.empty} data-testid="console-orders-empty">
          {t(`orders.empty.${queue}`)}
        </p>
      ) : (
        <table className={styles.table} data-testid="console-orders">
          <thead>
            <tr>
              <th scope="col">{t('orders.columns.order')}</th>
              <th scope="col">{t('orders.columns.buyer')}</th>
              <th scope="col">{t('orders.columns.shipTo')}</th>
              <th scope="col" className={styles.num}>
                {t('orders.columns.units')}
              </th>
              <th scope="col" className={styles.num}>
                {t('orders.columns.total')}
              </th>
              <th scope="col">{t('orders.columns.since')}</th>
              {queue === 'to_deliver' && <th scope="col">{t('orders.columns.shipment')}</th>}
              {queue === 'refunding' && <th scope="col">{t('orders.columns.reason')}</th>}
              <th scope="col">{t('orders.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((o) => (
              <tr key={o.orderNo} data-testid={`console-order-${o.orderNo}`}>
                <td className={styles.mono}>
                  {o.orderNo} <OrderKindBadge kind={o.kind} />
                </td>
                <td>{o.buyerEmail}</td>
                <td>{o.shipTo}</td>
                <td className={styles.num}>{o.units}</td>
                <td className={styles.num}>{orderMoney(o.total, o.kind)}</td>
                <td>{when.format(new Date(o.since))}</td>
                {queue === 'to_deliver' && (
                  <td>
                    {o.carrier} <span className={styles.mono}>{o.trackingNo}</span>
                  </td>
                )}
                {queue === 'refunding' && <td>{o.returnReason ? t(`orders:returnReasons.${o.returnReason}`, { defaultValue: o.returnReason }) : ''}</td>}
                <td>
                  {queue === 'to_ship' && mayFulfil && (
                    <Button size="small" onClick={() => setPending({ kind: 'ship', order: o })} data-testid="console-ship">
                      {t('orders.ship')}
                    </Button>
                  )}
                  {queue === 'to_deliver' && mayFulfil && (
                    <Button size="small" variant="secondary" onClick={() => setPending({ kind: 'deliver', order: o })} data-testid="console-deliver">
                      {t('orders.deliver')}
                    </Button>
                  )}
                  {queue === 'refunding' && mayRefund && (
                    <Button size="small" variant="accent" onClick={() => setPending({ kind: 'refund', order: o })} data-testid="console-refund">
                      {t('orders.refund')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Pagination page={page} total={Math.ceil(list.data.total / 20)} onChange={setPage} />}
    </div>
  );

  return (
    <>
      <h1>{t('orders.title')}</h1>
      <div className={styles.panel}>
        <Tabs
          label={t('orders.queues')}
          value={queue}
          onChange={(id) => {
            setQueue(id as StaffOrderQueue);
            setPage(1);
          }}
          items={STAFF_ORDER_QUEUES.map((q) => ({ id: q, label: counts ? `${t(`orders.queue.${q}`)} (${counts[q]})` : t(`orders.queue.${q}`), content: q === queue ? table : null }))}
        />
      </div>
      <ShipDialog order={pending?.kind === 'ship' ? pending.order : null} onClose={() => setPending(null)} onShipped={(orderNo) => done('shipped', orderNo)} />
      <ConfirmDialog
        open={pending?.kind === 'deliver' || pending?.kind === 'refund'}
        title={pending ? t(pending.kind === 'deliver' ? 'orders.deliverTitle' : 'orders.refundTitle', { orderNo: pending.order.orderNo }) : ''}
        text={pending ? (pending.kind === 'deliver' ? t('orders.deliverText') : t('orders.refundText', { amount: money(pending.order.total) })) : ''}
        confirmLabel={pending?.kind === 'refund' ? t('orders.refund') : t('orders.deliver')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
}

/** Carrier and tracking number, checked with the schema the server uses. */
function ShipDialog({ order, onClose, onShipped }: { order: StaffOrderRow | null; onClose(): void; onShipped(orderNo: string): Promise<void> }) {
  const { t } = useTranslation(['console', 'common']);
  const form = useZodForm(shipBody, { carrier: '', trackingNo: '' });
  const close = () => {
    form.reset({ carrier: '', trackingNo: '' });
    onClose();
  };
  const onSubmit = form.submit(async (body) => {
    if (!order) return;
    await consoleOrdersApi.ship(order.orderNo, body);
    form.reset({ carrier: '', trackingNo: '' });
    await onShipped(order.orderNo);
  });
  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={order ? t('orders.shipTitle', { orderNo: order.orderNo }) : ''}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('orders.cancel')}
          </Button>
          <Button type="submit" form="console-ship-form" busy={form.busy} data-testid="console-ship-submit">
            {t('orders.confirmShip')}
          </Button>
        </>
      }
    >
      <form id="console-ship-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the ship dialog opened for this field (focus goes into a dialog as it opens) */}
        <TextField label={t('orders.carrier')} hint={t('orders.carrierHint')} autoFocus {...form.field('carrier')} />
        <TextField label={t('orders.tracking')} {...form.field('trackingNo')} />
      </form>
    </Dialog>
  );
}
