import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

const STEPS = ['cart', 'confirm', 'pay', 'done'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Where the buyer is in the order flow of docs/product.md#states: cart, order, payment, result. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const at = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === at ? 'step' : undefined} data-done={i < at || undefined}>
          <span className={styles.stepNo} aria-hidden="true">
            {i + 1}
          </span>
          {t(`steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}
