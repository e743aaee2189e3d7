import { poNumber as poNumberSchema, type Address, type CheckoutBody, type PaymentTerms, type PlaceOrderBody, type PurchaseFor } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { serverFieldErrors } from '../../../lib/use-zod-form';
import { COMPANY_KEY, useMyCompany } from '../../companies';
import { CREDIT_KEY, checkoutCreditQuery } from '../../credit';
import { addressesQuery, checkoutApi, checkoutCartQuery, couponsQuery, previewQuery } from '../api/checkout-api';
import { cartCheckoutItems, checkoutSource, newIdempotencyKey, type CheckoutSource } from '../lib/checkout-source';
import { MISSING_SECTION, missingChoices, type Missing } from '../lib/missing-choices';

// The state of the order confirmation page (docs/product.md#screens): the lines from the cart or "buy now", the
// buyer's choices (addresses, shipping method, coupon, note), the server's price for them on every change,
// and the one submit. The page (pages/order-confirm-page.tsx) only lays them out.

type AddressType = Address['type'];

/** The address preselected in a section: the default one, or the only one there is. */
function preselected(list: Address[]): number | undefined {
  return (list.find((a) => a.isDefault) ?? (list.length === 1 ? list[0] : undefined))?.addressId;
}

/** The buyer's addresses and which ones are chosen; a saved new one is chosen at once. */
function useAddressChoices(enabled: boolean) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const query = useQuery({ ...addressesQuery(), enabled });
  const shippingList = useMemo(() => query.data?.filter((a) => a.type === 'shipping') ?? [], [query.data]);
  const billingList = useMemo(() => query.data?.filter((a) => a.type === 'billing') ?? [], [query.data]);
  const [shippingChoice, setShippingChoice] = useState<number>();
  const [billingChoice, setBillingChoice] = useState<number>();
  const [sameAsShipping, setSameAsShipping] = useState(true);
  /** The address dialog open for a new address of that type. */
  const [adding, setAdding] = useState<AddressType | null>(null);

  const onSaved = async (a: Address) => {
    setAdding(null);
    alert.success(t('address.saved'));
    await queryClient.invalidateQueries({ queryKey: ['account', 'addresses'] });
    if (a.type === 'billing') {
      setBillingChoice(a.addressId);
      setSameAsShipping(false);
    } else setShippingChoice(a.addressId);
  };

  return {
    query,
    shippingList,
    billingList,
    shippingAddressId: shippingChoice ?? preselected(shippingList),
    billingAddressId: billingChoice ?? preselected(billingList),
    setShippingChoice,
    setBillingChoice,
    sameAsShipping,
    setSameAsShipping,
    adding,
    setAdding,
    onSaved,
  };
}

export type AddressChoices = ReturnType<typeof useAddressChoices>;

/** The lines to order: "buy now" names one, the cart's are read from it (undefined until they are). */
function useOrderItems(source: CheckoutSource, enabled: boolean, currencyId: number | null) {
  const cart = useQuery({ ...checkoutCartQuery(currencyId), enabled: enabled && source.kind === 'cart' });
  const items = useMemo(() => {
    if (source.kind === 'buyNow') return [{ skuId: source.skuId, quantity: source.quantity }];
    if (source.kind === 'cart') return cart.data ? cartCheckoutItems(cart.data) : undefined;
    return [];
  }, [source, cart.data]);
  return { cart, items };
}

interface PlaceOptions {
  /** What the submit would send, but for the page's one idempotency key; null while something is missing. */
  order: Omit<PlaceOrderBody, 'idempotencyKey'> | null;
  missing: Missing[];
  /** Priced again after a conflict (409). */
  refetch(): void;
}

