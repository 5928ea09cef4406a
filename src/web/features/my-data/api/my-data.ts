import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDataView } from '../../../../shared/my-data';
import { myDataRequest } from './my-data-request';

export const MY_DATA_PATH = '/api/v1/my-data';

/** Every my-data answer is cached under this key, then the link's token. */
export const myDataQueryKey = (token: string) => [MY_DATA_PATH, token] as const;

export function fetchMyData(token: string): Promise<MyDataView> {
  return myDataRequest<MyDataView>('GET', MY_DATA_PATH, token);
}

export function myDataQueryOptions(token: string) {
  return queryOptions({ queryKey: myDataQueryKey(token), queryFn: () => fetchMyData(token) });
}

export function useMyData(token: string) {
  return useQuery(myDataQueryOptions(token));
}
