import type { LimitUse } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import styles from '../approvals.module.css';

/**
 * The period of a limit as the company's calendar has it: its first day to its last (`to` is the
 * next period's first moment, so the last day is the one before it), in the company's time zone.
 */
export function usePeriodText(timeZone: string) {
  const { t } = useTranslation('approvals');
  const { locale } = useShop();
  return (use: LimitUse) => {
    const fmt = (d: Date) => {
      try {
        return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(d);
      } catch {
        // An unknown zone name: the browser's own is near enough for a label.
        return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
      }
    };
    return t('limits.periodDates', { from: fmt(new Date(use.from)), to: fmt(new Date(new Date(use.to).getTime() - 1)) });
  };
}

/** A limit's use this period: limit, spent (placed orders), pending requests, left, and a bar of the part used. */
export function LimitUsage({ use, timeZone, testId }: { use: LimitUse; timeZone: string; testId?: string }) {
  const { t } = useTranslation('approvals');
  const { money } = useShop();
  const periodText = usePeriodText(timeZone);
  const used = use.spent.amount + use.pending.amount;
  const share = use.limit.amount > 0 ? Math.min(100, Math.round((used / use.limit.amount) * 100)) : 100;
  return (
    <div className={styles.section} data-testid={testId}>
      <p className={styles.muted}>
        {t(`limits.per.${use.period}`, { amount: money(use.limit) })} · {periodText(use)}
      </p>
      <div className={styles.bar} role="img" aria-label={t('limits.usedShare', { percent: share })}>
        <div className={styles.barFill} style={{ width: `${share}%` }} data-over={used > use.limit.amount} />
      </div>
      <dl className={styles.usage}>
        <div>
          <dt>{t('limits.spent')}</dt>
          <dd>{money(use.spent)}</dd>
        </div>
        <div>
          <dt>{t('limits.pending')}</dt>
          <dd>{money(use.pending)}</dd>
        </div>
        <div>
          <dt>{t('limits.left')}</dt>
          <dd>{money(use.left)}</dd>
        </div>
      </dl>
    </div>
  );
}
