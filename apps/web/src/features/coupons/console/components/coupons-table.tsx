import type { StaffCoupon } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useCouponFormats } from '../hooks/use-coupon-formats';
import styles from '../pages/console-coupons.module.css';

/** The shop's coupons, newest first, with their claims and uses; "End now" for one not yet ended. */
export function CouponsTable({ coupons, onEnd }: { coupons: readonly StaffCoupon[]; onEnd(coupon: StaffCoupon): void }) {
  const { t } = useTranslation(['console']);
  if (coupons.length === 0)
    return (
      <p className={styles.empty} data-testid="coupons-empty">
        {t('coupons.empty')}
      </p>
    );
  return (
    // On a phone the rows become cards (CSS); the roles keep them a table for screen readers.
    <div className={styles.scroll}>
      <table className={styles.table} role="table" data-testid="coupons-table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('coupons.columns.code')}</th>
            <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.value')}</th>
            <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.minimum')}</th>
            <th scope="col" role="columnheader">{t('coupons.columns.validity')}</th>
            <th scope="col" role="columnheader">{t('coupons.columns.visibility')}</th>
            <th scope="col" role="columnheader">{t('coupons.columns.state')}</th>
            <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.claims')}</th>
            <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.uses')}</th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t('coupons.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {coupons.map((c) => (
            <CouponRow key={c.id} coupon={c} onEnd={onEnd} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CouponRow({ coupon: c, onEnd }: { coupon: StaffCoupon; onEnd(coupon: StaffCoupon): void }) {
  const { t } = useTranslation(['console']);
  const fmt = useCouponFormats();
  return (
    <tr role="row" data-testid={`coupon-row-${c.id}`}>
      <td role="cell" className={styles.code}>
        <code>{c.code}</code>
      </td>
      <td role="cell" className={styles.num} data-label={t('coupons.columns.value')}>
        {fmt.value(c)}
      </td>
      <td role="cell" className={styles.num} data-label={t('coupons.columns.minimum')}>
        {c.minAmount > 0 ? fmt.usd(c.minAmount) : t('coupons.noMinimum')}
      </td>
      <td role="cell" data-label={t('coupons.columns.validity')}>
        {t('coupons.validity', { from: fmt.date(c.startsAt), to: fmt.date(c.expiresAt) })}
      </td>
      <td role="cell" data-label={t('coupons.columns.visibility')}>
        {c.public ? t('coupons.public') : t('coupons.private')}
      </td>
      <td role="cell" data-label={t('coupons.columns.state')}>
        <span className={styles.state} data-state={c.state}>
          {t(`coupons.state.${c.state}`)}
        </span>
      </td>
      <td role="cell" className={styles.num} data-label={t('coupons.columns.claims')}>
        {c.claims}
      </td>
      <td role="cell" className={styles.num} data-label={t('coupons.columns.uses')}>
        {c.uses}
      </td>
      <td role="cell" className={styles.actions}>
        {c.state !== 'ended' && (
          <Button size="small" variant="secondary" onClick={() => onEnd(c)} data-testid={`coupon-end-${c.id}`}>
            {t('coupons.end')}
            <span className="visually-hidden"> {c.code}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}
