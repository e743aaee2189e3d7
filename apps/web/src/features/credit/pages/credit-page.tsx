import { CREDIT_TERMS, type CreditAccountView, type CreditApplication, type CreditOverview, type MyCompany } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleX, Download, FileSpreadsheet, Hourglass, Landmark } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { useMyCompany } from '../../companies';
import { CREDIT_KEY, creditApi, creditLedgerQuery, creditOverviewQuery } from '../api/credit-api';
import { InvoicesTable } from '../components/invoices-table';
import { useInvoicePayment } from '../hooks/use-invoice-payment';
import { LedgerTable } from '../components/ledger-table';
import { formatDay, formatMonth, recentMonths, saveBlob } from '../lib/format';
import { CREDIT_PAGE_SIZE } from '@netshop/contract';
import styles from '../credit.module.css';

/**
 * /accountCenter/credit (issue 30, ADR 0046): the company's payment on account. Before an account
 * exists it explains net terms and leads a member with credit.manage (finance) to the application,
 * or shows the application under review or refused; with an account: its state (a hold says why,
 * what to do, and that it lifts once paid), limit, balance, available and overdue, the open
 * invoices (each payable online through the gateway, hooks/use-invoice-payment.ts), the ledger by page, the monthly statement and the ledger as CSV, and for credit.manage
 * whether orders on account need a PO number. Readers: statements.read or credit.manage.
 */
export function Component() {
  const { t } = useTranslation(['credit', 'pages']);
  const { membership, can, isLoading } = useMyCompany();
  const allowed = can('statements.read') || can('credit.manage');
  const overview = useQuery({ ...creditOverviewQuery(), enabled: allowed });

  let body;
  if (isLoading) body = <Skeleton height={320} />;
  else if (!membership) body = <NoCompany />;
  else if (!allowed) body = <Intro membership={membership} mayApply={false} />;
  else if (overview.isError && !overview.data) body = <LoadError onRetry={() => void overview.refetch()} />;
  else if (!overview.data) body = <Skeleton height={320} />;
  else body = <Overview data={overview.data} membership={membership} />;
  return <PageFrame title={t('pages:credit')}>{body}</PageFrame>;
}

function Overview({ data, membership }: { data: CreditOverview; membership: MyCompany }) {
  const mayApply = membership.permissions.includes('credit.manage');
  // Whoever reads the invoices may pay them online (statements.read or credit.manage: finance and admins).
  const mayPay = membership.permissions.includes('statements.read') || mayApply;
  if (data.account) return <AccountView data={data} account={data.account} mayManage={mayApply} mayPay={mayPay} />;
  if (data.application?.status === 'pending') return <Pending application={data.application} />;
  if (data.application?.status === 'rejected') return <Rejected application={data.application} mayApply={mayApply} />;
  return <Intro membership={membership} mayApply={mayApply} />;
}

/** Not a company's member: payment on account is for companies; the way to open one. */
function NoCompany() {
  const { t } = useTranslation('credit');
  return (
    <section className={styles.panel} data-testid="credit-no-company">
      <div className={styles.panelHead}>
        <Landmark size={28} aria-hidden="true" />
        <h2>{t('intro.title')}</h2>
      </div>
      <p className={styles.muted}>{t('intro.noCompany')}</p>
      <div className={styles.actions}>
        <Link to="/accountCenter/company/apply" className={buttonClass('primary')}>
          {t('intro.openCompany')}
        </Link>
      </div>
    </section>
  );
}

/** What payment on account is, Net 15 to 60, and who applies: this reader, or the company's finance. */
function Intro({ membership, mayApply }: { membership: MyCompany; mayApply: boolean }) {
  const { t } = useTranslation('credit');
  const active = membership.company.status === 'active';
  return (
    <section className={styles.panel} data-testid="credit-intro">
      <div className={styles.panelHead}>
        <Landmark size={28} aria-hidden="true" />
        <h2>{t('intro.title')}</h2>
      </div>
      <p className={styles.muted}>{t('intro.text')}</p>
      <ul className={styles.terms} aria-label={t('intro.termsLabel')}>
        {CREDIT_TERMS.map((d) => (
          <li key={d}>{t('terms', { days: d })}</li>
        ))}
      </ul>
      <ul className={styles.points}>
        <li>{t('intro.point1')}</li>
        <li>{t('intro.point2')}</li>
        <li>{t('intro.point3')}</li>
      </ul>
      {!active ? (
        <p className={styles.muted}>{t('intro.inactive')}</p>
      ) : mayApply ? (
        <div className={styles.actions}>
          <Link to="/accountCenter/credit/apply" className={buttonClass('primary')} data-testid="credit-apply-link">
            {t('intro.apply')}
          </Link>
        </div>
      ) : (
        <p className={styles.muted} data-testid="credit-who-applies">
          {t('intro.whoApplies')}
        </p>
      )}
    </section>
  );
}

