import { ACCOUNT_CHILDREN } from '@netshop/contract/routes';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { TabCount } from '../../../components/ui/tab-label';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useApprovalCounts } from '../../approvals';
import { useMyCompany } from '../../companies';
import styles from './account-layout.module.css';

// invoiceApp and invoiceTitle have no menu entry of their own: they light up "invoice" (docs/product.md#screens);
// the e-mail change belongs to the profile.
const MENU = ACCOUNT_CHILDREN.filter((c) => c !== 'invoiceApp' && c !== 'invoiceTitle');
const HIGHLIGHT: Record<string, string> = { invoiceApp: 'invoice', invoiceTitle: 'invoice', changeEmail: 'profileManagement' };

/** The account centre: the menu of docs/product.md#screens on the left, the child page on the right; login required (docs/product.md#roles). */
export function Component() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const signedIn = useRequireLogin();
  // A member (or an applicant) sees "Company"; any other buyer the way to apply for one (issue 29).
  const { membership, application, can } = useMyCompany();
  // Requests waiting for the member's role (issue 30): counted on the menu's Approvals entry.
  const approvals = useApprovalCounts();

  const child = pathname.split('/')[2] ?? '';
  const active = HIGHLIGHT[child] ?? child;
  // On a phone the menu is one row that scrolls sideways: the current page's entry (Company and
  // the entries after it start off-screen) is scrolled into the row, never the page.
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    const left = current.offsetLeft - ul.offsetLeft;
    if (left < ul.scrollLeft || left + current.offsetWidth > ul.scrollLeft + ul.clientWidth) ul.scrollLeft = Math.max(0, left - 16);
    // The company's entries (Credit account, Approvals) appear once the membership has loaded: scrolled to then too.
  }, [active, signedIn, membership]);
  if (!signedIn) return null;
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.menu} aria-label={t('accountCenter')}>
        <h2>{t('accountCenter')}</h2>
        <ul ref={list}>
          {MENU.map((c) => (
            <li key={c}>
              <Link to={`/accountCenter/${c}`} aria-current={active === c ? 'page' : undefined}>
                {t(c)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={membership ? '/accountCenter/company' : '/accountCenter/company/apply'} aria-current={active === 'company' ? 'page' : undefined} data-testid="account-menu-company">
              {membership || application ? t('company') : t('companyApply')}
            </Link>
          </li>
          {/* Requisition lists (issue 29): personal for every buyer, shared ones for a company's members. */}
          <li>
            <Link to="/accountCenter/lists" aria-current={active === 'lists' ? 'page' : undefined} data-testid="account-menu-lists">
              {t('requisitionLists')}
            </Link>
          </li>
          {/* The company's credit account (issue 30): finance and readers of its statements. */}
          {(can('statements.read') || can('credit.manage')) && (
            <li>
              <Link to="/accountCenter/credit" aria-current={active === 'credit' ? 'page' : undefined} data-testid="account-menu-credit">
                {t('credit')}
              </Link>
            </li>
          )}
          {/* A company's approvals and its rules and limits (issue 30): for its members only. */}
          {membership && (
            <>
              <li>
                <Link to="/accountCenter/approvals" aria-current={active === 'approvals' && !pathname.endsWith('/rules') ? 'page' : undefined} data-testid="account-menu-approvals">
                  {t('approvals')}
                  {approvals && approvals.queue > 0 && (
                    <>
                      {' '}
                      <TabCount>{approvals.queue}</TabCount>
                    </>
                  )}
                </Link>
              </li>
              <li>
                <Link to="/accountCenter/approvals/rules" aria-current={pathname.endsWith('/approvals/rules') ? 'page' : undefined} data-testid="account-menu-approval-rules">
                  {t('approvalRules')}
                </Link>
              </li>
            </>
          )}
          {/* Not an account page (guests have the list too), but where a buyer looks for it. */}
          <li className={styles.menuExtra}>
            <Link to="/recentlyViewed">{t('recentlyViewed')}</Link>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
