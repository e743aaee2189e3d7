import { PO_NUMBER_MAX } from '@netshop/contract';
import { CreditCard, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useShop } from '../../../lib/use-shop';
import type { PaymentTermsChoice } from '../hooks/use-order-confirmation';
import styles from './checkout.module.css';

/**
 * "Pay: ○ now ○ on account (Net 30) — available X" (issue 30), for a company order by a member
 * who may pay on the company's credit account; nothing otherwise. When it cannot be chosen it
 * stays visible, disabled, and says why (on hold, not enough available, another currency). Paying
 * on account asks for the company's purchase-order number, required when the company says so.
 */
export function PaymentTermsSection({ payment }: { payment: PaymentTermsChoice }) {
  const { t } = useTranslation(['checkout', 'account']);
  const { money } = useShop();
  const { account, block } = payment;
  if (!account) return null;
  const reason = block && t(`paymentTerms.blocked.${block}`, { available: money(account.available), currency: account.currency });
  return (
    <section id="paymentTerms" className={styles.section} aria-labelledby="paymentTerms-heading" data-testid="payment-terms">
      <fieldset className={styles.choiceGroup}>
        <legend id="paymentTerms-heading" className={styles.purposeLegend}>
          {t('paymentTerms.title')}
        </legend>
        <div className={styles.purposeGrid}>
          <label className={styles.choiceCard} data-testid="payment-terms-now">
            <input type="radio" name="paymentTerms" value="now" checked={payment.terms === 'now'} onChange={() => payment.setTerms('now')} />
            <span className={styles.choiceBody}>
              <span className={`${styles.choiceTitle} ${styles.payTitle}`}>
                <CreditCard size={16} aria-hidden="true" />
                <span>{t('paymentTerms.now')}</span>
              </span>
              <span className={styles.muted}>{t('paymentTerms.nowHint')}</span>
            </span>
          </label>
          <label className={styles.choiceCard} data-testid="payment-terms-account" data-disabled={block ? 'true' : undefined}>
            <input
              type="radio"
              name="paymentTerms"
              value="account"
              checked={payment.terms === 'account'}
              disabled={!!block}
              aria-describedby="payment-terms-account-hint"
              onChange={() => payment.setTerms('account')}
            />
            <span className={styles.choiceBody}>
              <span className={`${styles.choiceTitle} ${styles.payTitle}`}>
                <Landmark size={16} aria-hidden="true" />
                <span>{t('paymentTerms.account', { days: account.terms })}</span>
              </span>
              <span className={styles.muted} id="payment-terms-account-hint">
                {reason ?? t('paymentTerms.accountHint', { available: money(account.available), days: account.terms })}
              </span>
            </span>
          </label>
        </div>
        {payment.terms === 'account' && (
          <div className={styles.poField}>
            <TextField
              id="payment-terms-po"
              label={account.poRequired ? t('paymentTerms.po') : t('paymentTerms.poOptional')}
              hint={t('paymentTerms.poHint')}
              name="poNumber"
              maxLength={PO_NUMBER_MAX}
              autoComplete="off"
              required={account.poRequired}
              value={payment.poNumber}
              onChange={(e) => payment.setPoNumber(e.target.value)}
              onBlur={payment.touchPo}
              error={payment.poShown ? t(`account:validation.${payment.poShown}`) : undefined}
              data-testid="payment-terms-po"
            />
          </div>
        )}
      </fieldset>
    </section>
  );
}