/** The one submit: a second click or a retried answer finds the same order; a conflict prices the page again. */
function usePlaceOrder({ order, missing, refetch }: PlaceOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  // One key per visit of this page: a retried submit (lost answer, second click) finds the same order.
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const sending = useRef(false);

  const place = useMutation({
    mutationFn: (body: PlaceOrderBody) => checkoutApi.placeOrder(body),
    onSuccess: async (placed) => {
      // Replaced: "back" from the payment page must not land on a confirmation already used.
      // An order a company rule sends for approval has no number yet: its request's page follows it
      // (`sent=1`: that page says to whom it went);
      // one paid on account has nothing to pay: its page shows the invoice (issue 30).
      const next = placed.approval
        ? `/accountCenter/approvals/detail?no=${encodeURIComponent(placed.approval.requestNo)}&sent=1`
        : placed.paymentTerms === 'account'
          ? `/accountCenter/orders/detail?orderNo=${encodeURIComponent(placed.orderNo ?? '')}`
          : `/orderPayment?orderNo=${encodeURIComponent(placed.orderNo ?? '')}`;
      await navigate(next, { replace: true });
      // Lines ordered from the cart have left it: every view of the cart (header badge, cart
      // page) asks again; they live under keys that name the cart. After leaving, so this page
      // does not flash "nothing to order" on its way out.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('cart') });
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders'] });
      // A request for approval counts on the menu and the orders page (issue 30).
      if (placed.approval) void queryClient.invalidateQueries({ queryKey: ['account', 'approvals'] });
    },
    onError: (err) => {
      sending.current = false;
      if (!(err instanceof HttpError)) return;
      // Stock, prices or the coupon changed since the preview (409): the client has shown the
      // server's message; the page is priced again and the buyer checks it before a new submit.
      if (err.code === 409) {
        setNotice(err.message);
        refetch();
        // Credit or a PO number (creditInsufficient, poNumberUsed): the account is read again too.
        void queryClient.invalidateQueries({ queryKey: CREDIT_KEY });
        return;
      }
      // The company refused the order (suspended or closed, or the member's role changed since
      // the page opened, ADR 0045): say why, in the server's words, and read the membership again
      // so the choice of "for the company" reflects it.
      if (err.code === 403) {
        const why = err.serverMessage ?? err.message;
        alert.error(why);
        setNotice(why);
        void queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
        void queryClient.invalidateQueries({ queryKey: CREDIT_KEY });
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
    if (missing.length > 0 || !order) {
      const first: Missing | undefined = missing[0];
      if (first) document.getElementById(MISSING_SECTION[first])?.focus();
      return;
    }
    sending.current = true;
    place.mutate({ idempotencyKey, ...order });
  };

  return { submit, attempted, notice, fieldErrors, sending: place.isPending || place.isSuccess };
}

/**
 * For whom the order is (issue 29): a member who may place the company's orders chooses between
 * themselves and the company, the company first; everyone else orders for themselves and sends
 * nothing. The server checks the permission again when the order is placed.
 */
function usePurchaseFor() {
  const company = useMyCompany();
  const [choice, setChoice] = useState<PurchaseFor>();
  const membership = company.can('orders.place') ? company.membership : null;
  const purchaseFor: PurchaseFor = membership ? (choice ?? 'company') : 'personal';
  return { companyName: membership?.company.name ?? null, purchaseFor, setPurchaseFor: setChoice };
}

export type PurchaseForChoice = ReturnType<typeof usePurchaseFor>;

/** Why paying on account is offered but cannot be chosen now. */
export type OnAccountBlock = 'hold' | 'closed' | 'notAllowed' | 'currency' | 'insufficient';

/**
 * Pay now or on the company's account (issue 30, ADR 0046): offered to a member ordering for the
 * company who holds orders.onAccount when the company has a credit account. It cannot be chosen
 * (and says why) while the account is on hold or closed, when the order's currency is not the
 * account's, or when the total is more than is available. The PO number is checked with the
 * contract's rule, and is required when the company says so. The server checks all of it again
 * under the account's lock.
 */
function usePaymentTerms(purchaseFor: PurchaseFor, total: { amount: number; currency: string } | undefined) {
  const company = useMyCompany();
  const eligible = purchaseFor === 'company' && company.can('orders.onAccount');
  const credit = useQuery({ ...checkoutCreditQuery(), enabled: eligible });
  const account = eligible ? (credit.data?.account ?? null) : null;
  const [choice, setChoice] = useState<PaymentTerms>('now');
  const [poNumber, setPoNumber] = useState('');
  const [poTouched, setPoTouched] = useState(false);
  const block: OnAccountBlock | null = !account
    ? null
    : account.status === 'hold'
      ? 'hold'
      : account.status === 'closed'
        ? 'closed'
        : !credit.data?.canOrderOnAccount
          ? 'notAllowed'
          : total && total.currency !== account.currency
            ? 'currency'
            : total && total.amount > account.available.amount
              ? 'insufficient'
              : null;
  const terms: PaymentTerms = account && !block ? choice : 'now';
  const po = poNumber.trim();
  const poIssue = terms !== 'account' ? null : po === '' ? (account?.poRequired ? 'required' : null) : poNumberSchema.safeParse(po).success ? null : 'invalid';
  return {
    account,
    block,
    terms,
    setTerms: setChoice,
    poNumber,
    setPoNumber,
    poIssue,
    poShown: poTouched ? poIssue : null,
    touchPo: () => setPoTouched(true),
    /** What the place body gets: nothing when paying now. */
    body: terms === 'account' ? { paymentTerms: 'account' as const, ...(po ? { poNumber: po } : {}) } : {},
  };
}

export type PaymentTermsChoice = ReturnType<typeof usePaymentTerms>;

/** The order confirmation page's data and actions once the buyer is signed in (`signedIn`). */
export function useOrderConfirmation(signedIn: boolean) {
  const [params] = useSearchParams();
  const source = useMemo(() => checkoutSource(params), [params]);
  const { currencyId, ready } = useShop();
  const enabled = signedIn && ready;
  const { cart, items } = useOrderItems(source, enabled, currencyId);
  const addresses = useAddressChoices(enabled);
  const { shippingAddressId, billingAddressId, sameAsShipping } = addresses;
  const [methodChoice, setMethodChoice] = useState<number>();
  const [couponCode, setCouponCode] = useState<string>();
  const [remark, setRemark] = useState('');
  /** One parcel for everything instead of one per warehouse (sent only when asked). */
  const [singleShipment, setSingleShipment] = useState(false);
  const purpose = usePurchaseFor();
  const forCompany = purpose.purchaseFor === 'company' ? { purchaseFor: 'company' as const } : {};

  const body: CheckoutBody | null =
    items && items.length > 0
      ? { items, shippingAddressId, shippingMethodId: methodChoice, couponCode, currencyId: currencyId ?? undefined, ...(singleShipment ? { singleShipment } : {}), ...forCompany }
      : null;
  const preview = useQuery({ ...previewQuery(body ?? { items: [] }), enabled: enabled && body !== null });
  const coupons = useQuery({ ...couponsQuery(currencyId), enabled });
  const data = preview.data;
  const payment = usePaymentTerms(purpose.purchaseFor, data?.amounts.total);
  // Totals on screen belong to older choices while a new preview is on its way: no submit on them.
  const stale = !data || preview.isFetching;

  const missing = missingChoices(
    {
      itemCount: items?.length,
      shippingAddressId,
      shippingAddressIds: addresses.shippingList.map((a) => a.addressId),
      billingSameAsShipping: sameAsShipping,
      billingAddressId,
      billingAddressIds: addresses.billingList.map((a) => a.addressId),
    },
    data,
  );

  const order =
    !data || stale || !items || shippingAddressId === undefined || data.shippingMethodId === null
      ? null
      : {
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
          // The parcels the buyer saw: one for everything only when they asked and it was priced so.
          ...(data.singleShipment ? { singleShipment: true } : {}),
          ...forCompany,
          ...payment.body,
        };
  const refetch = () => {
    void preview.refetch();
    if (source.kind === 'cart') void cart.refetch();
  };
  const placeOrder = usePlaceOrder({ order, missing, refetch });
  // How it is paid goes with the submit: a PO number the rule refuses (or a required one left
  // empty) stops it at its field.
  const place = {
    ...placeOrder,
    payment,
    submit: () => {
      if (payment.poIssue) {
        payment.touchPo();
        document.getElementById('payment-terms-po')?.focus();
        return;
      }
      placeOrder.submit();
    },
  };

  /** Another shipping address: the destination decides the methods, so the server chooses again for it. */
  const chooseShipping = (id: number) => {
    addresses.setShippingChoice(id);
    setMethodChoice(undefined);
  };

  return {
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
  };
}
