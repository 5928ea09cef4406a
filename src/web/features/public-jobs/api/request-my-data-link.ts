import { useMutation } from '@tanstack/react-query';
import type { MyDataLinkData, MyDataLinkResponse } from '../../../../shared/my-data-link';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a new private link to one's own data, sent to the email if we hold any under it. */
export function requestMyDataLink(input: MyDataLinkData): Promise<MyDataLinkResponse> {
  return apiRequest<MyDataLinkResponse>('POST', '/api/v1/my-data/link', input);
}

export function useRequestMyDataLink() {
  return useMutation({ mutationFn: requestMyDataLink });
}
