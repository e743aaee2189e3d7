import { useEffect, useState } from 'react';
import i18n, { loadNamespaces } from '../../../../lib/i18n';

/**
 * Loads the lists' texts (a lazy namespace: the "save to list" button sits on the product, cart
 * and order pages, which do not load it with their chunk) and says when they are there.
 */
export function useListsTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'lists'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespaces(['lists']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
