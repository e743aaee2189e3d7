import { PASSWORD_CHECKS } from '@netshop/contract';
import { PASSWORD_MAX, PASSWORD_MIN } from '@netshop/contract/constants';
import { Check, Circle, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from './account.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  /** Shows the live rule list under the field (new passwords). */
  showRules?: boolean;
}

/** A password input with a show/hide toggle and, for new passwords, the rule ticked as it is met. */
export function PasswordField({ label, error, showRules, id, className, value, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const auto = useId();
  const fieldId = id ?? auto;
  const [visible, setVisible] = useState(false);
  const rulesId = showRules ? `${fieldId}-rules` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={fieldId}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className={[fieldStyles.control, styles.passwordInput, error ? fieldStyles.invalid : ''].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[rulesId, errorId].filter(Boolean).join(' ') || undefined}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          {...rest}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          aria-controls={fieldId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
      {showRules && <PasswordRules id={rulesId} password={String(value ?? '')} />}
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** One line per rule of docs/product.md#validation (length, upper case, digit, special), each ticked as the buyer types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('account');
  const rules = [
    { key: 'length', ok: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX, text: t('password.ruleLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
    ...PASSWORD_CHECKS.map((c) => ({ key: c.key, ok: c.test(password), text: t(`password.rules.${c.key}`) })),
  ];
  return (
    <ul id={id} className={styles.rules}>
      {rules.map((r) => (
        <li key={r.key} className={r.ok ? styles.ruleMet : undefined} data-met={r.ok}>
          {r.ok ? <Check size={14} aria-hidden="true" /> : <Circle size={14} aria-hidden="true" />}
          <span>{r.text}</span>
          <span className="visually-hidden">{r.ok ? t('password.met') : t('password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
