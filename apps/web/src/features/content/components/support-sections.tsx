import { RETURN_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@netshop/contract/constants';
import { BookOpen, Headset, MessageCircle, MessageSquareQuote, RotateCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactButton } from '../../inquiries/contact';
import { Button, buttonClass } from '../../../components/ui/button';
import { openChat } from '../../../lib/chat-launcher';
import { useSite } from '../../../lib/site-store';
import styles from '../pages/products-support.module.css';

const RETURN_STEPS = ['order', 'describe', 'ship', 'refund'] as const;

// The support page's other sections (pages/products-support-page.tsx): this shop's return (RMA)
// steps, the ways to reach support, and where else to look.

/** The return (RMA) steps and rules, and the way to one's orders. */
export function ReturnSteps() {
  const { t } = useTranslation(['support']);
  return (
    <section className={styles.card} aria-labelledby="support-returns-title" data-testid="support-returns">
      <h2 id="support-returns-title" className={styles.heading}>
        <RotateCcw size={22} aria-hidden="true" />
        {t('returns.title')}
      </h2>
      <p className={styles.muted}>{t('returns.lead')}</p>
      <ol className={styles.steps}>
        {RETURN_STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`returns.steps.${step}.title`)}</h3>
            <p>{t(`returns.steps.${step}.text`, { photos: RETURN_PHOTOS_MAX, mb: UPLOAD_MAX_BYTES / 1024 / 1024 })}</p>
          </li>
        ))}
      </ol>
      <div className={styles.rules}>
        <h3>{t('returns.rules')}</h3>
        <ul>
          <li>{t('returns.ruleReturn')}</li>
          <li>{t('returns.ruleWithdraw')}</li>
          <li>{t('returns.ruleWarranty')}</li>
        </ul>
      </div>
      <p className={styles.actions}>
        <Link to="/accountCenter/orders" className={buttonClass('primary')}>
          {t('returns.myOrders')}
        </Link>
        <Link to="/policies?page=terms_of_use">{t('returns.terms')}</Link>
      </p>
    </section>
  );
}

/** Chat, a support request (with the product number looked up), and the shop's e-mail and phone. */
export function SupportContact({ pn }: { pn: string }) {
  const { t } = useTranslation(['support', 'content']);
  const cfg = useSite((s) => s.baseConfig);
  const supportMessage = pn ? t('contact.requestMessage', { pn }) : undefined;
  return (
    <section className={styles.card} aria-labelledby="support-contact-title" data-testid="support-contact">
      <h2 id="support-contact-title" className={styles.heading}>
        <Headset size={22} aria-hidden="true" />
        {t('contact.title')}
      </h2>
      <div className={styles.channel}>
        <h3>
          <MessageCircle size={18} aria-hidden="true" />
          {t('contact.chat')}
        </h3>
        <p>{t('contact.chatText')}</p>
        <Button variant="secondary" onClick={openChat} data-testid="support-chat">
          {t('contact.chatOpen')}
        </Button>
      </div>
      <div className={styles.channel}>
        <h3>
          <MessageSquareQuote size={18} aria-hidden="true" />
          {t('contact.request')}
        </h3>
        <p>{t('contact.requestText')}</p>
        <ContactButton title={t('contact.request')} topic="support" message={supportMessage} testId="support-request">
          {t('contact.requestOpen')}
        </ContactButton>
      </div>
      <div className={styles.channel}>
        <h3>
          <Headset size={18} aria-hidden="true" />
          {t('content:support.contact')}
        </h3>
        {cfg && <p>{t('content:support.contactText', { email: cfg.contactEmail, phone: cfg.contactPhone })}</p>}
        <Link to="/contactUs">{t('contact.pageOpen')}</Link>
      </div>
    </section>
  );
}

/** Documents, quality and a quotation: where else a buyer may find what they came for. */
export function MoreSupport() {
  const { t } = useTranslation(['support', 'content']);
  return (
    <section aria-labelledby="support-more-title">
      <h2 id="support-more-title" className={styles.moreTitle}>
        {t('more.title')}
      </h2>
      <div className={styles.more}>
        {[
          { icon: BookOpen, title: t('content:support.docs'), text: t('content:support.docsText'), to: '/resourceDocuments' },
          { icon: ShieldCheck, title: t('content:support.quality'), text: t('content:support.qualityText'), to: '/aboutUs/2' },
          { icon: MessageSquareQuote, title: t('content:support.inquiry'), text: t('content:support.inquiryText'), to: '/inquiry/create?source=support' },
        ].map(({ icon: Icon, title, text, to }) => (
          <article key={to} className={styles.card}>
            <h3 className={styles.heading}>
              <Icon size={20} aria-hidden="true" />
              <Link to={to}>{title}</Link>
            </h3>
            <p className={styles.muted}>{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
