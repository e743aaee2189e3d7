import type { StockSkuRow, StockWarehouse } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { formatDay } from '../../../../lib/arrival-dates';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { useZodForm } from '../../../../lib/use-zod-form';
import { stockConsoleApi, stockKey } from '../api/stock-console-api';
import { dayBounds, incomingForm, moveForm, setForm, type IncomingFormValues, type MoveFormValues, type SetFormValues } from '../lib/stock-forms';
import styles from './stock.module.css';

/** What a row's action opened: a count, a move, a delivery recorded, deliveries received. */
export type StockAction = { kind: 'set' | 'move' | 'incoming' | 'receive'; sku: StockSkuRow; warehouseId?: number } | null;

interface DialogProps {
  action: StockAction;
  warehouses: readonly StockWarehouse[];
  onClose(): void;
}

/** A warehouse as the dialogs name it: "Munich (MUC)". */
export const warehouseLabel = (w: StockWarehouse) => (w.name === w.code ? w.code : `${w.name} (${w.code})`);

/** After a change: the message, and every stock list and ledger read again. */
function useDone(onClose: () => void) {
  const queryClient = useQueryClient();
  return async (msg: string) => {
    alert.success(msg);
    onClose();
    await queryClient.invalidateQueries({ queryKey: stockKey });
  };
}

/**
 * A refusal inside the dialog: a 409 (below reserved, more than available, changed meanwhile) is
 * the server's sentence above the form; a 422 also marks the fields it names.
 */
function useProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (err: HttpError) => {
    if (err.kind !== 'api') return true;
    setProblem(err.message);
    return err.code !== 422;
  };
  return { problem, clear: () => setProblem(null), onError };
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <div className={styles.problem} data-testid="stock-problem">
      <Alert kind="error">{text}</Alert>
    </div>
  ) : null;
}

function SkuHead({ sku }: { sku: StockSkuRow }) {
  return (
    <p className={styles.dialogSku}>
      <strong>{sku.productNo}</strong> <span className={styles.muted}>{sku.name}</span>
    </p>
  );
}

const levelOf = (sku: StockSkuRow, warehouseId: number) => sku.levels.find((l) => l.warehouseId === warehouseId) ?? { warehouseId, onHand: 0, reserved: 0, available: 0 };

/** Sets on hand in one warehouse after a count; never below what orders hold there. */
function SetDialog({ action, warehouses, onClose }: DialogProps) {
  const { t } = useTranslation(['console-stock', 'common']);
  const sku = action!.sku;
  const active = warehouses.filter((w) => w.active);
  const first = action!.warehouseId ?? active[0]?.id ?? 0;
  const initial: SetFormValues = { warehouseId: String(first), onHand: String(levelOf(sku, first).onHand), reason: '' };
  const form = useZodForm(setForm, initial);
  const p = useProblem();
  const done = useDone(onClose);
  const level = levelOf(sku, Number(form.values.warehouseId));
  const submit = form.submit(async (v) => {
    p.clear();
    const r = await stockConsoleApi.set(sku.skuId, v.warehouseId, { onHand: v.onHand, reason: v.reason, onHandWas: level.onHand });
    await done(r.msg);
  }, p.onError);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('set.title')}
      closeLabel={t('common:common.close')}
      formId="stock-set-form"
      dismissLabel={t('cancel')}
      submitLabel={t('set.submit')}
      busy={form.busy}
      submitTestId="stock-set-submit"
    >
      <form id="stock-set-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <SkuHead sku={sku} />
        <Problem text={p.problem} />
        <SelectField
          label={t('warehouse')}
          value={form.values.warehouseId}
          onChange={(e) => {
            form.setValue('warehouseId', e.target.value);
            form.setValue('onHand', String(levelOf(sku, Number(e.target.value)).onHand));
          }}
          error={form.error('warehouseId')}
          data-testid="stock-set-warehouse"
        >
          {active.map((w) => (
            <option key={w.id} value={w.id}>
              {warehouseLabel(w)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('set.onHand')}
          hint={level.reserved > 0 ? t('set.reservedHint', { reserved: level.reserved, onHand: level.onHand }) : t('set.nowHint', { onHand: level.onHand })}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('onHand')}
          data-testid="stock-set-on-hand"
        />
        <TextAreaField label={t('set.reason')} hint={t('set.reasonHint')} rows={2} maxLength={200} {...form.field('reason')} data-testid="stock-set-reason" />
      </form>
    </FormDialog>
  );
}

