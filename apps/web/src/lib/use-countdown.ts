import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds left until `deadline`, updated each second while it runs; null without a deadline.
 * The clock stops at 0, so a page that shows many cards does not re-render for closed ones.
 */
export function useCountdown(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return left;
}
