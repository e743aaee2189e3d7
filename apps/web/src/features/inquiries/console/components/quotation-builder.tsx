import { formatBasisPoints, formatMoney, QUOTATION_MAX_VALID_DAYS, QUOTATION_NOTE_MAX, type QuotationSku, type StaffInquiry } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { quotationSkusQuery } from '../api/inquiries-console-api';
import { useQuotationDraft } from '../hooks/use-quotation-draft';
import { shenzhenDay, toMinor, toQuantity } from '../lib/quotation-draft';
import styles from './quotation-builder.module.css';

// The validity is counted in Shenzhen's calendar; the builder's test reads it from here.
export { shenzhenDay } from '../lib/quotation-draft';

/**
 * The console's quotation builder (issue 15): SKUs found by product number, quantities and
 * negotiated unit prices (prefilled with the buyer's tier price for the quantity, in their
 * currency), each line's variant and stock (a warning above it), a shipping estimate, the
 * validity and a note (the last version's, carried over); the tax of the buyer's destination and the totals as the
 * server computes them. "Send quotation" sends the next version, superseding the current one.
 */
export function QuotationBuilder({ inquiry: d }: { inquiry: StaffInquiry }) {
  const { t, i18n } = useTranslation('console');
  const { currency, currencyId, minorUnits, taxRateBp, country } = d.quotationDefaults;
  const draft = useQuotationDraft(d);
  const { tried, lines } = draft;
  const next = (d.quotations[0]?.version ?? 0) + 1;
  return (
    <form className={styles.builder} onSubmit={(e) => void draft.send(e)} noValidate aria-labelledby="quotation-builder-title" data-testid="quotation-builder">
      <h2 id="quotation-builder-title" className={styles.title}>
        {t('inquiries.builder.title', { version: next })}
      </h2>
      <p className={styles.muted}>
        {t('inquiries.builder.currency', { currency })} · {country ? t('inquiries.builder.taxOf', { country, rate: formatBasisPoints(taxRateBp, i18n.language) }) : t('inquiries.builder.noTax')}
      </p>
      <SkuSearch currencyId={currencyId} onAdd={draft.add} money={(m) => formatMoney(m.amount, m.currency, m.minorUnits, i18n.language)} />
      {lines.length === 0 && !draft.pending ? (
        <p className={styles.muted} data-testid="builder-empty">
          {t('inquiries.builder.empty')}
        </p>
      ) : (
        <DraftLines draft={draft} currency={currency} currencyId={currencyId} minorUnits={minorUnits} />
      )}
      <div className={styles.row}>
        <TextField
          label={t('inquiries.builder.shipping', { currency })}
          inputMode="decimal"
          value={draft.shipping}
          onChange={(e) => draft.setShipping(e.target.value)}
          error={tried && toMinor(draft.shipping, minorUnits) === null ? t('inquiries.builder.badAmount') : undefined}
          data-testid="builder-shipping"
        />
        <TextField
          label={t('inquiries.builder.validUntil')}
          hint={t('inquiries.builder.validHint', { max: QUOTATION_MAX_VALID_DAYS })}
          type="date"
          min={shenzhenDay(0)}
          max={shenzhenDay(QUOTATION_MAX_VALID_DAYS)}
          value={draft.validUntil}
          onChange={(e) => draft.setValidUntil(e.target.value)}
          data-testid="builder-valid-until"
        />
      </div>
      <TextAreaField label={t('inquiries.builder.note')} rows={3} maxLength={QUOTATION_NOTE_MAX} value={draft.note} onChange={(e) => draft.setNote(e.target.value)} data-testid="builder-note" />
      <DraftTotals draft={draft} taxRateBp={taxRateBp} />
      <div className={styles.actions}>
        <Button type="submit" busy={draft.busy} data-testid="builder-send">
          {t('inquiries.builder.send')}
        </Button>
      </div>
    </form>
  );
}

type Draft = ReturnType<typeof useQuotationDraft>;

