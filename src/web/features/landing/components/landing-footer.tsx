import { KeyRound, Lock, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';

const CLAIMS = [
  { icon: Lock, text: 'Encryption in transit and at rest' },
  { icon: KeyRound, text: 'Role-based access control' },
  { icon: Scale, text: "Aligned with Ghana's Data Protection Act, 2012 (Act 843)" },
];

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto]">
        <div>
          <BrandLogo inverted className="text-white" />
          <ul className="mt-6 grid gap-3 text-sm">
            {CLAIMS.map((claim) => (
              <li key={claim.text} className="flex items-center gap-3">
                <claim.icon className="size-4 text-brand-300" aria-hidden="true" />
                {claim.text}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm md:items-end">
          <Link href="/signin" className="hover:text-white">
            Sign In
          </Link>
          <Link href="/signup" className="hover:text-white">
            Get Started
          </Link>
          <Link href="/demo" className="hover:text-white">
            Try The Demo
          </Link>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Shortlist
      </p>
    </footer>
  );
}
