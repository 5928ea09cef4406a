import { RESUME_ACCEPT, type PublicJobView } from '../../../../shared/public';
import {
  PUBLIC_JOB_DOM,
  publicJobFormActions,
  type ApplyFormState,
} from '../../../../shared/public-job-page';
import { Button } from '../../../components/ui/button';
import { FieldShell, fieldAria, TextareaField, TextField } from '../../../components/ui/form-field';
import { FormFailure } from './form-failure';
import { PrivacyNotice } from './privacy-notice';

const RESUME_ID = 'apply-resume';
const RESUME_HINT = 'PDF or Word (DOCX), up to 5 MB';

/**
 * The application form as plain HTML: it posts itself (multipart, resume included)
 * and works with no JavaScript; the page's enhancing script checks it as it is typed
 * and sends it without leaving the page. After a refused post it comes back with what
 * was typed and the server's messages.
 */
export function ApplicationForm({ job, state }: { job: PublicJobView; state?: ApplyFormState }) {
  const { values = {}, errors = {}, failure } = state ?? {};
  return (
    <form
      id={PUBLIC_JOB_DOM.applyForm}
      action={publicJobFormActions(job.slug).apply}
      method="post"
      encType="multipart/form-data"
      noValidate
      data-job-id={job.id}
      className="grid gap-4"
      aria-labelledby="apply-heading"
    >
      <h2 id="apply-heading" className="text-lg font-semibold text-slate-900">
        Apply for this job
      </h2>
      <FormFailure message={failure} />
      <TextField
        id="apply-fullName"
        label="Full Name"
        autoComplete="name"
        required
        name="fullName"
        defaultValue={values.fullName}
        error={errors.fullName}
      />
      <TextField
        id="apply-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        name="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        id="apply-phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="e.g. 024 123 4567"
        name="phone"
        defaultValue={values.phone}
        error={errors.phone}
      />
      <TextareaField
        id="apply-coverNote"
        label="Cover Note"
        rows={5}
        placeholder="Why are you a good fit for this role?"
        name="coverNote"
        defaultValue={values.coverNote}
        error={errors.coverNote}
      />
      <FieldShell id={RESUME_ID} label="Resume (optional)" error={errors.resume} hint={RESUME_HINT}>
        <input
          id={RESUME_ID}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...fieldAria(RESUME_ID, errors.resume, true)}
        />
      </FieldShell>
      <PrivacyNotice organization={job.organization} />
      <Button type="submit" size="lg" className="w-full">
        Submit Application
      </Button>
    </form>
  );
}
