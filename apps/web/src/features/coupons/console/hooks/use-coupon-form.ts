import { staffCouponBody, type StaffCouponBody } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { firstIssues, serverFieldErrors } from '../../../../lib/use-zod-form';
import { couponsConsoleApi, couponsKey } from '../api/coupons-console-api';
import { blankCoupon, COUPON_FIELDS, toCouponInput, type CouponFieldName, type CouponValues } from '../lib/coupon-form';

/** The schema's message keys the page has words for; anything else (a NaN, a type) reads as "invalid". */
const KNOWN = new Set(['required', 'invalid', 'tooLong']);

/**
 * The new coupon's form, checked with the contract's schema (the one the server validates with):
 * a field shows its problem once the form was submitted, or once the person left it after
 * changing it; a 422 from the server puts its texts on the fields it names.
 */
export function useCouponForm() {
  const { t } = useTranslation(['console', 'account']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CouponValues>(blankCoupon);
  const [touched, setTouched] = useState<Partial<Record<CouponFieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = useMemo(() => staffCouponBody.safeParse(toCouponInput(values)), [values]);
  const issues = useMemo(() => (parsed.success ? {} : firstIssues(parsed.error.issues)), [parsed]);

  const messageFor = (name: CouponFieldName, key: string): string => {
    if (values[name].trim() === '') return t('account:validation.required');
    if (name === 'code') return t('coupons.codeInvalid');
    if (name === 'value') return t(values.kind === 'percent' ? 'coupons.percentInvalid' : 'coupons.amountInvalid');
    if (name === 'minAmount') return t('coupons.amountInvalid');
    if (name === 'expiresAt' && !Number.isNaN(Date.parse(values.expiresAt))) return t('coupons.expiresInvalid');
    return t(`account:validation.${KNOWN.has(key) ? key : 'invalid'}`);
  };
  const error = (name: CouponFieldName): string | undefined => {
    if (server[name]) return server[name];
    if (!(submitted || touched[name])) return undefined;
    const key = issues[name];
    return key ? messageFor(name, key) : undefined;
  };

  const set = <K extends keyof CouponValues>(name: K, value: CouponValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => {
      if (!(name in s)) return s;
      const { [name]: _gone, ...rest } = s;
      return rest;
    });
  };
  const fieldProps = (name: CouponFieldName) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    onBlur: (e: FocusEvent) => {
      // Leaving for Create: the submit shows every message at once.
      const to = e.relatedTarget as HTMLButtonElement | null;
      if (to?.type === 'submit' && to.form === formRef.current) return;
      setTouched((s) => (s[name] || values[name] === '' ? s : { ...s, [name]: true }));
    },
    error: error(name),
  });

  const focusFirst = (names: string[]) => {
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => {
      for (const name of COUPON_FIELDS.filter((f) => names.includes(f))) {
        const el = formRef.current?.elements.namedItem(name);
        if (el instanceof HTMLElement) return el.focus();
      }
    });
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!parsed.success) return focusFirst(Object.keys(issues));
    const body: StaffCouponBody = parsed.data;
    setBusy(true);
    try {
      await couponsConsoleApi.create(body);
      alert.success(t('coupons.created', { code: body.code }));
      setValues(blankCoupon());
      setTouched({});
      setSubmitted(false);
      await queryClient.invalidateQueries({ queryKey: couponsKey });
      focusFirst(['code']);
    } catch (err) {
      // The HTTP client has shown the answer's message (409: the code exists; 403; network…).
      if (!(err instanceof HttpError)) throw err;
      const fields = serverFieldErrors(err);
      if (fields && Object.keys(fields).length) {
        setServer(fields);
        focusFirst(Object.keys(fields));
      } else if (err.code === 409) focusFirst(['code']);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, fieldProps, create, busy, formRef, valid: parsed.success ? parsed.data : null };
}
