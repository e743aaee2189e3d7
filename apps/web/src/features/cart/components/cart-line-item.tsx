import type { CartLine } from '@netshop/contract';
import { CircleX, Heart, Package, Trash2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../lib/use-shop';
import { productPath } from '../../catalog';
import { maxQuantity, nextTier } from '../lib/cart-lines';
import styles from './cart.module.css';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  line: CartLine;
  onQuantity(quantity: number): void;
  onChecked(checked: boolean): void;
  onRemove(): void;
  onFavorite(): void;
}

/** One cart line: a row on wide screens, a card on phones (the grid areas of cart.module.css). */
export function CartLineItem({ line, onQuantity, onChecked, onRemove, onFavorite }: Props) {
  const { t } = useTranslation('cart');
  const { money } = useShop();
  const gone = line.state === 'unavailable';
  const name = line.name || t('line.unknownName');
  const saving = line.listPrice.amount - line.unitPrice.amount;
  const next = gone ? undefined : nextTier(line, line.quantity);
  const link = line.spuId > 0 ? productPath(line.spuId) : undefined;

  return (
    <li className={styles.line} data-testid="cart-line" data-sku={line.skuId} data-state={line.state}>
      <div className={styles.check}>
        <input type="checkbox" checked={line.checked} onChange={(e) => onChecked(e.target.checked)} aria-label={t('line.select', { name })} />
      </div>
      <div className={styles.thumb}>
        {line.image ? <img src={line.image} alt="" width={80} height={80} loading="lazy" decoding="async" /> : <Package size={32} aria-hidden="true" />}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>{link ? <Link to={link}>{name}</Link> : name}</h3>
        {line.productNo && <p className={styles.meta}>{t('line.productNo', { productNo: line.productNo })}</p>}
        {line.saleAttr && <p className={styles.meta}>{line.saleAttr}</p>}
        <LineFlag line={line} onQuantity={onQuantity} />
        <div className={styles.lineActions}>
          {!gone && (
            <button type="button" className={styles.linkButton} onClick={onFavorite} aria-label={t('line.moveToFavoritesOf', { name })} data-testid="cart-favorite">
              <Heart size={14} aria-hidden="true" />
              {t('line.moveToFavorites')}
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={onRemove} aria-label={t('line.removeOf', { name })} data-testid="cart-remove">
            <Trash2 size={14} aria-hidden="true" />
            {t('line.remove')}
          </button>
        </div>
      </div>
      <div className={styles.price}>
        <span className={styles.cellLabel}>{t('columns.unitPrice')}</span>
        {gone ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('line.noPrice')}</span>
          </>
        ) : (
          <>
            <span className={styles.amount}>{money(line.unitPrice)}</span>
            {saving > 0 && (
              <span className={styles.saving}>
                <span className="visually-hidden">{t('line.listPrice')}</span>
                <del>{money(line.listPrice)}</del> {t('line.saving', { amount: money({ ...line.unitPrice, amount: saving }) })}
              </span>
            )}
            {next && <span className={styles.hint}>{t('line.nextTier', { count: next.minQty, price: money(next.price) })}</span>}
          </>
        )}
      </div>
      <div className={styles.qty}>
        {gone ? (
          <span>{t('line.quantityValue', { count: line.quantity })}</span>
        ) : (
          <QuantityStepper value={line.quantity} max={maxQuantity(line)} onChange={onQuantity} label={t('line.quantityOf', { name })} disabled={line.state === 'soldOut'} />
        )}
      </div>
      <div className={styles.total}>
        <span className={styles.cellLabel}>{t('columns.total')}</span>
        <span className={line.state === 'ok' ? styles.amount : styles.excluded} data-testid="cart-line-total">
          {gone ? '—' : money(line.lineTotal)}
        </span>
      </div>
    </li>
  );
}

/** Why a line cannot be bought, in words and with an icon (never by colour alone). */
function LineFlag({ line, onQuantity }: { line: CartLine; onQuantity(q: number): void }) {
  const { t } = useTranslation('cart');
  if (line.state === 'ok') return null;
  const short = line.state === 'insufficient';
  return (
    <p className={short ? styles.flagWarning : styles.flagError} data-testid="cart-line-flag">
      {short ? <TriangleAlert size={14} aria-hidden="true" /> : <CircleX size={14} aria-hidden="true" />}
      <span>{t(`state.${line.state}`, { count: line.stock })}</span>
      {short && (
        <button type="button" className={styles.linkButton} onClick={() => onQuantity(line.stock)}>
          {t('state.reduceTo', { count: line.stock })}
        </button>
      )}
    </p>
  );
}
