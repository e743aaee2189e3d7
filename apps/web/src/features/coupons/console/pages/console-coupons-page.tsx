import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { couponsQuery } from '../api/coupons-console-api';
import { CouponsTable } from '../components/coupons-table';
import { NewCouponForm } from '../components/new-coupon-form';
import { useEndCoupon } from '../hooks/use-end-coupon';
import styles from './console-coupons.module.css';

/**
 * /console/coupons (sales and administrators, permission coupons.manage): the shop's coupons,
 * newest first, with how many buyers hold each and how many orders used it; a form for a new one;
 * and "End now" for one that is scheduled or running.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const allowed = useStaffCan('coupons.manage');
  // One list, not paged: the queue reads it as a single page.
  const list = useQuery({ ...couponsQuery, enabled: allowed, select: (coupons) => ({ items: coupons, total: coupons.length }) });
  const { ending, setEnding, busy, end, listHeading } = useEndCoupon();

  return (
    <PermissionGate permission="coupons.manage" title={t('coupons.title')} noAccess={t('coupons.noAccess')} error={list.error} testId="coupons-no-access">
      <ConsoleQueue
        testId="coupons"
        title={t('coupons.title')}
        lead={t('coupons.lead')}
        frame={(coupons) => (
          <section className={styles.panel} aria-labelledby="coupons-list-title">
            <h2 id="coupons-list-title" ref={listHeading} tabIndex={-1}>
              {t('coupons.list')}
            </h2>
            {coupons}
          </section>
        )}
        query={list}
        renderPage={(page) => <CouponsTable coupons={page.items} onEnd={setEnding} />}
      />

      <NewCouponForm />

      <Dialog
        open={ending !== null}
        onClose={() => !busy && setEnding(null)}
        title={t('coupons.endTitle', { code: ending?.code ?? '' })}
        closeLabel={t('common:common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)} disabled={busy}>
              {t('common:common.cancel')}
            </Button>
            <Button variant="accent" busy={busy} onClick={() => void end()} data-testid="coupon-end-confirm">
              {t('coupons.endConfirm')}
            </Button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('coupons.endText')}</p>
      </Dialog>
    </PermissionGate>
  );
}
