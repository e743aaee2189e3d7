import { LANG_CODES, type LangCode } from '@netshop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-categories.module.css';
import { LanguageBadge } from './language-badges';

/** Field errors keyed by their path in the body (`texts.fr.name`), as zod or the server name them. */
export type FieldErrors = Record<string, string>;

/** The error text of a field's code (required, tooLong, invalid, taken), or nothing. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation('console-catalog-tree');
  return (path: string) => (errors[path] ? t(`errors.${errors[path]}`, { defaultValue: t('errors.invalid') }) : undefined);
}

/**
 * The six languages side by side (one column on a phone), each headed by its name and its
 * completeness badge; `children(lang)` draws that language's fields.
 */
export function SixLanguages({ complete, children, testId }: { complete: Record<LangCode, boolean>; children(lang: LangCode): ReactNode; testId?: string }) {
  const { t } = useTranslation('console-catalog');
  return (
    <div className={styles.languages} data-testid={testId}>
      {LANG_CODES.map((l) => (
        <fieldset key={l} className={styles.language}>
          <legend className={styles.languageHead}>
            <span>{t(`languages.${l}`)}</span>
            <LanguageBadge lang={l} complete={complete[l]} />
          </legend>
          {children(l)}
        </fieldset>
      ))}
    </div>
  );
}

/** A zod error's issues as field errors by path. */
export function issuesToFields(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}
