import type { Money, OrderKind } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';

/**
 * Formats an order's amounts: a free-sample order says free instead of a zero in the currency it
 * was recorded in (the shop's base currency, which a buyer shopping in another one never saw).
 */
export function useOrderMoney(): (m: Money, kind: OrderKind) => string {
  const { t } = useTranslation('orders');
  const { money } = useShop();
  return (m, kind) => (kind === 'sample' ? t('orders:kind.free') : money(m));
}
