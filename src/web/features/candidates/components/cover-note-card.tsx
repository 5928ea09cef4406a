import { MessageSquareText } from 'lucide-react';
import { SectionCard } from './section-card';

/** The applicant's cover note; while locked the server has already masked their name and contacts in it. */
export function CoverNoteCard({
  coverNote,
  isLocked,
}: {
  coverNote: string | null;
  isLocked: boolean;
}) {
  return (
    <SectionCard icon={MessageSquareText} title="Cover note">
      {coverNote ? (
        <>
          <p className="text-sm leading-6 whitespace-pre-wrap text-slate-700">{coverNote}</p>
          {isLocked && (
            <p className="mt-3 text-xs text-slate-500">
              Names, emails and phone numbers in the note stay hidden until you unlock.
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-500">No cover note</p>
      )}
    </SectionCard>
  );
}
