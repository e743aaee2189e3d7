import { CREDIT_ACCOUNT_STATUSES, CREDIT_TERMS, creditAccountBody, creditDecisionBody, creditReversalBody, type CreditAccountView, type CreditEntry, type CreditInvoice, type CreditTerms, type StaffCreditDetail } from '@netshop/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { useShop } from '../../../../lib/use-shop';
import { useZodForm } from '../../../../lib/use-zod-form';
import { formatDay, minorToTyped, minorUnitsOf, typedToMinor } from '../../lib/format';
import { creditApproveForm, creditPaymentForm } from '../../lib/forms';
import { creditConsoleApi, refusal } from '../api/credit-console-api';
import styles from '../pages/console-credit.module.css';

// The console's credit decisions, each a dialog over one form: the grant or refusal of an
// application, a change of the account (limit, terms, status) over the version read, a bank
// transfer received (with its own idempotency key, made once per dialog), and the reversal of a
// ledger entry. A refusal is said inside the dialog in the server's words (403 the role may only
// read, 409 changed since read or already reversed, 422 on its field); a 409 reads the page again.

export type CreditDialog = { kind: 'approve' } | { kind: 'reject' } | { kind: 'account' } | { kind: 'payment' } | { kind: 'reversal'; entry: CreditEntry };

interface DialogProps {
  detail: StaffCreditDetail;
  open: CreditDialog | null;
  onClose(): void;
  /** After a change: the page reads the company again (and the queue's counts). */
  onChanged(): Promise<void>;
}

export function CreditDialogs(props: DialogProps) {
  const { t } = useTranslation(['console-credit', 'common']);
  const { open, detail } = props;
  const title = !open ? '' : open.kind === 'reversal' ? t('reversal.title', { kind: t(`kinds.${open.entry.kind}`) }) : t(`${open.kind}.title`, { name: detail.companyName });
  return (
    <Dialog open={open !== null} onClose={props.onClose} title={title} closeLabel={t('common:common.close')}>
      {open?.kind === 'approve' && <ApproveForm {...props} />}
      {open?.kind === 'reject' && <RejectForm {...props} />}
      {open?.kind === 'account' && detail.account && <AccountForm {...props} account={detail.account} />}
      {open?.kind === 'payment' && detail.account && <PaymentForm {...props} account={detail.account} />}
      {open?.kind === 'reversal' && <ReversalForm {...props} entry={open.entry} />}
    </Dialog>
  );
}

/** The refusal under the fields, and what a refusal does: 409 reads the page again; fields get their 422 texts. */
function useRefusal(onChanged: () => Promise<void>) {
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (err: HttpError) => {
    setProblem(refusal(err));
    if (err.code === 409) void onChanged();
    // 422's field texts are put on the fields by the form as well (false: not handled here).
    return err.code !== 422;
  };
  const shown: ReactNode = problem && (
    <div className={styles.refusal} data-testid="credit-refusal">
      <Alert kind="error">{problem}</Alert>
    </div>
  );
  return { onError, shown, clear: () => setProblem(null) };
}

function Actions({ onClose, busy, confirm, testId }: { onClose(): void; busy: boolean; confirm: string; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" busy={busy} data-testid={testId}>
        {confirm}
      </Button>
    </div>
  );
}

function TermsSelect({ value, onChange, error }: { value: number; onChange(terms: CreditTerms): void; error?: string }) {
  const { t } = useTranslation('console-credit');
  return (
    <SelectField label={t('fields.terms')} name="terms" value={value} onChange={(e) => onChange(Number(e.target.value) as CreditTerms)} error={error} data-testid="credit-terms">
      {CREDIT_TERMS.map((d) => (
        <option key={d} value={d}>
          {t('terms', { days: d })}
        </option>
      ))}
    </SelectField>
  );
}

