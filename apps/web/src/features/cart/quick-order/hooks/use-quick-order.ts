import { QUICK_ORDER_MAX_LINES, type QuickOrderCheck } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { CART_KEY } from '../../../../lib/shared-api/cart-api';
import { useShop } from '../../../../lib/use-shop';
import { quickOrderApi } from '../api/quick-order-api';
import { afterAdd, appendLines, blankRows, edit, isBlank, newRow, toSend, withResults, type Row } from '../lib/quick-order-rows';

/** A changed line is checked this long after the last key, so typing is not interrupted. */
const RECHECK_MS = 700;

export type RowChange = Partial<Pick<Row, 'partNo' | 'quantity' | 'skuId'>>;

/**
 * The quick-order page's rows and what is done with them: checked by the server shortly after a
 * change (at once after a fix), lines pasted or read from a file appended, the ok lines added to
 * the cart (those leave the page, the others stay with their problems). More than 500 lines are
 * refused here with the same words as the server's.
 */
export function useQuickOrder() {
  const { t, i18n } = useTranslation('quick-order');
  const { currencyId, locale } = useShop();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => blankRows(5));
  const [checking, setChecking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [limitError, setLimitError] = useState('');
  const [status, setStatus] = useState('');
  /** The row whose part number is being typed: checked when the buyer leaves it, not half-typed. */
  const [typing, setTyping] = useState<number | null>(null);
  const latest = useRef(rows);
  latest.current = rows;
  const inFlight = useRef(0);
  const tooMany = useRef((count: number) => t('tooMany', { max: QUICK_ORDER_MAX_LINES, count: count.toLocaleString(locale) }));
  tooMany.current = (count: number) => t('tooMany', { max: QUICK_ORDER_MAX_LINES, count: count.toLocaleString(locale) });

  /** Checks the rows as they are now; the answer lands on the rows still unchanged when it comes. */
  const runCheck = useCallback(
    async (sent: Row[]) => {
      const { lines, places } = toSend(sent);
      if (!lines.length) return;
      if (lines.length > QUICK_ORDER_MAX_LINES) return setLimitError(tooMany.current(lines.length));
      setLimitError('');
      const seq = ++inFlight.current;
      setChecking(true);
      try {
        const check = await quickOrderApi.check(lines, currencyId);
        setRows((now) => withResults(now, sent, places, check));
      } catch {
        // The HTTP client showed the message.
      } finally {
        if (seq === inFlight.current) setChecking(false);
      }
    },
    [currencyId],
  );

  const waiting = rows.some((r) => !isBlank(r) && !r.result);
  const due = rows.some((r) => !isBlank(r) && !r.result && r.key !== typing);
  useEffect(() => {
    if (!due) return;
    // The row being typed goes as blank (not sent), so it gets no answer yet.
    const timer = setTimeout(() => void runCheck(latest.current.map((r) => (r.key === typing ? { ...r, partNo: '' } : r))), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [rows, due, typing, runCheck]);
  // Another currency or language: prices and messages are asked for again.
  useEffect(() => {
    setRows((now) => now.map((r) => (r.result ? { ...r, result: undefined } : r)));
  }, [currencyId, i18n.language]);

  const update = (key: number, change: RowChange, recheck = false) => {
    const next = latest.current.map((r) => (r.key === key ? edit(r, change) : r));
    setRows(next);
    if (recheck) void runCheck(next);
  };
  const remove = (key: number) => {
    const next = latest.current.filter((r) => r.key !== key);
    setRows(next.length ? next : blankRows(1));
  };
  const addRow = () => setRows((now) => [...now, newRow()]);
  const clear = () => {
    setLimitError('');
    setRows(blankRows(5));
  };

  /** Lines pasted: appended after the typed ones and checked; false (and a message) when there would be more than 500. */
  const addLines = (lines: { partNo: string; quantity: string }[]) => {
    const next = appendLines(latest.current, lines);
    const count = next.filter((r) => !isBlank(r)).length;
    if (count > QUICK_ORDER_MAX_LINES) {
      setLimitError(tooMany.current(count));
      return false;
    }
    setLimitError('');
    setRows(next);
    void runCheck(next);
    return true;
  };

  /** A file's lines, already checked by the server: appended with their answers. */
  const fileRead = (lines: { partNo: string; quantity: string }[], check: QuickOrderCheck, name: string) => {
    const kept = latest.current.filter((r) => !isBlank(r));
    if (kept.length + lines.length > QUICK_ORDER_MAX_LINES) return setLimitError(tooMany.current(kept.length + lines.length));
    setLimitError('');
    setRows([...kept, ...lines.map((l, i) => ({ ...newRow(l.partNo, l.quantity), result: check.lines[i] }))]);
    setStatus(t('upload.read', { count: lines.length, name }));
  };

  const addToCart = async () => {
    const sent = latest.current;
    const { lines, places } = toSend(sent);
    if (!lines.length) return;
    setAdding(true);
    try {
      const { data, msg } = await quickOrderApi.add(lines, currencyId);
      setRows((now) => afterAdd(now, sent, places, data.check, data.added));
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      if (data.added.length) alert.success(msg);
      else alert.warning(msg);
      setStatus(msg);
    } catch {
      // The HTTP client showed the message.
    } finally {
      setAdding(false);
    }
  };

  return { rows, checking, adding, waiting, setTyping, limitError, status, check: () => void runCheck(latest.current), update, remove, addRow, clear, addLines, fileRead, addToCart };
}
