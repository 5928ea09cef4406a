import { ShieldCheck } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import {
  applySchema,
  checkResumeFile,
  RESUME_ACCEPT,
  type ApplyData,
  type ApplyInput,
  type PublicJobView,
} from '../../../../shared/public';
import { privacyNotice } from '../../../../shared/privacy';
import { Button } from '../../../components/ui/button';
import { FieldShell, fieldAria, TextareaField, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useApplyToJob } from '../api/apply';
import { toastFailure } from '../../../lib/toast-failure';

interface ApplicationFormProps {
  jobId: string;
  /** The employer: the data controller its privacy notice names. */
  organization: PublicJobView['organization'];
  onSubmitted: (email: string) => void;
}

export function ApplicationForm({ jobId, organization, onSubmitted }: ApplicationFormProps) {
  const { attachForm, errors, handleSubmit, onChange, showServerErrors } = useSchemaForm<
    keyof ApplyInput,
    ApplyData
  >(applySchema);
  const apply = useApplyToJob(jobId);
  const resumeId = useId();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkResumeFile(file) : null;
    setResumeError(problem ?? undefined);
    setResume(problem ? null : file);
  };

  const onSubmit = handleSubmit((values) => {
    if (resumeError) return;
    apply.mutate(
      { input: values, resume },
      {
        onSuccess: (response) => {
          toast({ title: 'Application submitted!', description: response?.message });
          onSubmitted(values.email);
        },
        onError: (error) => {
          // A file the server refused is the resume field's problem, not the whole form's.
          if (isResumeFileError(error)) {
            setResumeError(error.message);
            return;
          }
          showServerErrors(error);
          toastFailure(error, 'Application failed', 'Please try again later.');
        },
      },
    );
  });

  return (
    <form
      ref={attachForm}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-4"
      aria-labelledby="apply-heading"
    >
      <h2 id="apply-heading" className="text-lg font-semibold text-slate-900">
        Apply for this job
      </h2>
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        name="fullName"
        error={errors.fullName}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        name="email"
        error={errors.email}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="e.g. 024 123 4567"
        name="phone"
        error={errors.phone}
      />
      <TextareaField
        label="Cover Note"
        rows={5}
        placeholder="Why are you a good fit for this role?"
        name="coverNote"
        error={errors.coverNote}
      />
      <FieldShell
        id={resumeId}
        label="Resume (optional)"
        error={resumeError}
        hint="PDF or Word (DOCX), up to 5 MB"
      >
        <input
          id={resumeId}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          onChange={onResumeChange}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...fieldAria(resumeId, resumeError, true)}
        />
      </FieldShell>
      <PrivacyNotice organization={organization} />
      <Button type="submit" size="lg" className="w-full" isPending={apply.isPending}>
        {apply.isPending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}

/** The server refused the file itself: too large (413), not a PDF or DOCX (415), or unreadable. */
function isResumeFileError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 413 || error.status === 415 || error.code === 'resume_unreadable')
  );
}

/**
 * The privacy notice beside the button (Act 843): who controls the data and whom to
 * ask, what happens to it, for how long, and the applicant's rights. Applying
 * acknowledges it; the application records its version and the time.
 */
function PrivacyNotice({ organization }: { organization: PublicJobView['organization'] }) {
  const id = useId();
  const notice = privacyNotice({
    organizationName: organization.name,
    contactName: organization.dataProtectionContactName,
    contactEmail: organization.dataProtectionContactEmail,
    retentionMonths: organization.applicationRetentionMonths,
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex gap-3 rounded-lg bg-slate-50 p-3 text-xs leading-5 text-slate-600"
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="grid gap-1.5">
        <h2 id={`${id}-title`} className="font-medium text-slate-800">
          Your privacy
        </h2>
        <p>{notice.controller}</p>
        <p>{notice.use}</p>
        <p>{notice.retention}</p>
        <p>
          {notice.rights}
          {notice.contact && organization.dataProtectionContactEmail && (
            <>
              {' '}
              {notice.contact}
              <a
                href={`mailto:${organization.dataProtectionContactEmail}`}
                className="font-medium text-brand-700 underline"
              >
                {organization.dataProtectionContactEmail}
              </a>
              .
            </>
          )}
        </p>
        <p className="font-medium text-slate-700">{notice.acknowledgement}</p>
      </div>
    </section>
  );
}
