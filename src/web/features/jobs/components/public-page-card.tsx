import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

/** Where candidates apply; shown only for a published job with a public slug. */
export function PublicPageCard({ publicSlug }: { publicSlug: string }) {
  const path = `/jobs/${publicSlug}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Public job page</CardTitle>
        <CardDescription>Share this link with candidates so they can apply.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="rounded-md bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-700">
          {window.location.origin}
          {path}
        </p>
        <a
          href={path}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline')}
        >
          <ExternalLink aria-hidden="true" />
          View Public Page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
