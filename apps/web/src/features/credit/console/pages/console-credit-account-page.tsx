import type { CreditAccountView, CreditApplication, StaffCreditDetail } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConsoleDetail } from '../../../../components/console/console-detail';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { Button } from '../../../../components/ui/button';
import { useShop } from '../../../../lib/use-shop';
import { InvoicesTable } from '../../components/invoices-table';
import { LedgerTable } from '../../components/ledger-table';
import { creditConsoleKey, staffCreditDetailQuery } from '../api/credit-console-api';
import { CreditDialogs, type CreditDialog } from '../components/credit-dialogs';
import styles from './console-credit.module.css';

/** Entries a reversal may undo: a payment recorded by mistake (the server refuses a second reversal with 409). */
const REVERSIBLE = new Set(['payment']);

/**
 * /console/credit/:companyId (credit.read; issue 30): one company's credit — its application with
 * the documents (signed links) and finance's decision (grant a limit, currency, terms and note, or
 * refuse with a reason), the account (limit, terms and status changed with a note over the version
 * read), a bank transfer recorded and allocated to open invoices, the invoices, and the ledger
 * where a payment can be reversed with a note. Sales read; finance and admin (credit.write) act.
 */
export function Component() {
  const { t } = useTranslation(['console-credit', 'console']);
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = useStaffCan('credit.read');
  const write = useStaffCan('credit.write');
  const detail = useQuery({ ...staffCreditDetailQuery(companyId), enabled: allowed });
  const [dialog, setDialog] = useState<CreditDialog | null>(null);
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: creditConsoleKey });
  };

  return (
    <PermissionGate permission="credit.read" title={t('title')} noAccess={t('noAccess')} error={detail.error} testId="credit-no-access">
      <ConsoleDetail
        back={{ label: t('back'), onBack: () => void navigate('/console/credit'), testId: 'credit-back' }}
        title={detail.data?.companyName ?? t('title')}
        titleTestId="credit-title"
        query={detail}
        notFound={<p className={styles.panel}>{t('notFound')}</p>}
      >
        {(d) => (
          <div className={styles.detail}>
            {!write && (
              <p className={styles.panel} data-testid="credit-read-only">
                {t('readOnly')}
              </p>
            )}
            <ApplicationPanel d={d} write={write} onOpen={setDialog} />
            {d.account && <AccountPanel account={d.account} write={write} onOpen={setDialog} />}
            <section className={styles.panel} aria-labelledby="credit-invoices">
              <h2 id="credit-invoices" className={styles.sectionTitle}>
                {t('invoices.title')}
              </h2>
              {d.invoices.length === 0 ? <p className={styles.empty}>{t('invoices.none')}</p> : <InvoicesTable items={d.invoices} ns="console-credit" orderLink={false} />}
            </section>
            <section className={styles.panel} aria-labelledby="credit-ledger">
              <h2 id="credit-ledger" className={styles.sectionTitle}>
                {t('ledger.title')}
              </h2>
              {d.ledger.length === 0 ? (
                <p className={styles.empty}>{t('ledger.none')}</p>
              ) : (
                <LedgerTable
                  items={d.ledger}
                  ns="console-credit"
                  action={
                    write
                      ? (e) =>
                          REVERSIBLE.has(e.kind) ? (
                            <Button variant="ghost" size="small" onClick={() => setDialog({ kind: 'reversal', entry: e })} data-testid={`credit-reverse-${e.id}`}>
                              {t('reversal.action')}
                            </Button>
                          ) : null
                      : undefined
                  }
                />
              )}
            </section>
            <CreditDialogs detail={d} open={dialog} onClose={() => setDialog(null)} onChanged={changed} />
          </div>
        )}
      </ConsoleDetail>
    </PermissionGate>
  );
}

function ApplicationPanel({ d, write, onOpen }: { d: StaffCreditDetail; write: boolean; onOpen(dialog: CreditDialog): void }) {
  const { t } = useTranslation('console-credit');
  const a: CreditApplication | null = d.application;
  return (
    <section className={styles.panel} aria-labelledby="credit-application">
      <h2 id="credit-application" className={styles.sectionTitle}>
        {t('application.title')}
        {a && (
          <span className={styles.status} data-status={a.status} data-testid="credit-application-status">
            {t(`applicationStatus.${a.status}`)}
          </span>
        )}
        <span className={styles.muted}>{t('application.company', { status: t(`companyStatus.${d.companyStatus}`, { defaultValue: d.companyStatus }) })}</span>
      </h2>
      {!a ? <p className={styles.empty}>{t('application.none')}</p> : <ApplicationFacts a={a} />}
      {a?.status === 'pending' && write && (
        <div className={styles.actions}>
          <Button onClick={() => onOpen({ kind: 'approve' })} data-testid="credit-approve">
            {t('approve.action')}
          </Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: 'reject' })} data-testid="credit-reject">
            {t('reject.action')}
          </Button>
        </div>
      )}
    </section>
  );
}

