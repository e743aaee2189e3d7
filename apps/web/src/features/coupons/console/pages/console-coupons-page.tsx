import { staffCouponBody, type StaffCoupon, type StaffCouponBody } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { firstIssues, serverFieldErrors } from '../../../../lib/use-zod-form';
import { couponsConsoleApi, couponsKey, couponsQuery } from '../api/coupons-console-api';
import styles from './console-coupons.module.css';

type Kind = StaffCouponBody['kind'];
/** The form as typed: amounts in percent or dollars and dates as the datetime-local inputs give them. */
interface Values {
  code: string;
  kind: Kind;
  value: string;
  minAmount: string;
  startsAt: string;
  expiresAt: string;
  public: boolean;
}
type FieldName = 'code' | 'value' | 'minAmount' | 'startsAt' | 'expiresAt';
const FIELDS: FieldName[] = ['code', 'value', 'minAmount', 'startsAt', 'expiresAt'];
/** The schema's message keys the page has words for; anything else (a NaN, a type) reads as "invalid". */
const KNOWN = new Set(['required', 'invalid', 'tooLong']);
const DAY_MS = 86_400_000;

/** A Date as a datetime-local input's value, in the browser's time zone, to the minute. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
function blank(): Values {
  const now = new Date();
  now.setSeconds(0, 0);
  return { code: '', kind: 'percent', value: '', minAmount: '0', startsAt: toLocalInput(now), expiresAt: toLocalInput(new Date(now.getTime() + 30 * DAY_MS)), public: true };
}

/**
 * "12.5" (percent) → 1250 basis points; "20" (dollars) → 2000 cents: both are hundredths. Empty is
 * missing; a third decimal stays a fraction, which the schema's int() refuses.
 */
function hundredths(text: string): number | undefined {
  const s = text.trim().replace(',', '.');
  if (s === '') return undefined;
  const n = Number(s) * 100;
  const rounded = Math.round(n);
  return Math.abs(n - rounded) < 1e-6 ? rounded : n;
}
/** A datetime-local value as ISO (UTC); '' or nonsense stays as typed for the schema to refuse. */
function toIso(local: string): string {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
}
const toInput = (v: Values) => ({
  code: v.code,
  kind: v.kind,
  value: hundredths(v.value),
  minAmount: hundredths(v.minAmount),
  startsAt: toIso(v.startsAt),
  expiresAt: toIso(v.expiresAt),
  public: v.public,
});

/** Dollars and percentages in the console's language. */
function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      usd: (cents: number) => usd.format(cents / 100),
      value: (c: Pick<StaffCoupon, 'kind' | 'value'>) => (c.kind === 'percent' ? percent.format(c.value / 10_000) : usd.format(c.value / 100)),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [locale]);
}

/**
 * /console/coupons (sales and administrators, permission coupons.manage): the shop's coupons,
 * newest first, with how many buyers hold each and how many orders used it; a form for a new one;
 * and "End now" for one that is scheduled or running.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const queryClient = useQueryClient();
  const allowed = useStaffCan('coupons.manage');
  const list = useQuery({ ...couponsQuery, enabled: allowed });
  const fmt = useFormats();
  const [ending, setEnding] = useState<StaffCoupon | null>(null);
  const [busy, setBusy] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const end = async () => {
    if (!ending || busy) return;
    setBusy(true);
    try {
      await couponsConsoleApi.end(ending.id);
      alert.success(t('coupons.ended', { code: ending.code }));
    } catch (err) {
      // The HTTP client has shown the answer's message; the list is read again either way.
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
      setEnding(null);
    }
    await queryClient.invalidateQueries({ queryKey: couponsKey });
    // The button is gone with the coupon's new state: the list's heading takes the focus.
    listHeading.current?.focus();
  };

  const coupons = list.data;
  return (
    <PermissionGate permission="coupons.manage" title={t('coupons.title')} noAccess={t('coupons.noAccess')} error={list.error} testId="coupons-no-access">
      <h1>{t('coupons.title')}</h1>
      <p className={styles.lead}>{t('coupons.lead')}</p>

      <section className={styles.panel} aria-labelledby="coupons-list-title">
        <h2 id="coupons-list-title" ref={listHeading} tabIndex={-1}>
          {t('coupons.list')}
        </h2>
        {list.isError && !coupons ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !coupons ? (
          <Skeleton height={160} />
        ) : coupons.length === 0 ? (
          <p className={styles.empty} data-testid="coupons-empty">
            {t('coupons.empty')}
          </p>
        ) : (
          // On a phone the rows become cards (CSS); the roles keep them a table for screen readers.
          <div className={styles.scroll}>
            <table className={styles.table} role="table" data-testid="coupons-table">
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">{t('coupons.columns.code')}</th>
                  <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.value')}</th>
                  <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.minimum')}</th>
                  <th scope="col" role="columnheader">{t('coupons.columns.validity')}</th>
                  <th scope="col" role="columnheader">{t('coupons.columns.visibility')}</th>
                  <th scope="col" role="columnheader">{t('coupons.columns.state')}</th>
                  <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.claims')}</th>
                  <th scope="col" role="columnheader" className={styles.num}>{t('coupons.columns.uses')}</th>
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">{t('coupons.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {coupons.map((c) => (
                  <tr key={c.id} role="row" data-testid={`coupon-row-${c.id}`}>
                    <td role="cell" className={styles.code}>
                      <code>{c.code}</code>
                    </td>
                    <td role="cell" className={styles.num} data-label={t('coupons.columns.value')}>
                      {fmt.value(c)}
                    </td>
                    <td role="cell" className={styles.num} data-label={t('coupons.columns.minimum')}>
                      {c.minAmount > 0 ? fmt.usd(c.minAmount) : t('coupons.noMinimum')}
                    </td>
                    <td role="cell" data-label={t('coupons.columns.validity')}>
                      {t('coupons.validity', { from: fmt.date(c.startsAt), to: fmt.date(c.expiresAt) })}
                    </td>
                    <td role="cell" data-label={t('coupons.columns.visibility')}>
                      {c.public ? t('coupons.public') : t('coupons.private')}
                    </td>
                    <td role="cell" data-label={t('coupons.columns.state')}>
                      <span className={styles.state} data-state={c.state}>
                        {t(`coupons.state.${c.state}`)}
                      </span>
                    </td>
                    <td role="cell" className={styles.num} data-label={t('coupons.columns.claims')}>
                      {c.claims}
                    </td>
                    <td role="cell" className={styles.num} data-label={t('coupons.columns.uses')}>
                      {c.uses}
                    </td>
                    <td role="cell" className={styles.actions}>
                      {c.state !== 'ended' && (
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setEnding(c)}
                          data-testid={`coupon-end-${c.id}`}
                        >
                          {t('coupons.end')}
                          <span className="visually-hidden"> {c.code}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <NewCoupon />

      <Dialog
        open={ending !== null}
        onClose={() => !busy && setEnding(null)}
        title={t('coupons.endTitle', { code: ending?.code ?? '' })}
        closeLabel={t('common:common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)} disabled={busy}>
              {t('common:common.cancel')}
            </Button>
            <Button variant="accent" busy={busy} onClick={() => void end()} data-testid="coupon-end-confirm">
              {t('coupons.endConfirm')}
            </Button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('coupons.endText')}</p>
      </Dialog>
    </PermissionGate>
  );
}

/**
 * The form for a new coupon, checked with the contract's schema (the one the server validates
 * with): a field shows its problem once the form was submitted, or once the person left it after
 * changing it; a 422 from the server puts its texts on the fields it names.
 */
