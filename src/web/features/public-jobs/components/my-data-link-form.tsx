import { KeyRound } from 'lucide-react';
import {
  PUBLIC_JOB_DOM,
  publicJobFormActions,
  type MyDataLinkFormState,
} from '../../../../shared/public-job-page';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { FormFailure } from './form-failure';

/**
 * "Get a link to your data" (issue 19): someone who applied enters their email and
 * receives a private link to see, download, withdraw or erase what employers hold. The
 * answer is the same whether or not we hold anything, so it tells nobody who applied.
 * Plain HTML that posts itself; enhanced in place like the application form.
 */
export function MyDataLinkForm({ slug, state }: { slug: string; state?: MyDataLinkFormState }) {
  const { email, error, sentMessage, failure } = state ?? {};
  return (
    <section
      aria-labelledby="my-data-link-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <KeyRound className="size-5 text-brand-600" aria-hidden="true" />
        <h2 id="my-data-link-heading" className="text-lg font-semibold text-slate-900">
          Get a link to your data
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Applied before? Enter the email you applied with. If we hold applications under it, we email
        you a private link where you can see, download, withdraw or erase them.
      </p>
      <form
        id={PUBLIC_JOB_DOM.myDataLinkForm}
        action={publicJobFormActions(slug).myDataLink}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-4 grid max-w-md gap-3"
      >
        <FormFailure message={failure} />
        <TextField
          id="my-data-link-email"
          label="Your email"
          type="email"
          autoComplete="email"
          required
          name="email"
          defaultValue={email}
          error={error}
        />
        <Button type="submit" variant="outline" className="justify-self-start">
          Email me a link
        </Button>
        <div role="status" aria-live="polite" className="text-sm text-slate-700 empty:hidden">
          {sentMessage}
        </div>
      </form>
    </section>
  );
}
