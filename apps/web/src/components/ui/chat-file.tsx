import type { ChatMessage } from '@netshop/contract';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { safeChatFileUrl } from '../../lib/chat-html';
import { formatFileSize } from '../../lib/format-file-size';
import styles from './chat-file.module.css';

type ChatFile = NonNullable<ChatMessage['file']>;

/**
 * A file sent in the chat, in the buyer's window and the agents' console: a picture as a small
 * preview, anything else as its name and size; both open the file (its signed link) in a new tab.
 * A message still being sent has no link yet.
 */
export function ChatFileLink({ file }: { file: ChatFile }) {
  const { t, i18n } = useTranslation();
  const url = safeChatFileUrl(file.url);
  const label = `${file.name}, ${formatFileSize(file.size, i18n.language)}`;
  const body = file.mime.startsWith('image/') && url ? (
    <img className={styles.preview} src={url} alt={file.name} loading="lazy" />
  ) : (
    <>
      <FileText size={20} aria-hidden="true" className={styles.icon} />
      <span className={styles.name}>{file.name}</span>
      <span className={styles.size}>{formatFileSize(file.size, i18n.language)}</span>
    </>
  );
  if (!url) return <span className={styles.file} data-testid="chat-file">{body}</span>;
  return (
    <a className={styles.file} href={url} target="_blank" rel="noopener noreferrer" title={t('chat.openFile', { name: label })} data-testid="chat-file">
      {body}
      <span className="visually-hidden">{t('chat.openFile', { name: label })}</span>
    </a>
  );
}
