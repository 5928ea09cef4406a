import { Eye, EyeOff, Lock, ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { adminLoginSchema } from '../../../../shared/admin';
import { BrandHeader } from '../../../components/brand-logo';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConsoleStatus } from '../api/console-status';
import { useAdminLogin } from '../api/login';

/** The password console's gate (spec: 'Admin Access'), or why there is none. */
export function AdminAccessScreen() {
  useDocumentTitle('Admin Access');
  const status = useConsoleStatus();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-slate-100 to-slate-50">
      <BrandHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 outline-none sm:pt-12"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-slate-900 text-white">
              <Lock className="size-5" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Access</h1>
          </div>
          <div className="mt-6">
            <QueryState
              query={status}
              loading={<LoadingBlock className="py-6" />}
              error={(error, retry) => (
                <LoadFailed
                  what="We could not reach the admin console."
                  error={error}
                  onRetry={retry}
                />
              )}
            >
              {(console) =>
                console.isPasswordLoginEnabled ? <AdminPasswordForm /> : <PasswordConsoleDisabled />
              }
            </QueryState>
          </div>
        </div>
      </main>
    </div>
  );
}

function PasswordConsoleDisabled() {
  return (
    <div role="status" className="grid gap-3 text-sm text-slate-700">
      <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          The password console is disabled on this server: no admin password is configured.
        </span>
      </p>
      <p>
        Platform administrators sign in with their own Super Admin account instead.{' '}
        <Link
          href="/signin"
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Go to Sign In
        </Link>
      </p>
    </div>
  );
}

function AdminPasswordForm() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [isShown, setIsShown] = useState(false);
  const login = useAdminLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminLoginSchema.safeParse({ password });
    if (!parsed.success || password === '') {
      toast({
        variant: 'destructive',
        title: 'Password required',
        description: 'Please enter the admin password',
      });
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: (response) => {
        toast({
          variant: 'success',
          title: `Admin access granted. Session expires in ${response.expiresIn}`,
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Authentication failed',
          description: isApiError(error)
            ? error.message || 'Invalid password'
            : 'Failed to authenticate',
        });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
      <p className="text-sm text-slate-600">
        Enter the platform admin password to open the Admin Panel.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>Admin password</Label>
        <div className="relative">
          <Input
            id={`${id}-password`}
            type={isShown ? 'text' : 'password'}
            autoComplete="current-password"
            autoFocus
            className="pr-11"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-0.5 right-0.5"
            aria-label={isShown ? 'Hide password' : 'Show password'}
            aria-pressed={isShown}
            onClick={() => setIsShown((shown) => !shown)}
          >
            {isShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <Button type="submit" className="w-full" isPending={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Access Admin Panel'}
      </Button>
    </form>
  );
}
