import type { StaffCoupon } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { couponsConsoleApi, couponsKey } from '../api/coupons-console-api';

/** "End now": the coupon asked about, the confirmed end, and the list read again with the focus on its heading. */
export function useEndCoupon() {
  const { t } = useTranslation(['console']);
  const queryClient = useQueryClient();
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
  return { ending, setEnding, busy, end, listHeading };
}
