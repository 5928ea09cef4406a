import { useState, type FormEvent } from 'react';
import { DEFAULT_STAGES, RESUME_MAX_BYTES } from '../../../../shared/rules';
import { manualApplicationSchema } from '../../../../shared/admin';
import type { ExternalCandidateView } from '../../../../shared/careers-board';
import { DialogFooterActions, DialogShell } from '../../../components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage } from '../../../lib/api-client';
import { isAdminSessionExpired } from '../api/admin-request';
import { useAddManualApplication } from '../api/applications';
import { useOrganizationJobs } from '../api/jobs';
import {
  CandidateSourceSwitch,
  ExternalCandidatePicker,
  lockedTo,
  lockStateOf,
  pickedContact,
  type CandidateSource,
} from './external-candidate-picker';
import { OrganizationSelectField, StageSelectField } from './select-fields';

/** What the form starts with when opened for a known candidate or job (the matching dashboard). */
export interface ManualApplicationPrefill {
  orgId?: string;
  jobId?: string;
  name?: string;
  email?: string;
}

interface ManualApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Add Manual Application' unless the opener names it otherwise. */
  title?: string;
  prefill?: ManualApplicationPrefill;
  /** After the candidate was added, e.g. to bring a list that shows them up to date. */
  onAdded?: () => void;
}

const EMPTY = { orgId: '', jobId: '', stage: '', name: '', email: '', phone: '', notes: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values | 'resume', string>>;

/**
 * 'Add Manual Application': a candidate typed in by the admin or picked from the
 * careers platform, into a job of an organization at a stage, with an optional resume.
 */
export function ManualApplicationDialog({
  open,
  onOpenChange,
  title = 'Add Manual Application',
  prefill,
  onAdded,
}: ManualApplicationDialogProps) {
  const addApplication = useAddManualApplication();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      isPending={addApplication.isPending}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      {open && (
        <ManualApplicationForm
          addApplication={addApplication}
          title={title}
          prefill={prefill}
          onAdded={onAdded}
          onClose={() => onOpenChange(false)}
        />
      )}
    </DialogShell>
  );
}

function ManualApplicationForm({
  addApplication,
  title,
  prefill,
  onAdded,
  onClose,
}: {
  addApplication: ReturnType<typeof useAddManualApplication>;
  title: string;
  prefill: ManualApplicationPrefill | undefined;
  onAdded: (() => void) | undefined;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...prefill });
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [source, setSource] = useState<CandidateSource>('manual');
  const [picked, setPicked] = useState<ExternalCandidateView | null>(null);
  const isLocked = source === 'external';
  const lock = (hasValue: boolean) => lockedTo(lockStateOf(source, picked, hasValue));
  const jobs = useOrganizationJobs(values.orgId);
  const job = jobs.data?.find((candidate) => candidate.id === values.jobId);
  const stages = job && job.stages.length > 0 ? job.stages : [...DEFAULT_STAGES];
  const isPending = addApplication.isPending;
  const isReady =
    values.orgId !== '' &&
    values.jobId !== '' &&
    values.stage !== '' &&
    values.name.trim() !== '' &&
    values.email.trim() !== '';

  /** A field's value, its change (a new organization clears the job) and its error. */
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (name === 'orgId') next.jobId = '';
        return next;
      });
    },
    error: errors[name],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      orgId: values.orgId,
      jobId: values.jobId,
      stage: values.stage,
      candidate: {
        name: values.name,
        email: values.email,
        phone: values.phone,
        ...(isLocked && picked ? { externalCandidateId: picked.id } : {}),
      },
      notes: values.notes,
    };
    const parsed = manualApplicationSchema.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = (issue.path.length > 1 ? issue.path[1] : issue.path[0]) as keyof Values;
        found[key] ??= issue.message;
      }
    }
    if (resume && resume.size > RESUME_MAX_BYTES) {
      found.resume = `The resume must be at most ${RESUME_MAX_BYTES / 1024 / 1024} MB`;
    }
    setErrors(found);
    if (!parsed.success || found.resume) return;
    addApplication.mutate(
      { input: parsed.data, resume },
      {
        onSuccess: (response) => {
          toast({
            variant: 'success',
            title: 'Candidate added',
            description: response.message,
          });
          onAdded?.();
          onClose();
        },
        onError: (error) => {
          if (isAdminSessionExpired(error)) return;
          toast({
            variant: 'destructive',
            title: 'Failed to add candidate',
            description: failureMessage(
              error,
              'The candidate could not be added. Please try again.',
            ),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          Adds a candidate to a job’s pipeline: typed in, or picked from the external careers
          platform’s candidates (their resume comes with them).
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <OrganizationSelectField
          label="Target organization"
          fieldClassName="sm:col-span-2"
          required
          disabled={isPending}
          {...field('orgId')}
        />
        <SelectField
          label="Job position"
          required
          disabled={isPending || values.orgId === '' || jobs.isPending}
          {...field('jobId')}
          hint={
            values.orgId === ''
              ? 'Choose an organization first.'
              : jobs.data?.length === 0
                ? 'This organization has no jobs yet.'
                : undefined
          }
        >
          <option value="">Select a job</option>
          {(jobs.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </SelectField>
        <StageSelectField
          label="Pipeline stage"
          required
          stages={stages}
          disabled={isPending}
          {...field('stage')}
        />
      </div>
      <fieldset
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        disabled={isPending}
      >
        <legend className="px-1 text-sm font-medium text-slate-900">Candidate</legend>
        <div className="grid gap-4 sm:col-span-2">
          <CandidateSourceSwitch
            value={source}
            onChange={(next) => {
              setSource(next);
              setPicked(null);
              setValues((current) => ({ ...current, name: '', email: '', phone: '' }));
            }}
          />
          {isLocked && (
            <ExternalCandidatePicker
              selected={picked}
              onSelect={(candidate) => {
                setPicked(candidate);
                setValues((current) => ({ ...current, ...pickedContact(candidate) }));
              }}
            />
          )}
        </div>
        <TextField
          label="Full Name"
          required
          autoComplete="off"
          {...field('name')}
          {...lock(Boolean(picked?.name))}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          {...field('email')}
          {...lock(true)}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="off"
          {...field('phone')}
          {...lock(true)}
        />
        <TextField
          label="Resume (optional)"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf"
          className="py-1.5"
          error={errors.resume}
          onChange={(event) => setResume(event.target.files?.[0] ?? null)}
        />
        <TextareaField
          label="Notes (optional)"
          rows={3}
          fieldClassName="sm:col-span-2"
          {...field('notes')}
        />
      </fieldset>
      <DialogFooterActions
        onCancel={onClose}
        isPending={isPending}
        submitLabel="Add to Pipeline"
        isSubmitDisabled={!isReady}
      />
    </form>
  );
}
