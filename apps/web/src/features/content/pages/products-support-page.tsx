import { BookOpen, Headset, MessageSquareQuote, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSite } from '../../../lib/site-store';
import styles from '../components/content.module.css';

/** /productsSupport: where a buyer finds documents, quality and warranty, and people to ask. */
export function Component() {
  const { t } = useTranslation(['content', 'pages']);
  const cfg = useSite((s) => s.baseConfig);
  const items = [
    { icon: BookOpen, title: t('support.docs'), text: t('support.docsText'), to: '/resourceDocuments' },
    { icon: ShieldCheck, title: t('support.quality'), text: t('support.qualityText'), to: '/aboutUs/2' },
    { icon: MessageSquareQuote, title: t('support.inquiry'), text: t('support.inquiryText'), to: '/inquiry/create?source=support' },
    { icon: Headset, title: t('support.contact'), text: t('support.contactText', { email: cfg?.contactEmail ?? '', phone: cfg?.contactPhone ?? '' }), to: '/contactUs' },
  ];
  return (
    <PageFrame title={t('pages:productsSupport')}>
      <div className={styles.cards}>
        {items.map(({ icon: Icon, title, text, to }) => (
          <article key={to} className={styles.item}>
            <Icon size={28} aria-hidden="true" style={{ color: 'var(--color-brand)' }} />
            <h2>
              <Link to={to}>{title}</Link>
            </h2>
            <p>{text}</p>
          </article>
        ))}
      </div>
    </PageFrame>
  );
}
