import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertKind = 'error' | 'warning' | 'success' | 'info';
const ICONS = { error: CircleAlert, warning: TriangleAlert, success: CircleCheck, info: Info };

/** A message with an icon as well as a colour, so its kind never rests on colour alone. */
export function Alert({ kind, children, onClose, closeLabel }: { kind: AlertKind; children: ReactNode; onClose?(): void; closeLabel?: string }) {
  const Icon = ICONS[kind];
  return (
    <div className={`${styles.alert} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'} data-kind={kind}>
      <Icon size={18} aria-hidden="true" />
      <span className={styles.message}>{children}</span>
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
