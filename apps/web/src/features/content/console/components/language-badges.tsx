import { LANG_CODES } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-content.module.css';

/** One badge per language: filled when it has a title, a summary and a body (said in words for screen readers). */
export function LanguageBadges({ complete }: { complete: Record<string, boolean> }) {
  const { t } = useTranslation('console-content');
  return (
    <ul className={styles.badges} aria-label={t('languages')}>
      {LANG_CODES.map((l) => (
        <li key={l} className={styles.badge} data-complete={complete[l] ? 'yes' : 'no'} title={complete[l] ? t('complete') : t('incomplete')}>
          {l}
          <span className="visually-hidden">{complete[l] ? t('complete') : t('incomplete')}</span>
        </li>
      ))}
    </ul>
  );
}
