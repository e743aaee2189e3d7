import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../components/article-body';
import type { InquirySent } from '../../inquiries';
import { ContactForm, InquirySentPanel } from '../../inquiries/contact-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { pageQuery } from '../../../lib/shared-api/content-api';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import styles from './contact-us.module.css';

/**
 * /contactUs (the "contact us" screen of the texts of docs/product.md#screens): the company's offices and hours from the
 * content ("contact and service" page) and a form for anyone that becomes an inquiry for sales,
 * answered within one business day. The form (with zod) is kept out of the browsing chunk.
 */
export function Component() {
  const { t } = useTranslation(['pages', 'account']);
  const { langId, ready } = useShop();
  const cfg = useSite((s) => s.baseConfig);
  const page = useQuery({ ...pageQuery(langId, 'contact'), enabled: ready });
  const [sent, setSent] = useState<InquirySent | null>(null);
  const [round, setRound] = useState(0);

  return (
    <PageFrame title={t('pages:contactUs')}>
      <div className={styles.layout}>
        <div className={styles.content}>{page.data ? <ArticleBody article={page.data} /> : page.isError ? null : <Skeleton height={400} />}</div>
        <aside className={styles.aside} aria-labelledby="contact-form-title">
          <section className={styles.card}>
            <h2 id="contact-form-title">{t('account:inquiries.contact.title')}</h2>
            <p className={styles.lead}>{t('account:inquiries.contact.lead')}</p>
            {sent ? (
              <InquirySentPanel
                sent={sent}
                kind="contact"
                onAgain={() => {
                  setSent(null);
                  setRound((n) => n + 1);
                }}
              />
            ) : (
              <ContactForm key={round} onSent={setSent} />
            )}
          </section>
          {cfg && (
            <section className={styles.card}>
              <h2>{t('account:inquiries.contact.direct')}</h2>
              <ul className={styles.reach}>
                <li>
                  <Mail size={16} aria-hidden="true" />
                  <a href={`mailto:${cfg.contactEmail}`}>{cfg.contactEmail}</a>
                </li>
                <li>
                  <Phone size={16} aria-hidden="true" />
                  <a href={`tel:${cfg.contactPhone.replace(/[^\d+]/g, '')}`}>{cfg.contactPhone}</a>
                </li>
              </ul>
            </section>
          )}
        </aside>
      </div>
    </PageFrame>
  );
}
