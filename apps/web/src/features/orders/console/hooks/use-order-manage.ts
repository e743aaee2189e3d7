import { formatMoney } from '@netshop/contract/money';
import type { Money } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffCan } from '../../../../components/console/permission-gate';
import { alert } from '../../../../lib/alerts';
import { orderManageApi, orderMoneyQuery } from '../api/order-manage-api';

export type ManageDialog = 'cancel' | 'refund' | null;

/**
 * One order's staff actions: its money (paid, refunded, left), which dialog is open, what the
 * signed-in member may do (the server checks each call again), and the packing list, opened in a
 * window made at the click (a window opened after the download would be taken for a pop-up).
 */
export function useOrderManage(orderNo: string) {
  const { t, i18n } = useTranslation('console-orders');
  const queryClient = useQueryClient();
  const money = useQuery(orderMoneyQuery(orderNo));
  const [dialog, setDialog] = useState<ManageDialog>(null);
  const [printing, setPrinting] = useState(false);
  const may = { cancel: useStaffCan('orders.manage'), refund: useStaffCan('orders.refund'), read: useStaffCan('orders.read') };
  const format = useCallback((m: Money) => formatMoney(m.amount, m.currency, m.minorUnits, i18n.language), [i18n.language]);

  /** After a cancel or refund: every staff view of orders reads again (queues, the order page, this). */
  const changed = async (message: string) => {
    alert.success(message);
    setDialog(null);
    await queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
  };

  /** The whole order's list, or one parcel's (`shipment`) for the warehouse it leaves from. */
  const openPackingList = async (shipment?: number) => {
    const win = window.open('', '_blank');
    setPrinting(true);
    try {
      const pdf = await orderManageApi.packingList(orderNo, i18n.language, shipment);
      const url = URL.createObjectURL(pdf);
      if (win) win.location.href = url;
      else window.location.assign(url);
      // The window has loaded it by then; the object URL need not outlive it by much.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      // The client has shown why.
      win?.close();
      alert.error(t('manage.packingListFailed'));
    } finally {
      setPrinting(false);
    }
  };

  return { money, dialog, setDialog, may, format, changed, openPackingList, printing };
}
