import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { MY_DATA_PATH } from './my-data';
import { myDataErrorOf, sendMyDataRequest } from './my-data-request';

export const MY_DATA_FILE_NAME = 'my-data.json';

/**
 * The export as a file. A plain link cannot carry the token's header, so it is
 * fetched with it and handed to the browser to save.
 */
export async function downloadMyData(token: string): Promise<void> {
  const response = await sendMyDataRequest('GET', `${MY_DATA_PATH}/export.json`, token);
  if (!response.ok) throw await myDataErrorOf(response);
  saveFile(await response.blob(), MY_DATA_FILE_NAME);
}

export function useDownloadMyData(token: string) {
  return useMutation({ mutationFn: () => downloadMyData(token) });
}
