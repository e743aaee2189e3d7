import { formatBasisPoints } from '@netshop/contract/money';
import { couponCodeField, type CheckoutPreview, type CouponView, type Money } from '@netshop/contract';
import { CheckCircle2, Ticket } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useShop } from '../../../lib/use-shop';
import styles from './checkout.module.css';

interface CouponFieldProps {
  /** The code sent with the preview (undefined: none). */
  code: string | undefined;
  /** The server's verdict on that code. */
  result: CheckoutPreview['coupon'] | undefined;
  /** The buyer's public coupons, as one-click hints. */
  available: CouponView[];
  /** The goods' subtotal of the preview: a hint whose minimum it does not reach says how much is missing. */
  subtotal?: Money;
  checking: boolean;
  onApply(code: string | undefined): void;
}

/** Coupon code with apply/remove; the localized reason when it does not apply (docs/product.md#entities coupon). */
export function CouponField({ code, result, available, subtotal, checking, onApply }: CouponFieldProps) {
  const { t } = useTranslation('checkout');
  const { money, locale } = useShop();
  const [input, setInput] = useState(code ?? '');
  const id = useId();
  const messageId = `${id}-message`;
  const verdict = result && code && result.code === code ? result : undefined;

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = couponCodeField.safeParse(input);
    const next = parsed.success && parsed.data ? parsed.data : undefined;
    setInput(next ?? '');
    onApply(next);
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const problemText = verdict?.problem
    ? verdict.problem === 'minAmount' && verdict.minAmount
      ? t('coupon.problems.minAmount', { amount: money(verdict.minAmount) })
      : verdict.problem === 'expired' && verdict.expiresAt
        ? t('coupon.problems.expiredOn', { date: date(verdict.expiresAt) })
        : verdict.problem === 'notStarted' && verdict.startsAt
          ? t('coupon.problems.notStartedOn', { date: date(verdict.startsAt) })
          : t(`coupon.problems.${verdict.problem}`)
    : undefined;
  const usable = available.filter((c) => !c.used && c.code !== code);
  /** What the goods still lack to reach a coupon's minimum, when they lack anything (same currency only). */
  const missing = (c: CouponView): Money | null =>
    subtotal && c.minAmount.currency === subtotal.currency && c.minAmount.amount > subtotal.amount ? { ...subtotal, amount: c.minAmount.amount - subtotal.amount } : null;

  return (
    <div className={styles.coupon}>
      {/* Not a nested <form>: the page itself is not one, and Enter in the field applies the code. */}
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('coupon.label')}
      </label>
      <div className={styles.couponRow}>
        <input
          id={id}
          className={styles.input}
          value={input}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={verdict ? messageId : undefined}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          data-testid="coupon-input"
        />
        <Button variant="secondary" onClick={() => apply()} busy={checking && Boolean(input)} data-testid="coupon-apply">
          {t('coupon.apply')}
        </Button>
        {code && (
          <Button
            variant="ghost"
            onClick={() => {
              setInput('');
              onApply(undefined);
            }}
          >
            {t('coupon.remove')}
          </Button>
        )}
      </div>
      <div id={messageId} aria-live="polite">
        {verdict?.applied && (
          <p className={styles.success} data-testid="coupon-applied">
            <CheckCircle2 size={16} aria-hidden="true" />
            {t('coupon.applied', { code: verdict.code })}
          </p>
        )}
        {problemText && (
          <p className={styles.problem} data-testid="coupon-problem">
            {problemText}
          </p>
        )}
      </div>
      {usable.length > 0 && (
        <CouponHints
          id={id}
          coupons={usable}
          missing={missing}
          date={date}
          onUse={(code) => {
            setInput(code);
            onApply(code);
          }}
        />
      )}
    </div>
  );
}

interface HintsProps {
  /** The field's id: each hint's "missing" line is named after it. */
  id: string;
  coupons: CouponView[];
  /** What the goods still lack to reach a coupon's minimum, or null. */
  missing(c: CouponView): Money | null;
  date(iso: string): string;
  onUse(code: string): void;
}

/** The buyer's coupons that could apply, each with its value, minimum and last day, and "Use". */
function CouponHints({ id, coupons, missing, date, onUse }: HintsProps) {
  const { t } = useTranslation('checkout');
  const { money, locale } = useShop();
  return (
    <div className={styles.couponHints}>
      <p className={styles.muted}>{t('coupon.available')}</p>
      <ul>
        {coupons.map((c) => {
          const short = missing(c);
          const shortId = `${id}-${c.code}-missing`;
          return (
            <li key={c.code} data-testid="coupon-hint" data-code={c.code}>
              <Ticket size={16} aria-hidden="true" />
              <span className={styles.couponCode}>{c.code}</span>
              <span className={styles.muted}>
                {c.kind === 'percent'
                  ? t('coupon.percentOff', { value: formatBasisPoints(c.value, locale) })
                  : c.amount
                    ? t('coupon.amountOff', { amount: money(c.amount) })
                    : null}
                {c.minAmount.amount > 0 ? ` · ${t('coupon.minSpend', { amount: money(c.minAmount) })}` : ''}
                {` · ${t('coupon.validUntil', { date: date(c.expiresAt) })}`}
              </span>
              {/* Below its minimum a coupon cannot apply: say what is missing instead of offering a click that fails. */}
              {short && (
                <span id={shortId} className={styles.couponMissing} data-testid="coupon-missing">
                  {t('coupon.missing', { amount: money(short) })}
                </span>
              )}
              <Button
                variant="ghost"
                size="small"
                disabled={Boolean(short)}
                onClick={() => onUse(c.code)}
                aria-label={t('coupon.useCode', { code: c.code })}
                aria-describedby={short ? shortId : undefined}
                data-testid="coupon-use"
              >
                {t('coupon.use')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
