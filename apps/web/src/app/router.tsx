import { DIGIT_PARAM } from '@netshop/contract/routes';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs } from 'react-router';
import { loadNamespaces, type LazyNamespace } from '../lib/i18n';
import { ConsoleRoot } from './console-root';
import { NotFoundPage } from '../components/layout/not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Ids in these routes are digits only (docs/product.md#validation); anything else is a 404 before any page code runs. */
function digitsOnly(param: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!DIGIT_PARAM.test(params[param] ?? '')) throw new Response(null, { status: 404, statusText: 'Not Found' });
    return null;
  };
}

/** Every route of docs/product.md#screens (plus the screens its texts imply), each page its own lazy chunk. */
// Account, checkout and order pages bring their own translations (lib/i18n.ts LAZY_NAMESPACES).
const ACCOUNT = ['account'] as const;
const PURCHASE = ['account', 'checkout', 'orders'] as const;
// The staff console: its own namespace, form messages (account) and order words (orders).
const CONSOLE = ['console', 'account', 'orders'] as const;
// VAT invoices: their own words, and the form messages (account) for the title form.
const INVOICES = ['account', 'invoices'] as const;
// Company accounts (issue 29): their own words, and the form messages (account) for the application.
const COMPANIES = ['account', 'companies'] as const;
const APPROVALS = ['account', 'companies', 'approvals'] as const;
const CREDIT = ['account', 'companies', 'credit'] as const;
function withNamespaces<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>) {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

export const routes = [
  {
    // The staff console (ADR 0017): lazy chunks of its own, never loaded by a buyer's page.
    path: '/console',
    element: <ConsoleRoot />,
    // Shown for the instant the first lazy screen loads: a route that loads lazily needs one, or
    // React Router warns "No `HydrateFallback` element provided" on every console page.
    hydrateFallbackElement: <div aria-busy="true" style={{ minHeight: '100vh' }} />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: withNamespaces([...CONSOLE, 'console-staff'], () => import('../features/staff/pages/console-login-page')) },
      // The page of a forced password reset's link (issue 27): no session, outside the console's layout.
      { path: 'reset-password', lazy: withNamespaces([...CONSOLE, 'console-staff'], () => import('../features/staff/pages/console-reset-password-page')) },
      {
        lazy: withNamespaces(CONSOLE, () => import('../features/staff/components/console-layout')),
        children: [
          { index: true, lazy: withNamespaces(CONSOLE, () => import('../features/staff/pages/console-home-page')) },
          { path: 'orders', lazy: withNamespaces([...CONSOLE, 'console-orders'], () => import('../features/orders/console/pages/console-orders-page')) },
          { path: 'orders/:orderNo', lazy: withNamespaces([...CONSOLE, 'console-orders'], () => import('../features/orders/console/pages/console-order-page')) },
          { path: 'chat', lazy: withNamespaces(CONSOLE, () => import('../features/chat/console/pages/console-chat-page')) },
          { path: 'chat/topics', lazy: withNamespaces(CONSOLE, () => import('../features/chat/console/pages/console-topics-page')) },
          { path: 'staff', lazy: withNamespaces([...CONSOLE, 'console-staff'], () => import('../features/staff/pages/console-staff-page')) },
          { path: 'security', lazy: withNamespaces([...CONSOLE, 'console-staff'], () => import('../features/staff/pages/console-security-page')) },
          { path: 'audit', lazy: withNamespaces([...CONSOLE, 'console-audit'], () => import('../features/audit/console/pages/console-audit-page')) },
          { path: 'content', lazy: withNamespaces([...CONSOLE, 'console-content'], () => import('../features/content/console/pages/console-content-page')) },
          { path: 'content/home', lazy: withNamespaces([...CONSOLE, 'console-content'], () => import('../features/content/console/pages/console-home-editor-page')) },
          { path: 'content/:type/:id', lazy: withNamespaces([...CONSOLE, 'console-content'], () => import('../features/content/console/pages/console-content-editor-page')) },
          { path: 'customers', lazy: withNamespaces([...CONSOLE, 'console-customers'], () => import('../features/account/console/pages/console-customers-page')) },
          { path: 'customers/:userId', lazy: withNamespaces([...CONSOLE, 'console-customers'], () => import('../features/account/console/pages/console-customer-page')) },
          { path: 'companies', lazy: withNamespaces([...CONSOLE, 'console-companies'], () => import('../features/companies/console/pages/console-companies-page')) },
          { path: 'companies/:id', lazy: withNamespaces([...CONSOLE, 'console-companies'], () => import('../features/companies/console/pages/console-company-page')) },
          // Credit accounts (issue 30).
          { path: 'credit', lazy: withNamespaces([...CONSOLE, 'console-credit'], () => import('../features/credit/console/pages/console-credit-page')) },
          { path: 'credit/:companyId', lazy: withNamespaces([...CONSOLE, 'console-credit'], () => import('../features/credit/console/pages/console-credit-account-page')) },
          { path: 'catalog', lazy: withNamespaces([...CONSOLE, 'console-catalog'], () => import('../features/catalog/console/pages/console-catalog-page')) },
          { path: 'catalog/import', lazy: withNamespaces([...CONSOLE, 'console-catalog-import'], () => import('../features/catalog/console/pages/console-catalog-import-page')) },
          { path: 'catalog/categories', lazy: withNamespaces([...CONSOLE, 'console-catalog', 'console-catalog-tree'], () => import('../features/catalog/console/pages/console-categories-page')) },
          { path: 'catalog/:productId', lazy: withNamespaces([...CONSOLE, 'console-catalog', 'console-catalog-skus', 'console-catalog-media', 'console-catalog-data'], () => import('../features/catalog/console/pages/console-product-page')) },
          { path: 'stock', lazy: withNamespaces([...CONSOLE, 'console-stock'], () => import('../features/inventory/console/pages/console-stock-page')) },
          { path: 'stock/warehouses', lazy: withNamespaces([...CONSOLE, 'console-stock'], () => import('../features/inventory/console/pages/console-warehouses-page')) },
          { path: 'coupons', lazy: withNamespaces(CONSOLE, () => import('../features/coupons/console/pages/console-coupons-page')) },
          { path: 'reviews', lazy: withNamespaces(CONSOLE, () => import('../features/reviews/console/pages/console-reviews-page')) },
          { path: 'samples', lazy: withNamespaces(CONSOLE, () => import('../features/samples/console/pages/console-samples-page')) },
          { path: 'invoices', lazy: withNamespaces([...CONSOLE, 'invoices'], () => import('../features/invoices/console/pages/console-invoices-page')) },
          { path: 'questions', lazy: withNamespaces(CONSOLE, () => import('../features/questions/console/pages/console-questions-page')) },
          { path: 'inquiries', lazy: withNamespaces(CONSOLE, () => import('../features/inquiries/console/pages/console-inquiries-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // The payment window after the gateway: it closes itself, or says so, without the shop's shell.
    path: '/paymentReturn',
    hydrateFallbackElement: <div aria-busy="true" style={{ minHeight: '100vh' }} />,
    errorElement: <RouteError />,
    lazy: withNamespaces(['checkout'], () => import('../features/checkout/pages/payment-return-page')),
  },
  {
    path: '/',
    element: <RootLayout />,
    // Shown for the instant the first lazy page loads; the shell mounts right after.
    hydrateFallbackElement: <div aria-busy="true" style={{ minHeight: '100vh' }} />,
    errorElement: (
      <RootLayout>
        <RouteError />
      </RootLayout>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
      { index: true, lazy: () => import('../features/site/pages/home-page') },
      { path: 'policies', lazy: () => import('../features/site/pages/policies-page') },
      { path: 'searchResult', lazy: () => import('../features/search/pages/search-result-page') },
      { path: 'product/productDetail', lazy: () => import('../features/catalog/pages/product-detail-page') },
      { path: 'product/queryProduct', lazy: () => import('../features/catalog/pages/query-product-page') },
      { path: 'product/queryBendProduct', lazy: () => import('../features/catalog/pages/query-bend-product-page') },
      { path: 'product/goodsb', lazy: () => import('../features/catalog/pages/goods-b-page') },
      { path: 'b2b', lazy: withNamespaces(['b2b'], () => import('../features/catalog/pages/b2b-zone-page')) },
      { path: 'login', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/login-page')) },
      { path: 'register', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/register-page')) },
      { path: 'registerInfo', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/register-info-page')) },
      { path: 'registerSuccess', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/register-success-page')) },
      { path: 'resetPassword', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/reset-password-page')) },
      { path: 'enterCode', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/enter-code-page')) },
      { path: 'newPassword', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/new-password-page')) },
      { path: 'resetSuccess', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/reset-success-page')) },
      { path: 'sendEmailSuccess', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/send-email-success-page')) },
      { path: 'shoppingCart', lazy: () => import('../features/cart/pages/shopping-cart-page') },
      { path: 'recentlyViewed', lazy: () => import('../features/cart/pages/recently-viewed-page') },
      { path: 'order', lazy: withNamespaces(PURCHASE, () => import('../features/checkout/pages/order-confirm-page')) },
      { path: 'orderPayment', lazy: withNamespaces(PURCHASE, () => import('../features/checkout/pages/order-payment-page')) },
      { path: 'paymentResult', lazy: withNamespaces(PURCHASE, () => import('../features/checkout/pages/payment-result-page')) },
      { path: 'purchase', lazy: withNamespaces(PURCHASE, () => import('../features/checkout/pages/purchase-page')) },
      { path: 'solutions', lazy: () => import('../features/content/pages/solutions-page') },
      { path: 'solutionsDetail', lazy: () => import('../features/content/pages/solution-detail-page') },
      { path: 'resourceDocuments', lazy: () => import('../features/content/pages/resource-documents-page') },
      { path: 'productsSupport', lazy: withNamespaces(['support'], () => import('../features/content/pages/products-support-page')) },
      { path: 'aboutUs/info', lazy: () => import('../features/content/pages/about-us-info-page') },
      { path: 'aboutUs/:cateId', lazy: () => import('../features/content/pages/about-us-page'), loader: digitsOnly('cateId') },
      { path: 'newList/:cateId', lazy: () => import('../features/content/pages/news-list-page'), loader: digitsOnly('cateId') },
      { path: 'newDetail/:newsId', lazy: () => import('../features/content/pages/news-detail-page'), loader: digitsOnly('newsId') },
      { path: 'case/detail/:caseId', lazy: () => import('../features/content/pages/case-detail-page'), loader: digitsOnly('caseId') },
      { path: 'contactUs', lazy: withNamespaces(ACCOUNT, () => import('../features/content/pages/contact-us-page')) },
      { path: 'invoiceDetail', lazy: withNamespaces(INVOICES, () => import('../features/invoices/pages/invoice-detail-page')) },
      { path: 'inquiry/create', lazy: withNamespaces(ACCOUNT, () => import('../features/inquiries/pages/inquiry-create-page')) },
      // Quick order by part number (issue 29): the page says to sign in first.
      { path: 'quickOrder', lazy: withNamespaces(['quick-order'], () => import('../features/cart/quick-order/pages/quick-order-page')) },
      // An invitation's link (issue 29): readable without signing in.
      { path: 'companyInvite', lazy: withNamespaces(COMPANIES, () => import('../features/companies/pages/company-invite-page')) },
      {
        path: 'accountCenter',
        lazy: withNamespaces(ACCOUNT, () => import('../features/account/components/account-layout')),
        children: [
          { index: true, element: <Navigate to="/accountCenter/profileManagement" replace /> },
          { path: 'profileManagement', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/profile-management-page')) },
          { path: 'orders', lazy: withNamespaces([...PURCHASE, 'approvals'], () => import('../features/orders/pages/orders-page')) },
          { path: 'orders/detail', lazy: withNamespaces(PURCHASE, () => import('../features/orders/pages/order-detail-page')) },
          { path: 'orders/recycleBin', lazy: withNamespaces(PURCHASE, () => import('../features/orders/pages/recycle-bin-page')) },
          { path: 'address', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/address-page')) },
          { path: 'message', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/messages-page')) },
          { path: 'favorites', lazy: () => import('../features/cart/pages/favorites-page') },
          { path: 'invoice', lazy: withNamespaces(INVOICES, () => import('../features/invoices/pages/invoices-page')) },
          { path: 'invoiceApp', lazy: withNamespaces(INVOICES, () => import('../features/invoices/pages/invoice-application-page')) },
          { path: 'invoiceTitle', lazy: withNamespaces(INVOICES, () => import('../features/invoices/pages/invoice-titles-page')) },
          { path: 'inquiry', lazy: withNamespaces(ACCOUNT, () => import('../features/inquiries/pages/inquiries-page')) },
          { path: 'inquiry/detail', lazy: withNamespaces(ACCOUNT, () => import('../features/inquiries/pages/inquiry-detail-page')) },
          { path: 'coupons', lazy: withNamespaces(ACCOUNT, () => import('../features/coupons/pages/coupons-page')) },
          { path: 'samples', lazy: withNamespaces(ACCOUNT, () => import('../features/samples/pages/samples-page')) },
          { path: 'questions', lazy: withNamespaces(ACCOUNT, () => import('../features/questions/pages/questions-page')) },
          { path: 'changeEmail', lazy: withNamespaces(ACCOUNT, () => import('../features/account/pages/change-email-page')) },
          { path: 'company', lazy: withNamespaces(COMPANIES, () => import('../features/companies/pages/company-page')) },
          { path: 'company/apply', lazy: withNamespaces(COMPANIES, () => import('../features/companies/pages/company-apply-page')) },
          // Requisition lists (issue 29): the buyer's own and their company's shared ones.
          { path: 'lists', lazy: withNamespaces([...ACCOUNT, 'lists'], () => import('../features/companies/lists/pages/lists-page')) },
          { path: 'lists/detail', lazy: withNamespaces([...ACCOUNT, 'lists'], () => import('../features/companies/lists/pages/list-detail-page')) },
          // A company's approvals, limits and credit (issue 30).
          { path: 'approvals', lazy: withNamespaces(APPROVALS, () => import('../features/approvals/pages/approvals-page')) },
          { path: 'approvals/detail', lazy: withNamespaces(APPROVALS, () => import('../features/approvals/pages/approval-detail-page')) },
          { path: 'approvals/rules', lazy: withNamespaces(APPROVALS, () => import('../features/approvals/pages/approval-rules-page')) },
          { path: 'credit', lazy: withNamespaces(CREDIT, () => import('../features/credit/pages/credit-page')) },
          { path: 'credit/apply', lazy: withNamespaces(CREDIT, () => import('../features/credit/pages/credit-apply-page')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
