import { ORDER_REMARK_MAX, type Address, type CheckoutBody, type PlaceOrderBody } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { serverFieldErrors } from '../../../lib/use-zod-form';
import { addressesQuery, checkoutApi, checkoutCartQuery, couponsQuery, previewQuery } from '../api/checkout-api';
import { AddressChoice } from '../components/address-choice';
import { AddressDialog } from '../components/address-dialog';
import { CheckoutSection } from '../components/checkout-section';
import { CheckoutBar, CheckoutSummary } from '../components/checkout-summary';
import { CheckoutSteps } from '../components/checkout-steps';
import styles from '../components/checkout.module.css';
import { CouponField } from '../components/coupon-field';
import { OrderLines } from '../components/order-lines';
import { ShippingMethods } from '../components/shipping-methods';
import { cartCheckoutItems, checkoutSource, newIdempotencyKey } from '../lib/checkout-source';
import { MISSING_SECTION, missingChoices, type Missing } from '../lib/missing-choices';
import { useRequireLogin } from '../../../lib/use-require-login';

type AddressType = Address['type'];

/** The address preselected in a section: the default one, or the only one there is. */
function preselected(list: Address[]): number | undefined {
  return (list.find((a) => a.isDefault) ?? (list.length === 1 ? list[0] : undefined))?.addressId;
}

/**
 * /order (docs/product.md#screens order confirmation): the lines from the cart (?from=cart) or "buy now"
 * (?skuId=&quantity=), addresses, shipping method, coupon and note, priced by the server on
 * every change; "fill in and verify" shows what is missing before the order is submitted once.
 */
