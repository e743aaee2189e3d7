import { INVOICEABLE_ORDER_STATUSES, type OrderDetail } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderInvoiceQuery } from '../../../lib/shared-api/order-invoice-api';
import styles from './orders.module.css';
import { Fact } from '../../../components/ui/fact';

const invoiceable = (o: OrderDetail) => o.kind !== 'sample' && (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(o.status);

/**
 * The order's VAT invoice in its payment facts: "request a VAT invoice" while it has none (or its
 * last one was rejected), else the application's status with a link to it. Only paid regular
 * orders can have one (sample orders cost nothing).
 */
export function OrderInvoice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const on = invoiceable(order);
  const q = useQuery({ ...orderInvoiceQuery(order.orderNo), enabled: on });
  if (!on || q.isPending || q.isError) return null;
  const app = q.data;
  const apply = (
    <Link to={`/accountCenter/invoiceApp?orderNo=${encodeURIComponent(order.orderNo)}`} className={styles.inlineLink} data-testid="order-invoice-apply">
      <FileText size={14} aria-hidden="true" />
      {app ? t('invoice.applyAgain') : t('invoice.apply')}
    </Link>
  );
  return (
    <Fact label={t('invoice.label')} testId="order-invoice">
      {app && (
        <Link to={`/invoiceDetail?id=${app.id}`} className={styles.inlineLink}>
          {t(`invoice.status.${app.status}`)}
        </Link>
      )}
      {(!app || app.status === 'rejected') && apply}
    </Fact>
  );
}
