import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * An unlocked candidate's resume, from the view's resumeUrl (watermarked) or from
 * the originalUrl of a resume_watermark_failed answer (the file as uploaded).
 */
export function downloadResume(url: string): Promise<DownloadedFile> {
  return apiDownload(url, 'resume');
}

/** Downloads a resume and saves it under the name the server gave it. */
export function useDownloadResume() {
  return useMutation({
    mutationFn: downloadResume,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
}
