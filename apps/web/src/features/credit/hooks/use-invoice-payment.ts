import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { CREDIT_KEY, creditApi } from '../api/credit-api';

// Paying an open invoice online from the credit page (issue 30, ADR 0046), as the order payment
// page does it (checkout/hooks/use-order-payment.ts): the gateway opens in a new window, this page
// asks how the payment stands every 3 s (and when it gets the focus back) until it ended, then says
// so and reloads the account, whose balance and open invoices the payment changed. The gateway's
// window comes back to /paymentReturn, which closes itself.

const POLL_MS = 3000;

export function useInvoicePayment() {
  const { t } = useTranslation('credit');
  const queryClient = useQueryClient();
  /** The invoice being paid in the other window. */
  const [following, setFollowing] = useState<string | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  /** The gateway's address when the browser blocked the window: the member opens it by hand. */
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const startingRef = useRef(false);

  const status = useQuery({
    queryKey: [...CREDIT_KEY, 'invoicePayment', following],
    queryFn: () => creditApi.invoicePayment(following!),
    enabled: following !== null,
    refetchInterval: (q) => (q.state.data?.data.payment === 'pending' ? POLL_MS : false),
    refetchOnWindowFocus: true,
    gcTime: 0,
  });

  const outcome = status.data?.data.payment;
  useEffect(() => {
    if (!following || !status.data || (outcome !== 'succeeded' && outcome !== 'failed')) return;
    if (outcome === 'succeeded') alert.success(t('pay.done', { invoiceNo: following }));
    else alert.error(t('pay.failed', { invoiceNo: following }));
    setFollowing(null);
    setManualUrl(null);
    void queryClient.invalidateQueries({ queryKey: CREDIT_KEY });
  }, [outcome, following, status.data, t, queryClient]);

  const pay = async (invoiceNo: string) => {
    if (startingRef.current) return;
    startingRef.current = true;
    // Opened now, inside the click, or popup blockers refuse it; the gateway's address arrives later.
    const win = window.open('', '_blank');
    setStarting(invoiceNo);
    setManualUrl(null);
    try {
      const start = await creditApi.payInvoice(invoiceNo);
      const url = new URL(start.payUrl, window.location.href).href;
      if (win && !win.closed) {
        // The gateway gets no handle on this page.
        win.opener = null;
        win.location.href = url;
      } else {
        setManualUrl(url);
      }
      setFollowing(invoiceNo);
    } catch (err) {
      // The client has shown why (paid meanwhile: 409); the list is reloaded to show it.
      win?.close();
      if (!(err instanceof HttpError)) throw err;
      void queryClient.invalidateQueries({ queryKey: CREDIT_KEY });
    } finally {
      startingRef.current = false;
      setStarting(null);
    }
  };

  /** "I have paid": the real state at once instead of at the next tick. */
  const check = () => void status.refetch();

  return { following, starting, manualUrl, pay, check, checking: status.isFetching };
}
