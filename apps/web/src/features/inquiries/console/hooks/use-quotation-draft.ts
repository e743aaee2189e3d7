import { formatMoney, QUOTATION_DEFAULT_VALID_DAYS, type QuotationSku, type StaffInquiry } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { draftSkusQuery, inquiriesConsoleApi, inquiriesKey } from '../api/inquiries-console-api';
import { draftTotals, fromMinor, shenzhenDay, tierPrice, toMinor, toQuantity, type DraftLine } from '../lib/quotation-draft';

/** Where a draft starts: the latest version's lines at their negotiated prices, else what the buyer asked for (priced once their tiers are read). */
function initialLines(d: StaffInquiry): DraftLine[] {
  const latest = d.quotations[0];
  const mu = d.quotationDefaults.minorUnits;
  if (latest && latest.currency === d.quotationDefaults.currency)
    return latest.lines.map((l) => ({ skuId: l.skuId, productNo: l.productNo, name: l.name, quantity: String(l.quantity), unitPrice: fromMinor(l.unitPrice.amount, mu), priceFollowsTier: false }));
  if (d.requestedLines.length) return d.requestedLines.map((l) => ({ skuId: l.skuId, productNo: l.productNo, name: l.name, quantity: String(l.quantity), unitPrice: '', priceFollowsTier: true }));
  // An inquiry from a product page names the SKU it was opened from, without a quantity (the buyer writes it in the details).
  if (!latest && d.skuId !== null) return [{ skuId: d.skuId, productNo: d.productNo, name: d.productName ?? '', quantity: '1', unitPrice: '', priceFollowsTier: true }];
  return [];
}

/** A product the buyer named without a variant: a line of the first version until sales pick the SKU. */
export interface VariantPending {
  spuId: number;
  productNo: string;
  name: string;
  quantity: string;
}

function initialPending(d: StaffInquiry): VariantPending | null {
  if (d.quotations.length || d.requestedLines.length || d.skuId !== null || d.spuId === null) return null;
  return { spuId: d.spuId, productNo: d.productNo, name: d.productName ?? '', quantity: '1' };
}

/** A line's price as the buyer's tier price for its quantity, when it follows the tiers and the SKU is known. */
function priced(l: DraftLine, sku: QuotationSku | undefined, minorUnits: number): DraftLine {
  if (!l.priceFollowsTier || !sku) return l;
  const unitPrice = fromMinor(tierPrice(sku, toQuantity(l.quantity) ?? 1), minorUnits);
  return unitPrice === l.unitPrice ? l : { ...l, unitPrice };
}

/**
 * The next quotation version as sales type it (issues 15 and 27): lines with their variant and
 * stock, unit prices prefilled with the buyer's tier price for the quantity (following the
 * quantity until sales type a price), shipping, validity, and the note carried over from the
 * version before; the totals by the server's formula, and the send.
 */
export function useQuotationDraft(d: StaffInquiry) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const { currency, currencyId, minorUnits, taxRateBp } = d.quotationDefaults;
  const [lines, setLines] = useState<DraftLine[]>(() => initialLines(d));
  const [pending, setPending] = useState<VariantPending | null>(() => initialPending(d));
  const [shipping, setShipping] = useState(() => (d.quotations[0] ? fromMinor(d.quotations[0].shippingFee, minorUnits) : fromMinor(0, minorUnits)));
  const [validUntil, setValidUntil] = useState(() => shenzhenDay(QUOTATION_DEFAULT_VALID_DAYS));
  // The terms written for the last version (lead time, payment) usually still hold.
  const [note, setNote] = useState(() => d.quotations[0]?.note ?? '');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency, minorUnits, i18n.language);
  const computed = draftTotals(lines, shipping, taxRateBp, minorUnits);
  // A line still waiting for its variant cannot be sent.
  const totals = pending ? { ...computed, complete: false } : computed;

  // Variant, stock and tier prices of every line, read again as lines come and go.
  const facts = useQuery(draftSkusQuery(lines.map((l) => l.skuId), currencyId));
  const skus = useMemo(() => new Map((facts.data ?? []).map((s) => [s.skuId, s])), [facts.data]);
  useEffect(() => {
    if (skus.size) setLines((ls) => (ls.some((l) => priced(l, skus.get(l.skuId), minorUnits) !== l) ? ls.map((l) => priced(l, skus.get(l.skuId), minorUnits)) : ls));
  }, [skus, minorUnits]);

  const add = (s: QuotationSku) =>
    setLines((ls) => (ls.some((l) => l.skuId === s.skuId) ? ls : [...ls, { skuId: s.skuId, productNo: s.productNo, name: s.name, quantity: '1', unitPrice: fromMinor(tierPrice(s, 1), minorUnits), priceFollowsTier: true }]));
  const update = (skuId: number, patch: Partial<Pick<DraftLine, 'quantity' | 'unitPrice'>>) =>
    setLines((ls) =>
      ls.map((l) => {
        if (l.skuId !== skuId) return l;
        // A typed price is sales' own from then on; a new quantity moves a following price to its tier.
        const next = { ...l, ...patch, priceFollowsTier: patch.unitPrice === undefined && l.priceFollowsTier };
        return priced(next, skus.get(skuId), minorUnits);
      }),
    );
  const remove = (skuId: number) => setLines((ls) => ls.filter((x) => x.skuId !== skuId));
  /** The variant sales pick for the product the buyer named: a line at its quantity and tier price (where the search's line was, first). */
  const pickVariant = (s: QuotationSku) => {
    if (!pending) return;
    const quantity = toQuantity(pending.quantity) ?? 1;
    setPending(null);
    setLines((ls) => (ls.some((l) => l.skuId === s.skuId) ? ls : [{ skuId: s.skuId, productNo: s.productNo, name: s.name, quantity: String(quantity), unitPrice: fromMinor(tierPrice(s, quantity), minorUnits), priceFollowsTier: true }, ...ls]));
  };
  const setPendingQuantity = (quantity: string) => setPending((p) => (p ? { ...p, quantity } : p));
  const dropPending = () => setPending(null);

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
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: inquiriesKey });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return { lines, pending, pickVariant, setPendingQuantity, dropPending, skus, add, update, remove, shipping, setShipping, validUntil, setValidUntil, note, setNote, busy, tried, totals, money, send };
}
