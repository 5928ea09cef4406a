import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { isSuperAdmin } from '../../../lib/permissions';
import { useSignedInUser } from '../../auth';
import { ADMIN_SESSION_EXPIRED_MESSAGE, onAdminSessionEnded } from '../api/admin-request';
import { forgetAdminSession } from '../api/logout';

export type AdminConsoleMode = 'superadmin' | 'password';

/**
 * Which console shows: a signed-in SUPERADMIN's (inside the app shell), else the
 * password console's (the router shows these pages to nobody else).
 */
export function useAdminConsoleMode(): AdminConsoleMode {
  const user = useSignedInUser();
  return isSuperAdmin(user?.role) ? 'superadmin' : 'password';
}

let isExpiryToastQueued = false;

/**
 * An admin call answered 401: say 'Session expired. Please login again.' once and end
 * the session here, which brings back the Admin Access screen (or, for a SUPERADMIN
 * whose sign-in ended, the session check decides). The toast waits a tick so that a
 * form's own failure toast does not replace it.
 */
export function useAdminSessionExpiry(mode: AdminConsoleMode, isEnabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    return onAdminSessionEnded(() => {
      forgetAdminSession(queryClient);
      if (mode === 'superadmin') void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      if (isExpiryToastQueued) return;
      isExpiryToastQueued = true;
      setTimeout(() => {
        isExpiryToastQueued = false;
        toast({ variant: 'destructive', title: ADMIN_SESSION_EXPIRED_MESSAGE });
      }, 0);
    });
  }, [queryClient, mode, isEnabled]);
}

/**
 * Every admin page's start: which console it is in. The password console's frame
 * watches its session already; in the SUPERADMIN's shell the page does.
 */
export function useAdminConsole(): AdminConsoleMode {
  const mode = useAdminConsoleMode();
  useAdminSessionExpiry(mode, mode === 'superadmin');
  return mode;
}
