import type { LangCode } from '@netshop/contract/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { initI18n, loadNamespaces, setLanguage, type LazyNamespace } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

// Component tests render pages as main.tsx does (the app's i18n and query cache, a router), and
// answer the HTTP client at the fetch level only: lib/http's headers, envelope handling and
// error messages all run as in the browser.

/** Renders `routes` at `url` with the app's providers, in `lang` (the page's namespaces loaded). */
export async function renderRoutes(routes: RouteObject[], url: string, { lang = 'en', namespaces = [] }: { lang?: LangCode; namespaces?: readonly LazyNamespace[] } = {}) {
  if (i18n.isInitialized) await setLanguage(lang);
  else await initI18n(lang);
  await loadNamespaces(namespaces);
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export interface ApiAnswer {
  /** HTTP status; the envelope's code is the same unless given. */
  status?: number;
  code?: number;
  msg?: string;
  data?: unknown;
}

/** Stubs `fetch`: every call gets the envelope `answer(path)` gives ({ code, msg, data }, docs/product.md#entities). */
export function answerApi(answer: (path: string, init: RequestInit | undefined) => ApiAnswer) {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
      calls.push({ path, init });
      const { status = 200, code = status, msg = status === 200 ? 'ok' : 'error', data = null } = answer(path, init);
      return new Response(JSON.stringify({ code, msg, data }), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
