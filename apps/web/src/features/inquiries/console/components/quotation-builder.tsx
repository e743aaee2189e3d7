import { formatBasisPoints, formatMoney, QUOTATION_DEFAULT_VALID_DAYS, QUOTATION_MAX_VALID_DAYS, QUOTATION_NOTE_MAX, type QuotationSku, type StaffInquiry } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { inquiriesConsoleApi, inquiriesKey, quotationSkusQuery } from '../api/inquiries-console-api';
import { draftTotals, fromMinor, toMinor, toQuantity, type DraftLine } from '../lib/quotation-draft';
import styles from './quotation-builder.module.css';

/** A day `days` from now in Shenzhen (the seller's calendar the validity is counted in), YYYY-MM-DD. */
export function shenzhenDay(days: number, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(now + days * 86_400_000));
}

/** Where a draft starts: the latest version's lines and amounts, else the lines the buyer asked for. */
function initialLines(d: StaffInquiry): DraftLine[] {
  const latest = d.quotations[0];
  const mu = d.quotationDefaults.minorUnits;
  if (latest && latest.currency === d.quotationDefaults.currency)
    return latest.lines.map((l) => ({ skuId: l.skuId, productNo: l.productNo, name: l.name, quantity: String(l.quantity), unitPrice: fromMinor(l.unitPrice.amount, mu) }));
  return d.requestedLines.map((l) => ({ skuId: l.skuId, productNo: l.productNo, name: l.name, quantity: String(l.quantity), unitPrice: '' }));
}

/**
 * The console's quotation builder (issue 15): SKUs found by product number, quantities and
 * negotiated unit prices (prefilled with the list price in the buyer's currency), a shipping
 * estimate, the validity and a note; the tax of the buyer's destination and the totals as the
 * server computes them. "Send quotation" sends the next version, superseding the current one.
 */
