// Every screen of docs/product.md#screens (plus the implied ones), shared so the server can answer unknown paths
// with HTTP 404 and the web router can declare the same set.
export const DIGIT_PARAM = /^\d{1,9}$/;

/** Route parameters that are not digit ids (a console order's number, a content item's type, "new"). Others are DIGIT_PARAM. */
const PARAMS: Record<string, RegExp> = {
  orderNo: /^[A-Z0-9]{6,32}$/,
  contentType: /^(news|case|solution|page)$/,
  contentId: /^(\d{1,9}|new)$/,
  /** A product in the console's editor, or a new one. */
  productId: /^(\d{1,9}|new)$/,
};

export const ROUTE_PATHS = [
  '/',
  '/searchResult',
  '/product/productDetail',
  '/product/queryProduct',
  '/product/queryBendProduct',
  '/product/goodsb',
  '/login',
  '/register',
  '/registerInfo',
  '/registerSuccess',
  '/resetPassword',
  '/enterCode',
  '/newPassword',
  '/resetSuccess',
  '/sendEmailSuccess',
  '/shoppingCart',
  '/order',
  '/orderPayment',
  '/paymentResult',
  '/paymentReturn',
  '/solutions',
  '/solutionsDetail',
  '/resourceDocuments',
  '/productsSupport',
  '/invoiceDetail',
  '/aboutUs/info',
  '/aboutUs/:cateId',
  '/policies',
  '/newList/:cateId',
  '/newDetail/:newsId',
  '/case/detail/:caseId',
  '/contactUs',
  '/inquiry/create',
  '/b2b',
  '/purchase',
  '/recentlyViewed',
  // Quick order by part number (issue 29).
  '/quickOrder',
  '/accountCenter',
  '/accountCenter/profileManagement',
  '/accountCenter/orders',
  '/accountCenter/orders/detail',
  '/accountCenter/orders/recycleBin',
  '/accountCenter/address',
  '/accountCenter/message',
  '/accountCenter/favorites',
  '/accountCenter/invoice',
  '/accountCenter/invoiceApp',
  '/accountCenter/invoiceTitle',
  '/accountCenter/inquiry',
  '/accountCenter/inquiry/detail',
  '/accountCenter/coupons',
  '/accountCenter/samples',
  '/accountCenter/questions',
  '/accountCenter/changeEmail',
  // Company accounts (issue 29).
  '/accountCenter/company',
  '/accountCenter/company/apply',
  '/companyInvite',
  // The staff console (ADR 0017).
  '/console',
  '/console/login',
  // The page of a forced password reset's mailed link (issue 27).
  '/console/reset-password',
  '/console/orders',
  '/console/chat',
  '/console/chat/topics',
  '/console/questions',
  '/console/inquiries',
  '/console/coupons',
  '/console/reviews',
  '/console/samples',
  '/console/invoices',
  '/console/staff',
  '/console/customers',
  '/console/customers/:userId',
  '/console/catalog/import',
  '/console/catalog/categories',
  // Console screens a reload or a shared link opens (issue 27: they were answered with HTTP 404 around the page).
  '/console/orders/:orderNo',
  '/console/catalog',
  '/console/catalog/:productId',
  '/console/content',
  '/console/content/home',
  '/console/content/:contentType/:contentId',
  '/console/audit',
  '/console/security',
] as const;

export const ACCOUNT_CHILDREN = [
  'profileManagement',
  'orders',
  'address',
  'message',
  'favorites',
  'invoice',
  'invoiceApp',
  'invoiceTitle',
  'inquiry',
  'coupons',
  'samples',
  'questions',
] as const;

/** True when a browser path is one of the app's routes with digit-only ids where required. */
export function isKnownRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/');
  return ROUTE_PATHS.some((route) => {
    const rparts = route.split('/');
    if (rparts.length !== parts.length) return false;
    return rparts.every((seg, i) => (seg.startsWith(':') ? (PARAMS[seg.slice(1)] ?? DIGIT_PARAM).test(parts[i]) : seg === parts[i]));
  });
}
