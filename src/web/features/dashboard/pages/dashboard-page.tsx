import { Briefcase, CalendarDays, FileText, TrendingUp } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import { useSignedInUser } from '../../auth';
import { canManageJobs } from '../../../lib/permissions';
import { useDashboard } from '../api/dashboard';
import { formatConversionChange, formatConversionRate } from '../components/conversion';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { StatCard } from '../components/stat-card';

export function DashboardPage() {
  const dashboard = useDashboard();
  const user = useSignedInUser();

  return (
    <>
      <PageHeader title="Dashboard" subtitle="Overview of your hiring activity" />
      {dashboard.isPending ? (
        <LoadingBlock />
      ) : dashboard.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800"
        >
          <p>We could not load your dashboard. {dashboard.error.message}</p>
          <Button variant="outline" className="mt-4" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              title="Total Jobs"
              icon={Briefcase}
              value={dashboard.data.totalJobs}
              note={`${dashboard.data.activeJobs} active ${dashboard.data.activeJobs === 1 ? 'position' : 'positions'}`}
            />
            <StatCard
              title="Applications"
              icon={FileText}
              value={dashboard.data.applicationsThisMonth}
              note="This month"
            />
            <StatCard
              title="Interviews"
              icon={CalendarDays}
              value={dashboard.data.interviewsThisWeek}
              note="This week"
            />
            <StatCard
              title="Conversion Rate"
              icon={TrendingUp}
              value={formatConversionRate(dashboard.data.conversionRate)}
              note={formatConversionChange(
                dashboard.data.conversionRate,
                dashboard.data.conversionRateChange,
              )}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentActivity activity={dashboard.data.recentActivity} />
            </div>
            <QuickActions canPostJobs={canManageJobs(user?.role)} />
          </div>
        </div>
      )}
    </>
  );
}