function NewCoupon() {
  const { t } = useTranslation(['console', 'account']);
  const queryClient = useQueryClient();
  const fmt = useFormats();
  const [values, setValues] = useState<Values>(blank);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = useMemo(() => staffCouponBody.safeParse(toInput(values)), [values]);
  const issues = useMemo(() => (parsed.success ? {} : firstIssues(parsed.error.issues)), [parsed]);

  const messageFor = (name: FieldName, key: string): string => {
    if (values[name].trim() === '') return t('account:validation.required');
    if (name === 'code') return t('coupons.codeInvalid');
    if (name === 'value') return t(values.kind === 'percent' ? 'coupons.percentInvalid' : 'coupons.amountInvalid');
    if (name === 'minAmount') return t('coupons.amountInvalid');
    if (name === 'expiresAt' && !Number.isNaN(Date.parse(values.expiresAt))) return t('coupons.expiresInvalid');
    return t(`account:validation.${KNOWN.has(key) ? key : 'invalid'}`);
  };
  const error = (name: FieldName): string | undefined => {
    if (server[name]) return server[name];
    if (!(submitted || touched[name])) return undefined;
    const key = issues[name];
    return key ? messageFor(name, key) : undefined;
  };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => {
      if (!(name in s)) return s;
      const { [name]: _gone, ...rest } = s;
      return rest;
    });
  };
  const fieldProps = (name: FieldName) => ({
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
      for (const name of FIELDS.filter((f) => names.includes(f))) {
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
      setValues(blank());
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

  const percent = values.kind === 'percent';
  const preview = parsed.success ? fmt.value(parsed.data) : null;
  return (
    <section className={styles.panel} aria-labelledby="coupon-new-title">
      <h2 id="coupon-new-title">{t('coupons.new')}</h2>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void create(e)} noValidate data-testid="coupon-form">
        <TextField
          id="coupon-code"
          label={t('coupons.code')}
          hint={t('coupons.codeHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={40}
          className={styles.codeField}
          {...fieldProps('code')}
        />
        <fieldset className={styles.kind}>
          <legend>{t('coupons.kind')}</legend>
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
              {t(`coupons.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          id="coupon-value"
          inputMode="decimal"
          autoComplete="off"
          label={percent ? t('coupons.percentValue') : t('coupons.fixedValue')}
          hint={preview ? t('coupons.preview', { value: preview }) : percent ? t('coupons.percentHint') : t('coupons.fixedHint')}
          {...fieldProps('value')}
        />
        <TextField id="coupon-min" inputMode="decimal" autoComplete="off" label={t('coupons.minAmount')} hint={t('coupons.minAmountHint')} {...fieldProps('minAmount')} />
        <TextField id="coupon-starts" type="datetime-local" label={t('coupons.startsAt')} {...fieldProps('startsAt')} />
        <TextField id="coupon-expires" type="datetime-local" label={t('coupons.expiresAt')} {...fieldProps('expiresAt')} />
        <div className={styles.check}>
          <label>
            <input type="checkbox" name="public" checked={values.public} onChange={(e) => set('public', e.target.checked)} aria-describedby="coupon-public-hint" />
            {t('coupons.publicLabel')}
          </label>
          <span id="coupon-public-hint" className={styles.hint}>
            {t('coupons.publicHint')}
          </span>
        </div>
        <div className={styles.formActions}>
          <Button type="submit" busy={busy} data-testid="coupon-create">
            {t('coupons.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
