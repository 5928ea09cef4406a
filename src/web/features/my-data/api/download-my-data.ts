import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { MY_DATA_PATH } from './my-data';
import { myDataErrorOf, sendMyDataRequest } from './my-data-request';

/** The export's two forms: JSON for machines, PDF to read and keep. */
export type MyDataExportFormat = 'json' | 'pdf';

/**
 * The export as a file. A plain link cannot carry the token's header, so it is
 * fetched with it and handed to the browser to save.
 */
export async function downloadMyData(token: string, format: MyDataExportFormat): Promise<void> {
  const response = await sendMyDataRequest('GET', `${MY_DATA_PATH}/export.${format}`, token);
  if (!response.ok) throw await myDataErrorOf(response);
  saveFile(await response.blob(), `my-data.${format}`);
}

export function useDownloadMyData(token: string) {
  return useMutation({
    mutationFn: (format: MyDataExportFormat) => downloadMyData(token, format),
  });
}
