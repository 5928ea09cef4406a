import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="px-6 py-5">
        <Link
          href="/"
          className="inline-block rounded-md text-slate-900"
          aria-label="Shortlist home"
        >
          <BrandLogo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-slate-600">{description}</p>}
          <div className="mt-6">{children}</div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

export const inlineLinkClasses =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline';
