import { useMemo } from 'react';
import { cn } from '../../../lib/utils';
import { useSignedInUser } from '../../auth';
import { previewSegments, sampleValues, type PreviewSegment } from './template-text';

interface TemplatePreviewProps {
  subject: string;
  content: string;
  className?: string;
}

/**
 * The email as a candidate would read it, with sample values for the variables
 * Shortlist fills in; the sender's own variables stay as written, marked.
 */
export function TemplatePreview({ subject, content, className }: TemplatePreviewProps) {
  const user = useSignedInUser();
  const values = useMemo(
    () => sampleValues({ senderName: user?.name ?? '', companyName: user?.organization?.name }),
    [user?.name, user?.organization?.name],
  );
  return (
    <div className={cn('overflow-hidden rounded-lg border border-slate-200 bg-white', className)}>
      <div className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Subject</p>
        <p className="mt-0.5 font-semibold break-words text-slate-900">
          {subject.trim() ? (
            <Segments segments={previewSegments(subject, values)} />
          ) : (
            <span className="font-normal text-slate-400 italic">No subject yet</span>
          )}
        </p>
      </div>
      <div className="px-4 py-3 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">
        {content.trim() ? (
          <Segments segments={previewSegments(content, values)} />
        ) : (
          <span className="text-slate-400 italic">No content yet</span>
        )}
      </div>
    </div>
  );
}

function Segments({ segments }: { segments: PreviewSegment[] }) {
  return segments.map((segment, index) =>
    segment.kind === 'text' ? (
      <span key={index}>{segment.text}</span>
    ) : (
      <mark
        key={index}
        className={cn(
          'rounded-sm',
          segment.kind === 'filled' ? 'bg-brand-50 text-brand-900' : 'bg-amber-100 text-amber-900',
        )}
      >
        {segment.text}
      </mark>
    ),
  );
}
