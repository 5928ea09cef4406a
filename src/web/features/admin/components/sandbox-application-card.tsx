import { FlaskConical, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { sandboxApplicationSchema } from '../../../../shared/careers-board';
import { TableSearch } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { useCareersBoardIntegration } from '../api/integration-status';
import { usePlatformJobSearch } from '../api/jobs';
import { useSendSandboxApplication } from '../api/sandbox';
import { toastAdminFailure } from './admin-failure';

/**
 * Only with the sandbox board (the simulated board of `npm start`): a made-up job
 * seeker applies on it to one of the platform's published jobs, and its
 * application.created webhook brings the application into that job's pipeline.
 */
export function SandboxApplicationCard() {
  const board = useCareersBoardIntegration();
  if (board.data?.environment !== 'sandbox') return null;
  return <SandboxApplicationForm />;
}

function SandboxApplicationForm() {
  const id = useId();
  const [q, setQ] = useState('');
  const [draft, setDraft] = useSearchDraft(q, setQ);
  const jobs = usePlatformJobSearch(q);
  const published = (jobs.data ?? []).filter((job) => job.status === 'PUBLISHED');
  const [chosenId, setChosenId] = useState('');
  // A new search may leave the chosen job out: then none is chosen.
  const jobId = published.some((job) => job.id === chosenId) ? chosenId : '';
  const [error, setError] = useState<string | undefined>(undefined);
  const send = useSendSandboxApplication();

  const jobsHint = jobs.isPending
    ? 'Loading jobs...'
    : jobs.isError
      ? `Jobs could not be loaded. ${jobs.error.message}`
      : published.length === 0
        ? q
          ? `No published job matches "${q}".`
          : 'No published jobs yet. Publish one first.'
        : 'Published jobs of every organization. The board lists a job once it has synced.';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = sandboxApplicationSchema.safeParse({ jobId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: (response) =>
        toast({
          variant: 'success',
          title: 'Test application sent',
          description: response.message,
        }),
      onError: (failure) =>
        toastAdminFailure(
          failure,
          'Test application failed',
          'The sandbox board could not send the application. Please try again.',
        ),
    });
  };

  return (
    <TitledCard
      title="Send a test application from the sandbox board"
      icon={<FlaskConical className="size-4 text-slate-500" aria-hidden="true" />}
      description="A made-up job seeker applies to the job on the simulated careers board; its webhook brings the application into the job’s pipeline, as the real board’s would."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2 md:items-start">
        <TableSearch
          id={`${id}-search`}
          label="Find a job"
          isLabelShown
          placeholder="Search by title or organization"
          value={draft}
          onChange={setDraft}
          maxLength={200}
        />
        <SelectField
          label="Job"
          required
          value={jobId}
          onChange={(event) => {
            setChosenId(event.target.value);
            setError(undefined);
          }}
          disabled={send.isPending}
          error={error}
          hint={jobsHint}
        >
          <option value="">Select a published job</option>
          {published.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({job.orgName})
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <Button type="submit" isPending={send.isPending}>
            {!send.isPending && <Send aria-hidden="true" />}
            Send
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
