import { Trans, useTranslation } from 'react-i18next';
import styles from './account.module.css';

/** The agreement checkbox of docs/product.md#validation, its policy links opening in a new tab so the form keeps its values. */
export function Agreement({ checked, onChange, error, name }: { checked: boolean; onChange(v: boolean): void; error?: string; name?: string }) {
  const { t } = useTranslation('account');
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the text comes from the translation, filled in by <Trans>
  const link = (page: string) => <a href={`/policies?page=${page}`} target="_blank" rel="noopener" />;
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'agree-error' : undefined}
        />
        <span>
          <Trans t={t} i18nKey="register.agree" components={{ privacy: link('privacy_policy'), terms: link('terms_of_use') }} />
          <span className="visually-hidden"> {t('register.newTab')}</span>
        </span>
      </label>
      {error && (
        <span id="agree-error" className={styles.checkError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
