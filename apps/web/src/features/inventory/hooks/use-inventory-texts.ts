import { useEffect, useState } from 'react';
import i18n, { loadNamespaces } from '../../../lib/i18n';

/**
 * Loads the inventory's texts (a lazy namespace: the product page and listings show them after
 * their first paint) and says when they are there; a later language switch loads them too.
 */
export function useInventoryTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'inventory'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespaces(['inventory']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
