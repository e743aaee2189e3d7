import { SESSION_KEYS } from '@netshop/contract/constants';
import { session } from '../../../lib/storage';

// The address and the checked code travel from /enterCode to /newPassword in session storage,
// never in the URL (a code in a URL ends up in history, logs and Referer headers).
const KEY = SESSION_KEYS.passwordReset;

export function saveReset(email: string, code: string) {
  session.set(KEY, JSON.stringify({ email, code }));
}

export function readReset(): { email: string; code: string } | null {
  try {
    const v = JSON.parse(session.get(KEY) ?? 'null') as { email?: unknown; code?: unknown } | null;
    return v && typeof v.email === 'string' && typeof v.code === 'string' ? { email: v.email, code: v.code } : null;
  } catch {
    return null;
  }
}

export function clearReset() {
  session.remove(KEY);
}
