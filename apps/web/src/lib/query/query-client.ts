import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { notify } from '../notify';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Failed background loads surface as error toasts (components still get the error to render);
 * a 401 is the session's business and a 4xx is not worth retrying.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return;
        notify.error('Could not load data', error.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isClientError(error) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one client, shared by components and route loaders. */
export const queryClient = createQueryClient();
