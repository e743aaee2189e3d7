import { DEFAULT_LANG_ID } from '@netshop/contract/languages';
import { STORAGE_KEYS } from '@netshop/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { initI18n, languageIdFromUrl, toLangCode } from './lib/i18n';
import { getItem, setItem } from './lib/storage';
import './styles/global.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});

// The remembered language (yt_us_lan) is applied before the first paint, so a returning
// buyer never sees the page flash in another language; the start-up guard confirms it.
const urlLang = languageIdFromUrl();
if (urlLang) setItem(STORAGE_KEYS.language, String(urlLang));
await initI18n(toLangCode(getItem(STORAGE_KEYS.language) ?? DEFAULT_LANG_ID));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