function ApplicationFacts({ a }: { a: CreditApplication }) {
  const { t } = useTranslation('console-credit');
  const { money } = useShop();
  const date = useConsoleDate();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('application.limit')}</dt>
        <dd data-testid="credit-requested">{money(a.requestedLimit)}</dd>
      </div>
      <div>
        <dt>{t('application.terms')}</dt>
        <dd>{t('terms', { days: a.terms })}</dd>
      </div>
      <div>
        <dt>{t('application.sent')}</dt>
        <dd>{date(a.createdAt)}</dd>
      </div>
      {a.decidedAt && (
        <div>
          <dt>{t('application.decided')}</dt>
          <dd>{date(a.decidedAt)}</dd>
        </div>
      )}
      <div className={styles.wide}>
        <dt>{t('application.references')}</dt>
        <dd className={styles.note}>{a.references}</dd>
      </div>
      {a.decisionNote && (
        <div className={styles.wide}>
          <dt>{t('application.decisionNote')}</dt>
          <dd className={styles.note}>{a.decisionNote}</dd>
        </div>
      )}
      <div className={styles.wide}>
        <dt>{t('application.documents')}</dt>
        <dd>
          {a.files.length === 0 ? (
            t('application.noDocuments')
          ) : (
            <ul className={styles.files} data-testid="credit-documents">
              {a.files.map((f) => (
                <li key={f.id}>
                  {f.url ? (
                    <a href={f.url} target="_blank" rel="noopener noreferrer">
                      <FileText size={16} aria-hidden="true" />
                      {f.name}
                    </a>
                  ) : (
                    f.name
                  )}
                  <span className={styles.muted}>{t('application.size', { kb: Math.max(1, Math.round(f.size / 1024)) })}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

function AccountPanel({ account, write, onOpen }: { account: CreditAccountView; write: boolean; onOpen(dialog: CreditDialog): void }) {
  const { t } = useTranslation('console-credit');
  const { money } = useShop();
  const date = useConsoleDate();
  return (
    <section className={styles.panel} aria-labelledby="credit-account">
      <h2 id="credit-account" className={styles.sectionTitle}>
        {t('account.heading')}
        <span className={styles.status} data-status={account.status} data-testid="credit-account-status">
          {t(`accountStatus.${account.status}`)}
        </span>
      </h2>
      <dl className={styles.facts} data-testid="credit-account-facts">
        <div>
          <dt>{t('account.limit')}</dt>
          <dd data-testid="credit-account-limit">{money(account.limit)}</dd>
        </div>
        <div>
          <dt>{t('account.balance')}</dt>
          <dd data-testid="credit-account-balance">{money(account.balance)}</dd>
        </div>
        <div>
          <dt>{t('account.available')}</dt>
          <dd>{money(account.available)}</dd>
        </div>
        <div>
          <dt>{t('account.overdue')}</dt>
          <dd>{money(account.overdue)}</dd>
        </div>
        <div>
          <dt>{t('account.terms')}</dt>
          <dd>{t('terms', { days: account.terms })}</dd>
        </div>
        <div>
          <dt>{t('account.po')}</dt>
          <dd>{account.poRequired ? t('account.poRequired') : t('account.poOptional')}</dd>
        </div>
        {account.status === 'hold' && (
          <div className={styles.wide}>
            <dt>{t('account.hold')}</dt>
            <dd className={styles.note} data-testid="credit-hold-reason">
              {account.heldAt ? t('account.heldSince', { date: date(account.heldAt) }) : ''} {account.holdReason}
            </dd>
          </div>
        )}
      </dl>
      {write && (
        <div className={styles.actions}>
          <Button onClick={() => onOpen({ kind: 'payment' })} disabled={account.status === 'closed'} data-testid="credit-record-payment">
            {t('payment.action')}
          </Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: 'account' })} data-testid="credit-change-account">
            {t('account.action')}
          </Button>
        </div>
      )}
    </section>
  );
}
