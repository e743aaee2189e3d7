import { OTP_LENGTH } from '@netshop/contract/constants';
import { useId, type ReactNode } from 'react';
import fieldStyles from './field.module.css';
import styles from './otp-input.module.css';
import { useOtpBoxes } from './use-otp-boxes';

interface OtpInputProps {
  /** The digits typed so far (at most `length`). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  label: ReactNode;
  /** Accessible name of one box, e.g. "Digit 3 of 6". */
  digitLabel(position: number, length: number): string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name: the first box carries it, so a form can focus the field by name. */
  name?: string;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A verification code in `length` boxes (docs/product.md#limits: six by default), one group with
 * its label, hint and error; useOtpBoxes moves between the boxes as the buyer types or pastes.
 */
export function OtpInput({ value, onChange, onBlur, label, digitLabel, hint, error, name, length = OTP_LENGTH, disabled, autoFocus }: OtpInputProps) {
  const id = useId();
  const { refs, chars, onInput, onKeyDown, onPaste, onFocus } = useOtpBoxes(value, onChange, length);

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={styles.boxes}
        onBlur={(e) => {
          // Leaving the group, not moving between its boxes.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {chars.map((c, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            name={i === 0 ? name : undefined}
            className={[styles.box, error ? styles.invalid : ''].join(' ')}
            value={c}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(i + 1, length)}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the page asks for it (a code the buyer was just sent is all that page is for)
            autoFocus={autoFocus && i === 0}
            onChange={(e) => onInput(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => onFocus(i, e)}
          />
        ))}
      </div>
      {hint && (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
