import { PlugZap } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';

/**
 * What the careers-board features (employer sync, bulk import, employer migration,
 * the external candidate list) say until that integration is configured: they come
 * with its own issue, and nothing here pretends to do them.
 */
export function CareersBoardUnavailable({
  title,
  description,
}: {
  title: string;
  description?: ReactNode;
}) {
  return (
    <EmptyState
      icon={PlugZap}
      title={title}
      description={
        <>
          {description} This is not available until the careers board is configured on this server.
          The Integrations status shows what is missing.
        </>
      }
    />
  );
}
