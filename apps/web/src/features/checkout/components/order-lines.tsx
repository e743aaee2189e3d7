import type { CartLine, CheckoutPreview } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../lib/use-shop';
import styles from './checkout.module.css';

/** The lines about to be ordered, priced now, each with what stops it from being ordered (if anything). */
export function OrderLines({ lines, problems }: { lines: CartLine[]; problems: CheckoutPreview['problems'] }) {
  const { t } = useTranslation('checkout');
  const { money } = useShop();
  return (
    <ul className={styles.lines}>
      {lines.map((l) => {
        const problem = problems.find((p) => p.skuId === l.skuId);
        return (
          <li key={l.skuId} className={styles.line} data-testid="checkout-line">
            <img src={l.image} alt="" width={64} height={64} loading="lazy" decoding="async" className={styles.lineImage} />
            <div className={styles.lineInfo}>
              <Link to={`/product/productDetail?spuId=${l.spuId}`} className={styles.lineName}>
                {l.name}
              </Link>
              {l.saleAttr && <span className={styles.muted}>{l.saleAttr}</span>}
              <span className={styles.muted}>{t('lines.productNo', { no: l.productNo })}</span>
              {problem && (
                <span className={styles.problem} role="alert">
                  {problem.state === 'insufficient'
                    ? t('lines.insufficient', { count: problem.stock })
                    : problem.state === 'soldOut'
                      ? t('lines.soldOut')
                      : t('lines.unavailable')}
                </span>
              )}
            </div>
            <div className={styles.lineAmounts}>
              <span className={styles.muted}>{t('lines.priceTimesQty', { price: money(l.unitPrice), count: l.quantity })}</span>
              <strong>{money(l.lineTotal)}</strong>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
