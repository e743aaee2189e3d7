import type { CustomerDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { Fact } from '../../../../components/ui/fact';
import { useConsoleDay } from '../hooks/use-console-day';
import styles from '../pages/console-customers.module.css';
import { CustomerState } from './customer-state';

/** Who the buyer is: e-mail, company, country, language, sign-up, last seen, and a block's reason. */
export function CustomerProfile({ profile: p }: { profile: CustomerDetail['profile'] }) {
  const { t } = useTranslation('console-customers');
  const day = useConsoleDay();
  const when = useConsoleDate();
  return (
    <section className={styles.panel} aria-label={t('sections.profile')} data-testid="customer-profile">
      <CustomerState blocked={p.blocked} erased={p.erased} />
      <dl className={styles.facts}>
        <Fact label={t('profile.email')} valueClassName={styles.breakable} testId="customer-email">
          {p.email}
        </Fact>
        <Fact label={t('profile.company')}>{p.companyName || '—'}</Fact>
        <Fact label={t('profile.country')}>{p.country || '—'}</Fact>
        <Fact label={t('profile.language')}>{t(`languages.${p.lang}`)}</Fact>
        <Fact label={t('profile.since')}>
          <time dateTime={p.createdAt}>{day(p.createdAt)}</time>
        </Fact>
        <Fact label={t('profile.lastSeen')}>{p.lastSeenAt ? <time dateTime={p.lastSeenAt}>{when(p.lastSeenAt)}</time> : '—'}</Fact>
        <Fact label={t('profile.orders')}>{p.orderCount}</Fact>
        {p.blocked && (
          <Fact label={t('profile.blockedReason')} className={styles.wide} valueClassName={styles.breakable} testId="customer-blocked-reason">
            {p.blockedReason}
            {p.blockedAt && <span className={styles.muted}>{when(p.blockedAt)}</span>}
          </Fact>
        )}
        {p.erasedAt && <Fact label={t('profile.erasedAt')}>{when(p.erasedAt)}</Fact>}
      </dl>
    </section>
  );
}
