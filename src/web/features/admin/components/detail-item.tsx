import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** One term of a console card's details list and its value under it. */
export function DetailItem({
  term,
  valueClassName,
  children,
}: {
  term: string;
  /** Classes of the value: its weight, font, wrapping. */
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className={cn('mt-1', valueClassName)}>{children}</dd>
    </div>
  );
}
