import { RECYCLE_BIN_RETENTION_DAYS } from '@netshop/contract/constants';
import type { Money, OrderSummary } from '@netshop/contract';
import { Building2, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../lib/use-format-date';
import { useOrderMoney } from '../lib/use-order-money';
import { OrderActions } from './order-actions';
import { OrderKindBadge } from './order-kind-badge';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';
import { PayCountdown } from './pay-countdown';

const SHOWN_LINES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One order in a list: number, date, status, its first lines, total, countdown and actions. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const orderMoney = useOrderMoney();
  const money = (m: Money) => orderMoney(m, order.kind);
  const { dateTime, date } = useFormatDate();
  const titleId = `order-${order.orderNo}`;
  const shown = order.lines.slice(0, SHOWN_LINES);
  const more = order.lineCount - shown.length;
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  const detailPath = `/accountCenter/orders/detail?orderNo=${encodeURIComponent(order.orderNo)}`;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="order-card" data-order-no={order.orderNo}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to={detailPath}>{t('card.orderNo', { orderNo: order.orderNo })}</Link>
        </h2>
        <span className={styles.muted}>{t('card.placedOn', { date: dateTime(order.createdAt) })}</span>
        <OrderStatusBadge status={order.status} deliveredAt={order.deliveredAt} shipping={order.shipping} />
        <OrderKindBadge kind={order.kind} />
        {order.placedBy && (
          <span className={styles.placedBy} data-testid="order-placed-by">
            <Building2 size={14} aria-hidden="true" />
            {t('company.forCompanyBy', { company: order.companyName, name: order.placedBy.name })}
          </span>
        )}
      </header>

      <ul className={styles.cardLines}>
        {shown.map((l) => (
          <li key={l.skuId}>
            <img src={l.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
            <div className={styles.lineText}>
              <span className={styles.lineName}>{l.name}</span>
              <span className={styles.muted}>{[l.saleAttr, l.productNo].filter(Boolean).join(' · ')}</span>
            </div>
            <span className={styles.lineQty}>{order.kind === 'sample' ? `× ${l.quantity}` : t('card.priceTimesQty', { price: money(l.unitPrice), count: l.quantity })}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.more}>{t('card.moreLines', { count: more })}</p>}

      <footer className={styles.cardFoot}>
        <div className={styles.cardTotal}>
          <span className={styles.muted}>{more > 0 ? t('card.totalOf', { count: order.lineCount }) : t('card.totalUnits', { count: units })}</span>
          <strong data-testid="order-total">{money(order.total)}</strong>
          {order.status === 'unpaid' && !order.deletedAt && <PayCountdown payBy={order.payBy} />}
          {order.deletedAt && (
            <span className={styles.muted}>
              {t('recycleBin.purgeOn', { date: date(new Date(Date.parse(order.deletedAt) + RECYCLE_BIN_RETENTION_DAYS * DAY_MS)) })}
            </span>
          )}
        </div>
        <div className={styles.cardActions}>
          <OrderActions orderNo={order.orderNo} status={order.status} actions={order.actions} payBy={order.payBy} describedBy={titleId} />
          <Link to={detailPath} className={styles.detailLink} aria-describedby={titleId}>
            {t('card.detail')}
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </footer>
    </article>
  );
}
