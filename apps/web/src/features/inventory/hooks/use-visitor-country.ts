import { useSite } from '../../../lib/site-store';

/** The country the visitor chose (or the shop assumed for them): which warehouses serve them first. */
export function useVisitorCountry(): number | null {
  return useSite((s) => s.defaultCountry ?? s.basePriceInfo?.countryId ?? null);
}