/** Moves available units from one warehouse to another. */
function MoveDialog({ action, warehouses, onClose }: DialogProps) {
  const { t } = useTranslation(['console-stock', 'common']);
  const sku = action!.sku;
  const active = warehouses.filter((w) => w.active);
  const from = action!.warehouseId ?? [...sku.levels].sort((a, b) => b.available - a.available)[0]?.warehouseId ?? active[0]?.id ?? 0;
  const to = active.find((w) => w.id !== from)?.id ?? 0;
  const form = useZodForm(moveForm, { fromWarehouseId: String(from), toWarehouseId: String(to), quantity: '', note: '' } as MoveFormValues);
  const p = useProblem();
  const done = useDone(onClose);
  const available = levelOf(sku, Number(form.values.fromWarehouseId)).available;
  const submit = form.submit(async (v) => {
    p.clear();
    if (v.fromWarehouseId === v.toWarehouseId) {
      form.setFieldError('toWarehouseId', t('move.same'));
      return;
    }
    const r = await stockConsoleApi.transfer(sku.skuId, v);
    await done(r.msg);
  }, p.onError);
  const options = active.map((w) => (
    <option key={w.id} value={w.id}>
      {warehouseLabel(w)} · {t('move.availableShort', { count: levelOf(sku, w.id).available })}
    </option>
  ));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('move.title')}
      closeLabel={t('common:common.close')}
      formId="stock-move-form"
      dismissLabel={t('cancel')}
      submitLabel={t('move.submit')}
      busy={form.busy}
      submitTestId="stock-move-submit"
    >
      <form id="stock-move-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <SkuHead sku={sku} />
        <Problem text={p.problem} />
        <div className={styles.pair}>
          <SelectField label={t('move.from')} value={form.values.fromWarehouseId} onChange={(e) => form.setValue('fromWarehouseId', e.target.value)} error={form.error('fromWarehouseId')} data-testid="stock-move-from">
            {options}
          </SelectField>
          <SelectField label={t('move.to')} value={form.values.toWarehouseId} onChange={(e) => form.setValue('toWarehouseId', e.target.value)} error={form.error('toWarehouseId')} data-testid="stock-move-to">
            {options}
          </SelectField>
        </div>
        <TextField label={t('move.quantity')} hint={t('move.quantityHint', { available })} inputMode="numeric" autoComplete="off" {...form.field('quantity')} data-testid="stock-move-quantity" />
        <TextAreaField label={t('note')} rows={2} maxLength={200} {...form.field('note')} data-testid="stock-move-note" />
      </form>
    </FormDialog>
  );
}

/** Records a delivery on its way to a warehouse. */
function IncomingDialog({ action, warehouses, onClose }: DialogProps) {
  const { t } = useTranslation(['console-stock', 'common']);
  const sku = action!.sku;
  const active = warehouses.filter((w) => w.active);
  const bounds = dayBounds();
  const form = useZodForm(incomingForm, { warehouseId: String(action!.warehouseId ?? active[0]?.id ?? ''), quantity: '', expectedOn: '', note: '' } as IncomingFormValues);
  const p = useProblem();
  const done = useDone(onClose);
  const submit = form.submit(async (v) => {
    p.clear();
    const r = await stockConsoleApi.addIncoming(sku.skuId, v);
    await done(r.msg);
  }, p.onError);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('incoming.title')}
      closeLabel={t('common:common.close')}
      formId="stock-incoming-form"
      dismissLabel={t('cancel')}
      submitLabel={t('incoming.submit')}
      busy={form.busy}
      submitTestId="stock-incoming-submit"
    >
      <form id="stock-incoming-form" ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <SkuHead sku={sku} />
        <Problem text={p.problem} />
        <SelectField label={t('warehouse')} value={form.values.warehouseId} onChange={(e) => form.setValue('warehouseId', e.target.value)} error={form.error('warehouseId')} data-testid="stock-incoming-warehouse">
          {active.map((w) => (
            <option key={w.id} value={w.id}>
              {warehouseLabel(w)}
            </option>
          ))}
        </SelectField>
        <div className={styles.pair}>
          <TextField label={t('incoming.quantity')} inputMode="numeric" autoComplete="off" {...form.field('quantity')} data-testid="stock-incoming-quantity" />
          <TextField label={t('incoming.expectedOn')} hint={t('incoming.expectedHint')} type="date" min={bounds.min} max={bounds.max} {...form.field('expectedOn')} data-testid="stock-incoming-date" />
        </div>
        <TextAreaField label={t('note')} hint={t('incoming.noteHint')} rows={2} maxLength={200} {...form.field('note')} data-testid="stock-incoming-note" />
      </form>
    </FormDialog>
  );
}

