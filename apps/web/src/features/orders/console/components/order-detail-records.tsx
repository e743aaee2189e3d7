import type { OrderAddress, StaffOrderDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { useShop } from '../../../../lib/use-shop';
import styles from './order-detail.module.css';

/** The buyer's note, first and large: a PO number or delivery wish the packer must not miss. */
export function OrderRemark({ remark }: { remark: string }) {
  const { t } = useTranslation('console-orders');
  if (!remark)
    return (
      <p className={styles.noRemark} data-testid="order-remark-none">
        {t('detail.noRemark')}
      </p>
    );
  return (
    <section className={styles.remark} aria-labelledby="order-remark" data-testid="order-remark">
      <h2 id="order-remark">{t('detail.remark')}</h2>
      <p>{remark}</p>
    </section>
  );
}

const addressText = (a: OrderAddress) =>
  [`${a.firstName} ${a.lastName}`.trim(), a.line1, a.line2, [a.zip, a.city].filter(Boolean).join(' '), [a.region, a.country].filter(Boolean).join(', '), a.phone].filter(Boolean).join('\n');

export function OrderAddresses({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('console-orders');
  return (
    <section className={styles.panel} aria-labelledby="order-addresses">
      <h2 id="order-addresses">{t('detail.addresses')}</h2>
      <div className={styles.addresses}>
        <div>
          <h3>{t('detail.shipTo', { method: o.shippingMethodName })}</h3>
          <address data-testid="order-ship-to">{addressText(o.shippingAddress)}</address>
        </div>
        <div>
          <h3>{t('detail.billTo')}</h3>
          <address data-testid="order-bill-to">{addressText(o.billingAddress)}</address>
        </div>
      </div>
    </section>
  );
}

/** Payment attempts and refunds, as the payment provider recorded them. */
export function OrderPayments({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation(['console-orders', 'orders']);
  const date = useConsoleDate();
  const { money } = useShop();
  return (
    <section className={styles.panel} aria-labelledby="order-payments">
      <h2 id="order-payments">{t('detail.payments')}</h2>
      {o.payments.length === 0 ? (
        <p className={styles.empty}>{t('detail.noPayments')}</p>
      ) : (
        <ul className={styles.list} data-testid="order-payments">
          {o.payments.map((p) => (
            <li key={p.providerRef}>
              <span>
                <strong>{money(p.amount)}</strong> · {t(`orders:paymentMethods.${p.provider}`, { defaultValue: p.provider })} · {t(`detail.paymentStatus.${p.status}`)}
              </span>
              <span className={styles.muted}>
                {date(p.createdAt)} · <span className={styles.mono}>{p.providerRef}</span>
              </span>
              {p.refundedAt && (
                <span className={styles.muted}>
                  {t('detail.refundedAt', { at: date(p.refundedAt) })} {p.refundRef && <span className={styles.mono}>{p.refundRef}</span>}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Messages in the buyer's account centre and mails sent to them about this order. */
export function OrderNotices({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const date = useConsoleDate();
  return (
    <section className={styles.panel} aria-labelledby="order-notices">
      <h2 id="order-notices">{t('detail.notices')}</h2>
      {o.notices.length === 0 ? (
        <p className={styles.empty}>{t('detail.noNotices')}</p>
      ) : (
        <ul className={styles.list} data-testid="order-notices">
          {o.notices.map((n, i) => (
            <li key={i}>
              <span>{t('detail.noticeLine', { channel: t(`detail.channel.${n.channel}`), title: n.title })}</span>
              <span className={styles.muted}>
                {date(n.at)} · {t(`detail.noticeState.${n.state}`, { defaultValue: n.state })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
