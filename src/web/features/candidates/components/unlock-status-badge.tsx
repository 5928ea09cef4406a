import { Lock, LockOpen } from 'lucide-react';
import type { UnlockStatus } from '../../../../shared/applications';
import { Badge } from '../../../components/ui/badge';

export function UnlockStatusBadge({ status }: { status: UnlockStatus }) {
  return status === 'UNLOCKED' ? (
    <Badge variant="success">
      <LockOpen aria-hidden="true" />
      UNLOCKED
    </Badge>
  ) : (
    <Badge variant="secondary">
      <Lock aria-hidden="true" />
      LOCKED
    </Badge>
  );
}
