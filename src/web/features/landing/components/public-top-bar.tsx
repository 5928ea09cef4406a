import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { buttonClasses } from '../../../components/ui/button';

export function PublicTopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" aria-label="Shortlist home" className="rounded-md text-slate-900">
          <BrandLogo />
        </Link>
        <nav
          aria-label="Page sections"
          className="hidden items-center gap-6 text-sm text-slate-600 md:flex"
        >
          <a href="#how-it-works" className="hover:text-slate-900">
            How it works
          </a>
          <a href="#features" className="hover:text-slate-900">
            Features
          </a>
          <a href="#pricing" className="hover:text-slate-900">
            Pricing
          </a>
        </nav>
        <div className="flex items-center gap-2">
          <Link href="/signin" className={buttonClasses('ghost', 'sm')}>
            Sign In
          </Link>
          <Link href="/signup" className={buttonClasses('default', 'sm')}>
            Get Started
          </Link>
        </div>
      </div>
    </header>
  );
}
