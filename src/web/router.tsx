import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, type Parser } from 'wouter';
import { LoadingScreen } from './components/loading-screen';
import { NotFoundPage } from './components/not-found-page';
import {
  CHANGE_PASSWORD_PATH,
  GuestOnly,
  meQueryOptions,
  RequireAuth,
  RequirePasswordChange,
  useSignedInUser,
} from './features/auth';
import { lazyNamed, type PreloadableComponent } from './lib/lazy';
import { isSuperAdmin } from './lib/permissions';

/*
 * Every page is its own chunk: the landing page and the public job page load
 * neither the signed-in app nor its libraries (markdown, forms of other pages).
 */

const LandingPage = lazyNamed(() => import('./features/landing/pages/landing-page'), 'LandingPage');
const DemoPage = lazyNamed(() => import('./features/landing/pages/demo-page'), 'DemoPage');
const SignInPage = lazyNamed(() => import('./features/auth/pages/sign-in-page'), 'SignInPage');
const SignUpPage = lazyNamed(() => import('./features/auth/pages/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyNamed(
  () => import('./features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('./features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const ChangePasswordPage = lazyNamed(
  () => import('./features/auth/pages/change-password-page'),
  'ChangePasswordPage',
);
const AcceptInvitationPage = lazyNamed(
  () => import('./features/auth/pages/accept-invitation-page'),
  'AcceptInvitationPage',
);
const MyDataPage = lazyNamed(() => import('./features/my-data/pages/my-data-page'), 'MyDataPage');

const AppShell = lazyNamed(() => import('./components/app-shell'), 'AppShell');
const DashboardPage = lazyNamed(
  () => import('./features/dashboard/pages/dashboard-page'),
  'DashboardPage',
);
const JobsPage = lazyNamed(() => import('./features/jobs/pages/jobs-page'), 'JobsPage');
const CreateJobPage = lazyNamed(
  () => import('./features/jobs/pages/create-job-page'),
  'CreateJobPage',
);
const JobSettingsPage = lazyNamed(
  () => import('./features/jobs/pages/job-settings-page'),
  'JobSettingsPage',
);
const JobPipelinePage = lazyNamed(
  () => import('./features/jobs/pages/job-pipeline-page'),
  'JobPipelinePage',
);
const CreditsPage = lazyNamed(() => import('./features/credits/pages/credits-page'), 'CreditsPage');
const CandidatesPage = lazyNamed(
  () => import('./features/candidates/pages/candidates-page'),
  'CandidatesPage',
);
const CandidateDetailPage = lazyNamed(
  () => import('./features/candidates/pages/candidate-detail-page'),
  'CandidateDetailPage',
);
const InterviewsPage = lazyNamed(
  () => import('./features/interviews/pages/interviews-page'),
  'InterviewsPage',
);
const AnalyticsPage = lazyNamed(
  () => import('./features/analytics/pages/analytics-page'),
  'AnalyticsPage',
);
const SettingsPage = lazyNamed(
  () => import('./features/settings/pages/settings-page'),
  'SettingsPage',
);
const AdminPage = lazyNamed(() => import('./features/admin/pages/admin-page'), 'AdminPage');
const IntegrationsPage = lazyNamed(
  () => import('./features/admin/pages/integrations-page'),
  'IntegrationsPage',
);
const AuditLogPage = lazyNamed(
  () => import('./features/admin/pages/audit-log-page'),
  'AuditLogPage',
);
const OrganizationManagePage = lazyNamed(
  () => import('./features/admin/pages/organization-manage-page'),
  'OrganizationManagePage',
);
const AdminPipelinePage = lazyNamed(
  () => import('./features/admin/pages/admin-pipeline-page'),
  'AdminPipelinePage',
);
const MatchingPage = lazyNamed(
  () => import('./features/matching/pages/matching-page'),
  'MatchingPage',
);
const PasswordConsoleArea = lazyNamed(
  () => import('./features/admin/components/password-console-area'),
  'PasswordConsoleArea',
);

/** Who a signed-in page is for: an organization's members, or the platform's SUPERADMIN. */
type Audience = 'organization' | 'platform';

/**
 * A SUPERADMIN belongs to no organization: its pages would only answer 404, so they
 * go to the admin console; the platform's pages are theirs alone.
 */
function AudienceGuard({ audience, children }: { audience: Audience; children: ReactNode }) {
  const user = useSignedInUser();
  const isPlatformUser = isSuperAdmin(user?.role);
  if (audience === 'organization' && isPlatformUser) return <Redirect to="/admin" replace />;
  if (audience === 'platform' && !isPlatformUser) return <Redirect to="/dashboard" replace />;
  return children;
}

/**
 * The signed-in area. It wraps the routes' Switch (not each route) so the
 * shell (sidebar, credits badge) stays mounted while only the page changes.
 */
function SignedInArea({ audience, children }: { audience: Audience; children: ReactNode }) {
  return (
    <RequireAuth>
      <AudienceGuard audience={audience}>
        <AppShell>{children}</AppShell>
      </AudienceGuard>
    </RequireAuth>
  );
}

type RouteEntry = [path: string, page: PreloadableComponent<ComponentType>];

/**
 * Paths of the signed-in app. The public job page, '/jobs/{slug}', is not one of the
 * client's routes: the server renders it (issue 19), and links to it load it whole.
 */
const SIGNED_IN_ROUTES: RouteEntry[] = [
  ['/dashboard', DashboardPage],
  ['/jobs', JobsPage],
  ['/jobs/new', CreateJobPage],
  ['/jobs/:id/pipeline', JobPipelinePage],
  ['/jobs/:id/settings', JobSettingsPage],
  ['/candidates', CandidatesPage],
  ['/candidates/:id', CandidateDetailPage],
  ['/interviews', InterviewsPage],
  ['/analytics', AnalyticsPage],
  ['/credits', CreditsPage],
  ['/settings', SettingsPage],
];

/** The platform's page of a signed-in SUPERADMIN. */
const PLATFORM_ROUTES: RouteEntry[] = [['/integrations', IntegrationsPage]];

/**
 * The admin console: a signed-in SUPERADMIN's inside the app shell; anyone else's
 * (signed out, or an organization member) behind the console's admin password.
 */
const ADMIN_ROUTES: RouteEntry[] = [
  ['/admin', AdminPage],
  ['/admin/audit-log', AuditLogPage],
  ['/admin/intelligent-matching', MatchingPage],
  ['/admin/organizations/:orgId/manage', OrganizationManagePage],
  ['/admin/organizations/:orgId/jobs/:jobId/pipeline', AdminPipelinePage],
  ['/admin/jobs/:jobId/pipeline', AdminPipelinePage],
];

const SHELL_ROUTES = [...SIGNED_IN_ROUTES, ...PLATFORM_ROUTES, ...ADMIN_ROUTES];

/** Pages for signed-out visitors; a signed-in user is sent to the dashboard. */
const GUEST_ROUTES: RouteEntry[] = [
  ['/', LandingPage],
  ['/signin', SignInPage],
  ['/login', SignInPage],
  ['/signup', SignUpPage],
  ['/forgot-password', ForgotPasswordPage],
  // Creating a demo would switch a signed-in member into a new demo organization.
  ['/demo', DemoPage],
];

/**
 * Pages for everyone. The reset and invitation links may be followed while
 * signed in (the invitation page says what to do then); a candidate's own data
 * page is outside the app shell whoever looks at it.
 */
const OPEN_ROUTES: RouteEntry[] = [
  ['/reset-password', ResetPasswordPage],
  ['/accept-invitation', AcceptInvitationPage],
  ['/my-data', MyDataPage],
];

function findRoute(routes: RouteEntry[], location: string, parser: Parser): RouteEntry | undefined {
  return routes.find(([path]) => matchRoute(parser, path, location)[0]);
}

export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const organizationRoute = findRoute(SIGNED_IN_ROUTES, location, parser);
  const platformRoute = findRoute(PLATFORM_ROUTES, location, parser);
  const adminRoute = findRoute(ADMIN_ROUTES, location, parser);
  const guestRoute =
    organizationRoute || platformRoute || adminRoute
      ? undefined
      : findRoute(GUEST_ROUTES, location, parser);
  // Which admin console shows depends on who is signed in.
  const me = useQuery({ ...meQueryOptions(), enabled: adminRoute !== undefined });
  const isAdminInShell = adminRoute !== undefined && isSuperAdmin(me.data?.role);
  const signedInRoute =
    organizationRoute ?? platformRoute ?? (isAdminInShell ? adminRoute : undefined);

  // The guards wait for the session check before rendering the page; fetch
  // the page's code meanwhile instead of after it.
  useEffect(() => {
    if (signedInRoute) {
      void AppShell.preload();
      void signedInRoute[1].preload();
    } else if (adminRoute) {
      void PasswordConsoleArea.preload();
      void adminRoute[1].preload();
    } else if (guestRoute) {
      void guestRoute[1].preload();
    }
  }, [signedInRoute, adminRoute, guestRoute]);

  if (signedInRoute) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignedInArea audience={organizationRoute ? 'organization' : 'platform'}>
          <Switch>
            {SHELL_ROUTES.map(([path, Page]) => (
              <Route key={path} path={path} component={Page} />
            ))}
          </Switch>
        </SignedInArea>
      </Suspense>
    );
  }

  if (adminRoute) {
    if (me.isPending) return <LoadingScreen />;
    // A temporary password is replaced before anything else, the console included.
    if (me.data?.mustChangePassword) return <Redirect to={CHANGE_PASSWORD_PATH} replace />;
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PasswordConsoleArea>
          <Switch>
            {ADMIN_ROUTES.map(([path, Page]) => (
              <Route key={path} path={path} component={Page} />
            ))}
          </Switch>
        </PasswordConsoleArea>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {GUEST_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path}>
            <GuestOnly>
              <Page />
            </GuestOnly>
          </Route>
        ))}
        <Route path={CHANGE_PASSWORD_PATH}>
          <RequirePasswordChange>
            <ChangePasswordPage />
          </RequirePasswordChange>
        </Route>
        {OPEN_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