/** The SKU's open deliveries: each received (its units go on hand) or cancelled, once. */
function ReceiveDialog({ action, warehouses, onClose }: DialogProps) {
  const { t, i18n } = useTranslation(['console-stock', 'common']);
  const sku = action!.sku;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [confirmCancel, setConfirmCancel] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [gone, setGone] = useState<number[]>([]);
  const name = (id: number) => {
    const w = warehouses.find((x) => x.id === id);
    return w ? warehouseLabel(w) : `#${id}`;
  };
  const run = async (id: number, call: () => Promise<{ msg: string }>) => {
    setBusy(id);
    setProblem(null);
    try {
      const r = await call();
      alert.success(r.msg);
      setGone((g) => [...g, id]);
      setConfirmCancel(null);
      await queryClient.invalidateQueries({ queryKey: stockKey });
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'api') setProblem(err.message);
    } finally {
      setBusy(null);
    }
  };
  const open = sku.incoming.filter((i) => !gone.includes(i.id));
  return (
    <Dialog open onClose={onClose} title={t('receive.title')} closeLabel={t('common:common.close')}>
      <SkuHead sku={sku} />
      <Problem text={problem} />
      {open.length === 0 ? (
        <p className={styles.muted} data-testid="stock-receive-none">
          {t('receive.none')}
        </p>
      ) : (
        <ul className={styles.deliveries} data-testid="stock-receive-list">
          {open.map((i) => (
            <li key={i.id} className={styles.delivery} data-testid={`stock-delivery-${i.id}`}>
              <div>
                <strong>{t('receive.units', { count: i.quantity })}</strong> → {name(i.warehouseId)}
                <span className={styles.muted}>
                  {t('receive.expected', { day: formatDay(i.expectedOn, i18n.language) })}
                  {i.note && ` · ${i.note}`}
                </span>
              </div>
              <div className={styles.deliveryActions}>
                {confirmCancel === i.id ? (
                  <>
                    <span className={styles.confirmText}>{t('receive.confirmCancel')}</span>
                    <Button size="small" variant="secondary" busy={busy === i.id} onClick={() => void run(i.id, () => stockConsoleApi.cancelIncoming(sku.skuId, i.id))} data-testid={`stock-cancel-confirm-${i.id}`}>
                      {t('receive.cancelYes')}
                    </Button>
                    <Button size="small" variant="ghost" onClick={() => setConfirmCancel(null)}>
                      {t('receive.keep')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="small" busy={busy === i.id} disabled={busy !== null} onClick={() => void run(i.id, () => stockConsoleApi.receive(sku.skuId, i.id))} data-testid={`stock-receive-${i.id}`}>
                      {t('receive.submit')}
                    </Button>
                    <Button size="small" variant="ghost" disabled={busy !== null} onClick={() => setConfirmCancel(i.id)} data-testid={`stock-cancel-${i.id}`}>
                      {t('receive.cancel')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** The dialog of the row action chosen (none when `action` is null). */
export function StockDialogs(props: DialogProps) {
  const a = props.action;
  if (!a) return null;
  // The key gives every opening a fresh form.
  const key = `${a.kind}-${a.sku.skuId}-${a.warehouseId ?? ''}`;
  if (a.kind === 'set') return <SetDialog key={key} {...props} />;
  if (a.kind === 'move') return <MoveDialog key={key} {...props} />;
  if (a.kind === 'incoming') return <IncomingDialog key={key} {...props} />;
  return <ReceiveDialog key={key} {...props} />;
}
