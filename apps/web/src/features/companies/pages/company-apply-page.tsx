import type { Company } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, CircleX, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { COMPANY_KEY, companiesApi, myCompanyQuery } from '../api/companies-api';
import { StatusChip } from '../components/chips';
import { CompanyFacts } from '../components/company-facts';
import { CompanyForm } from '../components/company-form';
import { applicationOf, formatDate, membershipOf } from '../lib/format';
import styles from '../companies.module.css';

/**
 * /accountCenter/company/apply: a buyer without a company applies to open one. While sales review
 * it the page shows what was sent; a rejected application shows sales' reason and may be sent
 * again (the form starts from it). A member of a company is sent to its page.
 */
export function Component() {
  const { t } = useTranslation(['companies', 'pages']);
  const queryClient = useQueryClient();
  const mine = useQuery(myCompanyQuery());
  const [again, setAgain] = useState(false);

  let body;
  if (mine.isError && !mine.data) body = <LoadError onRetry={() => void mine.refetch()} />;
  else if (!mine.data) body = <Skeleton height={360} />;
  else if (membershipOf(mine.data)) return <Navigate to="/accountCenter/company" replace />;
  else {
    const application = applicationOf(mine.data);
    if (application?.status === 'pending') body = <Pending application={application} />;
    else if (application?.status === 'rejected' && !again) body = <Rejected application={application} onAgain={() => setAgain(true)} />;
    else
      body = (
        <>
          <p className={styles.lead}>{t('apply.lead')}</p>
          <CompanyForm
            mode="apply"
            start={application ?? undefined}
            submitLabel={t('apply.submit')}
            onSubmit={async (values) => {
              const { msg } = await companiesApi.apply(values);
              alert.success(msg);
              setAgain(false);
              await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
            }}
          />
        </>
      );
  }
  return <PageFrame title={t('pages:companyApply')}>{body}</PageFrame>;
}

function Pending({ application }: { application: Company }) {
  const { t } = useTranslation('companies');
  const { locale } = useShop();
  return (
    <section className={styles.panel} aria-labelledby="company-pending" data-testid="company-pending">
      <div className={styles.panelHead}>
        <Hourglass size={28} aria-hidden="true" />
        <h2 id="company-pending">{t('pending.title')}</h2>
        <StatusChip status="pending" text={t('status.pending')} />
      </div>
      <p className={styles.muted}>{t('pending.text', { date: formatDate(application.createdAt, locale) })}</p>
      <h3 className={styles.muted}>{t('pending.sent')}</h3>
      <CompanyFacts company={application} showFiles />
    </section>
  );
}

function Rejected({ application, onAgain }: { application: Company; onAgain(): void }) {
  const { t } = useTranslation('companies');
  return (
    <section className={styles.panel} aria-labelledby="company-rejected" data-testid="company-rejected">
      <div className={styles.panelHead}>
        <CircleX size={28} aria-hidden="true" />
        <h2 id="company-rejected">{t('rejected.title')}</h2>
        <StatusChip status="rejected" text={t('status.rejected')} />
      </div>
      <div>
        <p className={styles.muted}>{t('rejected.reasonLabel')}</p>
        <p data-testid="company-rejected-reason">{application.statusReason || t('rejected.noReason')}</p>
      </div>
      <p className={styles.muted}>{t('rejected.text')}</p>
      <div className={styles.actions}>
        <Button onClick={onAgain} data-testid="company-apply-again">
          <Building2 size={16} aria-hidden="true" />
          {t('rejected.again')}
        </Button>
        <Link to="/contactUs" className={buttonClass('secondary')}>
          {t('rejected.contact')}
        </Link>
      </div>
      <h3 className={styles.muted}>{t('pending.sent')}</h3>
      <CompanyFacts company={application} />
    </section>
  );
}
