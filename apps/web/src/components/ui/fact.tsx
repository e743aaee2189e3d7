import type { ReactNode } from 'react';

/**
 * One fact of a <dl>: its label over (or beside) its value, in the <div> that keeps the pair one
 * grid or flex item. The order, invoice and console detail pages list their facts with it.
 */
export function Fact({ label, children, className, valueClassName, testId }: { label: ReactNode; children: ReactNode; className?: string; valueClassName?: string; testId?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
