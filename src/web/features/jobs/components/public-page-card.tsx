import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';

/** Where candidates apply; shown only for a published job with a public slug. */
export function PublicPageCard({ publicSlug }: { publicSlug: string }) {
  const path = `/jobs/${publicSlug}`;
  return (
    <TitledCard
      title="Public job page"
      description="Share this link with candidates so they can apply."
      contentClassName="grid gap-3"
    >
      <p className="rounded-md bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-700">
        {window.location.origin}
        {path}
      </p>
      <a href={path} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
        <ExternalLink aria-hidden="true" />
        View Public Page<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </TitledCard>
  );
}
