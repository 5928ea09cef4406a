import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  Briefcase,
  CalendarDays,
  ChartColumn,
  LayoutDashboard,
  LogOut,
  Menu,
  Plug,
  Settings,
  Shield,
  Sparkles,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ROLE_LABELS } from '../../shared/auth';
import { can, type Capability } from '../../shared/permissions';
import { homePathOf, useSignedInUser, useSignOut } from '../features/auth';
import { isSuperAdmin } from '../lib/permissions';
import { cn, initialsOf } from '../lib/utils';
import { BrandLogo } from './brand-logo';
import { CreditsBadge } from './credits-badge';
import { LoadingBlock } from './loading-screen';
import { Button } from './ui/button';
import { overlayClasses } from './ui/dialog';
import { SkipToContentLink } from './skip-link';

interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Shown only to roles holding it: the page behind it would refuse the others. */
  capability?: Capability;
}

const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'Jobs', href: '/jobs', icon: Briefcase },
  { label: 'Candidates', href: '/candidates', icon: Users },
  { label: 'Interviews', href: '/interviews', icon: CalendarDays },
  { label: 'Analytics', href: '/analytics', icon: ChartColumn, capability: 'seeAllCandidates' },
  { label: 'Settings', href: '/settings', icon: Settings },
];

/** A SUPERADMIN belongs to no organization: the platform's pages are all they have. */
const SUPERADMIN_NAV_ITEMS: NavItem[] = [
  { label: 'Admin', href: '/admin', icon: Shield },
  { label: 'Matching', href: '/admin/intelligent-matching', icon: Sparkles },
  { label: 'Integrations', href: '/integrations', icon: Plug },
];

/** Active by path prefix; '/' counts as Dashboard (spec section 2). */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === '/dashboard' && location === '/') return true;
  return location === href || location.startsWith(`${href}/`);
}

export function AppShell({ children }: { children: ReactNode }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const user = useSignedInUser();
  const homePath = user ? homePathOf(user) : '/dashboard';

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipToContentLink />

      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white md:flex">
        <SidebarContent />
      </aside>

      <DialogPrimitive.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <div className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 md:hidden">
          <Link href={homePath} aria-label="Shortlist home">
            <BrandLogo />
          </Link>
          <DialogPrimitive.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu aria-hidden="true" />
            </Button>
          </DialogPrimitive.Trigger>
        </div>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className={overlayClasses} />
          <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] bg-white shadow-xl">
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              Navigation, credits and your account.
            </DialogPrimitive.Description>
            <SidebarContent onNavigate={() => setIsMenuOpen(false)} />
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="absolute top-3 right-3"
                aria-label="Close menu"
              >
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <main id="main-content" tabIndex={-1} className="outline-none md:pl-64">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
        </div>
      </main>
    </div>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const user = useSignedInUser();
  const isPlatformUser = isSuperAdmin(user?.role);
  const items = (isPlatformUser ? SUPERADMIN_NAV_ITEMS : NAV_ITEMS).filter(
    (item) => !item.capability || can(user?.role, item.capability),
  );
  // One current item: /admin/intelligent-matching is Matching's, not Admin's too.
  const activeHref = items
    .filter((item) => isNavItemActive(item.href, location))
    .reduce<string | undefined>(
      (longest, item) => (item.href.length > (longest?.length ?? 0) ? item.href : longest),
      undefined,
    );

  return (
    <div className="flex w-full flex-col">
      <div className="flex h-16 items-center px-5">
        <Link
          href={user ? homePathOf(user) : '/dashboard'}
          onClick={onNavigate}
          aria-label="Shortlist home"
        >
          <BrandLogo />
        </Link>
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-1">
          {items.map((item) => {
            const isActive = item.href === activeHref;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <item.icon
                    className={cn('size-4', isActive ? 'text-brand-700' : 'text-slate-400')}
                    aria-hidden="true"
                  />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="grid gap-3 border-t border-slate-200 p-4">
        {/* Credits are an organization's: a SUPERADMIN has none (and may not ask). */}
        {!isPlatformUser && <CreditsBadge onNavigate={onNavigate} />}
        {user && <UserCard name={user.name} roleLabel={ROLE_LABELS[user.role]} />}
      </div>
    </div>
  );
}

function UserCard({ name, roleLabel }: { name: string; roleLabel: string }) {
  const signOut = useSignOut();
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-800 text-xs font-semibold text-white"
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-500">{roleLabel}</p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-full"
        onClick={() => signOut.mutate()}
        isPending={signOut.isPending}
      >
        {!signOut.isPending && <LogOut aria-hidden="true" />}
        Sign Out
      </Button>
    </div>
  );
}
