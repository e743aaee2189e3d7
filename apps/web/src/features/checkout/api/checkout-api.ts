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
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

// Fetch functions and query options of the checkout and payment endpoints. A feature does not
// reach into another feature's folder (ADR 0016), so the cart read and the address calls
// the confirmation page needs are made here against the same endpoints.

export const checkoutApi = {
  cart: (currencyId: number | null) => unwrap(http.get<CartView>(API.cart.get.path(), { currencyId })),
  /**
   * A read, though a POST: the page asks again whenever a choice changes, and the same body
   * twice within a second (a choice changed and changed back) is not a double submit.
   */
  preview: (body: CheckoutBody) => unwrap(http.post<CheckoutPreview>(API.checkout.preview.path(), body, { headers: { repeatSubmit: false } })),
  coupons: (currencyId: number | null) => unwrap(http.get<CouponView[]>(API.checkout.coupons.path(), { currencyId })),
  // A 403 is the company's refusal (suspended, or a role without orders.place): the page shows the server's reason.
  placeOrder: (body: PlaceOrderBody) => unwrap(http.post<PlacedOrder>(API.orders.place.path(), body, { quiet: [403] })),

  pay: (orderNo: string, method: PaymentMethod) => unwrap(http.post<PaymentStart>(API.payments.pay.path({ orderNo }), { method })),
  paymentStatus: (orderNo: string) => unwrap(http.get<PaymentStatus>(API.payments.status.path({ orderNo }))),

  addresses: () => unwrap(http.get<Address[]>(API.addresses.list.path())),
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
  // Read afresh each time checkout opens: a coupon claimed a moment ago in the coupon centre must be offered.
  queryOptions({ queryKey: [ACCOUNT, 'checkout', 'coupons', currencyId], queryFn: () => checkoutApi.coupons(currencyId), retry: false, staleTime: 0 });

export const addressesQuery = () => queryOptions({ queryKey: [ACCOUNT, 'addresses'], queryFn: checkoutApi.addresses });

export const paymentStatusQuery = (orderNo: string) =>
  queryOptions({ queryKey: [ACCOUNT, 'payment', orderNo], queryFn: () => checkoutApi.paymentStatus(orderNo), retry: false, staleTime: 0 });
