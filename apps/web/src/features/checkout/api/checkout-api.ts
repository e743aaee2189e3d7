import type {
  Address,
  CartView,
  CheckoutBody,
  CheckoutPreview,
  CouponView,
  PaymentMethod,
  PaymentStart,
  PaymentStatus,
  PlaceOrderBody,
  PlacedOrder,
} from '@netshop/contract';
import type { Envelope } from '@netshop/contract/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { HttpError } from '../../../lib/http';

// Fetch functions and query options of the checkout and payment endpoints. A feature does not
// reach into another feature's folder (ARCHITECTURE §2), so the cart read and the address calls
// the confirmation page needs are made here against the same endpoints.
const buyer = '/ew/buyer';

/** The envelope's data; a code-500 answer the client passed through becomes an error here. */
async function data<T>(call: Promise<Envelope<T>>): Promise<T> {
  const res = await call;
  if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
  return res.data;
}

const orderPath = (orderNo: string) => `${buyer}/orders/${encodeURIComponent(orderNo)}`;

export const checkoutApi = {
  cart: (currencyId: number | null) => data(http.get<CartView>(`${buyer}/cart`, { currencyId })),
  /**
   * A read, though a POST: the page asks again whenever a choice changes, and the same body
   * twice within a second (a choice changed and changed back) is not a double submit.
   */
  preview: (body: CheckoutBody) => data(http.post<CheckoutPreview>(`${buyer}/checkout/preview`, body, { headers: { repeatSubmit: false } })),
  coupons: (currencyId: number | null) => data(http.get<CouponView[]>(`${buyer}/checkout/coupons`, { currencyId })),
  placeOrder: (body: PlaceOrderBody) => data(http.post<PlacedOrder>(`${buyer}/orders`, body)),

  pay: (orderNo: string, method: PaymentMethod) => data(http.post<PaymentStart>(`${orderPath(orderNo)}/pay`, { method })),
  paymentStatus: (orderNo: string) => data(http.get<PaymentStatus>(`${orderPath(orderNo)}/payment`)),

  addresses: () => data(http.get<Address[]>(`${buyer}/user/addresses`)),
};

// The buyer's data sits under ['account', …], which logging out drops (features/account).
// The address list shares its key with the address book page, so both show the same list.
const ACCOUNT = 'account';

export const checkoutCartQuery = (currencyId: number | null) =>
  queryOptions({ queryKey: [ACCOUNT, 'checkout', 'cart', currencyId], queryFn: () => checkoutApi.cart(currencyId), staleTime: 0 });

export const previewQuery = (body: CheckoutBody) =>
  queryOptions({
    queryKey: [ACCOUNT, 'checkout', 'preview', body],
    queryFn: () => checkoutApi.preview(body),
    // The old totals stay on screen (dimmed) while a changed choice is priced again.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });

export const couponsQuery = (currencyId: number | null) =>
  queryOptions({ queryKey: [ACCOUNT, 'checkout', 'coupons', currencyId], queryFn: () => checkoutApi.coupons(currencyId), retry: false });

export const addressesQuery = () => queryOptions({ queryKey: [ACCOUNT, 'addresses'], queryFn: checkoutApi.addresses });

export const paymentStatusQuery = (orderNo: string) =>
  queryOptions({ queryKey: [ACCOUNT, 'payment', orderNo], queryFn: () => checkoutApi.paymentStatus(orderNo), retry: false, staleTime: 0 });
