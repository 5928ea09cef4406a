import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateJobSchema, type JobView, type UpdateJob } from '../../../../shared/jobs';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { schemaResolver } from '../../../lib/form-errors';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { useUpdateJob } from '../api/update-job';
import { JobFormFields } from './job-form-fields';
import { jobToFormValues, type JobFormValues } from './job-form-values';

export function JobEditForm({ job, canEdit }: { job: JobView; canEdit: boolean }) {
  const updateJob = useUpdateJob(job.id);
  const form = useForm<JobFormValues, unknown, UpdateJob>({
    resolver: schemaResolver(updateJobSchema),
    defaultValues: jobToFormValues(job),
  });
  // The stages as the server has them; after a save the editor restarts from
  // the new names, so renames already applied are not sent again.
  const [savedStages, setSavedStages] = useState({ stages: job.pipeline.stages, version: 0 });

  const onSubmit = form.handleSubmit((values) => {
    updateJob.mutate(values, {
      onSuccess: (updated) => {
        toast({ title: 'Job updated', description: `${updated.title} has been saved.` });
        form.reset(jobToFormValues(updated));
        setSavedStages((previous) => ({
          stages: updated.pipeline.stages,
          version: previous.version + 1,
        }));
      },
      onError: handleFormFailure(form.setError, {
        title: 'Update failed',
        fallback: 'Failed to update job. Please try again.',
      }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
      {!canEdit && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Your role can view this job but not change it.
        </p>
      )}
      <JobFormFields
        form={form}
        initialStages={savedStages.stages}
        stagesAreSaved
        stageEditorKey={savedStages.version}
        disabled={!canEdit || updateJob.isPending}
      />
      {canEdit && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            disabled={updateJob.isPending || !form.formState.isDirty}
            onClick={() => {
              form.reset(jobToFormValues(job));
              setSavedStages((previous) => ({
                stages: job.pipeline.stages,
                version: previous.version + 1,
              }));
            }}
          >
            Discard Changes
          </Button>
          <Button type="submit" isPending={updateJob.isPending}>
            Save Changes
          </Button>
        </div>
      )}
    </form>
  );
}
