import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { LoadingScreen } from './components/loading-screen';
import { NotFoundPage } from './components/not-found-page';
import { GuestOnly, RequireAuth } from './features/auth';
import { lazyNamed } from './lib/lazy';

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
const PublicJobPage = lazyNamed(
  () => import('./features/public-jobs/pages/public-job-page'),
  'PublicJobPage',
);

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
const InterviewsPage = lazyNamed(
  () => import('./features/interviews/pages/interviews-page'),
  'InterviewsPage',
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

/**
 * The signed-in area. It wraps the routes' Switch (not each route) so the
 * shell (sidebar, credits badge) stays mounted while only the page changes.
 */
function SignedInArea({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AppShell>{children}</AppShell>
    </RequireAuth>
  );
}

/** Paths of the signed-in app. '/jobs/new' and the job sub-pages win over the public '/jobs/:slug'. */
const SIGNED_IN_ROUTES: [path: string, page: ComponentType][] = [
  ['/dashboard', DashboardPage],
  ['/jobs', JobsPage],
  ['/jobs/new', CreateJobPage],
  ['/jobs/:id/pipeline', JobPipelinePage],
  ['/jobs/:id/settings', JobSettingsPage],
  ['/candidates', CandidatesPage],
  ['/interviews', InterviewsPage],
  ['/credits', CreditsPage],
  ['/settings', SettingsPage],
  ['/admin', AdminPage],
  ['/integrations', IntegrationsPage],
];

function useIsSignedInPath(): boolean {
  const [location] = useLocation();
  const { parser } = useRouter();
  return SIGNED_IN_ROUTES.some(([path]) => matchRoute(parser, path, location)[0]);
}

export function AppRouter() {
  const isSignedInPath = useIsSignedInPath();

  if (isSignedInPath) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignedInArea>
          <Switch>
            {SIGNED_IN_ROUTES.map(([path, Page]) => (
              <Route key={path} path={path} component={Page} />
            ))}
          </Switch>
        </SignedInArea>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/">
          <GuestOnly>
            <LandingPage />
          </GuestOnly>
        </Route>
        <Route path="/signin">
          <GuestOnly>
            <SignInPage />
          </GuestOnly>
        </Route>
        <Route path="/login">
          <GuestOnly>
            <SignInPage />
          </GuestOnly>
        </Route>
        <Route path="/signup">
          <GuestOnly>
            <SignUpPage />
          </GuestOnly>
        </Route>
        <Route path="/forgot-password">
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        </Route>
        {/* Open to everyone: a signed-in person may follow a reset link from email too. */}
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/demo" component={DemoPage} />
        {/* The public job page: anyone, signed in or not, outside the app shell. */}
        <Route path="/jobs/:slug" component={PublicJobPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
