import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { alert } from '../../../lib/alerts';
import consoleStyles from './console.module.css';
import styles from './security.module.css';

/** The name of the downloaded file: the shop's, not a text of the page. */
const FILE_NAME = 'yt-networks-console-recovery-codes.txt';

/** Recovery codes just issued: shown this once, to copy or download, until the member says they are saved. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const { t } = useTranslation('console-staff');
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    alert.success(t('security.codes.copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = FILE_NAME;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="recovery-codes-new" data-testid="recovery-codes">
      <h2 id="recovery-codes-new">{t('security.codes.title')}</h2>
      <p className={styles.warning} role="status">
        {t('security.codes.showOnce')}
      </p>
      <p className={styles.muted}>{t('security.codes.lead')}</p>
      <ul className={styles.codes}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" /> {t('security.codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download size={16} aria-hidden="true" /> {t('security.codes.download')}
        </Button>
        <Button onClick={onSaved} data-testid="recovery-codes-saved">
          {t('security.codes.saved')}
        </Button>
      </div>
    </section>
  );
}
