import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface SettingsSectionProps {
  /** The anchor of the section, e.g. /settings#email-templates. */
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Buttons at the right of the title, e.g. "New Template". */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the Settings page: a card whose title is a level-2 heading under the page's h1. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  actions,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6">
      <Card>
        <div className="flex flex-col gap-4 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
              <p className="mt-0.5 text-sm text-slate-500">{description}</p>
            </div>
          </div>
          {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
        </div>
        <div className="p-5">{children}</div>
      </Card>
    </section>
  );
}
