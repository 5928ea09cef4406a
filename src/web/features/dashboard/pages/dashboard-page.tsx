import { Briefcase, CalendarDays, FileText, TrendingUp } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
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
      <QueryState query={dashboard} error="We could not load your dashboard." errorVariant="panel">
        {(data) => (
          <div className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                title="Total Jobs"
                icon={Briefcase}
                value={data.totalJobs}
                note={`${data.activeJobs} active ${data.activeJobs === 1 ? 'position' : 'positions'}`}
              />
              <StatCard
                title="Applications"
                icon={FileText}
                value={data.applicationsThisMonth}
                note="This month"
              />
              <StatCard
                title="Interviews"
                icon={CalendarDays}
                value={data.interviewsThisWeek}
                note="This week"
              />
              <StatCard
                title="Conversion Rate"
                icon={TrendingUp}
                value={formatConversionRate(data.conversionRate)}
                note={formatConversionChange(data.conversionRate, data.conversionRateChange)}
              />
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <RecentActivity activity={data.recentActivity} />
              </div>
              <QuickActions canPostJobs={canManageJobs(user?.role)} />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
