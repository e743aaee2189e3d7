import { formatBasisPoints } from '@netshop/contract/money';
import type { Money, OrderAddress, OrderDetail, OrderEvent } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonNameText } from '../../../components/ui/name-fields';
import { orderCreditInvoiceQuery } from '../../../lib/shared-api/order-credit-invoice-api';
import { useShop } from '../../../lib/use-shop';
import { useFormatDate } from '../lib/use-format-date';
import { useOrderMoney } from '../lib/use-order-money';
import { LineReview, useReviewableLines } from './line-review';
import { OrderInvoice } from './order-invoice';
import { OnAccountFacts } from './order-on-account';
import thumbStyles from '../../../components/ui/thumbnails.module.css';
import styles from './orders.module.css';
import { Fact } from '../../../components/ui/fact';

// The panels of the order detail page (pages/order-detail-page.tsx, docs/product.md#entities): shipping, billing
// and payment, the lines with their amounts, the return request and the order's history.

/** A reason or method by its key, in the buyer's language (the key itself where there is no label). */
function useLabel() {
  const { t } = useTranslation('orders');
  return (group: string, key: string) => t(`${group}.${key}`, { defaultValue: key });
}

/** Where the order goes, who is billed, and how it was paid. */
export function OrderInfoPanels({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  const label = useLabel();
  return (
    <div className={styles.infoGrid}>
      <section className={styles.panel} aria-labelledby="ship-head">
        <h2 id="ship-head">{t('detail.shipping')}</h2>
        <AddressBlock address={o.shippingAddress} />
        <dl className={styles.facts}>
          <Fact label={t('detail.shippingMethod')}>{o.shippingMethod}</Fact>
          <Fact label={t('detail.tracking')} testId="detail-tracking">
            <Tracking order={o} />
          </Fact>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="bill-head">
        <h2 id="bill-head">{t('detail.billing')}</h2>
        <AddressBlock address={o.billingAddress} />
      </section>
      <section className={styles.panel} aria-labelledby="pay-head">
        <h2 id="pay-head">{t('detail.payment')}</h2>
        <dl className={styles.facts}>
          {o.paymentMethod === 'account' ? (
            <OrderOnAccount orderNo={o.orderNo} />
          ) : (
            <Fact label={t('detail.paymentMethod')}>{o.paymentMethod ? label('paymentMethods', o.paymentMethod) : t('detail.notPaid')}</Fact>
          )}
          {o.paidAt && <Fact label={t('detail.paidAt')}>{dateTime(o.paidAt)}</Fact>}
          <OrderInvoice order={o} />
          <Fact label={t('detail.remark')} valueClassName={styles.prewrap}>{o.remark || t('detail.none')}</Fact>
          {o.cancelReason && (
            <Fact label={t('detail.cancelReason')} testId="detail-cancel-reason">
              {label('cancelReasons', o.cancelReason)}
            </Fact>
          )}
        </dl>
      </section>
    </div>
  );
}

/** An order paid on account: its credit invoice, read from the credit module (null when the reader may not see it). */
function OrderOnAccount({ orderNo }: { orderNo: string }) {
  const q = useQuery(orderCreditInvoiceQuery(orderNo));
  return <OnAccountFacts invoice={q.data} />;
}

/** The tracking numbers: one per shipment that left (each on its line), or the order's own for an order without shipments. */
function Tracking({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const left = o.shipments.filter((s) => s.carrier && s.trackingNo);
  if (o.shipments.length > 1 && left.length > 0) {
    return (
      <ul className={styles.trackingList}>
        {left.map((s) => (
          <li key={s.seq}>{t('detail.carrierTracking', { carrier: s.carrier, trackingNo: s.trackingNo })}</li>
        ))}
      </ul>
    );
  }
  return <>{o.carrier && o.trackingNo ? t('detail.carrierTracking', { carrier: o.carrier, trackingNo: o.trackingNo }) : t('detail.notShipped')}</>;
}

/** The order's lines, each with a review link once it can be reviewed, and its amounts. */
export function OrderLinesPanel({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { locale } = useShop();
  const orderMoney = useOrderMoney();
  const money = (m: Money) => orderMoney(m, o.kind);
  const reviewable = useReviewableLines(o.orderNo, o.status === 'completed' || o.status === 'to_receive');
  const rate = formatBasisPoints(o.taxRateBp, locale);
  return (
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
            <Fact label={t('detail.subtotal')}>{money(o.subtotal)}</Fact>
            <Fact label={t('detail.shippingFee')}>{money(o.shippingFee)}</Fact>
            {o.discount.amount > 0 && <Fact label={o.couponCode ? t('detail.discountWithCode', { code: o.couponCode }) : t('detail.discount')}>−{money(o.discount)}</Fact>}
            <Fact label={t('detail.tax', { name: o.taxName, rate })}>{money(o.tax)}</Fact>
          </>
        )}
        <Fact label={t('detail.total')} className={styles.amountTotal}>{money(o.total)}</Fact>
      </dl>
    </section>
  );
}

/** The buyer's return request: when, why, which items, and the photos. */
export function ReturnRequestPanel({ order: o, request }: { order: OrderDetail; request: NonNullable<OrderDetail['returnRequest']> }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  const label = useLabel();
  return (
    <section className={styles.panel} aria-labelledby="return-head">
      <h2 id="return-head">{t('detail.returnRequest')}</h2>
      <dl className={styles.facts}>
        <Fact label={t('detail.returnDate')}>{dateTime(request.createdAt)}</Fact>
        <Fact label={t('return.reason')}>{label('returnReasons', request.reason)}</Fact>
        <Fact label={t('return.items')}>
          <ul className={styles.plainList}>
            {request.items.map((i) => (
              <li key={i.skuId}>{t('detail.returnItem', { name: o.lines.find((l) => l.skuId === i.skuId)?.name ?? i.skuId, count: i.quantity })}</li>
            ))}
          </ul>
        </Fact>
        <Fact label={t('return.description')} valueClassName={styles.prewrap}>{request.description}</Fact>
      </dl>
      {request.photos.length > 0 && (
        <ul className={thumbStyles.thumbs}>
          {request.photos.map((p, i) => (
            <li key={p}>
              <a href={p} target="_blank" rel="noopener">
                <img src={p} alt={t('return.photoAlt', { index: i + 1 })} width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The order's history, newest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  return (
    <section className={styles.panel} aria-labelledby="history-head">
      <h2 id="history-head">{t('detail.timeline')}</h2>
      <ol className={styles.timeline} data-testid="detail-timeline">
        {[...events].reverse().map((e, i) => (
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

/** What an event records beyond its type and time, where the buyer cares: reason, shipment, payment method, refund amount. */
function EventData({ event }: { event: OrderEvent }) {
  const { t } = useTranslation('orders');
  const d = event.data;
  const parts: string[] = [];
  // One shipment of several left or arrived: which one.
  if (d.seq && d.of) parts.push(t('shipments.heading', { seq: d.seq, total: d.of }));
  if (d.reason) parts.push(t(`${event.type === 'returnRequested' ? 'returnReasons' : 'cancelReasons'}.${d.reason}`, { defaultValue: d.reason }));
  if (d.carrier && d.trackingNo) parts.push(t('detail.carrierTracking', { carrier: d.carrier, trackingNo: d.trackingNo }));
  if (d.method) parts.push(t(`paymentMethods.${d.method}`, { defaultValue: d.method }));
  // A refund's amount, as the shop wrote it in the order's currency.
  if (d.amount) parts.push(d.amount);
  if (d.note) parts.push(d.note);
  if (parts.length === 0) return null;
  return <span className={styles.eventData}>{parts.join(' · ')}</span>;
}
