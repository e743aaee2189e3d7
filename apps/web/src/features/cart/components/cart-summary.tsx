import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useShop } from '../../../lib/use-shop';
import type { CartSummary as Summary } from '../lib/cart-lines';
import styles from './cart.module.css';

/** Subtotal of the checked lines that can be bought, and the way to checkout. */
export function CartSummary({ summary, onCheckout }: { summary: Summary; onCheckout(): void }) {
  const { t } = useTranslation('cart');
  const { money } = useShop();
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary.title')}</h2>
      <dl>
        <div>
          <dt>{t('summary.selected')}</dt>
          <dd data-testid="cart-selected">{t('summary.units', { count: summary.units })}</dd>
        </div>
        <div className={styles.subtotalRow}>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="cart-subtotal" aria-live="polite">
            {money(summary.subtotal)}
          </dd>
        </div>
      </dl>
      {summary.blocked > 0 && <p className={styles.blocked}>{t('summary.blocked', { count: summary.blocked })}</p>}
      <p className={styles.note}>{t('summary.note')}</p>
      <Button variant="accent" className={styles.checkout} onClick={onCheckout} data-testid="cart-checkout">
        {t('summary.checkout')}
      </Button>
    </aside>
  );
}