/** The application's facts as sent: limit, terms, references, documents. */
function ApplicationFacts({ application }: { application: CreditApplication }) {
  const { t } = useTranslation('credit');
  const { money, locale } = useShop();
  return (
    <dl className={styles.facts} data-testid="credit-application-facts">
      <div>
        <dt>{t('application.limit')}</dt>
        <dd>{money(application.requestedLimit)}</dd>
      </div>
      <div>
        <dt>{t('application.terms')}</dt>
        <dd>{t('terms', { days: application.terms })}</dd>
      </div>
      <div>
        <dt>{t('application.sent')}</dt>
        <dd>{formatDay(application.createdAt, locale)}</dd>
      </div>
      <div className={styles.wide}>
        <dt>{t('application.references')}</dt>
        <dd>{application.references}</dd>
      </div>
      {application.files.length > 0 && (
        <div className={styles.wide}>
          <dt>{t('application.documents')}</dt>
          <dd>{application.files.map((f) => f.name).join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

function Pending({ application }: { application: CreditApplication }) {
  const { t } = useTranslation('credit');
  const { locale } = useShop();
  return (
    <section className={styles.panel} data-testid="credit-pending">
      <div className={styles.panelHead}>
        <Hourglass size={28} aria-hidden="true" />
        <h2>{t('pending.title')}</h2>
        <span className={styles.status} data-status="pending">
          {t('applicationStatus.pending')}
        </span>
      </div>
      <p className={styles.muted}>{t('pending.text', { date: formatDay(application.createdAt, locale) })}</p>
      <ApplicationFacts application={application} />
    </section>
  );
}

function Rejected({ application, mayApply }: { application: CreditApplication; mayApply: boolean }) {
  const { t } = useTranslation('credit');
  return (
    <section className={styles.panel} data-testid="credit-rejected">
      <div className={styles.panelHead}>
        <CircleX size={28} aria-hidden="true" />
        <h2>{t('rejected.title')}</h2>
        <span className={styles.status} data-status="rejected">
          {t('applicationStatus.rejected')}
        </span>
      </div>
      <div>
        <p className={styles.muted}>{t('rejected.reason')}</p>
        <p data-testid="credit-rejected-reason">{application.decisionNote || t('rejected.noReason')}</p>
      </div>
      {mayApply ? (
        <div className={styles.actions}>
          <Link to="/accountCenter/credit/apply" className={buttonClass('primary')} data-testid="credit-apply-again">
            {t('rejected.again')}
          </Link>
        </div>
      ) : (
        <p className={styles.muted}>{t('intro.whoApplies')}</p>
      )}
      <ApplicationFacts application={application} />
    </section>
  );
}

/** The account: its state, the four figures, the open invoices, downloads and the ledger. */
function AccountView({ data, account, mayManage, mayPay }: { data: CreditOverview; account: CreditAccountView; mayManage: boolean; mayPay: boolean }) {
  const { t } = useTranslation('credit');
  const { money } = useShop();
  const payment = useInvoicePayment();
  return (
    <>
      <div className={styles.accountHead}>
        <span className={styles.status} data-status={account.status} data-testid="credit-status">
          {t(`accountStatus.${account.status}`)}
        </span>
        <span className={styles.muted}>{t('account.termsLine', { days: account.terms, currency: account.currency })}</span>
      </div>
      <HoldBanner account={account} />
      <dl className={styles.cards} data-testid="credit-cards">
        <div className={styles.card}>
          <dt>{t('account.limit')}</dt>
          <dd data-testid="credit-limit">{money(account.limit)}</dd>
        </div>
        <div className={styles.card}>
          <dt>{t('account.balance')}</dt>
          <dd data-testid="credit-balance">{money(account.balance)}</dd>
        </div>
        <div className={styles.card} data-tone={account.status === 'active' && account.available.amount > 0 ? 'good' : undefined}>
          <dt>{t('account.available')}</dt>
          <dd data-testid="credit-available">{money(account.available)}</dd>
        </div>
        <div className={styles.card} data-tone={account.overdue.amount > 0 ? 'bad' : undefined}>
          <dt>{t('account.overdue')}</dt>
          <dd data-testid="credit-overdue">{money(account.overdue)}</dd>
        </div>
      </dl>
      <PoSetting account={account} mayManage={mayManage} />
      <section className={styles.section} aria-labelledby="credit-invoices-title">
        <div className={styles.sectionHead}>
          <h2 id="credit-invoices-title">{t('invoices.title')}</h2>
        </div>
        {data.openInvoices.length === 0 ? <p className={styles.empty}>{t('invoices.none')}</p> : <InvoicesTable items={data.openInvoices} ns="credit" pay={mayPay ? payment : undefined} />}
      </section>
      <Downloads />
      <Ledger />
    </>
  );
}

/** On hold or closed: why, what to do, and that a hold for late payment lifts as soon as it is paid. */
function HoldBanner({ account }: { account: CreditAccountView }) {
  const { t } = useTranslation('credit');
  const { locale } = useShop();
  if (account.status === 'active') return null;
  return (
    <div className={styles.banner} data-testid="credit-hold-banner">
      <Alert kind={account.status === 'closed' ? 'error' : 'warning'}>
        <strong className={styles.bannerLine}>{account.status === 'closed' ? t('banner.closed') : t('banner.hold', { date: account.heldAt ? formatDay(account.heldAt, locale) : '' })}</strong>
        {account.holdReason && <span className={styles.bannerLine}>{t('banner.reason', { reason: account.holdReason })}</span>}
        {account.status === 'hold' && (
          <>
            <span className={styles.bannerLine}>{t('banner.what')}</span>
            <span className={styles.bannerLine}>{t('banner.lifts')}</span>
          </>
        )}
      </Alert>
    </div>
  );
}

/** Whether every order on account must carry a PO number: finance (credit.manage) switches it; others read it. */
function PoSetting({ account, mayManage }: { account: CreditAccountView; mayManage: boolean }) {
  const { t } = useTranslation('credit');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!mayManage) return <p className={`${styles.muted} ${styles.section}`}>{account.poRequired ? t('po.required') : t('po.optional')}</p>;
  const change = async (poRequired: boolean) => {
    setBusy(true);
    try {
      const { msg } = await creditApi.settings(poRequired);
      alert.success(msg);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: CREDIT_KEY });
    }
  };
  return (
    <div className={styles.section}>
      <label className={styles.setting}>
        <input type="checkbox" checked={account.poRequired} disabled={busy} onChange={(e) => void change(e.target.checked)} data-testid="credit-po-required" />
        <span>
          {t('po.switch')}
          <small>{t('po.switchHint')}</small>
        </span>
      </label>
    </div>
  );
}

/** The month's statement as PDF (the last twelve months) and the whole ledger as CSV. */
function Downloads() {
  const { t } = useTranslation('credit');
  const { locale } = useShop();
  const months = useMemo(() => recentMonths(new Date(), 12), []);
  const [month, setMonth] = useState(months[0]!);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const download = async (what: 'pdf' | 'csv') => {
    setBusy(what);
    try {
      if (what === 'pdf') saveBlob(await creditApi.statement(month), t('downloads.statementFile', { month }));
      else saveBlob(await creditApi.ledgerCsv(), t('downloads.ledgerFile'));
    } catch (err) {
      // The client has said why (a month before the account, no right to it).
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="credit-downloads-title">
      <div className={styles.sectionHead}>
        <h2 id="credit-downloads-title">{t('downloads.title')}</h2>
      </div>
      <div className={styles.downloads}>
        <label>
          {t('downloads.month')}
          <select value={month} onChange={(e) => setMonth(e.target.value)} data-testid="credit-statement-month">
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonth(m, locale)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" busy={busy === 'pdf'} onClick={() => void download('pdf')} data-testid="credit-statement">
          <Download size={16} aria-hidden="true" />
          {t('downloads.statement')}
        </Button>
        <Button variant="ghost" busy={busy === 'csv'} onClick={() => void download('csv')} data-testid="credit-ledger-csv">
          <FileSpreadsheet size={16} aria-hidden="true" />
          {t('downloads.csv')}
        </Button>
      </div>
    </section>
  );
}

function Ledger() {
  const { t } = useTranslation('credit');
  const [page, setPage] = useState(1);
  const ledger = useQuery(creditLedgerQuery(page));
  return (
    <section className={styles.section} aria-labelledby="credit-ledger-title">
      <div className={styles.sectionHead}>
        <h2 id="credit-ledger-title">{t('ledger.title')}</h2>
      </div>
      {ledger.isError && !ledger.data ? (
        <LoadError onRetry={() => void ledger.refetch()} />
      ) : !ledger.data ? (
        <Skeleton height={160} />
      ) : ledger.data.items.length === 0 ? (
        <p className={styles.empty}>{t('ledger.none')}</p>
      ) : (
        <>
          <LedgerTable items={ledger.data.items} ns="credit" />
          <Pagination page={page} total={Math.ceil(ledger.data.total / CREDIT_PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </section>
  );
}
