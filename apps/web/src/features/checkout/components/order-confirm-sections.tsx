import { ORDER_REMARK_MAX } from '@netshop/contract';
import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AddressChoices } from '../hooks/use-order-confirmation';
import { AddressChoice } from './address-choice';
import { CheckoutSection } from './checkout-section';
import { CheckoutSteps } from './checkout-steps';
import styles from './checkout.module.css';

// The parts of the order confirmation page (pages/order-confirm-page.tsx, docs/product.md#screens): what it shows
// with nothing to order or an unreadable cart, and its address and note sections.

/** Nothing to order: no source in the URL, or a cart that is empty. */
export function NothingToOrder({ title, fromCart }: { title: string; fromCart: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <PageFrame title={title}>
      <CheckoutSteps current="confirm" />
      <div className={styles.empty}>
        <PackageOpen size={40} aria-hidden="true" />
        <h2>{fromCart ? t('empty.cartTitle') : t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
        <div className={styles.emptyActions}>
          <Link to="/shoppingCart" className={buttonClass('primary')}>
            {t('empty.toCart')}
          </Link>
          <Link to="/product/queryProduct" className={buttonClass('secondary')}>
            {t('empty.shop')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

/** The cart could not be read: the standard error with a retry. */
export function CartUnreadable({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={title}>
      <CheckoutSteps current="confirm" />
      <div className={styles.empty} role="alert">
        <h2>{t('common:common.errorTitle')}</h2>
        <p>{t('common:common.errorText')}</p>
        <Button onClick={onRetry}>{t('common:common.retry')}</Button>
      </div>
    </PageFrame>
  );
}

interface AddressSectionProps {
  addresses: AddressChoices;
  missing: string[];
  attempted: boolean;
}

/** Section 1: the shipping address, chosen from the buyer's (or a new one). */
export function ShippingSection({ addresses, missing, attempted, onChoose }: AddressSectionProps & { onChoose(id: number): void }) {
  const { t } = useTranslation(['checkout', 'common']);
  const { query } = addresses;
  return (
    <CheckoutSection id="shipping" number={1} title={t('sections.shipping')} missing={missing} attempted={attempted}>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError && !query.data ? (
        <div role="alert" className={styles.noticeError}>
          <p>{t('addressesError')}</p>
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {t('common:common.retry')}
          </Button>
        </div>
      ) : (
        <AddressChoice
          name="shippingAddress"
          legend={t('sections.shipping')}
          addresses={addresses.shippingList}
          value={addresses.shippingAddressId}
          onChange={onChoose}
          onAdd={() => addresses.setAdding('shipping')}
          addLabel={t('address.addShipping')}
          emptyText={t('address.noneShipping')}
        />
      )}
    </CheckoutSection>
  );
}

/** Section 2: the billing address, the shipping one unless the buyer unticks it. */
export function BillingSection({ addresses, missing, attempted }: AddressSectionProps) {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutSection id="billing" number={2} title={t('sections.billing')} missing={missing} attempted={attempted}>
      <label className={styles.check}>
        <input type="checkbox" checked={addresses.sameAsShipping} onChange={(e) => addresses.setSameAsShipping(e.target.checked)} data-testid="billing-same" />
        <span>{t('address.sameAsShipping')}</span>
      </label>
      {!addresses.sameAsShipping && !addresses.query.isPending && (
        <AddressChoice
          name="billingAddress"
          legend={t('sections.billing')}
          addresses={addresses.billingList}
          value={addresses.billingAddressId}
          onChange={addresses.setBillingChoice}
          onAdd={() => addresses.setAdding('billing')}
          addLabel={t('address.addBilling')}
          emptyText={t('address.noneBilling')}
        />
      )}
    </CheckoutSection>
  );
}

/** Section 6: the buyer's note to the shop, with its length. */
export function NoteSection({ remark, onChange, attempted }: { remark: string; onChange(remark: string): void; attempted: boolean }) {
  const { t } = useTranslation('checkout');
  const remarkId = useId();
  return (
    <CheckoutSection id="note" number={6} title={t('sections.note')} attempted={attempted}>
      <div className={styles.field}>
        <label htmlFor={remarkId} className={styles.fieldLabel}>
          {t('note.label')}
        </label>
        <textarea
          id={remarkId}
          className={styles.textarea}
          rows={3}
          maxLength={ORDER_REMARK_MAX}
          value={remark}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${remarkId}-hint`}
          data-testid="order-remark"
        />
        <span id={`${remarkId}-hint`} className={styles.hint}>
          {t('note.hint', { count: remark.length, max: ORDER_REMARK_MAX })}
        </span>
      </div>
    </CheckoutSection>
  );
}
