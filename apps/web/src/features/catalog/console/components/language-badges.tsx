import { LANG_CODES, type LangCode } from '@netshop/contract';
import { Check, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-catalog.module.css';

/** The language's short label on a badge: the code as staff know it (ZH, EN, …). */
export const langLabel = (l: LangCode) => (l === 'zh-CN' ? 'ZH' : l.toUpperCase());

/** One language's completeness, said in words for screen readers and on hover; the colour and icon repeat it. */
export function LanguageBadge({ lang, complete }: { lang: LangCode; complete: boolean }) {
  const { t } = useTranslation('console-catalog');
  const said = t(complete ? 'badge.complete' : 'badge.missing', { lang: t(`languages.${lang}`) });
  return (
    <span className={styles.badge} data-complete={complete} title={said} aria-label={said} role="img">
      {complete ? <Check size={12} aria-hidden="true" /> : <CircleAlert size={12} aria-hidden="true" />}
      {langLabel(lang)}
    </span>
  );
}

/** Every language's badge, in the site's order. */
export function LanguageBadges({ complete, testId }: { complete: Record<LangCode, boolean>; testId?: string }) {
  return (
    <span className={styles.badges} data-testid={testId}>
      {LANG_CODES.map((l) => (
        <LanguageBadge key={l} lang={l} complete={complete[l]} />
      ))}
    </span>
  );
}
