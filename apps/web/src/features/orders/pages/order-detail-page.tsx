import { formatBasisPoints } from '@netshop/contract/money';
import { orderNoParams, type Money, type OrderAddress, type OrderDetail, type OrderEvent } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop } from '../../../lib/use-shop';
import { orderDetailQuery } from '../api/orders-api';
import { LineReview, useReviewableLines } from '../components/line-review';
import { OrderActions } from '../components/order-actions';
import { OrderInvoice } from '../components/order-invoice';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderKindBadge } from '../components/order-kind-badge';
import styles from '../components/orders.module.css';
import { PayCountdown } from '../components/pay-countdown';
import { useFormatDate } from '../lib/use-format-date';
import { useOrderMoney } from '../lib/use-order-money';
import { PersonNameText } from '../../../components/ui/name-fields';


/** /accountCenter/orders/detail?orderNo=…: every field of the order (docs/product.md#entities), its history and its actions. */
export function Component() {
  const { t } = useTranslation(['orders', 'pages', 'common']);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = orderNoParams.shape.orderNo.safeParse(orderNo).success;
  const navigate = useNavigate();
  const detail = useQuery({ ...orderDetailQuery(orderNo), enabled: valid });
  const back = (
    <Link to="/accountCenter/orders" className={styles.backLink}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (!valid || (detail.isError && !detail.data)) {
    return (
      <PageFrame title={t('pages:orderDetail')}>
        <div className={styles.empty}>
          <FileSearch size={40} aria-hidden="true" />
          <h2>{t('detail.notFoundTitle')}</h2>
          <p>{t('detail.notFoundText')}</p>
          <div className={styles.emptyActions}>
            <Link to="/accountCenter/orders" className={buttonClass('primary')}>
              {t('detail.back')}
            </Link>
            {valid && (
              <Button variant="secondary" onClick={() => void detail.refetch()}>
                {t('common:common.retry')}
              </Button>
            )}
          </div>
        </div>
      </PageFrame>
    );
  }

  const o = detail.data;
  return (
    <PageFrame title={t('pages:orderDetail')}>
      {back}
      {!o ? (
        <div className={styles.detailGrid} aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={200} />
          <Skeleton height={160} />
        </div>
      ) : (
        <OrderDetailView order={o} onGone={() => void navigate('/accountCenter/orders')} />
      )}
    </PageFrame>
  );
}

function OrderDetailView({ order: o, onGone }: { order: OrderDetail; onGone(): void }) {
  const { t } = useTranslation('orders');
  const { locale } = useShop();
  const orderMoney = useOrderMoney();
  const money = (m: Money) => orderMoney(m, o.kind);
  const { dateTime } = useFormatDate();
  const reviewable = useReviewableLines(o.orderNo, o.status === 'completed' || o.status === 'to_receive');
  const rate = formatBasisPoints(o.taxRateBp, locale);
  const label = (group: string, key: string) => t(`${group}.${key}`, { defaultValue: key });

  return (
    <div className={styles.detailGrid}>
      <section className={styles.panel} aria-labelledby="order-head">
        <div className={styles.detailHead}>
          <h2 id="order-head" className={styles.cardTitle} data-testid="detail-order-no">
            {t('card.orderNo', { orderNo: o.orderNo })}
          </h2>
          <OrderStatusBadge status={o.status} deliveredAt={o.deliveredAt} />
          <OrderKindBadge kind={o.kind} />
          {o.status === 'unpaid' && <PayCountdown payBy={o.payBy} />}
        </div>
        <p className={styles.muted}>{t('card.placedOn', { date: dateTime(o.createdAt) })}</p>
        <OrderActions orderNo={o.orderNo} status={o.status} actions={o.actions} payBy={o.payBy} onGone={onGone} />
      </section>

      <div className={styles.infoGrid}>
        <section className={styles.panel} aria-labelledby="ship-head">
          <h2 id="ship-head">{t('detail.shipping')}</h2>
          <AddressBlock address={o.shippingAddress} />
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.shippingMethod')}</dt>
              <dd>{o.shippingMethod}</dd>
            </div>
            <div>
              <dt>{t('detail.tracking')}</dt>
              <dd data-testid="detail-tracking">{o.carrier && o.trackingNo ? t('detail.carrierTracking', { carrier: o.carrier, trackingNo: o.trackingNo }) : t('detail.notShipped')}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="bill-head">
          <h2 id="bill-head">{t('detail.billing')}</h2>
          <AddressBlock address={o.billingAddress} />
        </section>
        <section className={styles.panel} aria-labelledby="pay-head">
          <h2 id="pay-head">{t('detail.payment')}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.paymentMethod')}</dt>
              <dd>{o.paymentMethod ? label('paymentMethods', o.paymentMethod) : t('detail.notPaid')}</dd>
            </div>
            {o.paidAt && (
              <div>
                <dt>{t('detail.paidAt')}</dt>
                <dd>{dateTime(o.paidAt)}</dd>
              </div>
            )}
            <OrderInvoice order={o} />
            <div>
              <dt>{t('detail.remark')}</dt>
              <dd className={styles.prewrap}>{o.remark || t('detail.none')}</dd>
            </div>
            {o.cancelReason && (
              <div>
                <dt>{t('detail.cancelReason')}</dt>
                <dd data-testid="detail-cancel-reason">{label('cancelReasons', o.cancelReason)}</dd>
              </div>
            )}
          </dl>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="lines-head">
        <h2 id="lines-head">{t('detail.lines')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('detail.product')}</th>
              <th scope="col">{t('detail.productNo')}</th>
              <th scope="col" className={styles.num}>
                {t('detail.unitPrice')}
              </th>
              <th scope="col" className={styles.num}>
                {t('detail.quantity')}
              </th>
              <th scope="col" className={styles.num}>
                {t('detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.skuId}>
                <td>
                  <div className={styles.productCell}>
                    <img src={l.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    <span>
                      <Link to={`/product/productDetail?spuId=${l.spuId}`}>{l.name}</Link>
                      {l.saleAttr && <span className={styles.muted}>{l.saleAttr}</span>}
                      <LineReview line={reviewable.get(l.lineNo)} />
                    </span>
                  </div>
                </td>
                <td data-label={t('detail.productNo')}>{l.productNo}</td>
                <td data-label={t('detail.unitPrice')} className={styles.num}>
                  {money(l.unitPrice)}
                </td>
                <td data-label={t('detail.quantity')} className={styles.num}>
                  {l.quantity}
                </td>
                <td data-label={t('detail.lineTotal')} className={styles.num}>
                  {money(l.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.amounts} data-testid="detail-amounts">
          {o.kind !== 'sample' && (
            <>
              <div>
                <dt>{t('detail.subtotal')}</dt>
                <dd>{money(o.subtotal)}</dd>
              </div>
              <div>
                <dt>{t('detail.shippingFee')}</dt>
                <dd>{money(o.shippingFee)}</dd>
              </div>
              {o.discount.amount > 0 && (
                <div>
                  <dt>{o.couponCode ? t('detail.discountWithCode', { code: o.couponCode }) : t('detail.discount')}</dt>
                  <dd>−{money(o.discount)}</dd>
                </div>
              )}
              <div>
                <dt>{t('detail.tax', { name: o.taxName, rate })}</dt>
                <dd>{money(o.tax)}</dd>
              </div>
            </>
          )}
          <div className={styles.amountTotal}>
            <dt>{t('detail.total')}</dt>
            <dd>{money(o.total)}</dd>
          </div>
        </dl>
      </section>

      {o.returnRequest && (
        <section className={styles.panel} aria-labelledby="return-head">
          <h2 id="return-head">{t('detail.returnRequest')}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.returnDate')}</dt>
              <dd>{dateTime(o.returnRequest.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('return.reason')}</dt>
              <dd>{label('returnReasons', o.returnRequest.reason)}</dd>
            </div>
            <div>
              <dt>{t('return.items')}</dt>
              <dd>
                <ul className={styles.plainList}>
                  {o.returnRequest.items.map((i) => (
                    <li key={i.skuId}>
                      {t('detail.returnItem', { name: o.lines.find((l) => l.skuId === i.skuId)?.name ?? i.skuId, count: i.quantity })}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>{t('return.description')}</dt>
              <dd className={styles.prewrap}>{o.returnRequest.description}</dd>
            </div>
          </dl>
          {o.returnRequest.photos.length > 0 && (
            <ul className={styles.photos}>
              {o.returnRequest.photos.map((p, i) => (
                <li key={p}>
                  <a href={p} target="_blank" rel="noopener">
                    <img src={p} alt={t('return.photoAlt', { index: i + 1 })} width={72} height={72} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={styles.panel} aria-labelledby="history-head">
        <h2 id="history-head">{t('detail.timeline')}</h2>
        <ol className={styles.timeline} data-testid="detail-timeline">
          {[...o.events].reverse().map((e, i) => (
            <li key={`${e.type}-${e.at}-${i}`}>
              <span className={styles.eventLabel}>{t(`events.${e.type}`)}</span>
              <time dateTime={e.at} className={styles.muted}>
                {dateTime(e.at)}
              </time>
              <EventData event={e} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function AddressBlock({ address: a }: { address: OrderAddress }) {
  const { t } = useTranslation('orders');
  return (
    <address className={styles.address}>
      <strong>
        <PersonNameText name={a} />
      </strong>
      <span>
        {a.line1}
        {a.line2 ? `, ${a.line2}` : ''}
      </span>
      <span>{t('detail.cityLine', { city: a.city, region: a.region, zip: a.zip, context: a.region ? undefined : 'noRegion' })}</span>
      <span>{a.country}</span>
      <span>{a.phone}</span>
    </address>
  );
}

/** What an event records beyond its type and time, where the buyer cares: reason, shipment, payment method. */
function EventData({ event }: { event: OrderEvent }) {
  const { t } = useTranslation('orders');
  const d = event.data;
  const parts: string[] = [];
  if (d.reason) parts.push(t(`${event.type === 'returnRequested' ? 'returnReasons' : 'cancelReasons'}.${d.reason}`, { defaultValue: d.reason }));
  if (d.carrier && d.trackingNo) parts.push(t('detail.carrierTracking', { carrier: d.carrier, trackingNo: d.trackingNo }));
  if (d.method) parts.push(t(`paymentMethods.${d.method}`, { defaultValue: d.method }));
  if (d.note) parts.push(d.note);
  if (parts.length === 0) return null;
  return <span className={styles.eventData}>{parts.join(' · ')}</span>;
}
