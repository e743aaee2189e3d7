import { CODE_RESEND_SECONDS } from '@netshop/contract';
import { SESSION_KEYS } from '@netshop/contract/constants';
import { useCallback, useEffect, useState } from 'react';
import { session } from '../../../lib/storage';

// When a code may be asked for again, per purpose and address, kept for the browser tab so the
// countdown survives the step from "send" to "enter code" and a reload.
const KEY = SESSION_KEYS.codeTimer;
export type CodePurpose = 'register' | 'reset' | 'email';

const id = (purpose: CodePurpose, email: string) => `${purpose}:${email.trim().toLowerCase()}`;

function readAll(): Record<string, number> {
  try {
    return JSON.parse(session.get(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Records that a code was sent; `resendAfter` is the server's answer (seconds). */
export function rememberCodeSent(purpose: CodePurpose, email: string, resendAfter: number = CODE_RESEND_SECONDS) {
  const all = readAll();
  all[id(purpose, email)] = Date.now() + Math.max(0, resendAfter) * 1000;
  session.set(KEY, JSON.stringify(all));
}

export function secondsLeft(purpose: CodePurpose, email: string, now = Date.now()): number {
  const until = readAll()[id(purpose, email)];
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/** The resend countdown in seconds for one address; `restart` after a new code was sent. */
export function useResendCountdown(purpose: CodePurpose, email: string) {
  const [seconds, setSeconds] = useState(() => secondsLeft(purpose, email));
  useEffect(() => {
    setSeconds(secondsLeft(purpose, email));
  }, [purpose, email]);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds(secondsLeft(purpose, email)), 500);
    return () => clearInterval(timer);
  }, [running, purpose, email]);
  const restart = useCallback(
    (resendAfter?: number) => {
      rememberCodeSent(purpose, email, resendAfter);
      setSeconds(secondsLeft(purpose, email));
    },
    [purpose, email],
  );
  return { seconds, restart };
}
