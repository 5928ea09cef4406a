import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { BrandLogo } from './brand-logo';

const WIDTHS = { wide: 'max-w-6xl', narrow: 'max-w-4xl' } as const;

/**
 * The signed-out pages' frame (a public job, a candidate's own data): the logo bar
 * over a slate page, the content in a centred column.
 */
export function PublicPageFrame({
  width = 'wide',
  children,
}: {
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className={cn('mx-auto flex h-14 items-center px-4 sm:px-6', WIDTHS[width])}>
          {/* A plain link: the public job page is rendered on the server, outside the router. */}
          <a href="/" aria-label="Shortlist home" className="rounded-md text-slate-900">
            <BrandLogo />
          </a>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('mx-auto px-4 py-8 outline-none sm:px-6 lg:py-12', WIDTHS[width])}
      >
        {children}
      </main>
    </div>
  );
}
