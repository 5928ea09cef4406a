import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MY_DATA_PATH } from './my-data';
import { myDataRequest } from './my-data-request';

export function eraseMyData(token: string): Promise<void> {
  return myDataRequest<void>('POST', `${MY_DATA_PATH}/erase`, token);
}

export function useEraseMyData(token: string) {
  return useMutation({ mutationFn: () => eraseMyData(token) });
}

/**
 * Drops what the page had loaded about the person from memory, once nothing shows it
 * any more (the screen after erasing), so no query fetches it again with a dead link.
 */
export function useForgetMyData() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: [MY_DATA_PATH] });
  }, [queryClient]);
}
