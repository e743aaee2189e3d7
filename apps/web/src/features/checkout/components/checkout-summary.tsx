import type { CheckoutPreview } from '@netshop/contract';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { MISSING_SECTION, type Missing } from '../lib/missing-choices';
import styles from './checkout.module.css';
import { useShop } from '../../../lib/use-shop';
import { OrderTotals, shownTotal } from './order-totals';

interface CheckoutSummaryProps {
  preview: CheckoutPreview | undefined;
  /** A new preview is on its way: the totals shown belong to older choices. */
  repricing: boolean;
  previewFailed: boolean;
  onRetryPreview(): void;
  /** What is still missing, listed once the buyer has tried to submit. */
  missing: Missing[];
  attempted: boolean;
  /** The server's reason for refusing the order (409), shown until the next submit. */
  conflict: string | null;
  fieldErrors: string[];
  sending: boolean;
  onSubmit(): void;
  /** Paid on the company's account (issue 30): nothing to pay next, the invoice follows. */
  onAccount?: boolean;
}

/** The summary's "Submit order": the phone's bar steps aside while it is on the screen. */
const SUMMARY_SUBMIT_ID = 'checkout-summary-submit';

/**
 * A phone's bar fixed at the bottom of the screen while the buyer fills in the sections: the total
 * and "Submit order", the same submit as the summary's (which comes only after every section, some
 * 2,400 px down). Once the summary's own button has come into the screen the bar steps aside, so
 * there is one submit button in sight; on a wider screen the summary column is beside the sections and the
 * bar is not shown.
 */
export function CheckoutBar(p: Pick<CheckoutSummaryProps, 'preview' | 'repricing' | 'sending' | 'onSubmit'>) {
  const [away, setAway] = useState(false);
  // Away once the summary's button has come up into the screen (and past it, to the footer).
  useEffect(() => {
    const target = document.getElementById(SUMMARY_SUBMIT_ID);
    if (!target) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setAway(target.getBoundingClientRect().bottom <= window.innerHeight);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  const { t } = useTranslation('checkout');
  const { money } = useShop();
  const shown = p.preview && shownTotal(p.preview);
  return (
    <div className={styles.phoneBar} data-away={away || undefined} inert={away} data-testid="checkout-bar">
      <p className={`${styles.phoneBarTotal} ${p.repricing ? styles.dimmed : ''}`} aria-busy={p.repricing || undefined}>
        <span>{shown?.noAddress ? t('totals.totalBeforeShippingTax') : t('totals.total')}</span>
        {shown ? <strong data-testid="checkout-bar-total">{money(shown.total)}</strong> : <Skeleton height={24} width={96} />}
      </p>
      <Button
        variant="accent"
        className={styles.phoneBarSubmit}
        busy={p.sending}
        disabled={(!p.preview || p.repricing) && !p.sending}
        onClick={p.onSubmit}
        data-testid="order-submit-bar"
      >
        {t('submit')}
      </Button>
    </div>
  );
}

/** The sticky column: totals, what is missing, why the last submit was refused, and "Submit order". */
export function CheckoutSummary(p: CheckoutSummaryProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const { preview } = p;
  const focusSection = (m: Missing) => document.getElementById(MISSING_SECTION[m])?.focus();
  return (
    <aside className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('sections.summary')}</h2>
      {preview ? (
        <div aria-busy={p.repricing || undefined} className={p.repricing ? styles.dimmed : undefined}>
          <p className={styles.muted}>{t('lines.count', { count: preview.lines.reduce((n, l) => n + l.quantity, 0) })}</p>
          <OrderTotals preview={preview} />
        </div>
      ) : p.previewFailed ? (
        <div role="alert" className={styles.noticeError}>
          <p>{t('previewError')}</p>
          <Button variant="secondary" size="small" onClick={p.onRetryPreview}>
            {t('common:common.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className={styles.stack}>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={32} />
        </div>
      )}

      {p.attempted && p.missing.length > 0 && (
        <div className={styles.noticeError} role="alert" data-testid="checkout-missing">
          <p>{t('missing.title')}</p>
          <ul>
            {p.missing.map((m) => (
              <li key={m}>
                <a
                  href={`#${MISSING_SECTION[m]}`}
                  onClick={(e) => {
                    e.preventDefault();
                    focusSection(m);
                  }}
                >
                  {t(`missing.${m}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {p.conflict && (
        <div className={styles.noticeWarning} role="alert" data-testid="checkout-conflict">
          <AlertTriangle size={16} aria-hidden="true" />
          <div>
            <p>{p.conflict}</p>
            <p>{t('conflict')}</p>
          </div>
        </div>
      )}
      {p.fieldErrors.length > 0 && (
        <ul className={styles.noticeError} role="alert">
          {p.fieldErrors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}

      <Button
        variant="accent"
        className={styles.submit}
        busy={p.sending}
        // Enabled once the totals on screen are those of the current choices.
        disabled={(!preview || p.repricing) && !p.sending}
        onClick={p.onSubmit}
        id={SUMMARY_SUBMIT_ID}
        data-testid="order-submit"
      >
        {t('submit')}
      </Button>
      <p className={styles.hint}>{t(p.onAccount ? 'paymentTerms.submitHint' : 'submitHint')}</p>
    </aside>
  );
}
