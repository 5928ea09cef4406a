import { CalendarPlus, ChevronRight, PlusCircle, UserCheck } from 'lucide-react';
import { Link } from 'wouter';
import { TitledCard } from '../../../components/ui/card';

const ACTIONS = [
  { label: 'Post a new job', href: '/jobs/new', icon: PlusCircle },
  { label: 'Review applications', href: '/candidates', icon: UserCheck },
  { label: 'Schedule interviews', href: '/interviews', icon: CalendarPlus },
];

export function QuickActions({ canPostJobs }: { canPostJobs: boolean }) {
  const actions = canPostJobs ? ACTIONS : ACTIONS.filter((action) => action.href !== '/jobs/new');
  return (
    <TitledCard title="Quick Actions">
      <ul className="grid gap-2">
        {actions.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <action.icon className="size-4 text-brand-600" aria-hidden="true" />
              <span className="flex-1">{action.label}</span>
              <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
