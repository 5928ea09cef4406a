import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import {
  MY_DATA_LINK_SENT_MESSAGE,
  myDataLinkSchema,
  type MyDataLinkData,
  type MyDataLinkInput,
} from '../../../../shared/my-data-link';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestMyDataLink } from '../api/request-my-data-link';

/**
 * "Get a link to your data" (issue 19): someone who applied enters their email and
 * receives a private link to see, download, withdraw or erase what employers hold. The
 * answer is the same whether or not we hold anything, so it tells nobody who applied.
 */
export function MyDataLinkForm() {
  const { attachForm, errors, handleSubmit, onChange, showServerErrors } = useSchemaForm<
    keyof MyDataLinkInput,
    MyDataLinkData
  >(myDataLinkSchema);
  const requestLink = useRequestMyDataLink();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    setSentMessage(null);
    setFailure(null);
    requestLink.mutate(values, {
      onSuccess: (response) => setSentMessage(response?.message || MY_DATA_LINK_SENT_MESSAGE),
      onError: (error) => {
        if (showServerErrors(error)) return;
        setFailure(failureMessage(error, 'We could not send a link. Please try again later.'));
      },
    });
  });

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
        ref={attachForm}
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-4 grid max-w-md gap-3"
      >
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          name="email"
          error={errors.email}
        />
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          isPending={requestLink.isPending}
        >
          Email me a link
        </Button>
      </form>
      <div role="status" aria-live="polite" className="empty:hidden mt-3 text-sm text-slate-700">
        {sentMessage}
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
