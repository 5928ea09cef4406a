import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyDataContactInput, MyDataView } from '../../../../shared/my-data';
import { MY_DATA_PATH, myDataQueryKey } from './my-data';
import { myDataRequest } from './my-data-request';

/** Corrects the name and phone every organization holds; the answer is the refreshed data. */
export function useCorrectContact(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: MyDataContactInput) =>
      myDataRequest<MyDataView>('PATCH', `${MY_DATA_PATH}/contact`, token, contact),
    onSuccess: (view) => queryClient.setQueryData(myDataQueryKey(token), view),
  });
}
