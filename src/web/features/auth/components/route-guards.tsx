import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import { CHANGE_PASSWORD_PATH, homePathOf } from '../api/home-path';
import { useMe } from '../api/me';

/** Pages for signed-out visitors (landing, sign in, sign up): a signed-in user goes to the app. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.data) return <Redirect to={homePathOf(me.data)} replace />;
  // A failed session check (server down) still lets a visitor see these pages.
  return children;
}

/** Pages of the signed-in app: without a session the visitor signs in first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) return <SessionCheckFailed onRetry={() => void me.refetch()} />;
  if (!me.data) return <Redirect to="/signin" replace />;
  // A temporary password (set by an admin) is replaced before anything else.
  if (me.data.mustChangePassword) return <Redirect to={CHANGE_PASSWORD_PATH} replace />;
  return children;
}

/** The page that replaces a temporary password: only for a user who has one. */
export function RequirePasswordChange({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) return <SessionCheckFailed onRetry={() => void me.refetch()} />;
  if (!me.data) return <Redirect to="/signin" replace />;
  if (!me.data.mustChangePassword) return <Redirect to={homePathOf(me.data)} replace />;
  return children;
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-sm text-center" role="alert">
        <h1 className="text-lg font-semibold text-slate-900">We could not reach Shortlist</h1>
        <p className="mt-2 text-sm text-slate-600">
          Check your connection and try again. Your work is saved on our servers.
        </p>
        <Button className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}
