import type { CartLine } from '@netshop/contract';
import { Info, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InquiryButton } from '../../inquiries';
import { SaveToListButton } from '../../companies';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { LoadError } from '../../../components/ui/load-error';
import styles from '../components/cart.module.css';
import { CartEmpty } from '../components/cart-empty';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { useCart } from '../hooks/use-cart';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { summarize } from '../lib/cart-lines';

const HERE = '/shoppingCart';
/** The order confirmation reads the checked lines of the server cart. */
const CHECKOUT = '/order?from=cart';

interface Removing {
  skuIds: number[];
  /** The one line's name, or none for "the selected lines". */
  name?: string;
}

/** /shoppingCart: the buyer's server cart or the guest's local cart, priced live either way. */
export function Component() {
  const { t } = useTranslation(['cart', 'pages', 'common']);
  const cart = useCart();
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const guest = cart.mode === 'guest';
  const view = cart.view;

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    await cart.apply({ type: 'remove', skuIds: removing.skuIds });
    setRemoveBusy(false);
    setRemoving(null);
  };
  const moveToFavorites = (line: CartLine) => {
    if (guest) {
      alert.info(t('favorite.signIn'));
      sendToLogin(HERE);
    } else void cart.apply({ type: 'favorite', skuId: line.skuId });
  };

  let content;
  if (cart.failed) content = <LoadError onRetry={cart.retry} />;
  else if (!view) content = <CartSkeleton />;
  else if (view.lines.length === 0) content = <CartEmpty guest={guest} onSignIn={() => sendToLogin(HERE)} />;
  else {
    const lines = view.lines;
    const summary = summarize(lines, { ...view.subtotal, amount: 0 });
    const checkedIds = lines.filter((l) => l.checked).map((l) => l.skuId);
    const checkout = async () => {
      if (summary.buyable === 0) return alert.warning(t('selectToCheckout'));
      await cart.settled();
      if (guest) sendToLogin(CHECKOUT);
      else await navigate(CHECKOUT);
    };
    content = (
      <div className={styles.layout}>
        <section className={styles.linesPanel} aria-labelledby="cart-lines-title" aria-busy={cart.busy || undefined}>
          <h2 id="cart-lines-title" className="visually-hidden">
            {t('lines.title')}
          </h2>
          {guest && (
            <p className={styles.guestNote}>
              <Info size={16} aria-hidden="true" />
              <span>
                {t('guest.note')}{' '}
                <button type="button" className={styles.linkButton} onClick={() => sendToLogin(HERE)}>
                  {t('guest.signIn')}
                </button>
              </span>
            </p>
          )}
          <SelectionBar
            count={lines.length}
            checked={checkedIds.length}
            onCheckAll={(checked) => void cart.apply({ type: 'check', checked })}
            onRemove={() => setRemoving({ skuIds: checkedIds })}
          >
            {/* The selected lines into a requisition list (issue 29). */}
            <SaveToListButton size="small" items={lines.filter((l) => l.checked && l.state !== 'unavailable').map((l) => ({ skuId: l.skuId, quantity: l.quantity }))} />
          </SelectionBar>
          <div className={styles.head} aria-hidden="true">
            <span>{t('columns.product')}</span>
            <span>{t('columns.unitPrice')}</span>
            <span>{t('columns.quantity')}</span>
            <span>{t('columns.total')}</span>
          </div>
          <ul className={styles.list}>
            {lines.map((line) => (
              <CartLineItem
                key={line.skuId}
                line={line}
                onQuantity={(quantity) => void cart.apply({ type: 'quantity', skuId: line.skuId, quantity })}
                onChecked={(checked) => void cart.apply({ type: 'check', checked, skuIds: [line.skuId] })}
                onRemove={() => setRemoving({ skuIds: [line.skuId], name: line.name || t('line.unknownName') })}
                onFavorite={() => moveToFavorites(line)}
              />
            ))}
          </ul>
          <QuoteRequest lines={lines} />
        </section>
        <CartSummary summary={summary} onCheckout={() => void checkout()} />
      </div>
    );
  }

  return (
    <PageFrame title={t('pages:shoppingCart')}>
      {content}
      <RemoveDialog removing={removing} busy={removeBusy} onConfirm={() => void confirmRemove()} onClose={() => setRemoving(null)} />
    </PageFrame>
  );
}

/** Above the lines: "select all" (mixed when some are) and "remove selected". */
function SelectionBar({ count, checked, onCheckAll, onRemove, children }: { count: number; checked: number; onCheckAll(checked: boolean): void; onRemove(): void; children?: ReactNode }) {
  const { t } = useTranslation('cart');
  const all = checked === count;
  return (
    <div className={styles.toolbar}>
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = checked > 0 && !all;
          }}
          onChange={() => onCheckAll(!all)}
          data-testid="cart-select-all"
        />
        {t('lines.selectAll', { count })}
      </label>
      <Button variant="secondary" size="small" disabled={checked === 0} onClick={onRemove} data-testid="cart-remove-selected">
        <Trash2 size={14} aria-hidden="true" />
        {t('lines.removeSelected')}
      </Button>
      {children}
    </div>
  );
}

/** Asks before lines leave the cart: the one line by name, or how many selected. */
function RemoveDialog({ removing, busy, onConfirm, onClose }: { removing: Removing | null; busy: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <Dialog
      open={removing !== null}
      onClose={onClose}
      title={t('remove.title')}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button variant="accent" busy={busy} onClick={onConfirm} data-testid="cart-remove-confirm">
            {t('remove.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{removing?.name ? t('remove.one', { name: removing.name }) : t('remove.many', { count: removing?.skuIds.length ?? 0 })}</p>
    </Dialog>
  );
}

/**
 * "Request a quote for this cart" (issue 15): the selected lines (all, when none is selected) go
 * to sales as a quotation inquiry; large quantities are what quotations are for.
 */
function QuoteRequest({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation('cart');
  const known = lines.filter((l) => l.state !== 'unavailable' && l.productNo);
  const chosen = known.some((l) => l.checked) ? known.filter((l) => l.checked) : known;
  if (!chosen.length) return null;
  const productNo = chosen.map((l) => l.productNo).join(', ');
  return (
    <div className={styles.quoteRow}>
      <p>{t('quote.hint')}</p>
      <InquiryButton
        source="cart"
        label={t('quote.request')}
        testId="cart-request-quote"
        prefill={{
          type: 'quotation',
          // The form cuts it to the field's length.
          productNo,
          lines: chosen.map((l) => ({ skuId: l.skuId, quantity: l.quantity, productNo: l.productNo, name: l.name })),
        }}
      />
    </div>
  );
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} aria-busy="true" data-testid="cart-loading">
      <div className={styles.linesPanel}>
        <span className="visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonLine}>
            <Skeleton width={80} height={80} />
            <div className={styles.skeletonText}>
              <Skeleton height={18} width="70%" />
              <Skeleton height={14} width="40%" />
              <Skeleton height={14} width="55%" />
            </div>
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={48} />
        <Skeleton height={40} />
      </div>
    </div>
  );
}