export function Component() {
  const { t } = useTranslation(['checkout', 'pages', 'common']);
  const signedIn = useRequireLogin();
  const [params] = useSearchParams();
  const source = useMemo(() => checkoutSource(params), [params]);
  const { currencyId, ready } = useShop();
  const enabled = signedIn && ready;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const cart = useQuery({ ...checkoutCartQuery(currencyId), enabled: enabled && source.kind === 'cart' });
  const items = useMemo(() => {
    if (source.kind === 'buyNow') return [{ skuId: source.skuId, quantity: source.quantity }];
    if (source.kind === 'cart') return cart.data ? cartCheckoutItems(cart.data) : undefined;
    return [];
  }, [source, cart.data]);

  const addresses = useQuery({ ...addressesQuery(), enabled });
  const shippingList = useMemo(() => addresses.data?.filter((a) => a.type === 'shipping') ?? [], [addresses.data]);
  const billingList = useMemo(() => addresses.data?.filter((a) => a.type === 'billing') ?? [], [addresses.data]);
  const [shippingChoice, setShippingChoice] = useState<number>();
  const [billingChoice, setBillingChoice] = useState<number>();
  const shippingAddressId = shippingChoice ?? preselected(shippingList);
  const billingAddressId = billingChoice ?? preselected(billingList);
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [methodChoice, setMethodChoice] = useState<number>();
  const [couponCode, setCouponCode] = useState<string>();
  const [remark, setRemark] = useState('');
  const [adding, setAdding] = useState<AddressType | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  // One key per visit of this page: a retried submit (lost answer, second click) finds the same order.
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const sending = useRef(false);
  const remarkId = useId();

  const body: CheckoutBody | null =
    items && items.length > 0 ? { items, shippingAddressId, shippingMethodId: methodChoice, couponCode, currencyId: currencyId ?? undefined } : null;
  const preview = useQuery({ ...previewQuery(body ?? { items: [] }), enabled: enabled && body !== null });
  const coupons = useQuery({ ...couponsQuery(currencyId), enabled });
  const data = preview.data;
  // Totals on screen belong to older choices while a new preview is on its way: no submit on them.
  const stale = !data || preview.isFetching;

  const missing = missingChoices(
    {
      itemCount: items?.length,
      shippingAddressId,
      shippingAddressIds: shippingList.map((a) => a.addressId),
      billingSameAsShipping: sameAsShipping,
      billingAddressId,
      billingAddressIds: billingList.map((a) => a.addressId),
    },
    data,
  );
  const missingIn = (section: string) => missing.filter((m) => MISSING_SECTION[m] === section).map((m) => t(`missing.${m}`));

  const place = useMutation({
    mutationFn: (order: PlaceOrderBody) => checkoutApi.placeOrder(order),
    onSuccess: async (order) => {
      // Replaced: "back" from the payment page must not land on a confirmation already used.
      await navigate(`/orderPayment?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
      // Lines ordered from the cart have left it: every view of the cart (header badge, cart
      // page) asks again; they live under keys that name the cart. After leaving, so this page
      // does not flash "nothing to order" on its way out.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('cart') });
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders'] });
    },
    onError: (err) => {
      sending.current = false;
      if (!(err instanceof HttpError)) return;
      // Stock, prices or the coupon changed since the preview (409): the client has shown the
      // server's message; the page is priced again and the buyer checks it before a new submit.
      if (err.code === 409) {
        setNotice(err.message);
        void preview.refetch();
        if (source.kind === 'cart') void cart.refetch();
        return;
      }
      const fields = serverFieldErrors(err);
      if (fields) setFieldErrors(Object.values(fields));
    },
  });

  const submit = () => {
    if (sending.current || place.isSuccess) return;
    setAttempted(true);
    setNotice(null);
    setFieldErrors([]);
    if (missing.length > 0 || !data || stale || !items || shippingAddressId === undefined || data.shippingMethodId === null) {
      const first: Missing | undefined = missing[0];
      if (first) document.getElementById(MISSING_SECTION[first])?.focus();
      return;
    }
    sending.current = true;
    place.mutate({
      idempotencyKey,
      items,
      fromCart: source.kind === 'cart',
      shippingAddressId,
      billingSameAsShipping: sameAsShipping,
      billingAddressId: sameAsShipping ? undefined : billingAddressId,
      shippingMethodId: data.shippingMethodId,
      // A code the server refused is not sent: it would only make the order fail.
      couponCode: data.coupon?.applied ? data.coupon.code : undefined,
      remark: remark.trim(),
      currencyId: currencyId ?? undefined,
      expectedTotal: data.amounts.total.amount,
    });
  };

  const onAddressSaved = async (a: Address) => {
    setAdding(null);
    alert.success(t('address.saved'));
    await queryClient.invalidateQueries({ queryKey: ['account', 'addresses'] });
    if (a.type === 'billing') {
      setBillingChoice(a.addressId);
      setSameAsShipping(false);
    } else setShippingChoice(a.addressId);
  };

  if (!signedIn) return null;

  const title = t('pages:order');
  if (source.kind === 'none' || (items && items.length === 0)) {
    return (
      <PageFrame title={title}>
        <CheckoutSteps current="confirm" />
        <div className={styles.empty}>
          <PackageOpen size={40} aria-hidden="true" />
          <h2>{source.kind === 'cart' ? t('empty.cartTitle') : t('empty.title')}</h2>
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

  if (source.kind === 'cart' && cart.isError && !cart.data) {
    return (
      <PageFrame title={title}>
        <CheckoutSteps current="confirm" />
        <div className={styles.empty} role="alert">
          <h2>{t('common:common.errorTitle')}</h2>
          <p>{t('common:common.errorText')}</p>
          <Button onClick={() => void cart.refetch()}>{t('common:common.retry')}</Button>
        </div>
      </PageFrame>
    );
  }

  const loadingAddresses = addresses.isPending;
  return (
    <PageFrame title={title}>
      <CheckoutSteps current="confirm" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <CheckoutSection id="shipping" number={1} title={t('sections.shipping')} missing={missingIn('shipping')} attempted={attempted}>
            {loadingAddresses ? (
              <Skeleton height={120} />
            ) : addresses.isError && !addresses.data ? (
              <div role="alert" className={styles.noticeError}>
                <p>{t('addressesError')}</p>
                <Button variant="secondary" size="small" onClick={() => void addresses.refetch()}>
                  {t('common:common.retry')}
                </Button>
              </div>
            ) : (
              <AddressChoice
                name="shippingAddress"
                legend={t('sections.shipping')}
                addresses={shippingList}
                value={shippingAddressId}
                onChange={(id) => {
                  setShippingChoice(id);
                  // The destination decides the methods: let the server choose again for it.
                  setMethodChoice(undefined);
                }}
                onAdd={() => setAdding('shipping')}
                addLabel={t('address.addShipping')}
                emptyText={t('address.noneShipping')}
              />
            )}
          </CheckoutSection>

          <CheckoutSection id="billing" number={2} title={t('sections.billing')} missing={missingIn('billing')} attempted={attempted}>
            <label className={styles.check}>
              <input type="checkbox" checked={sameAsShipping} onChange={(e) => setSameAsShipping(e.target.checked)} data-testid="billing-same" />
              <span>{t('address.sameAsShipping')}</span>
            </label>
            {!sameAsShipping && !loadingAddresses && (
              <AddressChoice
                name="billingAddress"
                legend={t('sections.billing')}
                addresses={billingList}
                value={billingAddressId}
                onChange={setBillingChoice}
                onAdd={() => setAdding('billing')}
                addLabel={t('address.addBilling')}
                emptyText={t('address.noneBilling')}
              />
            )}
          </CheckoutSection>

          <CheckoutSection id="method" number={3} title={t('sections.method')} missing={missingIn('method')} attempted={attempted}>
            {shippingAddressId === undefined ? (
              <p className={styles.muted}>{t('method.chooseAddressFirst')}</p>
            ) : !data ? (
              <Skeleton height={96} />
            ) : data.shippingMethods.length > 0 ? (
              <ShippingMethods methods={data.shippingMethods} value={data.shippingMethodId} onChange={setMethodChoice} legend={t('sections.method')} />
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
                onChange={(e) => setRemark(e.target.value)}
                aria-describedby={`${remarkId}-hint`}
                data-testid="order-remark"
              />
              <span id={`${remarkId}-hint`} className={styles.hint}>
                {t('note.hint', { count: remark.length, max: ORDER_REMARK_MAX })}
              </span>
            </div>
          </CheckoutSection>
          <CheckoutBar preview={data} repricing={preview.isFetching} sending={place.isPending || place.isSuccess} onSubmit={submit} />
        </div>

        <CheckoutSummary
          preview={data}
          repricing={preview.isFetching}
          previewFailed={preview.isError}
          onRetryPreview={() => void preview.refetch()}
          missing={missing}
          attempted={attempted}
          conflict={notice}
          fieldErrors={fieldErrors}
          sending={place.isPending || place.isSuccess}
          onSubmit={submit}
        />
      </div>

      <AddressDialog type={adding} onClose={() => setAdding(null)} onSaved={onAddressSaved} />
    </PageFrame>
  );
}
