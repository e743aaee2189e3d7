import { SAMPLE_MAX_LINES, SAMPLE_MAX_PER_WINDOW, SAMPLE_WINDOW_DAYS, sampleApplyBody, type ProductDetail, type SkuView, type UserInfo } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { addressesQuery } from '../../../lib/shared-api/address-api';
import { mySamplesQuery, samplesApi, SAMPLES_KEY } from '../../../lib/shared-api/samples-api';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import { sampleMax } from '../lib/sample-skus';

interface Line {
  skuId: number;
  quantity: number;
}
interface Values extends Record<string, unknown> {
  lines: Line[];
  project: string;
  company: string;
  addressId: number | undefined;
}

/**
 * A free-sample application being filled in (issue 14): the eligible SKUs and those chosen, the
 * buyer's shipping addresses (the default first, chosen once they load), why the buyer may not
 * apply now (one under review, or the window's limit), and the send.
 */
export function useSampleApplication(product: ProductDetail, initialSkuId: number | undefined, onClose: () => void) {
  const { t } = useTranslation(['account']);
  const { langId, locale } = useShop();
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQuery());
  const mine = useQuery(mySamplesQuery(langId));
  const profileCompany = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.companyName ?? '');
  const eligible = useMemo(() => product.skus.filter((s) => s.sampleLimit > 0), [product.skus]);
  const shipping = useMemo(
    () => (addresses.data ?? []).filter((a) => a.type === 'shipping').sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    [addresses.data],
  );
  const first = eligible.find((s) => s.skuId === initialSkuId && sampleMax(s) > 0) ?? (eligible.length === 1 && sampleMax(eligible[0]) > 0 ? eligible[0] : undefined);
  const form = useZodForm(sampleApplyBody, { lines: first ? [{ skuId: first.skuId, quantity: 1 }] : [], project: '', company: profileCompany, addressId: undefined } as Values);
  const { values, setValue } = form;

  // The default shipping address once the address book has loaded.
  useEffect(() => {
    if (values.addressId === undefined && shipping[0]) setValue('addressId', shipping[0].addressId);
  }, [shipping, values.addressId, setValue]);

  const chosen = new Map(values.lines.map((l) => [l.skuId, l.quantity]));
  const full = chosen.size >= SAMPLE_MAX_LINES;
  const toggle = (sku: SkuView, on: boolean) =>
    setValue('lines', on ? [...values.lines, { skuId: sku.skuId, quantity: 1 }] : values.lines.filter((l) => l.skuId !== sku.skuId));
  const setQuantity = (skuId: number, quantity: number) => setValue('lines', values.lines.map((l) => (l.skuId === skuId ? { ...l, quantity } : l)));

  const onSubmit = form.submit(
    async (body) => {
      const { msg } = await samplesApi.apply(body);
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: SAMPLES_KEY });
      onClose();
    },
    // The client has shown why (one under review, a limit, stock): the limits are read again.
    () => void queryClient.invalidateQueries({ queryKey: SAMPLES_KEY }),
  );

  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const blocked = mine.data
    ? mine.data.pending > 0
      ? t('samples.dialog.pending')
      : mine.data.nextAllowedAt
        ? t('samples.dialog.full', { max: SAMPLE_MAX_PER_WINDOW, days: SAMPLE_WINDOW_DAYS, date: date(mine.data.nextAllowedAt) })
        : null
    : null;
  const loading = !mine.data || !addresses.data;

  return { form, eligible, shipping, chosen, full, toggle, setQuantity, onSubmit, blocked, loading };
}
