import { ORDER_TAB_KEYS, type OrderScope, type OrderTab } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { TabCount, TabLabel } from '../../../components/ui/tab-label';
import { Tabs } from '../../../components/ui/tabs';
import { useUrlParams } from '../../../lib/use-url-params';
import { PendingApprovalsBanner } from '../../approvals';
import { companyMembersQuery, useMyCompany } from '../../companies';
import { ordersListQuery } from '../api/orders-api';
import styles from '../components/orders.module.css';
import { OrdersList } from '../components/orders-list';
import { OrdersScopeBar } from '../components/orders-scope-bar';

const isTab = (v: string | null): v is OrderTab => ORDER_TAB_KEYS.includes(v as OrderTab);

/**
 * Whose orders the page shows (issue 29): `?scope=company` the company's, for a member who may read
 * them (while the membership loads, the company's are not asked for as "mine" first), optionally
 * one member's (`?member=`); otherwise the buyer's own.
 */
function useOrdersWho(params: URLSearchParams) {
  const company = useMyCompany();
  const mayRead = company.can('orders.read');
  const wantsCompany = params.get('scope') === 'company';
  const scope: OrderScope = wantsCompany && (mayRead || company.isLoading) ? 'company' : 'mine';
  const memberId = scope === 'company' ? Number(params.get('member')) || undefined : undefined;
  const members = useQuery({ ...companyMembersQuery(), enabled: scope === 'company' && mayRead });
  return { mayRead, scope, memberId, ready: !(wantsCompany && company.isLoading), members: members.data?.members ?? [] };
}

/** /accountCenter/orders: the tabs of docs/product.md#states with counts, search, order cards with their actions, pages. */
export function Component() {
  const { t } = useTranslation(['orders', 'pages']);
  const [params, update] = useUrlParams();
  const tabParam = params.get('tab');
  const tab: OrderTab = isTab(tabParam) ? tabParam : 'all';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const who = useOrdersWho(params);
  const list = useQuery({ ...ordersListQuery(tab, q, page, false, { scope: who.scope, memberId: who.memberId }), enabled: who.ready });
  const [input, setInput] = useState(q);
  // Back/forward changes the query: the box follows.
  useEffect(() => setInput(q), [q]);

  const counts = list.data?.counts;
  const empty = (
    <div className={styles.empty} data-testid="orders-empty">
      <PackageSearch size={40} aria-hidden="true" />
      {q ? (
        <>
          <h2>{t('empty.searchTitle', { q })}</h2>
          <p>{t('empty.searchText')}</p>
          <Button variant="secondary" onClick={() => update({ q: undefined })}>
            {t('search.clear')}
          </Button>
        </>
      ) : (
        <>
          <h2>{tab === 'all' ? t('empty.title') : t('empty.tabTitle', { tab: t(`tabs.${tab}`) })}</h2>
          <p>{tab === 'all' ? t('empty.text') : t('empty.tabText')}</p>
          <Link to="/product/queryProduct" className={buttonClass('primary')}>
            {t('empty.shop')}
          </Link>
        </>
      )}
    </div>
  );

  const content = (
    <OrdersList
      data={list.data}
      isError={list.isError}
      isFetching={list.isFetching && list.isPlaceholderData}
      onRetry={() => void list.refetch()}
      page={page}
      onPage={(p) => update({ page: String(p) })}
      empty={empty}
    />
  );

  return (
    <PageFrame title={t('pages:orders')}>
      {/* Orders a company rule sent for approval are not orders yet (issue 30): a line links to them. */}
      <PendingApprovalsBanner />
      {who.mayRead && <OrdersScopeBar scope={who.scope} memberId={who.memberId} members={who.members} onChange={update} />}
      <div className={styles.toolbar}>
        <form
          role="search"
          aria-label={t('search.label')}
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: input.trim() || undefined });
          }}
        >
          <label htmlFor="orders-search" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="orders-search"
            type="search"
            className={styles.searchInput}
            value={input}
            maxLength={100}
            placeholder={t('search.placeholder')}
            onChange={(e) => setInput(e.target.value)}
            data-testid="orders-search"
          />
          <Button type="submit" variant="secondary">
            <Search size={16} aria-hidden="true" />
            <span className={styles.searchSubmitText}>{t('search.submit')}</span>
          </Button>
        </form>
        <Link to="/accountCenter/orders/recycleBin" className={styles.binLink} data-testid="orders-bin-link">
          <Trash2 size={16} aria-hidden="true" />
          {t('recycleBin.link')}
        </Link>
      </div>

      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(id) => update({ tab: id === 'all' ? undefined : id })}
        items={ORDER_TAB_KEYS.map((k) => ({
          id: k,
          label: (
            <TabLabel data-testid={`orders-tab-${k}`}>
              {t(`tabs.${k}`)}
              {counts && (counts[k] ?? 0) > 0 && <TabCount>{counts[k]}</TabCount>}
            </TabLabel>
          ),
          content,
        }))}
      />
    </PageFrame>
  );
}