function ApproveForm({ detail, onClose, onChanged }: DialogProps) {
  const { t } = useTranslation('console-credit');
  const asked = detail.application?.requestedLimit;
  const [currency, setCurrency] = useState(asked?.currency ?? 'CNY');
  const minorUnits = minorUnitsOf(currency);
  const schema = useMemo(() => creditApproveForm(minorUnits), [minorUnits]);
  const terms = (CREDIT_TERMS as readonly number[]).includes(detail.application?.terms ?? 0) ? (detail.application!.terms as CreditTerms) : 30;
  const form = useZodForm(schema, { decision: 'approve' as const, limit: asked ? minorToTyped(asked.amount, asked.minorUnits) : '', currency, terms, note: '' });
  const r = useRefusal(onChanged);
  const submit = form.submit(async (body) => {
    r.clear();
    const { msg } = await creditConsoleApi.decide(detail.companyId, body);
    alert.success(msg);
    onClose();
    await onChanged();
  }, r.onError);
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="credit-approve-form">
      <p className={styles.lead}>{t('approve.text')}</p>
      <div className={styles.row}>
        <TextField label={t('fields.limit', { currency })} inputMode="decimal" autoComplete="off" data-testid="credit-limit" {...form.field('limit')} />
        <TextField
          label={t('fields.currency')}
          maxLength={3}
          autoCapitalize="characters"
          data-testid="credit-currency"
          {...form.field('currency')}
          onChange={(e) => {
            const c = e.target.value.toUpperCase();
            form.setValue('currency', c);
            if (/^[A-Z]{3}$/.test(c)) setCurrency(c);
          }}
        />
        <TermsSelect value={form.values.terms} onChange={(d) => form.setValue('terms', d)} error={form.error('terms')} />
      </div>
      <TextAreaField label={t('fields.note')} hint={t('fields.noteHint')} rows={3} maxLength={500} {...form.field('note')} />
      {r.shown}
      <Actions onClose={onClose} busy={form.busy} confirm={t('approve.confirm')} testId="credit-approve-confirm" />
    </form>
  );
}

function RejectForm({ detail, onClose, onChanged }: DialogProps) {
  const { t } = useTranslation('console-credit');
  const form = useZodForm(creditDecisionBody, { decision: 'reject' as const, note: '' });
  const r = useRefusal(onChanged);
  const submit = form.submit(async (body) => {
    r.clear();
    const { msg } = await creditConsoleApi.decide(detail.companyId, body);
    alert.success(msg);
    onClose();
    await onChanged();
  }, r.onError);
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="credit-reject-form">
      <p className={styles.lead}>{t('reject.text')}</p>
      <TextAreaField label={t('fields.reason')} hint={t('fields.reasonHint')} rows={4} maxLength={500} required data-testid="credit-reject-reason" {...form.field('note')} />
      {r.shown}
      <Actions onClose={onClose} busy={form.busy} confirm={t('reject.confirm')} testId="credit-reject-confirm" />
    </form>
  );
}

