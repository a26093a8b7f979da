import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from './toasts/notifications-store';

/** Failed background loads surface as error toasts; components still get the error to render. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        notify.error('Could not load data', error.message);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
