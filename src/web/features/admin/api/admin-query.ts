import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { adminPath, adminRequest, queryString } from './admin-request';
import { ADMIN_PAGE_SIZE } from './keys';

/** A searched, paged list's request: the search and the page, from 1. */
export type PageParams = { q: string; page: number };

/** A GET of the admin API at `adminPath(...segments)`, cached under its key. */
export function adminQuery<Data>(queryKey: QueryKey, ...segments: string[]) {
  return queryOptions({
    queryKey,
    queryFn: () => adminRequest<Data>('GET', adminPath(...segments)),
  });
}

/**
 * One page of an admin list (`?q=..&page=..&pageSize=20` and any filters); the page
 * shown stays on screen while the next one loads.
 */
export function pagedAdminQuery<Page>(
  queryKey: QueryKey,
  params: Record<string, string | number>,
  ...segments: string[]
) {
  return queryOptions({
    queryKey,
    queryFn: () =>
      adminRequest<Page>(
        'GET',
        adminPath(...segments) + queryString({ ...params, pageSize: ADMIN_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A POST of the admin API with the input as its JSON body. */
export function adminPost<Input, Output>(...segments: string[]) {
  return (input: Input) => adminRequest<Output>('POST', adminPath(...segments), input);
}

interface AdminMutationOptions<Input, Output> {
  mutationFn: (input: Input) => Promise<Output>;
  /** The cached answers the change makes stale; they are asked for again before it settles. */
  invalidates?: readonly QueryKey[];
  /** Anything else to do with the answer, e.g. put it in the cache. */
  onSuccess?: (output: Output, queryClient: QueryClient) => unknown;
}

/** A change through the admin API and what it makes stale. */
export function useAdminMutation<Input, Output>({
  mutationFn,
  invalidates = [],
  onSuccess,
}: AdminMutationOptions<Input, Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (output: Output) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(output, queryClient);
    },
  });
}
