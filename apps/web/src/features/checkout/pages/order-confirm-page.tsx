import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRequireLogin } from '../../../lib/use-require-login';
import { AddressDialog } from '../components/address-dialog';
import { CheckoutSection } from '../components/checkout-section';
import { CheckoutBar, CheckoutSummary } from '../components/checkout-summary';
import { CheckoutSteps } from '../components/checkout-steps';
import styles from '../components/checkout.module.css';
import { CouponField } from '../components/coupon-field';
import { BillingSection, CartUnreadable, NoteSection, NothingToOrder, ShippingSection } from '../components/order-confirm-sections';
import { OrderLines } from '../components/order-lines';
import { PaymentTermsSection } from '../components/payment-terms';
import { PurchaseForSection } from '../components/purchase-for';
import { ShipmentPlan } from '../components/shipment-plan';
import { ShippingMethods } from '../components/shipping-methods';
import { useOrderConfirmation } from '../hooks/use-order-confirmation';
import { MISSING_SECTION } from '../lib/missing-choices';

/**
 * /order (docs/product.md#screens order confirmation): the lines from the cart (?from=cart) or "buy now"
 * (?skuId=&quantity=), addresses, shipping method, coupon and note, priced by the server on
 * every change; "fill in and verify" shows what is missing before the order is submitted once.
 * Its state is hooks/use-order-confirmation.ts.
 */
export function Component() {
  const { t } = useTranslation(['checkout', 'pages', 'common']);
  const signedIn = useRequireLogin();
  const {
    source,
    cart,
    items,
    purpose,
    addresses,
    chooseShipping,
    setMethodChoice,
    singleShipment,
    setSingleShipment,
    couponCode,
    setCouponCode,
    remark,
    setRemark,
    preview,
    data,
    coupons,
    missing,
    place,
  } = useOrderConfirmation(signedIn);
  const missingIn = (section: string) => missing.filter((m) => MISSING_SECTION[m] === section).map((m) => t(`missing.${m}`));
  const { attempted } = place;

  if (!signedIn) return null;

  const title = t('pages:order');
  if (source.kind === 'none' || (items && items.length === 0)) return <NothingToOrder title={title} fromCart={source.kind === 'cart'} />;
  if (source.kind === 'cart' && cart.isError && !cart.data) return <CartUnreadable title={title} onRetry={() => void cart.refetch()} />;

  return (
    <PageFrame title={title}>
      <CheckoutSteps current="confirm" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PurchaseForSection purpose={purpose} />
          <PaymentTermsSection payment={place.payment} />
          <ShippingSection addresses={addresses} missing={missingIn('shipping')} attempted={attempted} onChoose={chooseShipping} />
          <BillingSection addresses={addresses} missing={missingIn('billing')} attempted={attempted} />

          <CheckoutSection id="method" number={3} title={t('sections.method')} missing={missingIn('method')} attempted={attempted}>
            {addresses.shippingAddressId === undefined ? (
              <p className={styles.muted}>{t('method.chooseAddressFirst')}</p>
            ) : !data ? (
              <Skeleton height={96} />
            ) : data.shippingMethods.length > 0 ? (
              <>
                <ShippingMethods methods={data.shippingMethods} value={data.shippingMethodId} onChange={setMethodChoice} legend={t('sections.method')} />
                <ShipmentPlan
                  shipments={data.shipments}
                  lines={data.lines}
                  method={data.shippingMethods.find((m) => m.shippingMethodId === data.shippingMethodId)}
                  singleShipment={singleShipment}
                  canSplit={data.canSplit}
                  onSingleChange={setSingleShipment}
                />
              </>
            ) : null}
          </CheckoutSection>

          <CheckoutSection
            id="lines"
            number={4}
            title={t('sections.lines')}
            missing={missingIn('lines')}
            attempted={attempted}
            aside={
              source.kind === 'cart' ? (
                <Link to="/shoppingCart" className={styles.sectionLink}>
                  {t('lines.backToCart')}
                </Link>
              ) : undefined
            }
          >
            {data ? (
              <OrderLines lines={data.lines} problems={data.problems} />
            ) : (
              <div aria-busy="true" className={styles.stack}>
                <Skeleton height={64} />
                <Skeleton height={64} />
              </div>
            )}
          </CheckoutSection>

          <CheckoutSection id="coupon" number={5} title={t('sections.coupon')} attempted={attempted}>
            <CouponField
              code={couponCode}
              result={data?.coupon}
              available={coupons.data ?? []}
              subtotal={data?.amounts.subtotal}
              checking={preview.isFetching}
              onApply={setCouponCode}
            />
          </CheckoutSection>

          <NoteSection remark={remark} onChange={setRemark} attempted={attempted} />
          <CheckoutBar preview={data} repricing={preview.isFetching} sending={place.sending} onSubmit={place.submit} />
        </div>

        <CheckoutSummary
          preview={data}
          repricing={preview.isFetching}
          previewFailed={preview.isError}
          onRetryPreview={() => void preview.refetch()}
          missing={missing}
          attempted={attempted}
          conflict={place.notice}
          fieldErrors={place.fieldErrors}
          sending={place.sending}
          onSubmit={place.submit}
          onAccount={place.payment.terms === 'account'}
        />
      </div>

      <AddressDialog type={addresses.adding} onClose={() => addresses.setAdding(null)} onSaved={addresses.onSaved} />
    </PageFrame>
  );
}
