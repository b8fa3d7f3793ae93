import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * How the console keeps what the server answered (TanStack Query): a page shows what it last had
 * at once when it is visited again and asks again behind it; a request is cancelled when nothing
 * waits for it any more. No retries: the request client has already told the user what failed,
 * and a refused action must not be tried twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One cache per signed-in console: it lives with the shell (the sign-in page does not load the
 * library), and goes with it when the session ends, so one account never sees another's answers.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
