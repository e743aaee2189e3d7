import type { Company } from '@netshop/contract';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/ui/fact';
import { useShop } from '../../../lib/use-shop';
import { formatFileSize } from '../../../lib/format-file-size';
import { formatDate } from '../lib/format';
import styles from '../companies.module.css';

/**
 * What the company (or an application) says about itself, as the profile and the "under review"
 * page show it; `since` (the company's profile) adds when it became a customer.
 */
export function CompanyFacts({ company, showFiles = false, since = false }: { company: Company; showFiles?: boolean; since?: boolean }) {
  const { t } = useTranslation('companies');
  const { locale } = useShop();
  return (
    <>
      <dl className={styles.facts} data-testid="company-facts">
        <Fact label={t('apply.name')}>{company.name}</Fact>
        <Fact label={t('apply.country')}>{company.country}</Fact>
        <Fact label={t('apply.taxNo')}>{company.taxNo}</Fact>
        <Fact label={t('apply.industry')}>{t(`industry.${company.industry}`)}</Fact>
        <Fact label={t('apply.address')}>
          {company.address}
          <br />
          {[company.postcode, company.city].filter(Boolean).join(' ')}
        </Fact>
        <Fact label={t('apply.phone')}>{company.phone}</Fact>
        {since && <Fact label={t('profile.since')}>{formatDate(company.createdAt, locale)}</Fact>}
      </dl>
      {showFiles && (
        <div className={styles.section}>
          <h3>{t('pending.documents')}</h3>
          {company.files.length === 0 ? (
            <p className={styles.muted}>{t('pending.noDocuments')}</p>
          ) : (
            <ul className={styles.files}>
              {company.files.map((f) => (
                <li key={f.id}>
                  <Paperclip size={16} aria-hidden="true" />
                  {f.url ? (
                    <a href={f.url} target="_blank" rel="noreferrer">
                      {f.name}
                    </a>
                  ) : (
                    <span>{f.name}</span>
                  )}
                  <span className={styles.muted}>{formatFileSize(f.size, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
