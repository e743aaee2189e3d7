import { useEffect, useState } from 'react';
import { previewBody } from '../api/content-console-api';

/**
 * The body as the shop will show it: the server's own rendering and sanitising (the same call a
 * save makes), asked for 400 ms after the last keystroke; an older answer is dropped.
 */
export function useBodyPreview(body: string): { html: string; pending: boolean } {
  const [html, setHtml] = useState('');
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      previewBody(body, ctrl.signal)
        .then((r) => !ctrl.signal.aborted && setHtml(r.html))
        .catch(() => undefined)
        .finally(() => !ctrl.signal.aborted && setPending(false));
    }, 400);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [body]);
  return { html, pending };
}
