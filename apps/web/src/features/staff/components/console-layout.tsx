import { LANGUAGES } from '@netshop/contract/languages';
import { STORAGE_KEYS } from '@netshop/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Bot, Building2, Contact, FileSpreadsheet, FlaskConical, FolderTree, History, Landmark, LogOut, MessageCircleQuestion, MessageSquareQuote, MessageSquareText, MessagesSquare, Newspaper, Package, Receipt, ShieldCheck, Ticket, Users, Warehouse, Boxes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { setLanguage, toLangCode } from '../../../lib/i18n';
import { staffToken } from '../../../lib/staff-http';
import { staffCan, useStaffMe } from '../../../lib/staff-session';
import { setItem } from '../../../lib/storage';
import { staffApi } from '../api/staff-api';
import styles from './console.module.css';

/** The menu of the console: each entry shows only to roles with its permission (the server checks again). */
export const CONSOLE_MENU = [
  { to: '/console/orders', key: 'menu.orders', permission: 'orders.read', icon: Package },
  { to: '/console/chat', key: 'menu.chat', permission: 'chat.answer', icon: MessagesSquare },
  { to: '/console/chat/topics', key: 'menu.topics', permission: 'chat.assistant', icon: Bot },
  // After the chat: an agent's console opens on the first entry of their menu, the live chat.
  { to: '/console/customers', key: 'menu.customers', permission: 'customers.read', icon: Contact },
  { to: '/console/companies', key: 'menu.companies', permission: 'companies.read', icon: Building2 },
  { to: '/console/credit', key: 'menu.credit', permission: 'credit.read', icon: Landmark },
  { to: '/console/catalog', key: 'menu.catalog', permission: 'catalog.edit', icon: BookOpen },
  { to: '/console/catalog/import', key: 'menu.catalogImport', permission: 'catalog.edit', icon: FileSpreadsheet },
  { to: '/console/catalog/categories', key: 'menu.catalogTree', permission: 'catalog.edit', icon: FolderTree },
  { to: '/console/stock', key: 'menu.stock', permission: 'stock.read', icon: Boxes },
  { to: '/console/stock/warehouses', key: 'menu.warehouses', permission: 'stock.read', icon: Warehouse },
  { to: '/console/content', key: 'menu.content', permission: 'content.edit', icon: Newspaper },
  { to: '/console/coupons', key: 'menu.coupons', permission: 'coupons.manage', icon: Ticket },
  { to: '/console/reviews', key: 'menu.reviews', permission: 'reviews.moderate', icon: MessageSquareText },
  { to: '/console/samples', key: 'menu.samples', permission: 'samples.decide', icon: FlaskConical },
  { to: '/console/invoices', key: 'menu.invoices', permission: 'invoices.decide', icon: Receipt },
  { to: '/console/questions', key: 'menu.questions', permission: 'questions.answer', icon: MessageCircleQuestion },
  { to: '/console/inquiries', key: 'menu.inquiries', permission: 'inquiries.answer', icon: MessageSquareQuote },
  { to: '/console/staff', key: 'menu.staff', permission: 'staff.manage', icon: Users },
  { to: '/console/audit', key: 'menu.audit', permission: 'audit.read', icon: History },
  // Every member's own two-factor sign-in (issue 27).
  { to: '/console/security', key: 'menu.security', permission: null, icon: ShieldCheck },
] as const;

/** /console/*: the staff console's frame: who is signed in, the menu of their roles, the page. */
export function Component() {
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const { pathname } = useLocation();
  useDocumentTitle(t('brand'));

  if (!staffToken.get() || me.isError) return <Navigate to="/console/login" replace />;
  // A member whose role needs two-factor sign-in and who has none can only set it up (the server refuses the rest).
  if (me.data?.mustEnrol && pathname !== '/console/security') return <Navigate to="/console/security" replace />;

  const logout = async () => {
    await staffApi.logout().catch(() => undefined);
    staffToken.clear();
    queryClient.removeQueries({ queryKey: ['staff'] });
    await navigate('/console/login', { replace: true });
  };
  const changeLanguage = async (langId: number) => {
    setItem(STORAGE_KEYS.language, String(langId));
    await setLanguage(toLangCode(langId));
    await queryClient.invalidateQueries({ queryKey: ['staff'] });
  };
  const currentLangId = LANGUAGES.find((l) => l.shortName === i18n.language)?.langId ?? 1;

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to="/console" className={styles.brand}>
          {t('brand')}
        </Link>
        {me.data && (
          <span className={styles.who} data-testid="console-who">
            {t('layout.signedInAs', { name: me.data.name })} · {me.data.roles.map((r) => t(`roles.${r}`)).join(', ')}
          </span>
        )}
        <label>
          <span className="visually-hidden">{t('layout.language')}</span>
          <select value={currentLangId} onChange={(e) => void changeLanguage(Number(e.target.value))} data-testid="console-language">
            {LANGUAGES.map((l) => (
              <option key={l.langId} value={l.langId} lang={l.shortName}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <a href="/" className={styles.barLink} target="_blank" rel="noopener">
          {t('layout.toShop')}
        </a>
        <Button variant="secondary" size="small" onClick={() => void logout()} data-testid="console-logout">
          <LogOut size={16} aria-hidden="true" />
          {t('layout.logout')}
        </Button>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t('layout.menu')}>
          {me.data ? (
            <ul>
              {CONSOLE_MENU.filter((m) => m.permission === null || staffCan(me.data, m.permission)).map(({ to, key, icon: Icon }) => (
                <li key={to}>
                  {/* end: Live chat is not also marked current on its sub-page Assistant topics. */}
                  <NavLink to={to} end>
                    <Icon size={18} aria-hidden="true" />
                    {t(key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton height={80} />
          )}
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          {me.data ? <Outlet /> : <Skeleton height={200} />}
        </main>
      </div>
    </div>
  );
}
