import type { FieldMessageKey } from '@netshop/contract';
import { PASSWORD_MAX, PASSWORD_MIN } from '@netshop/contract/constants';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HttpError } from './http';
import { useFocusFirstError } from './use-focus-first-error';

// Forms check their value object with the contract's zod schema, the same one the server
// validates with (ADR 0001). Issue messages are keys of FIELD_MESSAGE_KEYS, shown in
// the UI language from account.json "validation". An error answer that names fields (422 from
// schema validation, or e.g. 400 "incorrect verification code" on `code`) brings its own
// localized text per field, which is shown until the buyer edits that field.

type Values = Record<string, unknown>;
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first issue of every top-level path (a field shows one message at a time). */
export function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** `data.fields` of an error answer (422, or a 400 about one field): field → localized message; else null. */
export function serverFieldErrors(err: unknown): Record<string, string> | null {
  if (!(err instanceof HttpError) || err.kind !== 'api') return null;
  const fields = (err.data as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return null;
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

export interface ZodFormOptions<T extends Values> {
  /**
   * Checks the schema cannot make while other fields still fail (zod skips an object's
   * refinements then), e.g. "confirm password matches", so the hint appears as soon as the
   * buyer types.
   */
  check?: (values: T) => Partial<Record<keyof T & string, FieldMessageKey>>;
}

/** The schema's answer on the values, and the message key of each field that fails it or `check`. */
function useSchemaKeys<T extends Values, Out>(schema: z.ZodType<Out>, values: T, check: ZodFormOptions<T>['check']) {
  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  // `check` may read more than the values (whether the buyer is a guest, the titles loaded so
  // far): a new function is checked again, so its hints follow what it reads.
  const keys = useMemo(() => {
    const own: Record<string, string> = parsed.success ? {} : firstIssues(parsed.error.issues);
    const extra: Record<string, string | undefined> = check?.(values) ?? {};
    for (const [k, v] of Object.entries(extra)) if (v && !(k in own)) own[k] = v;
    return own;
  }, [parsed, values, check]);
  return { parsed, keys };
}

export function useZodForm<T extends Values, Out>(schema: z.ZodType<Out>, initial: T, options: ZodFormOptions<T> = {}) {
  const { t } = useTranslation('account');
  const [values, setValuesState] = useState<T>(initial);
  const initialRef = useRef<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const { parsed, keys } = useSchemaKeys(schema, values, options.check);

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValuesState((v) => ({ ...v, [name]: value }));
    setServer((s) => {
      if (!(name in s)) return s;
      const { [name]: _gone, ...rest } = s;
      return rest;
    });
  }, []);

  const touch = useCallback((name: keyof T & string) => setTouched((s) => (s[name] ? s : { ...s, [name]: true })), []);

  /**
   * The message to show next to a field: a server text, or the schema's key once the form was
   * submitted or the buyer left the field after changing it (tabbing through an empty form
   * does not light it up in red).
   */
  const error = (name: keyof T & string): string | undefined => {
    if (server[name]) return server[name];
    const dirty = values[name] !== initialRef.current[name];
    if (!(submitted || (touched[name] && dirty))) return undefined;
    const key = keys[name];
    return key ? t(`validation.${key}`, { min: PASSWORD_MIN, max: PASSWORD_MAX, defaultValue: t('validation.invalid') }) : undefined;
  };

  /** Props for a text input bound to one field (TextField, PasswordField). */
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: (values[name] ?? '') as string,
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value as T[K]),
    onBlur: (e: { relatedTarget: EventTarget | null }) => {
      // Leaving for the submit button: the submit shows every message at once. A message
      // appearing now would move the button away from under the pointer and swallow the click.
      const to = e.relatedTarget as HTMLButtonElement | null;
      if (to?.type === 'submit' && to.form === formRef.current) return;
      touch(name);
    },
    error: error(name),
  });

  const focusFirstError = useFocusFirstError(formRef);

  /** Puts server texts on their fields; true when there were any. Also for a page's own field errors. */
  const applyServerErrors = (errs: Record<string, string> | null): boolean => {
    if (!errs || Object.keys(errs).length === 0) return false;
    setServer((s) => ({ ...s, ...errs }));
    focusFirstError(Object.keys(errs));
    return true;
  };

  /**
   * The form's onSubmit: marks every field for display, stops at the first invalid one, else
   * runs `action` with the schema's output once (no second submit while it runs). An HttpError
   * was already shown by the client; its `data.fields` also land on the fields, unless
   * `onError` handled the error itself (returned true).
   * Forms pass it as `onSubmit={(e) => void onSubmit(e)}`: nothing waits for it, since it handles
   * an HttpError itself, and any other error is a bug that is left to surface as an unhandled rejection.
   */
  const submit = (action: (data: Out) => Promise<void> | void, onError?: (err: HttpError) => boolean | void) => async (e?: FormEvent) => {
    e?.preventDefault();
    if (busyRef.current) return;
    setSubmitted(true);
    const extra = options.check?.(values) ?? {};
    const invalid = [...(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0] ?? ''))), ...Object.keys(extra).filter((k) => extra[k as keyof typeof extra])];
    if (!parsed.success || invalid.length > 0) {
      focusFirstError(invalid);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      await action(parsed.data);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (!onError?.(err)) applyServerErrors(serverFieldErrors(err));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const reset = useCallback((next: T) => {
    initialRef.current = next;
    setValuesState(next);
    setTouched({});
    setSubmitted(false);
    setServer({});
  }, []);

  return {
    values,
    setValue,
    touch,
    field,
    error,
    submit,
    busy,
    valid: parsed.success && Object.keys(keys).length === 0,
    setFieldError: (name: keyof T & string, message: string) => applyServerErrors({ [name]: message }),
    applyServerErrors,
    reset,
    formRef,
  };
}
