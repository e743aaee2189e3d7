import { DEFAULT_LANG_ID } from '@netshop/contract/languages';
import { STORAGE_KEYS } from '@netshop/contract/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { runStartupGuard } from './app/startup';
import { hasBoot } from './lib/boot';
import { initI18n, languageIdFromUrl, toLangCode } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { getItem, setItem } from './lib/storage';
import './styles/global.css';

// The remembered language (yt_us_lan) is applied before the first paint, so a returning
// buyer never sees the page flash in another language; the start-up guard confirms it.
const urlLang = languageIdFromUrl();
if (urlLang) setItem(STORAGE_KEYS.language, String(urlLang));
await initI18n(toLangCode(getItem(STORAGE_KEYS.language) ?? DEFAULT_LANG_ID));

const guard = runStartupGuard(queryClient).catch(() => undefined); // the HTTP client already showed what failed
// With the answers the server inlined (ADR 0009) the guard needs no network: waiting for it lets
// the first render show the page in the visitor's language and currency, with its content.
// Without them (the dev server), or if it is slow anyway, the page renders at once.
if (hasBoot()) await Promise.race([guard, new Promise((r) => setTimeout(r, 1500))]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
