import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from './ui/button';

/** Any path the router does not know (spec section 2), for everyone. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link href="/" className={buttonClasses('outline', 'default', 'mt-6')}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
