import type { Country } from '@netshop/contract';
import { STORAGE_KEYS } from '@netshop/contract/constants';
import { DEFAULT_LANG_ID } from '@netshop/contract/languages';
import { formatMoney } from '@netshop/contract/money';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { runStartupGuard } from './app/startup';
import i18n, { initI18n, languageIdFromUrl, toLangCode } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { getItem, getJson, setItem } from './lib/storage';
import './styles/global.css';

// The remembered language (yt_us_lan) is applied before the first paint, so a returning
// buyer never sees the page flash in another language; the start-up guard confirms it.
const urlLang = languageIdFromUrl();
if (urlLang) setItem(STORAGE_KEYS.language, String(urlLang));
await initI18n(toLangCode(getItem(STORAGE_KEYS.language) ?? DEFAULT_LANG_ID));

// With the answers the server inlined (ADR 0009) the guard needs no network and finishes
// within a few tasks; the first render does not wait for it (measured: waiting moved the
// render into one longer task and cost Lighthouse 10 points of blocking time).
void runStartupGuard(queryClient).catch(() => undefined); // the HTTP client already showed what failed

// The first Intl.NumberFormat of a page initialises ICU's number data (~20 ms, ~80 ms on a
// throttled phone). Done here, in a task of its own while the page's chunk is still on its way,
// it no longer lengthens the task that renders the first prices. A returning visitor's currency
// makes the very formatter their prices use; a first visit still gets ICU ready.
setTimeout(() => {
  const cached = getJson<Country>(STORAGE_KEYS.basePriceInfo);
  formatMoney(0, cached?.currency ?? 'USD', cached?.minorUnits ?? 2, i18n.language);
}, 0);

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
