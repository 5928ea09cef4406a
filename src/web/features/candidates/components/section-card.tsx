import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

interface SectionCardProps {
  icon: LucideIcon;
  title: string;
  /** Beside the title, e.g. a count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of the candidate page; its title is a level-2 heading under the page's h1. */
export function SectionCard({ icon: Icon, title, aside, className, children }: SectionCardProps) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <div className="flex items-center justify-between gap-2 p-5 pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon className="size-4 text-slate-400" aria-hidden="true" />
          {title}
        </h2>
        {aside}
      </div>
      <div className="p-5 pt-0">{children}</div>
    </Card>
  );
}
