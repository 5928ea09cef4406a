import { useState } from 'react';
import type { ExternalCandidateView } from '../../../../shared/careers-board';
import {
  ADMIN_ADDED_SOURCE,
  addCandidateFormSchema,
  type AdminJobView,
} from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useAddToPipeline } from '../api/applications';
import {
  CandidateSourceSwitch,
  ExternalCandidatePicker,
  lockedTo,
  lockStateOf,
  pickedContact,
  type CandidateSource,
} from './external-candidate-picker';
import { StageSelectField } from './select-fields';

const DEFAULT_VALUES = { fullName: '', email: '', phone: '', stage: '', coverNote: '' };

interface AddCandidateDialogProps {
  job: AdminJobView;
  stages: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds a candidate to the job's pipeline, typed in or picked from the careers
 * platform's job seekers (their contact then comes from the board, with their
 * resume). Each opening starts from empty fields (the form is mounted per opening),
 * so a closed or finished dialog keeps nothing.
 */
export function AddCandidateDialog({ job, stages, open, onOpenChange }: AddCandidateDialogProps) {
  const addToPipeline = useAddToPipeline();
  const [source, setSource] = useState<CandidateSource>('manual');
  const [picked, setPicked] = useState<ExternalCandidateView | null>(null);
  const isLocked = source === 'external';
  const onOpenChangeAndReset = (next: boolean) => {
    if (!next) {
      setSource('manual');
      setPicked(null);
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      schema={addCandidateFormSchema}
      defaultValues={{ ...DEFAULT_VALUES, stage: stages[0] ?? '' }}
      title="Add Candidate"
      description={`Adds a candidate to ${job.title} at ${job.orgName}.`}
      submitLabel="Add Candidate"
      open={open}
      onOpenChange={onOpenChangeAndReset}
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
            ...(isLocked && picked ? { externalCandidateId: picked.id } : {}),
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
      {(form, { field }) => (
        <>
          <CandidateSourceSwitch
            value={source}
            onChange={(next) => {
              setSource(next);
              setPicked(null);
              for (const name of ['fullName', 'email', 'phone'] as const) form.setValue(name, '');
            }}
          />
          {source === 'external' && (
            <ExternalCandidatePicker
              selected={picked}
              onSelect={(candidate) => {
                setPicked(candidate);
                const contact = pickedContact(candidate);
                form.setValue('fullName', contact.name, { shouldValidate: contact.name !== '' });
                form.setValue('email', contact.email, { shouldValidate: true });
                form.setValue('phone', contact.phone);
              }}
            />
          )}
          <TextField
            label="Full Name"
            required
            autoComplete="off"
            {...field('fullName')}
            {...lockedTo(lockStateOf(source, picked, Boolean(picked?.name)))}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...field('email')}
            {...lockedTo(lockStateOf(source, picked, true))}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="off"
            {...field('phone')}
            {...lockedTo(lockStateOf(source, picked, true))}
          />
          <StageSelectField label="Pipeline Stage" required stages={stages} {...field('stage')} />
          <TextareaField label="Notes (optional)" rows={3} {...field('coverNote')} />
        </>
      )}
    </FormDialog>
  );
}
