import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import type { InquirySent } from './inquiry-form';
import styles from './inquiry-form.module.css';

/**
 * What a page shows in place of its form once sent (docs/product.md#errors "inquiry submitted, reply within 1
 * business day"): the number, and where to follow it: the account centre, or for a guest the
 * e-mail the reply goes to and that registering with it brings the inquiry into the account.
 * A contact-us message is confirmed as a message sent, not as an inquiry (issue 24).
 */
export function InquirySentPanel({ sent, onAgain, kind = 'inquiry' }: { sent: InquirySent; onAgain(): void; kind?: 'inquiry' | 'contact' }) {
  const { t } = useTranslation('account');
  const contact = kind === 'contact';
  return (
    <section className={styles.sent} role="status" data-testid="inquiry-sent">
      <h2>
        <CircleCheck size={22} aria-hidden="true" />
        {t(contact ? 'inquiries.sent.contactTitle' : 'inquiries.sent.title')}
      </h2>
      <p>{t(contact ? 'inquiries.sent.contactNumber' : 'inquiries.sent.number', { no: sent.inquiryNo })}</p>
      <p>
        {sent.guestEmail
          ? t(contact ? 'inquiries.sent.contactGuest' : 'inquiries.sent.guest', { email: sent.guestEmail })
          : t(contact ? 'inquiries.sent.contactBuyer' : 'inquiries.sent.buyer')}
      </p>
      <div className={styles.sentActions}>
        {sent.guestEmail ? (
          <Link to="/register" className={buttonClass('primary')}>
            {t('inquiries.sent.register')}
          </Link>
        ) : (
          <Link to={`/accountCenter/inquiry/detail?no=${sent.inquiryNo}`} className={buttonClass('primary')} data-testid="inquiry-sent-view">
            {t(contact ? 'inquiries.sent.contactView' : 'inquiries.sent.view')}
          </Link>
        )}
        <Button variant="secondary" onClick={onAgain}>
          {t(contact ? 'inquiries.sent.contactAgain' : 'inquiries.sent.again')}
        </Button>
      </div>
    </section>
  );
}
