import type { CustomerDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useConsoleDay } from '../hooks/use-console-day';
import styles from '../pages/console-customers.module.css';
import { CustomerSection } from './customer-section';

/** One line of a list: what it is, its state in words, its day. */
function Line({ head, state, at, children }: { head: string; state: string; at: string; children?: string }) {
  const day = useConsoleDay();
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <strong>{head}</strong>
        <span className={styles.lineState}>{state}</span>
        <time dateTime={at} className={styles.muted}>
          {day(at)}
        </time>
      </div>
      {children && <p className={styles.lineText}>{children}</p>}
    </li>
  );
}

/** The buyer's address book. */
export function CustomerAddresses({ addresses }: { addresses: CustomerDetail['addresses'] }) {
  const { t } = useTranslation('console-customers');
  return (
    <CustomerSection id="addresses" title={t('sections.addresses')} shown={addresses.length} total={addresses.length}>
      <ul className={styles.lines}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.line}>
            <div className={styles.lineHead}>
              <strong>{a.name}</strong>
              <span className={styles.lineState}>{t(`addressType.${a.type}`)}</span>
              {a.isDefault && <span className={styles.muted}>{t('default')}</span>}
            </div>
            <p className={styles.lineText}>{[a.line1, a.line2, `${a.zip} ${a.city}`.trim(), a.country].filter(Boolean).join(', ')}</p>
            <p className={styles.muted}>{a.phone}</p>
          </li>
        ))}
      </ul>
    </CustomerSection>
  );
}

/** The buyer's inquiries with their quotations, product questions, sample applications and chats. */
export function CustomerActivity({ detail }: { detail: CustomerDetail }) {
  const { t } = useTranslation('console-customers');
  const { inquiries, questions, samples, chats } = detail;
  return (
    <>
      <CustomerSection id="inquiries" title={t('sections.inquiries')} shown={inquiries.items.length} total={inquiries.total}>
        <ul className={styles.lines}>
          {inquiries.items.map((i) => (
            <Line key={i.id} head={`${i.inquiryNo} · ${t(`inquiryType.${i.type}`)}`} state={t(`inquiryStatus.${i.status}`)} at={i.createdAt}>
              {t('quotations', { count: i.quotations })}
            </Line>
          ))}
        </ul>
      </CustomerSection>
      <CustomerSection id="questions" title={t('sections.questions')} shown={questions.items.length} total={questions.total}>
        <ul className={styles.lines}>
          {questions.items.map((q) => (
            <Line key={q.id} head={t('questionOn', { id: q.productId })} state={t(`questionStatus.${q.status}`)} at={q.createdAt}>
              {q.content}
            </Line>
          ))}
        </ul>
      </CustomerSection>
      <CustomerSection id="samples" title={t('sections.samples')} shown={samples.items.length} total={samples.total}>
        <ul className={styles.lines}>
          {samples.items.map((s) => (
            <Line key={s.id} head={t('sampleLines', { count: s.lines })} state={t(`sampleStatus.${s.status}`)} at={s.createdAt}>
              {s.company}
            </Line>
          ))}
        </ul>
      </CustomerSection>
      <CustomerSection id="chats" title={t('sections.chats')} shown={chats.items.length} total={chats.total}>
        <ul className={styles.lines}>
          {chats.items.map((c) => (
            <Line key={c.conversationId} head={t('chatMessages', { count: c.messages })} state={t(`chatStatus.${c.status}`)} at={c.updatedAt}>
              {c.lastMessage}
            </Line>
          ))}
        </ul>
      </CustomerSection>
    </>
  );
}
