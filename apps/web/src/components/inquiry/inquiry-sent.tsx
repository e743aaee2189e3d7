import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../ui/button';
import type { InquirySent } from './inquiry-form';
import styles from './inquiry-form.module.css';

/**
 * What a page shows in place of its form once sent (§8 "inquiry submitted, reply within 1
 * business day"): the number, and where to follow it: the account centre, or for a guest the
 * e-mail the reply goes to and that registering with it brings the inquiry into the account.
 */
export function InquirySentPanel({ sent, onAgain }: { sent: InquirySent; onAgain(): void }) {
  const { t } = useTranslation('account');
  return (
    <section className={styles.sent} role="status" data-testid="inquiry-sent">
      <h2>
        <CircleCheck size={22} aria-hidden="true" />
        {t('inquiries.sent.title')}
      </h2>
      <p>{t('inquiries.sent.number', { no: sent.inquiryNo })}</p>
      <p>{sent.guestEmail ? t('inquiries.sent.guest', { email: sent.guestEmail }) : t('inquiries.sent.buyer')}</p>
      <div className={styles.sentActions}>
        {sent.guestEmail ? (
          <Link to="/register" className={buttonClass('primary')}>
            {t('inquiries.sent.register')}
          </Link>
        ) : (
          <Link to={`/accountCenter/inquiry/detail?no=${sent.inquiryNo}`} className={buttonClass('primary')} data-testid="inquiry-sent-view">
            {t('inquiries.sent.view')}
          </Link>
        )}
        <Button variant="secondary" onClick={onAgain}>
          {t('inquiries.sent.again')}
        </Button>
      </div>
    </section>
  );
}
