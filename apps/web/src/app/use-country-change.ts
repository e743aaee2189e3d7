import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeCountry } from './country-change';

/** Runs the docs/product.md#states country change for a button: busy while it runs, ready again if it fails. */
export function useCountryChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async (countryId: number | null) => {
    if (!countryId) return;
    setBusy(true);
    try {
      await changeCountry(countryId, queryClient);
    } catch {
      setBusy(false); // the HTTP client already showed why
    }
  };
  return { busy, submit };
}
