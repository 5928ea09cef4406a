import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

interface StatCardProps {
  title: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** One of the four numbers above the candidate grid. */
export function StatCard({ title, value, icon: Icon }: StatCardProps) {
  const titleId = useId();
  return (
    <Card className="p-4 sm:p-5" role="group" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <Icon className="size-5 text-slate-400" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {value ?? '—'}
      </p>
    </Card>
  );
}