export function QuotationBuilder({ inquiry: d }: { inquiry: StaffInquiry }) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const { currency, currencyId, minorUnits, taxRateBp, country } = d.quotationDefaults;
  const [lines, setLines] = useState<DraftLine[]>(() => initialLines(d));
  const [shipping, setShipping] = useState(() => (d.quotations[0] ? fromMinor(d.quotations[0].shippingFee, minorUnits) : fromMinor(0, minorUnits)));
  const [validUntil, setValidUntil] = useState(() => shenzhenDay(QUOTATION_DEFAULT_VALID_DAYS));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency, minorUnits, i18n.language);
  const totals = draftTotals(lines, shipping, taxRateBp, minorUnits);

  // Lines the buyer asked for get their list price once it is known.
  const pending = lines.find((l) => l.unitPrice === '');
  const lookup = useQuery(quotationSkusQuery(pending?.productNo ?? '', currencyId));
  useEffect(() => {
    const hit = lookup.data?.find((s) => s.skuId === pending?.skuId);
    if (hit) setLines((ls) => ls.map((l) => (l.skuId === hit.skuId && l.unitPrice === '' ? { ...l, unitPrice: fromMinor(hit.listPrice.amount, minorUnits) } : l)));
  }, [lookup.data, pending?.skuId, minorUnits]);

  const add = (s: QuotationSku) =>
    setLines((ls) =>
      ls.some((l) => l.skuId === s.skuId) ? ls : [...ls, { skuId: s.skuId, productNo: s.productNo, name: s.name, quantity: '1', unitPrice: fromMinor(s.listPrice.amount, minorUnits) }],
    );
  const update = (skuId: number, patch: Partial<DraftLine>) => setLines((ls) => ls.map((l) => (l.skuId === skuId ? { ...l, ...patch } : l)));

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!totals.complete || busy) return;
    setBusy(true);
    try {
      const { data, msg } = await inquiriesConsoleApi.quote(d.id, {
        currencyId,
        lines: lines.map((l) => ({ skuId: l.skuId, quantity: toQuantity(l.quantity)!, unitPrice: toMinor(l.unitPrice, minorUnits)! })),
        shippingFee: toMinor(shipping, minorUnits)!,
        validUntil,
        note,
      });
      alert.success(t('inquiries.builder.sent', { msg, version: data.version }));
      setNote('');
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: inquiriesKey });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  // Amounts too large to add up exactly have no total to show (the alert below says why).
  const sum = (amount: number) => (totals.tooLarge.length ? '–' : money(amount));
  const next = (d.quotations[0]?.version ?? 0) + 1;
  return (
    <form className={styles.builder} onSubmit={(e) => void send(e)} noValidate aria-labelledby="quotation-builder-title" data-testid="quotation-builder">
      <h2 id="quotation-builder-title" className={styles.title}>
        {t('inquiries.builder.title', { version: next })}
      </h2>
      <p className={styles.muted}>
        {t('inquiries.builder.currency', { currency })} · {country ? t('inquiries.builder.taxOf', { country, rate: formatBasisPoints(taxRateBp, i18n.language) }) : t('inquiries.builder.noTax')}
      </p>
      <SkuSearch currencyId={currencyId} onAdd={add} money={(m) => formatMoney(m.amount, m.currency, m.minorUnits, i18n.language)} />
      {lines.length === 0 ? (
        <p className={styles.muted} data-testid="builder-empty">
          {t('inquiries.builder.empty')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('inquiries.builder.product')}</th>
                <th scope="col">{t('inquiries.builder.quantity')}</th>
                <th scope="col">{t('inquiries.builder.unitPrice', { currency })}</th>
                <th scope="col" className={styles.num}>
                  {t('inquiries.builder.amount')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('inquiries.builder.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => {
                const badQty = tried && toQuantity(l.quantity) === null;
                const badPrice = (tried && toMinor(l.unitPrice, minorUnits) === null) || totals.tooLarge.includes(i);
                return (
                  <tr key={l.skuId} data-testid="builder-line">
                    <td>
                      <span className={styles.productNo}>{l.productNo}</span>
                      <span className={styles.name}>{l.name}</span>
                    </td>
                    <td>
                      <input
                        className={styles.input}
                        inputMode="numeric"
                        aria-label={t('inquiries.builder.quantityOf', { productNo: l.productNo })}
                        aria-invalid={badQty || undefined}
                        value={l.quantity}
                        onChange={(e) => update(l.skuId, { quantity: e.target.value })}
                        data-testid="builder-quantity"
                      />
                    </td>
                    <td>
                      <input
                        className={styles.input}
                        inputMode="decimal"
                        aria-label={t('inquiries.builder.unitPriceOf', { productNo: l.productNo })}
                        aria-invalid={badPrice || undefined}
                        value={l.unitPrice}
                        onChange={(e) => update(l.skuId, { unitPrice: e.target.value })}
                        data-testid="builder-price"
                      />
                    </td>
                    <td className={styles.num}>{totals.lineTotals[i] === null ? '–' : money(totals.lineTotals[i]!)}</td>
                    <td>
                      <Button variant="ghost" size="small" onClick={() => setLines((ls) => ls.filter((x) => x.skuId !== l.skuId))} aria-label={t('inquiries.builder.removeOf', { productNo: l.productNo })}>
                        <Trash2 size={14} aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.row}>
        <TextField
          label={t('inquiries.builder.shipping', { currency })}
          inputMode="decimal"
          value={shipping}
          onChange={(e) => setShipping(e.target.value)}
          error={tried && toMinor(shipping, minorUnits) === null ? t('inquiries.builder.badAmount') : undefined}
          data-testid="builder-shipping"
        />
        <TextField
          label={t('inquiries.builder.validUntil')}
          hint={t('inquiries.builder.validHint', { max: QUOTATION_MAX_VALID_DAYS })}
          type="date"
          min={shenzhenDay(0)}
          max={shenzhenDay(QUOTATION_MAX_VALID_DAYS)}
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
          data-testid="builder-valid-until"
        />
      </div>
      <TextAreaField label={t('inquiries.builder.note')} rows={3} maxLength={QUOTATION_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} data-testid="builder-note" />
      <dl className={styles.totals} data-testid="builder-totals">
        <div>
          <dt>{t('inquiries.builder.subtotal')}</dt>
          <dd>{sum(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('inquiries.builder.shippingShort')}</dt>
          <dd>{sum(totals.shippingFee)}</dd>
        </div>
        <div>
          <dt>{t('inquiries.builder.tax', { rate: formatBasisPoints(taxRateBp, i18n.language) })}</dt>
          <dd data-testid="builder-tax">{sum(totals.tax)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('inquiries.builder.total')}</dt>
          <dd data-testid="builder-total">{sum(totals.total)}</dd>
        </div>
      </dl>
      {totals.tooLarge.length > 0 ? (
        <p className={styles.error} role="alert" data-testid="builder-too-large">
          {t('inquiries.builder.tooLarge')}
        </p>
      ) : (
        tried &&
        !totals.complete && (
          <p className={styles.error} role="alert">
            {lines.length === 0 ? t('inquiries.builder.empty') : t('inquiries.builder.incomplete')}
          </p>
        )
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} data-testid="builder-send">
          {t('inquiries.builder.send')}
        </Button>
      </div>
    </form>
  );
}

function SkuSearch({ currencyId, onAdd, money }: { currencyId: number; onAdd(s: QuotationSku): void; money(m: QuotationSku['listPrice']): string }) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery(quotationSkusQuery(q, currencyId));
  return (
    <div className={styles.search}>
      <div className={styles.searchRow}>
        <TextField
          label={t('inquiries.builder.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setQ(text.trim());
            }
          }}
          autoComplete="off"
          data-testid="builder-search"
        />
        <Button variant="secondary" onClick={() => setQ(text.trim())} data-testid="builder-search-go">
          <Search size={16} aria-hidden="true" />
          {t('inquiries.builder.find')}
        </Button>
      </div>
      {q && found.data && (
        <ul className={styles.results} aria-live="polite" data-testid="builder-results">
          {found.data.length === 0 && <li className={styles.muted}>{t('inquiries.builder.noResults')}</li>}
          {found.data.map((s) => (
            <li key={s.skuId}>
              <span className={styles.productNo}>{s.productNo}</span>
              <span className={styles.name}>{s.name}</span>
              <span className={styles.muted}>{t('inquiries.builder.stock', { count: s.stock })}</span>
              <span className={styles.num}>{money(s.listPrice)}</span>
              <Button variant="ghost" size="small" onClick={() => onAdd(s)} aria-label={t('inquiries.builder.addOf', { productNo: s.productNo })} data-testid="builder-add">
                <Plus size={14} aria-hidden="true" />
                {t('inquiries.builder.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
