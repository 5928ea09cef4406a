import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * One titled part of the job form. Its heading gives screen readers the structure; it
 * is not a labelled region, whose name ("Job Description") would shadow the field
 * labels inside it ("Description") for anyone finding fields by label.
 */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card>
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      <div className="grid gap-5 p-5">{children}</div>
    </Card>
  );
}