function AccountForm({ detail, account, onClose, onChanged }: DialogProps & { account: CreditAccountView }) {
  const { t } = useTranslation('console-credit');
  const minorUnits = account.limit.minorUnits;
  // The limit is typed as a decimal; the form holds it in minor units for the contract's schema
  // (0 allowed: nothing more on account).
  const schema = creditAccountBody;
  const [limitText, setLimitText] = useState(minorToTyped(account.limit.amount, minorUnits));
  const limit = typedToMinor(limitText, minorUnits);
  const form = useZodForm(schema, { limit: account.limit.amount, terms: account.terms as CreditTerms, status: account.status, note: '', version: detail.version });
  const r = useRefusal(onChanged);
  const limitError = limit === undefined ? t('fields.amountInvalid') : form.error('limit');
  const submit = form.submit(async (body) => {
    if (limit === undefined) return;
    r.clear();
    const { msg } = await creditConsoleApi.account(detail.companyId, { ...body, limit });
    alert.success(msg);
    onClose();
    await onChanged();
  }, r.onError);
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="credit-account-form">
      <p className={styles.lead}>{t('account.text')}</p>
      <div className={styles.row}>
        <TextField
          label={t('fields.limit', { currency: account.currency })}
          name="limit"
          inputMode="decimal"
          autoComplete="off"
          value={limitText}
          onChange={(e) => {
            setLimitText(e.target.value);
            const n = typedToMinor(e.target.value, minorUnits);
            if (n !== undefined) form.setValue('limit', n);
          }}
          error={limitError}
          data-testid="credit-limit"
        />
        <TermsSelect value={form.values.terms} onChange={(d) => form.setValue('terms', d)} error={form.error('terms')} />
        <SelectField label={t('fields.status')} name="status" value={form.values.status} onChange={(e) => form.setValue('status', e.target.value as CreditAccountView['status'])} error={form.error('status')} data-testid="credit-status-select">
          {CREDIT_ACCOUNT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`accountStatus.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t('fields.note')} hint={t('account.noteHint')} rows={3} maxLength={500} data-testid="credit-account-note" {...form.field('note')} />
      {r.shown}
      <Actions onClose={onClose} busy={form.busy} confirm={t('account.confirm')} testId="credit-account-confirm" />
    </form>
  );
}

/** Today in the staff member's time zone, as a date input wants it (2026-11-28). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function PaymentForm({ detail, account, onClose, onChanged }: DialogProps & { account: CreditAccountView }) {
  const { t } = useTranslation('console-credit');
  const { money, locale } = useShop();
  const minorUnits = account.limit.minorUnits;
  // One key per dialog: a double click or a retried answer records the transfer once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => creditPaymentForm(minorUnits), [minorUnits]);
  const form = useZodForm(schema, { amount: '', reference: '', receivedOn: today(), note: '', idempotencyKey });
  // Oldest due first, the order an unallocated payment settles them in.
  const open = detail.invoices.filter((i) => i.status === 'open').sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const [shares, setShares] = useState<Record<string, string>>({});
  const parsed = Object.entries(shares)
    .filter(([, v]) => v.trim() !== '')
    .map(([invoiceNo, v]) => ({ invoiceNo, amount: typedToMinor(v, minorUnits) }));
  const badShare = new Set(parsed.filter((p) => p.amount === undefined || p.amount <= 0).map((p) => p.invoiceNo));
  const r = useRefusal(onChanged);
  const submit = form.submit(async (body) => {
    if (badShare.size > 0) return;
    r.clear();
    const allocations = parsed.map((p) => ({ invoiceNo: p.invoiceNo, amount: p.amount! }));
    const { msg } = await creditConsoleApi.payment(detail.companyId, { ...body, allocations });
    alert.success(msg);
    onClose();
    await onChanged();
  }, r.onError);
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="credit-payment-form">
      <p className={styles.lead}>{t('payment.text', { balance: money(account.balance) })}</p>
      <div className={styles.row}>
        <TextField label={t('fields.amount', { currency: account.currency })} inputMode="decimal" autoComplete="off" data-testid="credit-payment-amount" {...form.field('amount')} />
        <TextField label={t('fields.reference')} hint={t('fields.referenceHint')} maxLength={80} autoComplete="off" data-testid="credit-payment-reference" {...form.field('reference')} />
        <TextField label={t('fields.receivedOn')} type="date" data-testid="credit-payment-date" {...form.field('receivedOn')} />
      </div>
      {open.length > 0 && (
        <fieldset className={styles.allocations} data-testid="credit-payment-allocations">
          <legend>{t('payment.allocations')}</legend>
          <p className={styles.lead}>{t('payment.allocationsHint')}</p>
          {open.map((i: CreditInvoice) => (
            <div key={i.invoiceNo} className={styles.allocation}>
              <span>
                {i.invoiceNo}
                <span className={styles.muted}>{t('payment.invoiceDue', { due: money(i.due), date: formatDay(i.dueAt, locale) })}</span>
              </span>
              <TextField
                label={
                  <>
                    {/* The invoice is named beside the field; a screen reader hears it in the label. */}
                    <span className="visually-hidden">{i.invoiceNo} </span>
                    {t('payment.share')}
                  </>
                }
                inputMode="decimal"
                autoComplete="off"
                value={shares[i.invoiceNo] ?? ''}
                onChange={(e) => setShares((s) => ({ ...s, [i.invoiceNo]: e.target.value }))}
                error={badShare.has(i.invoiceNo) ? t('fields.amountInvalid') : undefined}
                data-testid={`credit-share-${i.invoiceNo}`}
              />
            </div>
          ))}
        </fieldset>
      )}
      <TextAreaField label={t('fields.note')} rows={2} maxLength={500} {...form.field('note')} />
      {r.shown}
      <Actions onClose={onClose} busy={form.busy} confirm={t('payment.confirm')} testId="credit-payment-confirm" />
    </form>
  );
}

function ReversalForm({ detail, entry, onClose, onChanged }: DialogProps & { entry: CreditEntry }) {
  const { t } = useTranslation('console-credit');
  const { money } = useShop();
  const form = useZodForm(creditReversalBody, { entryId: entry.id, note: '' });
  const r = useRefusal(onChanged);
  const submit = form.submit(async (body) => {
    r.clear();
    const { msg } = await creditConsoleApi.reversal(detail.companyId, body);
    alert.success(msg);
    onClose();
    await onChanged();
  }, r.onError);
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="credit-reversal-form">
      <p className={styles.lead}>{t('reversal.text', { amount: money(entry.amount), reference: entry.reference || entry.invoiceNo || '—' })}</p>
      <TextAreaField label={t('fields.reason')} hint={t('reversal.hint')} rows={3} maxLength={500} required data-testid="credit-reversal-note" {...form.field('note')} />
      {r.shown}
      <Actions onClose={onClose} busy={form.busy} confirm={t('reversal.confirm')} testId="credit-reversal-confirm" />
    </form>
  );
}
