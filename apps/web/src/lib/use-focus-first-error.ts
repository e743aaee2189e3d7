import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the first of the named fields of a form, after React has rendered their messages, so
 * the field is announced with its error (use-zod-form.ts). A frame still pending when the form
 * goes away is cancelled: it would look for fields (and, in a test, for a browser environment
 * already torn down) that are gone.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>) {
  const focusFrame = useRef<number | undefined>(undefined);
  useEffect(() => () => cancelAnimationFrame(focusFrame.current ?? 0), []);

  return (names: string[]) => {
    cancelAnimationFrame(focusFrame.current ?? 0);
    focusFrame.current = requestAnimationFrame(() => {
      const form = formRef.current;
      if (!form) return;
      for (const n of names) {
        // The form's own controls by name (no selector to escape; jsdom has no CSS.escape either).
        const item = form.elements.namedItem(n) as HTMLElement | RadioNodeList | null;
        const el = item && 'focus' in item ? item : ((item as RadioNodeList | null)?.[0] as HTMLElement | undefined);
        if (el) {
          el.focus();
          return;
        }
      }
    });
  };
}
