import { FileClock, LogOut, Shield, Sparkles } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { PASSWORD_CONSOLE_NAME } from '../../../../shared/admin';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingBlock, LoadingScreen } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/utils';
import { useAdminLogout } from '../api/logout';
import { useAdminSession } from '../api/session';
import { AdminAccessScreen } from './admin-access-screen';
import { useAdminSessionExpiry } from './use-admin-console';
import { SkipToContentLink } from '../../../components/skip-link';

/**
 * The admin routes for anyone but a signed-in SUPERADMIN: the Admin Access screen
 * until the console's session exists, then its pages in a frame of their own (no
 * employer shell).
 */
export function PasswordConsoleArea({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  useAdminSessionExpiry('password');
  if (session.isPending) return <LoadingScreen />;
  if (session.isError) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
        <LoadFailed
          what="We could not reach the admin console."
          error={session.error}
          onRetry={() => void session.refetch()}
          className="max-w-sm text-center"
        />
      </main>
    );
  }
  if (!session.data) return <AdminAccessScreen />;
  return <PasswordConsoleLayout name={session.data.name}>{children}</PasswordConsoleLayout>;
}

function PasswordConsoleLayout({ name, children }: { name: string; children: ReactNode }) {
  const logout = useAdminLogout();
  const [location] = useLocation();
  const links = [
    { href: '/admin', label: 'Admin Panel', icon: Shield },
    { href: '/admin/intelligent-matching', label: 'Matching dashboard', icon: Sparkles },
    { href: '/admin/audit-log', label: 'Audit log', icon: FileClock },
  ];
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipToContentLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-full bg-slate-900 text-white">
              <Shield className="size-4" aria-hidden="true" />
            </span>
            <div className="leading-tight">
              <p className="text-sm font-semibold text-slate-900">Shortlist Admin</p>
              <p className="text-xs text-slate-500">{name || PASSWORD_CONSOLE_NAME}</p>
            </div>
          </div>
          <nav aria-label="Admin" className="flex items-center gap-1">
            {links.map((link) => {
              const isActive = location === link.href;
              return (
                <Link
                  key={link.href}
                  href={link.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <link.icon className="size-4" aria-hidden="true" />
                  {link.label}
                </Link>
              );
            })}
            <Button
              variant="outline"
              size="sm"
              className="ml-2"
              isPending={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () =>
                    toast({ title: 'Signed out', description: 'You have left the admin console.' }),
                })
              }
            >
              {!logout.isPending && <LogOut aria-hidden="true" />}
              Logout
            </Button>
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
        </div>
      </main>
    </div>
  );
}
