import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MatchReasons } from './match-reasons';
import { SkillBadges } from './skill-badges';

interface CandidateCardProps {
  name: string;
  /** An admin page that shows the candidate (their job's pipeline), when one is known. */
  nameHref?: string | undefined;
  email: string;
  badge: ReactNode;
  /** Beside the badge: "In pipeline". */
  marker?: ReactNode;
  skills: string[];
  facts: Array<[term: string, value: ReactNode]>;
  reasons: string[];
  action?: ReactNode;
}

/** One found candidate, as every matching tab lists them; an item of a results list. */
export function CandidateCard({
  name,
  nameHref,
  email,
  badge,
  marker,
  skills,
  facts,
  reasons,
  action,
}: CandidateCardProps) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">
              {nameHref ? (
                <Link href={nameHref} className="text-brand-800 hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            <p className="text-sm break-all text-slate-600">{email}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            {badge}
            {marker}
          </div>
        </div>
        <SkillBadges skills={skills} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-500">{term}</dt>
              <dd className="min-w-0 break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <MatchReasons reasons={reasons} />
        {action && <div className="mt-auto">{action}</div>}
      </Card>
    </li>
  );
}

/** "Add to Pipeline", named for its candidate among the other cards' buttons. */
export function AddToPipelineButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <UserPlus aria-hidden="true" />
      Add to Pipeline<span className="sr-only">: {name}</span>
    </Button>
  );
}

/** An organization's name, linking to its admin manage page. */
export function OrganizationLink({ orgId, name }: { orgId: string; name: string }) {
  return (
    <Link href={`/admin/organizations/${orgId}/manage`} className="text-brand-800 hover:underline">
      {name}
    </Link>
  );
}
