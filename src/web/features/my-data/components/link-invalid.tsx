import { LinkIcon } from 'lucide-react';
import { MY_DATA_LINK_DAYS } from '../../../../shared/my-data';

/**
 * No link, or one that no longer opens anything: what happened, in the server's words
 * when it said some, and how to get a new link.
 */
export function LinkInvalid({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <LinkIcon className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-center text-2xl font-bold tracking-tight text-slate-900">
        This link does not work
      </h1>
      <p role="alert" className="mt-2 text-center text-slate-700">
        {message}
      </p>
      <div className="mt-6 rounded-xl bg-slate-50 p-5">
        <h2 className="text-sm font-semibold text-slate-900">How to get a new link</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-slate-700">
          <li>Open any job page of the employer you applied to.</li>
          <li>Under &lsquo;Get a link to your data&rsquo;, enter the email you applied with.</li>
          <li>Open the link in the email we send you. It works for {MY_DATA_LINK_DAYS} days.</li>
        </ol>
      </div>
    </div>
  );
}
