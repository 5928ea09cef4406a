import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyDataView } from '../../../../shared/my-data';
import { MY_DATA_PATH, myDataQueryKey } from './my-data';
import { myDataRequest } from './my-data-request';

export function withdrawApplication(token: string, applicationId: string): Promise<MyDataView> {
  return myDataRequest<MyDataView>(
    'POST',
    `${MY_DATA_PATH}/applications/${encodeURIComponent(applicationId)}/withdraw`,
    token,
  );
}

/** Withdraws one application; the answer is the refreshed data, put in the page's cache. */
export function useWithdrawApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => withdrawApplication(token, applicationId),
    onSuccess: (view) => queryClient.setQueryData(myDataQueryKey(token), view),
  });
}
