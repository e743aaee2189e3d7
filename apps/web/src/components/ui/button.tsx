import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'accent' | 'secondary' | 'ghost';
  size?: 'normal' | 'small' | 'icon';
  /** Shows a spinner and blocks a second submit while a request runs. */
  busy?: boolean;
  children?: ReactNode;
}

export function Button({ variant = 'primary', size = 'normal', busy, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const cls = [styles.button, styles[variant], size !== 'normal' ? styles[size] : '', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export const buttonClass = (variant: ButtonProps['variant'] = 'primary') => `${styles.button} ${styles[variant]}`;