/** The draft's lines: quantity and unit price typed in place, the amount, and a way to remove one. */
function DraftLines({ draft, currency, currencyId, minorUnits }: { draft: Draft; currency: string; currencyId: number; minorUnits: number }) {
  const { t } = useTranslation('console');
  const { totals, tried, money } = draft;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('inquiries.builder.product')}</th>
            <th scope="col" className={styles.num}>
              {t('inquiries.builder.available')}
            </th>
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
          {draft.pending && <PendingLine draft={draft} pending={draft.pending} currencyId={currencyId} />}
          {draft.lines.map((l, i) => {
            const badQty = tried && toQuantity(l.quantity) === null;
            const sku = draft.skus.get(l.skuId);
            // More than the shop holds can still be quoted (a lead time in the note), but sales must see it.
            const overStock = sku !== undefined && (toQuantity(l.quantity) ?? 0) > sku.stock;
            const badPrice = (tried && toMinor(l.unitPrice, minorUnits) === null) || totals.tooLarge.includes(i);
            return (
              <tr key={l.skuId} data-testid="builder-line">
                <td>
                  <span className={styles.productNo}>{l.productNo}</span>
                  <span className={styles.name}>{l.name}</span>
                  {sku?.variant && (
                    <span className={styles.variant} data-testid="builder-variant">
                      {sku.variant}
                    </span>
                  )}
                </td>
                <td className={styles.num} data-testid="builder-stock">
                  {sku ? sku.stock : '–'}
                </td>
                <td>
                  <input
                    className={styles.input}
                    inputMode="numeric"
                    aria-label={t('inquiries.builder.quantityOf', { productNo: l.productNo })}
                    aria-invalid={badQty || undefined}
                    aria-describedby={overStock ? `over-stock-${l.skuId}` : undefined}
                    value={l.quantity}
                    onChange={(e) => draft.update(l.skuId, { quantity: e.target.value })}
                    data-testid="builder-quantity"
                  />
                  {overStock && (
                    <span id={`over-stock-${l.skuId}`} className={styles.warning} role="status" data-testid="builder-over-stock">
                      {t('inquiries.builder.overStock', { count: sku.stock })}
                    </span>
                  )}
                </td>
                <td>
                  <input
                    className={styles.input}
                    inputMode="decimal"
                    aria-label={t('inquiries.builder.unitPriceOf', { productNo: l.productNo })}
                    aria-invalid={badPrice || undefined}
                    value={l.unitPrice}
                    onChange={(e) => draft.update(l.skuId, { unitPrice: e.target.value })}
                    data-testid="builder-price"
                  />
                </td>
                <td className={styles.num}>{totals.lineTotals[i] === null ? '–' : money(totals.lineTotals[i]!)}</td>
                <td>
                  <Button variant="ghost" size="small" onClick={() => draft.remove(l.skuId)} aria-label={t('inquiries.builder.removeOf', { productNo: l.productNo })}>
                    <Trash2 size={14} aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The product the buyer named without a variant: sales pick its SKU here (the product's SKUs found
 * by its number), and it becomes a line at the quantity and the tier price for it.
 */
function PendingLine({ draft, pending: p, currencyId }: { draft: Draft; pending: NonNullable<Draft['pending']>; currencyId: number }) {
  const { t } = useTranslation('console');
  const found = useQuery(quotationSkusQuery(p.productNo, currencyId));
  const variants = (found.data ?? []).filter((s) => s.spuId === p.spuId);
  return (
    <tr data-testid="builder-pending-line" className={styles.pending}>
      <td>
        <span className={styles.productNo}>{p.productNo}</span>
        <span className={styles.name}>{p.name}</span>
        <span className={styles.warning} data-testid="builder-needs-variant">
          {t('inquiries.builder.needsVariant')}
        </span>
        <select
          className={styles.select}
          aria-label={t('inquiries.builder.variantOf', { productNo: p.productNo })}
          value=""
          onChange={(e) => {
            const s = variants.find((v) => v.skuId === Number(e.target.value));
            if (s) draft.pickVariant(s);
          }}
          data-testid="builder-variant-pick"
        >
          <option value="">{t('inquiries.builder.pickVariant')}</option>
          {variants.map((v) => (
            <option key={v.skuId} value={v.skuId}>
              {[v.variant || v.name, t('inquiries.builder.stock', { count: v.stock })].join(' · ')}
            </option>
          ))}
        </select>
      </td>
      <td className={styles.num}>–</td>
      <td>
        <input
          className={styles.input}
          inputMode="numeric"
          aria-label={t('inquiries.builder.quantityOf', { productNo: p.productNo })}
          value={p.quantity}
          onChange={(e) => draft.setPendingQuantity(e.target.value)}
          data-testid="builder-pending-quantity"
        />
      </td>
      <td className={styles.muted}>–</td>
      <td className={styles.num}>–</td>
      <td>
        <Button variant="ghost" size="small" onClick={draft.dropPending} aria-label={t('inquiries.builder.removeOf', { productNo: p.productNo })}>
          <Trash2 size={14} aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}

/** Subtotal, shipping, tax and total as the server will compute them, and why the draft cannot be sent yet. */
function DraftTotals({ draft, taxRateBp }: { draft: Draft; taxRateBp: number }) {
  const { t, i18n } = useTranslation('console');
  const { totals, tried, money } = draft;
  // Amounts too large to add up exactly have no total to show (the alert below says why).
  const sum = (amount: number) => (totals.tooLarge.length ? '–' : money(amount));
  return (
    <>
      <dl className={styles.totals} data-testid="builder-totals">
        <Fact label={t('inquiries.builder.subtotal')}>{sum(totals.subtotal)}</Fact>
        <Fact label={t('inquiries.builder.shippingShort')}>{sum(totals.shippingFee)}</Fact>
        <Fact label={t('inquiries.builder.tax', { rate: formatBasisPoints(taxRateBp, i18n.language) })} testId="builder-tax">
          {sum(totals.tax)}
        </Fact>
        <Fact label={t('inquiries.builder.total')} className={styles.total} testId="builder-total">
          {sum(totals.total)}
        </Fact>
      </dl>
      {totals.tooLarge.length > 0 ? (
        <p className={styles.error} role="alert" data-testid="builder-too-large">
          {t('inquiries.builder.tooLarge')}
        </p>
      ) : (
        tried &&
        !totals.complete && (
          <p className={styles.error} role="alert">
            {draft.pending ? t('inquiries.builder.pickVariantFirst') : draft.lines.length === 0 ? t('inquiries.builder.empty') : t('inquiries.builder.incomplete')}
          </p>
        )
      )}
    </>
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
              <span className={styles.name}>
                {s.name}
                {s.variant && <span className={styles.variant}>{s.variant}</span>}
              </span>
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
