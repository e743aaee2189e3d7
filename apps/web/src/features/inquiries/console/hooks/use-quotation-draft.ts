import { formatMoney, QUOTATION_DEFAULT_VALID_DAYS, type QuotationSku, type StaffInquiry } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { inquiriesConsoleApi, inquiriesKey, quotationSkusQuery } from '../api/inquiries-console-api';
import { draftTotals, fromMinor, shenzhenDay, toMinor, toQuantity, type DraftLine } from '../lib/quotation-draft';

/** Where a draft starts: the latest version's lines and amounts, else the lines the buyer asked for. */
function initialLines(d: StaffInquiry): DraftLine[] {
  const latest = d.quotations[0];
  const mu = d.quotationDefaults.minorUnits;
  if (latest && latest.currency === d.quotationDefaults.currency)
    return latest.lines.map((l) => ({ skuId: l.skuId, productNo: l.productNo, name: l.name, quantity: String(l.quantity), unitPrice: fromMinor(l.unitPrice.amount, mu) }));
  return d.requestedLines.map((l) => ({ skuId: l.skuId, productNo: l.productNo, name: l.name, quantity: String(l.quantity), unitPrice: '' }));
}

/**
 * The next quotation version as sales type it (issue 15): lines, shipping, validity and note, the
 * totals by the server's formula, list prices filled in for the buyer's lines, and the send.
 */
export function useQuotationDraft(d: StaffInquiry) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const { currency, currencyId, minorUnits, taxRateBp } = d.quotationDefaults;
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
  const remove = (skuId: number) => setLines((ls) => ls.filter((x) => x.skuId !== skuId));

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

  return { lines, add, update, remove, shipping, setShipping, validUntil, setValidUntil, note, setNote, busy, tried, totals, money, send };
}
