import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyCompany } from '../../companies';
import { approvalRulesQuery, approvalSettingsQuery } from '../api/approvals-api';
import { LimitsTable } from '../components/limits-table';
import { RulesPanel } from '../components/rules-panel';
import { SettingsPanel } from '../components/settings-panel';
import styles from '../approvals.module.css';

/**
 * /accountCenter/approvals/rules (issue 30): the company's approval settings (currency, expiry,
 * company-wide limit), each member's limit with what is used this period, and the rules by level.
 * Every member reads them (a buyer sees why an order waits); an admin (approvals.manage, while the
 * company is active) changes them.
 */
export function Component() {
  const { t } = useTranslation(['approvals', 'pages']);
  const company = useMyCompany();
  const member = company.membership !== null;
  const settings = useQuery({ ...approvalSettingsQuery(), enabled: member });
  const rules = useQuery({ ...approvalRulesQuery(), enabled: member });
  const manage = company.can('approvals.manage');

  if (!company.isLoading && !member) {
    return (
      <PageFrame title={t('pages:approvalRules')}>
        <div className={styles.empty} data-testid="approvals-no-company">
          <ClipboardCheck size={40} aria-hidden="true" />
          <h2>{t('empty.noCompanyTitle')}</h2>
          <p>{t('empty.noCompanyText')}</p>
          <div className={styles.emptyActions}>
            <Link to="/accountCenter/company/apply" className={buttonClass('primary')}>
              {t('empty.apply')}
            </Link>
          </div>
        </div>
      </PageFrame>
    );
  }
  const failed = (settings.isError && !settings.data) || (rules.isError && !rules.data);
  return (
    <PageFrame title={t('pages:approvalRules')}>
      <Link to="/accountCenter/approvals" className={styles.back}>
        <ArrowLeft size={14} aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <p className={styles.lead}>{manage ? t('rulesPage.leadAdmin') : t('rulesPage.leadReader')}</p>
      {failed ? (
        <LoadError
          onRetry={() => {
            void settings.refetch();
            void rules.refetch();
          }}
        />
      ) : !settings.data || !rules.data ? (
        <div aria-busy="true">
          <Skeleton height={420} />
        </div>
      ) : (
        <>
          <RulesPanel rules={rules.data} settings={settings.data} manage={manage} />
          <SettingsPanel settings={settings.data} manage={manage} />
          <LimitsTable settings={settings.data} manage={manage} />
        </>
      )}
    </PageFrame>
  );
}
