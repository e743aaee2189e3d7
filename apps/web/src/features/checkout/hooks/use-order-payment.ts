import type { PaymentMethod } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alert } from '../../../lib/alerts';
import { useCountdown } from '../../../lib/use-countdown';
import { checkoutApi, paymentStatusQuery } from '../api/checkout-api';

// The state of the payment page (docs/product.md#screens payment, pages/order-payment-page.tsx): the order's
// payment status, asked every 3 s while the buyer pays in the gateway's window (and when this one gets the
// focus back), the countdown to the deadline, "Pay" and "Payment completed".

const POLL_MS = 3000;

/** Where the payment result for `orderNo` is shown. */
export const paymentResultPath = (orderNo: string, s: 'success' | 'failed') => `/paymentResult?orderNo=${encodeURIComponent(orderNo)}&status=${s}`;

/** `enabled`: signed in, with an order number of the right form. */
export function useOrderPayment(orderNo: string, enabled: boolean) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('sandbox');
  const [starting, setStarting] = useState(false);
  /** "Pay" opened the gateway: the buyer is paying in the other window. */
  const [waiting, setWaiting] = useState(false);
  /** The gateway's address when the browser blocked the window: the buyer opens it by hand. */
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const startingRef = useRef(false);

  const status = useQuery({
    ...paymentStatusQuery(orderNo),
    enabled,
    // Only while the buyer is paying in the other window, and only until there is an answer.
    refetchInterval: (q) => (waiting && q.state.data && !q.state.data.paid && q.state.data.payment !== 'failed' && q.state.data.orderStatus === 'unpaid' ? POLL_MS : false),
    // Coming back from the gateway's tab: ask at once instead of at the next tick.
    refetchOnWindowFocus: waiting,
  });
  const data = status.data;
  const left = useCountdown(data?.payBy);
  const expired = left === 0;

  // The deadline passed on screen: ask the server, whose sweeper closes the order.
  const refetch = status.refetch;
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);

  // The payment window closes itself after the gateway (/paymentReturn): once the server knows
  // how the payment ended, this page moves on to the result by itself.
  const outcome = waiting && data ? (data.paid ? 'success' : data.payment === 'failed' ? 'failed' : null) : null;
  useEffect(() => {
    if (outcome) void navigate(paymentResultPath(orderNo, outcome), { replace: true });
  }, [outcome, orderNo, navigate]);

  const pay = async () => {
    if (startingRef.current) return;
    startingRef.current = true;
    // Opened now, inside the click, or popup blockers refuse it; the gateway's address arrives later.
    const win = window.open('', '_blank');
    setStarting(true);
    setManualUrl(null);
    try {
      const start = await checkoutApi.pay(orderNo, method);
      const url = new URL(start.payUrl, window.location.href).href;
      if (win && !win.closed) {
        // The gateway gets no handle on this page.
        win.opener = null;
        win.location.href = url;
      } else {
        setManualUrl(url);
      }
      setWaiting(true);
      void status.refetch();
    } catch {
      // The client has shown why (e.g. the order was closed meanwhile).
      win?.close();
      void status.refetch();
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  };

  /** "Payment completed": the real status at once, and on to the result if the payment has ended. */
  const completed = async () => {
    setChecking(true);
    try {
      const res = await status.refetch();
      if (res.data?.paid) await navigate(paymentResultPath(orderNo, 'success'));
      else if (res.data?.payment === 'failed') await navigate(paymentResultPath(orderNo, 'failed'));
      else if (res.data) alert.warning(t('payment.notArrived'));
    } finally {
      setChecking(false);
    }
  };

  return { status, data, left, expired, method, setMethod, starting, waiting, manualUrl, checking, pay, completed };
}
