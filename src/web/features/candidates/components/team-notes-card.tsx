import { zodResolver } from '@hookform/resolvers/zod';
import { StickyNote } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { noteSchema, type NoteView } from '../../../../shared/applications';
import { Button } from '../../../components/ui/button';
import { registeredField, TextareaField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { useAddNote } from '../../applications';
import { SectionCard } from './section-card';

/** Notes the team keeps on an application, newest first, and a form to add one. */
export function TeamNotesCard({
  applicationId,
  notes,
}: {
  applicationId: string;
  notes: NoteView[];
}) {
  const addNote = useAddNote(applicationId);
  const form = useForm({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const sorted = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const onSubmit = form.handleSubmit(({ body }) => {
    addNote.mutate(body, {
      onSuccess: () => {
        form.reset({ body: '' });
        toast({ title: 'Note added', description: 'Your team can see it on this page.' });
      },
      onError: handleFormFailure(form.setError, {
        title: 'Failed to add note',
        fallback: 'Could not add the note. Please try again.',
      }),
    });
  });

  return (
    <SectionCard
      icon={StickyNote}
      title="Team notes"
      aside={<span className="text-xs text-slate-500">{notes.length}</span>}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-2">
        <TextareaField
          label="Add a note"
          rows={3}
          placeholder="Only your team sees notes."
          {...registeredField(form, 'body')}
        />
        <Button
          type="submit"
          variant="outline"
          className="justify-self-end"
          isPending={addNote.isPending}
        >
          Add Note
        </Button>
      </form>

      {sorted.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No notes yet</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Notes">
          {sorted.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-slate-500">
                <span className="font-medium text-slate-700">
                  {note.authorName ?? 'A former team member'}
                </span>
                <time dateTime={note.createdAt} title={formatDateTime(note.createdAt)}>
                  {formatRelativeTime(note.createdAt)}
                </time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
