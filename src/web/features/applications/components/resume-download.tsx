import { AlertCircle, Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { failureMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useDownloadResume } from '../api/download-resume';

const FALLBACK = 'The resume could not be downloaded. Please try again.';

/** Where the file as uploaded is, when the server could not watermark a copy (422). */
function originalUrlOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'resume_watermark_failed') return null;
  return error.details?.originalUrl ?? null;
}

/**
 * Downloads an unlocked candidate's resume through the API, so a failure is told
 * here instead of as a page of JSON: a resume that cannot be watermarked offers the
 * original file instead, any other failure says why.
 */
export function ResumeDownload({
  url,
  variant = 'outline',
  size = 'sm',
  className,
  buttonClassName,
  children = 'Download resume',
}: {
  url: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}) {
  const download = useDownloadResume();
  const original = useDownloadResume();
  const messageId = useId();
  const originalUrl = originalUrlOf(download.error);

  return (
    <div className={cn('grid justify-items-start', className)}>
      <Button
        variant={variant}
        size={size}
        className={buttonClassName}
        onClick={() => {
          original.reset();
          download.mutate(url);
        }}
        isPending={download.isPending}
        aria-describedby={download.isError ? messageId : undefined}
      >
        {!download.isPending && <Download aria-hidden="true" />}
        {children}
      </Button>
      {/* Always there, so that what is put in it is read out. */}
      <div id={messageId} aria-live="polite">
        {download.isError && (
          <div className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid justify-items-start gap-2">
              <p>{failureMessage(download.error, FALLBACK)}</p>
              {originalUrl && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => original.mutate(originalUrl)}
                  isPending={original.isPending}
                >
                  {!original.isPending && <Download aria-hidden="true" />}
                  Download the original file
                </Button>
              )}
              {original.isError && <p>{failureMessage(original.error, FALLBACK)}</p>}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
