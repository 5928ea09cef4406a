import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled part of the job form; a labelled region for screen readers. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      <div className="grid gap-5 p-5">{children}</div>
    </Card>
  );
}
