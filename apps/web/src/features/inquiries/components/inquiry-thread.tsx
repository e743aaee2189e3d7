import type { InquiryDetail, InquiryFile } from '@netshop/contract';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './inquiry-thread.module.css';

interface Entry {
  key: string;
  side: 'buyer' | 'staff';
  who: string;
  body: string;
  at: string;
  files: InquiryFile[];
}

/**
 * An inquiry's conversation, as its buyer and sales read it: the inquiry's own details and file
 * first, then both sides' messages, oldest first, each with its files (links signed for the
 * reader). `viewer` says whose words are "you". A later addition (quotations) goes beside it.
 */
export function InquiryThread({ inquiry, viewer }: { inquiry: InquiryDetail; viewer: 'buyer' | 'staff' }) {
  const { t, i18n } = useTranslation('account');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const buyer = viewer === 'buyer' ? t('inquiries.thread.you') : inquiry.name || inquiry.email;
  const entries: Entry[] = [
    { key: 'inquiry', side: 'buyer', who: buyer, body: inquiry.details, at: inquiry.createdAt, files: inquiry.files },
    ...inquiry.messages.map((m) => ({
      key: String(m.id),
      side: m.author,
      who: m.author === 'buyer' ? buyer : m.staffName ? t('inquiries.thread.staffNamed', { name: m.staffName }) : t('inquiries.thread.salesTeam'),
      body: m.body,
      at: m.createdAt,
      files: m.files,
    })),
  ];
  return (
    <ol className={styles.thread} aria-label={t('inquiries.thread.title')} data-testid="inquiry-thread">
      {entries.map((e) => (
        <li key={e.key} className={styles.entry} data-side={e.side} data-testid={`thread-${e.side}`}>
          <div className={styles.head}>
            <span className={styles.who}>{e.who}</span>
            <time dateTime={e.at} className={styles.at}>
              {when.format(new Date(e.at))}
            </time>
          </div>
          <p className={styles.body}>{e.body}</p>
          {e.files.length > 0 && (
            <ul className={styles.files}>
              {e.files.map((f) => (
                <li key={f.id}>
                  {f.url ? (
                    // A link signed for this reader (hours): a plain link carries no session.
                    <a href={f.url} target="_blank" rel="noopener" className={styles.file} data-testid="thread-file">
                      <Paperclip size={14} aria-hidden="true" />
                      {f.name}
                    </a>
                  ) : (
                    <span className={styles.file}>
                      <Paperclip size={14} aria-hidden="true" />
                      {f.name}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
