import { useId } from 'react';
import {
  ADMIN_ADDED_SOURCE,
  addCandidateFormSchema,
  type AdminJobView,
} from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useAddToPipeline } from '../api/applications';
import { StageSelectField } from './select-fields';

const DEFAULT_VALUES = { fullName: '', email: '', phone: '', stage: '', coverNote: '' };

interface AddCandidateDialogProps {
  job: AdminJobView;
  stages: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds a candidate to the job's pipeline by manual entry. Each opening starts from
 * empty fields (the form is mounted per opening), so a closed or finished dialog
 * keeps nothing.
 */
export function AddCandidateDialog({ job, stages, open, onOpenChange }: AddCandidateDialogProps) {
  const addToPipeline = useAddToPipeline();
  const id = useId();
  return (
    <FormDialog
      schema={addCandidateFormSchema}
      defaultValues={{ ...DEFAULT_VALUES, stage: stages[0] ?? '' }}
      title="Add Candidate"
      description={`Adds a candidate to ${job.title} at ${job.orgName}.`}
      submitLabel="Add Candidate"
      open={open}
      onOpenChange={onOpenChange}
      isPending={addToPipeline.isPending}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      failureToast={{
        title: 'Add candidate failed',
        fallback: 'The candidate could not be added.',
      }}
      onSubmit={async (values) => {
        const response = await addToPipeline.mutateAsync({
          orgId: job.orgId,
          jobId: job.id,
          stage: values.stage,
          candidateData: {
            fullName: values.fullName,
            email: values.email,
            phone: values.phone,
            source: ADMIN_ADDED_SOURCE,
          },
          coverNote: values.coverNote,
        });
        toast({
          variant: 'success',
          title: 'Candidate added',
          description: response.message,
        });
      }}
    >
      {(_form, { field }) => (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-900">Source</legend>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-source`}
                className="size-4 accent-brand-700"
                defaultChecked
              />
              Manual Entry
            </label>
            <label className="flex items-start gap-2 text-sm text-slate-500">
              <input
                type="radio"
                name={`${id}-source`}
                className="mt-0.5 size-4"
                disabled
                aria-describedby={`${id}-external-note`}
              />
              <span>
                Select from the external careers platform
                <span id={`${id}-external-note`} className="block text-xs">
                  Comes with the careers-board connection.
                </span>
              </span>
            </label>
          </fieldset>
          <TextField label="Full Name" required autoComplete="off" {...field('fullName')} />
          <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="off" {...field('phone')} />
          <StageSelectField label="Pipeline Stage" required stages={stages} {...field('stage')} />
          <TextareaField label="Notes (optional)" rows={3} {...field('coverNote')} />
        </>
      )}
    </FormDialog>
  );
}
