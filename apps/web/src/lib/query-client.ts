import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; route loaders fill it before their page renders. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});
