import styles from './skeleton.module.css';

/** A placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height }} />;
}
