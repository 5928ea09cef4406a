import { Construction } from 'lucide-react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** An honest stand-in for a signed-in page that a later issue builds. */
export function NotBuiltPage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState
        icon={Construction}
        title="This page is not built yet"
        description="It is on our list. Everything else in the sidebar works today."
      />
    </>
  );
}
