import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { LoadingBlock } from '../../../components/loading-screen';
import { Button, buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicJob } from '../api/public-job';
import { ApplicationForm } from '../components/application-form';
import { ApplicationSubmitted } from '../components/application-submitted';
import { JobDetails } from '../components/job-details';
import { MyDataLinkForm } from '../components/my-data-link-form';

/** A published job as candidates see it, with the application form. Open to everyone. */
export function PublicJobPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const job = usePublicJob(slug);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  useDocumentTitle(job.data ? `${job.data.title} at ${job.data.organization.name}` : undefined);

  return (
    <PublicPageFrame>
      {job.isPending ? (
        <LoadingBlock label="Loading job..." />
      ) : job.isError ? (
        isApiError(job.error) && job.error.status === 404 ? (
          <JobNotFound />
        ) : (
          <div role="alert" className="mx-auto max-w-md text-center">
            <h1 className="text-xl font-semibold text-slate-900">We could not load this job</h1>
            <p className="mt-2 text-sm text-slate-600">Check your connection and try again.</p>
            <Button variant="outline" className="mt-4" onClick={() => void job.refetch()}>
              Try again
            </Button>
          </div>
        )
      ) : submittedEmail !== null ? (
        <ApplicationSubmitted
          jobTitle={job.data.title}
          organizationName={job.data.organization.name}
          email={submittedEmail}
        />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_380px] lg:grid-rows-[auto_1fr]">
          <JobDetails job={job.data} />
          <aside className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6 lg:row-span-2">
            <ApplicationForm
              jobId={job.data.id}
              organization={job.data.organization}
              onSubmitted={setSubmittedEmail}
            />
          </aside>
          {/* Under the job details on wide screens, after the application form on phones. */}
          <div className="lg:col-start-1">
            <MyDataLinkForm />
          </div>
        </div>
      )}
    </PublicPageFrame>
  );
}

function JobNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Job Not Found</h1>
      <p className="mt-2 text-slate-600">
        This job posting is no longer available or the link is incorrect.
      </p>
      <Link href="/" className={buttonClasses('outline', 'default', 'mt-6')}>
        Go to Shortlist
      </Link>
    </div>
  );
}
