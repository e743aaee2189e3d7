import type { CheckoutPreview } from '@netshop/contract';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { MISSING_SECTION, type Missing } from '../lib/missing-choices';
import styles from './checkout.module.css';
import { OrderTotals } from './order-totals';

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
        data-testid="order-submit"
      >
        {t('submit')}
      </Button>
      <p className={styles.hint}>{t('submitHint')}</p>
    </aside>
  );
}
