import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';

/** The signed-out frame the public job page has too: the logo bar over a slate page. */
export function MyDataFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-4xl items-center px-4 sm:px-6">
          <Link href="/" aria-label="Shortlist home" className="rounded-md text-slate-900">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto max-w-4xl px-4 py-8 outline-none sm:px-6 lg:py-12"
      >
        {children}
      </main>
    </div>
  );
}
