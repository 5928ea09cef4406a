import { PUBLIC_JOB_DOM, type PublicJobPageState } from '../../../../shared/public-job-page';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { ApplicationForm } from '../components/application-form';
import { ApplicationSubmitted } from '../components/application-submitted';
import { JobDetails } from '../components/job-details';
import { JobNotFound } from '../components/job-not-found';
import { MyDataLinkForm } from '../components/my-data-link-form';

/**
 * A published job as candidates see it, with the application form. Open to everyone.
 * Rendered on the server to static HTML (issue 19): no React runs in the browser here;
 * a small script enhances the forms in place.
 */
export function PublicJobPage({ state }: { state: PublicJobPageState }) {
  return (
    <PublicPageFrame>
      {state.page === 'not-found' ? (
        <JobNotFound />
      ) : state.page === 'submitted' ? (
        <ApplicationSubmitted
          jobTitle={state.job.title}
          organizationName={state.job.organization.name}
          email={state.email}
        />
      ) : (
        <>
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_380px] lg:grid-rows-[auto_1fr]">
            <JobDetails job={state.job} />
            <aside className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6 lg:row-span-2">
              <ApplicationForm job={state.job} state={state.apply} />
            </aside>
            {/* Under the job details on wide screens, after the application form on phones. */}
            <div className="lg:col-start-1">
              <MyDataLinkForm slug={state.job.slug} state={state.myDataLink} />
            </div>
          </div>
          {/* What the enhancing script shows once the form is sent, the email filled in. */}
          <template id={PUBLIC_JOB_DOM.submittedTemplate}>
            <ApplicationSubmitted
              jobTitle={state.job.title}
              organizationName={state.job.organization.name}
              email={<span {...{ [PUBLIC_JOB_DOM.submittedEmail]: '' }} />}
            />
          </template>
        </>
      )}
    </PublicPageFrame>
  );
}
