import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useForgetMyData } from '../api/erase-my-data';

/** The last screen after erasing: the page holds nothing more, and the link is dead. */
export function DataErased() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useForgetMyData();
  // The confirm dialog and the page under it are gone: start reading here. After the
  // dialog's own focus return, which runs in a timeout of its unmounting.
  useEffect(() => {
    const timer = window.setTimeout(() => headingRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <CheckCircle2 className="mx-auto size-14 text-brand-600" aria-hidden="true" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-slate-900 outline-none"
      >
        Your data has been erased
      </h1>
      <p className="mt-2 text-slate-600">
        Every organization&rsquo;s copy of your name, contact details, cover notes and resumes has
        been deleted. They keep only anonymous counts.
      </p>
      <p className="mt-2 text-slate-600">This link no longer works.</p>
      <Link href="/" className={buttonClasses('outline', 'default', 'mt-6')}>
        Go to Shortlist
      </Link>
    </div>
  );
}
