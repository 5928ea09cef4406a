import { Globe, Lock, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { createJobSchema, type CreateJob } from '../../../../shared/jobs';
import { DEFAULT_STAGES } from '../../../../shared/rules';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { schemaResolver } from '../../../lib/form-errors';
import { canManageJobs } from '../../../lib/permissions';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { useSignedInUser } from '../../auth';
import { useCreateJob } from '../api/create-job';
import { FormSection } from '../components/form-section';
import { JobFormFields } from '../components/job-form-fields';
import { emptyJobFormValues, type JobFormValues } from '../components/job-form-values';

type NewJobStatus = CreateJob['status'];

export function CreateJobPage() {
  const user = useSignedInUser();
  if (!canManageJobs(user?.role)) {
    return (
      <>
        <PageHeader title="Create Job" />
        <EmptyState
          icon={ShieldAlert}
          title="Your role cannot create jobs"
          description="Ask an admin, hiring manager or recruiter in your organization to post this job."
          action={
            <Link href="/jobs" className={buttonClasses('outline')}>
              Back to Jobs
            </Link>
          }
        />
      </>
    );
  }
  return <CreateJobForm />;
}

function CreateJobForm() {
  const [, navigate] = useLocation();
  const createJob = useCreateJob();
  // Which button started the save, so only that one shows a spinner.
  const [pendingStatus, setPendingStatus] = useState<NewJobStatus | null>(null);

  const form = useForm<JobFormValues, unknown, CreateJob>({
    resolver: schemaResolver(createJobSchema),
    defaultValues: emptyJobFormValues(),
  });

  const submitWithStatus = (status: NewJobStatus) =>
    form.handleSubmit((job) => {
      setPendingStatus(status);
      createJob.mutate(
        { ...job, status },
        {
          onSuccess: (created) => {
            if (created.status === 'PUBLISHED') {
              toast({
                title: 'Job Published Successfully',
                description: `${created.title} is live on its public page and will sync to the careers board shortly.`,
                duration: 5000,
              });
            } else {
              toast({
                title: 'Job Draft Saved',
                description: `${created.title} is saved as a draft. Publish it when you are ready.`,
              });
            }
            navigate(`/jobs/${created.id}/pipeline`);
          },
          onError: handleFormFailure(form.setError, {
            title: 'Failed to Create Job',
            fallback: 'Something went wrong. Please try again.',
          }),
          onSettled: () => setPendingStatus(null),
        },
      );
    });

  const isSaving = createJob.isPending;

  return (
    <>
      <PageHeader
        title="Create Job"
        subtitle="Posting is free. Publish now or save a draft for later."
      />
      <form
        noValidate
        onSubmit={(event) => void submitWithStatus('DRAFT')(event)}
        className="grid gap-6"
      >
        <JobFormFields
          form={form}
          initialStages={DEFAULT_STAGES}
          stagesAreSaved={false}
          disabled={isSaving}
        />

        <FormSection
          title="Publishing Options"
          description="You can change this later in the job's settings."
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            <li className="flex gap-3 rounded-lg border border-slate-200 p-4">
              <Lock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div>
                <p className="text-sm font-medium text-slate-900">Save as Draft</p>
                <p className="mt-1 text-sm text-slate-600">
                  Only your team sees it. Nobody can apply until you publish.
                </p>
              </div>
            </li>
            <li className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50/50 p-4">
              <Globe className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <p className="text-sm font-medium text-slate-900">Publish Job</p>
                <p className="mt-1 text-sm text-slate-600">
                  Opens the public job page for applications and syncs the job to the careers board.
                </p>
              </div>
            </li>
          </ul>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Link href="/jobs" className={buttonClasses('ghost')}>
              Cancel
            </Link>
            <Button
              type="submit"
              variant="outline"
              disabled={isSaving}
              isPending={pendingStatus === 'DRAFT'}
            >
              Save as Draft
            </Button>
            <Button
              disabled={isSaving}
              isPending={pendingStatus === 'PUBLISHED'}
              onClick={(event) => void submitWithStatus('PUBLISHED')(event)}
            >
              Publish Job
            </Button>
          </div>
        </FormSection>
      </form>
    </>
  );
}
