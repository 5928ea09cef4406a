import type { ActivityType, ActivityView, DashboardView } from '../../../shared/dashboard';
import type { DashboardCounts } from './dashboard.repository';

const rate = (advanced: number, total: number) => (total > 0 ? advanced / total : null);

function describe(type: ActivityType, subject: string, actorName: string | null): string {
  const who = actorName ?? 'Someone';
  switch (type) {
    case 'job_created':
      return `${who} created the draft job ${subject}`;
    case 'job_published':
      return `${who} published ${subject}`;
    case 'job_closed':
      return `${who} closed ${subject}`;
    case 'job_deleted':
      return `${who} deleted ${subject}`;
    case 'application_received':
      return `New application for ${subject}`;
    case 'candidate_unlocked':
      return `${who} unlocked a candidate for ${subject}`;
    case 'unlock_refunded':
      return `${who} had an unlock for ${subject} refunded`;
    case 'stage_moved':
      return `${who} moved a candidate for ${subject}`;
    case 'application_rejected':
      return `${who} rejected a candidate for ${subject}`;
    case 'interview_scheduled':
      return `${who} scheduled an interview for ${subject}`;
    case 'email_sent':
      return `${who} emailed ${subject}`;
    case 'member_joined':
      return `${subject} joined the team`;
    case 'note_added':
      return `${who} added a note on a candidate for ${subject}`;
    case 'interview_rescheduled':
      return `${who} rescheduled an interview for ${subject}`;
    case 'interview_cancelled':
      return `${who} cancelled an interview for ${subject}`;
    case 'interview_completed':
      return `${who} completed an interview for ${subject}`;
    case 'scorecard_submitted':
      return `${who} submitted a scorecard for ${subject}`;
    case 'applications_anonymized':
      return `Personal data of ${subject} deleted (retention policy)`;
  }
}

export function toDashboardView(
  counts: DashboardCounts,
  activity: {
    id: string;
    type: ActivityType;
    subject: string;
    createdAt: Date;
    actorName: string | null;
  }[],
): DashboardView {
  const thisMonth = rate(counts.advanced_this_month, counts.applications_this_month);
  const lastMonth = rate(counts.advanced_last_month, counts.applications_last_month);
  const recentActivity: ActivityView[] = activity.map((event) => ({
    id: event.id,
    type: event.type,
    message: describe(event.type, event.subject, event.actorName),
    occurredAt: event.createdAt.toISOString(),
  }));
  return {
    totalJobs: counts.total_jobs,
    activeJobs: counts.active_jobs,
    applicationsThisMonth: counts.applications_this_month,
    interviewsThisWeek: counts.interviews_this_week,
    conversionRate: thisMonth,
    conversionRateChange:
      thisMonth !== null && lastMonth !== null
        ? Math.round((thisMonth - lastMonth) * 1000) / 10
        : null,
    recentActivity,
  };
}
