import { OTP_LENGTH } from '@netshop/contract/constants';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import fieldStyles from './field.module.css';
import styles from './otp-input.module.css';

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

const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * A verification code in `length` boxes (docs/product.md#limits: six by default): digits only, typing moves on,
 * Backspace on an empty box goes back, the arrow keys move, and pasting (or the phone's
 * one-time-code autofill) fills every box at once.
 */
export function OtpInput({ value, onChange, onBlur, label, digitLabel, hint, error, name, length = OTP_LENGTH, disabled, autoFocus }: OtpInputProps) {
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The value as changed by this keystroke: focus moves before React renders the new value,
  // and the focus handler must not see the old one.
  const current = useRef(value);
  current.current = value;
  const emit = (next: string) => {
    current.current = next;
    onChange(next);
  };
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');
  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  /** Puts `digits` into the boxes from position `at` on, and moves to the box after them. */
  const fill = (at: number, digits: string) => {
    const next = chars.slice();
    let i = at;
    for (const d of digits) {
      if (i >= length) break;
      next[i++] = d;
    }
    // Boxes are filled left to right: a gap would make the value's positions lie.
    emit(next.join('').slice(0, length));
    focus(i);
  };

  const onInput = (i: number, raw: string) => {
    let digits = digitsOf(raw);
    if (!digits) return;
    // A box that had a digit now holds two: keep the one just typed.
    if (digits.length === 2 && chars[i]) digits = digits[0] === chars[i] ? digits[1] : digits[0];
    // A full code typed or autofilled into any box is the whole code.
    if (digits.length >= length) fill(0, digits.slice(0, length));
    else fill(Math.min(i, value.length), digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (chars[i]) emit(value.slice(0, i) + value.slice(i + 1));
      else if (i > 0) {
        emit(value.slice(0, i - 1) + value.slice(i));
        focus(i - 1);
      }
    } else if (e.key === 'Delete') {
      e.preventDefault();
      emit(value.slice(0, i) + value.slice(i + 1));
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(length - 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(e.clipboardData.getData('text'));
    e.preventDefault();
    if (!digits) return;
    if (digits.length >= length) fill(0, digits.slice(0, length));
    else fill(Math.min(i, value.length), digits);
  };

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
            onFocus={(e) => {
              // Typing always continues the code: focus never lands past the first empty box.
              if (i > current.current.length) focus(current.current.length);
              else e.target.select();
            }}
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
