import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

export function JobNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Job Not Found</h1>
      <p className="mt-2 text-slate-600">
        This job posting is no longer available or the link is incorrect.
      </p>
      <a href="/" className={buttonClasses('outline', 'default', 'mt-6')}>
        Go to Shortlist
      </a>
    </div>
  );
}
