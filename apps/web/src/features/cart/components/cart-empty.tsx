import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import styles from './cart.module.css';

/** An empty cart says what to do next: browse, or (a guest) sign in to see a saved cart. */
export function CartEmpty({ guest, onSignIn }: { guest: boolean; onSignIn(): void }) {
  const { t } = useTranslation('cart');
  return (
    <section className={styles.empty} data-testid="cart-empty">
      <ShoppingCart size={40} aria-hidden="true" />
      <h2>{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <div className={styles.emptyActions}>
        <Link to="/product/queryProduct" className={buttonClass('primary')}>
          {t('empty.browse')}
        </Link>
        {guest && (
          <button type="button" className={buttonClass('secondary')} onClick={onSignIn}>
            {t('empty.signIn')}
          </button>
        )}
      </div>
    </section>
  );
}
